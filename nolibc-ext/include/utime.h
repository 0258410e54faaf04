/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <utime.h>: utime() with the UAPI's struct utimbuf, through utimensat as
 * glibc does (not every architecture has a utime call).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_UTIME_H
#define _NOLIBC_EXT_UTIME_H

#include <time.h>
#include <linux/utime.h>

static __attribute__((unused))
int utime(const char *path, const struct utimbuf *times)
{
	struct timespec ts[2];

	if (!times)
		return __sysret(my_syscall4(__NR_utimensat, AT_FDCWD, path, NULL, 0));
	ts[0].tv_sec = times->actime;
	ts[0].tv_nsec = 0;
	ts[1].tv_sec = times->modtime;
	ts[1].tv_nsec = 0;
	return __sysret(my_syscall4(__NR_utimensat, AT_FDCWD, path, ts, 0));
}

#endif /* _NOLIBC_EXT_UTIME_H */
