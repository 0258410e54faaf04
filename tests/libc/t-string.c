/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <string.h>, <strings.h> and <libgen.h> additions of nolibc-ext: memchr,
 * memrchr, memmem, strstr, strspn, strcspn, strpbrk, strtok, strtok_r,
 * strsep, strcasecmp, strncasecmp, strcat, stpcpy, strchrnul, and the GNU
 * and POSIX basename() and dirname().
 */

#define _GNU_SOURCE	/* glibc declares GNU basename() with it */
#include <string.h>
#include <strings.h>
#include <stdio.h>
#include "check.h"

/* The offset of p in s, or -1 for NULL. */
static long off(const void *s, const void *p)
{
	return p ? (const char *)p - (const char *)s : -1;
}

static const char text[] = "the quick brown fox";

static void test_memchr(const char *name)
{
	CHECK_EQ(name, off(text, memchr(text, 'q', sizeof(text))) * 100 +
		 off(text, memchr(text, 'z', sizeof(text))), 4 * 100 - 1);
}

static void test_memchr_nul(const char *name)
{
	CHECK_EQ(name, off(text, memchr(text, 0, sizeof(text))), sizeof(text) - 1);
}

static void test_memrchr(const char *name)
{
	CHECK_EQ(name, off(text, memrchr(text, 'o', strlen(text))), 17);
}

static void test_memmem(const char *name)
{
	CHECK_EQ(name, off(text, memmem(text, strlen(text), "own", 3)) * 100 +
		 off(text, memmem(text, 3, "he q", 4)), 12 * 100 - 1);
}

static void test_memmem_empty(const char *name)
{
	CHECK_EQ(name, off(text, memmem(text, 5, "", 0)), 0);
}

static void test_strstr(const char *name)
{
	CHECK_EQ(name, off(text, strstr(text, "fox")) * 100 + off(text, strstr(text, "cat")),
		 16 * 100 - 1);
}

static void test_strstr_empty(const char *name)
{
	CHECK_EQ(name, off(text, strstr(text, "")), 0);
}

static void test_strspn(const char *name)
{
	CHECK_EQ(name, strspn("aabbcx", "abc") * 10 + strcspn("hello, world", ",;"), 55);
}

static void test_strpbrk(const char *name)
{
	CHECK_EQ(name, off(text, strpbrk(text, "kx")) * 100 + off(text, strpbrk(text, "Z")),
		 8 * 100 - 1);
}

static void test_strtok(const char *name)
{
	char buf[32], out[32] = "";
	char *t;

	strcpy(buf, ",,a,bb;;c,");
	for (t = strtok(buf, ",;"); t; t = strtok(NULL, ",;")) {
		strcat(out, t);
		strcat(out, "|");
	}
	CHECK_STR(name, out, "a|bb|c|");
}

static void test_strtok_r(const char *name)
{
	char buf[16], *save, *a, *b, *c;

	strcpy(buf, "x y");
	a = strtok_r(buf, " ", &save);
	b = strtok_r(NULL, " ", &save);
	c = strtok_r(NULL, " ", &save);
	CHECK_EQ(name, off(buf, a) * 100 + off(buf, b) * 10 + (c == NULL), 21);
}

static void test_strsep(const char *name)
{
	char buf[16], *p = buf, out[32] = "";
	char *t;

	strcpy(buf, "a,,b");
	while ((t = strsep(&p, ",")) != NULL) {
		strcat(out, "[");
		strcat(out, t);
		strcat(out, "]");
	}
	CHECK_STR(name, out, "[a][][b]");
}

static void test_strcasecmp(const char *name)
{
	CHECK_EQ(name, (strcasecmp("HeLLo", "hello") == 0) * 100 +
		 (strcasecmp("abc", "ABD") < 0) * 10 + (strcasecmp("b", "A") > 0), 111);
}

static void test_strncasecmp(const char *name)
{
	CHECK_EQ(name, (strncasecmp("ABCx", "abcy", 3) == 0) * 10 +
		 (strncasecmp("ab", "abc", 3) < 0), 11);
}

static void test_strcat(const char *name)
{
	char buf[16] = "ab";

	CHECK_STR(name, strcat(strcat(buf, "cd"), ""), "abcd");
}

static void test_stpcpy(const char *name)
{
	char buf[16];

	CHECK_EQ(name, off(buf, stpcpy(stpcpy(buf, "abc"), "de")), 5);
}

static void test_strchrnul(const char *name)
{
	CHECK_EQ(name, off(text, strchrnul(text, 'q')) * 100 +
		 off(text, strchrnul(text, 'Z')), 4 * 100 + 19);
}

static void test_gnu_basename(const char *name)
{
	char out[32];

	snprintf(out, sizeof(out), "%s|%s|%s", basename("/usr/lib"), basename("lib"),
		 basename("/usr/"));
	CHECK_STR(name, out, "lib|lib|");
}

/* the terminating zero is part of the string */
static void test_strchr_nul(const char *name)
{
	const char *s = "abca";

	CHECK_EQ(name, (strchr(s, 0) - s) * 100 + (strrchr(s, 0) - s) * 10 +
		 (strrchr(s, 'a') - s), 443);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_strchr_nul),
	CHECK_CASE(test_memchr),
	CHECK_CASE(test_memchr_nul),
	CHECK_CASE(test_memrchr),
	CHECK_CASE(test_memmem),
	CHECK_CASE(test_memmem_empty),
	CHECK_CASE(test_strstr),
	CHECK_CASE(test_strstr_empty),
	CHECK_CASE(test_strspn),
	CHECK_CASE(test_strpbrk),
	CHECK_CASE(test_strtok),
	CHECK_CASE(test_strtok_r),
	CHECK_CASE(test_strsep),
	CHECK_CASE(test_strcasecmp),
	CHECK_CASE(test_strncasecmp),
	CHECK_CASE(test_strcat),
	CHECK_CASE(test_stpcpy),
	CHECK_CASE(test_strchrnul),
	CHECK_CASE(test_gnu_basename),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
