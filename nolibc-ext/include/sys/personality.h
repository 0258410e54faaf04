/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/personality.h>: personality() with the UAPI's PER_* values and
 * flags. As glibc's, it never fails: the kernel's value is returned as it
 * is, without errno, even one that looks like an error number (a valid
 * persona such as 0xffffffea), and the argument is cut to 32 bits.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_PERSONALITY_H
#define _NOLIBC_EXT_SYS_PERSONALITY_H

#include <linux/personality.h>

static __attribute__((unused))
int personality(unsigned long persona)
{
	return my_syscall1(__NR_personality, (unsigned int)persona);
}

#endif /* _NOLIBC_EXT_SYS_PERSONALITY_H */
