// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing fnmatch(): patterns of literals, '*', '?', bracket expressions
 * (ranges, negation, ']' first, character classes) and escapes, against
 * strings over the same characters in both cases with '/' and '.', under
 * every combination of FNM_NOESCAPE, FNM_PATHNAME, FNM_PERIOD and the
 * GNU FNM_CASEFOLD and FNM_LEADING_DIR. Printed:
 * whether it matched (0) or not (1).
 */

#include <fnmatch.h>
#include "fuzz.h"

static const char *const pieces[] = {
	"a", "b", ".", "/", "*", "*", "?", "[ab]", "[!a]", "[^b]", "[a-c]",
	"[]a]", "[!]]", "[[:alpha:]]", "[[:digit:]]", "[.]", "[/]", "\\*",
	"\\a", "\\", "[", "[a", "*a", "a*", "**", "x", "A", "B", "[A-b]",
	"[[:upper:]]", "[[:lower:]]", "[!B]", "a/",
};
static const char chars[] = "ab./x*1AB";

static void one_case(void)
{
	static const int flags[] = {
		FNM_NOESCAPE, FNM_PATHNAME, FNM_PERIOD, FNM_CASEFOLD, FNM_LEADING_DIR,
	};
	char pat[64], s[16];
	int n = 1 + fuzz_below(5), i, f = 0;

	pat[0] = 0;
	while (n--)
		fuzz_cat(pat, FUZZ_PICK(pieces));
	n = fuzz_below(8);
	for (i = 0; i < n; i++)
		s[i] = chars[fuzz_below(sizeof(chars) - 1)];
	s[n] = 0;
	for (i = 0; i < (int)(sizeof(flags) / sizeof(flags[0])); i++)
		if (!fuzz_below(3))
			f |= flags[i];
	fuzz_putc(' ');
	fuzz_str(pat);
	fuzz_putc(' ');
	fuzz_str(s);
	fuzz_field("flags", f);
	fuzz_field("r", fnmatch(pat, s, f) == 0 ? 0 : 1);
}

FUZZ_MAIN(one_case)
