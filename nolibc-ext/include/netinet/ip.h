/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <netinet/ip.h>: the UAPI's <linux/ip.h> (glibc's Linux member names). */

#ifndef _NOLIBC_EXT_NETINET_IP_H
#define _NOLIBC_EXT_NETINET_IP_H

#include <netinet/in.h>
#include <linux/ip.h>

#endif /* _NOLIBC_EXT_NETINET_IP_H */
