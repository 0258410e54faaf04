/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <net/ethernet.h>: ETH_ALEN, ETH_P_* and struct ethhdr from the UAPI. */

#ifndef _NOLIBC_EXT_NET_ETHERNET_H
#define _NOLIBC_EXT_NET_ETHERNET_H

#include_next <nolibc.h>
#include <linux/if_ether.h>

#include <nolibc.h>

#endif /* _NOLIBC_EXT_NET_ETHERNET_H */
