/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/fanotify.h>: fanotify_init() and fanotify_mark() with the UAPI's
 * constants and event structures. The 64-bit mask takes two registers on
 * 32-bit architectures, in the byte order's order; they fall on an even
 * pair already where the ABI wants one.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_FANOTIFY_H
#define _NOLIBC_EXT_SYS_FANOTIFY_H

#include <stdint.h>
#include <linux/fanotify.h>

static __attribute__((unused))
int fanotify_init(unsigned int flags, unsigned int event_f_flags)
{
	return __sysret(my_syscall2(__NR_fanotify_init, flags, event_f_flags));
}

static __attribute__((unused))
int fanotify_mark(int fd, unsigned int flags, uint64_t mask, int dirfd, const char *path)
{
#if __SIZEOF_LONG__ == 8
	return __sysret(my_syscall5(__NR_fanotify_mark, fd, flags, mask, dirfd, path));
#else
	return __sysret(my_syscall6(__NR_fanotify_mark, fd, flags, __NOLIBC_EXT_W1(mask),
				    __NOLIBC_EXT_W2(mask), dirfd, path));
#endif
}

#endif /* _NOLIBC_EXT_SYS_FANOTIFY_H */
