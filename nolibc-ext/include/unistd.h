/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <unistd.h>: 6.12 nolibc's, plus _exit() and setpgrp().
 */

#ifndef _NOLIBC_EXT_UNISTD_H
#define _NOLIBC_EXT_UNISTD_H

/*
 * 6.12 nolibc's headers only build in the order its nolibc.h includes them
 * (its <unistd.h> alone does not): take the whole of it, then add.
 */
#include_next <nolibc.h>

/*
 * void _exit(int status);
 * Ends every thread of the process at once (exit_group), unlike 6.12
 * nolibc's exit() which only ends the calling one (exit).
 */
static __attribute__((noreturn,unused))
void sys_exit_group(int status)
{
	my_syscall1(__NR_exit_group, status & 255);
	while (1); /* not reached, but the compiler does not know it */
}

static __attribute__((noreturn,unused))
void _exit(int status)
{
	sys_exit_group(status);
}

/*
 * int setpgrp(void);
 * The System V form: the same as setpgid(0, 0).
 */
static __attribute__((unused))
int setpgrp(void)
{
	return setpgid(0, 0);
}

/* make sure to include all global symbols */
#include <nolibc.h>

#endif /* _NOLIBC_EXT_UNISTD_H */
