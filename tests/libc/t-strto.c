// SPDX-License-Identifier: GPL-2.0
/*
 * The strtol() family, atoi(), atol() and abort() as C and POSIX define
 * them, where 6.12 nolibc's differ: the end pointer when no digit is
 * read, "0x" with no hex digit, overflows, white space and '+' for
 * atoi(), abort() when a SIGABRT handler returns or SIGABRT is blocked;
 * strtod(), strtof() and atof(), which 6.12 nolibc lacks.
 * The expected values are the standard's; make nolibc-check also wants
 * glibc's output identical.
 */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "check.h"

struct strto_case {
	const char *s;
	int base;
	long long val;
	int end;	/* offset of the end pointer; -1: left alone */
	int err;
};

static const struct strto_case signed_cases[] = {
	{ " x", 10, 0, 0, 0 },
	{ "+", 10, 0, 0, 0 },
	{ "-", 0, 0, 0, 0 },
	{ "", 10, 0, 0, 0 },
	{ "0x", 16, 0, 1, 0 },
	{ "0x", 0, 0, 1, 0 },
	{ "0xg", 0, 0, 1, 0 },
	{ " 0X", 16, 0, 2, 0 },
	{ "0x1f", 0, 31, 4, 0 },
	{ "  -0x10", 16, -16, 7, 0 },
	{ "0777", 0, 511, 4, 0 },
	{ "08", 0, 0, 1, 0 },
	{ "z", 36, 35, 1, 0 },
	{ "Zz", 36, 35 * 36 + 35, 2, 0 },
	{ "\t\n +42abc", 10, 42, 6, 0 },
	{ "9223372036854775807", 10, LLONG_MAX, 19, 0 },
	{ "9223372036854775808", 10, LLONG_MAX, 19, ERANGE },
	{ "-9223372036854775808", 10, LLONG_MIN, 20, 0 },
	{ "-9223372036854775809", 10, LLONG_MIN, 20, ERANGE },
	{ "99999999999999999999999x", 10, LLONG_MAX, 23, ERANGE },
	{ "1000000000000000000000", 16, LLONG_MAX, 22, ERANGE },
	{ "-ffffffffffffffffff", 16, LLONG_MIN, 19, ERANGE },
	{ "1", 1, 0, -1, EINVAL },
	{ "1", 37, 0, -1, EINVAL },
	{ "1", -1, 0, -1, EINVAL },
};

static const struct strto_case unsigned_cases[] = {
	{ "18446744073709551615", 10, (long long)ULLONG_MAX, 20, 0 },
	{ "18446744073709551616", 10, (long long)ULLONG_MAX, 20, ERANGE },
	{ "-1", 10, (long long)ULLONG_MAX, 2, 0 },
	{ "-18446744073709551616", 10, (long long)ULLONG_MAX, 21, ERANGE },
	{ "0x", 16, 0, 1, 0 },
	{ "  +0xFFFFFFFFFFFFFFFF", 0, (long long)ULLONG_MAX, 21, 0 },
	{ "- 1", 10, 0, 0, 0 },
};

/* A table's one result: all good, or how many and the first wrong (what) */
static void table_result(const char *name, unsigned int good, unsigned int n, const char *what)
{
	if (good == n)
		ksft_test_result_pass("%s: %u cases\n", name, good);
	else
		ksft_test_result_fail("%s: %u of %u cases; first wrong: %s\n", name, good, n, what);
}

/*
 * Each case of a table through fn (strtoll or strtoull, as long long);
 * one result: how many agree, and the first that does not.
 */
static void check_table(const char *name, const struct strto_case *c, unsigned int n,
			int is_unsigned)
{
	unsigned int i, good = 0;
	char buf[64], *end, *start = buf + 1, what[80] = "";
	long long v;
	int off;

	for (i = 0; i < n; i++) {
		strcpy(start, c[i].s);
		end = buf;	/* one before the string: "left alone" */
		errno = 0;
		if (is_unsigned)
			v = (long long)strtoull(start, &end, c[i].base);
		else
			v = strtoll(start, &end, c[i].base);
		off = end == buf ? -1 : (int)(end - start);
		if (v == c[i].val && off == c[i].end && errno == c[i].err)
			good++;
		else if (!*what)
			snprintf(what, sizeof(what), "\"%s\" base %d", c[i].s, c[i].base);
	}
	table_result(name, good, n, what);
}

static void test_strtoll(const char *name)
{
	check_table(name, signed_cases, CHECK_COUNT(signed_cases), 0);
}

static void test_strtoull(const char *name)
{
	check_table(name, unsigned_cases, CHECK_COUNT(unsigned_cases), 1);
}

