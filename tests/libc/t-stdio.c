/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The printf family of nolibc-ext: snprintf() against a table of formats
 * (flags, width, precision, lengths, conversions, and what C leaves to the
 * library, done as glibc does), truncation and return values, sprintf(),
 * dprintf() and vdprintf() through a pipe, and the errors; the floating
 * point conversions (f-printfp fuzzes them).
 */

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

#define INT_CASES(X) \
	X("%d", 0, "0") X("%d", -1, "-1") X("%i", 42, "42") \
	X("%5d", 42, "   42") X("%-5d|", 42, "42   |") X("%05d", 42, "00042") \
	X("%05d", -42, "-0042") X("%+d", 7, "+7") X("% d", 7, " 7") \
	X("% +d", 5, "+5") X("%+d", -7, "-7") X("%.3d", 7, "007") \
	X("%8.3d", -7, "    -007") X("%-05d|", 3, "3    |") X("%08.3d", 5, "     005") \
	X("%.0d", 0, "") X("%+.0d", 0, "+") X("%5.0d|", 0, "     |") \
	X("%u", 3000000000U, "3000000000") X("%o", 8, "10") X("%#o", 8, "010") \
	X("%#o", 0, "0") X("%#.0o", 0, "0") X("%#.3o", 8, "010") \
	X("%x", 255, "ff") X("%X", 255, "FF") X("%#x", 255, "0xff") \
	X("%#X", 255, "0XFF") X("%#x", 0, "0") X("%#5.3x", 10, "0x00a") \
	X("%#08x", 10, "0x00000a") X("%hhd", 300, "44") X("%hhu", -1, "255") \
	X("%hd", 70000, "4464") X("%hu", -1, "65535") X("%hx", 0x12345, "2345") \
	X("%c", 'z', "z") X("%3c|", 'a', "  a|") X("%-3c|", 'a', "a  |") \
	X("%+5c|", 'a', "    a|") X("%d%%", 50, "50%") X("%'d", 1234567, "1234567") \
	X("%d", -2147483647 - 1, "-2147483648") X("%x", -1, "ffffffff")

#define LL_CASES(X) \
	X("%lld", -9223372036854775807LL - 1, "-9223372036854775808") \
	X("%llu", 18446744073709551615ULL, "18446744073709551615") \
	X("%llx", 0x123456789abcdefULL, "123456789abcdef") \
	X("%llo", 01777777777777777777777ULL, "1777777777777777777777") \
	X("%25lld|", 12345678901234LL, "           12345678901234|") \
	X("%-+20lld|", 1LL, "+1                  |") \
	X("%.20llu", 5ULL, "00000000000000000005") \
	X("%#llX", 0xabcdefULL, "0XABCDEF")

#define LONG_CASES(X) \
	X("%ld", -123456L, "-123456") X("%lu", 123456UL, "123456") \
	X("%lx", 0xdeadUL, "dead") X("%zu", (size_t)42, "42") \
	X("%zd", (ssize_t)-3, "-3") X("%zx", (size_t)255, "ff") \
	X("%td", (ptrdiff_t)-9, "-9") X("%jd", (intmax_t)-1, "-1") \
	X("%ju", (uintmax_t)77, "77") \
	X("%jd", (intmax_t)-9223372036854775807LL, "-9223372036854775807")

#define STR_CASES(X) \
	X("%s", "hello", "hello") X("%10s|", "hi", "        hi|") \
	X("%-10s|", "hi", "hi        |") X("%.3s", "abcdef", "abc") \
	X("%8.3s|", "abcdef", "     abc|") X("%-8.3s|", "abcdef", "abc     |") \
	X("%05s", "ab", "   ab") X("%.0s|", "abc", "|") X("%s", "", "") \
	X("%s", (const char *)0, "(null)") X("%.3s|", (const char *)0, "|") \
	X("%.6s", (const char *)0, "(null)") X("%y", "", "%y") \
	X("%5y", "", "%5y") X("%5%", "", "%") X("%-5%|", "", "%|") \
	X("a%%b", "", "a%b")

