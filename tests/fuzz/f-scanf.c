// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing sscanf(): up to three directives (d i u o x X c s [set] n %%
 * e E f F g G a A, with or without '*', a width, a length) between
 * literal text and white space, on inputs made of numbers in every base
 * with signs and prefixes (some 80 characters long), floating ones
 * (exponents without digits, hex, inf, nan, half-words of them, too
 * large and too small), words, punctuation and white space; scan sets
 * with ranges chained, reversed and first. Printed: the return value,
 * every value a conversion that C says happened stored (a float or
 * double as its bits) and errno.
 *
 * Not L, ll, q or j with a floating conversion: nolibc-ext has no long
 * double conversion (j is one where intmax_t is wider than long); nor z
 * or t: a float or a double as long is wider than int or not, with glibc
 * too. Now and then two lengths, which are no conversion.
 *
 * Numbers have at most 31 bits read in any base (an overflow is
 * undefined, and strtol() saturates at the width of long); values of
 * long, size_t and ptrdiff_t are printed as their low 31 bits, as those
 * types differ in width between architectures.
 */

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include "fuzz.h"

static const char *const num_tokens[] = {
	"0", "7", "42", "-5", "+13", "0x1f", "0X7", "-0x10", "017", "08", "09x",
	"1234567", "-2147483", "0x7fffffff", "0xg", "0x", "-", "+", "00",
	"1e5", "3.5",
	"-0.5e-3", "1e+", "1e", "1E-x", ".5", ".", "-.", "5.", "1.5.5", "+.e5", "0x1.8p3", "0x",
	"0x.", "0xp1", "0X.8P-1x", "0x1p", "0xAbC.dEp+2", "inf", "-infinity", "INFINITYx",
	"infinit", "in", "nan", "NaN(12)", "nax", "-n", "1e400", "-1e-400", "4.9e-324",
	"3.4028236e38", "1.4e-45", "-0", "00.00e0", "123456789012345678901234567890",
	"0.000000000000000000000000000000000000000000000000000000000000000000000000000000001e80",
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
	float f;
	double d;
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

/* the bits stored by a floating directive: a double's with l, z or t */
static uint64_t fp_bits(const struct directive *d, const union store *st)
{
	union { double d; uint64_t u; } x;
	union { float f; uint32_t u; } y;

	if (d->len[0] == 'l' || d->len[0] == 'z' || d->len[0] == 't') {
		x.d = st->d;
		return x.u;
	}
	y.f = st->f;
	return y.u;
}

static void one_case(void)
{
	static const char *const lens[] = { "", "", "", "hh", "h", "l", "ll", "j", "z", "t",
					    "", "", "", "hh", "h", "l", "ll", "j", "z", "t", "hl" };
	static const char *const fp_lens[] = { "", "", "", "l", "l", "h", "hh", "lh" };
	static const char convs[] = "diuoxXcs[n%eEfFgGaAfff";
	struct directive d[3];
	union store st[3];
	void *args[3] = { NULL, NULL, NULL };
	char in[400], fmt[96];
	int n = 1 + fuzz_below(3), i, k, nargs = 0, ret, width[3];
	int counted = 0, err;

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
		d[i].len = fuzz_in(d[i].conv, "diuoxXn") ? FUZZ_PICK(lens) :
			   fuzz_in(d[i].conv, "eEfFgGaA") ? FUZZ_PICK(fp_lens) : "";
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
	errno = 0;
	ret = sscanf(in, fmt, args[0], args[1], args[2]);
	err = errno;

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
		} else if (fuzz_in(d[i].conv, "eEfFgGaA")) {
			fuzz_u64(fp_bits(&d[i], &st[i]));
		} else {
			fuzz_i64(int_value(&d[i], &st[i]));
		}
	}
	fuzz_field("errno", err);
}

FUZZ_MAIN(one_case)
