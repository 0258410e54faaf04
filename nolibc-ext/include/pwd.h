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
#include <unistd.h>

struct passwd {
	char *pw_name;
	char *pw_passwd;
	uid_t pw_uid;
	gid_t pw_gid;
	char *pw_gecos;
	char *pw_dir;
	char *pw_shell;
};

/*
 * The entry of name, or of uid when name is NULL, copied into buf as
 * pw's strings: 0, ENOENT when there is none, ERANGE when buf is too
 * small, or the errno of reading /etc/passwd.
 */
static __attribute__((unused))
int __nolibc_ext_getpw(const char *name, uid_t uid, struct passwd *pw,
		       char *buf, size_t len)
{
	char chunk[512], line[1024], *f[7], *p;
	size_t used = 0, n;
	int fd = open("/etc/passwd", O_RDONLY | O_CLOEXEC), i, err = ENOENT;
	ssize_t got;

	if (fd < 0)
		return errno;
	for (;;) {
		got = read(fd, chunk, sizeof(chunk));
		if (got < 0) {
			err = errno;
			break;
		}
		for (i = 0; i < got || (!got && used); i++) {
			if (i < got && chunk[i] != '\n') {
				if (used < sizeof(line) - 1)
					line[used++] = chunk[i];
				continue;
			}
			/* a whole line: name:passwd:uid:gid:gecos:dir:shell */
			line[used] = 0;
			used = 0;
			for (n = 0, p = line; n < 7; n++) {
				f[n] = p;
				p = p ? strchr(p, ':') : NULL;
				if (p)
					*p++ = 0;
			}
			if (!f[6] || (name ? strcmp(f[0], name) : (uid_t)atol(f[2]) != uid))
				continue;
			err = 0;
			break;
		}
		if (!err || !got)
			break;
	}
	close(fd);
	if (err)
		return err;
	for (n = 0, i = 0; i < 7; i++)
		n += strlen(f[i]) + 1;
	if (n > len)
		return ERANGE;
	pw->pw_uid = atol(f[2]);
	pw->pw_gid = atol(f[3]);
	for (i = 0; i < 7; i++) {
		n = strlen(f[i]) + 1;
		memcpy(buf, f[i], n);
		f[i] = buf;
		buf += n;
	}
	pw->pw_name = f[0];
	pw->pw_passwd = f[1];
	pw->pw_gecos = f[4];
	pw->pw_dir = f[5];
	pw->pw_shell = f[6];
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
