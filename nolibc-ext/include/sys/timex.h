/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/timex.h>: adjtimex(), ntp_adjtime() and clock_adjtime() with the
 * kernel's struct timex and its ADJ_, STA_ and TIME_ constants.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_TIMEX_H
#define _NOLIBC_EXT_SYS_TIMEX_H

#include <stdlib.h>
#include <time.h>
#include <linux/timex.h>

/*
 * int adjtimex(struct timex *buf);
 * int clock_adjtime(clockid_t clk, struct timex *buf);
 * Both return the clock state (TIME_OK...) on success.
 */
__NOLIBC_EXT_OVERRIDABLE	/* valid-adjtimex.c has its own */
int clock_adjtime(clockid_t clk, struct timex *buf)
{
	return __sysret(my_syscall2(__NR_clock_adjtime, clk, buf));
}

static __attribute__((unused))
int adjtimex(struct timex *buf)
{
	return clock_adjtime(CLOCK_REALTIME, buf);
}

/* int ntp_adjtime(struct timex *buf); glibc's other name of adjtimex() */
static __attribute__((unused))
int ntp_adjtime(struct timex *buf)
{
	return adjtimex(buf);
}

#endif /* _NOLIBC_EXT_SYS_TIMEX_H */
