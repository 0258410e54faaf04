/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <error.h>: GNU error(): "prog: message[: strerror(errnum)]\n" on stderr,
 * prog being the program's path as started (glibc's
 * program_invocation_name, where err() and warn() take its last part),
 * then exit(status) when status is not 0.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_ERROR_H
#define _NOLIBC_EXT_ERROR_H

#include <err.h>

/*
 * void error(int status, int errnum, const char *fmt, ...);
 */
static __attribute__((unused, format(printf, 3, 4)))
void error(int status, int errnum, const char *fmt, ...)
{
	const char *prog = _auxv ? (const char *)getauxval(AT_EXECFN) : NULL;
	va_list ap;

	fprintf(stderr, "%s: ", prog ? prog : "");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	if (errnum)
		fprintf(stderr, ": %s", strerror(errnum));
	fputs("\n", stderr);
	if (status)
		exit(status);
}

#endif /* _NOLIBC_EXT_ERROR_H */
