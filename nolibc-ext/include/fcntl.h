/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <fcntl.h>: 6.12 nolibc has open() and the O_* and AT_* constants (from
 * the UAPI); this adds fcntl(), openat() and creat().
 */

#ifndef _NOLIBC_EXT_FCNTL_H
#define _NOLIBC_EXT_FCNTL_H

#include_next <nolibc.h>

/*
 * int fcntl(int fd, int cmd, ... arg);
 * The argument is an int or a pointer: passed on as an unsigned long.
 */
static __attribute__((unused))
int sys_fcntl(int fd, int cmd, unsigned long arg)
{
	return my_syscall3(__NR_fcntl, fd, cmd, arg);
}

static __attribute__((unused))
int fcntl(int fd, int cmd, ...)
{
	unsigned long arg;
	va_list args;

	va_start(args, cmd);
	arg = va_arg(args, unsigned long);
	va_end(args);
	return __sysret(sys_fcntl(fd, cmd, arg));
}

/*
 * int openat(int dirfd, const char *path, int flags[, mode_t mode]);
 */
static __attribute__((unused))
int sys_openat(int dirfd, const char *path, int flags, mode_t mode)
{
	return my_syscall4(__NR_openat, dirfd, path, flags, mode);
}

static __attribute__((unused))
int openat(int dirfd, const char *path, int flags, ...)
{
	mode_t mode = 0;

	if (flags & O_CREAT) {
		va_list args;

		va_start(args, flags);
		mode = va_arg(args, int);
		va_end(args);
	}
	return __sysret(sys_openat(dirfd, path, flags, mode));
}

/*
 * int creat(const char *path, mode_t mode);
 */
static __attribute__((unused))
int creat(const char *path, mode_t mode)
{
	return open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
}

/* make sure to include all global symbols */
#include <nolibc.h>

#endif /* _NOLIBC_EXT_FCNTL_H */
