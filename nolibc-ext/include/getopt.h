/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <getopt.h>: getopt() and getopt_long() with glibc's behaviour, which is
 * what selftests are written against:
 * - arguments are permuted so that options come first, unless optstring
 *   starts with '+' (stop at the first non-option) or '-' (non-options are
 *   returned as the argument of option 1);
 * - a ':' at the start of optstring (after '+' or '-') silences the
 *   messages and reports a missing argument as ':' instead of '?';
 * - "x::" takes an optional argument, attached only;
 * - long options may be abbreviated to a unique prefix, take their
 *   argument as --name=value or, when required, as the next word;
 * - messages are glibc's, word for word.
 * optind = 0 restarts the scan from the beginning, as with glibc.
 *
 * <unistd.h> includes this header for getopt(), as every nolibc header
 * brings in all of nolibc anyway.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_GETOPT_H
#define _NOLIBC_EXT_GETOPT_H

#include <string.h>
struct option {
	const char *name;
	int has_arg;
	int *flag;
	int val;
};

#define no_argument		0
#define required_argument	1
#define optional_argument	2

/* Shared by all translation units, as in any libc: weak definitions. */
char *optarg __attribute__((weak));
int optind __attribute__((weak)) = 1;
int opterr __attribute__((weak)) = 1;
int optopt __attribute__((weak));

/* Scan state: the rest of the current cluster of short options, and the
 * block of non-options already skipped (to be moved after the options).
 */
struct __nolibc_ext_getopt_state {
	const char *next;
	int first_nonopt;
	int last_nonopt;
};

struct __nolibc_ext_getopt_state __nolibc_ext_getopt_st __attribute__((weak));

/*
 * Messages are put together here and written to stderr at once, without
 * the printf family: a program gets nolibc-ext's printf only when it
 * includes <stdio.h>.
 */
struct __nolibc_ext_msg {
	char buf[256];
	size_t len;
};

static __attribute__((unused))
void __nolibc_ext_msg_add(struct __nolibc_ext_msg *m, const char *s, size_t n)
{
	size_t room;

	while (n) {
		if (m->len == sizeof(m->buf)) {
			write(STDERR_FILENO, m->buf, m->len);
			m->len = 0;
		}
		room = sizeof(m->buf) - m->len;
		if (room > n)
			room = n;
		memcpy(m->buf + m->len, s, room);
		m->len += room;
		s += room;
		n -= room;
	}
}

/* Appends each string in turn, up to a NULL. */
static __attribute__((unused))
void __nolibc_ext_msg_cat(struct __nolibc_ext_msg *m, const char *s1,
			  const char *s2, const char *s3, const char *s4)
{
	const char *s[4];
	int i;

	s[0] = s1;
	s[1] = s2;
	s[2] = s3;
	s[3] = s4;
	for (i = 0; i < 4 && s[i]; i++)
		__nolibc_ext_msg_add(m, s[i], strlen(s[i]));
}

static __attribute__((unused))
void __nolibc_ext_msg_flush(struct __nolibc_ext_msg *m)
{
	write(STDERR_FILENO, m->buf, m->len);
	m->len = 0;
}

/* "prog: <what> -- 'c'" for a short option. */
static __attribute__((unused))
void __nolibc_ext_getopt_short_msg(const char *prog, const char *what, char c)
{
	struct __nolibc_ext_msg m;
	char opt[2];

	opt[0] = c;
	opt[1] = 0;
	m.len = 0;
	__nolibc_ext_msg_cat(&m, prog, ": ", what, " -- '");
	__nolibc_ext_msg_cat(&m, opt, "'\n", NULL, NULL);
	__nolibc_ext_msg_flush(&m);
}

