/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <netinet/if_ether.h>: the same as <net/ethernet.h> here. */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_NETINET_IF_ETHER_H
#define _NOLIBC_EXT_NETINET_IF_ETHER_H

#include <net/ethernet.h>

#endif /* _NOLIBC_EXT_NETINET_IF_ETHER_H */
