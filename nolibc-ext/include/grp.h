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
#include <unistd.h>

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
static __attribute__((unused))
struct group *__nolibc_ext_getgr(const char *name, gid_t gid)
{
	static char buf[4096];
	static char *mem[64];
	static struct group gr;
	char *line, *next, *f[4], *p;
	int fd = open("/etc/group", O_RDONLY | O_CLOEXEC), i, n;
	ssize_t len;

	if (fd < 0)
		return NULL;
	len = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (len <= 0)
		return NULL;
	buf[len] = 0;
	for (line = buf; line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		/* name:password:gid:member,member */
		for (i = 0, p = line; i < 4; i++) {
			f[i] = p;
			p = p ? strchr(p, ':') : NULL;
			if (p)
				*p++ = 0;
		}
		if (!f[3])
			continue;
		if (name ? strcmp(f[0], name) : (gid_t)atoi(f[2]) != gid)
			continue;
		gr.gr_name = f[0];
		gr.gr_passwd = f[1];
		gr.gr_gid = atoi(f[2]);
		for (n = 0, p = f[3]; *p && n < 63; n++) {
			mem[n] = p;
			p = strchr(p, ',');
			if (!p)
				break;
			*p++ = 0;
		}
		mem[*f[3] ? n + 1 : 0] = NULL;
		gr.gr_mem = mem;
		return &gr;
	}
	return NULL;
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
