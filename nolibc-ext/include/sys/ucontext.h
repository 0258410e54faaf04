/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/ucontext.h>: the types of <ucontext.h>, as glibc splits them.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_UCONTEXT_H
#define _NOLIBC_EXT_SYS_UCONTEXT_H

#include <ucontext.h>

#endif /* _NOLIBC_EXT_SYS_UCONTEXT_H */
