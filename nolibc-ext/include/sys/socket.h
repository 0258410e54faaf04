/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/socket.h>: the socket calls, glibc's struct sockaddr, msghdr and
 * cmsghdr with the CMSG_* macros, and the address families, socket types,
 * levels and MSG_* flags, which the UAPI does not export (MIPS numbers
 * its socket types differently: arch-ext-mips.h).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SOCKET_H
#define _NOLIBC_EXT_SYS_SOCKET_H

#include <asm/socket.h>
#include <linux/uio.h>
#include "arch-ext.h"

typedef unsigned short sa_family_t;
typedef unsigned int socklen_t;

struct sockaddr {
	sa_family_t sa_family;
	char sa_data[14];
};

/*
 * The address families, glibc's list (the kernel's include/linux/socket.h,
 * which the UAPI does not export); PF_ the same numbers.
 */
#define AF_UNSPEC	0
#define AF_UNIX		1
#define AF_LOCAL	AF_UNIX
#define AF_FILE		AF_UNIX
#define AF_INET		2
#define AF_AX25		3
#define AF_IPX		4
#define AF_APPLETALK	5
#define AF_NETROM	6
#define AF_BRIDGE	7
#define AF_ATMPVC	8
#define AF_X25		9
#define AF_INET6	10
#define AF_ROSE		11
#define AF_DECnet	12
#define AF_NETBEUI	13
#define AF_SECURITY	14
#define AF_KEY		15
#define AF_NETLINK	16
#define AF_ROUTE	AF_NETLINK
#define AF_PACKET	17
#define AF_ASH		18
#define AF_ECONET	19
#define AF_ATMSVC	20
#define AF_RDS		21
#define AF_SNA		22
#define AF_IRDA		23
#define AF_PPPOX	24
#define AF_WANPIPE	25
#define AF_LLC		26
#define AF_IB		27
#define AF_MPLS		28
#define AF_CAN		29
#define AF_TIPC		30
#define AF_BLUETOOTH	31
#define AF_IUCV		32
#define AF_RXRPC	33
#define AF_ISDN		34
#define AF_PHONET	35
#define AF_IEEE802154	36
#define AF_CAIF		37
#define AF_ALG		38
#define AF_NFC		39
#define AF_VSOCK	40
#define AF_KCM		41
#define AF_QIPCRTR	42
#define AF_SMC		43
#define AF_XDP		44
#define AF_MCTP		45
#define AF_MAX		46	/* glibc's, one past the families it knows */
#define PF_UNSPEC	AF_UNSPEC
#define PF_UNIX		AF_UNIX
#define PF_LOCAL	AF_LOCAL
#define PF_FILE		AF_FILE
#define PF_INET		AF_INET
#define PF_AX25		AF_AX25
#define PF_IPX		AF_IPX
#define PF_APPLETALK	AF_APPLETALK
#define PF_NETROM	AF_NETROM
#define PF_BRIDGE	AF_BRIDGE
#define PF_ATMPVC	AF_ATMPVC
#define PF_X25		AF_X25
#define PF_INET6	AF_INET6
#define PF_ROSE		AF_ROSE
#define PF_DECnet	AF_DECnet
#define PF_NETBEUI	AF_NETBEUI
#define PF_SECURITY	AF_SECURITY
#define PF_KEY		AF_KEY
#define PF_NETLINK	AF_NETLINK
#define PF_ROUTE	AF_ROUTE
#define PF_PACKET	AF_PACKET
#define PF_ASH		AF_ASH
#define PF_ECONET	AF_ECONET
#define PF_ATMSVC	AF_ATMSVC
#define PF_RDS		AF_RDS
#define PF_SNA		AF_SNA
#define PF_IRDA		AF_IRDA
#define PF_PPPOX	AF_PPPOX
#define PF_WANPIPE	AF_WANPIPE
#define PF_LLC		AF_LLC
#define PF_IB		AF_IB
#define PF_MPLS		AF_MPLS
#define PF_CAN		AF_CAN
#define PF_TIPC		AF_TIPC
#define PF_BLUETOOTH	AF_BLUETOOTH
#define PF_IUCV		AF_IUCV
#define PF_RXRPC	AF_RXRPC
#define PF_ISDN		AF_ISDN
#define PF_PHONET	AF_PHONET
#define PF_IEEE802154	AF_IEEE802154
#define PF_CAIF		AF_CAIF
#define PF_ALG		AF_ALG
#define PF_NFC		AF_NFC
#define PF_VSOCK	AF_VSOCK
#define PF_KCM		AF_KCM
#define PF_QIPCRTR	AF_QIPCRTR
#define PF_SMC		AF_SMC
#define PF_XDP		AF_XDP
#define PF_MCTP		AF_MCTP
#define PF_MAX		AF_MAX

#ifndef SOCK_STREAM
#define SOCK_STREAM	1
#define SOCK_DGRAM	2
#endif
#define SOCK_RAW	3
#define SOCK_RDM	4
#define SOCK_SEQPACKET	5
#define SOCK_DCCP	6
#define SOCK_PACKET	10
#define SOCK_NONBLOCK	O_NONBLOCK
#define SOCK_CLOEXEC	O_CLOEXEC

