/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/errno.h>: the old name of <errno.h>, which glibc keeps.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_ERRNO_H
#define _NOLIBC_EXT_SYS_ERRNO_H

#include <errno.h>

#endif /* _NOLIBC_EXT_SYS_ERRNO_H */