#define STAR_CASES(X) \
	X("%*d", 5, 42, "   42") X("%*d|", -5, 42, "42   |") \
	X("%-*d|", 4, 7, "7   |") X("%.*d", 4, 7, "0007") \
	X("%.*d", -3, 12, "12") X("%.*s", 2, "abc", "ab") \
	X("%*s|", 4, "x", "   x|") X("%.*s", -1, "abc", "abc")

#define PTR_CASES(X) \
	X("%p", (void *)0, "(nil)") X("%10p|", (void *)0, "     (nil)|") \
	X("%p", (void *)0x10, "0x10") X("%-8p|", (void *)0x10, "0x10    |") \
	X("%.5p", (void *)0x10, "0x00010") X("%p", (void *)0xabcdef, "0xabcdef")

#define COUNT_CASE(...) + 1

static char buf[128];

/* Reports snprintf(buf, sizeof(buf), fmt, ...) against want. */
static void check_fmt(const char *what, const char *want, const char *fmt, ...)
{
	va_list ap;
	int ret;

	va_start(ap, fmt);
	memset(buf, '#', sizeof(buf));
	ret = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (ret == (int)strlen(want) && strcmp(buf, want) == 0)
		ksft_test_result_pass("snprintf(\"%s\", %s) = \"%s\" (%d)\n",
				      fmt, what, buf, ret);
	else
		ksft_test_result_fail("snprintf(\"%s\", %s) = \"%s\" (%d), expected \"%s\"\n",
				      fmt, what, ret >= 0 ? buf : "", ret, want);
}

#define RUN_1(fmt, arg, want) check_fmt(#arg, want, fmt, arg);
#define RUN_2(fmt, a, b, want) check_fmt(#a ", " #b, want, fmt, a, b);

/* --- truncation, return values, other functions ------------------------- */

/*
 * snprintf() through a function the compiler does not check formats for:
 * the cases below are wrong or truncate on purpose.
 */
static int sn(char *b, size_t size, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vsnprintf(b, size, fmt, ap);
	va_end(ap);
	return r;
}

static void test_truncate(const char *name)
{
	char b[4];
	int r = sn(b, sizeof(b), "%s", "hello");

	CHECK_EQ(name, r * 1000 + (strcmp(b, "hel") == 0), 5001);
}

static void test_size_one(const char *name)
{
	char b[2] = "x";
	int r = sn(b, 1, "%d", 123);

	CHECK_EQ(name, r * 10 + (b[0] == 0), 31);
}

static void test_size_zero_null(const char *name)
{
	CHECK_EQ(name, snprintf(NULL, 0, "%d-%s", 12345, "ab"), 8);
}

static void test_size_zero_untouched(const char *name)
{
	char b[2] = "x";

	snprintf(b, 0, "%d", 9);
	CHECK_EQ(name, b[0], 'x');
}

static void test_count_n(const char *name)
{
	int n = -1;

	snprintf(buf, sizeof(buf), "abc%ndef", &n);
	CHECK_EQ(name, n, 3);
}

static void test_sprintf(const char *name)
{
	char b[32];
	int r = sprintf(b, "%s=%04d", "x", 7);

	CHECK_EQ(name, r * 10 + (strcmp(b, "x=0007") == 0), 61);
}

/* Reads what fn wrote into a pipe, as "ret:text". */
static const char *through_pipe(int (*fn)(int fd))
{
	static char out[64];
	char got[32];
	int p[2], r, n;

	if (pipe(p))
		return "pipe failed";
	r = fn(p[1]);
	close(p[1]);
	n = read(p[0], got, sizeof(got) - 1);
	close(p[0]);
	got[n > 0 ? n : 0] = 0;
	snprintf(out, sizeof(out), "%d:%s", r, got);
	return out;
}

static int do_dprintf(int fd)
{
	return dprintf(fd, "[%3d|%-3s]", 5, "ab");
}

static int do_vdprintf_va(int fd, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vdprintf(fd, fmt, ap);
	va_end(ap);
	return r;
}

static int do_vdprintf(int fd)
{
	return do_vdprintf_va(fd, "%x-%c", 0xbeef, '!');
}

