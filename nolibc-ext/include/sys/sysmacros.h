/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/sysmacros.h>: major(), minor() and makedev() for the kernel's
 * 32-bit dev_t encoding, the one nolibc's stat() builds (12 bits of
 * major, 20 of minor); 6.12 nolibc's own minor() keeps only 8 bits.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SYSMACROS_H
#define _NOLIBC_EXT_SYS_SYSMACROS_H

#undef major
#undef minor
#undef makedev
#define major(dev)	((unsigned int)(((dev) >> 8) & 0xfff))
#define minor(dev)	((unsigned int)(((dev) & 0xff) | (((dev) >> 12) & 0xfff00)))
#define makedev(ma, mi)	((dev_t)((((ma) & 0xfff) << 8) | ((mi) & 0xff) | \
				 (((mi) & 0xfff00) << 12)))

#endif /* _NOLIBC_EXT_SYS_SYSMACROS_H */
