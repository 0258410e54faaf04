/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/sem.h>: System V semaphores: semget(), semop(), semtimedop(),
 * semctl(), the SEM_* and GET/SET* constants, struct sembuf, and struct
 * semid_ds, which is the kernel's struct semid64_ds (see <sys/ipc.h>).
 * union semun is the program's to define, as POSIX says: the UAPI's is
 * kept out of its way.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SEM_H
#define _NOLIBC_EXT_SYS_SEM_H

#include <stdarg.h>
#include <time.h>
#include <sys/ipc.h>
#define semun __nolibc_ext_kernel_semun
#include <linux/sem.h>
#undef semun
#include <linux/time_types.h>

#define semid_ds semid64_ds

/* glibc's sign that the program must define union semun itself */
#define _SEM_SEMUN_UNDEFINED	1

static __attribute__((unused))
int semget(key_t key, int nsems, int flags)
{
	return __sysret(my_syscall3(__NR_semget, key, nsems, flags));
}

/*
 * int semtimedop(int id, struct sembuf *sops, size_t nsops,
 *                const struct timespec *timeout);
 * int semop(int id, struct sembuf *sops, size_t nsops);
 * Where long is 32-bit, the time64 call with the timeout converted (i386
 * has no other); semop() is semtimedop() without a timeout where the
 * architecture has no semop call. Neither is a cancellation point in
 * glibc.
 */
static __attribute__((unused))
int semtimedop(int id, struct sembuf *sops, size_t nsops, const struct timespec *timeout)
{
#if __SIZEOF_LONG__ == 8
	return __sysret(my_syscall4(__NR_semtimedop, id, sops, nsops, timeout));
#else
	struct __kernel_timespec kts;

	if (timeout) {
		kts.tv_sec = timeout->tv_sec;
		kts.tv_nsec = timeout->tv_nsec;
	}
	return __sysret(my_syscall4(__NR_semtimedop_time64, id, sops, nsops,
				    timeout ? &kts : NULL));
#endif
}

static __attribute__((unused))
int semop(int id, struct sembuf *sops, size_t nsops)
{
#ifdef __NR_semop
	return __sysret(my_syscall3(__NR_semop, id, sops, nsops));
#else
	return semtimedop(id, sops, nsops, NULL);
#endif
}

/*
 * int semctl(int id, int semnum, int cmd, ... union semun arg);
 * The argument is read as a union, only for the commands that take one,
 * as glibc does: some ABIs (32-bit PowerPC) pass a union by reference,
 * not as the long it fits in. Its bits go to the kernel as a long.
 */
union __nolibc_ext_semun {
	int val;
	void *buf;
	unsigned short *array;
};

static __attribute__((unused))
int semctl(int id, int semnum, int cmd, ...)
{
	union __nolibc_ext_semun arg;
	va_list args;

	arg.buf = NULL;
	switch (cmd) {
	case IPC_SET: case IPC_STAT: case IPC_INFO: case SEM_STAT: case SEM_INFO:
	case SEM_STAT_ANY: case GETALL: case SETALL: case SETVAL:
		va_start(args, cmd);
		arg = va_arg(args, union __nolibc_ext_semun);
		va_end(args);
	}
	return __sysret(my_syscall4(__NR_semctl, id, semnum, cmd | __NOLIBC_EXT_IPC_64,
				    arg.buf));
}

#endif /* _NOLIBC_EXT_SYS_SEM_H */
