/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/timeb.h>: struct timeb and ftime(), the realtime clock to the
 * millisecond; the time zone is UTC, as for the rest of nolibc-ext.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_TIMEB_H
#define _NOLIBC_EXT_SYS_TIMEB_H

#include <string.h>
#include <time.h>

struct timeb {
	time_t time;
	unsigned short millitm;
	short timezone;
	short dstflag;
};

static __attribute__((unused))
int ftime(struct timeb *tb)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_REALTIME, &ts))
		return -1;
	memset(tb, 0, sizeof(*tb));
	tb->time = ts.tv_sec;
	tb->millitm = ts.tv_nsec / 1000000;
	return 0;
}

#endif /* _NOLIBC_EXT_SYS_TIMEB_H */
