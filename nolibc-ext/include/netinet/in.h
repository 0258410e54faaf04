/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <netinet/in.h>: the UAPI's struct in_addr, sockaddr_in, in6_addr,
 * sockaddr_in6, IPPROTO_*, INADDR_* and IP options (they define them when
 * no C library has: <linux/libc-compat.h>), the byte order conversions,
 * in6addr_any and in6addr_loopback, the address string lengths,
 * struct in6_pktinfo and struct ip6_mtuinfo.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_NETINET_IN_H
#define _NOLIBC_EXT_NETINET_IN_H

#include <sys/socket.h>
#include <linux/in.h>
#include <linux/in6.h>

typedef uint16_t in_port_t;
typedef uint32_t in_addr_t;

#define INET_ADDRSTRLEN		16
#define INET6_ADDRSTRLEN	46
#define IPPROTO_HOPOPTS		0
#define IPPROTO_ROUTING		43
#define IPPROTO_FRAGMENT	44
#define IPPROTO_ICMPV6		58
#define IPPROTO_NONE		59
#define IPPROTO_DSTOPTS		60

/*
 * uint32_t htonl(uint32_t); uint16_t htons(uint16_t);
 * uint32_t ntohl(uint32_t); uint16_t ntohs(uint16_t);
 */
static __attribute__((unused))
uint32_t htonl(uint32_t v)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return __builtin_bswap32(v);
#else
	return v;
#endif
}

static __attribute__((unused))
uint16_t htons(uint16_t v)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return __builtin_bswap16(v);
#else
	return v;
#endif
}

static __attribute__((unused))
uint32_t ntohl(uint32_t v)
{
	return htonl(v);
}

static __attribute__((unused))
uint16_t ntohs(uint16_t v)
{
	return htons(v);
}

/*
 * The IPV6_PKTINFO and IPV6_PATHMTU structures (glibc's with _GNU_SOURCE).
 * The UAPI's <linux/ipv6.h> has them too, for a program without a C
 * library: read before, its own stand; read after, it is told not to
 * define them again.
 */
#ifndef _IPV6_H
struct in6_pktinfo {
	struct in6_addr ipi6_addr;
	int ipi6_ifindex;
};

struct ip6_mtuinfo {
	struct sockaddr_in6 ip6m_addr;
	uint32_t ip6m_mtu;
};

#undef __UAPI_DEF_IN6_PKTINFO
#define __UAPI_DEF_IN6_PKTINFO	0
#undef __UAPI_DEF_IP6_MTUINFO
#define __UAPI_DEF_IP6_MTUINFO	0
#endif

#define IN6ADDR_ANY_INIT	{ { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 } } }
#define IN6ADDR_LOOPBACK_INIT	{ { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 } } }

static const struct in6_addr in6addr_any = IN6ADDR_ANY_INIT;
static const struct in6_addr in6addr_loopback = IN6ADDR_LOOPBACK_INIT;

#define IN6_IS_ADDR_UNSPECIFIED(a) \
	(((const uint32_t *)(a))[0] == 0 && ((const uint32_t *)(a))[1] == 0 && \
	 ((const uint32_t *)(a))[2] == 0 && ((const uint32_t *)(a))[3] == 0)
#define IN6_IS_ADDR_LOOPBACK(a) \
	(((const uint32_t *)(a))[0] == 0 && ((const uint32_t *)(a))[1] == 0 && \
	 ((const uint32_t *)(a))[2] == 0 && ((const uint32_t *)(a))[3] == htonl(1))
#define IN6_IS_ADDR_V4MAPPED(a) \
	(((const uint32_t *)(a))[0] == 0 && ((const uint32_t *)(a))[1] == 0 && \
	 ((const uint32_t *)(a))[2] == htonl(0xffff))
#define IN6_IS_ADDR_MULTICAST(a)	(((const uint8_t *)(a))[0] == 0xff)
#define IN6_IS_ADDR_LINKLOCAL(a) \
	((((const uint32_t *)(a))[0] & htonl(0xffc00000)) == htonl(0xfe800000))

#endif /* _NOLIBC_EXT_NETINET_IN_H */
