/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/utsname.h>: uname() and struct utsname are in 6.12 nolibc's sys.h;
 * this header makes the standard name available.
 */

#ifndef _NOLIBC_EXT_SYS_UTSNAME_H
#define _NOLIBC_EXT_SYS_UTSNAME_H

#include <nolibc.h>

#endif /* _NOLIBC_EXT_SYS_UTSNAME_H */
