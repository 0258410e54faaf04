/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Sockets in nolibc-ext: the socket calls of <sys/socket.h>, the CMSG_*
 * macros with SCM_RIGHTS, <netinet/in.h>'s byte order conversions,
 * <arpa/inet.h>'s address conversions, <sys/un.h>, <net/if.h>, the
 * address families, socket levels and types.
 */

#define _GNU_SOURCE	/* glibc declares accept4() and SO_PASSCRED with it */
#include <arpa/inet.h>
#include <fcntl.h>
#include <net/if.h>
#include <stddef.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include "check.h"

static void test_socketpair(const char *name)
{
	char buf[8] = "";
	int sv[2], n;

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	send(sv[0], "ping", 4, 0);
	n = recv(sv[1], buf, sizeof(buf) - 1, 0);
	close(sv[0]);
	close(sv[1]);
	CHECK_EQ(name, n * 10 + !strcmp(buf, "ping"), 41);
}

static void test_shutdown(const char *name)
{
	char c;
	int sv[2], n;

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	shutdown(sv[0], SHUT_WR);
	n = recv(sv[1], &c, 1, 0);
	close(sv[0]);
	close(sv[1]);
	CHECK_EQ(name, n, 0);
}

static void test_scm_rights(const char *name)
{
	union {
		char buf[CMSG_SPACE(sizeof(int))];
		struct cmsghdr align;
	} ctl;
	struct msghdr msg;
	struct cmsghdr *c;
	struct iovec iov;
	char data = 'x';
	int sv[2], fd = open("/dev/null", O_RDONLY), got = -1, r;

	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	memset(&msg, 0, sizeof(msg));
	iov.iov_base = &data;
	iov.iov_len = 1;
	msg.msg_iov = &iov;
	msg.msg_iovlen = 1;
	msg.msg_control = ctl.buf;
	msg.msg_controllen = sizeof(ctl.buf);
	c = CMSG_FIRSTHDR(&msg);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(c), &fd, sizeof(int));
	r = sendmsg(sv[0], &msg, 0);
	memset(ctl.buf, 0, sizeof(ctl.buf));
	data = 0;
	r = r * 10 + recvmsg(sv[1], &msg, 0);
	c = CMSG_FIRSTHDR(&msg);
	if (c && c->cmsg_type == SCM_RIGHTS)
		memcpy(&got, CMSG_DATA(c), sizeof(int));
	CHECK_EQ(name, r * 10 + (got > fd) + (data == 'x') + (CMSG_NXTHDR(&msg, c) == NULL), 113);
	close(got);
	close(fd);
	close(sv[0]);
	close(sv[1]);
}

/* the sizes differ between 32- and 64-bit ABIs: a yes or no printed */
static void test_cmsg_sizes(const char *name)
{
	CHECK_EQ(name, CMSG_LEN(4) == sizeof(struct cmsghdr) + 4 &&
		 CMSG_SPACE(4) == sizeof(struct cmsghdr) + ((4 + sizeof(size_t) - 1) &
							  ~(sizeof(size_t) - 1)) &&
		 CMSG_ALIGN(1) == sizeof(size_t), 1);
}

static void test_unix_listen(const char *name)
{
	struct sockaddr_un a, peer;
	socklen_t len = sizeof(peer);
	int s = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0), c, r;

	memset(&a, 0, sizeof(a));
	a.sun_family = AF_UNIX;
	snprintf(a.sun_path + 1, sizeof(a.sun_path) - 1, "t-socket.%d", getpid());
	len = offsetof(struct sockaddr_un, sun_path) + 1 + strlen(a.sun_path + 1);
	r = bind(s, (struct sockaddr *)&a, len) * 100 + listen(s, 1) * 10;
	c = socket(AF_UNIX, SOCK_STREAM, 0);
	r += connect(c, (struct sockaddr *)&a, len);
	len = sizeof(peer);
	close(accept4(s, (struct sockaddr *)&peer, &len, SOCK_CLOEXEC));
	len = sizeof(peer);
	r += getpeername(c, (struct sockaddr *)&peer, &len);
	close(c);
	close(s);
	CHECK_EQ(name, r * 10 + (peer.sun_family == AF_UNIX), 1);
}

