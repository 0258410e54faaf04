/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <netdb.h>: getaddrinfo(), freeaddrinfo(), gai_strerror() and
 * getnameinfo() for numeric addresses and /etc/hosts: there is no DNS
 * client and no /etc/services (a service is a port number). A name that
 * is neither numeric nor in /etc/hosts is EAI_NONAME; a service that is
 * not a number, EAI_SERVICE. Without a socket type, each address comes
 * for SOCK_STREAM, SOCK_DGRAM and SOCK_RAW, in that order, as in glibc.
 * getprotobyname() and getprotobynumber() read /etc/protocols.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_NETDB_H
#define _NOLIBC_EXT_NETDB_H

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include "lines.h"

struct addrinfo {
	int ai_flags;
	int ai_family;
	int ai_socktype;
	int ai_protocol;
	socklen_t ai_addrlen;
	struct sockaddr *ai_addr;
	char *ai_canonname;
	struct addrinfo *ai_next;
};

#define AI_PASSIVE	0x0001
#define AI_CANONNAME	0x0002
#define AI_NUMERICHOST	0x0004
#define AI_V4MAPPED	0x0008
#define AI_ALL		0x0010
#define AI_ADDRCONFIG	0x0020
#define AI_NUMERICSERV	0x0400

#define EAI_BADFLAGS	-1
#define EAI_NONAME	-2
#define EAI_AGAIN	-3
#define EAI_FAIL	-4
#define EAI_FAMILY	-6
#define EAI_SOCKTYPE	-7
#define EAI_SERVICE	-8
#define EAI_MEMORY	-10
#define EAI_SYSTEM	-11
#define EAI_OVERFLOW	-12

#define NI_MAXHOST	1025
#define NI_MAXSERV	32
#define NI_NUMERICHOST	1
#define NI_NUMERICSERV	2
#define NI_NOFQDN	4
#define NI_NAMEREQD	8
#define NI_DGRAM	16

#define __NOLIBC_EXT_GAI_MAX	16	/* addresses of one name */

/* one address of a name, either family */
struct __nolibc_ext_gai_addr {
	int family;
	union {
		struct in_addr v4;
		struct in6_addr v6;
	} a;
};

/* A numeric address of an allowed family, into *out: 1, else 0. */
static __attribute__((unused))
int __nolibc_ext_gai_numeric(const char *node, int family,
			     struct __nolibc_ext_gai_addr *out)
{
	if (family != AF_INET6 && inet_aton(node, &out->a.v4)) {
		out->family = AF_INET;
		return 1;
	}
	if (family != AF_INET && inet_pton(AF_INET6, node, &out->a.v6) == 1) {
		out->family = AF_INET6;
		return 1;
	}
	return 0;
}

/*
 * Reads /etc/hosts: the addresses of name (when name is not NULL) or the
 * first name of addr (into canon, when name is NULL). Returns how many
 * addresses it stored, at most max, or for a reverse lookup 1 if found.
 */
static __attribute__((unused))
int __nolibc_ext_hosts(const char *name, int family, struct __nolibc_ext_gai_addr *out,
		       int max, const struct __nolibc_ext_gai_addr *addr,
		       char *canon, size_t canon_len)
{
	static char buf[8192];
	struct __nolibc_ext_gai_addr a;
	char *line, *next, *tok, *save, *first;
	int fd = open("/etc/hosts", O_RDONLY | O_CLOEXEC), n = 0;
	ssize_t len;

	if (fd < 0)
		return 0;
	len = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (len <= 0)
		return 0;
	buf[len] = 0;
	for (line = buf; line && n < max; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		if (strchr(line, '#'))
			*strchr(line, '#') = 0;
		tok = strtok_r(line, " \t\r", &save);
		if (!tok || !__nolibc_ext_gai_numeric(tok, AF_UNSPEC, &a))
			continue;
		first = strtok_r(NULL, " \t\r", &save);
		if (!name) {
			if (first && a.family == addr->family &&
			    !memcmp(&a.a, &addr->a, a.family == AF_INET ?
				    sizeof(a.a.v4) : sizeof(a.a.v6))) {
				strncpy(canon, first, canon_len - 1);
				canon[canon_len - 1] = 0;
				return 1;
			}
			continue;
		}
		for (tok = first; tok; tok = strtok_r(NULL, " \t\r", &save)) {
			if (strcasecmp(tok, name))
				continue;
			if (family == AF_UNSPEC || family == a.family) {
				out[n++] = a;
				if (canon && n == 1) {
					strncpy(canon, first, canon_len - 1);
					canon[canon_len - 1] = 0;
				}
			}
			break;
		}
	}
	return n;
}

/*
 * int getaddrinfo(const char *node, const char *service,
 *		   const struct addrinfo *hints, struct addrinfo **res);
 * void freeaddrinfo(struct addrinfo *res);
 */
static __attribute__((unused))
void freeaddrinfo(struct addrinfo *res)
{
	struct addrinfo *next;

	for (; res; res = next) {
		next = res->ai_next;
		free(res->ai_canonname);
		free(res);
	}
}

