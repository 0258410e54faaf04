/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/socket.h>: socket(), struct sockaddr, and the address families and
 * socket types, which the UAPI does not export (MIPS numbers its socket
 * types differently: arch-ext-mips.h).
 */

#ifndef _NOLIBC_EXT_SYS_SOCKET_H
#define _NOLIBC_EXT_SYS_SOCKET_H

#include_next <nolibc.h>
#include <asm/socket.h>
#include "arch-ext.h"

typedef unsigned short sa_family_t;
typedef unsigned int socklen_t;

struct sockaddr {
	sa_family_t sa_family;
	char sa_data[14];
};

#define AF_UNSPEC	0
#define AF_UNIX		1
#define AF_LOCAL	AF_UNIX
#define AF_INET		2
#define AF_INET6	10
#define AF_NETLINK	16
#define AF_PACKET	17
#define PF_UNSPEC	AF_UNSPEC
#define PF_UNIX		AF_UNIX
#define PF_LOCAL	AF_LOCAL
#define PF_INET		AF_INET
#define PF_INET6	AF_INET6
#define PF_NETLINK	AF_NETLINK
#define PF_PACKET	AF_PACKET

#ifndef SOCK_STREAM
#define SOCK_STREAM	1
#define SOCK_DGRAM	2
#endif
#define SOCK_RAW	3
#define SOCK_SEQPACKET	5
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

/* make sure to include all global symbols */
#include <nolibc.h>

#endif /* _NOLIBC_EXT_SYS_SOCKET_H */