/*
 * int socket(int domain, int type, int protocol);
 */
static __attribute__((unused))
int sys_socket(int domain, int type, int protocol)
{
	return my_syscall3(__NR_socket, domain, type, protocol);
}

static __attribute__((unused))
int socket(int domain, int type, int protocol)
{
	return __sysret(sys_socket(domain, type, protocol));
}

struct sockaddr_storage {
	sa_family_t ss_family;
	char __ss_data[128 - sizeof(sa_family_t)];
} __attribute__((aligned(sizeof(long))));

struct linger {
	int l_onoff;
	int l_linger;
};

struct ucred {
	pid_t pid;
	uid_t uid;
	gid_t gid;
};

/* glibc's struct msghdr and struct cmsghdr: what the kernel reads */
struct msghdr {
	void *msg_name;
	socklen_t msg_namelen;
	struct iovec *msg_iov;
	size_t msg_iovlen;
	void *msg_control;
	size_t msg_controllen;
	int msg_flags;
};

struct mmsghdr {
	struct msghdr msg_hdr;
	unsigned int msg_len;
};

struct cmsghdr {
	size_t cmsg_len;
	int cmsg_level;
	int cmsg_type;
};

#define CMSG_ALIGN(len)	(((len) + sizeof(size_t) - 1) & ~(sizeof(size_t) - 1))
#define CMSG_SPACE(len)	(CMSG_ALIGN(len) + CMSG_ALIGN(sizeof(struct cmsghdr)))
#define CMSG_LEN(len)	(CMSG_ALIGN(sizeof(struct cmsghdr)) + (len))
#define CMSG_DATA(c)	((unsigned char *)(c) + CMSG_ALIGN(sizeof(struct cmsghdr)))
#define CMSG_FIRSTHDR(m) \
	((size_t)(m)->msg_controllen >= sizeof(struct cmsghdr) ? \
	 (struct cmsghdr *)(m)->msg_control : (struct cmsghdr *)0)
#define CMSG_NXTHDR(m, c)	__nolibc_ext_cmsg_nxthdr((m), (c))

static __attribute__((unused))
struct cmsghdr *__nolibc_ext_cmsg_nxthdr(struct msghdr *m, struct cmsghdr *c)
{
	unsigned char *end = (unsigned char *)m->msg_control + m->msg_controllen;

	if (c->cmsg_len < sizeof(struct cmsghdr))
		return NULL;
	c = (struct cmsghdr *)((unsigned char *)c + CMSG_ALIGN(c->cmsg_len));
	if ((unsigned char *)(c + 1) > end ||
	    (unsigned char *)c + CMSG_ALIGN(c->cmsg_len) > end)
		return NULL;
	return c;
}

#define SCM_RIGHTS	1
#define SCM_CREDENTIALS	2
#define SCM_SECURITY	3
#define SCM_PIDFD	4

#define SOL_IP		0
#define SOL_TCP		6
#define SOL_UDP		17
#define SOL_IPV6	41
#define SOL_RAW		255
#define SOL_DECNET	261
#define SOL_X25		262
#define SOL_PACKET	263
#define SOL_ATM		264
#define SOL_AAL		265
#define SOL_IRDA	266
#define SOL_NETBEUI	267
#define SOL_LLC		268
#define SOL_DCCP	269
#define SOL_NETLINK	270
#define SOL_TIPC	271
#define SOL_RXRPC	272
#define SOL_PPPOL2TP	273
#define SOL_BLUETOOTH	274
#define SOL_PNPIPE	275
#define SOL_RDS		276
#define SOL_IUCV	277
#define SOL_CAIF	278
#define SOL_ALG		279
#define SOL_NFC		280
#define SOL_KCM		281
#define SOL_TLS		282
#define SOL_XDP		283
#define SOL_MPTCP	284
#define SOL_MCTP	285
#define SOL_SMC		286

#define SOMAXCONN	4096

#define SHUT_RD		0
#define SHUT_WR		1
#define SHUT_RDWR	2

#define MSG_OOB		0x01
#define MSG_PEEK	0x02
#define MSG_DONTROUTE	0x04
#define MSG_CTRUNC	0x08
#define MSG_PROXY	0x10
#define MSG_TRUNC	0x20
#define MSG_DONTWAIT	0x40
#define MSG_EOR		0x80
#define MSG_WAITALL	0x100
#define MSG_FIN		0x200
#define MSG_SYN		0x400
#define MSG_CONFIRM	0x800
#define MSG_RST		0x1000
#define MSG_ERRQUEUE	0x2000
#define MSG_NOSIGNAL	0x4000
#define MSG_MORE	0x8000
#define MSG_WAITFORONE	0x10000
#define MSG_BATCH	0x40000
#define MSG_ZEROCOPY	0x4000000
#define MSG_FASTOPEN	0x20000000
#define MSG_CMSG_CLOEXEC 0x40000000

