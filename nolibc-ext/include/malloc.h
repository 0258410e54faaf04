/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <malloc.h>: the allocator of <stdlib.h>, and memalign() and valloc()
 * on posix_memalign() (a larger alignment than the ABI's stays allocated
 * until the program ends: see <stdlib.h>).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_MALLOC_H
#define _NOLIBC_EXT_MALLOC_H

#include <stdlib.h>

/*
 * void *memalign(size_t alignment, size_t size);
 * void *valloc(size_t size);
 */
static __attribute__((unused))
void *memalign(size_t alignment, size_t size)
{
	void *p;
	int err;

	/* glibc takes any power of two, smaller than a pointer too */
	if (alignment < sizeof(void *))
		alignment = sizeof(void *);
	err = posix_memalign(&p, alignment, size);
	if (err) {
		SET_ERRNO(err);
		return NULL;
	}
	return p;
}

static __attribute__((unused))
void *valloc(size_t size)
{
	return memalign(getpagesize(), size);
}

#endif /* _NOLIBC_EXT_MALLOC_H */
