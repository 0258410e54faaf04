// SPDX-License-Identifier: GPL-2.0
/*
 * The strtol() family, atoi(), atol() and abort() as C and POSIX define
 * them, where 6.12 nolibc's differ: the end pointer when no digit is
 * read, "0x" with no hex digit, overflows, white space and '+' for
 * atoi(), abort() when a SIGABRT handler returns or SIGABRT is blocked.
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

/*
 * Each case of a table through fn (strtoll or strtoull, as long long);
 * one result: how many agree, and the first that does not.
 */
static void check_table(const char *name, const struct strto_case *c, unsigned int n,
			int is_unsigned)
{
	unsigned int i, good = 0;
	char buf[64], *end, *start = buf + 1;
	long long v;
	int off, bad = -1;

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
		else if (bad < 0)
			bad = i;
	}
	if (bad < 0)
		ksft_test_result_pass("%s: %u cases\n", name, good);
	else
		ksft_test_result_fail("%s: %u of %u cases; first wrong: \"%s\" base %d\n",
				      name, good, n, c[bad].s, c[bad].base);
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
	CHECK_CASE(test_abort),
	CHECK_CASE(test_abort_handler_returns),
	CHECK_CASE(test_abort_blocked),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
