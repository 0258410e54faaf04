/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/signalfd.h>: signalfd(), with the UAPI's struct signalfd_siginfo.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SIGNALFD_H
#define _NOLIBC_EXT_SYS_SIGNALFD_H

#include <signal.h>
#include <linux/signalfd.h>

static __attribute__((unused))
int signalfd(int fd, const sigset_t *mask, int flags)
{
	return __sysret(my_syscall4(__NR_signalfd4, fd, mask, _NSIG / 8, flags));
}

#endif /* _NOLIBC_EXT_SYS_SIGNALFD_H */