/* the long ones on values every long holds, and the end pointer */
static void test_strtol_small(const char *name)
{
	const char *s1 = " -0x7fff", *s2 = "+0755 ";
	char *e1, *e2;
	long a = strtol(s1, &e1, 0);
	unsigned long b = strtoul(s2, &e2, 0);

	CHECK_EQ(name, a == -0x7fff && e1 == s1 + 8 && b == 0755 && e2 == s2 + 5, 1);
}

static void test_strtol_end(const char *name)
{
	const char *s = "0xz";
	char *e;

	strtol(s, &e, 0);
	CHECK_EQ(name, e - s, 1);
}

static void test_atoi(const char *name)
{
	CHECK_EQ(name, atoi(" +12") * 10000 + atoi("\n-7") * 100 + atoi("12x"),
		 12 * 10000 - 7 * 100 + 12);
}

static void test_atol(const char *name)
{
	CHECK_EQ(name, atol("\t+123456") + atol("  -5"), 123451);
}

static void on_abrt(int sig)
{
	(void)sig;	/* returns: abort() must still end the process */
}

/* How a child calling abort() ended: 1000 + the signal, or its status. */
static int abort_child(int how)
{
	struct sigaction sa;
	sigset_t set;
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		alarm(10);	/* a hang ends as SIGALRM, not as a hung test */
		/* qemu-user's note of the signal would differ from glibc's run */
		dup2(open("/dev/null", O_WRONLY), 2);
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_abrt;
		if (how == 1)
			sigaction(SIGABRT, &sa, NULL);
		if (how == 2) {
			sigemptyset(&set);
			sigaddset(&set, SIGABRT);
			sigprocmask(SIG_BLOCK, &set, NULL);
		}
		abort();
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return WIFSIGNALED(status) ? 1000 + WTERMSIG(status) : WEXITSTATUS(status);
}

/*
 * strtod() and strtof(): each string's result as bits, where the end
 * pointer went and errno: overflow and underflow (ERANGE, a subnormal
 * only when rounded; 2.2250738585072013e-308 rounds to DBL_MIN, so is
 * no underflow), ties to even, digits past the 17th that break a tie,
 * hex forms, inf, nan and its payload, no number at all. Every value
 * the correctly rounded one (f-strtod fuzzes the rest).
 */
struct fp_case {
	const char *s;
	unsigned long long bits;
	int end;
	int err;
};

static const struct fp_case double_cases[] = {
	{ "1e400", 0x7ff0000000000000ULL, 5, ERANGE },
	{ "-1e-400", 0x8000000000000000ULL, 7, ERANGE },
	{ "2.2250738585072011e-308", 0x000fffffffffffffULL, 23, ERANGE },
	{ "0x1.fffffffffffff8p1023", 0x7ff0000000000000ULL, 23, ERANGE },
	{ "1e", 0x3ff0000000000000ULL, 1, 0 },
	{ " -infinityx", 0xfff0000000000000ULL, 10, 0 },
	{ "nan(12)", 0x7ff800000000000cULL, 7, 0 },
	{ ".", 0x0000000000000000ULL, 0, 0 },
	{ "0x", 0x0000000000000000ULL, 1, 0 },
	{ "0x.8", 0x3fe0000000000000ULL, 4, 0 },
	{ "4.9406564584124654e-324", 0x0000000000000001ULL, 23, ERANGE },
	{ "0x1p-1074", 0x0000000000000001ULL, 9, 0 },
	{ "9007199254740993", 0x4340000000000000ULL, 16, 0 },
	{ "9007199254740993.000000000000000000000000001", 0x4340000000000001ULL, 44, 0 },
	{ "  +.5e+1x", 0x4014000000000000ULL, 8, 0 },
	{ "0.1", 0x3fb999999999999aULL, 3, 0 },
	{ "1.7976931348623158e308", 0x7fefffffffffffffULL, 22, 0 },
	{ "1.7976931348623159e308", 0x7ff0000000000000ULL, 22, ERANGE },
	{ "2.2250738585072013e-308", 0x0010000000000000ULL, 23, 0 },
	{ "-0", 0x8000000000000000ULL, 2, 0 },
	{ "0e99999999999999999999", 0x0000000000000000ULL, 22, 0 },
	{ "1e-99999999999999999999", 0x0000000000000000ULL, 23, ERANGE },
	{ "-nan(0x8000000000000)", 0xfff8000000000000ULL, 21, 0 },
};