static int do_long_dprintf(int fd)
{
	/* longer than one internal buffer: goes out in several writes */
	char big[1000];
	int r;

	memset(big, 'z', sizeof(big) - 1);
	big[sizeof(big) - 1] = 0;
	r = dprintf(fd, "%s", big);
	return r;
}

static void test_dprintf(const char *name)
{
	CHECK_STR(name, through_pipe(do_dprintf), "9:[  5|ab ]");
}

static void test_vdprintf(const char *name)
{
	CHECK_STR(name, through_pipe(do_vdprintf), "6:beef-!");
}

static void test_dprintf_long(const char *name)
{
	int p[2], r, n, total = 0;
	char chunk[256];

	if (pipe(p)) {
		ksft_test_result_fail("%s: pipe\n", name);
		return;
	}
	r = do_long_dprintf(p[1]);
	close(p[1]);
	while ((n = read(p[0], chunk, sizeof(chunk))) > 0)
		total += n;
	close(p[0]);
	CHECK_EQ(name, r * 10000 + total, 999 * 10000 + 999);
}

static void test_dprintf_badfd(const char *name)
{
	CHECK_ERR(name, dprintf(-1, "x"), -1, EBADF);
}

static void test_trailing_percent(const char *name)
{
	CHECK_ERR(name, sn(buf, sizeof(buf), "abc%"), -1, EINVAL);
}

/*
 * Widths and precisions past INT_MAX. (A width of exactly INT_MAX is valid
 * but glibc takes 20 s to pad it, even for snprintf(NULL, 0, ...).)
 */
static void test_width_overflow(const char *name)
{
	CHECK_ERR(name, sn(NULL, 0, "%2147483648d", 1), -1, EOVERFLOW);
}

static void test_star_width_int_min(const char *name)
{
	CHECK_ERR(name, sn(NULL, 0, "%*d", -2147483647 - 1, 1), -1, EOVERFLOW);
}

static void test_precision_overflow(const char *name)
{
	CHECK_ERR(name, sn(NULL, 0, "%.2147483648d", 1), -1, EOVERFLOW);
}

/*
 * The floating point conversions through every path to the output (the
 * fuzzer, f-printfp, drives snprintf() alone), and L: a long double
 * that a double holds exactly prints the same with either libc
 * (nolibc-ext takes the nearest double)
 */
static void test_floating(const char *name)
{
	char buf[256] = "";
	int fds[2];

	pipe(fds);
	dprintf(fds[1], "%.3f|%e|%g|%a|", 2039.4375, -1e-300, 0.0001, 0.75);
	close(fds[1]);
	read(fds[0], buf, sizeof(buf) - 1);
	close(fds[0]);
	snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "%Lf|%.3Le|%Lg|%LG|%#g|%#.3g",
		 1.5L, -0.25L, 1e10L, -__builtin_infl(), 999999.5, 0.00099996);
	/* glibc's %#g when rounding makes it an e: no digit after the point */
	CHECK_STR(name, buf, "2039.438|-1.000000e-300|0.0001|0x1.8p-1|"
		  "1.500000|-2.500e-01|1e+10|-INF|1.e+06|0.00100");
}

/*
 * glibc takes L with an integer conversion as ll, and ll or q with a
 * floating one as L (formats not literal: gcc's checks would object)
 */
static const char *l_int = "[%Ld] [%d] [%Lx] [%qd] [%Li]";
static const char *ll_float = "[%llf] [%qe] [%.1f]";

static void test_length_swaps(const char *name)
{
	char buf[128];
	int n;

	n = snprintf(buf, sizeof(buf), l_int, 1LL << 40, 7, 255LL, -5LL, 1LL << 33);
	snprintf(buf + n, sizeof(buf) - n, ll_float, 1.5L, -0.25L, 2.25);
	CHECK_STR(name, buf, "[1099511627776] [7] [ff] [-5] [8589934592]"
		  "[1.500000] [-2.500000e-01] [2.2]");
}

/*
 * Where long double is binary128 (aarch64, riscv64, s390x), nolibc-ext
 * rounds it to a double by hand: values made from their bits (the
 * program could not compute them without soft-float helpers), printed
 * as the double they must become. glibc prints binary128's own digits,
 * so this compares with what is right, not with glibc; elsewhere there
 * is nothing to check.
 */
