/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/xattr.h>: the extended attribute calls (get, set, list, remove; the
 * l and f forms) and XATTR_CREATE, XATTR_REPLACE.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_XATTR_H
#define _NOLIBC_EXT_SYS_XATTR_H

#include <linux/xattr.h>

static __attribute__((unused))
ssize_t getxattr(const char *path, const char *name, void *value, size_t size)
{
	return __sysret(my_syscall4(__NR_getxattr, path, name, value, size));
}

static __attribute__((unused))
ssize_t lgetxattr(const char *path, const char *name, void *value, size_t size)
{
	return __sysret(my_syscall4(__NR_lgetxattr, path, name, value, size));
}

static __attribute__((unused))
ssize_t fgetxattr(int fd, const char *name, void *value, size_t size)
{
	return __sysret(my_syscall4(__NR_fgetxattr, fd, name, value, size));
}

static __attribute__((unused))
int setxattr(const char *path, const char *name, const void *value, size_t size, int flags)
{
	return __sysret(my_syscall5(__NR_setxattr, path, name, value, size, flags));
}

static __attribute__((unused))
int lsetxattr(const char *path, const char *name, const void *value, size_t size, int flags)
{
	return __sysret(my_syscall5(__NR_lsetxattr, path, name, value, size, flags));
}

static __attribute__((unused))
int fsetxattr(int fd, const char *name, const void *value, size_t size, int flags)
{
	return __sysret(my_syscall5(__NR_fsetxattr, fd, name, value, size, flags));
}

static __attribute__((unused))
ssize_t listxattr(const char *path, char *list, size_t size)
{
	return __sysret(my_syscall3(__NR_listxattr, path, list, size));
}

static __attribute__((unused))
ssize_t llistxattr(const char *path, char *list, size_t size)
{
	return __sysret(my_syscall3(__NR_llistxattr, path, list, size));
}

static __attribute__((unused))
ssize_t flistxattr(int fd, char *list, size_t size)
{
	return __sysret(my_syscall3(__NR_flistxattr, fd, list, size));
}

static __attribute__((unused))
int removexattr(const char *path, const char *name)
{
	return __sysret(my_syscall2(__NR_removexattr, path, name));
}

static __attribute__((unused))
int lremovexattr(const char *path, const char *name)
{
	return __sysret(my_syscall2(__NR_lremovexattr, path, name));
}

static __attribute__((unused))
int fremovexattr(int fd, const char *name)
{
	return __sysret(my_syscall2(__NR_fremovexattr, fd, name));
}

#endif /* _NOLIBC_EXT_SYS_XATTR_H */