static void test_udp_loopback(const char *name)
{
	struct sockaddr_in a, from;
	socklen_t len = sizeof(a);
	char buf[8] = "";
	int s = socket(AF_INET, SOCK_DGRAM, 0), n;

	if (s < 0) {
		CHECK_EQ(name, errno == EAFNOSUPPORT, 1);
		return;
	}
	memset(&a, 0, sizeof(a));
	a.sin_family = AF_INET;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	bind(s, (struct sockaddr *)&a, sizeof(a));
	getsockname(s, (struct sockaddr *)&a, &len);
	sendto(s, "udp", 3, 0, (struct sockaddr *)&a, sizeof(a));
	len = sizeof(from);
	n = recvfrom(s, buf, sizeof(buf) - 1, 0, (struct sockaddr *)&from, &len);
	close(s);
	CHECK_EQ(name, n * 100 + !strcmp(buf, "udp") * 10 + (from.sin_port == a.sin_port &&
		 ntohs(a.sin_port) != 0), 311);
}

static void test_sockopt(const char *name)
{
	int s = socket(AF_UNIX, SOCK_STREAM, 0), on = 1, v = 0;
	socklen_t len = sizeof(v);

	setsockopt(s, SOL_SOCKET, SO_PASSCRED, &on, sizeof(on));
	getsockopt(s, SOL_SOCKET, SO_PASSCRED, &v, &len);
	close(s);
	CHECK_EQ(name, v * 10 + (len == sizeof(int)), 11);
}

static void test_byteorder(const char *name)
{
	unsigned char b[4];
	uint32_t n = htonl(0x01020304);

	memcpy(b, &n, 4);
	CHECK_EQ(name, b[0] * 1000 + b[3] * 100 + (ntohs(htons(0xabcd)) == 0xabcd) * 10 +
		 (ntohl(n) == 0x01020304), 1000 + 400 + 11);
}

/* inet_ntop(inet_pton(s)) for each address, joined by '|' */
static void check_round(const char *name, int af, const char *const *in, int count,
			const char *want)
{
	unsigned char buf[16];
	char out[256] = "", s[INET6_ADDRSTRLEN];
	int i;

	for (i = 0; i < count; i++) {
		if (inet_pton(af, in[i], buf) != 1)
			strcat(out, "bad");
		else
			strcat(out, inet_ntop(af, buf, s, sizeof(s)));
		strcat(out, "|");
	}
	CHECK_STR(name, out, want);
}

static void test_inet4(const char *name)
{
	static const char *const in[] = {
		"127.0.0.1", "0.0.0.0", "255.255.255.255", "256.1.1.1", "1.2.3", "01.2.3.4", "1.2.3.4x",
	};

	check_round(name, AF_INET, in, 7, "127.0.0.1|0.0.0.0|255.255.255.255|bad|bad|bad|bad|");
}

static void test_inet6(const char *name)
{
	static const char *const in[] = {
		"::", "::1", "fe80::1:2", "2001:db8:0:0:1:0:0:1", "1:2:3:4:5:6:7:8",
		"::ffff:10.0.0.1", "1::2::3", "12345::", "1:0:0:2:0:0:0:3",
	};

	check_round(name, AF_INET6, in, 9,
		    "::|::1|fe80::1:2|2001:db8::1:0:0:1|1:2:3:4:5:6:7:8|::ffff:10.0.0.1|bad|bad|"
		    "1:0:0:2::3|");
}

static void test_inet_aton(const char *name)
{
	struct in_addr a;
	int ok = inet_aton("10.1.2.3", &a);

	CHECK_EQ(name, ok * 100 + !strcmp(inet_ntoa(a), "10.1.2.3") * 10 +
		 (inet_addr("x") == (in_addr_t)-1), 111);
}

static void test_ntop_small(const char *name)
{
	unsigned char a[4] = { 10, 0, 0, 1 };
	char s[8];

	CHECK_ERR(name, inet_ntop(AF_INET, a, s, sizeof(s)) == NULL, 1, ENOSPC);
}

static void test_if_nametoindex(const char *name)
{
	char buf[IF_NAMESIZE];
	unsigned int i = if_nametoindex("lo");

	CHECK_EQ(name, i > 0 && if_indextoname(i, buf) && !strcmp(buf, "lo") &&
		 if_nametoindex("no-such-if0") == 0, 1);
}

/*
 * Every address family, its PF_ twin, the socket levels and the types
 * numbered alike everywhere (MIPS swaps SOCK_STREAM and SOCK_DGRAM): the
 * numbers themselves are the output, compared with glibc's.
 */
