/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Division where the compiler calls helpers (div-helpers.h): 64-bit
 * values on 32-bit architectures, and all sizes on ARM. The operands come
 * from a volatile table so that nothing is folded at compile time.
 */

#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/wait.h>
#include "check.h"

static volatile unsigned long long u64s[] = {
	0, 1, 7, 10, 0xffffffffULL, 0x100000000ULL, 123456789012345ULL,
	0x8000000000000000ULL, 0xffffffffffffffffULL, 1000000007ULL,
};
#define N (sizeof(u64s) / sizeof(u64s[0]))

/* A checksum over all quotients and remainders of the table's pairs. */
static void test_u64(const char *name)
{
	unsigned long long sum = 0;
	size_t i, j;

	for (i = 0; i < N; i++)
		for (j = 1; j < N; j++)
			sum = sum * 31 + u64s[i] / u64s[j] + (u64s[i] % u64s[j]) * 7;
	CHECK_EQ(name, sum == 0xb38a3fad3eeddb10ULL, 1);
	if (sum != 0xb38a3fad3eeddb10ULL)
		ksft_print_msg("sum %llx\n", sum);
}

static void test_s64(const char *name)
{
	long long sum = 0, a, b;
	size_t i, j;

	for (i = 0; i < N; i++)
		for (j = 1; j < N; j++) {
			a = (long long)(i & 1 ? -u64s[i] : u64s[i]);
			b = (long long)(j & 2 ? -u64s[j] : u64s[j]);
			if (b == -1 && a == (long long)0x8000000000000000ULL)
				continue;	/* overflows: undefined */
			sum = sum * 31 + a / b + (a % b) * 7;
		}
	CHECK_EQ(name, (unsigned long long)sum == 0x07ead7a01e8e6825ULL, 1);
	if ((unsigned long long)sum != 0x07ead7a01e8e6825ULL)
		ksft_print_msg("sum %llx\n", (unsigned long long)sum);
}

static void test_32(const char *name)
{
	unsigned int usum = 0, ssum = 0;
	int a, b;
	size_t i, j;

	for (i = 0; i < N; i++)
		for (j = 1; j < N; j++) {
			if (!(unsigned int)u64s[j])
				continue;
			usum = usum * 31 + (unsigned int)u64s[i] / (unsigned int)u64s[j] +
			       (unsigned int)u64s[i] % (unsigned int)u64s[j];
			a = (int)u64s[i];
			b = -(int)(u64s[j] & 0x7fffffff);
			if (b)
				ssum = ssum * 3 + (unsigned int)(a / b + a % b);
		}
	CHECK_EQ(name, usum * 10000000000ULL + ssum, 8512619270806005476ULL);
}

static void test_printf_u64(const char *name)
{
	char buf[64];

	snprintf(buf, sizeof(buf), "%llu %lld", u64s[6], -(long long)u64s[8] / 3);
	CHECK_STR(name, buf, "123456789012345 0");
}

/*
 * Population counts, which gcc leaves to libgcc on a CPU it may not
 * assume has the instruction (div-helpers.h's __popcountdi2), against a
 * count bit by bit.
 */
static void test_popcount(const char *name)
{
	unsigned long long v;
	int i, b, bad = 0, want;

	for (i = 0; i < (int)N; i++) {
		v = u64s[i] ^ ((unsigned long long)i << 33);
		for (want = 0, b = 0; b < 64; b++)
			want += (v >> b) & 1;
		bad += __builtin_popcountll(v) != want;
		bad += __builtin_popcountl((unsigned long)v) !=
		       want - (int)(sizeof(long) == 4 ? __builtin_popcountll(v >> 32) : 0);
		bad += __builtin_popcount((unsigned int)v) != __builtin_popcountll(v & 0xffffffffULL);
	}
	CHECK_EQ(name, bad, 0);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_u64),
	CHECK_CASE(test_s64),
	CHECK_CASE(test_32),
	CHECK_CASE(test_printf_u64),
	CHECK_CASE(test_popcount),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
