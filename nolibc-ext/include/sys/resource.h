/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/resource.h>: getrlimit() and setrlimit() come with 6.12 nolibc;
 * added: rlim_t, prlimit(), prlimit64(), getrusage(), getpriority(),
 * setpriority() and glibc's PRIO_* and RUSAGE_* names.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_RESOURCE_H
#define _NOLIBC_EXT_SYS_RESOURCE_H

/*
 * The type of struct rlimit's members (the kernel's, in nolibc: unsigned
 * long, as glibc's without _FILE_OFFSET_BITS=64 on 32-bit machines) and
 * of struct rlimit64's.
 */
typedef __kernel_ulong_t rlim_t;
typedef __u64 rlim64_t;

/*
 * int prlimit(pid_t pid, int resource, const struct rlimit *new,
 *             struct rlimit *old);
 * The kernel's rlimit64, converted where long is 32-bit.
 */
static __attribute__((unused))
int prlimit(pid_t pid, int resource, const struct rlimit *new, struct rlimit *old)
{
	struct rlimit64 n, o;

	if (new) {
		n.rlim_cur = new->rlim_cur == RLIM_INFINITY ? RLIM64_INFINITY : new->rlim_cur;
		n.rlim_max = new->rlim_max == RLIM_INFINITY ? RLIM64_INFINITY : new->rlim_max;
	}
	if (__sysret(my_syscall4(__NR_prlimit64, pid, resource, new ? &n : NULL,
				 old ? &o : NULL)) < 0)
		return -1;
	if (old) {
		old->rlim_cur = o.rlim_cur == RLIM64_INFINITY ? RLIM_INFINITY : o.rlim_cur;
		old->rlim_max = o.rlim_max == RLIM64_INFINITY ? RLIM_INFINITY : o.rlim_max;
	}
	return 0;
}

/*
 * int prlimit64(pid_t pid, int resource, const struct rlimit64 *new,
 *               struct rlimit64 *old);
 */
static __attribute__((unused))
int prlimit64(pid_t pid, int resource, const struct rlimit64 *new, struct rlimit64 *old)
{
	return __sysret(my_syscall4(__NR_prlimit64, pid, resource, new, old));
}

/*
 * int getrusage(int who, struct rusage *usage);
 */
static __attribute__((unused))
int getrusage(int who, struct rusage *usage)
{
	return __sysret(my_syscall2(__NR_getrusage, who, usage));
}

/*
 * int getpriority(int which, id_t who); int setpriority(int which, id_t who, int prio);
 * The system call returns 20 - nice, to stay positive.
 */
static __attribute__((unused))
int getpriority(int which, int who)
{
	long ret = my_syscall2(__NR_getpriority, which, who);

	if (ret < 0)
		return __sysret(ret);
	return 20 - ret;
}

static __attribute__((unused))
int setpriority(int which, int who, int prio)
{
	return __sysret(my_syscall3(__NR_setpriority, which, who, prio));
}

#endif /* _NOLIBC_EXT_SYS_RESOURCE_H */
