/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/signal.h>: the old name of <signal.h>, which glibc keeps.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SIGNAL_H
#define _NOLIBC_EXT_SYS_SIGNAL_H

#include <signal.h>

#endif /* _NOLIBC_EXT_SYS_SIGNAL_H */