static __attribute__((unused))
int getaddrinfo(const char *node, const char *service,
		const struct addrinfo *hints, struct addrinfo **res)
{
	static const int types[3] = { SOCK_STREAM, SOCK_DGRAM, SOCK_RAW };
	struct __nolibc_ext_gai_addr addrs[__NOLIBC_EXT_GAI_MAX];
	int flags = 0, family = AF_UNSPEC, socktype = 0, protocol = 0;
	int naddr = 0, i, t, port = 0;
	struct addrinfo *head = NULL, **tail = &head, *ai;
	char canon[256] = "";
	char *end;

	if (hints) {
		flags = hints->ai_flags;
		family = hints->ai_family;
		socktype = hints->ai_socktype;
		protocol = hints->ai_protocol;
	}
	if (!node && !service)
		return EAI_NONAME;
	if (family != AF_UNSPEC && family != AF_INET && family != AF_INET6)
		return EAI_FAMILY;
	if (socktype && socktype != SOCK_STREAM && socktype != SOCK_DGRAM &&
	    socktype != SOCK_RAW)
		return EAI_SOCKTYPE;
	if ((flags & AI_CANONNAME) && !node)
		return EAI_BADFLAGS;
	if (service) {
		long p = strtol(service, &end, 10);

		if (!*service || *end || p < 0 || p > 65535)
			return (flags & AI_NUMERICSERV) ? EAI_NONAME : EAI_SERVICE;
		port = p;
	}
	if (!node) {
		int passive = flags & AI_PASSIVE;

		if (family != AF_INET6) {
			addrs[naddr].family = AF_INET;
			addrs[naddr++].a.v4.s_addr = htonl(passive ? INADDR_ANY : INADDR_LOOPBACK);
		}
		if (family != AF_INET) {
			addrs[naddr].family = AF_INET6;
			addrs[naddr++].a.v6 = passive ? in6addr_any : in6addr_loopback;
		}
	} else if (__nolibc_ext_gai_numeric(node, family, &addrs[0])) {
		naddr = 1;
		strncpy(canon, node, sizeof(canon) - 1);
	} else if (!(flags & AI_NUMERICHOST)) {
		naddr = __nolibc_ext_hosts(node, family, addrs, __NOLIBC_EXT_GAI_MAX,
					   NULL, canon, sizeof(canon));
	}
	if (!naddr)
		return EAI_NONAME;

	for (i = 0; i < naddr; i++) {
		for (t = 0; t < 3; t++) {
			int v4 = addrs[i].family == AF_INET;
			size_t salen = v4 ? sizeof(struct sockaddr_in) : sizeof(struct sockaddr_in6);

			if (socktype && socktype != types[t])
				continue;
			ai = calloc(1, sizeof(*ai) + salen);
			if (!ai) {
				freeaddrinfo(head);
				return EAI_MEMORY;
			}
			ai->ai_family = addrs[i].family;
			ai->ai_socktype = types[t];
			ai->ai_protocol = types[t] == SOCK_STREAM ? IPPROTO_TCP :
					  types[t] == SOCK_DGRAM ? IPPROTO_UDP : protocol;
			ai->ai_addrlen = salen;
			ai->ai_addr = (struct sockaddr *)(ai + 1);
			if (v4) {
				struct sockaddr_in *sin = (struct sockaddr_in *)ai->ai_addr;

				sin->sin_family = AF_INET;
				sin->sin_port = htons(port);
				sin->sin_addr = addrs[i].a.v4;
			} else {
				struct sockaddr_in6 *sin6 = (struct sockaddr_in6 *)ai->ai_addr;

				sin6->sin6_family = AF_INET6;
				sin6->sin6_port = htons(port);
				sin6->sin6_addr = addrs[i].a.v6;
			}
			if (!head && (flags & AI_CANONNAME)) {
				ai->ai_canonname = strdup(canon);
				if (!ai->ai_canonname) {
					free(ai);
					return EAI_MEMORY;
				}
			}
			*tail = ai;
			tail = &ai->ai_next;
		}
	}
	*res = head;
	return 0;
}

/*
 * const char *gai_strerror(int err); glibc's texts.
 */
static __attribute__((unused))
const char *gai_strerror(int err)
{
	switch (err) {
	case EAI_BADFLAGS:	return "Bad value for ai_flags";
	case EAI_NONAME:	return "Name or service not known";
	case EAI_AGAIN:		return "Temporary failure in name resolution";
	case EAI_FAIL:		return "Non-recoverable failure in name resolution";
	case EAI_FAMILY:	return "ai_family not supported";
	case EAI_SOCKTYPE:	return "ai_socktype not supported";
	case EAI_SERVICE:	return "Servname not supported for ai_socktype";
	case EAI_MEMORY:	return "Memory allocation failure";
	case EAI_SYSTEM:	return "System error";
	case EAI_OVERFLOW:	return "Argument buffer overflow";
	}
	return "Unknown error";
}

