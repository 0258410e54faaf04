/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <syscall.h>: the old name of <sys/syscall.h>. */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYSCALL_H
#define _NOLIBC_EXT_SYSCALL_H

#include <sys/syscall.h>

#endif /* _NOLIBC_EXT_SYSCALL_H */
