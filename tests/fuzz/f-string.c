// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing <string.h> and <strings.h>: short strings over a small alphabet
 * (so that they often match), with upper case and a byte above 127, and
 * random lengths and positions. Printed: the sign of a comparison, the
 * offset a search found (-1: none), the bytes a copy wrote.
 */

#define _GNU_SOURCE	/* glibc: memrchr(), memmem(), strchrnul() */
#include <string.h>
#include <strings.h>
#include <stdlib.h>
#include "fuzz.h"

static const char alphabet[] = "abaAB\x80 ";

static void make(char *s, int max)
{
	int n = fuzz_below(max + 1), i;

	for (i = 0; i < n; i++)
		s[i] = alphabet[fuzz_below(sizeof(alphabet) - 1)];
	s[n] = 0;
}

static int sign(int v)
{
	return v < 0 ? -1 : v > 0;
}

static int64_t off(const void *p, const void *base)
{
	return p ? (const char *)p - (const char *)base : -1;
}

static void one_case(void)
{
	static const char *const fns[] = {
		"strlen", "strnlen", "strcmp", "strncmp", "memcmp", "strcasecmp",
		"strncasecmp", "strchr", "strrchr", "memchr", "memrchr", "strstr",
		"memmem", "strspn", "strcspn", "strpbrk", "strncpy", "strncat",
		"stpcpy", "strtok_r", "strsep", "memmove", "memset", "strchrnul",
		"strndup",
	};
	char a[48], b[48], out[64], *p, *save;
	unsigned int fn = fuzz_below(sizeof(fns) / sizeof(fns[0]));
	size_t n = fuzz_below(12);
	int c = alphabet[fuzz_below(sizeof(alphabet))], i, from, to;
	int64_t r = 0;

	make(a, 10);
	make(b, fn == 11 || fn == 12 ? 3 : 10);
	for (i = 0; i < (int)sizeof(out); i++)
		out[i] = '#';
	fuzz_putc(' ');
	fuzz_puts(fns[fn]);
	fuzz_putc(' ');
	fuzz_str(a);
	fuzz_putc(' ');
	fuzz_str(b);
	fuzz_field("n", n);
	fuzz_field("c", (unsigned char)c);
	switch (fn) {
	case 0: r = strlen(a); break;
	case 1: r = strnlen(a, n); break;
	case 2: r = sign(strcmp(a, b)); break;
	case 3: r = sign(strncmp(a, b, n)); break;
	case 4: r = sign(memcmp(a, b, n < sizeof(a) ? n : 0)); break;
	case 5: r = sign(strcasecmp(a, b)); break;
	case 6: r = sign(strncasecmp(a, b, n)); break;
	case 7: r = off(strchr(a, c), a); break;
	case 8: r = off(strrchr(a, c), a); break;
	case 9: r = off(memchr(a, c, fuzz_len_of(a) + 1), a); break;
	case 10: r = off(memrchr(a, c, fuzz_len_of(a)), a); break;
	case 11: r = off(strstr(a, b), a); break;
	case 12: r = off(memmem(a, fuzz_len_of(a), b, fuzz_len_of(b)), a); break;
	case 13: r = strspn(a, b); break;
	case 14: r = strcspn(a, b); break;
	case 15: r = off(strpbrk(a, b), a); break;
	case 16:
		strncpy(out, a, n);
		fuzz_puts(" out=");
		fuzz_quote(out, n + 1);
		break;
	case 17:
		out[0] = 0;
		fuzz_cat(out, b);
		strncat(out, a, n);
		fuzz_puts(" out=");
		fuzz_quote(out, fuzz_len_of(b) + n + 2);
		break;
	case 18:
		r = off(stpcpy(out, a), out);
		fuzz_puts(" out=");
		fuzz_quote(out, fuzz_len_of(a) + 2);
		break;
	case 19:
		/* tokens of a separated by the characters of b */
		fuzz_puts(" tokens:");
		for (p = strtok_r(a, b, &save); p; p = strtok_r(NULL, b, &save)) {
			fuzz_putc(' ');
			fuzz_str(p);
		}
		break;
	case 20:
		fuzz_puts(" fields:");
		for (save = a; (p = strsep(&save, b)) != NULL; ) {
			fuzz_putc(' ');
			fuzz_str(p);
		}
		break;
	case 21:
		/* overlapping both ways within one buffer */
		out[0] = 0;
		fuzz_cat(out, "0123456789abcdefghij");
		from = fuzz_below(10);
		to = fuzz_below(10);
		memmove(out + to, out + from, n);
		fuzz_field("from", from);
		fuzz_field("to", to);
		fuzz_puts(" out=");
		fuzz_quote(out, 21);
		break;
	case 22:
		memset(out, c, n);
		fuzz_puts(" out=");
		fuzz_quote(out, n + 1);
		break;
	case 23: r = off(strchrnul(a, c), a); break;
	default:
		p = strndup(a, n);
		fuzz_puts(" out=");
		fuzz_str(p);
		free(p);
		break;
	}
	fuzz_field("r", r);
}

FUZZ_MAIN(one_case)
