/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <libgen.h>: POSIX basename() and dirname(), which may write into path
 * (to drop trailing slashes) and return "." or "/" for the edge cases.
 * Including it replaces <string.h>'s GNU basename(), as with glibc.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_LIBGEN_H
#define _NOLIBC_EXT_LIBGEN_H

#include <string.h>

/*
 * char *basename(char *path);
 * char *dirname(char *path);
 */
static __attribute__((unused))
char *__nolibc_ext_posix_basename(char *path)
{
	char *end, *p;

	if (!path || !*path)
		return (char *)".";
	end = path + strlen(path) - 1;
	while (end > path && *end == '/')
		*end-- = 0;
	if (end == path && *end == '/')
		return path;
	p = strrchr(path, '/');
	return p ? p + 1 : path;
}

static __attribute__((unused))
char *dirname(char *path)
{
	char *slash, *p;

	if (!path || !*path)
		return (char *)".";
	slash = strrchr(path, '/');
	if (slash && slash != path && !slash[1]) {
		/* trailing slashes: the slash before the last component */
		for (p = slash; p != path && p[-1] == '/'; p--)
			;
		if (p != path)
			slash = (char *)memrchr(path, '/', p - path);
	}
	if (!slash)
		return (char *)".";
	for (p = slash; p != path && p[-1] == '/'; p--)
		;
	if (p == path)
		/* "/" but "//" for exactly two leading slashes, as glibc */
		p = slash == path + 1 ? slash + 1 : path + 1;
	*p = 0;
	return path;
}

#undef basename
#define basename __nolibc_ext_posix_basename

#endif /* _NOLIBC_EXT_LIBGEN_H */
