/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <grp.h>: struct group, getgrnam() and getgrgid() from /etc/group (no
 * other source), putgrent(), which writes an entry in its format;
 * setgroups() and getgroups() come with <unistd.h>.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_GRP_H
#define _NOLIBC_EXT_GRP_H

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lines.h"

struct group {
	char *gr_name;
	char *gr_passwd;
	gid_t gr_gid;
	char **gr_mem;
};

/*
 * The /etc/group entry named name, or of gid when name is NULL, in
 * static storage (overwritten by the next call), or NULL.
 */
struct group __nolibc_ext_gr __attribute__((weak));
char __nolibc_ext_gr_line[4096] __attribute__((weak));
char *__nolibc_ext_gr_mem[64] __attribute__((weak));

struct __nolibc_ext_gr_want {
	const char *name;	/* or NULL: by gid */
	gid_t gid;
};

/* a line of /etc/group, name:password:gid:member,member, parsed if it matches */
static __attribute__((unused))
int __nolibc_ext_gr_line_parse(char *line, void *ctx)
{
	struct __nolibc_ext_gr_want *w = ctx;
	char *f[4], *p;
	int n;

	if (!__nolibc_ext_fields(line, f, 4, ':') ||
	    (w->name ? strcmp(f[0], w->name) : (gid_t)atoi(f[2]) != w->gid))
		return 0;
	__nolibc_ext_gr.gr_name = f[0];
	__nolibc_ext_gr.gr_passwd = f[1];
	__nolibc_ext_gr.gr_gid = atoi(f[2]);
	for (n = 0, p = f[3]; *p && n < 63; n++) {
		__nolibc_ext_gr_mem[n] = p;
		p = strchr(p, ',');
		if (!p)
			break;
		*p++ = 0;
	}
	__nolibc_ext_gr_mem[*f[3] ? n + 1 : 0] = NULL;
	__nolibc_ext_gr.gr_mem = __nolibc_ext_gr_mem;
	return 1;
}

static __attribute__((unused))
struct group *__nolibc_ext_getgr(const char *name, gid_t gid)
{
	struct __nolibc_ext_gr_want w;

	w.name = name;
	w.gid = gid;
	if (__nolibc_ext_each_line("/etc/group", __nolibc_ext_gr_line,
				   sizeof(__nolibc_ext_gr_line),
				   __nolibc_ext_gr_line_parse, &w) <= 0)
		return NULL;
	return &__nolibc_ext_gr;
}

static __attribute__((unused))
struct group *getgrnam(const char *name)
{
	return __nolibc_ext_getgr(name, 0);
}

static __attribute__((unused))
struct group *getgrgid(gid_t gid)
{
	return __nolibc_ext_getgr(NULL, gid);
}

/*
 * int putgrent(const struct group *gr, FILE *stream);
 * One line "name:passwd:gid:member,member"; a field holding ':' or a
 * newline, or a member holding ',', is EINVAL.
 */
static __attribute__((unused))
int putgrent(const struct group *gr, FILE *stream)
{
	const char *pass;
	size_t i;

	if (!gr || !stream || !gr->gr_name) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	pass = gr->gr_passwd ? gr->gr_passwd : "";
	if (strpbrk(gr->gr_name, ":\n") || strpbrk(pass, ":\n"))
		goto bad;
	for (i = 0; gr->gr_mem && gr->gr_mem[i]; i++)
		if (strpbrk(gr->gr_mem[i], ":\n,"))
			goto bad;
	if (fprintf(stream, "%s:%s:%lu:", gr->gr_name, pass, (unsigned long)gr->gr_gid) < 0)
		return -1;
	for (i = 0; gr->gr_mem && gr->gr_mem[i]; i++)
		if (fprintf(stream, "%s%s", i ? "," : "", gr->gr_mem[i]) < 0)
			return -1;
	return fputs("\n", stream) < 0 ? -1 : 0;
bad:
	SET_ERRNO(EINVAL);
	return -1;
}

#endif /* _NOLIBC_EXT_GRP_H */
