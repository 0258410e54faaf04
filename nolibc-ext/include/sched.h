/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sched.h>: 6.12 nolibc has sched_yield(); this adds unshare() and the
 * CLONE_* flags (from the UAPI).
 */

#ifndef _NOLIBC_EXT_SCHED_H
#define _NOLIBC_EXT_SCHED_H

#include_next <nolibc.h>
#include <linux/sched.h>

/*
 * int unshare(int flags);
 */
static __attribute__((unused))
int sys_unshare(int flags)
{
	return my_syscall1(__NR_unshare, flags);
}

static __attribute__((unused))
int unshare(int flags)
{
	return __sysret(sys_unshare(flags));
}

/* make sure to include all global symbols */
#include <nolibc.h>

#endif /* _NOLIBC_EXT_SCHED_H */
