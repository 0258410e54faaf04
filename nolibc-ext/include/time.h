/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <time.h>: 6.12 nolibc has time() only. Added: the POSIX clocks
 * (clock_gettime, clock_settime, clock_getres, clock_getcpuclockid,
 * clock_nanosleep, nanosleep, clock), POSIX timers (timer_create, timer_settime,
 * timer_gettime, timer_getoverrun, timer_delete; SIGEV_THREAD needs
 * threads and gives EINVAL), and broken-down time (gmtime, localtime, which
 * is UTC as glibc's without a time zone file, mktime, timegm, asctime,
 * ctime, strftime with the common conversions, difftime).
 *
 * Read after nolibc.h's renaming window (see sys-rename.h), this header
 * defines no sys_*() helper: selftests define many of their own.
 *
 * struct timespec is the kernel's: on 32-bit architectures its tv_sec is
 * 32-bit, as is glibc's there without _TIME_BITS=64, and the calls are the
 * 32-bit-time ones.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_TIME_H
#define _NOLIBC_EXT_TIME_H

#include <signal.h>
#include <linux/time.h>
#include "vdso-sym.h"

#ifndef CLOCK_REALTIME
#define CLOCK_REALTIME			0
#define CLOCK_MONOTONIC			1
#define CLOCK_PROCESS_CPUTIME_ID	2
#define CLOCK_THREAD_CPUTIME_ID		3
#define CLOCK_MONOTONIC_RAW		4
#define CLOCK_REALTIME_COARSE		5
#define CLOCK_MONOTONIC_COARSE		6
#define CLOCK_BOOTTIME			7
#define CLOCK_REALTIME_ALARM		8
#define CLOCK_BOOTTIME_ALARM		9
#define CLOCK_TAI			11
#endif
#ifndef TIMER_ABSTIME
#define TIMER_ABSTIME			1
#endif

#define CLOCKS_PER_SEC			1000000L

typedef int clockid_t;
typedef void *timer_t;
typedef long clock_t;

/*
 * int clock_gettime(clockid_t clk, struct timespec *ts);
 * int clock_settime(clockid_t clk, const struct timespec *ts);
 * int clock_getres(clockid_t clk, struct timespec *res);
 * clock_gettime() calls the vDSO's function, as glibc's does, where the
 * architecture names it (__NOLIBC_EXT_VDSO_CLOCK_GETTIME: x86_64 and
 * i386, whose vDSO a real kernel runs here, in nolibc-check's native row
 * and in guest-check) and the kernel maps a vDSO: no system call where
 * the clock can be read from user space (a seccomp filter sees none),
 * and glibc's cost (timers/freq-step skips when two reads are more than
 * 500 ns apart). The function returns 0 or an error number, negated: an
 * architecture whose vDSO says errors otherwise (PowerPC: a positive one
 * and CR0.SO) must not name it so. gettimeofday(), time() and
 * clock_getres(), which glibc reads through the vDSO too, are still
 * system calls.
 */
#ifdef __NOLIBC_EXT_VDSO_CLOCK_GETTIME
void *__nolibc_ext_vdso_clock_gettime __attribute__((weak));
#endif

static __attribute__((unused))
int clock_gettime(clockid_t clk, struct timespec *ts)
{
#ifdef __NOLIBC_EXT_VDSO_CLOCK_GETTIME
	union {
		void *p;
		int (*f)(clockid_t clk, struct timespec *ts);
	} vdso;

	vdso.p = __nolibc_ext_vdso_fn(&__nolibc_ext_vdso_clock_gettime,
				      __NOLIBC_EXT_VDSO_CLOCK_GETTIME);
	if (vdso.p)
		return __sysret(vdso.f(clk, ts));
#endif
	return __sysret(my_syscall2(__NR_clock_gettime, clk, ts));
}

static __attribute__((unused))
int clock_settime(clockid_t clk, const struct timespec *ts)
{
	return __sysret(my_syscall2(__NR_clock_settime, clk, ts));
}

