/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <net/ethernet.h>: ETH_ALEN, ETH_P_* and struct ethhdr from the UAPI. */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_NET_ETHERNET_H
#define _NOLIBC_EXT_NET_ETHERNET_H

#include <linux/if_ether.h>

#endif /* _NOLIBC_EXT_NET_ETHERNET_H */
