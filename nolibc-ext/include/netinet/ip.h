/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <netinet/ip.h>: the UAPI's <linux/ip.h> (glibc's Linux member names),
 * and the IPv4 header's flags and limits of RFC 791.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_NETINET_IP_H
#define _NOLIBC_EXT_NETINET_IP_H

#include <netinet/in.h>
#include <linux/ip.h>

#define IPVERSION	4
#define IP_RF		0x8000	/* reserved fragment flag */
#define IP_DF		0x4000	/* don't fragment */
#define IP_MF		0x2000	/* more fragments */
#define IP_OFFMASK	0x1fff
#define IP_MAXPACKET	65535
#define MAXTTL		255
#define IPDEFTTL	64

/* the timestamp option (RFC 791), glibc's layout: 40 bytes */
struct ip_timestamp {
	uint8_t ipt_code;	/* IPOPT_TS */
	uint8_t ipt_len;
	uint8_t ipt_ptr;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	unsigned int ipt_flg:4;
	unsigned int ipt_oflw:4;
#else
	unsigned int ipt_oflw:4;
	unsigned int ipt_flg:4;
#endif
	uint32_t data[9];
};

#endif /* _NOLIBC_EXT_NETINET_IP_H */
