/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/file.h>: flock() and LOCK_SH, LOCK_EX, LOCK_NB, LOCK_UN.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_FILE_H
#define _NOLIBC_EXT_SYS_FILE_H

#include <fcntl.h>

#ifndef LOCK_SH
#define LOCK_SH	1
#define LOCK_EX	2
#define LOCK_NB	4
#define LOCK_UN	8
#endif

static __attribute__((unused))
int flock(int fd, int op)
{
	return __sysret(my_syscall2(__NR_flock, fd, op));
}

#endif /* _NOLIBC_EXT_SYS_FILE_H */
