/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <glob.h>: glob() and globfree(). Each '/'-separated part of the
 * pattern with a wildcard is matched against its directory's entries
 * with fnmatch() (FNM_PERIOD: a leading '.' must be written); the others
 * are taken as written and must exist. Results are sorted (strcmp(), the
 * C locale's order) unless GLOB_NOSORT. Flags: GLOB_ERR, GLOB_MARK,
 * GLOB_NOSORT, GLOB_DOOFFS, GLOB_NOCHECK, GLOB_APPEND, GLOB_NOESCAPE,
 * GLOB_ONLYDIR (only directories are returned). No braces, no tilde.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_GLOB_H
#define _NOLIBC_EXT_GLOB_H

#include <dirent.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define GLOB_ERR	0x0001
#define GLOB_MARK	0x0002
#define GLOB_NOSORT	0x0004
#define GLOB_DOOFFS	0x0008
#define GLOB_NOCHECK	0x0010
#define GLOB_APPEND	0x0020
#define GLOB_NOESCAPE	0x0040
#define GLOB_ONLYDIR	0x2000

#define GLOB_NOSPACE	1
#define GLOB_ABORTED	2
#define GLOB_NOMATCH	3
#define GLOB_NOSYS	4

typedef struct {
	size_t gl_pathc;
	char **gl_pathv;
	size_t gl_offs;
	int gl_flags;
} glob_t;

/* the working state of one glob() call */
struct __nolibc_ext_glob {
	glob_t *g;
	int flags;
	int (*errfunc)(const char *path, int err);
	int err;		/* GLOB_NOSPACE or GLOB_ABORTED once it failed */
	size_t first;		/* where this call's results start */
};

static __attribute__((unused))
int __nolibc_ext_glob_magic(const char *s, size_t n, int flags)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] == '*' || s[i] == '?' || s[i] == '[')
			return 1;
		if (s[i] == '\\' && !(flags & GLOB_NOESCAPE) && i + 1 < n)
			i++;
	}
	return 0;
}

/* Adds a copy of path to the results. */
static __attribute__((unused))
void __nolibc_ext_glob_add(struct __nolibc_ext_glob *st, const char *path)
{
	glob_t *g = st->g;
	size_t n = g->gl_offs + g->gl_pathc, len = strlen(path);
	struct stat sb;
	char **v;
	int dir = stat(path, &sb) == 0 && S_ISDIR(sb.st_mode);

	if (st->err || ((st->flags & GLOB_ONLYDIR) && !dir))
		return;
	v = realloc(g->gl_pathv, (n + 2) * sizeof(*v));
	if (!v) {
		st->err = GLOB_NOSPACE;
		return;
	}
	g->gl_pathv = v;
	v[n] = malloc(len + 2);
	if (!v[n]) {
		st->err = GLOB_NOSPACE;
		return;
	}
	memcpy(v[n], path, len + 1);
	if ((st->flags & GLOB_MARK) && dir && len && path[len - 1] != '/')
		strcpy(v[n] + len, "/");
	v[n + 1] = NULL;
	g->gl_pathc++;
}

/*
 * Expands the pattern rest under the directory prefix (a path ending in
 * '/', or empty for the current directory).
 */