static __attribute__((unused))
int clock_getres(clockid_t clk, struct timespec *res)
{
	return __sysret(my_syscall2(__NR_clock_getres, clk, res));
}

/*
 * int clock_getcpuclockid(pid_t pid, clockid_t *clk);
 * The kernel's CPU-time clock of a process: its id inverted, shifted, and
 * CPUCLOCK_SCHED (2); a process the kernel does not know is ESRCH.
 */
static __attribute__((unused))
int clock_getcpuclockid(pid_t pid, clockid_t *clk)
{
	clockid_t c = (clockid_t)(~(unsigned int)pid << 3) | 2;
	long ret = my_syscall2(__NR_clock_getres, c, NULL);

	if (ret == -EINVAL)
		return ESRCH;
	if (ret)
		return -ret;
	*clk = c;
	return 0;
}

/*
 * int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
 *                     struct timespec *rem);
 * Returns the error number itself, not -1 and errno, as POSIX wants.
 * int nanosleep(const struct timespec *req, struct timespec *rem);
 */
static __attribute__((unused))
int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
		    struct timespec *rem)
{
	return __NOLIBC_EXT_CP(long, -my_syscall4(__NR_clock_nanosleep, clk, flags, req, rem));
}

static __attribute__((unused))
int nanosleep(const struct timespec *req, struct timespec *rem)
{
	return __nolibc_ext_nanosleep(req, rem);
}

/*
 * clock_t clock(void);
 * The processor time of the process, in CLOCKS_PER_SEC.
 */
static __attribute__((unused))
clock_t clock(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) < 0)
		return (clock_t)-1;
	return ts.tv_sec * CLOCKS_PER_SEC + ts.tv_nsec / 1000;
}

/*
 * int timer_create(clockid_t clk, struct sigevent *sev, timer_t *timerid);
 * int timer_settime(timer_t t, int flags, const struct itimerspec *new,
 *                   struct itimerspec *old);
 * int timer_gettime(timer_t t, struct itimerspec *cur);
 * int timer_getoverrun(timer_t t);
 * int timer_delete(timer_t t);
 * A timer_t holds the kernel's timer id.
 */
static __attribute__((unused))
int timer_create(clockid_t clk, struct sigevent *sev, timer_t *timerid)
{
	int id;

	if (sev && sev->sigev_notify == SIGEV_THREAD) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	if (__sysret(my_syscall3(__NR_timer_create, clk, sev, &id)) < 0)
		return -1;
	*timerid = (timer_t)(long)id;
	return 0;
}

static __attribute__((unused))
int timer_settime(timer_t t, int flags, const struct itimerspec *new,
		  struct itimerspec *old)
{
	return __sysret(my_syscall4(__NR_timer_settime, (long)t, flags, new, old));
}

static __attribute__((unused))
int timer_gettime(timer_t t, struct itimerspec *cur)
{
	return __sysret(my_syscall2(__NR_timer_gettime, (long)t, cur));
}

static __attribute__((unused))
int timer_getoverrun(timer_t t)
{
	return __sysret(my_syscall1(__NR_timer_getoverrun, (long)t));
}

static __attribute__((unused))
int timer_delete(timer_t t)
{
	return __sysret(my_syscall1(__NR_timer_delete, (long)t));
}

/* --- broken-down time ------------------------------------------------------ */

struct tm {
	int tm_sec;
	int tm_min;
	int tm_hour;
	int tm_mday;
	int tm_mon;
	int tm_year;
	int tm_wday;
	int tm_yday;
	int tm_isdst;
	long tm_gmtoff;
	const char *tm_zone;
};

/*
 * Days from 1970-01-01 to year-month-day (proleptic Gregorian), for any
 * year an int holds plus the months a tm_mon may add: in long long, as
 * long (32 bits on half of the architectures) would overflow there;
 * div-helpers.h has the 64-bit divisions.
 */
