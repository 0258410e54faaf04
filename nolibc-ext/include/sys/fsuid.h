/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/fsuid.h>: setfsuid() and setfsgid(), the 32-bit id calls where an
 * architecture has both. Each returns the previous id.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_FSUID_H
#define _NOLIBC_EXT_SYS_FSUID_H

static __attribute__((unused))
int setfsuid(uid_t uid)
{
#ifdef __NR_setfsuid32
	return my_syscall1(__NR_setfsuid32, uid);
#else
	return my_syscall1(__NR_setfsuid, uid);
#endif
}

static __attribute__((unused))
int setfsgid(gid_t gid)
{
#ifdef __NR_setfsgid32
	return my_syscall1(__NR_setfsgid32, gid);
#else
	return my_syscall1(__NR_setfsgid, gid);
#endif
}

#endif /* _NOLIBC_EXT_SYS_FSUID_H */
