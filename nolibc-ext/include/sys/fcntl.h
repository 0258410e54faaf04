/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/fcntl.h>: the old name of <fcntl.h>, which glibc keeps.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_FCNTL_H
#define _NOLIBC_EXT_SYS_FCNTL_H

#include <fcntl.h>

#endif /* _NOLIBC_EXT_SYS_FCNTL_H */
