/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <ctype.h> additions of nolibc-ext: tolower(), toupper().
 */

#include <ctype.h>
#include "check.h"

/* Reference mappings in the C locale, written out independently. */
static int ref_tolower(int c)
{
	return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

static int ref_toupper(int c)
{
	return c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c;
}

/* Every value the functions accept: EOF and 0..UCHAR_MAX. */
static void check_map(const char *name, int (*fn)(int), int (*ref)(int))
{
	int c;

	for (c = EOF; c <= 255; c++) {
		if (fn(c) != ref(c)) {
			ksft_test_result_fail("%s: %s(%d) = %d, expected %d\n",
					      name, name, c, fn(c), ref(c));
			return;
		}
	}
	ksft_test_result_pass("%s: EOF and 0..255 map as in the C locale\n", name);
}

static void test_tolower(const char *name)
{
	check_map(name, tolower, ref_tolower);
}

static void test_toupper(const char *name)
{
	check_map(name, toupper, ref_toupper);
}

static void test_tolower_z(const char *name)
{
	CHECK_EQ(name, tolower('Z'), 'z');
}

static void test_toupper_a(const char *name)
{
	CHECK_EQ(name, toupper('a'), 'A');
}

static void test_roundtrip(const char *name)
{
	CHECK_EQ(name, toupper(tolower('Q')), 'Q');
}

static const struct check_case cases[] = {
	CHECK_CASE(test_tolower),
	CHECK_CASE(test_toupper),
	CHECK_CASE(test_tolower_z),
	CHECK_CASE(test_toupper_a),
	CHECK_CASE(test_roundtrip),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
