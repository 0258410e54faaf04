/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/personality.h>: personality() with the UAPI's PER_* values and
 * flags. As glibc's, it never fails: a persona the kernel returns in the
 * range of error numbers (a 32-bit kernel's valid value) is given back
 * negated, without errno, and the argument is cut to 32 bits.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_PERSONALITY_H
#define _NOLIBC_EXT_SYS_PERSONALITY_H

#include <linux/personality.h>

static __attribute__((unused))
int personality(unsigned long persona)
{
	long ret = my_syscall1(__NR_personality, (unsigned int)persona);

	return ret < 0 && ret >= -MAX_ERRNO ? -ret : ret;
}

#endif /* _NOLIBC_EXT_SYS_PERSONALITY_H */
