// SPDX-License-Identifier: GPL-2.0
/*
 * Library state is one for the whole program, as in any libc: what a
 * call in u-units.c changes (the random seed, getopt's place in a cluster
 * of options, strtok's place, a character pushed back on stdin, errno) is
 * what a call in this file sees. Header-only state kept `static` gives
 * each file a copy of its own, and these checks fail.
 */

#include <pthread.h>	/* first on purpose: a header other than nolibc.h */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "units.h"

static void test_srand_there(const char *name)
{
	int here, there;

	srand(7);
	here = rand();
	units_srand(7);
	there = rand();
	CHECK_EQ(name, there == here, 1);
}

static void test_rand_there(const char *name)
{
	int here, there;

	units_srand(11);
	here = rand();
	srand(11);
	there = units_rand();
	CHECK_EQ(name, there, here);
}

static void test_getopt_cluster(const char *name)
{
	char a0[] = "t-units", a1[] = "-ab", a2[] = "-c", a3[] = "x";
	char *argv[] = { a0, a1, a2, a3, NULL };
	char got[4];

	optind = 1;
	got[0] = getopt(4, argv, "abc");
	got[1] = units_getopt(4, argv, "abc");	/* 'b': the rest of "-ab" */
	got[2] = getopt(4, argv, "abc");
	got[3] = 0;
	CHECK_STR(name, got, "abc");
}

static void test_strtok_there(const char *name)
{
	char buf[] = "one,two,three";
	char *first = strtok(buf, ",");
	char *second = units_strtok_next(",");

	CHECK_STR(name, second, first ? "two" : "(first failed)");
}

static void test_ungetc_there(const char *name)
{
	CHECK_EQ(name, units_ungetc('q') == 'q' && getc(stdin) == 'q' &&
		 getc(stdin) == EOF, 1);
}

static void test_ungetc_here(const char *name)
{
	CHECK_EQ(name, ungetc('r', stdin) == 'r' && units_getc() == 'r', 1);
}

static void test_errno_there(const char *name)
{
	errno = 0;
	CHECK_EQ(name, units_bad_close() == -1 && errno == EBADF, 1);
}

static void test_errno_here(const char *name)
{
	errno = ERANGE;
	CHECK_EQ(name, units_errno(), ERANGE);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_srand_there),
	CHECK_CASE(test_rand_there),
	CHECK_CASE(test_getopt_cluster),
	CHECK_CASE(test_strtok_there),
	CHECK_CASE(test_ungetc_there),
	CHECK_CASE(test_ungetc_here),
	CHECK_CASE(test_errno_there),
	CHECK_CASE(test_errno_here),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
