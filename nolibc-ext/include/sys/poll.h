/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <sys/poll.h>: the old name of <poll.h>. */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_POLL_H
#define _NOLIBC_EXT_SYS_POLL_H

#include <poll.h>

#endif /* _NOLIBC_EXT_SYS_POLL_H */
