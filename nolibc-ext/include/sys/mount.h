/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/mount.h>: mount(), umount2() and the MS_* flags are in 6.12
 * nolibc's sys.h and the UAPI's <linux/mount.h>; umount2()'s flags are
 * not exported by the UAPI and are defined here, with umount() and the
 * mount API's calls (fsopen() to mount_setattr()).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_MOUNT_H
#define _NOLIBC_EXT_SYS_MOUNT_H

#include <linux/mount.h>

#define MNT_FORCE	1
#define MNT_DETACH	2
#define MNT_EXPIRE	4
#define UMOUNT_NOFOLLOW	8

/*
 * int umount(const char *target);
 */
static __attribute__((unused))
int umount(const char *target)
{
	return umount2(target, 0);
}

#endif /* _NOLIBC_EXT_SYS_MOUNT_H */

/*
 * Declared only when the program includes <sys/mount.h> itself, as glibc
 * declares them, not when nolibc.h reads this header for every program
 * (see __NOLIBC_EXT_IMPLICIT there): programs that do not include it
 * define their own (proc/proc-fsconfig-hidepid.c's fsopen()).
 */
#if !defined(__NOLIBC_EXT_IMPLICIT) && !defined(_NOLIBC_EXT_SYS_MOUNT_API)
#define _NOLIBC_EXT_SYS_MOUNT_API

/*
 * The mount API, glibc 2.36's wrappers of it:
 * int fsopen(const char *fsname, unsigned int flags);
 * int fsconfig(int fd, unsigned int cmd, const char *key, const void *value,
 *              int aux);
 * int fsmount(int fd, unsigned int flags, unsigned int attr_flags);
 * int move_mount(int from_dirfd, const char *from_path, int to_dirfd,
 *                const char *to_path, unsigned int flags);
 * int open_tree(int dirfd, const char *path, unsigned int flags);
 * int fspick(int dirfd, const char *path, unsigned int flags);
 * int mount_setattr(int dirfd, const char *path, unsigned int flags,
 *                   struct mount_attr *attr, size_t size);
 */
static __attribute__((unused))
int fsopen(const char *fsname, unsigned int flags)
{
	return __sysret(my_syscall2(__NR_fsopen, fsname, flags));
}

static __attribute__((unused))
int fsconfig(int fd, unsigned int cmd, const char *key, const void *value, int aux)
{
	return __sysret(my_syscall5(__NR_fsconfig, fd, cmd, key, value, aux));
}

static __attribute__((unused))
int fsmount(int fd, unsigned int flags, unsigned int attr_flags)
{
	return __sysret(my_syscall3(__NR_fsmount, fd, flags, attr_flags));
}

static __attribute__((unused))
int move_mount(int from_dirfd, const char *from_path, int to_dirfd, const char *to_path,
	       unsigned int flags)
{
	return __sysret(my_syscall5(__NR_move_mount, from_dirfd, from_path, to_dirfd,
				    to_path, flags));
}

static __attribute__((unused))
int open_tree(int dirfd, const char *path, unsigned int flags)
{
	return __sysret(my_syscall3(__NR_open_tree, dirfd, path, flags));
}

static __attribute__((unused))
int fspick(int dirfd, const char *path, unsigned int flags)
{
	return __sysret(my_syscall3(__NR_fspick, dirfd, path, flags));
}

static __attribute__((unused))
int mount_setattr(int dirfd, const char *path, unsigned int flags,
		  struct mount_attr *attr, size_t size)
{
	return __sysret(my_syscall5(__NR_mount_setattr, dirfd, path, flags, attr, size));
}

#endif /* _NOLIBC_EXT_SYS_MOUNT_API */
