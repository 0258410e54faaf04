/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/shm.h>: System V shared memory: shmget(), shmat(), shmdt(),
 * shmctl(), the SHM_* constants, and struct shmid_ds, which is the
 * kernel's struct shmid64_ds (see <sys/ipc.h>).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SHM_H
#define _NOLIBC_EXT_SYS_SHM_H

#include <sys/ipc.h>
#include <linux/shm.h>

#define shmid_ds shmid64_ds

static __attribute__((unused))
int shmget(key_t key, size_t size, int flags)
{
	return __sysret(my_syscall3(__NR_shmget, key, size, flags));
}

/* an address above 2 GiB is no error on 32-bit: only the top page is */
static __attribute__((unused))
void *shmat(int id, const void *addr, int flags)
{
	long ret = my_syscall3(__NR_shmat, id, addr, flags);

	if ((unsigned long)ret >= -4095UL) {
		SET_ERRNO(-ret);
		return (void *)-1;
	}
	return (void *)ret;
}

static __attribute__((unused))
int shmdt(const void *addr)
{
	return __sysret(my_syscall1(__NR_shmdt, addr));
}

static __attribute__((unused))
int shmctl(int id, int cmd, struct shmid_ds *buf)
{
	return __sysret(my_syscall3(__NR_shmctl, id, cmd | __NOLIBC_EXT_IPC_64, buf));
}

#endif /* _NOLIBC_EXT_SYS_SHM_H */
