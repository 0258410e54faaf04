/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <sys/auxv.h>: getauxval() (6.12 nolibc's) and the AT_* names. */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_AUXV_H
#define _NOLIBC_EXT_SYS_AUXV_H

#include <elf.h>		/* as glibc's: x86/amx.c finds NT_X86_XSTATE so */
#include <linux/auxvec.h>

#endif /* _NOLIBC_EXT_SYS_AUXV_H */
