/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/mount.h>: mount(), umount2() and the MS_* flags are in 6.12
 * nolibc's sys.h and the UAPI's <linux/mount.h>; umount2()'s flags are
 * not exported by the UAPI and are defined here.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_MOUNT_H
#define _NOLIBC_EXT_SYS_MOUNT_H

#include <linux/mount.h>

#define MNT_FORCE	1
#define MNT_DETACH	2
#define MNT_EXPIRE	4
#define UMOUNT_NOFOLLOW	8

/*
 * int umount(const char *target);
 */
static __attribute__((unused))
int umount(const char *target)
{
	return umount2(target, 0);
}

#endif /* _NOLIBC_EXT_SYS_MOUNT_H */