/*
 * The socket calls, each a system call of its own on every architecture
 * of the 6.12 UAPI (no socketcall()):
 * int bind(int fd, const struct sockaddr *addr, socklen_t len);
 * int connect(int fd, const struct sockaddr *addr, socklen_t len);
 * int listen(int fd, int backlog);
 * int accept(int fd, struct sockaddr *addr, socklen_t *len);
 * int accept4(int fd, struct sockaddr *addr, socklen_t *len, int flags);
 * int getsockname(int fd, struct sockaddr *addr, socklen_t *len);
 * int getpeername(int fd, struct sockaddr *addr, socklen_t *len);
 * int socketpair(int domain, int type, int protocol, int sv[2]);
 * int shutdown(int fd, int how);
 * int setsockopt(int fd, int level, int name, const void *val, socklen_t len);
 * int getsockopt(int fd, int level, int name, void *val, socklen_t *len);
 * ssize_t sendto(int fd, const void *buf, size_t len, int flags,
 *                const struct sockaddr *to, socklen_t tolen);
 * ssize_t recvfrom(int fd, void *buf, size_t len, int flags,
 *                  struct sockaddr *from, socklen_t *fromlen);
 * ssize_t send(int fd, const void *buf, size_t len, int flags);
 * ssize_t recv(int fd, void *buf, size_t len, int flags);
 * ssize_t sendmsg(int fd, const struct msghdr *msg, int flags);
 * ssize_t recvmsg(int fd, struct msghdr *msg, int flags);
 * int sendmmsg(int fd, struct mmsghdr *v, unsigned int n, int flags);
 * int recvmmsg(int fd, struct mmsghdr *v, unsigned int n, int flags,
 *              struct timespec *timeout);
 */
static __attribute__((unused))
int bind(int fd, const struct sockaddr *addr, socklen_t len)
{
	return __sysret(my_syscall3(__NR_bind, fd, addr, len));
}

static __attribute__((unused))
int connect(int fd, const struct sockaddr *addr, socklen_t len)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall3(__NR_connect, fd, addr, len)));
}

static __attribute__((unused))
int listen(int fd, int backlog)
{
	return __sysret(my_syscall2(__NR_listen, fd, backlog));
}

static __attribute__((unused))
int accept4(int fd, struct sockaddr *addr, socklen_t *len, int flags)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall4(__NR_accept4, fd, addr, len, flags)));
}

static __attribute__((unused))
int accept(int fd, struct sockaddr *addr, socklen_t *len)
{
	return accept4(fd, addr, len, 0);
}

static __attribute__((unused))
int getsockname(int fd, struct sockaddr *addr, socklen_t *len)
{
	return __sysret(my_syscall3(__NR_getsockname, fd, addr, len));
}

static __attribute__((unused))
int getpeername(int fd, struct sockaddr *addr, socklen_t *len)
{
	return __sysret(my_syscall3(__NR_getpeername, fd, addr, len));
}

static __attribute__((unused))
int socketpair(int domain, int type, int protocol, int sv[2])
{
	return __sysret(my_syscall4(__NR_socketpair, domain, type, protocol, sv));
}

static __attribute__((unused))
int shutdown(int fd, int how)
{
	return __sysret(my_syscall2(__NR_shutdown, fd, how));
}

static __attribute__((unused))
int setsockopt(int fd, int level, int name, const void *val, socklen_t len)
{
	return __sysret(my_syscall5(__NR_setsockopt, fd, level, name, val, len));
}

static __attribute__((unused))
int getsockopt(int fd, int level, int name, void *val, socklen_t *len)
{
	return __sysret(my_syscall5(__NR_getsockopt, fd, level, name, val, len));
}

static __attribute__((unused))
ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *to, socklen_t tolen)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall6(__NR_sendto, fd, buf, len, flags, to, tolen)));
}

static __attribute__((unused))
ssize_t recvfrom(int fd, void *buf, size_t len, int flags,
		 struct sockaddr *from, socklen_t *fromlen)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall6(__NR_recvfrom, fd, buf, len, flags, from, fromlen)));
}

static __attribute__((unused))
ssize_t send(int fd, const void *buf, size_t len, int flags)
{
	return sendto(fd, buf, len, flags, NULL, 0);
}

static __attribute__((unused))
ssize_t recv(int fd, void *buf, size_t len, int flags)
{
	return recvfrom(fd, buf, len, flags, NULL, NULL);
}

static __attribute__((unused))
ssize_t sendmsg(int fd, const struct msghdr *msg, int flags)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall3(__NR_sendmsg, fd, msg, flags)));
}

static __attribute__((unused))
ssize_t recvmsg(int fd, struct msghdr *msg, int flags)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall3(__NR_recvmsg, fd, msg, flags)));
}

static __attribute__((unused))
int sendmmsg(int fd, struct mmsghdr *v, unsigned int n, int flags)
{
	return __sysret(my_syscall4(__NR_sendmmsg, fd, v, n, flags));
}

static __attribute__((unused))
int recvmmsg(int fd, struct mmsghdr *v, unsigned int n, int flags, struct timespec *timeout)
{
	return __sysret(my_syscall5(__NR_recvmmsg, fd, v, n, flags, timeout));
}


#endif /* _NOLIBC_EXT_SYS_SOCKET_H */
