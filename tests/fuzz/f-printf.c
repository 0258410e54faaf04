// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing snprintf(): one conversion per call (d i u o x X c s p and %%),
 * with random flags, width and precision (either may be *), length
 * modifiers and values, between literal text, into buffers of random
 * sizes down to 0. Printed: the format, the arguments, the return value
 * and the bytes written.
 *
 * Only what C defines: '#' with o x X alone, '0' and precision not with
 * c s p, lengths not with c s p. Types whose width differs between
 * architectures (long, size_t, ptrdiff_t, pointers) get values that fit in
 * 32 bits, so that every architecture prints the same.
 */

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "fuzz.h"

static const char *const texts[] = { "", "", "", "a", "%%", " ", "x%%y", "[", "]\n" };
static const char *const strs[] = { "", "a", "hello", "hello, world", "\t\x01z", "0123456789abcdef" };

/* A value of 64 random bits, small, or at an edge. */
static uint64_t value(void)
{
	static const uint64_t edges[] = {
		0, 1, (uint64_t)-1, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff,
		0x7fffffff, 0x80000000, 0xffffffff, 0x7fffffffffffffffULL,
		0x8000000000000000ULL, 10, 100, 1000000, 8, 64, 0x10,
	};

	switch (fuzz_below(4)) {
	case 0:
		return FUZZ_PICK(edges);
	case 1:
		return fuzz_below(1000);
	case 2:
		return -(uint64_t)fuzz_below(1000);
	default:
		return fuzz_next();
	}
}

static void one_case(void)
{
	static const char *const lens[] = { "", "", "", "hh", "h", "l", "ll", "j", "z", "t" };
	static const char convs[] = "diuoxXcsp%";
	static const size_t sizes[] = { 0, 1, 5, 16, 512, 512, 512, 512 };
	char fmt[64], out[512];
	char conv = convs[fuzz_below(sizeof(convs) - 1)];
	const char *len = fuzz_in(conv, "diuoxX") ? FUZZ_PICK(lens) : "";
	int star_w = 0, star_p = 0, w = 0, p = 0, ret = 0, is_int = !!fuzz_in(conv, "diuoxX");
	size_t size = FUZZ_PICK(sizes);
	uint64_t v = value();
	const char *s = FUZZ_PICK(strs);
	int i;

	fmt[0] = 0;
	fuzz_cat(fmt, FUZZ_PICK(texts));
	fuzz_cat(fmt, "%");
	if (conv != '%') {
		static const char flags[] = "-+ #0";

		for (i = 0; i < 5; i++) {
			char f = flags[i];

			if (fuzz_below(4))
				continue;
			if (f == '#' && !fuzz_in(conv, "oxX"))
				continue;
			if (f == '0' && !is_int)
				continue;
			if ((f == '+' || f == ' ') && (conv == 'p' || conv == 's' || conv == 'c'))
				continue;
			fuzz_catc(fmt, f);
		}
		switch (fuzz_below(4)) {
		case 0:
			fuzz_cat(fmt, "*");
			star_w = 1;
			w = (int)fuzz_below(51) - 25;
			break;
		case 1:
			fuzz_catu(fmt, fuzz_below(26));
			break;
		}
		if (conv != 'c' && conv != 'p') {
			switch (fuzz_below(5)) {
			case 0:
				fuzz_cat(fmt, ".*");
				star_p = 1;
				p = (int)fuzz_below(30) - 4;
				break;
			case 1:
				fuzz_cat(fmt, ".");
				break;
			case 2:
				fuzz_cat(fmt, ".");
				fuzz_catu(fmt, fuzz_below(26));
				break;
			}
		}
		fuzz_cat(fmt, len);
	}
	fuzz_catc(fmt, conv);
	fuzz_cat(fmt, FUZZ_PICK(texts));

	/* the value as the type the length says, 32 bits where widths differ */
	if ((len[0] == 'l' && !len[1]) || len[0] == 'z' || len[0] == 't' || conv == 'p')
		v = fuzz_in(conv, "di") ? (uint64_t)(int64_t)(int32_t)v : (uint32_t)v;

#define CALL(x)	(star_w && star_p ? snprintf(size ? out : NULL, size, fmt, w, p, x) : \
		 star_w ? snprintf(size ? out : NULL, size, fmt, w, x) :		\
		 star_p ? snprintf(size ? out : NULL, size, fmt, p, x) :		\
		 snprintf(size ? out : NULL, size, fmt, x))
	for (i = 0; i < (int)sizeof(out); i++)
		out[i] = '#';
	if (conv == 's')
		ret = CALL(s);
	else if (conv == 'p')
		ret = CALL((void *)(uintptr_t)v);
	else if (conv == 'c' || conv == '%' || !*len || len[0] == 'h')
		ret = CALL((int)v);
	else if (len[0] == 'l' && !len[1])
		ret = CALL((long)v);
	else if (len[0] == 'l')
		ret = CALL((long long)v);
	else if (len[0] == 'j')
		ret = CALL((intmax_t)v);
	else if (len[0] == 'z')
		ret = CALL((size_t)v);
	else
		ret = CALL((ptrdiff_t)v);

	fuzz_putc(' ');
	fuzz_str(fmt);
	if (star_w)
		fuzz_field("w", w);
	if (star_p)
		fuzz_field("p", p);
	if (conv == 's') {
		fuzz_puts(" s=");
		fuzz_str(s);
	} else if (conv != '%') {
		fuzz_field("v", (int64_t)v);
	}
	fuzz_field("size", size);
	fuzz_field("ret", ret);
	fuzz_puts(" out=");
	/* what was written: up to size - 1 bytes and the zero, nothing past */
	if (size)
		fuzz_quote(out, (size_t)ret < size ? (size_t)ret + 1 : size);
}

FUZZ_MAIN(one_case)
