/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <sys/auxv.h>: getauxval() (6.12 nolibc's) and the AT_* names. */

#ifndef _NOLIBC_EXT_SYS_AUXV_H
#define _NOLIBC_EXT_SYS_AUXV_H

#include_next <nolibc.h>
#include <linux/auxvec.h>

#include <nolibc.h>

#endif /* _NOLIBC_EXT_SYS_AUXV_H */