/* "prog: option '--name' <what>" for a long option (len bytes of name). */
static __attribute__((unused))
void __nolibc_ext_getopt_long_msg(const char *prog, const char *before,
				  const char *name, size_t len, const char *what)
{
	struct __nolibc_ext_msg m;

	m.len = 0;
	__nolibc_ext_msg_cat(&m, prog, ": ", before, " '--");
	__nolibc_ext_msg_add(&m, name, len);
	__nolibc_ext_msg_cat(&m, "'", what, "\n", NULL);
	__nolibc_ext_msg_flush(&m);
}

/* Reverses argv[from..to) in place. */
static __attribute__((unused))
void __nolibc_ext_reverse(char **argv, int from, int to)
{
	char *tmp;

	while (from < --to) {
		tmp = argv[from];
		argv[from++] = argv[to];
		argv[to] = tmp;
	}
}

/* Moves the skipped non-options after the options that followed them. */
static __attribute__((unused))
void __nolibc_ext_permute(char **argv, struct __nolibc_ext_getopt_state *st)
{
	int first = st->first_nonopt, mid = st->last_nonopt, end = optind;

	__nolibc_ext_reverse(argv, first, mid);
	__nolibc_ext_reverse(argv, mid, end);
	__nolibc_ext_reverse(argv, first, end);
	st->first_nonopt += end - mid;
	st->last_nonopt = end;
}

static __attribute__((unused))
int __nolibc_ext_is_nonopt(const char *arg)
{
	return arg[0] != '-' || arg[1] == 0;
}

/* Handles the long option at argv[optind] + 2; returns getopt_long()'s value. */
static __attribute__((unused))
int __nolibc_ext_getopt_long1(int argc, char *const argv[], const struct option *lo,
			      int *longindex, int quiet, int colon)
{
	const char *arg = argv[optind] + 2, *eq = strchr(arg, '=');
	size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
	const struct option *found = NULL;
	int i, ambiguous = 0;

	optind++;
	for (i = 0; lo[i].name; i++) {
		if (strncmp(lo[i].name, arg, len))
			continue;
		if (strlen(lo[i].name) == len) {	/* exact */
			found = &lo[i];
			ambiguous = 0;
			break;
		}
		if (!found)
			found = &lo[i];
		else if (found->has_arg != lo[i].has_arg ||
			 found->flag != lo[i].flag || found->val != lo[i].val)
			ambiguous = 1;
	}
	if (ambiguous) {
		if (!quiet) {
			struct __nolibc_ext_msg m;

			m.len = 0;
			__nolibc_ext_msg_cat(&m, argv[0], ": option '--", NULL, NULL);
			__nolibc_ext_msg_add(&m, arg, len);
			__nolibc_ext_msg_cat(&m, "' is ambiguous; possibilities:", NULL, NULL, NULL);
			for (i = 0; lo[i].name; i++)
				if (!strncmp(lo[i].name, arg, len))
					__nolibc_ext_msg_cat(&m, " '--", lo[i].name, "'", NULL);
			__nolibc_ext_msg_cat(&m, "\n", NULL, NULL, NULL);
			__nolibc_ext_msg_flush(&m);
		}
		optopt = 0;
		return '?';
	}
	if (!found) {
		if (!quiet)
			__nolibc_ext_getopt_long_msg(argv[0], "unrecognized option", arg, len, "");
		optopt = 0;
		return '?';
	}
	if (eq) {
		if (found->has_arg == no_argument) {
			if (!quiet)
				__nolibc_ext_getopt_long_msg(argv[0], "option", found->name,
							     strlen(found->name),
							     " doesn't allow an argument");
			optopt = found->val;
			return '?';
		}
		optarg = (char *)eq + 1;
	} else if (found->has_arg == required_argument) {
		if (optind >= argc) {
			if (!quiet)
				__nolibc_ext_getopt_long_msg(argv[0], "option", found->name,
							     strlen(found->name),
							     " requires an argument");
			optopt = found->val;
			return colon ? ':' : '?';
		}
		optarg = argv[optind++];
	}
	if (longindex)
		*longindex = found - lo;
	if (found->flag) {
		*found->flag = found->val;
		return 0;
	}
	return found->val;
}

