/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/wait.h>: wait(), waitpid(), wait4() and the W* status macros come
 * with 6.12 nolibc itself (sys.h, types.h); this header only makes the
 * standard name available.
 */

#ifndef _NOLIBC_EXT_SYS_WAIT_H
#define _NOLIBC_EXT_SYS_WAIT_H

#include <nolibc.h>

#endif /* _NOLIBC_EXT_SYS_WAIT_H */
