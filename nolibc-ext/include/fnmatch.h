/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <fnmatch.h>: fnmatch(), shell wildcards: *, ?, bracket expressions with
 * ranges and ! or ^ for negation, backslash escapes (unless
 * FNM_NOESCAPE); FNM_PATHNAME keeps wildcards from matching '/', FNM_PERIOD
 * a leading '.'. No character classes ([:alpha:]), no locales.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_FNMATCH_H
#define _NOLIBC_EXT_FNMATCH_H

#define FNM_NOMATCH	1
#define FNM_NOESCAPE	0x01
#define FNM_PATHNAME	0x02
#define FNM_PERIOD	0x04
#define FNM_LEADING_DIR	0x08
#define FNM_CASEFOLD	0x10

static __attribute__((unused))
int __nolibc_ext_fnm_fold(int c, int flags)
{
	return (flags & FNM_CASEFOLD) && c >= 'A' && c <= 'Z' ? c + 'a' - 'A' : c;
}

/*
 * The bracket expression at p (after its '[') against c: the length of
 * the expression through its ']' with *match set, or 0 when it has no
 * closing ']' (then '[' is an ordinary character).
 */
static __attribute__((unused))
int __nolibc_ext_fnm_bracket(const char *p, int c, int flags, int *match)
{
	const char *s = p;
	int neg = 0, lo, hi;

	*match = 0;
	if (*s == '!' || *s == '^') {
		neg = 1;
		s++;
	}
	if (*s == ']') {	/* a leading ']' is a member */
		*match |= c == ']';
		s++;
	}
	while (*s && *s != ']') {
		lo = *s++;
		if (lo == '\\' && !(flags & FNM_NOESCAPE) && *s)
			lo = *s++;
		hi = lo;
		if (*s == '-' && s[1] && s[1] != ']') {
			hi = s[1];
			s += 2;
			if (hi == '\\' && !(flags & FNM_NOESCAPE) && *s)
				hi = *s++;
		}
		lo = __nolibc_ext_fnm_fold(lo, flags);
		hi = __nolibc_ext_fnm_fold(hi, flags);
		*match |= c >= lo && c <= hi;
	}
	if (*s != ']')
		return 0;
	*match ^= neg;
	return s + 1 - p;
}

/* at the start of the string, or after a '/' with FNM_PATHNAME */
static __attribute__((unused))
int __nolibc_ext_fnm_leading(const char *str, const char *s, int flags)
{
	return s == str || ((flags & FNM_PATHNAME) && s[-1] == '/');
}

/*
 * int fnmatch(const char *pattern, const char *string, int flags);
 * 0 on a match, FNM_NOMATCH otherwise. A '*' is tried at each position
 * from the shortest (backtracking to the last '*' only).
 */
static __attribute__((unused))
int fnmatch(const char *pattern, const char *string, int flags)
{
	const char *p = pattern, *s = string, *star_p = NULL, *star_s = NULL;
	int c, len, match;

	for (;;) {
		if (!*p) {
			if (!*s || ((flags & FNM_LEADING_DIR) && *s == '/'))
				return 0;
		} else if (*p == '*') {
			if (*s == '.' && (flags & FNM_PERIOD) &&
			    __nolibc_ext_fnm_leading(string, s, flags))
				return FNM_NOMATCH;
			while (*p == '*')
				p++;
			star_p = p;
			star_s = s;
			continue;
		} else if (*s && !(*s == '/' && (flags & FNM_PATHNAME))) {
			c = __nolibc_ext_fnm_fold((unsigned char)*s, flags);
			if (*s == '.' && (flags & FNM_PERIOD) && *p != '.' &&
			    __nolibc_ext_fnm_leading(string, s, flags))
				return FNM_NOMATCH;
			if (*p == '?') {
				p++;
				s++;
				continue;
			}
			if (*p == '[' && (len = __nolibc_ext_fnm_bracket(p + 1, c, flags, &match))) {
				if (match) {
					p += 1 + len;
					s++;
					continue;
				}
			} else {
				int pc = *p, plen = 1;

				if (pc == '\\' && !(flags & FNM_NOESCAPE) && p[1]) {
					pc = p[1];
					plen = 2;
				}
				if (__nolibc_ext_fnm_fold((unsigned char)pc, flags) == c) {
					p += plen;
					s++;
					continue;
				}
			}
		} else if (*s == '/' && *p == '/') {
			p++;
			s++;
			continue;
		}
		/* mismatch: let the last '*' take one more character */
		if (!star_p || !*star_s ||
		    (*star_s == '/' && (flags & FNM_PATHNAME)))
			return FNM_NOMATCH;
		p = star_p;
		s = ++star_s;
	}
}

#endif /* _NOLIBC_EXT_FNMATCH_H */
