/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/statvfs.h>: statvfs() and fstatvfs() from statfs(), with glibc's
 * struct statvfs and the mount flags (ST_*) the kernel reports in
 * f_flags, ST_VALID taken out as glibc does.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_STATVFS_H
#define _NOLIBC_EXT_SYS_STATVFS_H

#include <string.h>
#include <sys/statfs.h>

struct statvfs {
	unsigned long f_bsize;
	unsigned long f_frsize;
	unsigned long f_blocks;
	unsigned long f_bfree;
	unsigned long f_bavail;
	unsigned long f_files;
	unsigned long f_ffree;
	unsigned long f_favail;
	unsigned long f_fsid;
	unsigned long f_flag;
	unsigned long f_namemax;
	int __f_spare[6];
};

#define ST_RDONLY	0x0001
#define ST_NOSUID	0x0002
#define ST_NODEV	0x0004
#define ST_NOEXEC	0x0008
#define ST_SYNCHRONOUS	0x0010
#define ST_MANDLOCK	0x0040
#define ST_WRITE	0x0080
#define ST_APPEND	0x0100
#define ST_IMMUTABLE	0x0200
#define ST_NOATIME	0x0400
#define ST_NODIRATIME	0x0800
#define ST_RELATIME	0x1000
#define __NOLIBC_EXT_ST_VALID 0x0020

static __attribute__((unused))
void __nolibc_ext_statvfs(const struct statfs *s, struct statvfs *v)
{
	memset(v, 0, sizeof(*v));
	v->f_bsize = s->f_bsize;
	v->f_frsize = s->f_frsize ? s->f_frsize : s->f_bsize;
	v->f_blocks = s->f_blocks;
	v->f_bfree = s->f_bfree;
	v->f_bavail = s->f_bavail;
	v->f_files = s->f_files;
	v->f_ffree = s->f_ffree;
	v->f_favail = s->f_ffree;
	memcpy(&v->f_fsid, &s->f_fsid, sizeof(v->f_fsid) < sizeof(s->f_fsid) ?
	       sizeof(v->f_fsid) : sizeof(s->f_fsid));
	v->f_flag = s->f_flags & ~__NOLIBC_EXT_ST_VALID;
	v->f_namemax = s->f_namelen;
}

/*
 * int statvfs(const char *path, struct statvfs *buf);
 * int fstatvfs(int fd, struct statvfs *buf);
 */
static __attribute__((unused))
int statvfs(const char *path, struct statvfs *buf)
{
	struct statfs s;

	if (statfs(path, &s))
		return -1;
	__nolibc_ext_statvfs(&s, buf);
	return 0;
}

static __attribute__((unused))
int fstatvfs(int fd, struct statvfs *buf)
{
	struct statfs s;

	if (fstatfs(fd, &s))
		return -1;
	__nolibc_ext_statvfs(&s, buf);
	return 0;
}

#endif /* _NOLIBC_EXT_SYS_STATVFS_H */