/*
 * int getnameinfo(const struct sockaddr *sa, socklen_t salen, char *host,
 *		   socklen_t hostlen, char *serv, socklen_t servlen, int flags);
 * The host's name from /etc/hosts unless NI_NUMERICHOST, else the
 * address; the service is always its number.
 */
static __attribute__((unused))
int getnameinfo(const struct sockaddr *sa, socklen_t salen, char *host,
		socklen_t hostlen, char *serv, socklen_t servlen, int flags)
{
	struct __nolibc_ext_gai_addr a;
	unsigned int port;
	char num[8];

	if (sa->sa_family == AF_INET && salen >= sizeof(struct sockaddr_in)) {
		a.family = AF_INET;
		a.a.v4 = ((const struct sockaddr_in *)sa)->sin_addr;
		port = ntohs(((const struct sockaddr_in *)sa)->sin_port);
	} else if (sa->sa_family == AF_INET6 && salen >= sizeof(struct sockaddr_in6)) {
		a.family = AF_INET6;
		a.a.v6 = ((const struct sockaddr_in6 *)sa)->sin6_addr;
		port = ntohs(((const struct sockaddr_in6 *)sa)->sin6_port);
	} else {
		return EAI_FAMILY;
	}
	if (host && hostlen) {
		int named = !(flags & NI_NUMERICHOST) &&
			    __nolibc_ext_hosts(NULL, AF_UNSPEC, NULL, 1, &a, host, hostlen);

		if (!named && (flags & NI_NAMEREQD))
			return EAI_NONAME;
		if (!named && !inet_ntop(a.family, &a.a, host, hostlen))
			return EAI_OVERFLOW;
	}
	if (serv && servlen) {
		utoa_r(port, num);
		if (strlen(num) >= servlen)
			return EAI_OVERFLOW;
		strcpy(serv, num);
	}
	return 0;
}

/*
 * struct protoent *getprotobyname(const char *name);
 * struct protoent *getprotobynumber(int proto);
 * From /etc/protocols ("name number alias... # comment"), a name matching
 * the entry's name or one of its aliases, in storage the next call
 * overwrites; NULL when there is none.
 */
struct protoent {
	char *p_name;
	char **p_aliases;
	int p_proto;
};

#define __NOLIBC_EXT_PROTO_ALIASES 8

struct protoent __nolibc_ext_proto __attribute__((weak));
char __nolibc_ext_proto_line_buf[256] __attribute__((weak));
char *__nolibc_ext_proto_aliases[__NOLIBC_EXT_PROTO_ALIASES + 1] __attribute__((weak));

struct __nolibc_ext_proto_want {
	const char *name;	/* or NULL: by number */
	int proto;
};

/* a line parsed into the static entry: 1 when it matches */
static __attribute__((unused))
int __nolibc_ext_proto_line(char *line, void *ctx)
{
	char *w[2 + __NOLIBC_EXT_PROTO_ALIASES], *p = line, *hash = strchr(line, '#');
	struct __nolibc_ext_proto_want *want = ctx;
	int n = 0, i, hit;

	if (hash)
		*hash = 0;
	while (n < 2 + __NOLIBC_EXT_PROTO_ALIASES) {
		p += strspn(p, " \t");
		if (!*p)
			break;
		w[n++] = p;
		p += strcspn(p, " \t");
		if (*p)
			*p++ = 0;
	}
	if (n < 2)
		return 0;
	hit = want->name ? !strcmp(w[0], want->name) : atoi(w[1]) == want->proto;
	for (i = 2; want->name && i < n; i++)
		hit |= !strcmp(w[i], want->name);
	if (!hit)
		return 0;
	__nolibc_ext_proto.p_name = w[0];
	__nolibc_ext_proto.p_proto = atoi(w[1]);
	for (i = 2; i < n; i++)
		__nolibc_ext_proto_aliases[i - 2] = w[i];
	__nolibc_ext_proto_aliases[n - 2] = NULL;
	__nolibc_ext_proto.p_aliases = __nolibc_ext_proto_aliases;
	return 1;
}

static __attribute__((unused))
struct protoent *__nolibc_ext_getproto(const char *name, int proto)
{
	struct __nolibc_ext_proto_want want;

	want.name = name;
	want.proto = proto;
	if (__nolibc_ext_each_line("/etc/protocols", __nolibc_ext_proto_line_buf,
				   sizeof(__nolibc_ext_proto_line_buf),
				   __nolibc_ext_proto_line, &want) <= 0)
		return NULL;
	return &__nolibc_ext_proto;
}

static __attribute__((unused))
struct protoent *getprotobyname(const char *name)
{
	return __nolibc_ext_getproto(name, 0);
}

static __attribute__((unused))
struct protoent *getprotobynumber(int proto)
{
	return __nolibc_ext_getproto(NULL, proto);
}

#endif /* _NOLIBC_EXT_NETDB_H */
