/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <sys/un.h>: struct sockaddr_un, the UAPI's, and SUN_LEN(). */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_UN_H
#define _NOLIBC_EXT_SYS_UN_H

#include <sys/socket.h>
#include <linux/un.h>

#define SUN_LEN(p)	(offsetof(struct sockaddr_un, sun_path) + strlen((p)->sun_path))

#endif /* _NOLIBC_EXT_SYS_UN_H */
