/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/utsname.h>: uname() and struct utsname are in 6.12 nolibc's sys.h;
 * this header makes the standard name available.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_UTSNAME_H
#define _NOLIBC_EXT_SYS_UTSNAME_H

#endif /* _NOLIBC_EXT_SYS_UTSNAME_H */