/* The engine of getopt() and getopt_long(); lo is NULL for getopt(). */
static __attribute__((unused))
int __nolibc_ext_getopt(int argc, char *const argv[], const char *optstring,
			const struct option *lo, int *longindex)
{
	struct __nolibc_ext_getopt_state *st = &__nolibc_ext_getopt_st;
	char **av = (char **)argv;
	int permute = 1, in_order = 0, quiet, colon;
	const char *spec;
	char c;

	if (*optstring == '+' || *optstring == '-') {
		permute = 0;
		in_order = *optstring++ == '-';
	}
	colon = *optstring == ':';
	quiet = colon || !opterr;
	optarg = NULL;

	if (optind == 0 || !st->first_nonopt) {
		optind = optind ? optind : 1;
		st->next = NULL;
		st->first_nonopt = st->last_nonopt = optind;
	}

	if (!st->next || !*st->next) {
		/* between words: skip non-options, stop at "--" or the end */
		if (st->last_nonopt > optind)
			st->last_nonopt = optind;
		if (st->first_nonopt > optind)
			st->first_nonopt = optind;
		if (permute) {
			if (st->first_nonopt != st->last_nonopt && st->last_nonopt != optind)
				__nolibc_ext_permute(av, st);
			else if (st->last_nonopt != optind)
				st->first_nonopt = optind;
			while (optind < argc && __nolibc_ext_is_nonopt(argv[optind]))
				optind++;
			st->last_nonopt = optind;
		}
		if (optind < argc && !strcmp(argv[optind], "--")) {
			optind++;
			if (st->first_nonopt != st->last_nonopt && st->last_nonopt != optind)
				__nolibc_ext_permute(av, st);
			else if (st->first_nonopt == st->last_nonopt)
				st->first_nonopt = optind;
			st->last_nonopt = argc;
			optind = argc;
		}
		if (optind >= argc) {
			if (st->first_nonopt != st->last_nonopt)
				optind = st->first_nonopt;
			return -1;
		}
		if (__nolibc_ext_is_nonopt(argv[optind])) {
			if (!in_order)
				return -1;
			optarg = argv[optind++];
			return 1;
		}
		if (lo && argv[optind][1] == '-')
			return __nolibc_ext_getopt_long1(argc, argv, lo, longindex,
							 quiet, colon);
		st->next = argv[optind] + 1;
	}

	c = *st->next++;
	spec = c == ':' ? NULL : strchr(optstring, c);
	if (!*st->next)
		optind++;
	if (!spec) {
		if (!quiet)
			__nolibc_ext_getopt_short_msg(argv[0], "invalid option", c);
		optopt = c;
		return '?';
	}
	if (spec[1] == ':') {
		if (*st->next) {
			optarg = (char *)st->next;
			optind++;
		} else if (spec[2] == ':') {
			optarg = NULL;
		} else if (optind >= argc) {
			if (!quiet)
				__nolibc_ext_getopt_short_msg(argv[0],
							      "option requires an argument", c);
			optopt = c;
			c = colon ? ':' : '?';
		} else {
			optarg = argv[optind++];
		}
		st->next = NULL;
	}
	return c;
}

/*
 * int getopt(int argc, char *const argv[], const char *optstring);
 */
static __attribute__((unused))
int getopt(int argc, char *const argv[], const char *optstring)
{
	return __nolibc_ext_getopt(argc, argv, optstring, NULL, NULL);
}

/*
 * int getopt_long(int argc, char *const argv[], const char *optstring,
 *                 const struct option *longopts, int *longindex);
 */
static __attribute__((unused))
int getopt_long(int argc, char *const argv[], const char *optstring,
		const struct option *longopts, int *longindex)
{
	return __nolibc_ext_getopt(argc, argv, optstring, longopts, longindex);
}

#endif /* _NOLIBC_EXT_GETOPT_H */