static __attribute__((unused))
long long __nolibc_ext_days(long long y, int m, int d)
{
	long long era, yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = y - era * 400;
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

/*
 * struct tm *gmtime_r(const time_t *t, struct tm *tm);
 * struct tm *gmtime(const time_t *t);
 * struct tm *localtime_r(const time_t *t, struct tm *tm);
 * struct tm *localtime(const time_t *t);
 */
static __attribute__((unused))
struct tm *gmtime_r(const time_t *t, struct tm *tm)
{
	long s = *t, days = s / 86400, rem = s % 86400, z, era, doe, yoe, y, doy, mp;

	if (rem < 0) {
		rem += 86400;
		days--;
	}
	tm->tm_hour = rem / 3600;
	tm->tm_min = rem % 3600 / 60;
	tm->tm_sec = rem % 60;
	tm->tm_wday = (int)((days % 7 + 11) % 7);	/* 1970-01-01 was a Thursday */
	z = days + 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	y = yoe + era * 400;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	tm->tm_mday = (int)(doy - (153 * mp + 2) / 5 + 1);
	tm->tm_mon = (int)(mp < 10 ? mp + 2 : mp - 10);
	y += tm->tm_mon <= 1;
	if ((long long)y - 1900 > INT_MAX || (long long)y - 1900 < INT_MIN) {
		/* 64-bit time_t only: the year does not fit tm_year */
		SET_ERRNO(EOVERFLOW);
		return NULL;
	}
	tm->tm_year = (int)(y - 1900);
	tm->tm_yday = (int)(days - __nolibc_ext_days(y, 1, 1));
	tm->tm_isdst = 0;
	tm->tm_gmtoff = 0;
	tm->tm_zone = "GMT";
	return tm;
}

static __attribute__((unused))
struct tm *gmtime(const time_t *t)
{
	static struct tm tm;

	return gmtime_r(t, &tm);
}

static __attribute__((unused))
struct tm *localtime_r(const time_t *t, struct tm *tm)
{
	gmtime_r(t, tm);
	tm->tm_zone = "UTC";
	return tm;
}

static __attribute__((unused))
struct tm *localtime(const time_t *t)
{
	static struct tm tm;

	return localtime_r(t, &tm);
}

/*
 * time_t timegm(struct tm *tm); time_t mktime(struct tm *tm);
 * Out-of-range fields are brought back in range and tm updated, as POSIX
 * wants; local time is UTC.
 */
static __attribute__((unused))
time_t timegm(struct tm *tm)
{
	long long y = tm->tm_year + 1900LL, s;
	long mon = tm->tm_mon;
	struct tm r;
	time_t t;

	y += mon / 12;
	mon %= 12;
	if (mon < 0) {
		mon += 12;
		y--;
	}
	s = (__nolibc_ext_days(y, (int)mon + 1, 1) + tm->tm_mday - 1) * 86400LL +
	    tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
	t = (time_t)s;
	/* past a 32-bit time_t, or past tm_year: as glibc, tm left alone */
	if ((long long)t != s || !gmtime_r(&t, &r)) {
		SET_ERRNO(EOVERFLOW);
		return (time_t)-1;
	}
	*tm = r;
	return t;
}

static __attribute__((unused))
time_t mktime(struct tm *tm)
{
	time_t t = timegm(tm);

	tm->tm_zone = "UTC";
	return t;
}

/*
 * double difftime(time_t end, time_t start);
 */
static __attribute__((unused))
double difftime(time_t end, time_t start)
{
	return (double)end - (double)start;
}

static const char __nolibc_ext_wday[7][4] = {
	"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"
};
static const char __nolibc_ext_mon[12][4] = {
	"Jan", "Feb", "Mar", "Apr", "May", "Jun",
	"Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
};

/* Appends the decimal v, zero-padded to width, at p; returns the end. */
static __attribute__((unused))
char *__nolibc_ext_put_num(char *p, long v, int width, char pad)
{
	unsigned long u = v < 0 ? -(unsigned long)v : (unsigned long)v;
	char tmp[24];
	int n = 0, neg = v < 0;

	do {
		tmp[n++] = '0' + u % 10;
		u /= 10;
	} while (u);
	if (neg)
		*p++ = '-';
	for (; n < width; width--)
		*p++ = pad;
	while (n)
		*p++ = tmp[--n];
	return p;
}

/*
 * ISO 8601's week of tm (1 to 53) and the year it belongs to: weeks start
 * on Monday, and week 1 is the one with the year's first Thursday.
 */
static __attribute__((unused))
int __nolibc_ext_iso_week(const struct tm *tm, long *year)
{
	long y = tm->tm_year + 1900L;
	int thu = tm->tm_yday - (tm->tm_wday + 6) % 7 + 3;	/* this week's */

	if (thu < 0) {
		y--;
		thu += 365 + (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0));
	} else if (thu >= 365 + (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0))) {
		thu -= 365 + (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0));
		y++;
	}
	*year = y;
	return thu / 7 + 1;
}

