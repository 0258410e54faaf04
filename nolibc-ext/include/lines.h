/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * lines.h (from <pwd.h>, <grp.h> and <netdb.h>): the lines of a file such
 * as /etc/passwd given one at a time, without their newline, to a
 * function, until it returns non-zero. A line longer than the buffer is
 * cut to its size; the file may be of any size. And a line's fields.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_LINES_H
#define _NOLIBC_EXT_LINES_H

#include <fcntl.h>
#include <string.h>

/*
 * fn's non-zero value (line then holds the line it took), 0 at the end of
 * the file, or -errno when it cannot be opened or read. System calls
 * only: no cancellation point.
 */
static __attribute__((unused))
int __nolibc_ext_each_line(const char *path, char *line, size_t size,
			   int (*fn)(char *line, void *ctx), void *ctx)
{
	char chunk[256];
	size_t used = 0;
	long fd, got, i;
	int ret = 0;

	fd = my_syscall4(__NR_openat, AT_FDCWD, path, O_RDONLY | O_CLOEXEC, 0);
	if (fd < 0)
		return fd;
	do {
		got = my_syscall3(__NR_read, fd, chunk, sizeof(chunk));
		if (got < 0) {
			ret = got;
			break;
		}
		/* at the end, a last line without its newline */
		for (i = 0; !ret && (i < got || (!got && used)); i++) {
			if (i < got && chunk[i] != '\n') {
				if (used < size - 1)
					line[used++] = chunk[i];
				continue;
			}
			line[used] = 0;
			used = 0;
			ret = fn(line, ctx);
		}
	} while (!ret && got);
	my_syscall1(__NR_close, fd);
	return ret;
}

/*
 * line cut in place into its n fields at each sep ("a:b:c"), in f: 1 when
 * it has n of them at least (the last then holds the rest), 0 when fewer
 * (the missing ones NULL)
 */
static __attribute__((unused))
int __nolibc_ext_fields(char *line, char **f, int n, char sep)
{
	char *p = line;
	int i;

	for (i = 0; i < n; i++) {
		f[i] = p;
		p = p && i < n - 1 ? strchr(p, sep) : NULL;
		if (p)
			*p++ = 0;
	}
	return f[n - 1] != NULL;
}

#endif /* _NOLIBC_EXT_LINES_H */
