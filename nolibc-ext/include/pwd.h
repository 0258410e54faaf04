/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <pwd.h>: struct passwd from /etc/passwd (no other source, as <grp.h>):
 * getpwnam() and getpwuid() in static storage, getpwnam_r() and
 * getpwuid_r() in the caller's buffer (ERANGE when it is too small), and
 * putpwent(), which writes an entry in the file's format. A name that is
 * not there is NULL (or 0 with *result NULL) with errno untouched, as in
 * glibc.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_PWD_H
#define _NOLIBC_EXT_PWD_H

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lines.h"

struct passwd {
	char *pw_name;
	char *pw_passwd;
	uid_t pw_uid;
	gid_t pw_gid;
	char *pw_gecos;
	char *pw_dir;
	char *pw_shell;
};

struct __nolibc_ext_pw_want {
	const char *name;	/* or NULL: by uid */
	uid_t uid;
	char *f[7];		/* the fields of the line found */
};

/* a line of /etc/passwd: name:passwd:uid:gid:gecos:dir:shell */
static __attribute__((unused))
int __nolibc_ext_pw_line(char *line, void *ctx)
{
	struct __nolibc_ext_pw_want *w = ctx;

	if (!__nolibc_ext_fields(line, w->f, 7, ':'))
		return 0;
	return w->name ? !strcmp(w->f[0], w->name) : (uid_t)atol(w->f[2]) == w->uid;
}

/*
 * The entry of name, or of uid when name is NULL, copied into buf as
 * pw's strings: 0, ENOENT when there is none, ERANGE when buf is too
 * small, or the errno of reading /etc/passwd.
 */
static __attribute__((unused))
int __nolibc_ext_getpw(const char *name, uid_t uid, struct passwd *pw,
		       char *buf, size_t len)
{
	struct __nolibc_ext_pw_want w;
	char line[1024];
	size_t n;
	int i;

	w.name = name;
	w.uid = uid;
	i = __nolibc_ext_each_line("/etc/passwd", line, sizeof(line),
				   __nolibc_ext_pw_line, &w);
	if (i <= 0)
		return i ? -i : ENOENT;
	for (n = 0, i = 0; i < 7; i++)
		n += strlen(w.f[i]) + 1;
	if (n > len)
		return ERANGE;
	pw->pw_uid = atol(w.f[2]);
	pw->pw_gid = atol(w.f[3]);
	for (i = 0; i < 7; i++) {
		n = strlen(w.f[i]) + 1;
		memcpy(buf, w.f[i], n);
		w.f[i] = buf;
		buf += n;
	}
	pw->pw_name = w.f[0];
	pw->pw_passwd = w.f[1];
	pw->pw_gecos = w.f[4];
	pw->pw_dir = w.f[5];
	pw->pw_shell = w.f[6];
	return 0;
}

/*
 * int getpwnam_r(const char *name, struct passwd *pw, char *buf,
 *		  size_t len, struct passwd **result);
 * int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t len,
 *		  struct passwd **result);
 */
static __attribute__((unused))
int __nolibc_ext_getpw_r(const char *name, uid_t uid, struct passwd *pw, char *buf,
			 size_t len, struct passwd **result)
{
	int err = __nolibc_ext_getpw(name, uid, pw, buf, len);

	*result = err ? NULL : pw;
	return err == ENOENT ? 0 : err;
}

static __attribute__((unused))
int getpwnam_r(const char *name, struct passwd *pw, char *buf, size_t len,
	       struct passwd **result)
{
	return __nolibc_ext_getpw_r(name, 0, pw, buf, len, result);
}

static __attribute__((unused))
int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t len,
	       struct passwd **result)
{
	return __nolibc_ext_getpw_r(NULL, uid, pw, buf, len, result);
}

/*
 * struct passwd *getpwnam(const char *name); struct passwd *getpwuid(uid_t uid);
 * In storage the next call overwrites.
 */
struct passwd __nolibc_ext_pw __attribute__((weak));
char __nolibc_ext_pw_buf[1024] __attribute__((weak));

static __attribute__((unused))
struct passwd *__nolibc_ext_getpw_static(const char *name, uid_t uid)
{
	int err = __nolibc_ext_getpw(name, uid, &__nolibc_ext_pw, __nolibc_ext_pw_buf,
				     sizeof(__nolibc_ext_pw_buf));

	if (err && err != ENOENT)
		SET_ERRNO(err);
	return err ? NULL : &__nolibc_ext_pw;
}

static __attribute__((unused))
struct passwd *getpwnam(const char *name)
{
	return __nolibc_ext_getpw_static(name, 0);
}

static __attribute__((unused))
struct passwd *getpwuid(uid_t uid)
{
	return __nolibc_ext_getpw_static(NULL, uid);
}

/*
 * int putpwent(const struct passwd *pw, FILE *stream);
 * One line "name:passwd:uid:gid:gecos:dir:shell"; a field holding ':' or
 * a newline (or a NULL pw) is EINVAL.
 */
static __attribute__((unused))
int putpwent(const struct passwd *pw, FILE *stream)
{
	const char *s[5];
	int i;

	if (!pw || !stream || !pw->pw_name) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	s[0] = pw->pw_name;
	s[1] = pw->pw_passwd ? pw->pw_passwd : "";
	s[2] = pw->pw_gecos ? pw->pw_gecos : "";
	s[3] = pw->pw_dir ? pw->pw_dir : "";
	s[4] = pw->pw_shell ? pw->pw_shell : "";
	for (i = 0; i < 5; i++) {
		if (strpbrk(s[i], ":\n")) {
			SET_ERRNO(EINVAL);
			return -1;
		}
	}
	if (fprintf(stream, "%s:%s:%lu:%lu:%s:%s:%s\n", s[0], s[1],
		    (unsigned long)pw->pw_uid, (unsigned long)pw->pw_gid, s[2], s[3],
		    s[4]) < 0)
		return -1;
	return 0;
}

#endif /* _NOLIBC_EXT_PWD_H */
