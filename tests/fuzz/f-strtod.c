// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing strtod(), strtof() and atof(): strings of white space, a sign,
 * then a decimal number (up to 30 digits, a point anywhere, exponents
 * around the ends of both formats), a hexadecimal one (any number of
 * digits, a point, a binary exponent), the exact decimal value of a tie
 * between two doubles or two floats (up to 770 digits, normal and
 * subnormal) as it is, followed by up to 300 zeros, or moved by a digit
 * past its end (after those zeros: past the 800 digits strtod() keeps),
 * or inf, infinity, nan and nan(chars) in mixed case; an exponent or a
 * prefix without digits now and then, and a tail. The ties are made here with integers
 * in base 10^9, no library function. Printed: the result's bits, where
 * the end pointer went and errno.
 */

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz.h"

#define LONGEST	1500

static const char *const spaces[] = { "", "", "", " ", "\t", "\n \v\f\r" };
static const char *const signs[] = { "", "", "", "-", "+", "--", "+-" };
static const char *const tails[] = {
	"", "", "", "", " ", "x", "e", "e+", "E-", "e+1x", "p3", ".", "..5", "_", "\xff", "0x1",
};
static const char *const words[] = {
	"inf", "INF", "Inf", "infinity", "INFINITY", "infinit", "infin", "in", "iNfInItY",
	"nan", "NAN", "NaN", "nan()", "nan(123)", "nan(0x7ffff)", "nan(abc_9)", "nan(", "nan(1",
	"nan(-1)", "nan(0x)", "nan(99999999999999999999999)", "nan( )", "nanx", "na",
};

static void digits(char *s, unsigned int n, int lead)
{
	while (n--)
		fuzz_catc(s, lead-- > 0 ? '0' : '0' + fuzz_below(10));
}

/* "e-17" and the like: exponents of all sizes, more near the formats' ends */
static void exponent(char *s, char e)
{
	static const int near[] = { 0, 1, 9, 37, 38, 39, 44, 45, 46, 300, 307, 308, 309,
				    310, 320, 323, 324, 325, 330, 400, 1000, 99999 };
	unsigned int x = fuzz_below(3) ? FUZZ_PICK(near) + fuzz_below(3) : fuzz_below(2000);

	fuzz_catc(s, e);
	switch (fuzz_below(4)) {
	case 0:
		fuzz_catc(s, '-');
		break;
	case 1:
		fuzz_catc(s, '+');
		break;
	case 2:
		if (fuzz_below(3) == 0)
			fuzz_catc(s, "x+-"[fuzz_below(3)]);	/* no exponent after all */
		else
			fuzz_catc(s, '-');
		break;
	}
	if (fuzz_below(20) == 0)
		fuzz_cat(s, "00000000000000000000");
	fuzz_catu(s, x);
	if (fuzz_below(50) == 0)
		fuzz_cat(s, "99999999999999999999");
}

static void decimal(char *s)
{
	unsigned int n = fuzz_below(4) ? fuzz_below(20) : fuzz_below(31);
	unsigned int point = fuzz_below(n + 2);
	unsigned int i;

	for (i = 0; i < n; i++) {
		if (i == point)
			fuzz_catc(s, '.');
		digits(s, 1, fuzz_below(4) == 0);
	}
	if (point == n && fuzz_below(2))
		fuzz_catc(s, '.');
	if (fuzz_below(4))
		exponent(s, "eE"[fuzz_below(2)]);
}

static void hex(char *s)
{
	static const char hd[] = "0123456789abcdefABCDEF";
	unsigned int n = fuzz_below(24), point = fuzz_below(n + 2), i;

	fuzz_cat(s, fuzz_below(2) ? "0x" : "0X");
	for (i = 0; i < n; i++) {
		if (i == point)
			fuzz_catc(s, '.');
		fuzz_catc(s, fuzz_below(5) == 0 ? '0' : FUZZ_PICK(hd));
	}
	if (fuzz_below(3)) {
		unsigned int x = fuzz_below(3) ? fuzz_below(1200) : fuzz_below(20000);

		fuzz_cat(s, fuzz_below(2) ? "p" : "P");
		if (fuzz_below(2))
			fuzz_catc(s, "-+"[fuzz_below(2)]);
		fuzz_catu(s, x);
	}
}

