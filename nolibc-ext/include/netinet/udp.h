/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <netinet/udp.h>: the UAPI's <linux/udp.h> (glibc's Linux member names). */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_NETINET_UDP_H
#define _NOLIBC_EXT_NETINET_UDP_H

#include <netinet/in.h>
#include <linux/udp.h>

#endif /* _NOLIBC_EXT_NETINET_UDP_H */
