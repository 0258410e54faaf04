/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <libgen.h> of nolibc-ext: POSIX basename() and dirname(), which replace
 * <string.h>'s GNU basename() once included.
 */

#include <libgen.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

/* fn applied to a copy of each path, the results joined by '|'. */
static void check_paths(const char *name, char *(*fn)(char *), const char *want)
{
	static const char *const paths[] = {
		"/usr/lib", "/usr/lib/", "usr", "/", "//", "", "a//b//", ".", "..",
	};
	char out[128] = "", buf[16];
	unsigned int i;

	for (i = 0; i < sizeof(paths) / sizeof(paths[0]); i++) {
		strcpy(buf, paths[i]);
		strcat(out, fn(buf));
		strcat(out, "|");
	}
	CHECK_STR(name, out, want);
}

static char *do_basename(char *p)
{
	return basename(p);
}

static void test_basename(const char *name)
{
	check_paths(name, do_basename, "lib|lib|usr|/|/|.|b|.|..|");
}

static void test_dirname(const char *name)
{
	check_paths(name, dirname, "/usr|/usr|.|/|//|.|a|.|.|");
}

static void test_basename_null(const char *name)
{
	CHECK_STR(name, basename(NULL), ".");
}

static const struct check_case cases[] = {
	CHECK_CASE(test_basename),
	CHECK_CASE(test_dirname),
	CHECK_CASE(test_basename_null),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
