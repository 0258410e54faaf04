/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The environment and the rest of what selftests call: setenv, unsetenv,
 * putenv, clearenv, execle, setlocale and localeconv (<locale.h>),
 * error_at_line (<error.h>), mempcpy, setbuffer and freopen.
 */

#define _GNU_SOURCE	/* glibc: mempcpy(), clearenv(), setbuffer() */
#include <error.h>
#include <fcntl.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "check.h"

/* the entries of environ naming name */
static int env_count(const char *name)
{
	size_t len = strlen(name);
	int i, n = 0;

	for (i = 0; environ && environ[i]; i++)
		n += !strncmp(environ[i], name, len) && environ[i][len] == '=';
	return n;
}

static int env_is(const char *name, const char *value)
{
	const char *v = getenv(name);

	return v && !strcmp(v, value) && env_count(name) == 1;
}

static void test_setenv(const char *name)
{
	char big[5000];
	EXPECT_START;
	int i;

	EXPECT(setenv("T_ENV_A", "one", 0) == 0 && env_is("T_ENV_A", "one"));
	EXPECT(setenv("T_ENV_A", "two", 0) == 0 && env_is("T_ENV_A", "one"));
	EXPECT(setenv("T_ENV_A", "three", 1) == 0 && env_is("T_ENV_A", "three"));
	EXPECT(setenv("T_ENV_B", "", 1) == 0 && env_is("T_ENV_B", ""));
	/* a value with '=' in it is a value */
	EXPECT(setenv("T_ENV_C", "x=y", 1) == 0 && env_is("T_ENV_C", "x=y"));
	/* many: environ grows and keeps every entry */
	for (i = 0; i < 200; i++) {
		snprintf(big, sizeof(big), "T_ENV_N%d", i);
		setenv(big, big + 6, 1);
	}
	for (i = 0; i < 200; i++) {
		snprintf(big, sizeof(big), "T_ENV_N%d", i);
		if (!env_is(big, big + 6))
			break;
	}
	EXPECT(i == 200 && env_is("T_ENV_A", "three"));
	memset(big, 'v', sizeof(big) - 1);
	big[sizeof(big) - 1] = 0;
	EXPECT(setenv("T_ENV_BIG", big, 1) == 0 && env_is("T_ENV_BIG", big));
	EXPECT_END(name);
}

static void test_setenv_errors(const char *name)
{
	EXPECT_START;

	errno = 0;
	EXPECT(setenv("", "x", 1) == -1 && errno == EINVAL);
	errno = 0;
	EXPECT(setenv("A=B", "x", 1) == -1 && errno == EINVAL && !getenv("A"));
	errno = 0;
	EXPECT(unsetenv("") == -1 && errno == EINVAL);
	errno = 0;
	EXPECT(unsetenv("A=B") == -1 && errno == EINVAL);
	EXPECT_END(name);
}

static void test_unsetenv(const char *name)
{
	EXPECT_START;

	setenv("T_ENV_U", "1", 1);
	setenv("T_ENV_UV", "2", 1);
	EXPECT(unsetenv("T_ENV_U") == 0 && !getenv("T_ENV_U") && env_is("T_ENV_UV", "2"));
	/* a name that is not there */
	EXPECT(unsetenv("T_ENV_U") == 0);
	/* a prefix of a name is not that name */
	EXPECT(unsetenv("T_ENV_") == 0 && env_is("T_ENV_UV", "2"));
	EXPECT_END(name);
}

static void test_putenv(const char *name)
{
	static char s[] = "T_ENV_P=one", eq[] = "=empty";
	EXPECT_START;

	EXPECT(putenv(s) == 0 && env_is("T_ENV_P", "one"));
	/* the string itself is in the environment */
	s[8] = 'O';
	EXPECT(env_is("T_ENV_P", "One"));
	setenv("T_ENV_P", "two", 1);
	EXPECT(env_is("T_ENV_P", "two"));
	/* no '=': the name goes */
	EXPECT(putenv((char *)"T_ENV_P") == 0 && !getenv("T_ENV_P"));
	/* an empty name: glibc takes it, and ignores "" */
	EXPECT(putenv(eq) == 0 && env_count("") == 1);
	EXPECT(putenv((char *)"") == 0 && env_count("") == 1);
	EXPECT_END(name);
}

