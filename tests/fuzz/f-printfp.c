// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing snprintf()'s floating point conversions (f F e E g G a A): one
 * per call, with random flags, width and precision (either may be *),
 * between literal text, into buffers of random sizes down to 0, of
 * doubles drawn to reach every path: any 64 bits (subnormals, infinities,
 * NaNs of either sign included), zeros, small integers, ties of each
 * rounding (an odd number over a power of two, written with as many
 * digits as cut it in half), powers of ten and the values next to them
 * (some scaled down by powers of two), the largest and smallest doubles;
 * made with exact operations only, so that every architecture draws the
 * same (i386's x87 would round an inexact one twice). Printed: the format, the arguments
 * (the double as its bits), the return value and the bytes written,
 * which glibc's must equal byte for byte.
 *
 * Precision up to 60, sometimes up to 800 (every digit of a subnormal).
 * Not L (long double): nolibc-ext takes it as a double, glibc prints its
 * own wider digits on x86.
 */

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "fuzz.h"

static const char *const texts[] = { "", "", "", "a", "%%", " ", "x%%y", "[", "]\n" };

static double from_bits(uint64_t u)
{
	double d;

	memcpy(&d, &u, sizeof(d));
	return d;
}

static uint64_t bits_of(double d)
{
	uint64_t u;

	memcpy(&u, &d, sizeof(u));
	return u;
}

/* a double from one of several families, each sign */
static double value(void)
{
	static const uint64_t edges[] = {
		0, 1, 0x000fffffffffffffULL, 0x0010000000000000ULL,
		0x7fefffffffffffffULL, 0x7ff0000000000000ULL, 0x7ff8000000000000ULL,
		0x3ff0000000000000ULL, 0x3fefffffffffffffULL, 0x3ff0000000000001ULL,
		0x3fb999999999999aULL, 0x4024000000000000ULL,
	};
	/* volatile: i386's x87 must round each step to a double, as SSE does */
	volatile double v = 0, p10 = 1;
	int i, n;

	switch (fuzz_below(7)) {
	case 0:
		v = from_bits(fuzz_next());
		break;
	case 1:
		v = from_bits(FUZZ_PICK(edges));
		break;
	case 2:
		/* (int conversions only: 32-bit targets have no 64-bit one) */
		v = (double)(int)(fuzz_next() >> (33 + fuzz_below(31)));
		break;
	case 3:
		/* (2k + 1) / 2^n: a tie at some number of decimal digits */
		v = (double)(int)(2 * fuzz_below(100000) + 1);
		for (n = (int)fuzz_below(30); n > 0; n--)
			v /= 2;
		break;
	case 4:
		/*
		 * a power of ten (products of a double and 10 are exact on
		 * x87 before the one rounding), or the double next to it;
		 * scaled down by a power of two, exactly
		 */
		n = (int)fuzz_below(309);
		for (i = 0; i < n; i++)
			p10 *= 10;
		v = p10;
		if (fuzz_below(2))
			v = from_bits(bits_of(v) + (fuzz_below(2) ? 1 : -1));
		for (n = fuzz_below(3) ? 0 : (int)fuzz_below(900); n > 0; n--)
			v /= 2;
		break;
	case 5:
		/* a few binary digits after the point: 0.0078125 .. 7812.5 */
		v = (double)(int)fuzz_below(1000000) / 128;
		break;
	default:
		/* a subnormal */
		v = from_bits(fuzz_next() >> (12 + fuzz_below(52)));
		break;
	}
	return fuzz_below(2) ? -v : v;
}

static void one_case(void)
{
	static const char convs[] = "fFeEgGaA";
	static const size_t sizes[] = { 0, 1, 5, 16, 1024, 1024, 1024, 1024 };
	static char out[1024];
	char fmt[64];
	char conv = convs[fuzz_below(sizeof(convs) - 1)];
	int star_w = 0, star_p = 0, w = 0, p = 0, ret, i;
	size_t size = FUZZ_PICK(sizes);
	double v = value();

	fmt[0] = 0;
	fuzz_cat(fmt, FUZZ_PICK(texts));
	fuzz_cat(fmt, "%");
	for (i = 0; i < 5; i++)
		if (!fuzz_below(4))
			fuzz_catc(fmt, "-+ #0"[i]);
	switch (fuzz_below(4)) {
	case 0:
		fuzz_cat(fmt, "*");
		star_w = 1;
		w = (int)fuzz_below(61) - 30;
		break;
	case 1:
		fuzz_catu(fmt, fuzz_below(40));
		break;
	}
	switch (fuzz_below(6)) {
	case 0:
		fuzz_cat(fmt, ".*");
		star_p = 1;
		p = (int)fuzz_below(70) - 5;
		break;
	case 1:
		fuzz_cat(fmt, ".");
		break;
	case 2:
	case 3:
		fuzz_cat(fmt, ".");
		fuzz_catu(fmt, fuzz_below(fuzz_below(8) ? 61 : 800));
		break;
	}
	fuzz_catc(fmt, conv);
	fuzz_cat(fmt, FUZZ_PICK(texts));

	for (i = 0; i < (int)sizeof(out); i++)
		out[i] = '#';
	if (star_w && star_p)
		ret = snprintf(size ? out : NULL, size, fmt, w, p, v);
	else if (star_w)
		ret = snprintf(size ? out : NULL, size, fmt, w, v);
	else if (star_p)
		ret = snprintf(size ? out : NULL, size, fmt, p, v);
	else
		ret = snprintf(size ? out : NULL, size, fmt, v);

	fuzz_putc(' ');
	fuzz_str(fmt);
	if (star_w)
		fuzz_field("w", w);
	if (star_p)
		fuzz_field("p", p);
	fuzz_puts(" v=");
	fuzz_u64(bits_of(v));
	fuzz_field("size", size);
	fuzz_field("ret", ret);
	fuzz_puts(" out=");
	/* what was written: up to size - 1 bytes and the zero, nothing past */
	if (size)
		fuzz_quote(out, (size_t)ret < size ? (size_t)ret + 1 : size);
}

FUZZ_MAIN(one_case)
