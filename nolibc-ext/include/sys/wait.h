/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/wait.h>: wait(), waitpid(), wait4() and WIFEXITED, WEXITSTATUS,
 * WIFSIGNALED, WTERMSIG come with 6.12 nolibc; added here: the stopped and
 * continued status macros, WCOREDUMP, waitid() and wait3(); WIFSIGNALED
 * mended.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_WAIT_H
#define _NOLIBC_EXT_SYS_WAIT_H

#include <signal.h>

/*
 * 6.12's WIFSIGNALED(status) is ((status) - 1 < 0xff): true for 0, the
 * status of a child that exited 0 (memfd_test.c aborts on it: "killed by
 * signal 0"). Killed by a signal: a signal number in the low 7 bits, and
 * not 0x7f (stopped), as glibc has it.
 */
#undef WIFSIGNALED
#define WIFSIGNALED(status)	((((status) & 0x7f) + 1) % 0x80 > 1)
#define WIFSTOPPED(status)	(((status) & 0xff) == 0x7f)
#define WSTOPSIG(status)	WEXITSTATUS(status)
#define WIFCONTINUED(status)	((status) == 0xffff)
#define WCOREDUMP(status)	((status) & 0x80)

/* idtype_t: P_ALL, P_PID, P_PGID and P_PIDFD come from <linux/wait.h> */
typedef int idtype_t;

/*
 * int waitid(idtype_t idtype, id_t id, siginfo_t *infop, int options);
 */
static __attribute__((unused))
int sys_waitid(int idtype, int id, siginfo_t *infop, int options)
{
	return my_syscall5(__NR_waitid, idtype, id, infop, options, NULL);
}

static __attribute__((unused))
int waitid(int idtype, int id, siginfo_t *infop, int options)
{
	return __NOLIBC_EXT_CP(long, __sysret(sys_waitid(idtype, id, infop, options)));
}

/*
 * pid_t wait3(int *status, int options, struct rusage *usage);
 * wait4() for any child.
 */
static __attribute__((unused))
pid_t wait3(int *status, int options, struct rusage *usage)
{
	return wait4(-1, status, options, usage);
}

#endif /* _NOLIBC_EXT_SYS_WAIT_H */
