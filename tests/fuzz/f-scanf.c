// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing sscanf(): up to three directives (d i u o x X c s [set] n %%,
 * with or without '*', a width, a length) between literal text and white
 * space, on inputs made of numbers in every base with signs and
 * prefixes (some 80 characters long), words, punctuation and white
 * space; scan sets with ranges chained, reversed and first. Printed: the return value
 * and every value a conversion that C says happened stored.
 *
 * Numbers have at most 31 bits read in any base (an overflow is
 * undefined, and strtol() saturates at the width of long); values of
 * long, size_t and ptrdiff_t are printed as their low 31 bits, as those
 * types differ in width between architectures.
 */

#include <stdint.h>
#include <stdio.h>
#include "fuzz.h"

static const char *const num_tokens[] = {
	"0", "7", "42", "-5", "+13", "0x1f", "0X7", "-0x10", "017", "08", "09x",
	"1234567", "-2147483", "0x7fffffff", "0xg", "0x", "-", "+", "00",
	"1e5", "3.5",
	/* longer than any buffer a number might be read into */
	"0000000000000000000000000000000000000000000000000000000000000000000000000000000042",
	"-000000000000000000000000000000000000000000000000000000000000000000000000000000017",
	"0x000000000000000000000000000000000000000000000000000000000000000000000000000000ff",
};
static const char *const word_tokens[] = {
	"a", "abc", "x", "hello", "[]", "ab-c", "%", ",", ";", "Z", "\xff",
};
static const char *const gaps[] = { "", " ", " ", "  ", "\t", "\n", "," };
static const char *const lits[] = { "", "", " ", ",", "x", "%%", "-", " , " };
static const char *const sets[] = {
	"[a-c]", "[^,]", "[]a]", "[^]x]", "[0-9]", "[-a]", "[a-]", "[^ \t\n]", "[%]",
	"[z-a]", "[a-c-e]", "[]-a]", "[^-]", "[+--]", "[0-9-a]", "[^]-b]", "[--0]",
};

struct directive {
	char conv;	/* 0: none */
	int suppress;
	const char *len;
};

union store {
	signed char hh;
	short h;
	int i;
	long l;
	long long ll;
	intmax_t j;
	size_t z;
	ptrdiff_t t;
	char buf[64];
};

/*
 * Tokens with gaps between them; after a number never an empty one, or
 * the next token could lengthen it past 31 bits ("0x7fffffff" "7").
 */
static void make_input(char *in)
{
	int n = 1 + fuzz_below(4), num;
	const char *gap;

	in[0] = 0;
	fuzz_cat(in, FUZZ_PICK(gaps));
	while (n--) {
		num = fuzz_below(3);
		fuzz_cat(in, num ? FUZZ_PICK(num_tokens) : FUZZ_PICK(word_tokens));
		gap = FUZZ_PICK(gaps);
		fuzz_cat(in, num && !*gap ? " " : gap);
	}
}

/* the value stored by an integer directive, as printed */
static int64_t int_value(const struct directive *d, const union store *st)
{
	int is_signed = d->conv == 'd' || d->conv == 'i' || d->conv == 'n';
	const char *l = d->len;

	if (l[0] == 'h' && l[1] == 'h')
		return is_signed ? st->hh : (unsigned char)st->hh;
	if (l[0] == 'h')
		return is_signed ? st->h : (unsigned short)st->h;
	if (l[0] == 'l' && l[1] == 'l')
		return st->ll;
	if (l[0] == 'j')
		return st->j;
	if (l[0] == 'l' || l[0] == 'z' || l[0] == 't')
		return (int64_t)(st->l & 0x7fffffff);
	return is_signed ? st->i : (unsigned int)st->i;
}

static void one_case(void)
{
	static const char *const lens[] = { "", "", "", "hh", "h", "l", "ll", "j", "z", "t" };
	static const char convs[] = "diuoxXcs[n%";
	struct directive d[3];
	union store st[3];
	void *args[3] = { NULL, NULL, NULL };
	char in[400], fmt[96];
	int n = 1 + fuzz_below(3), i, k, nargs = 0, ret, width[3];
	int counted = 0;

	make_input(in);
	fmt[0] = 0;
	fuzz_cat(fmt, FUZZ_PICK(lits));
	for (i = 0; i < 3; i++) {
		d[i].conv = 0;
		width[i] = 0;
		if (i >= n)
			continue;
		d[i].conv = convs[fuzz_below(sizeof(convs) - 1)];
		d[i].suppress = d[i].conv != 'n' && d[i].conv != '%' && !fuzz_below(5);
		d[i].len = fuzz_in(d[i].conv, "diuoxXn") ? FUZZ_PICK(lens) : "";
		fuzz_catc(fmt, '%');
		if (d[i].conv != '%') {
			if (d[i].suppress)
				fuzz_catc(fmt, '*');
			/* c s [ write a buffer: a width keeps them inside it */
			if (fuzz_in(d[i].conv, "cs[") || !fuzz_below(3)) {
				width[i] = 1 + fuzz_below(8);
				fuzz_catu(fmt, width[i]);
			}
			fuzz_cat(fmt, d[i].len);
		}
		if (d[i].conv == '[')
			fuzz_cat(fmt, FUZZ_PICK(sets));
		else
			fuzz_catc(fmt, d[i].conv);
		fuzz_cat(fmt, FUZZ_PICK(lits));
		for (k = 0; k < (int)sizeof(st[i]); k++)
			st[i].buf[k] = (char)0xa5;
		if (d[i].conv != '%' && !d[i].suppress)
			args[nargs++] = &st[i];
	}
	ret = sscanf(in, fmt, args[0], args[1], args[2]);

	fuzz_putc(' ');
	fuzz_str(in);
	fuzz_putc(' ');
	fuzz_str(fmt);
	fuzz_field("ret", ret);
	/*
	 * A directive's value is shown when C says it was stored: a counted
	 * conversion among the first ret, a %n after which one more succeeded.
	 */
	for (i = 0; i < n; i++) {
		int stored;

		if (d[i].conv == '%')
			continue;
		if (d[i].conv == 'n')
			stored = counted < ret;
		else
			stored = !d[i].suppress && counted < ret;
		if (!d[i].suppress && d[i].conv != 'n')
			counted++;
		if (d[i].suppress || !stored)
			continue;
		fuzz_putc(' ');
		if (d[i].conv == 'c') {
			fuzz_quote(st[i].buf, width[i]);
		} else if (d[i].conv == 's' || d[i].conv == '[') {
			fuzz_str(st[i].buf);
		} else {
			fuzz_i64(int_value(&d[i], &st[i]));
		}
	}
}

FUZZ_MAIN(one_case)
