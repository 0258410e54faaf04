/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/stat.h>: stat(), mkdir(), mknod(), umask(), struct stat and the S_*
 * macros are in 6.12 nolibc's sys.h and types.h; added here: fstatat(),
 * fstat(), lstat() (statx, as nolibc's stat()), their *64 forms,
 * fchmod(), fchmodat(), mkdirat(), mkfifo(), mkfifoat(), utimensat() and
 * futimens().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_STAT_H
#define _NOLIBC_EXT_SYS_STAT_H

#include <fcntl.h>
#include <sys/types.h>

/*
 * int fstatat(int dirfd, const char *path, struct stat *buf, int flags);
 * int fstat(int fd, struct stat *buf);
 * int lstat(const char *path, struct stat *buf);
 * and glibc's *64 forms of the four, with struct stat64: the same members
 * as struct stat, the inode number, size and block count 64-bit on every
 * architecture (on 32-bit ones, struct stat's are a long). Both are
 * filled from statx, as 6.12 nolibc's stat() does.
 */
struct stat64 {
	dev_t st_dev;
	ino64_t st_ino;
	mode_t st_mode;
	nlink_t st_nlink;
	uid_t st_uid;
	gid_t st_gid;
	dev_t st_rdev;
	off64_t st_size;
	blksize_t st_blksize;
	blkcnt64_t st_blocks;
	union { time_t st_atime; struct timespec st_atim; };
	union { time_t st_mtime; struct timespec st_mtim; };
	union { time_t st_ctime; struct timespec st_ctim; };
};

#define __NOLIBC_EXT_STATX_DEV(major, minor) \
	(((minor) & 0xff) | ((major) << 8) | (((minor) & ~0xff) << 12))

/* fills *buf, a struct stat or a struct stat64, from a statx call */
#define __NOLIBC_EXT_STATX(dirfd, path, flags, buf) ({				\
	struct statx __sx;							\
	int __ret = statx(dirfd, path, (flags) | AT_NO_AUTOMOUNT,		\
			  STATX_BASIC_STATS, &__sx);				\
										\
	if (__ret == 0) {							\
		memset(buf, 0, sizeof(*(buf)));					\
		(buf)->st_dev = __NOLIBC_EXT_STATX_DEV(__sx.stx_dev_major,	\
						       __sx.stx_dev_minor);	\
		(buf)->st_ino = __sx.stx_ino;					\
		(buf)->st_mode = __sx.stx_mode;					\
		(buf)->st_nlink = __sx.stx_nlink;				\
		(buf)->st_uid = __sx.stx_uid;					\
		(buf)->st_gid = __sx.stx_gid;					\
		(buf)->st_rdev = __NOLIBC_EXT_STATX_DEV(__sx.stx_rdev_major,	\
							__sx.stx_rdev_minor);	\
		(buf)->st_size = __sx.stx_size;					\
		(buf)->st_blksize = __sx.stx_blksize;				\
		(buf)->st_blocks = __sx.stx_blocks;				\
		(buf)->st_atim.tv_sec = __sx.stx_atime.tv_sec;			\
		(buf)->st_atim.tv_nsec = __sx.stx_atime.tv_nsec;		\
		(buf)->st_mtim.tv_sec = __sx.stx_mtime.tv_sec;			\
		(buf)->st_mtim.tv_nsec = __sx.stx_mtime.tv_nsec;		\
		(buf)->st_ctim.tv_sec = __sx.stx_ctime.tv_sec;			\
		(buf)->st_ctim.tv_nsec = __sx.stx_ctime.tv_nsec;		\
	}									\
	__ret;									\
})

static __attribute__((unused))
int fstatat(int dirfd, const char *path, struct stat *buf, int flags)
{
	return __NOLIBC_EXT_STATX(dirfd, path, flags, buf);
}

static __attribute__((unused))
int fstat(int fd, struct stat *buf)
{
	return fstatat(fd, "", buf, AT_EMPTY_PATH);
}

