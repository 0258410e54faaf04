/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/random.h>: getrandom() and getentropy().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_RANDOM_H
#define _NOLIBC_EXT_SYS_RANDOM_H

#include <linux/random.h>

static __attribute__((unused))
ssize_t getrandom(void *buf, size_t len, unsigned int flags)
{
	return __sysret(my_syscall3(__NR_getrandom, buf, len, flags));
}

/* at most 256 bytes, all of them or an error, as POSIX wants */
static __attribute__((unused))
int getentropy(void *buf, size_t len)
{
	size_t got = 0;
	ssize_t r;

	if (len > 256) {
		SET_ERRNO(EIO);
		return -1;
	}
	while (got < len) {
		r = getrandom((char *)buf + got, len - got, 0);
		if (r < 0 && errno != EINTR)
			return -1;
		if (r > 0)
			got += r;
	}
	return 0;
}

#endif /* _NOLIBC_EXT_SYS_RANDOM_H */
