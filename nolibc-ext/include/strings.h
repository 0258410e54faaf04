/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <strings.h>: strcasecmp() and strncasecmp() (in <string.h>), and ffs(),
 * ffsl(), ffsll(): the position of the lowest bit set, from 1, or 0.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_STRINGS_H
#define _NOLIBC_EXT_STRINGS_H

#include <string.h>

/*
 * int ffs(int i); int ffsl(long i); int ffsll(long long i);
 */
static __attribute__((unused))
int ffs(int i)
{
	return __builtin_ffs(i);
}

static __attribute__((unused))
int ffsl(long i)
{
	return __builtin_ffsl(i);
}

static __attribute__((unused))
int ffsll(long long i)
{
	return __builtin_ffsll(i);
}

/*
 * void bzero(void *s, size_t n);
 */
static __attribute__((unused))
void bzero(void *s, size_t n)
{
	memset(s, 0, n);
}

#endif /* _NOLIBC_EXT_STRINGS_H */
