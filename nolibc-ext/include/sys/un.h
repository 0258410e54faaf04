/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <sys/un.h>: struct sockaddr_un, the UAPI's, and SUN_LEN(). */

#ifndef _NOLIBC_EXT_SYS_UN_H
#define _NOLIBC_EXT_SYS_UN_H

#include_next <nolibc.h>
#include <sys/socket.h>
#include <linux/un.h>

#define SUN_LEN(p)	(offsetof(struct sockaddr_un, sun_path) + strlen((p)->sun_path))

#include <nolibc.h>

#endif /* _NOLIBC_EXT_SYS_UN_H */
