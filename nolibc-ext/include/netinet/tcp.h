/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <netinet/tcp.h>: the UAPI's <linux/tcp.h> (glibc's Linux member names). */

#ifndef _NOLIBC_EXT_NETINET_TCP_H
#define _NOLIBC_EXT_NETINET_TCP_H

#include <netinet/in.h>
#include <linux/tcp.h>

#endif /* _NOLIBC_EXT_NETINET_TCP_H */