/*
 * size_t strftime(char *s, size_t max, const char *format, const struct tm *tm);
 * Conversions: a A b B h c C d D e F g G H I j m M n p r R S t T u U V w W
 * x X y Y z Z % s (the C locale's forms). Others are written as they are.
 */
static __attribute__((unused))
size_t strftime(char *s, size_t max, const char *format, const struct tm *tm)
{
	static const char *const days[7] = {
		"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"
	};
	static const char *const months[12] = {
		"January", "February", "March", "April", "May", "June", "July",
		"August", "September", "October", "November", "December"
	};
	char buf[64], *p;
	const char *f, *str;
	size_t len = 0, n;
	struct tm copy;
	long year;
	int week;

	for (f = format; *f; f++) {
		p = buf;
		str = NULL;
		if (*f != '%') {
			*p++ = *f;
		} else {
			switch (*++f) {
			case 'a': str = __nolibc_ext_wday[tm->tm_wday % 7]; break;
			case 'A': str = days[tm->tm_wday % 7]; break;
			case 'b':
			case 'h': str = __nolibc_ext_mon[tm->tm_mon % 12]; break;
			case 'B': str = months[tm->tm_mon % 12]; break;
			case 'c':
				n = strftime(buf, sizeof(buf), "%a %b %e %H:%M:%S %Y", tm);
				p = buf + n;
				break;
			case 'C':
				year = tm->tm_year + 1900L;
				p = __nolibc_ext_put_num(p, (year - (year < 0 ? 99 : 0)) / 100, 2, '0');
				break;
			case 'd': p = __nolibc_ext_put_num(p, tm->tm_mday, 2, '0'); break;
			case 'e': p = __nolibc_ext_put_num(p, tm->tm_mday, 2, ' '); break;
			case 'D': p = buf + strftime(buf, sizeof(buf), "%m/%d/%y", tm); break;
			case 'F': p = buf + strftime(buf, sizeof(buf), "%Y-%m-%d", tm); break;
			case 'H': p = __nolibc_ext_put_num(p, tm->tm_hour, 2, '0'); break;
			case 'I': p = __nolibc_ext_put_num(p, (tm->tm_hour + 11) % 12 + 1, 2, '0'); break;
			case 'j': p = __nolibc_ext_put_num(p, tm->tm_yday + 1, 3, '0'); break;
			case 'm': p = __nolibc_ext_put_num(p, tm->tm_mon + 1, 2, '0'); break;
			case 'M': p = __nolibc_ext_put_num(p, tm->tm_min, 2, '0'); break;
			case 'n': *p++ = '\n'; break;
			case 't': *p++ = '\t'; break;
			case 'p': str = tm->tm_hour < 12 ? "AM" : "PM"; break;
			case 'r': p = buf + strftime(buf, sizeof(buf), "%I:%M:%S %p", tm); break;
			case 'R': p = buf + strftime(buf, sizeof(buf), "%H:%M", tm); break;
			case 'S': p = __nolibc_ext_put_num(p, tm->tm_sec, 2, '0'); break;
			case 'T': p = buf + strftime(buf, sizeof(buf), "%H:%M:%S", tm); break;
			case 'g':
			case 'G':
			case 'V':
				week = __nolibc_ext_iso_week(tm, &year);
				if (*f == 'V')
					p = __nolibc_ext_put_num(p, week, 2, '0');
				else if (*f == 'g')
					p = __nolibc_ext_put_num(p, (year % 100 + 100) % 100, 2, '0');
				else
					p = __nolibc_ext_put_num(p, year, 1, '0');
				break;
			case 'U':
				p = __nolibc_ext_put_num(p, (tm->tm_yday + 7 - tm->tm_wday) / 7, 2, '0');
				break;
			case 'W':
				p = __nolibc_ext_put_num(p, (tm->tm_yday + 7 - (tm->tm_wday + 6) % 7) / 7,
							 2, '0');
				break;
			case 'x': p = buf + strftime(buf, sizeof(buf), "%m/%d/%y", tm); break;
			case 'X': p = buf + strftime(buf, sizeof(buf), "%H:%M:%S", tm); break;
			case 'u': p = __nolibc_ext_put_num(p, tm->tm_wday ? tm->tm_wday : 7, 1, '0'); break;
			case 'w': p = __nolibc_ext_put_num(p, tm->tm_wday, 1, '0'); break;
			case 'y': p = __nolibc_ext_put_num(p, (tm->tm_year + 1900) % 100, 2, '0'); break;
			case 'Y': p = __nolibc_ext_put_num(p, tm->tm_year + 1900L, 1, '0'); break;
			case 'z': str = "+0000"; break;
			case 'Z': str = tm->tm_zone ? tm->tm_zone : "GMT"; break;
			case 's':
				copy = *tm;
				p = __nolibc_ext_put_num(p, timegm(&copy), 1, '0');
				break;
			case '%': *p++ = '%'; break;
			case 0: f--; *p++ = '%'; break;
			default: *p++ = '%'; *p++ = *f; break;
			}
		}
		if (!str) {
			*p = 0;
			str = buf;
		}
		n = strlen(str);
		if (len + n >= max)
			return 0;
		memcpy(s + len, str, n);
		len += n;
	}
	if (len >= max)
		return 0;
	s[len] = 0;
	return len;
}

