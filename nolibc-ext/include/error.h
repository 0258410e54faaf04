/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <error.h>: GNU error(): "prog: message[: strerror(errnum)]\n" on stderr,
 * prog being the program's path as started (glibc's
 * program_invocation_name, where err() and warn() take its last part),
 * then exit(status) when status is not 0; error_at_line(): the same with
 * "prog:file:line: " in front, once per line when error_one_per_line is
 * set. Both count their messages in error_message_count and flush stdout
 * first, as glibc's do.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_ERROR_H
#define _NOLIBC_EXT_ERROR_H

#include <err.h>

unsigned int error_message_count __attribute__((weak));
int error_one_per_line __attribute__((weak));
/* error_at_line()'s last place, for error_one_per_line */
const char *__nolibc_ext_error_file __attribute__((weak));
unsigned int __nolibc_ext_error_line __attribute__((weak));

/* the message, after what comes before it: strerror, a newline, exit */
static __attribute__((unused))
void __nolibc_ext_verror(int status, int errnum, const char *fmt, va_list ap)
{
	vfprintf(stderr, fmt, ap);
	if (errnum)
		fprintf(stderr, ": %s", strerror(errnum));
	fputs("\n", stderr);
	error_message_count++;
	if (status)
		exit(status);
}

/* the program's path as started, stdout flushed before it is written */
static __attribute__((unused))
const char *__nolibc_ext_error_prefix(void)
{
	const char *prog = _auxv ? (const char *)getauxval(AT_EXECFN) : NULL;

	fflush(stdout);
	return prog ? prog : "";
}

/*
 * void error(int status, int errnum, const char *fmt, ...);
 */
static __attribute__((unused, format(printf, 3, 4)))
void error(int status, int errnum, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", __nolibc_ext_error_prefix());
	va_start(ap, fmt);
	__nolibc_ext_verror(status, errnum, fmt, ap);
	va_end(ap);
}

/*
 * void error_at_line(int status, int errnum, const char *file,
 *		      unsigned int line, const char *fmt, ...);
 */
static __attribute__((unused, format(printf, 5, 6)))
void error_at_line(int status, int errnum, const char *file, unsigned int line,
		   const char *fmt, ...)
{
	const char *last = __nolibc_ext_error_file;
	va_list ap;

	if (error_one_per_line) {
		if (line == __nolibc_ext_error_line &&
		    (file == last || (file && last && !strcmp(file, last))))
			return;
		__nolibc_ext_error_file = file;
		__nolibc_ext_error_line = line;
	}
	fprintf(stderr, "%s:", __nolibc_ext_error_prefix());
	if (file)
		fprintf(stderr, "%s:%u: ", file, line);
	else
		fputs(" ", stderr);
	va_start(ap, fmt);
	__nolibc_ext_verror(status, errnum, fmt, ap);
	va_end(ap);
}

#endif /* _NOLIBC_EXT_ERROR_H */
