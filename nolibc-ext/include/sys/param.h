/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/param.h>: MIN, MAX, howmany, roundup, powerof2, the bit set
 * macros, NBBY, and the limits glibc's has.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_PARAM_H
#define _NOLIBC_EXT_SYS_PARAM_H

#include <limits.h>
#include <endian.h>

#define NBBY		CHAR_BIT
#ifndef MAXPATHLEN
#define MAXPATHLEN	PATH_MAX
#endif
#define MAXSYMLINKS	20
#define NOFILE		256
#define NCARGS		131072
#define HZ		100
#define EXEC_PAGESIZE	4096

#ifndef MIN
#define MIN(a, b)	(((a) < (b)) ? (a) : (b))
#endif
#ifndef MAX
#define MAX(a, b)	(((a) > (b)) ? (a) : (b))
#endif
#define howmany(x, y)	(((x) + ((y) - 1)) / (y))
#define roundup(x, y)	((((x) + ((y) - 1)) / (y)) * (y))
#define powerof2(x)	((((x) - 1) & (x)) == 0)
#define setbit(a, i)	(((unsigned char *)(a))[(i) / NBBY] |= 1 << ((i) % NBBY))
#define clrbit(a, i)	(((unsigned char *)(a))[(i) / NBBY] &= ~(1 << ((i) % NBBY)))
#define isset(a, i)	(((const unsigned char *)(a))[(i) / NBBY] & (1 << ((i) % NBBY)))
#define isclr(a, i)	(!isset(a, i))

#endif /* _NOLIBC_EXT_SYS_PARAM_H */
