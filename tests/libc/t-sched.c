/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What preinit needs from nolibc-ext: unshare() (<sched.h>), sethostname()
 * and close_range() (<unistd.h>), socket() (<sys/socket.h>). Namespace
 * cases need root; without it both libcs skip them alike.
 */

#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define NEED_ROOT 77

/* Reports a child's result: 0 passes, NEED_ROOT skips, anything else fails. */
static void child_result(const char *name, const char *what, int code)
{
	if (code == 0)
		ksft_test_result_pass("%s: %s\n", name, what);
	else if (code == NEED_ROOT)
		ksft_test_result_skip("%s: %s needs root\n", name, what);
	else
		ksft_test_result_fail("%s: %s: step %d failed\n", name, what, code);
}

static int new_uts_hostname(void)
{
	struct utsname u;

	if (unshare(CLONE_NEWUTS))
		return errno == EPERM ? NEED_ROOT : 1;
	if (sethostname("t-sched", 7))
		return 2;
	if (uname(&u) || strcmp(u.nodename, "t-sched"))
		return 3;
	return 0;
}

static void test_unshare_uts(const char *name)
{
	child_result(name, "a new UTS namespace with its own hostname",
		     run_in_child(new_uts_hostname));
}

static int hostname_too_long(void)
{
	char big[300];

	if (unshare(CLONE_NEWUTS))
		return errno == EPERM ? NEED_ROOT : 1;
	memset(big, 'x', sizeof(big));
	return sethostname(big, sizeof(big)) == -1 && errno == EINVAL ? 0 : 2;
}

static void test_sethostname_too_long(const char *name)
{
	child_result(name, "sethostname() of 300 bytes fails with EINVAL",
		     run_in_child(hostname_too_long));
}

static void test_host_unchanged(const char *name)
{
	struct utsname before, after;

	uname(&before);
	run_in_child(new_uts_hostname);
	uname(&after);
	CHECK_EQ(name, strcmp(before.nodename, after.nodename), 0);
}

static void test_unshare_bad_flags(const char *name)
{
	CHECK_ERR(name, unshare(-1), -1, EINVAL);
}

static void test_close_range(const char *name)
{
	int a = dup(1), b = dup(1), c = dup(1), lo = a, hi = a;

	if (b < lo)
		lo = b;
	if (c < lo)
		lo = c;
	if (b > hi)
		hi = b;
	if (c > hi)
		hi = c;
	close_range(lo, hi, 0);
	CHECK_EQ(name, (fcntl(a, F_GETFD) == -1) + (fcntl(b, F_GETFD) == -1) +
		 (fcntl(c, F_GETFD) == -1), 3);
}

static void test_close_range_inverted(const char *name)
{
	CHECK_ERR(name, close_range(5, 3, 0), -1, EINVAL);
}

static void test_socket_inet(const char *name)
{
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	CHECK_EQ(name, fd >= 0, 1);
	close(fd);
}

static void test_socket_unix(const char *name)
{
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);

	CHECK_EQ(name, fd >= 0 && fcntl(fd, F_GETFD) == FD_CLOEXEC, 1);
	close(fd);
}

static void test_socket_bad_family(const char *name)
{
	CHECK_ERR(name, socket(12345, SOCK_DGRAM, 0), -1, EAFNOSUPPORT);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_unshare_uts),
	CHECK_CASE(test_sethostname_too_long),
	CHECK_CASE(test_host_unchanged),
	CHECK_CASE(test_unshare_bad_flags),
	CHECK_CASE(test_close_range),
	CHECK_CASE(test_close_range_inverted),
	CHECK_CASE(test_socket_inet),
	CHECK_CASE(test_socket_unix),
	CHECK_CASE(test_socket_bad_family),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
