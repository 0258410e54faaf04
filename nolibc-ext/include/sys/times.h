/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/times.h>: times() with the UAPI's struct tms. As glibc's, it never
 * sets errno: a clock value of -1 (one that wrapped) is returned as 0,
 * and a buffer the kernel could not write is read here, so that a bad
 * pointer faults as it would in a libc that filled the buffer itself.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_TIMES_H
#define _NOLIBC_EXT_SYS_TIMES_H

#include <time.h>
#include <linux/times.h>

static __attribute__((unused))
clock_t times(struct tms *buf)
{
	long ret = my_syscall1(__NR_times, buf);

	if (ret == -EFAULT && buf)
		(void)*(volatile clock_t *)&buf->tms_utime;
	return ret == -1 ? 0 : ret;
}

#endif /* _NOLIBC_EXT_SYS_TIMES_H */
