/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/types.h>: pid_t, uid_t, off_t, ssize_t and the other types are in 6.12 nolibc's std.h and stdint.h;
 * this header makes the standard name available.
 */

#ifndef _NOLIBC_EXT_SYS_TYPES_H
#define _NOLIBC_EXT_SYS_TYPES_H

#include <nolibc.h>

#endif /* _NOLIBC_EXT_SYS_TYPES_H */
