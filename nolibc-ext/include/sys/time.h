/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/time.h>: gettimeofday() comes with 6.12 nolibc; added:
 * settimeofday(), getitimer(), setitimer() (on the timer system calls
 * where an architecture lacks them), utimes(), futimesat(), and the
 * timeval macros.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_TIME_H
#define _NOLIBC_EXT_SYS_TIME_H

#include <time.h>

#define timerisset(tv)		((tv)->tv_sec || (tv)->tv_usec)
#define timerclear(tv)		((tv)->tv_sec = (tv)->tv_usec = 0)
#define timercmp(a, b, CMP)	(((a)->tv_sec == (b)->tv_sec) ? \
				 ((a)->tv_usec CMP (b)->tv_usec) : \
				 ((a)->tv_sec CMP (b)->tv_sec))
#define timeradd(a, b, res) do { \
	(res)->tv_sec = (a)->tv_sec + (b)->tv_sec; \
	(res)->tv_usec = (a)->tv_usec + (b)->tv_usec; \
	if ((res)->tv_usec >= 1000000) { \
		(res)->tv_sec++; \
		(res)->tv_usec -= 1000000; \
	} \
} while (0)
#define timersub(a, b, res) do { \
	(res)->tv_sec = (a)->tv_sec - (b)->tv_sec; \
	(res)->tv_usec = (a)->tv_usec - (b)->tv_usec; \
	if ((res)->tv_usec < 0) { \
		(res)->tv_sec--; \
		(res)->tv_usec += 1000000; \
	} \
} while (0)

/*
 * int settimeofday(const struct timeval *tv, const struct timezone *tz);
 */
static __attribute__((unused))
int settimeofday(const struct timeval *tv, const struct timezone *tz)
{
#ifdef __NR_settimeofday
	return __sysret(my_syscall2(__NR_settimeofday, tv, tz));
#else
	struct timespec ts;

	if (tz) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	ts.tv_sec = tv->tv_sec;
	ts.tv_nsec = tv->tv_usec * 1000;
	return clock_settime(CLOCK_REALTIME, &ts);
#endif
}

/*
 * int getitimer(int which, struct itimerval *cur);
 * int setitimer(int which, const struct itimerval *new, struct itimerval *old);
 */
static __attribute__((unused))
int getitimer(int which, struct itimerval *cur)
{
	return __sysret(my_syscall2(__NR_getitimer, which, cur));
}

static __attribute__((unused))
int setitimer(int which, const struct itimerval *new, struct itimerval *old)
{
	return __sysret(my_syscall3(__NR_setitimer, which, new, old));
}

/*
 * int futimesat(int dirfd, const char *path, const struct timeval times[2]);
 * int utimes(const char *path, const struct timeval times[2]);
 * utimensat with the times converted; a NULL path is dirfd itself.
 */
static __attribute__((unused))
int futimesat(int dirfd, const char *path, const struct timeval times[2])
{
	struct timespec ts[2];

	if (!times)
		return __sysret(my_syscall4(__NR_utimensat, dirfd, path, NULL, 0));
	ts[0].tv_sec = times[0].tv_sec;
	ts[0].tv_nsec = times[0].tv_usec * 1000;
	ts[1].tv_sec = times[1].tv_sec;
	ts[1].tv_nsec = times[1].tv_usec * 1000;
	return __sysret(my_syscall4(__NR_utimensat, dirfd, path, ts, 0));
}

static __attribute__((unused))
int utimes(const char *path, const struct timeval times[2])
{
	return futimesat(AT_FDCWD, path, times);
}

#endif /* _NOLIBC_EXT_SYS_TIME_H */
