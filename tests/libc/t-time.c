/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <time.h>, <sys/time.h> and <sys/timex.h> additions of nolibc-ext:
 * clocks, sleeps, POSIX timers, broken-down time and strftime, interval
 * timers, the timeval macros, adjtimex().
 */

#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timex.h>
#include "check.h"
#include "deny.h"

/*
 * A program's own struct __kernel_timespec unless the name is a macro,
 * as vDSO/vdso_test_correctness.c has it: with glibc the program's, with
 * nolibc-ext the UAPI's, which nolibc's headers bring.
 */
#ifndef __kernel_timespec
struct __kernel_timespec {
	long long	tv_sec;
	long long	tv_nsec;
};
#endif

static void test_clock_gettime(const char *name)
{
	struct timespec a, b;

	clock_gettime(CLOCK_MONOTONIC, &a);
	clock_gettime(CLOCK_MONOTONIC, &b);
	CHECK_EQ(name, (b.tv_sec > a.tv_sec || (b.tv_sec == a.tv_sec && b.tv_nsec >= a.tv_nsec)) &&
		 a.tv_nsec >= 0 && a.tv_nsec < 1000000000, 1);
}

static void test_clock_realtime(const char *name)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	CHECK_EQ(name, ts.tv_sec - time(NULL) <= 1 && ts.tv_sec - time(NULL) >= -1, 1);
}

static void test_clock_bad(const char *name)
{
	struct timespec ts;

	CHECK_ERR(name, clock_gettime(1000, &ts), -1, EINVAL);
}

static void test_clock_getres(const char *name)
{
	struct timespec ts;

	CHECK_EQ(name, clock_getres(CLOCK_MONOTONIC, &ts) == 0 && ts.tv_sec == 0 && ts.tv_nsec > 0, 1);
}

static void test_kernel_timespec(const char *name)
{
	struct __kernel_timespec kts;
	struct timespec ts;
	long ret;

#ifdef __NR_clock_gettime64
	ret = syscall(__NR_clock_gettime64, CLOCK_REALTIME, &kts);
#else
	ret = syscall(__NR_clock_gettime, CLOCK_REALTIME, &kts);
#endif
	clock_gettime(CLOCK_REALTIME, &ts);
	CHECK_EQ(name, ret == 0 && sizeof(kts) == 16 && ts.tv_sec >= kts.tv_sec &&
		 ts.tv_sec - kts.tv_sec <= 1 && kts.tv_nsec >= 0 && kts.tv_nsec < 1000000000, 1);
}

static void test_nanosleep(const char *name)
{
	struct timespec a, b, req = { 0, 20000000 };

	clock_gettime(CLOCK_MONOTONIC, &a);
	nanosleep(&req, NULL);
	clock_gettime(CLOCK_MONOTONIC, &b);
	CHECK_EQ(name, (b.tv_sec - a.tv_sec) * 1000000000LL + b.tv_nsec - a.tv_nsec >= 20000000, 1);
}

static void test_nanosleep_bad(const char *name)
{
	struct timespec req = { 0, 2000000000 };

	CHECK_ERR(name, nanosleep(&req, NULL), -1, EINVAL);
}

static void test_clock_nanosleep_error(const char *name)
{
	struct timespec req = { 0, -1 };

	/* the error number is returned, errno left alone */
	CHECK_EQ(name, clock_nanosleep(CLOCK_MONOTONIC, 0, &req, NULL), EINVAL);
}

static void test_clock_nanosleep_abs(const char *name)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	CHECK_EQ(name, clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &t, NULL), 0);
}

static volatile int alarms;

static void on_alarm(int sig)
{
	(void)sig;
	alarms++;
}

/*
 * SIGALRM every period microseconds, its handler on_alarm() without
 * SA_RESTART, or (period 0) neither: repeated, a sleep begun after the
 * first one is still cut short, however late.
 */
static void alarm_every(long period)
{
	struct itimerval it;
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	if (period)
		sigaction(SIGALRM, &sa, NULL);
	memset(&it, 0, sizeof(it));
	it.it_value.tv_usec = period;
	it.it_interval.tv_usec = period;
	setitimer(ITIMER_REAL, &it, NULL);
	/* stopped first: none can come after the handler has gone */
	sa.sa_handler = SIG_DFL;
	if (!period) {
		sigaction(SIGALRM, &sa, NULL);
		alarms = 0;
	}
}