/*
 * char *asctime_r(const struct tm *tm, char *buf);  char *asctime(const struct tm *tm);
 * char *ctime_r(const time_t *t, char *buf);  char *ctime(const time_t *t);
 * "Thu Jan  1 00:00:00 1970\n", as glibc writes it.
 */
static __attribute__((unused))
char *asctime_r(const struct tm *tm, char *buf)
{
	char *p = buf;

	memcpy(p, __nolibc_ext_wday[tm->tm_wday % 7], 3);
	p[3] = ' ';
	memcpy(p + 4, __nolibc_ext_mon[tm->tm_mon % 12], 3);
	p[7] = ' ';
	p = __nolibc_ext_put_num(p + 8, tm->tm_mday, 2, ' ');
	*p++ = ' ';
	p = __nolibc_ext_put_num(p, tm->tm_hour, 2, '0');
	*p++ = ':';
	p = __nolibc_ext_put_num(p, tm->tm_min, 2, '0');
	*p++ = ':';
	p = __nolibc_ext_put_num(p, tm->tm_sec, 2, '0');
	*p++ = ' ';
	p = __nolibc_ext_put_num(p, tm->tm_year + 1900L, 1, '0');
	*p++ = '\n';
	*p = 0;
	return buf;
}

static __attribute__((unused))
char *asctime(const struct tm *tm)
{
	static char buf[32];

	return asctime_r(tm, buf);
}

static __attribute__((unused))
char *ctime_r(const time_t *t, char *buf)
{
	struct tm tm;

	return asctime_r(localtime_r(t, &tm), buf);
}

static __attribute__((unused))
char *ctime(const time_t *t)
{
	static char buf[32];

	return ctime_r(t, buf);
}

#endif /* _NOLIBC_EXT_TIME_H */
