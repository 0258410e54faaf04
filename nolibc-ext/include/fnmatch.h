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

#include <ctype.h>
#include <string.h>
#define FNM_NOMATCH	1
#define FNM_PATHNAME	0x01	/* glibc's values */
#define FNM_NOESCAPE	0x02
#define FNM_PERIOD	0x04
#define FNM_LEADING_DIR	0x08
#define FNM_CASEFOLD	0x10

static __attribute__((unused))
int __nolibc_ext_fnm_fold(int c, int flags)
{
	return (flags & FNM_CASEFOLD) && c >= 'A' && c <= 'Z' ? c + 'a' - 'A' : c;
}

/* Whether c is in the class of name (len bytes); -1: no such class. */
static __attribute__((unused))
int __nolibc_ext_fnm_class(const char *name, size_t len, int c)
{
	static const char names[12][7] = {
		"alnum", "alpha", "blank", "cntrl", "digit", "graph",
		"lower", "print", "punct", "space", "upper", "xdigit",
	};
	int k;

	for (k = 0; k < 12; k++)
		if (strlen(names[k]) == len && !memcmp(names[k], name, len))
			break;
	if (c > 127)
		return k < 12 ? 0 : -1;	/* the C locale */
	switch (k) {
	case 0: return !!isalnum(c);
	case 1: return !!isalpha(c);
	case 2: return c == ' ' || c == '\t';
	case 3: return !!iscntrl(c);
	case 4: return !!isdigit(c);
	case 5: return !!isgraph(c);
	case 6: return !!islower(c);
	case 7: return !!isprint(c);
	case 8: return !!ispunct(c);
	case 9: return !!isspace(c);
	case 10: return !!isupper(c);
	case 11: return !!isxdigit(c);
	}
	return -1;
}

/*
 * The bracket expression at p (after its '[') against the string's
 * character raw (folded for the members and ranges): the length of
 * the expression through its ']' with *match set; 0 when it has no
 * closing ']' (then '[' is an ordinary character); -1 when it is
 * ill-formed, which fails the whole match, as in glibc: an unknown
 * [:class:], a [.symbol.] without its end or of more than one character.
 * [=c=] is c, and "[:" not followed by a class name is an ordinary '['.
 */
static __attribute__((unused))
int __nolibc_ext_fnm_bracket(const char *p, int raw, int flags, int *match)
{
	const char *s = p, *e;
	int neg = 0, lo, hi, r, c = __nolibc_ext_fnm_fold(raw, flags);

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
		if (s[0] == '[' && s[1] == ':') {
			for (e = s + 2; *e >= 'a' && *e <= 'z'; e++)
				;
			if (e[0] == ':' && e[1] == ']') {
				/* the character as written, as glibc tests it */
				r = __nolibc_ext_fnm_class(s + 2, e - s - 2, raw);
				if (r < 0)
					return -1;
				*match |= r;
				s = e + 2;
				continue;
			}
		}
		if (s[0] == '[' && s[1] == '.') {
			for (e = s + 2; *e && !(e[0] == '.' && e[1] == ']'); e++)
				;
			if (!*e || e != s + 3)
				return -1;
			lo = (unsigned char)s[2];
			s = e + 2;
		} else if (s[0] == '[' && s[1] == '=' && s[2] && s[3] == '=' && s[4] == ']') {
			lo = (unsigned char)s[2];
			s += 5;
		} else {
			lo = (unsigned char)*s++;
			if (lo == '\\' && !(flags & FNM_NOESCAPE) && *s)
				lo = (unsigned char)*s++;
		}
		hi = lo;
		if (*s == '-' && s[1] && s[1] != ']') {
			hi = (unsigned char)s[1];
			s += 2;
			if (hi == '\\' && !(flags & FNM_NOESCAPE) && *s)
				hi = (unsigned char)*s++;
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
			if (*p == '[' &&
			    (len = __nolibc_ext_fnm_bracket(p + 1, (unsigned char)*s, flags, &match))) {
				if (len < 0)
					return FNM_NOMATCH;
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