static void test_clearenv(const char *name)
{
	EXPECT_START;
	pid_t pid = fork();

	/* in a child: the other cases keep their environment */
	if (pid == 0) {
		setenv("T_ENV_X", "1", 1);
		if (clearenv() || getenv("T_ENV_X") || getenv("PATH"))
			_exit(1);
		if (setenv("T_ENV_Y", "2", 1) || !env_is("T_ENV_Y", "2") || env_count("PATH"))
			_exit(2);
		_exit(0);
	}
	EXPECT(check_child(pid) == 0);
	EXPECT_END(name);
}

/* the environment a program started with setenv() reaches it */
static void test_setenv_exec(const char *name)
{
	char *argv[] = { "sh", "-c", "test \"$T_ENV_E\" = passed && test -z \"$T_ENV_G\"",
			 NULL };
	pid_t pid;

	setenv("T_ENV_E", "passed", 1);
	setenv("T_ENV_G", "gone", 1);
	unsetenv("T_ENV_G");
	pid = fork();
	if (pid == 0) {
		execv("/bin/sh", argv);
		_exit(99);
	}
	CHECK_EQ(name, check_child(pid), 0);
}

static void test_execle(const char *name)
{
	char *envp[] = { "T_ENV_L=9", NULL };
	pid_t pid = fork();

	if (pid == 0) {
		execle("/bin/sh", "sh", "-c", "test -z \"$T_ENV_E\" && exit $T_ENV_L",
		       (char *)NULL, envp);
		_exit(99);
	}
	CHECK_EQ(name, check_child(pid), 9);
}

static void test_setlocale(const char *name)
{
	const char *r;
	EXPECT_START;

	r = setlocale(LC_ALL, NULL);
	EXPECT(r && !strcmp(r, "C"));
	r = setlocale(LC_ALL, "C");
	EXPECT(r && !strcmp(r, "C"));
	r = setlocale(LC_NUMERIC, "POSIX");
	EXPECT(r && !strcmp(r, "C"));
	EXPECT(setlocale(LC_ALL, "xx_NOWHERE.UTF-8") == NULL);
	r = setlocale(LC_CTYPE, NULL);
	EXPECT(r && !strcmp(r, "C"));
	errno = 0;
	EXPECT(setlocale(99, "C") == NULL && errno == EINVAL);
	/* "": the environment's name */
	setenv("LC_ALL", "C", 1);
	r = setlocale(LC_ALL, "");
	EXPECT(r && !strcmp(r, "C"));
	/* (one category of a locale not there: static glibc says "") */
	setenv("LC_ALL", "xx_NOWHERE", 1);
	EXPECT(setlocale(LC_ALL, "") == NULL);
	unsetenv("LC_ALL");
	EXPECT(LC_CTYPE == 0 && LC_ALL == 6 && LC_IDENTIFICATION == 12);
	EXPECT_END(name);
}

static void test_localeconv(const char *name)
{
	struct lconv *c = localeconv();
	EXPECT_START;

	EXPECT(!strcmp(c->decimal_point, ".") && !strcmp(c->thousands_sep, ""));
	EXPECT(!strcmp(c->grouping, "") && !strcmp(c->currency_symbol, ""));
	EXPECT(!strcmp(c->int_curr_symbol, "") && !strcmp(c->negative_sign, ""));
	EXPECT(c->frac_digits == CHAR_MAX && c->int_n_sign_posn == CHAR_MAX);
	EXPECT_END(name);
}

/* what error_at_line() writes, without the program's name */
static void error_output(char *buf, size_t len, int once)
{
	int fd[2], n = 0;
	pid_t pid;
	ssize_t r;

	buf[0] = 0;
	if (pipe(fd))
		return;
	pid = fork();
	if (pid == 0) {
		dup2(fd[1], 2);
		error_one_per_line = once;
		error_at_line(0, 0, "file.c", 12, "first %d", 1);
		error_at_line(0, 0, "file.c", 12, "again");
		error_at_line(0, 0, "other.c", 12, "other");
		error_at_line(0, 0, NULL, 3, "no file");
		_exit(error_message_count);
	}
	close(fd[1]);
	while (n < (int)len - 1 && (r = read(fd[0], buf + n, len - 1 - n)) > 0)
		n += r;
	buf[n] = 0;
	close(fd[0]);
	n = check_child(pid);
	snprintf(buf + strlen(buf), len - strlen(buf), "count %d", n);
}

/*
 * Each line from its first ':' on (the program's name is a path), ended
 * by '|' instead of a newline, for one line of TAP
 */