static void test_families(const char *name)
{
	static const int af[] = {
		AF_UNSPEC, PF_UNSPEC,
		AF_UNIX, PF_UNIX,
		AF_LOCAL, PF_LOCAL,
		AF_FILE, PF_FILE,
		AF_INET, PF_INET,
		AF_AX25, PF_AX25,
		AF_IPX, PF_IPX,
		AF_APPLETALK, PF_APPLETALK,
		AF_NETROM, PF_NETROM,
		AF_BRIDGE, PF_BRIDGE,
		AF_ATMPVC, PF_ATMPVC,
		AF_X25, PF_X25,
		AF_INET6, PF_INET6,
		AF_ROSE, PF_ROSE,
		AF_DECnet, PF_DECnet,
		AF_NETBEUI, PF_NETBEUI,
		AF_SECURITY, PF_SECURITY,
		AF_KEY, PF_KEY,
		AF_NETLINK, PF_NETLINK,
		AF_ROUTE, PF_ROUTE,
		AF_PACKET, PF_PACKET,
		AF_ASH, PF_ASH,
		AF_ECONET, PF_ECONET,
		AF_ATMSVC, PF_ATMSVC,
		AF_RDS, PF_RDS,
		AF_SNA, PF_SNA,
		AF_IRDA, PF_IRDA,
		AF_PPPOX, PF_PPPOX,
		AF_WANPIPE, PF_WANPIPE,
		AF_LLC, PF_LLC,
		AF_IB, PF_IB,
		AF_MPLS, PF_MPLS,
		AF_CAN, PF_CAN,
		AF_TIPC, PF_TIPC,
		AF_BLUETOOTH, PF_BLUETOOTH,
		AF_IUCV, PF_IUCV,
		AF_RXRPC, PF_RXRPC,
		AF_ISDN, PF_ISDN,
		AF_PHONET, PF_PHONET,
		AF_IEEE802154, PF_IEEE802154,
		AF_CAIF, PF_CAIF,
		AF_ALG, PF_ALG,
		AF_NFC, PF_NFC,
		AF_VSOCK, PF_VSOCK,
		AF_KCM, PF_KCM,
		AF_QIPCRTR, PF_QIPCRTR,
		AF_SMC, PF_SMC,
		AF_XDP, PF_XDP,
		AF_MCTP, PF_MCTP,
		AF_MAX, PF_MAX,
	};
	static const int sol[] = {
		SOL_IP,
		SOL_IPV6,
		SOL_RAW,
		SOL_DECNET,
		SOL_X25,
		SOL_PACKET,
		SOL_ATM,
		SOL_AAL,
		SOL_IRDA,
		SOL_NETBEUI,
		SOL_LLC,
		SOL_DCCP,
		SOL_NETLINK,
		SOL_TIPC,
		SOL_RXRPC,
		SOL_PPPOL2TP,
		SOL_BLUETOOTH,
		SOL_PNPIPE,
		SOL_RDS,
		SOL_IUCV,
		SOL_CAIF,
		SOL_ALG,
		SOL_NFC,
		SOL_KCM,
		SOL_TLS,
		SOL_XDP,
		SOL_MPTCP,
		SOL_MCTP,
		SOL_SMC,
		SOCK_RAW, SOCK_RDM, SOCK_SEQPACKET, SOCK_DCCP, SOCK_PACKET,
	};
	char out[1024];
	size_t i, n = 0;

	for (i = 0; i < sizeof(af) / sizeof(af[0]) && n < sizeof(out); i++)
		n += snprintf(out + n, sizeof(out) - n, "%d ", af[i]);
	for (i = 0; i < sizeof(sol) / sizeof(sol[0]) && n < sizeof(out); i++)
		n += snprintf(out + n, sizeof(out) - n, "%d ", sol[i]);
	ksft_test_result_pass("%s: %s\n", name, out);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_socketpair),
	CHECK_CASE(test_shutdown),
	CHECK_CASE(test_scm_rights),
	CHECK_CASE(test_cmsg_sizes),
	CHECK_CASE(test_unix_listen),
	CHECK_CASE(test_udp_loopback),
	CHECK_CASE(test_sockopt),
	CHECK_CASE(test_byteorder),
	CHECK_CASE(test_inet4),
	CHECK_CASE(test_inet6),
	CHECK_CASE(test_inet_aton),
	CHECK_CASE(test_ntop_small),
	CHECK_CASE(test_if_nametoindex),
	CHECK_CASE(test_families),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
