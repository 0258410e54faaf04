/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/timeb.h>: struct timeb and ftime(), the realtime clock to the
 * millisecond; the time zone is UTC, as for the rest of nolibc-ext.
 */

#ifndef _NOLIBC_EXT_SYS_TIMEB_H
#define _NOLIBC_EXT_SYS_TIMEB_H

#include_next <nolibc.h>
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

#include <nolibc.h>

#endif /* _NOLIBC_EXT_SYS_TIMEB_H */
