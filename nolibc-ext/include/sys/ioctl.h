/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/ioctl.h>: ioctl() with glibc's variadic prototype. 6.12 nolibc's
 * takes exactly three arguments, so a program calling ioctl(fd, request)
 * does not build; this one takes the third argument when there is one.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_IOCTL_H
#define _NOLIBC_EXT_SYS_IOCTL_H

#include <stdarg.h>
#include <linux/ioctl.h>
#include <asm/ioctls.h>

/*
 * int ioctl(int fd, unsigned long request, ...);
 * As glibc, the argument is taken as a pointer-sized value whether the
 * caller passed one or not: the kernel ignores it where it has no use.
 */
static __attribute__((unused))
int __nolibc_ext_ioctl(int fd, unsigned long request, ...)
{
	va_list ap;
	void *arg;

	va_start(ap, request);
	arg = va_arg(ap, void *);
	va_end(ap);
	return ioctl(fd, request, arg);
}

#define ioctl __nolibc_ext_ioctl

#endif /* _NOLIBC_EXT_SYS_IOCTL_H */
