/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/ucontext.h>: the types of <ucontext.h>, as glibc splits them.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_UCONTEXT_H
#define _NOLIBC_EXT_SYS_UCONTEXT_H

/* the types alone: the functions are <ucontext.h>'s, as glibc's */
#define __NOLIBC_EXT_UCONTEXT_TYPES
#include <ucontext.h>
#undef __NOLIBC_EXT_UCONTEXT_TYPES

#endif /* _NOLIBC_EXT_SYS_UCONTEXT_H */
