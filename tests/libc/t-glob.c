/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <fnmatch.h> and <glob.h>: wildcards, bracket expressions, escapes,
 * FNM_PATHNAME and FNM_PERIOD; glob() over a directory made here, with
 * GLOB_MARK, GLOB_ONLYDIR, GLOB_NOCHECK, GLOB_APPEND and no match.
 */

#include <fcntl.h>
#include <fnmatch.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "check.h"

static char dir[64];

static void test_fnmatch(const char *name)
{
	int r = 0;

	r = r * 2 + !fnmatch("*.c", "main.c", 0);
	r = r * 2 + !fnmatch("a?c", "abc", 0);
	r = r * 2 + !fnmatch("[a-c]x", "bx", 0);
	r = r * 2 + !!fnmatch("[!a-c]x", "bx", 0);
	r = r * 2 + !fnmatch("[]]", "]", 0);
	r = r * 2 + !!fnmatch("*", "a/b", FNM_PATHNAME);
	r = r * 2 + !fnmatch("*/b", "a/b", FNM_PATHNAME);
	r = r * 2 + !!fnmatch("*", ".x", FNM_PERIOD);
	r = r * 2 + !fnmatch("\\*", "*", 0);
	r = r * 2 + !!fnmatch("\\*", "a", 0);
	r = r * 2 + !fnmatch("a*b*c", "axxbyyc", 0);
	r = r * 2 + !fnmatch("a*b", "ab", 0);
	r = r * 2 + !!fnmatch("a*b", "abc", 0);
	r = r * 2 + !fnmatch("[", "[", 0);
	CHECK_EQ(name, r, (1 << 14) - 1);
}

/*
 * Classes, symbols and equivalence classes in brackets; glibc's values of
 * the flags; an ill-formed bracket fails the match.
 */
static void test_fnmatch_classes(const char *name)
{
	int r = 0;

	r = r * 2 + !fnmatch("[[:alpha:]][[:digit:]]", "a1", 0);
	r = r * 2 + !!fnmatch("[[:upper:]]", "a", 0);
	r = r * 2 + !fnmatch("[![:space:]]x", "-x", 0);
	r = r * 2 + !fnmatch("[[.a.]]b[[=c=]]", "abc", 0);
	r = r * 2 + !!fnmatch("[[:nope:]]", "a", 0);
	r = r * 2 + !!fnmatch("[a[.]", "a", 0);
	r = r * 2 + (FNM_PATHNAME == 1 && FNM_NOESCAPE == 2 && FNM_PERIOD == 4);
	CHECK_EQ(name, r, (1 << 7) - 1);
}

/* The results joined with spaces, the directory's path left out. */
static void joined(glob_t *g, char *out, size_t len)
{
	size_t i, skip = strlen(dir) + 1;

	*out = 0;
	for (i = 0; i < g->gl_pathc; i++) {
		const char *p = g->gl_pathv[g->gl_offs + i];

		if (*out)
			strncat(out, " ", len - strlen(out) - 1);
		strncat(out, strlen(p) > skip ? p + skip : p, len - strlen(out) - 1);
	}
}

/* glob() of a pattern under the directory made here */
static int glob_here(const char *rel, int flags, glob_t *g)
{
	char pat[128];

	snprintf(pat, sizeof(pat), "%s/%s", dir, rel);
	return glob(pat, flags, NULL, g);
}

/* One result: what glob_here() returned (r), or its paths joined. */
static void check_glob(const char *name, int r, glob_t *g, const char *want)
{
	char out[256];

	joined(g, out, sizeof(out));
	globfree(g);
	CHECK_STR(name, r ? "error" : out, want);
}

static void test_glob_files(const char *name)
{
	glob_t g;
	int r = glob_here("*.txt", 0, &g);

	check_glob(name, r, &g, "a.txt b.txt");
}

static void test_glob_mark(const char *name)
{
	glob_t g;
	int r = glob_here("*", GLOB_MARK, &g);

	check_glob(name, r, &g, "a.txt b.txt sub/");
}

static void test_glob_onlydir(const char *name)
{
	glob_t g;
	int r = glob_here("*", GLOB_ONLYDIR, &g);

	check_glob(name, r, &g, "sub");
}

static void test_glob_deep_append(const char *name)
{
	glob_t g;
	int r = glob_here("s?b/*.txt", 0, &g);

	r = r * 10 + glob_here("[ab].txt", GLOB_APPEND, &g);
	check_glob(name, r, &g, "sub/c.txt a.txt b.txt");
}

static void test_glob_nomatch(const char *name)
{
	char pat[128];
	glob_t g;
	int r, n;

	snprintf(pat, sizeof(pat), "%s/none*", dir);
	r = glob(pat, 0, NULL, &g);
	n = glob(pat, GLOB_NOCHECK, NULL, &g);
	CHECK_EQ(name, (r == GLOB_NOMATCH) * 100 + !n * 10 +
		 (g.gl_pathc == 1 && !strcmp(g.gl_pathv[0], pat)), 111);
	globfree(&g);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_fnmatch),
	CHECK_CASE(test_fnmatch_classes),
	CHECK_CASE(test_glob_files),
	CHECK_CASE(test_glob_mark),
	CHECK_CASE(test_glob_onlydir),
	CHECK_CASE(test_glob_deep_append),
	CHECK_CASE(test_glob_nomatch),
};

static void make_file(const char *rel)
{
	char path[128];

	snprintf(path, sizeof(path), "%s/%s", dir, rel);
	close(open(path, O_CREAT | O_WRONLY, 0600));
}

static void teardown(void)
{
	char path[128];

	unlink(strcat(strcpy(path, dir), "/sub/c.txt"));
	rmdir(strcat(strcpy(path, dir), "/sub"));
	unlink(strcat(strcpy(path, dir), "/a.txt"));
	unlink(strcat(strcpy(path, dir), "/b.txt"));
	unlink(strcat(strcpy(path, dir), "/.hidden.txt"));
	rmdir(dir);
}

int main(void)
{
	char path[128];

	strcpy(dir, "/tmp/t-glob.XXXXXX");
	if (!mkdtemp(dir))
		return 1;
	snprintf(path, sizeof(path), "%s/sub", dir);
	mkdir(path, 0700);
	make_file("b.txt");
	make_file("a.txt");
	make_file(".hidden.txt");
	make_file("sub/c.txt");
	check_teardown = teardown;
	return check_run(cases, CHECK_COUNT(cases));
}