static __attribute__((unused))
void __nolibc_ext_glob_dir(struct __nolibc_ext_glob *st, const char *prefix,
			   const char *rest)
{
	const char *slash = strchr(rest, '/');
	size_t part = slash ? (size_t)(slash - rest) : strlen(rest);
	size_t plen = strlen(prefix);
	char *path, *pat;
	struct dirent *e;
	struct stat sb;
	DIR *d;

	if (st->err)
		return;
	path = malloc(plen + strlen(rest) + 256 + 2);
	if (!path) {
		st->err = GLOB_NOSPACE;
		return;
	}
	memcpy(path, prefix, plen);
	if (!__nolibc_ext_glob_magic(rest, part, st->flags)) {
		/* taken as written (backslashes removed) */
		char *o = path + plen;
		size_t i;

		for (i = 0; i < part; i++) {
			if (rest[i] == '\\' && !(st->flags & GLOB_NOESCAPE) && i + 1 < part)
				i++;
			*o++ = rest[i];
		}
		*o = 0;
		if (!slash) {
			if (lstat(path, &sb) == 0)
				__nolibc_ext_glob_add(st, path);
		} else {
			strcpy(o, "/");
			__nolibc_ext_glob_dir(st, path, slash + 1);
		}
		free(path);
		return;
	}
	pat = strndup(rest, part);
	d = opendir(plen ? prefix : ".");
	if (!pat || !d) {
		if (!pat)
			st->err = GLOB_NOSPACE;
		else if ((st->errfunc && st->errfunc(plen ? prefix : ".", errno)) ||
			 (st->flags & GLOB_ERR))
			st->err = GLOB_ABORTED;
		free(pat);
		free(path);
		if (d)
			closedir(d);
		return;
	}
	while (!st->err && (e = readdir(d))) {
		if (fnmatch(pat, e->d_name, FNM_PERIOD |
			    ((st->flags & GLOB_NOESCAPE) ? FNM_NOESCAPE : 0)))
			continue;
		if (strlen(e->d_name) > 255)
			continue;
		strcpy(path + plen, e->d_name);
		if (!slash) {
			__nolibc_ext_glob_add(st, path);
		} else if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) {
			strcat(path, "/");
			__nolibc_ext_glob_dir(st, path, slash + 1);
		}
	}
	closedir(d);
	free(pat);
	free(path);
}

static __attribute__((unused))
int __nolibc_ext_glob_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * int glob(const char *pattern, int flags,
 *	    int (*errfunc)(const char *path, int err), glob_t *g);
 * void globfree(glob_t *g);
 */
static __attribute__((unused))
int glob(const char *pattern, int flags, int (*errfunc)(const char *path, int err),
	 glob_t *g)
{
	struct __nolibc_ext_glob st;
	size_t i;

	if (!(flags & GLOB_APPEND)) {
		g->gl_pathc = 0;
		g->gl_pathv = NULL;
		if (!(flags & GLOB_DOOFFS))
			g->gl_offs = 0;
		if (g->gl_offs) {
			g->gl_pathv = calloc(g->gl_offs + 1, sizeof(char *));
			if (!g->gl_pathv)
				return GLOB_NOSPACE;
		}
	}
	g->gl_flags = flags;
	st.g = g;
	st.flags = flags;
	st.errfunc = errfunc;
	st.err = 0;
	st.first = g->gl_offs + g->gl_pathc;
	if (*pattern == '/')
		__nolibc_ext_glob_dir(&st, "/", pattern + 1);
	else
		__nolibc_ext_glob_dir(&st, "", pattern);
	if (st.err)
		return st.err;
	if (g->gl_offs + g->gl_pathc == st.first) {
		if (!(flags & GLOB_NOCHECK))
			return GLOB_NOMATCH;
		st.flags &= ~(GLOB_ONLYDIR | GLOB_MARK);
		__nolibc_ext_glob_add(&st, pattern);
		return st.err;
	}
	i = g->gl_offs + g->gl_pathc - st.first;
	if (!(flags & GLOB_NOSORT))
		qsort(g->gl_pathv + st.first, i, sizeof(char *), __nolibc_ext_glob_cmp);
	return 0;
}

static __attribute__((unused))
void globfree(glob_t *g)
{
	size_t i;

	for (i = 0; g->gl_pathv && i < g->gl_pathc; i++)
		free(g->gl_pathv[g->gl_offs + i]);
	free(g->gl_pathv);
	g->gl_pathv = NULL;
	g->gl_pathc = 0;
}

#endif /* _NOLIBC_EXT_GLOB_H */
