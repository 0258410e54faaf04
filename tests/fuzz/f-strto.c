// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing strtol(), strtoul(), strtoll(), strtoull(), strtoimax(),
 * strtoumax(), atoi(), atol() and atoll(): strings made of white space,
 * signs, base prefixes, digits valid and not for the base, and junk;
 * bases 0, 2 to 36 and invalid ones. Printed: the value, where the end
 * pointer went (-1: left alone) and errno.
 *
 * long is 32 bits on half of the architectures and 64 on glibc's host: the
 * long and int functions get strings whose digits fit in 31 bits, so that
 * every architecture has the same answer; the 64-bit ones get any.
 */

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz.h"

static const char *const spaces[] = { "", "", "", " ", "\t", "\n \v\f\r", "  " };
static const char *const signs[] = { "", "", "", "-", "+", "--", "+-", "-+" };
static const char *const prefixes[] = { "", "", "", "0", "0x", "0X", "00x", "0b", "x" };
static const char *const tails[] = { "", "", "", " ", "x", "z", "9", "_1", "\xff", " 12" };
/* tails that add no digit in any base, for the small strings */
static const char *const small_tails[] = { "", "", " ", "_1", "\xff", " 12", "-" };
static const char alnum[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

static int pick_base(void)
{
	static const int odd[] = { 1, 37, -1, 64, 100 };

	switch (fuzz_below(8)) {
	case 0: case 1: case 2:
		return 0;
	case 3:
		return 10;
	case 4:
		return 16;
	case 5:
		return 8;
	case 6:
		return FUZZ_PICK(odd);
	default:
		return 2 + fuzz_below(35);
	}
}

/*
 * Digits: mostly valid for the base (its prefix decides for base 0),
 * sometimes any letter. With small set, fewer digits than would reach
 * 2^31 in that base, counting the prefix's, and a tail with none.
 */
static void make(char *s, int base, int small)
{
	const char *pre = FUZZ_PICK(prefixes);
	int b = base, n, i, max;

	if (b == 0)
		b = (pre[0] == '0' && (pre[1] | 0x20) == 'x') ? 16 : pre[0] == '0' ? 8 : 10;
	if (b < 2 || b > 36)
		b = 10;
	for (max = 0, n = 1; n <= 0x7fffffff / b; n *= b)
		max++;		/* b^max < 2^31 */
	s[0] = 0;
	fuzz_cat(s, FUZZ_PICK(spaces));
	fuzz_cat(s, FUZZ_PICK(signs));
	fuzz_cat(s, pre);
	n = fuzz_below(small ? max - 2 : 30);
	i = fuzz_len_of(s);
	while (n--)
		s[i++] = fuzz_below(8) ? alnum[fuzz_below(b)] : alnum[fuzz_below(62)];
	s[i] = 0;
	fuzz_cat(s, small ? FUZZ_PICK(small_tails) : FUZZ_PICK(tails));
}

static void show(const char *fn, const char *s, int base, int64_t v, const char *end,
		 const char *start)
{
	fuzz_putc(' ');
	fuzz_puts(fn);
	fuzz_putc('(');
	fuzz_str(s);
	fuzz_putc(',');
	fuzz_i64(base);
	fuzz_puts(") = ");
	fuzz_i64(v);
	fuzz_field("end", end == start - 1 ? -1 : end - start);
	fuzz_field("errno", errno);
}

static void one_case(void)
{
	static const char *const fns[] = {
		"strtoll", "strtoull", "strtoimax", "strtoumax",	/* any string */
		"strtol", "strtoul", "atoi", "atol", "atoll",	/* small ones */
	};
	char buf[128], *s = buf + 1, *end = buf;
	unsigned int fn = fuzz_below(9);
	int small = fn >= 4 || fuzz_below(4) == 0;
	int base = fn >= 6 ? 10 : pick_base();
	int64_t v;

	make(s, base, small);
	errno = 0;
	switch (fn) {
	case 0:
		v = strtoll(s, &end, base);
		break;
	case 1:
		v = (int64_t)strtoull(s, &end, base);
		break;
	case 2:
		v = strtoimax(s, &end, base);
		break;
	case 3:
		v = (int64_t)strtoumax(s, &end, base);
		break;
	case 4:
		v = strtol(s, &end, base);
		break;
	case 5:
		/* a negated value wraps at the width of long: its low 31 bits */
		v = strtoul(s, &end, base) & 0x7fffffff;
		break;
	case 6:
		v = atoi(s);
		break;
	case 7:
		v = atol(s);
		break;
	default:
		v = atoll(s);
		break;
	}
	show(fns[fn], s, base, v, end, s);
}

FUZZ_MAIN(one_case)
