/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <unistd.h> additions of nolibc-ext: _exit(), setpgrp(), sync().
 */

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/wait.h>
#include "check.h"

/*
 * Runs fn in a child and returns the child's wait status, or -1 when the
 * child could not be created or waited for.
 */
static int in_child(int (*fn)(int), int arg)
{
	int status;
	pid_t pid = fork();

	if (pid < 0)
		return -1;
	if (pid == 0)
		_exit(fn(arg));
	if (waitpid(pid, &status, 0) != pid)
		return -1;
	return status;
}

static int child_exit(int code)
{
	_exit(code);
	return 255; /* not reached */
}

/* The exit code of a child running fn(arg), or -1 if it did not exit. */
static int exit_code(int (*fn)(int), int arg)
{
	int status = in_child(fn, arg);

	return status >= 0 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void test_exit_code(const char *name)
{
	CHECK_EQ(name, exit_code(child_exit, 42), 42);
}

static void test_exit_zero(const char *name)
{
	CHECK_EQ(name, exit_code(child_exit, 0), 0);
}

static void test_exit_low_byte(const char *name)
{
	CHECK_EQ(name, exit_code(child_exit, 256 + 7), 7);
}

/* 0 when setpgrp() made the child the leader of a new process group. */
static int child_setpgrp(int unused)
{
	(void)unused;
	if (setpgrp() != 0)
		return 1;
	return getpgrp() == getpid() ? 0 : 2;
}

static void test_setpgrp(const char *name)
{
	CHECK_EQ(name, exit_code(child_setpgrp, 0), 0);
}

/* A session leader cannot change its process group: EPERM. */
static int child_setpgrp_leader(int unused)
{
	(void)unused;
	if (setsid() < 0)
		return 100;
	errno = 0;
	if (setpgrp() != -1)
		return 101;
	return errno;
}

static void test_setpgrp_session_leader(const char *name)
{
	CHECK_EQ(name, exit_code(child_setpgrp_leader, 0), EPERM);
}

/* sync() cannot fail; what can be checked is that it returns and leaves
 * errno alone, with data written just before it still readable.
 */
static void test_sync(const char *name)
{
	char path[64], c = 0;
	int fd, ok;

	snprintf(path, sizeof(path), "/tmp/t-unistd.%d", getpid());
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	ok = fd >= 0 && write(fd, "s", 1) == 1;
	errno = 0;
	sync();
	ok = ok && errno == 0 && lseek(fd, 0, SEEK_SET) == 0 &&
	     read(fd, &c, 1) == 1 && c == 's';
	close(fd);
	unlink(path);
	CHECK_EQ(name, ok, 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_exit_code),
	CHECK_CASE(test_exit_zero),
	CHECK_CASE(test_exit_low_byte),
	CHECK_CASE(test_setpgrp),
	CHECK_CASE(test_setpgrp_session_leader),
	CHECK_CASE(test_sync),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
