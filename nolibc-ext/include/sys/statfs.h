/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/statfs.h>: statfs() and fstatfs() with the kernel's struct statfs
 * (the 32-bit one on 32-bit architectures, as glibc's without LFS).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_STATFS_H
#define _NOLIBC_EXT_SYS_STATFS_H

#include <asm/statfs.h>

static __attribute__((unused))
int statfs(const char *path, struct statfs *buf)
{
	return __sysret(my_syscall2(__NR_statfs, path, buf));
}

static __attribute__((unused))
int fstatfs(int fd, struct statfs *buf)
{
	return __sysret(my_syscall2(__NR_fstatfs, fd, buf));
}

/* the type of struct statfs's f_type, as glibc names it */
typedef __typeof__(((struct statfs *)0)->f_type) __fsword_t;

#endif /* _NOLIBC_EXT_SYS_STATFS_H */
