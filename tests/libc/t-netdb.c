/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <netdb.h> on numeric addresses (getaddrinfo, freeaddrinfo,
 * gai_strerror, getnameinfo), and the packet headers of <netinet/ip6.h>,
 * <netinet/ip.h> and <netinet/tcp.h> by size, offset and value.
 */

#define _GNU_SOURCE
#include <netdb.h>
#include <stddef.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/ip.h>
#include <netinet/ip6.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include "check.h"

/* The list as "family/type/protocol/port" entries. */
static void describe(struct addrinfo *ai, char *out, size_t len)
{
	char one[64];

	*out = 0;
	for (; ai; ai = ai->ai_next) {
		struct sockaddr_in *sin = (struct sockaddr_in *)ai->ai_addr;

		/* socket type numbers differ on MIPS: named */
		snprintf(one, sizeof(one), "%s%d/%s/%d/%d", *out ? " " : "",
			 ai->ai_family == AF_INET6 ? 6 : 4,
			 ai->ai_socktype == SOCK_STREAM ? "stream" :
			 ai->ai_socktype == SOCK_DGRAM ? "dgram" : "raw",
			 ai->ai_protocol, ntohs(sin->sin_port));
		strncat(out, one, len - strlen(out) - 1);
	}
}

static void test_numeric_v4(const char *name)
{
	struct addrinfo hints, *ai = NULL;
	char desc[256];
	int r;

	memset(&hints, 0, sizeof(hints));
	hints.ai_family = AF_INET;
	r = getaddrinfo("127.0.0.1", "8080", &hints, &ai);
	describe(ai, desc, sizeof(desc));
	CHECK_STR(name, r ? "error" : desc, "4/stream/6/8080 4/dgram/17/8080 4/raw/0/8080");
	freeaddrinfo(ai);
}

static void test_numeric_v6_stream(const char *name)
{
	struct addrinfo hints, *ai = NULL;
	char addr[64] = "";
	int r;

	memset(&hints, 0, sizeof(hints));
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_NUMERICHOST;
	r = getaddrinfo("::1", "22", &hints, &ai);
	if (!r)
		inet_ntop(AF_INET6, &((struct sockaddr_in6 *)ai->ai_addr)->sin6_addr,
			  addr, sizeof(addr));
	CHECK_EQ(name, !r * 1000 + (ai && !ai->ai_next) * 100 +
		 (ai && ai->ai_addrlen == sizeof(struct sockaddr_in6)) * 10 +
		 !strcmp(addr, "::1"), 1111);
	freeaddrinfo(ai);
}

static void test_passive(const char *name)
{
	struct addrinfo hints, *ai = NULL;
	int r;

	memset(&hints, 0, sizeof(hints));
	hints.ai_family = AF_INET;
	hints.ai_socktype = SOCK_DGRAM;
	hints.ai_flags = AI_PASSIVE;
	r = getaddrinfo(NULL, "53", &hints, &ai);
	CHECK_EQ(name, !r * 10 + (ai &&
		 ((struct sockaddr_in *)ai->ai_addr)->sin_addr.s_addr == htonl(INADDR_ANY)), 11);
	freeaddrinfo(ai);
}

static void test_errors(const char *name)
{
	struct addrinfo hints, *ai = NULL;
	int r;

	memset(&hints, 0, sizeof(hints));
	hints.ai_flags = AI_NUMERICHOST;
	r = (getaddrinfo("not-an-address", NULL, &hints, &ai) == EAI_NONAME) * 1000;
	r += (getaddrinfo(NULL, NULL, NULL, &ai) == EAI_NONAME) * 100;
	hints.ai_flags = 0;
	hints.ai_family = AF_UNIX;
	r += (getaddrinfo("127.0.0.1", NULL, &hints, &ai) == EAI_FAMILY) * 10;
	hints.ai_family = AF_INET;
	hints.ai_flags = AI_NUMERICSERV;
	r += getaddrinfo("127.0.0.1", "http", &hints, &ai) == EAI_NONAME;
	CHECK_EQ(name, r, 1111);
}

static void test_gai_strerror(const char *name)
{
	CHECK_STR(name, gai_strerror(EAI_NONAME), "Name or service not known");
}

static void test_getnameinfo(const char *name)
{
	struct sockaddr_in sin;
	char host[NI_MAXHOST], serv[NI_MAXSERV];
	int r;

	memset(&sin, 0, sizeof(sin));
	sin.sin_family = AF_INET;
	sin.sin_port = htons(4242);
	inet_pton(AF_INET, "192.0.2.7", &sin.sin_addr);
	r = getnameinfo((struct sockaddr *)&sin, sizeof(sin), host, sizeof(host), serv,
			sizeof(serv), NI_NUMERICHOST | NI_NUMERICSERV);
	CHECK_EQ(name, !r * 100 + !strcmp(host, "192.0.2.7") * 10 + !strcmp(serv, "4242"), 111);
}

static void test_ip6_hdr(const char *name)
{
	CHECK_EQ(name, sizeof(struct ip6_hdr) * 10000 + offsetof(struct ip6_hdr, ip6_src) * 1000 +
		 offsetof(struct ip6_hdr, ip6_nxt) * 100 + sizeof(struct ip6_frag) * 10 +
		 (IP6F_MORE_FRAG == htons(1)), 408681);
}

static void test_ip_tcp_constants(const char *name)
{
	CHECK_EQ(name, sizeof(struct ip_timestamp) * 1000000 + IP_DF * 10 / 0x4000 * 10000 +
		 TCPOLEN_TSTAMP_APPA * 100 + (TCP_MAXWIN == 65535) * 10 + (IP_MAXPACKET == 65535),
		 40101211);
}

/* struct ip over the bytes of a header: every field where glibc has it */
static void test_struct_ip(const char *name)
{
	static const unsigned char hdr[20] = {
		0x45, 0x10, 0x05, 0xdc, 0x12, 0x34, 0x40, 0x01,
		0x40, 0x11, 0xab, 0xcd, 127, 0, 0, 1, 10, 1, 2, 3,
	};
	struct ip ip;
	EXPECT_START;

	memcpy(&ip, hdr, sizeof(hdr));
	EXPECT(sizeof(struct ip) == 20 && ip.ip_v == 4 && ip.ip_hl == 5 && ip.ip_tos == 0x10);
	EXPECT(ntohs(ip.ip_len) == 1500 && ntohs(ip.ip_id) == 0x1234 &&
	       ntohs(ip.ip_off) == (IP_DF | 1));
	EXPECT(ip.ip_ttl == 64 && ip.ip_p == IPPROTO_UDP && ntohs(ip.ip_sum) == 0xabcd);
	EXPECT(ip.ip_src.s_addr == htonl(0x7f000001) && ip.ip_dst.s_addr == htonl(0x0a010203));
	EXPECT_END(name);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_numeric_v4),
	CHECK_CASE(test_numeric_v6_stream),
	CHECK_CASE(test_passive),
	CHECK_CASE(test_errors),
	CHECK_CASE(test_gai_strerror),
	CHECK_CASE(test_getnameinfo),
	CHECK_CASE(test_ip6_hdr),
	CHECK_CASE(test_ip_tcp_constants),
	CHECK_CASE(test_struct_ip),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
