/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <err.h>: err(), errx(), warn(), warnx() and their v forms, with glibc's
 * output: "prog: message: strerror\n" (the errno part for err and warn
 * only), strerror()'s text being glibc's (<string.h>).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_ERR_H
#define _NOLIBC_EXT_ERR_H

#include <string.h>
#include <stdarg.h>
#include <stdio.h>

/* The program's name as glibc's program_invocation_short_name gives it. */
static __attribute__((unused))
const char *__nolibc_ext_progname(void)
{
	const char *p = _auxv ? (const char *)getauxval(AT_EXECFN) : NULL, *s;

	if (!p)
		return "";
	s = strrchr(p, '/');
	return s ? s + 1 : p;
}

static __attribute__((unused))
void __nolibc_ext_vwarn(int with_errno, const char *fmt, va_list ap)
{
	int e = errno;

	fprintf(stderr, "%s: ", __nolibc_ext_progname());
	if (fmt) {
		vfprintf(stderr, fmt, ap);
		if (with_errno)
			fputs(": ", stderr);
	}
	if (with_errno)
		fputs(strerror(e), stderr);
	fputs("\n", stderr);
}

/*
 * void vwarn(const char *fmt, va_list ap); void vwarnx(const char *fmt, va_list ap);
 * void warn(const char *fmt, ...); void warnx(const char *fmt, ...);
 * void verr(int status, const char *fmt, va_list ap); (and verrx)
 * void err(int status, const char *fmt, ...); void errx(int status, const char *fmt, ...);
 */
static __attribute__((unused, format(printf, 1, 0)))
void vwarn(const char *fmt, va_list ap)
{
	__nolibc_ext_vwarn(1, fmt, ap);
}

static __attribute__((unused, format(printf, 1, 0)))
void vwarnx(const char *fmt, va_list ap)
{
	__nolibc_ext_vwarn(0, fmt, ap);
}

static __attribute__((unused, format(printf, 1, 2)))
void warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	__nolibc_ext_vwarn(1, fmt, ap);
	va_end(ap);
}

static __attribute__((unused, format(printf, 1, 2)))
void warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	__nolibc_ext_vwarn(0, fmt, ap);
	va_end(ap);
}

static __attribute__((unused, noreturn, format(printf, 2, 0)))
void verr(int status, const char *fmt, va_list ap)
{
	__nolibc_ext_vwarn(1, fmt, ap);
	exit(status);
}

static __attribute__((unused, noreturn, format(printf, 2, 0)))
void verrx(int status, const char *fmt, va_list ap)
{
	__nolibc_ext_vwarn(0, fmt, ap);
	exit(status);
}

static __attribute__((unused, noreturn, format(printf, 2, 3)))
void err(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	__nolibc_ext_vwarn(1, fmt, ap);
	va_end(ap);
	exit(status);
}

static __attribute__((unused, noreturn, format(printf, 2, 3)))
void errx(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	__nolibc_ext_vwarn(0, fmt, ap);
	va_end(ap);
	exit(status);
}

#endif /* _NOLIBC_EXT_ERR_H */
