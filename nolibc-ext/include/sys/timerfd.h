/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/timerfd.h>: timerfd_create(), timerfd_settime(), timerfd_gettime().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_TIMERFD_H
#define _NOLIBC_EXT_SYS_TIMERFD_H

#include <time.h>
#include <linux/timerfd.h>

static __attribute__((unused))
int timerfd_create(clockid_t clk, int flags)
{
	return __sysret(my_syscall2(__NR_timerfd_create, clk, flags));
}

static __attribute__((unused))
int timerfd_settime(int fd, int flags, const struct itimerspec *new, struct itimerspec *old)
{
	return __sysret(my_syscall4(__NR_timerfd_settime, fd, flags, new, old));
}

static __attribute__((unused))
int timerfd_gettime(int fd, struct itimerspec *cur)
{
	return __sysret(my_syscall2(__NR_timerfd_gettime, fd, cur));
}

#endif /* _NOLIBC_EXT_SYS_TIMERFD_H */