/* usleep() cut short: -1 and errno EINTR (6.12 nolibc's returned -EINTR) */
static void test_usleep_interrupted(const char *name)
{
	alarm_every(100000);
	CHECK_ERR(name, usleep(5000000), -1, EINTR);
	alarm_every(0);
}

/*
 * sleep() cut short in its first second: the whole seconds it had left,
 * 1 of 2 (6.12 nolibc's rounded up: 2), and errno EINTR; 0 only when a
 * loaded machine let a second pass before the signal came through.
 */
static void test_sleep_interrupted(const char *name)
{
	struct timespec a, b;
	unsigned int left;
	long long ms;
	int err;

	alarm_every(300000);
	clock_gettime(CLOCK_MONOTONIC, &a);
	errno = 0;
	left = sleep(2);
	err = errno;
	clock_gettime(CLOCK_MONOTONIC, &b);
	alarm_every(0);
	ms = (b.tv_sec - a.tv_sec) * 1000LL + (b.tv_nsec - a.tv_nsec) / 1000000;
	if (left == 0 && ms >= 1000 && ms < 2000)
		left = 1;
	CHECK_EQ(name, left * 10 + (err == EINTR), 11);
}

/* sleep(0) sleeps for nothing and leaves errno alone */
static void test_sleep_zero(const char *name)
{
	errno = ENOENT;
	CHECK_EQ(name, sleep(0) * 10 + (errno == ENOENT), 1);
}

/*
 * sleep() and usleep() sleep in clock_nanosleep(), glibc's system call
 * (6.12 nolibc's used select()): with it denied (EPERM), usleep(1) fails
 * and sleep(1) returns at once, its second not slept.
 */
static int sleep_under_filter(void)
{
	static const long nrs[] = {
		__NR_clock_nanosleep,
#ifdef __NR_clock_nanosleep_time64
		__NR_clock_nanosleep_time64,
#endif
	};

	if (deny_syscalls(nrs, sizeof(nrs) / sizeof(nrs[0])))
		return 0;
	errno = 0;
	if (usleep(1) != -1 || errno != EPERM)
		return 1;
	return sleep(1) != 1;
}

static void test_sleep_syscall(const char *name)
{
	CHECK_EQ(name, run_in_child(sleep_under_filter), 0);
}

static void test_timer(const char *name)
{
	struct itimerspec its, cur;
	struct sigevent sev;
	sigset_t usr1, old;
	timer_t t;
	int r;

	signal(SIGUSR1, on_alarm);
	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = SIGUSR1;
	memset(&its, 0, sizeof(its));
	its.it_value.tv_nsec = 10000000;
	/* blocked until sigsuspend(): a signal between the test and a
	 * pause() would leave it waiting for ever (armthumb, under load) */
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigprocmask(SIG_BLOCK, &usr1, &old);
	r = timer_create(CLOCK_MONOTONIC, &sev, &t) * 100;
	r += timer_settime(t, 0, &its, NULL) * 10;
	while (!alarms)
		sigsuspend(&old);
	sigprocmask(SIG_SETMASK, &old, NULL);
	r += timer_gettime(t, &cur) + (int)cur.it_value.tv_sec + timer_getoverrun(t);
	r += timer_delete(t);
	CHECK_EQ(name, r * 10 + alarms, 1);
}

static void test_timer_thread(const char *name)
{
	struct sigevent sev;
	timer_t t;

	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_NONE;
	CHECK_EQ(name, timer_create(CLOCK_REALTIME, &sev, &t) + timer_delete(t), 0);
}

static void test_timer_delete_bad(const char *name)
{
	CHECK_ERR(name, timer_delete((timer_t)(long)12345), -1, EINVAL);
}

static void test_clock(const char *name)
{
	clock_t c = clock();

	CHECK_EQ(name, c >= 0 && CLOCKS_PER_SEC == 1000000, 1);
}

/* Every field of gmtime() for a time, as text. */
static void tm_text(time_t t, char *out, size_t size)
{
	struct tm tm;

	gmtime_r(&t, &tm);
	snprintf(out, size, "%d-%d-%d %d:%d:%d wday %d yday %d", tm.tm_year, tm.tm_mon,
		 tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, tm.tm_wday, tm.tm_yday);
}

static void test_gmtime_epoch(const char *name)
{
	char out[64];

	tm_text(0, out, sizeof(out));
	CHECK_STR(name, out, "70-0-1 0:0:0 wday 4 yday 0");
}

