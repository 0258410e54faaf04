/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <netinet/ip.h>: the UAPI's <linux/ip.h> (glibc's Linux member names),
 * BSD's struct ip, and the IPv4 header's flags and limits of RFC 791.
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

/* the IPv4 header in BSD's names, glibc's layout: 20 bytes */
struct ip {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	unsigned int ip_hl:4;	/* header length, in 32-bit words */
	unsigned int ip_v:4;	/* version */
#else
	unsigned int ip_v:4;
	unsigned int ip_hl:4;
#endif
	uint8_t ip_tos;
	unsigned short ip_len;	/* the total length, network order */
	unsigned short ip_id;
	unsigned short ip_off;	/* IP_DF, IP_MF and the fragment offset */
	uint8_t ip_ttl;
	uint8_t ip_p;		/* the protocol, IPPROTO_* */
	unsigned short ip_sum;
	struct in_addr ip_src;
	struct in_addr ip_dst;
};

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