static __attribute__((unused))
int lstat(const char *path, struct stat *buf)
{
	return fstatat(AT_FDCWD, path, buf, AT_SYMLINK_NOFOLLOW);
}

static __attribute__((unused))
int fstatat64(int dirfd, const char *path, struct stat64 *buf, int flags)
{
	return __NOLIBC_EXT_STATX(dirfd, path, flags, buf);
}

static __attribute__((unused))
int stat64(const char *path, struct stat64 *buf)
{
	return fstatat64(AT_FDCWD, path, buf, 0);
}

static __attribute__((unused))
int fstat64(int fd, struct stat64 *buf)
{
	return fstatat64(fd, "", buf, AT_EMPTY_PATH);
}

static __attribute__((unused))
int lstat64(const char *path, struct stat64 *buf)
{
	return fstatat64(AT_FDCWD, path, buf, AT_SYMLINK_NOFOLLOW);
}

/*
 * int fchmod(int fd, mode_t mode);
 * int fchmodat(int dirfd, const char *path, mode_t mode, int flags);
 * Flags need fchmodat2 (Linux 6.6), where glibc would emulate them.
 */
static __attribute__((unused))
int fchmod(int fd, mode_t mode)
{
	return __sysret(my_syscall2(__NR_fchmod, fd, mode));
}

static __attribute__((unused))
int fchmodat(int dirfd, const char *path, mode_t mode, int flags)
{
	if (flags)
		return __sysret(my_syscall4(__NR_fchmodat2, dirfd, path, mode, flags));
	return __sysret(my_syscall3(__NR_fchmodat, dirfd, path, mode));
}

/*
 * int mkdirat(int dirfd, const char *path, mode_t mode);
 * int mkfifo(const char *path, mode_t mode);
 * int mkfifoat(int dirfd, const char *path, mode_t mode);
 */
static __attribute__((unused))
int mkdirat(int dirfd, const char *path, mode_t mode)
{
	return __sysret(my_syscall3(__NR_mkdirat, dirfd, path, mode));
}

static __attribute__((unused))
int mkfifoat(int dirfd, const char *path, mode_t mode)
{
	return __sysret(my_syscall4(__NR_mknodat, dirfd, path, mode | S_IFIFO, 0));
}

static __attribute__((unused))
int mkfifo(const char *path, mode_t mode)
{
	return mkfifoat(AT_FDCWD, path, mode);
}

/*
 * int mknodat(int dirfd, const char *path, mode_t mode, dev_t dev);
 */
static __attribute__((unused))
int mknodat(int dirfd, const char *path, mode_t mode, dev_t dev)
{
	return __sysret(my_syscall4(__NR_mknodat, dirfd, path, mode, dev));
}

/*
 * int utimensat(int dirfd, const char *path, const struct timespec times[2],
 *               int flags);
 * int futimens(int fd, const struct timespec times[2]);
 * UTIME_NOW and UTIME_OMIT are the kernel's values, not in its UAPI. As
 * glibc's, utimensat() refuses a NULL path (EINVAL: the call would take
 * it for dirfd itself), and futimens() a negative descriptor (EBADF).
 */
#define UTIME_NOW	((1l << 30) - 1l)
#define UTIME_OMIT	((1l << 30) - 2l)

static __attribute__((unused))
int utimensat(int dirfd, const char *path, const struct timespec times[2], int flags)
{
	if (!path)
		return __sysret(-EINVAL);
	return __sysret(my_syscall4(__NR_utimensat, dirfd, path, times, flags));
}

static __attribute__((unused))
int futimens(int fd, const struct timespec times[2])
{
	if (fd < 0)
		return __sysret(-EBADF);
	return __sysret(my_syscall4(__NR_utimensat, fd, NULL, times, 0));
}

#endif /* _NOLIBC_EXT_SYS_STAT_H */
