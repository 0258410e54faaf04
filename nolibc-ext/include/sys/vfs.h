/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <sys/vfs.h>: the other name of <sys/statfs.h>. */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_VFS_H
#define _NOLIBC_EXT_SYS_VFS_H

#include <sys/statfs.h>

#endif /* _NOLIBC_EXT_SYS_VFS_H */
