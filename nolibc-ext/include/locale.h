/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <locale.h>: the C locale, the only one there is. setlocale() takes "C"
 * and "POSIX", and "" when the environment (LC_ALL, then the category's
 * own variable, then LANG) names one of them or nothing; it refuses any
 * other name (NULL), as glibc does for a locale it does not have. The
 * categories are glibc's numbers. localeconv() gives the C locale's
 * conventions.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_LOCALE_H
#define _NOLIBC_EXT_LOCALE_H

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define LC_CTYPE		0
#define LC_NUMERIC		1
#define LC_TIME			2
#define LC_COLLATE		3
#define LC_MONETARY		4
#define LC_MESSAGES		5
#define LC_ALL			6
#define LC_PAPER		7
#define LC_NAME			8
#define LC_ADDRESS		9
#define LC_TELEPHONE		10
#define LC_MEASUREMENT		11
#define LC_IDENTIFICATION	12

struct lconv {
	char *decimal_point;
	char *thousands_sep;
	char *grouping;
	char *int_curr_symbol;
	char *currency_symbol;
	char *mon_decimal_point;
	char *mon_thousands_sep;
	char *mon_grouping;
	char *positive_sign;
	char *negative_sign;
	char int_frac_digits;
	char frac_digits;
	char p_cs_precedes;
	char p_sep_by_space;
	char n_cs_precedes;
	char n_sep_by_space;
	char p_sign_posn;
	char n_sign_posn;
	char int_p_cs_precedes;
	char int_p_sep_by_space;
	char int_n_cs_precedes;
	char int_n_sep_by_space;
	char int_p_sign_posn;
	char int_n_sign_posn;
};

/* the C locale's name for name, or NULL when that is another locale */
static __attribute__((unused))
char *__nolibc_ext_locale_c(const char *name)
{
	if (!strcmp(name, "C") || !strcmp(name, "POSIX"))
		return (char *)"C";
	return NULL;
}

/*
 * char *setlocale(int category, const char *locale);
 */
static __attribute__((unused))
char *setlocale(int category, const char *locale)
{
	static const char *const vars[] = {
		"LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
		"LC_MESSAGES", NULL, "LC_PAPER", "LC_NAME", "LC_ADDRESS",
		"LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION",
	};
	const char *env;
	int c;

	if (category < 0 || category > LC_IDENTIFICATION) {
		SET_ERRNO(EINVAL);
		return NULL;
	}
	if (!locale)
		return (char *)"C";
	if (*locale)
		return __nolibc_ext_locale_c(locale);
	/* "": each category's name from the environment, all of them C */
	for (c = 0; c <= LC_IDENTIFICATION; c++) {
		if (c == LC_ALL || (category != LC_ALL && c != category))
			continue;
		env = getenv("LC_ALL");
		if (!env || !*env)
			env = getenv(vars[c]);
		if (!env || !*env)
			env = getenv("LANG");
		if (env && *env && !__nolibc_ext_locale_c(env))
			return NULL;
	}
	return (char *)"C";
}

/*
 * struct lconv *localeconv(void);
 */
static __attribute__((unused))
struct lconv *localeconv(void)
{
	static struct lconv c = {
		(char *)".", (char *)"", (char *)"", (char *)"", (char *)"",
		(char *)"", (char *)"", (char *)"", (char *)"", (char *)"",
		CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
		CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
		CHAR_MAX, CHAR_MAX,
	};

	return &c;
}

#endif /* _NOLIBC_EXT_LOCALE_H */
