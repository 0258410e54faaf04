/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <wait.h>: the old name of <sys/wait.h>, which glibc still installs
 * (prctl's disable-tsc tests include it).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_WAIT_H
#define _NOLIBC_EXT_WAIT_H

#include <sys/wait.h>

#endif /* _NOLIBC_EXT_WAIT_H */
