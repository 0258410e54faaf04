/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/stat.h>: stat(), mkdir(), mknod(), umask(), struct stat and the S_*
 * macros are in 6.12 nolibc's sys.h and types.h; added here: fstatat(),
 * fstat(), lstat() (statx, as nolibc's stat()), fchmod(), fchmodat(),
 * mkdirat(), mkfifo() and mkfifoat().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_STAT_H
#define _NOLIBC_EXT_SYS_STAT_H

#include <fcntl.h>

/*
 * int fstatat(int dirfd, const char *path, struct stat *buf, int flags);
 * int fstat(int fd, struct stat *buf);
 * int lstat(const char *path, struct stat *buf);
 */
static __attribute__((unused))
int fstatat(int dirfd, const char *path, struct stat *buf, int flags)
{
	struct statx sx;

	if (statx(dirfd, path, flags | AT_NO_AUTOMOUNT, STATX_BASIC_STATS, &sx) < 0)
		return -1;
	memset(buf, 0, sizeof(*buf));
	buf->st_dev = (sx.stx_dev_minor & 0xff) | (sx.stx_dev_major << 8) |
		      ((sx.stx_dev_minor & ~0xff) << 12);
	buf->st_ino = sx.stx_ino;
	buf->st_mode = sx.stx_mode;
	buf->st_nlink = sx.stx_nlink;
	buf->st_uid = sx.stx_uid;
	buf->st_gid = sx.stx_gid;
	buf->st_rdev = (sx.stx_rdev_minor & 0xff) | (sx.stx_rdev_major << 8) |
		       ((sx.stx_rdev_minor & ~0xff) << 12);
	buf->st_size = sx.stx_size;
	buf->st_blksize = sx.stx_blksize;
	buf->st_blocks = sx.stx_blocks;
	buf->st_atim.tv_sec = sx.stx_atime.tv_sec;
	buf->st_atim.tv_nsec = sx.stx_atime.tv_nsec;
	buf->st_mtim.tv_sec = sx.stx_mtime.tv_sec;
	buf->st_mtim.tv_nsec = sx.stx_mtime.tv_nsec;
	buf->st_ctim.tv_sec = sx.stx_ctime.tv_sec;
	buf->st_ctim.tv_nsec = sx.stx_ctime.tv_nsec;
	return 0;
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

#endif /* _NOLIBC_EXT_SYS_STAT_H */
