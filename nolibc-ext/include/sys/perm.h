/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/perm.h>: ioperm() and iopl(), as in <sys/io.h>.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_PERM_H
#define _NOLIBC_EXT_SYS_PERM_H

#include <sys/io.h>

#endif /* _NOLIBC_EXT_SYS_PERM_H */
