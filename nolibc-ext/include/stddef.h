/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <stddef.h>: 6.12 nolibc has none, -nostdinc hides the compiler's, and
 * NULL, size_t, ptrdiff_t and offsetof() are spread over its std.h,
 * stdint.h and types.h. This one brings them in, with wchar_t and
 * max_align_t from the compiler's own predefined types.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_STDDEF_H
#define _NOLIBC_EXT_STDDEF_H

#ifndef __cplusplus
typedef __WCHAR_TYPE__ wchar_t;
#endif

typedef struct {
	long long __ll __attribute__((aligned(__alignof__(long long))));
	long double __ld __attribute__((aligned(__alignof__(long double))));
} max_align_t;

#endif /* _NOLIBC_EXT_STDDEF_H */