static const struct fp_case float_cases[] = {
	{ "3.4028235e38", 0x7f7fffffULL, 12, 0 },
	{ "3.4028236e38", 0x7f800000ULL, 12, ERANGE },
	{ "1e-46", 0x00000000ULL, 5, ERANGE },
	{ "1.4e-45", 0x00000001ULL, 7, ERANGE },
	{ "16777217", 0x4b800000ULL, 8, 0 },
	{ "0x1.000001p0", 0x3f800000ULL, 12, 0 },
	{ "-nan", 0xffc00000ULL, 4, 0 },
	{ "1.17549428e-38", 0x007fffffULL, 14, ERANGE },
	{ "0.1", 0x3dcccccdULL, 3, 0 },
	{ "-nan(0x7fffff)", 0xffffffffULL, 14, 0 },
};

static void check_fp(const char *name, const struct fp_case *c, unsigned int n, int is_float)
{
	union { double d; unsigned long long u; } d;
	union { float f; unsigned int u; } f;
	unsigned int i, good = 0;
	char *end, what[80] = "";

	for (i = 0; i < n; i++) {
		errno = 0;
		if (is_float) {
			f.f = strtof(c[i].s, &end);
			d.u = f.u;
		} else {
			d.d = strtod(c[i].s, &end);
		}
		if (d.u == c[i].bits && end - c[i].s == c[i].end && errno == c[i].err)
			good++;
		else if (!*what)
			snprintf(what, sizeof(what), "\"%s\"", c[i].s);
	}
	table_result(name, good, n, what);
}

static void test_strtod(const char *name)
{
	check_fp(name, double_cases, CHECK_COUNT(double_cases), 0);
}

static void test_strtof(const char *name)
{
	check_fp(name, float_cases, CHECK_COUNT(float_cases), 1);
}

/*
 * Numbers of more than the 800 significant digits kept: the digits
 * after only say whether the value is above those kept. 5^1075 * 10^-1075
 * is 2^-1075, half the least subnormal: a tie, to 0 (even); one more
 * digit 1 after 100 zeros breaks it, to the least subnormal; the same
 * with 2^53 + 1 (integer digits dropped move the point).
 */
static void test_strtod_long(const char *name)
{
	static char s[1200];
	unsigned int l[90];
	unsigned long long x;
	int nl = 1, i, j, len, end;
	double d[4];
	char *p;

	l[0] = 1;
	for (i = 0; i < 1075; i++) {
		for (j = 0, x = 0; j < nl; j++) {
			x += (unsigned long long)l[j] * 5;
			l[j] = (unsigned int)(x % 1000000000);
			x /= 1000000000;
		}
		if (x)
			l[nl++] = (unsigned int)x;
	}
	len = sprintf(s, "%u", l[nl - 1]);
	for (i = nl - 2; i >= 0; i--)
		len += sprintf(s + len, "%09u", l[i]);
	strcpy(s + len, "e-1075");
	d[0] = strtod(s, NULL);
	memset(s + len, '0', 100);
	strcpy(s + len + 100, "1e-1176");
	d[1] = strtod(s, &p);
	end = !*p;
	len = sprintf(s, "9007199254740993");
	memset(s + len, '0', 900);
	strcpy(s + len + 900, "e-900");
	d[2] = strtod(s, NULL);
	strcpy(s + len + 900, "1e-901");
	d[3] = strtod(s, NULL);
	CHECK_EQ(name, (d[0] == 0) * 1000 + (d[1] == 4.9406564584124654e-324) * 100 +
		 (d[2] == 9007199254740992.0) * 10 + (d[3] == 9007199254740994.0) + end, 1112);
}

static void test_atof(const char *name)
{
	CHECK_EQ(name, atof(" -12.5e1x") == -125.0 && atof("x") == 0.0, 1);
}

static void test_abort(const char *name)
{
	CHECK_EQ(name, abort_child(0), 1000 + SIGABRT);
}

static void test_abort_handler_returns(const char *name)
{
	CHECK_EQ(name, abort_child(1), 1000 + SIGABRT);
}

static void test_abort_blocked(const char *name)
{
	CHECK_EQ(name, abort_child(2), 1000 + SIGABRT);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_strtoll),
	CHECK_CASE(test_strtoull),
	CHECK_CASE(test_strtol_small),
	CHECK_CASE(test_strtol_end),
	CHECK_CASE(test_atoi),
	CHECK_CASE(test_atol),
	CHECK_CASE(test_strtod),
	CHECK_CASE(test_strtof),
	CHECK_CASE(test_strtod_long),
	CHECK_CASE(test_atof),
	CHECK_CASE(test_abort),
	CHECK_CASE(test_abort_handler_returns),
	CHECK_CASE(test_abort_blocked),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
