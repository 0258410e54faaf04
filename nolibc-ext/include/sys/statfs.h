/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/statfs.h>: statfs() and fstatfs() with the kernel's struct statfs
 * (the 32-bit one on 32-bit architectures, as glibc's without LFS), and
 * statfs64() and fstatfs64() with its struct statfs64: the statfs64
 * calls, which take the structure's size, where long is 32-bit; where it
 * is 64-bit, the plain calls (the two structures are the same there).
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

#ifdef __NR_statfs64
#define __NOLIBC_EXT_STATFS64(nr, a, buf) my_syscall3(__NR_##nr##64, a, sizeof(*(buf)), buf)
#else
#define __NOLIBC_EXT_STATFS64(nr, a, buf) my_syscall2(__NR_##nr, a, buf)
#endif

static __attribute__((unused))
int statfs64(const char *path, struct statfs64 *buf)
{
	return __sysret(__NOLIBC_EXT_STATFS64(statfs, path, buf));
}

static __attribute__((unused))
int fstatfs64(int fd, struct statfs64 *buf)
{
	return __sysret(__NOLIBC_EXT_STATFS64(fstatfs, fd, buf));
}

/* the type of struct statfs's f_type, as glibc names it */
typedef __typeof__(((struct statfs *)0)->f_type) __fsword_t;

#endif /* _NOLIBC_EXT_SYS_STATFS_H */
