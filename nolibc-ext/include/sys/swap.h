/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/swap.h>: swapon() and swapoff(), and glibc's SWAP_FLAG_* (the
 * kernel does not export them).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SWAP_H
#define _NOLIBC_EXT_SYS_SWAP_H

#define SWAP_FLAG_PREFER	0x8000
#define SWAP_FLAG_PRIO_MASK	0x7fff
#define SWAP_FLAG_PRIO_SHIFT	0
#define SWAP_FLAG_DISCARD	0x10000

static __attribute__((unused))
int swapon(const char *path, int flags)
{
	return __sysret(my_syscall2(__NR_swapon, path, flags));
}

static __attribute__((unused))
int swapoff(const char *path)
{
	return __sysret(my_syscall1(__NR_swapoff, path));
}

#endif /* _NOLIBC_EXT_SYS_SWAP_H */
