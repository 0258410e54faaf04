/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/inotify.h>: inotify_init(), inotify_init1(), inotify_add_watch(),
 * inotify_rm_watch(), with the UAPI's struct inotify_event and IN_*.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_INOTIFY_H
#define _NOLIBC_EXT_SYS_INOTIFY_H

#include <fcntl.h>
#include <linux/inotify.h>

static __attribute__((unused))
int inotify_init1(int flags)
{
	return __sysret(my_syscall1(__NR_inotify_init1, flags));
}

static __attribute__((unused))
int inotify_init(void)
{
	return inotify_init1(0);
}

static __attribute__((unused))
int inotify_add_watch(int fd, const char *path, uint32_t mask)
{
	return __sysret(my_syscall3(__NR_inotify_add_watch, fd, path, mask));
}

static __attribute__((unused))
int inotify_rm_watch(int fd, int wd)
{
	return __sysret(my_syscall2(__NR_inotify_rm_watch, fd, wd));
}

#endif /* _NOLIBC_EXT_SYS_INOTIFY_H */
