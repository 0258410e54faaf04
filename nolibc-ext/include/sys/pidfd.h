/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/pidfd.h>: pidfd_open(), pidfd_send_signal() and pidfd_getfd(), with
 * the UAPI's PIDFD_* flags.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_PIDFD_H
#define _NOLIBC_EXT_SYS_PIDFD_H

#include <signal.h>
#include <linux/pidfd.h>

static __attribute__((unused))
int pidfd_open(pid_t pid, unsigned int flags)
{
	return __sysret(my_syscall2(__NR_pidfd_open, pid, flags));
}

static __attribute__((unused))
int pidfd_send_signal(int pidfd, int sig, siginfo_t *info, unsigned int flags)
{
	return __sysret(my_syscall4(__NR_pidfd_send_signal, pidfd, sig, info, flags));
}

static __attribute__((unused))
int pidfd_getfd(int pidfd, int targetfd, unsigned int flags)
{
	return __sysret(my_syscall3(__NR_pidfd_getfd, pidfd, targetfd, flags));
}

#endif /* _NOLIBC_EXT_SYS_PIDFD_H */