static void strip_names(char *s)
{
	char *out = s, *line = s, *colon, *end;

	while (*line) {
		end = strchr(line, '\n');
		end = end ? end + 1 : line + strlen(line);
		colon = memchr(line, ':', end - line);
		if (!colon || !strncmp(line, "count", 5))
			colon = line;
		memmove(out, colon, end - colon);
		out += end - colon;
		if (out[-1] == '\n')
			out[-1] = '|';
		line = end;
	}
	*out = 0;
}

static void test_error_at_line(const char *name)
{
	char buf[512];

	error_output(buf, sizeof(buf), 0);
	strip_names(buf);
	CHECK_STR(name, buf, ":file.c:12: first 1|:file.c:12: again|:other.c:12: other|"
		  ": no file|count 4");
}

static void test_error_one_per_line(const char *name)
{
	char buf[512];

	error_output(buf, sizeof(buf), 1);
	strip_names(buf);
	CHECK_STR(name, buf, ":file.c:12: first 1|:other.c:12: other|: no file|count 3");
}

static void test_mempcpy(const char *name)
{
	char buf[16] = "..........";
	char *end = mempcpy(buf, "abc", 3);

	end = mempcpy(end, "de", 2);
	end = mempcpy(end, "", 0);
	CHECK_EQ(name, (end - buf) * 100 + !strcmp(buf, "abcde....."), 501);
}

static void test_setbuffer(const char *name)
{
	static char b[BUFSIZ];
	FILE *f = tmpfile();
	char got[8] = "";

	setbuffer(f, b, sizeof(b));
	fputs("abc", f);
	rewind(f);
	setbuffer(f, NULL, 0);
	CHECK_STR(name, fgets(got, sizeof(got), f), "abc");
	fclose(f);
}

/* what path holds, up to len - 1 bytes, "" if it cannot be read */
static void slurp(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY);
	ssize_t n = fd < 0 ? 0 : read(fd, buf, len - 1);

	buf[n > 0 ? n : 0] = 0;
	if (fd >= 0)
		close(fd);
}

static void test_freopen(const char *name)
{
	char got[64];
	EXPECT_START;
	FILE *f;
	pid_t pid;

	check_files_setup("t-env");
	/* stdout into a file, still fd 1 */
	pid = fork();
	if (pid == 0) {
		if (freopen(check_path, "w", stdout) != stdout || fileno(stdout) != 1)
			_exit(1);
		printf("to the file %d\n", 1);
		fflush(stdout);
		_exit(0);
	}
	EXPECT(check_child(pid) == 0);
	slurp(check_path, got, sizeof(got));
	EXPECT(!strcmp(got, "to the file 1\n"));
	/* a file that cannot be opened: NULL, and the stream closed */
	pid = fork();
	if (pid == 0) {
		if (freopen("/nonexistent/x", "r", stdout) || errno != ENOENT)
			_exit(1);
		_exit(write(1, "x", 1) == -1 && errno == EBADF ? 0 : 2);
	}
	EXPECT(check_child(pid) == 0);
	/* no path: the same file in another mode ("a" keeps it) */
	f = fopen(check_path, "r");
	f = freopen(NULL, "a", f);
	EXPECT(f && fputs("more\n", f) >= 0);
	f = freopen(NULL, "r", f);
	EXPECT(f && fgets(got, sizeof(got), f) && !strcmp(got, "to the file 1\n"));
	EXPECT(f && fgets(got, sizeof(got), f) && !strcmp(got, "more\n"));
	EXPECT(f && !fgets(got, sizeof(got), f) && feof(f));
	/* a bad mode closes the stream too */
	errno = 0;
	EXPECT(freopen(NULL, "q", f) == NULL && errno == EINVAL);
	EXPECT_END(name);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_setenv),
	CHECK_CASE(test_setenv_errors),
	CHECK_CASE(test_unsetenv),
	CHECK_CASE(test_putenv),
	CHECK_CASE(test_clearenv),
	CHECK_CASE(test_setenv_exec),
	CHECK_CASE(test_execle),
	CHECK_CASE(test_setlocale),
	CHECK_CASE(test_localeconv),
	CHECK_CASE(test_error_at_line),
	CHECK_CASE(test_error_one_per_line),
	CHECK_CASE(test_mempcpy),
	CHECK_CASE(test_setbuffer),
	CHECK_CASE(test_freopen),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
