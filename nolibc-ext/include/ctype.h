/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <ctype.h>: 6.12 nolibc's, plus the case conversions it lacks.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_CTYPE_H
#define _NOLIBC_EXT_CTYPE_H

/*
 * 6.12 nolibc's headers only build in the order its nolibc.h includes them
 * (its <ctype.h> alone does not): take the whole of it, then add.
 */

/*
 * int tolower(int c);
 */
static __attribute__((unused))
int tolower(int c)
{
	return isupper(c) ? c - 'A' + 'a' : c;
}

/*
 * int toupper(int c);
 */
static __attribute__((unused))
int toupper(int c)
{
	return islower(c) ? c - 'a' + 'A' : c;
}

#endif /* _NOLIBC_EXT_CTYPE_H */