/*
 * (2m + 1) * 2^(e - 1) written out exactly, m of mant bits (the top one
 * set, or not for a subnormal tie): in base 10^9, least significant
 * first, multiplied by 2 or by 5 and the point moved.
 */
static void tie(char *s, int mant, int emin, int emax)
{
	uint32_t l[100];
	int nl, i, j, e, k, len;
	uint64_t m = fuzz_next() >> (64 - mant), x;
	char out[LONGEST];

	if (fuzz_below(4))
		m |= (uint64_t)1 << (mant - 1);
	else
		m &= ((uint64_t)1 << (mant - 1)) - 1;	/* a subnormal */
	m = 2 * m + 1;
	e = m >> mant ? emin + (int)fuzz_below(emax - emin) : emin;
	e -= mant;		/* the value: m * 2^e */
	l[0] = m % 1000000000;
	l[1] = m / 1000000000 % 1000000000;
	l[2] = m / 1000000000 / 1000000000;
	nl = 3;
	k = e < 0 ? -e : 0;	/* m * 5^k / 10^k */
	for (i = 0; i < (e < 0 ? -e : e); i++) {
		x = 0;
		for (j = 0; j < nl; j++) {
			x += (uint64_t)l[j] * (e < 0 ? 5 : 2);
			l[j] = x % 1000000000;
			x /= 1000000000;
		}
		if (x)
			l[nl++] = x;
	}
	len = 0;
	for (i = nl - 1; i >= 0; i--)
		for (j = 100000000; j; j /= 10)
			out[len++] = '0' + l[i] / j % 10;
	for (i = 0; i < len - 1 && out[i] == '0'; i++)
		;
	/* the digits out[i..len), the point k from the end */
	if (len - k <= i) {
		fuzz_cat(s, "0.");
		for (j = len - k; j < i; j++)
			fuzz_catc(s, '0');
	}
	for (j = i; j < len; j++) {
		if (j == len - k && j > i)
			fuzz_catc(s, '.');
		fuzz_catc(s, out[j]);
	}
	switch (fuzz_below(5)) {
	case 0:
	case 2:
		/* above by a digit past the 800 kept (sometimes), or the tie itself */
		if (!k)
			fuzz_catc(s, '.');
		for (j = fuzz_below(300); j > 0; j--)
			fuzz_catc(s, '0');
		if (fuzz_below(3))
			fuzz_catc(s, '1');
		break;
	case 1:
		len = fuzz_len_of(s);	/* below: the last digit one less */
		for (j = len - 1; s[j] == '0' || s[j] == '.'; j--)
			if (s[j] == '0')
				s[j] = '9';
		s[j]--;
		break;
	}
}

static void make(char *s, int *is_float)
{
	s[0] = 0;
	fuzz_cat(s, FUZZ_PICK(spaces));
	fuzz_cat(s, FUZZ_PICK(signs));
	switch (fuzz_below(10)) {
	case 0:
		fuzz_cat(s, FUZZ_PICK(words));
		break;
	case 1:
	case 2:
		hex(s);
		break;
	case 3:
	case 4:
		*is_float = fuzz_below(2);
		if (*is_float)
			tie(s, 24, -126, 127);
		else
			tie(s, 53, -1022, 1023);
		break;
	default:
		decimal(s);
		break;
	}
	if (fuzz_len_of(s) < LONGEST - 30)
		fuzz_cat(s, FUZZ_PICK(tails));
}

static void one_case(void)
{
	char buf[LONGEST + 1], *s = buf + 1, *end = buf;
	union { double d; uint64_t u; } d;
	union { float f; uint32_t u; } f;
	int is_float = fuzz_below(3) == 0;

	make(s, &is_float);
	errno = 0;
	fuzz_putc(' ');
	switch (is_float ? 1 : fuzz_below(8) ? 0 : 2) {
	case 0:
		d.d = strtod(s, &end);
		fuzz_puts("strtod");
		break;
	case 1:
		d.u = 0;
		f.f = strtof(s, &end);
		d.u = f.u;
		fuzz_puts("strtof");
		break;
	default:
		d.d = atof(s);
		fuzz_puts("atof");
		break;
	}
	fuzz_putc('(');
	fuzz_str(s);
	fuzz_puts(") = ");
	fuzz_u64(d.u);
	fuzz_field("end", end == buf ? -1 : end - s);
	fuzz_field("errno", errno);
}

FUZZ_MAIN(one_case)