static void test_gmtime_leap(const char *name)
{
	char out[64];

	tm_text(951825600, out, sizeof(out));	/* 2000-02-29 12:00:00 */
	CHECK_STR(name, out, "100-1-29 12:0:0 wday 2 yday 59");
}

static void test_gmtime_2038(const char *name)
{
	char out[64];

	tm_text(2147483647, out, sizeof(out));
	CHECK_STR(name, out, "138-0-19 3:14:7 wday 2 yday 18");
}

static void test_gmtime_negative(const char *name)
{
	char out[64];

	tm_text(-1, out, sizeof(out));
	CHECK_STR(name, out, "69-11-31 23:59:59 wday 3 yday 364");
}

static void test_timegm_normalizes(const char *name)
{
	struct tm tm;
	time_t t;

	memset(&tm, 0, sizeof(tm));
	tm.tm_year = 123;
	tm.tm_mon = 13;	/* February of the next year */
	tm.tm_mday = 30;	/* March 1st, 2024 being a leap year */
	tm.tm_hour = 25;
	t = timegm(&tm);
	CHECK_EQ(name, (long long)t * 100 + tm.tm_mon * 10 + tm.tm_mday, 170934120000LL + 22);
}

static void test_mktime_utc(const char *name)
{
	struct tm tm;

	memset(&tm, 0, sizeof(tm));
	tm.tm_year = 70;
	tm.tm_mday = 2;
	CHECK_EQ(name, mktime(&tm), 86400);
}

static void test_strftime(const char *name)
{
	char out[128];
	struct tm tm;
	time_t t = 1700000000;

	gmtime_r(&t, &tm);
	strftime(out, sizeof(out), "%Y-%m-%d %H:%M:%S|%a %A %b %B|%j %e %u %w %y|%D %F %T %R|%I %p|%%", &tm);
	CHECK_STR(name, out, "2023-11-14 22:13:20|Tue Tuesday Nov November|318 14 2 2 23|"
		  "11/14/23 2023-11-14 22:13:20 22:13|10 PM|%");
}

/* week numbers, ISO 8601 week-based years, century, the C locale's %x %X */
static void test_strftime_weeks(const char *name)
{
	char out[128];
	struct tm tm;
	time_t t = 1104451200;	/* 2004-12-31, a Friday: ISO week 53 of 2004 */
	time_t u = 1230768000;	/* 2009-01-01, a Thursday: week 1 of 2009 */
	size_t n;

	gmtime_r(&t, &tm);
	n = strftime(out, sizeof(out), "%G %g %V %U %W %C|%x %X|", &tm);
	gmtime_r(&u, &tm);
	strftime(out + n, sizeof(out) - n, "%G %g %V %U %W", &tm);
	CHECK_STR(name, out, "2004 04 53 52 52 20|12/31/04 00:00:00|2009 09 01 00 00");
}

/* timegm() of the first of month mon (0-11, or past) of tm_year year */
static time_t timegm_first(struct tm *tm, int year, int mon)
{
	memset(tm, 0, sizeof(*tm));
	tm->tm_year = year;
	tm->tm_mon = mon;
	tm->tm_mday = 1;
	errno = 0;
	return timegm(tm);
}

/* a time past time_t: -1 and EOVERFLOW, the fields left alone */
static void test_timegm_overflow(const char *name)
{
	struct tm tm;
	time_t r;
	int ok;

	r = timegm_first(&tm, 2100 - 1900, 0);
	if (sizeof(time_t) == 4)
		ok = r == (time_t)-1 && errno == EOVERFLOW && tm.tm_year == 200;
	else
		ok = (long long)r == 4102444800LL && tm.tm_wday == 5;
	CHECK_EQ(name, ok, 1);
}

/*
 * Years far from now: the sums are done past long's 32 bits. A result
 * whose year does not fit tm_year is -1 and EOVERFLOW whatever time_t's
 * width, the fields left alone.
 */
static void test_timegm_far_years(const char *name)
{
	struct tm tm, back;
	time_t r;
	int ok, ok2;

	r = timegm_first(&tm, 1000000000, 0);
	if (sizeof(time_t) == 4)
		ok = r == (time_t)-1 && errno == EOVERFLOW && tm.tm_year == 1000000000;
	else
		ok = gmtime_r(&r, &back) && back.tm_year == 1000000000 &&
		     back.tm_yday == 0 && tm.tm_wday == back.tm_wday;
	r = timegm_first(&tm, INT_MAX, 12);
	ok2 = r == (time_t)-1 && errno == EOVERFLOW && tm.tm_year == INT_MAX && tm.tm_mon == 12;
	CHECK_EQ(name, ok * 10 + ok2, 11);
}

