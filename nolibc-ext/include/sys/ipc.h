/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/ipc.h>: the IPC_* constants (from the UAPI) and ftok(); key_t is in
 * <sys/types.h>.
 * System V objects are reached with the direct system calls (shmget...),
 * which every architecture nolibc has provides since Linux 5.1; those
 * use the 64-bit structures (struct ipc64_perm and the *64_ds ones, ARM's
 * *ctl calls with IPC_64: below), which <sys/shm.h>, <sys/msg.h> and
 * <sys/sem.h> give under glibc's names.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_IPC_H
#define _NOLIBC_EXT_SYS_IPC_H

#include <sys/stat.h>
#include <sys/types.h>
#include <linux/ipc.h>

/*
 * ARM's direct *ctl calls are the old ones, which choose their structures
 * by IPC_64 in the command (as the ipc() call does): without it, the old
 * 32-bit structures. Every other architecture's take the 64-bit ones
 * always, and refuse a command with IPC_64. (qemu-user strips the flag
 * and hides the difference.)
 */
#ifdef __arm__
#define __NOLIBC_EXT_IPC_64	IPC_64
#else
#define __NOLIBC_EXT_IPC_64	0
#endif

/*
 * key_t ftok(const char *path, int id);
 * glibc's key: the low 16 bits of the inode, the low 8 of the device,
 * the low 8 of id.
 */
static __attribute__((unused))
key_t ftok(const char *path, int id)
{
	struct stat st;

	if (stat(path, &st) < 0)
		return -1;
	return (key_t)((st.st_ino & 0xffff) | ((st.st_dev & 0xff) << 16) |
		       ((unsigned int)(id & 0xff) << 24));
}

#endif /* _NOLIBC_EXT_SYS_IPC_H */