static void test_binary128_to_double(const char *name)
{
#if __LDBL_MANT_DIG__ == 113
	static const struct {
		unsigned long long hi, lo;
		const char *want;
	} cases[] = {
		{ 0x3fff000000000000ULL, 0x0010000000000000ULL, "0x1p+0" },	/* 1 + 2^-60 */
		{ 0x3fff000000000000ULL, 0x0800000000000000ULL, "0x1p+0" },	/* tie, even */
		{ 0x3fff000000000000ULL, 0x1800000000000000ULL, "0x1.0000000000002p+0" },
		{ 0x3fff000000000000ULL, 0x07ffffffffffffffULL, "0x1p+0" },	/* below half */
		{ 0x3fff000000000000ULL, 0x0800000000000001ULL, "0x1.0000000000001p+0" },
		{ 0x3fffffffffffffffULL, 0xf800000000000000ULL, "0x1p+1" },	/* carry */
		{ 0x43ff000000000000ULL, 0, "inf" },				/* 2^1024 */
		{ 0x3c01000000000000ULL, 0, "0x1p-1022" },
		{ 0x3c00000000000000ULL, 0, "0x0.8p-1022" },
		{ 0x3bcd000000000000ULL, 0, "0x0.0000000000001p-1022" },	/* 2^-1074 */
		{ 0x3bcc000000000000ULL, 0, "0x0p+0" },				/* 2^-1075: tie, even */
		{ 0x3bcc000000000000ULL, 1, "0x0.0000000000001p-1022" },
		{ 0x3bcd800000000000ULL, 0, "0x0.0000000000002p-1022" },	/* 1.5 * 2^-1074 */
		{ 0xbfff800000000000ULL, 0, "-0x1.8p+0" },
		{ 0x7fff800000000000ULL, 0, "nan" },
	};
	union { long double q; unsigned long long w[2]; } u;
	char got[64], bad[512] = "";
	unsigned int i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		u.w[0] = cases[i].hi;
		u.w[1] = cases[i].lo;
#else
		u.w[1] = cases[i].hi;
		u.w[0] = cases[i].lo;
#endif
		snprintf(got, sizeof(got), "%La", u.q);
		if (strcmp(got, cases[i].want))
			snprintf(bad + strlen(bad), sizeof(bad) - strlen(bad), " %u: %s;", i, got);
	}
	CHECK_STR(name, bad, "");
#else
	char bad[1] = "";

	CHECK_STR(name, bad, "");
#endif
}

static const struct check_case cases[] = {
	CHECK_CASE(test_truncate),
	CHECK_CASE(test_size_one),
	CHECK_CASE(test_size_zero_null),
	CHECK_CASE(test_size_zero_untouched),
	CHECK_CASE(test_count_n),
	CHECK_CASE(test_sprintf),
	CHECK_CASE(test_dprintf),
	CHECK_CASE(test_vdprintf),
	CHECK_CASE(test_dprintf_long),
	CHECK_CASE(test_dprintf_badfd),
	CHECK_CASE(test_trailing_percent),
	CHECK_CASE(test_width_overflow),
	CHECK_CASE(test_star_width_int_min),
	CHECK_CASE(test_precision_overflow),
	CHECK_CASE(test_floating),
	CHECK_CASE(test_length_swaps),
	CHECK_CASE(test_binary128_to_double),
};

int main(void)
{
	unsigned int i;

	ksft_print_header();
	ksft_set_plan(0 INT_CASES(COUNT_CASE) LL_CASES(COUNT_CASE)
		      LONG_CASES(COUNT_CASE) STR_CASES(COUNT_CASE)
		      STAR_CASES(COUNT_CASE) PTR_CASES(COUNT_CASE)
		      + CHECK_COUNT(cases));
	INT_CASES(RUN_1)
	LL_CASES(RUN_1)
	LONG_CASES(RUN_1)
	STR_CASES(RUN_1)
	STAR_CASES(RUN_2)
	PTR_CASES(RUN_1)
	for (i = 0; i < CHECK_COUNT(cases); i++)
		cases[i].run(cases[i].name);
	ksft_finished();
	return 0;
}
