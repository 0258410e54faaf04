/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <errno.h>: 6.12 nolibc's errno and the UAPI's E* numbers, plus ENOTSUP
 * (the same as EOPNOTSUPP on Linux, as in glibc).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_ERRNO_H
#define _NOLIBC_EXT_ERRNO_H

#ifndef ENOTSUP
#define ENOTSUP EOPNOTSUPP
#endif

#endif /* _NOLIBC_EXT_ERRNO_H */
