/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/msg.h>: System V message queues: msgget(), msgsnd(), msgrcv(),
 * msgctl(), the MSG_* constants, struct msgbuf, and struct msqid_ds,
 * which is the kernel's struct msqid64_ds (see <sys/ipc.h>).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_MSG_H
#define _NOLIBC_EXT_SYS_MSG_H

#include <sys/ipc.h>
#include <linux/msg.h>

#define msqid_ds msqid64_ds

typedef unsigned long msgqnum_t;
typedef unsigned long msglen_t;

static __attribute__((unused))
int msgget(key_t key, int flags)
{
	return __sysret(my_syscall2(__NR_msgget, key, flags));
}

static __attribute__((unused))
int msgsnd(int id, const void *msg, size_t size, int flags)
{
	return __sysret(my_syscall4(__NR_msgsnd, id, msg, size, flags));
}

static __attribute__((unused))
ssize_t msgrcv(int id, void *msg, size_t size, long type, int flags)
{
	return __sysret(my_syscall5(__NR_msgrcv, id, msg, size, type, flags));
}

static __attribute__((unused))
int msgctl(int id, int cmd, struct msqid_ds *buf)
{
	return __sysret(my_syscall3(__NR_msgctl, id, cmd | __NOLIBC_EXT_IPC_64, buf));
}

#endif /* _NOLIBC_EXT_SYS_MSG_H */