static void test_strftime_small(const char *name)
{
	char out[4];
	struct tm tm;
	time_t t = 0;

	gmtime_r(&t, &tm);
	CHECK_EQ(name, strftime(out, sizeof(out), "%Y", &tm) * 10 + strftime(out, sizeof(out), "%y", &tm), 2);
}

static void test_asctime(const char *name)
{
	struct tm tm;
	time_t t = 1700000000;
	char buf[32];

	CHECK_STR(name, asctime_r(gmtime_r(&t, &tm), buf), "Tue Nov 14 22:13:20 2023\n");
}

/* ctime() is local time: the same as asctime(localtime()), whatever the zone */
static void test_ctime(const char *name)
{
	time_t t = 86400 * 3 + 5;
	char buf[32];

	strcpy(buf, asctime(localtime(&t)));
	CHECK_STR(name, ctime(&t), buf);
}

static void test_difftime(const char *name)
{
	CHECK_EQ(name, (long)difftime(100, 40), 60);
}

static void test_timeval_macros(const char *name)
{
	struct timeval a = { 1, 900000 }, b = { 2, 200000 }, r;
	int x;

	timeradd(&a, &b, &r);
	x = (int)r.tv_sec * 1000000 + (int)r.tv_usec;
	timersub(&b, &a, &r);
	x += (int)r.tv_sec * 10 + timercmp(&a, &b, <) + timerisset(&a);
	timerclear(&a);
	CHECK_EQ(name, x * 10 + timerisset(&a), (4100000 + 0 + 1 + 1) * 10);
}

static void test_itimer(const char *name)
{
	struct itimerval it, cur;

	memset(&it, 0, sizeof(it));
	it.it_value.tv_sec = 100;
	setitimer(ITIMER_REAL, &it, NULL);
	getitimer(ITIMER_REAL, &cur);
	memset(&it, 0, sizeof(it));
	setitimer(ITIMER_REAL, &it, NULL);
	CHECK_EQ(name, cur.it_value.tv_sec >= 98 && cur.it_value.tv_sec <= 100, 1);
}

static void test_settimeofday_perm(const char *name)
{
	struct timeval tv = { 0, 0 };

	/* as an ordinary user EPERM; as root, a bad value is EINVAL either way */
	tv.tv_usec = 2000000;
	CHECK_ERR(name, settimeofday(&tv, NULL), -1, EINVAL);
}

static void test_adjtimex_read(const char *name)
{
	struct timex tx;
	int r;

	memset(&tx, 0, sizeof(tx));
	r = adjtimex(&tx);
	CHECK_EQ(name, r >= TIME_OK && r <= TIME_ERROR, 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_clock_gettime),
	CHECK_CASE(test_clock_realtime),
	CHECK_CASE(test_clock_bad),
	CHECK_CASE(test_clock_getres),
	CHECK_CASE(test_kernel_timespec),
	CHECK_CASE(test_nanosleep),
	CHECK_CASE(test_nanosleep_bad),
	CHECK_CASE(test_clock_nanosleep_error),
	CHECK_CASE(test_clock_nanosleep_abs),
	CHECK_CASE(test_usleep_interrupted),
	CHECK_CASE(test_sleep_interrupted),
	CHECK_CASE(test_sleep_zero),
	CHECK_CASE(test_sleep_syscall),
	CHECK_CASE(test_timer),
	CHECK_CASE(test_timer_thread),
	CHECK_CASE(test_timer_delete_bad),
	CHECK_CASE(test_clock),
	CHECK_CASE(test_gmtime_epoch),
	CHECK_CASE(test_gmtime_leap),
	CHECK_CASE(test_gmtime_2038),
	CHECK_CASE(test_gmtime_negative),
	CHECK_CASE(test_timegm_normalizes),
	CHECK_CASE(test_mktime_utc),
	CHECK_CASE(test_strftime),
	CHECK_CASE(test_strftime_weeks),
	CHECK_CASE(test_timegm_overflow),
	CHECK_CASE(test_timegm_far_years),
	CHECK_CASE(test_strftime_small),
	CHECK_CASE(test_asctime),
	CHECK_CASE(test_ctime),
	CHECK_CASE(test_difftime),
	CHECK_CASE(test_timeval_macros),
	CHECK_CASE(test_itimer),
	CHECK_CASE(test_settimeofday_perm),
	CHECK_CASE(test_adjtimex_read),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
