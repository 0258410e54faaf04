/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/io.h>: ioperm() and iopl(), the x86 calls that open I/O ports to a
 * program (ENOSYS on the architectures that have no such calls, where
 * glibc has no such functions). glibc's in and out functions are not here.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_IO_H
#define _NOLIBC_EXT_SYS_IO_H

static __attribute__((unused))
int ioperm(unsigned long from, unsigned long num, int turn_on)
{
#ifdef __NR_ioperm
	return __sysret(my_syscall3(__NR_ioperm, from, num, turn_on));
#else
	(void)from;
	(void)num;
	(void)turn_on;
	return __sysret(-ENOSYS);
#endif
}

static __attribute__((unused))
int iopl(int level)
{
#ifdef __NR_iopl
	return __sysret(my_syscall1(__NR_iopl, level));
#else
	(void)level;
	return __sysret(-ENOSYS);
#endif
}

#endif /* _NOLIBC_EXT_SYS_IO_H */
