/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/reboot.h>: reboot() and glibc's RB_* names of its commands are in
 * 6.12 nolibc's sys.h and types.h; the header is here for the programs
 * that include it, as they must with glibc.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_REBOOT_H
#define _NOLIBC_EXT_SYS_REBOOT_H

#endif /* _NOLIBC_EXT_SYS_REBOOT_H */
