/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <netinet/tcp.h>: the UAPI's <linux/tcp.h> (glibc's Linux member names)
 * and the TCP option kinds and lengths of RFC 793, 1323 and 2018.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_NETINET_TCP_H
#define _NOLIBC_EXT_NETINET_TCP_H

#include <netinet/in.h>
#include <linux/tcp.h>

#define TCPOPT_EOL		0
#define TCPOPT_NOP		1
#define TCPOPT_MAXSEG		2
#define TCPOLEN_MAXSEG		4
#define TCPOPT_WINDOW		3
#define TCPOLEN_WINDOW		3
#define TCPOPT_SACK_PERMITTED	4
#define TCPOLEN_SACK_PERMITTED	2
#define TCPOPT_SACK		5
#define TCPOPT_TIMESTAMP	8
#define TCPOLEN_TIMESTAMP	10
#define TCPOLEN_TSTAMP_APPA	(TCPOLEN_TIMESTAMP + 2)	/* with two NOPs */
#define TCP_MAXWIN		65535	/* the largest window without scaling */
#define TCP_MAX_WINSHIFT	14
#define TCPOPT_TSTAMP_HDR \
	(TCPOPT_NOP << 24 | TCPOPT_NOP << 16 | TCPOPT_TIMESTAMP << 8 | TCPOLEN_TIMESTAMP)

#endif /* _NOLIBC_EXT_NETINET_TCP_H */
