/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <math.h>: sqrt() correctly rounded (a checksum of the bits of 20000
 * roots of numbers spread over the whole range, subnormals included, and
 * the special cases), sqrtf(), trunc/floor/ceil/round and their float
 * forms, fabs, copysign, fmin, fmax, the classification macros.
 */

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

static unsigned long long bits(double d)
{
	unsigned long long u;

	memcpy(&u, &d, sizeof(u));
	return u;
}

static double from_bits(unsigned long long u)
{
	double d;

	memcpy(&d, &u, sizeof(d));
	return d;
}

static void test_sqrt_checksum(const char *name)
{
	unsigned long long seed = 12345, sum = 0;
	int i;

	for (i = 0; i < 20000; i++) {
		seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
		/* positive, any exponent (0x7fe at most: no inf or NaN) */
		sum = sum * 31 + bits(sqrt(from_bits((seed >> 1) % 0x7fefffffffffffffULL)));
	}
	CHECK_EQ(name, sum == 0x9549af8960d04df7ULL, 1);
	if (sum != 0x9549af8960d04df7ULL)
		ksft_print_msg("checksum %llx\n", sum);
}

static void test_sqrt_special(const char *name)
{
	int r;

	r = (sqrt(4.0) == 2.0) + (sqrt(2.0) == 1.4142135623730951) + (bits(sqrt(-0.0)) == bits(-0.0));
	r = r * 10 + !!isinf(sqrt(INFINITY)) + !!isnan(sqrt(NAN));
	errno = 0;
	r = r * 10 + (!!isnan(sqrt(-1.0)) && errno == EDOM);
	r = r * 10 + (sqrtf(2.0f) == 1.41421354f);
	CHECK_EQ(name, r, 3211);
}

/* the results' bits: no double to 64-bit integer conversion, which needs helpers on 32-bit */
static void test_rounding(const char *name)
{
	static const double in[] = { 2.5, -2.5, 0.4, -0.4, 1e300, -7.0, 0.5, 4503599627370495.5 };
	unsigned long long sum = 0;
	size_t i;

	for (i = 0; i < sizeof(in) / sizeof(in[0]); i++)
		sum = ((sum * 31 + bits(trunc(in[i]))) * 31 + bits(floor(in[i]))) * 31 +
		      bits(ceil(in[i])) * 7 + bits(round(in[i]));
	CHECK_EQ(name, sum == 0xd4ef0c904d851ae0ULL, 1);
	if (sum != 0xd4ef0c904d851ae0ULL)
		ksft_print_msg("checksum %llx\n", sum);
}

static void test_float_forms(const char *name)
{
	CHECK_EQ(name, (ceilf(2.1f) == 3.0f) * 1000 + (floorf(-2.1f) == -3.0f) * 100 +
		 (truncf(-2.9f) == -2.0f) * 10 + (roundf(0.5f) == 1.0f), 1111);
}

static void test_misc(const char *name)
{
	int r = (fabs(-3.5) == 3.5) + (fabsf(-1.0f) == 1.0f) + (copysign(2.0, -0.0) == -2.0);

	r = r * 10 + (fmin(NAN, 1.0) == 1.0) + (fmax(2.0, 3.0) == 3.0);
	r = r * 10 + !!signbit(-0.0) + !signbit(0.0) + !!isfinite(1.0) + !isfinite(HUGE_VAL);
	r = r * 10 + (bits(ceil(-0.5)) == bits(-0.0));
	CHECK_EQ(name, r, 3241);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_sqrt_checksum),
	CHECK_CASE(test_sqrt_special),
	CHECK_CASE(test_rounding),
	CHECK_CASE(test_float_forms),
	CHECK_CASE(test_misc),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
