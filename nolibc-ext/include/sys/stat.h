/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/stat.h>: stat(), mkdir(), mknod(), umask(), struct stat and the S_*
 * macros are in 6.12 nolibc's sys.h and types.h; this header makes the
 * standard name available.
 */

#ifndef _NOLIBC_EXT_SYS_STAT_H
#define _NOLIBC_EXT_SYS_STAT_H

#include <nolibc.h>

#endif /* _NOLIBC_EXT_SYS_STAT_H */
