/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <assert.h>: assert() prints glibc's message to stderr and aborts;
 * NDEBUG turns it off. As in C, this header may be included again to
 * change its mind about NDEBUG.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#undef assert
#ifdef NDEBUG
#define assert(expr) ((void)0)
#else
#define assert(expr) ((expr) ? (void)0 : \
	__nolibc_ext_assert_fail(#expr, __FILE__, __LINE__, __func__))
#endif

#ifndef _NOLIBC_EXT_ASSERT_H
#define _NOLIBC_EXT_ASSERT_H

#define static_assert _Static_assert

/*
 * "prog: file:line: function: Assertion `expr' failed." then SIGABRT.
 */
static __attribute__((unused, noreturn))
void __nolibc_ext_assert_fail(const char *expr, const char *file, unsigned int line,
			      const char *func)
{
	const char *prog = _auxv ? (const char *)getauxval(AT_EXECFN) : NULL;
	char num[16], *p = num + sizeof(num);

	*--p = 0;
	do {
		*--p = '0' + line % 10;
		line /= 10;
	} while (line);
	fputs(prog ? prog : "", stderr);	fputs(": ", stderr);
	fputs(file, stderr);
	fputs(":", stderr);
	fputs(p, stderr);
	fputs(": ", stderr);
	fputs(func, stderr);
	fputs(": Assertion `", stderr);
	fputs(expr, stderr);
	fputs("' failed.\n", stderr);
	abort();
}

#endif /* _NOLIBC_EXT_ASSERT_H */
