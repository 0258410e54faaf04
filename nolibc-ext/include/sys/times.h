/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/times.h>: times() with the UAPI's struct tms. As glibc's, it
 * returns the kernel's value as it is: a clock that wrapped may look
 * like -1, which is not an error here.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_TIMES_H
#define _NOLIBC_EXT_SYS_TIMES_H

#include <time.h>
#include <linux/times.h>

static __attribute__((unused))
clock_t times(struct tms *buf)
{
	return my_syscall1(__NR_times, buf);
}

#endif /* _NOLIBC_EXT_SYS_TIMES_H */
