/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <netinet/ip6.h>: the IPv6 header and its extension headers with the
 * names RFC 3542 gives them (struct ip6_hdr and ip6_flow, ip6_plen,
 * ip6_nxt, ip6_hlim...), as glibc has them.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_NETINET_IP6_H
#define _NOLIBC_EXT_NETINET_IP6_H

#include <netinet/in.h>

struct ip6_hdrctl {
	uint32_t ip6_un1_flow;	/* version 4 bits, traffic class 8, flow 20 */
	uint16_t ip6_un1_plen;	/* payload length */
	uint8_t ip6_un1_nxt;	/* next header */
	uint8_t ip6_un1_hlim;	/* hop limit */
};

struct ip6_hdr {
	union {
		struct ip6_hdrctl ip6_un1;
		uint8_t ip6_un2_vfc;	/* version 4 bits, traffic class' top 4 */
	} ip6_ctlun;
	struct in6_addr ip6_src;
	struct in6_addr ip6_dst;
};

#define ip6_vfc		ip6_ctlun.ip6_un2_vfc
#define ip6_flow	ip6_ctlun.ip6_un1.ip6_un1_flow
#define ip6_plen	ip6_ctlun.ip6_un1.ip6_un1_plen
#define ip6_nxt		ip6_ctlun.ip6_un1.ip6_un1_nxt
#define ip6_hlim	ip6_ctlun.ip6_un1.ip6_un1_hlim
#define ip6_hops	ip6_ctlun.ip6_un1.ip6_un1_hlim

/* the start of every extension header */
struct ip6_ext {
	uint8_t ip6e_nxt;
	uint8_t ip6e_len;	/* in 8-byte units, the first 8 not counted */
};

struct ip6_hbh {
	uint8_t ip6h_nxt;
	uint8_t ip6h_len;
};

struct ip6_dest {
	uint8_t ip6d_nxt;
	uint8_t ip6d_len;
};

struct ip6_rthdr {
	uint8_t ip6r_nxt;
	uint8_t ip6r_len;
	uint8_t ip6r_type;
	uint8_t ip6r_segleft;
};

struct ip6_frag {
	uint8_t ip6f_nxt;
	uint8_t ip6f_reserved;
	uint16_t ip6f_offlg;	/* offset, reserved bits, more-fragments flag */
	uint32_t ip6f_ident;
};

/* ip6f_offlg's fields, in network byte order */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define IP6F_OFF_MASK		0xfff8
#define IP6F_RESERVED_MASK	0x0006
#define IP6F_MORE_FRAG		0x0001
#else
#define IP6F_OFF_MASK		0xf8ff
#define IP6F_RESERVED_MASK	0x0600
#define IP6F_MORE_FRAG		0x0100
#endif

#endif /* _NOLIBC_EXT_NETINET_IP6_H */
