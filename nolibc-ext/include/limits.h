/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <limits.h>: 6.12 nolibc puts its limits in <stdint.h> and has no
 * <limits.h>. Its ULONG_MAX, ULLONG_MAX and SIZE_MAX are casts, which #if
 * cannot evaluate; here they are plain constant expressions of the right
 * type, usable in #if as the C standard wants.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_LIMITS_H
#define _NOLIBC_EXT_LIMITS_H

#undef ULONG_MAX
#define ULONG_MAX	(__LONG_MAX__ * 2UL + 1UL)
#undef ULLONG_MAX
#define ULLONG_MAX	(__LONG_LONG_MAX__ * 2ULL + 1ULL)
#undef SIZE_MAX
#define SIZE_MAX	__SIZE_MAX__

#define CHAR_BIT	__CHAR_BIT__
#define SCHAR_MIN	(-128)
#define SCHAR_MAX	127
#define UCHAR_MAX	255
#ifdef __CHAR_UNSIGNED__
#define CHAR_MIN	0
#define CHAR_MAX	UCHAR_MAX
#else
#define CHAR_MIN	SCHAR_MIN
#define CHAR_MAX	SCHAR_MAX
#endif
#define SHRT_MIN	(-__SHRT_MAX__ - 1)
#define SHRT_MAX	__SHRT_MAX__
#define USHRT_MAX	(__SHRT_MAX__ * 2 + 1)
#define UINT_MAX	(__INT_MAX__ * 2U + 1U)
#define SSIZE_MAX	__LONG_MAX__
#define LONG_BIT	(__SIZEOF_LONG__ * 8)
#define WORD_BIT	32

/* POSIX limits the kernel imposes (<linux/limits.h> has most) */
#include <linux/limits.h>
#define IOV_MAX		1024
#define HOST_NAME_MAX	64
#define LOGIN_NAME_MAX	256
#define TTY_NAME_MAX	32
#define _POSIX_PATH_MAX	256
#define _POSIX_NAME_MAX	14
#define _POSIX_ARG_MAX	4096

/*
 * Limits of nolibc-ext's threads, semaphores and message queues, where
 * glibc has them: the number of thread-specific keys is nolibc-ext's own
 * (glibc has 1024), the rest are glibc's.
 */
#define PTHREAD_KEYS_MAX	128
#define PTHREAD_DESTRUCTOR_ITERATIONS 4
#define PTHREAD_STACK_MIN	16384
#define SEM_VALUE_MAX		__INT_MAX__
#define MQ_PRIO_MAX		32768

/* atexit()'s handlers (glibc's are limited by memory alone) */
#define ATEXIT_MAX		32

#endif /* _NOLIBC_EXT_LIMITS_H */
