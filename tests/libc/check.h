/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Checks for nolibc-ext's tests, printed as TAP through the 6.12
 * kselftest.h. Every test program is built against nolibc-ext for each
 * architecture and against glibc natively, and `make nolibc-check` wants
 * both outputs identical: a check prints what it computed and what it
 * expected, never an address, a pid or anything else that may vary.
 *
 * A test program is a table of cases; each case reports exactly one
 * result, so the plan is the size of the table and kselftest.h itself
 * catches a case that reported nothing or twice.
 */

#ifndef TESTS_LIBC_CHECK_H
#define TESTS_LIBC_CHECK_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>
#include "kselftest.h"

struct check_case {
	const char *name;
	void (*run)(const char *name);
};

#define CHECK_CASE(fn) { #fn, fn }
#define CHECK_COUNT(table) (sizeof(table) / sizeof((table)[0]))

/* One result: the value of an integer expression against the expected one. */
#define CHECK_EQ(name, expr, want) \
	check_eq(name, #expr, (long long)(expr), (long long)(want))

static inline void check_eq(const char *name, const char *what,
			    long long got, long long want)
{
	if (got == want)
		ksft_test_result_pass("%s: %s = %lld\n", name, what, got);
	else
		ksft_test_result_fail("%s: %s = %lld, expected %lld\n",
				      name, what, got, want);
}

/* One result: a string against the expected one (NULL prints as such). */
#define CHECK_STR(name, expr, want) check_str(name, #expr, (expr), (want))

static inline void check_str(const char *name, const char *what,
			     const char *got, const char *want)
{
	if (got && want && strcmp(got, want) == 0)
		ksft_test_result_pass("%s: %s = \"%s\"\n", name, what, got);
	else
		ksft_test_result_fail("%s: %s = \"%s\", expected \"%s\"\n", name,
				      what, got ? got : "(null)", want ? want : "(null)");
}

/*
 * One result: a call expected to fail with ret and errno err. errno is
 * set to 0 first so that a stale value cannot pass for the right one.
 */
#define CHECK_ERR(name, expr, ret, err) \
	do { \
		long long _got; \
		errno = 0; \
		_got = (long long)(expr); \
		check_err(name, #expr, _got, errno, ret, err); \
	} while (0)

static inline void check_err(const char *name, const char *what,
			     long long got, int got_err,
			     long long ret, int err)
{
	/* errno values differ between architectures (MIPS): not printed */
	if (got == ret && got_err == err)
		ksft_test_result_pass("%s: %s = %lld, errno as expected\n",
				      name, what, got);
	else
		ksft_test_result_fail("%s: %s = %lld, errno %d, expected %lld, errno %d\n",
				      name, what, got, got_err, ret, err);
}

/*
 * A case that checks several things and reports one result: each
 * expectation is a bit, and the result is the mask of those that failed
 * (0 when all hold; errno values are compared, never printed: MIPS
 * numbers them differently). EXPECT_START declares the case's state,
 * among its declarations.
 */
#define EXPECT_START	unsigned long miss = 0; int bit = 0
#define EXPECT(cond)	(miss |= (unsigned long)!(cond) << bit++)
#define EXPECT_ERR(expr, ret, err) \
	do { \
		long _r; \
		errno = 0; \
		_r = (long)(expr); \
		EXPECT(_r == (long)(ret) && errno == (err)); \
	} while (0)
#define EXPECT_END(name) CHECK_EQ(name, miss, 0)

/* fn() in a child of its own: its exit status, -1 if it did not exit */
static inline int run_in_child(int (*fn)(void))
{
	int status;
	pid_t pid = fork();

	if (pid == 0)
		_exit(fn());
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

/* 1 when sig is blocked in the calling thread, 0 if not, -1 on error. */
static inline int sig_blocked(int sig)
{
	sigset_t cur;

	if (sigprocmask(SIG_BLOCK, NULL, &cur))
		return -1;
	return sigismember(&cur, sig);
}

/*
 * What a test program removes before it exits (its files): ksft_finished()
 * exits, so nothing after check_run() in main() would ever run.
 */
static void (*check_teardown)(void);

/* Runs every case of the table and exits with kselftest's verdict. */
static inline int check_run(const struct check_case *cases, unsigned int count)
{
	unsigned int i;

	ksft_print_header();
	ksft_set_plan(count);
	for (i = 0; i < count; i++)
		cases[i].run(cases[i].name);
	if (check_teardown)
		check_teardown();
	ksft_finished();
	return 0;
}

/* a child's exit status, or 1000 + the signal that ended it (-1: none) */
static inline int check_child(pid_t pid)
{
	int status;

	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 1000 + WTERMSIG(status);
}

/*
 * 1 when the child ended with status a or b: a case that does its work
 * where it may, and reports what stopped it (no privilege) otherwise
 */
static inline int check_child_in(pid_t pid, int a, int b)
{
	int status = check_child(pid);

	return status == a || status == b;
}

/*
 * For cases on files: a new directory under /tmp (named after the
 * program), check_dir, with an empty file, check_path, and a symbolic
 * link to it, check_link; all three removed after the last case.
 */
static char check_dir[64] __attribute__((unused));
static char check_path[96] __attribute__((unused));
static char check_link[96] __attribute__((unused));

static inline void check_files_teardown(void)
{
	unlink(check_link);
	unlink(check_path);
	rmdir(check_dir);
}

static inline int check_files_setup(const char *prog)
{
	snprintf(check_dir, sizeof(check_dir), "/tmp/%s.XXXXXX", prog);
	if (!mkdtemp(check_dir))
		return -1;
	snprintf(check_path, sizeof(check_path), "%s/file", check_dir);
	snprintf(check_link, sizeof(check_link), "%s/link", check_dir);
	check_teardown = check_files_teardown;
	return close(open(check_path, O_WRONLY | O_CREAT, 0600)) ||
	       symlink(check_path, check_link) ? -1 : 0;
}

/* An absolute time ms milliseconds from now on clock, for timed waits. */
static inline struct timespec check_in_ms(clockid_t clock, long ms)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	ts.tv_nsec += ms * 1000000L;
	ts.tv_sec += ts.tv_nsec / 1000000000L;
	ts.tv_nsec %= 1000000000L;
	return ts;
}

#endif /* TESTS_LIBC_CHECK_H */
