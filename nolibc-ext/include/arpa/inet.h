/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <arpa/inet.h>: inet_pton(), inet_ntop(), inet_aton(), inet_addr(),
 * inet_ntoa(), with glibc's forms (IPv4 dotted quads only for inet_pton,
 * "::" compression of the longest run of zero groups for inet_ntop).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_ARPA_INET_H
#define _NOLIBC_EXT_ARPA_INET_H

#include <netinet/in.h>
#include <stdio.h>

/* Four decimal parts of at most 255, nothing else: 1 on success. */
static __attribute__((unused))
int __nolibc_ext_pton4(const char *s, unsigned char *out)
{
	int i, n, v;

	for (i = 0; i < 4; i++) {
		for (n = 0, v = 0; *s >= '0' && *s <= '9'; s++, n++) {
			if (n && v == 0)
				return 0;	/* no leading zeros */
			v = v * 10 + *s - '0';
			if (v > 255)
				return 0;
		}
		if (!n || (i < 3 && *s++ != '.'))
			return 0;
		out[i] = v;
	}
	return *s == 0;
}

static __attribute__((unused))
int __nolibc_ext_hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static __attribute__((unused))
int __nolibc_ext_pton6(const char *s, unsigned char *out)
{
	unsigned char buf[16];
	int n = 0, gap = -1, d, v, k;

	memset(buf, 0, sizeof(buf));
	if (s[0] == ':' && s[1] == ':') {
		gap = 0;
		s += 2;
		if (!*s)
			goto done;
	} else if (*s == ':') {
		return 0;
	}
	for (;;) {
		const char *start = s;

		for (k = 0, v = 0; k < 4 && (d = __nolibc_ext_hexval(*s)) >= 0; k++, s++)
			v = v * 16 + d;
		if (!k)
			return 0;
		if (*s == '.' && n <= 12) {
			if (!__nolibc_ext_pton4(start, buf + n))
				return 0;
			n += 4;
			break;
		}
		if (n > 14)
			return 0;
		buf[n++] = v >> 8;
		buf[n++] = v;
		if (!*s)
			break;
		if (*s++ != ':')
			return 0;
		if (*s == ':') {
			if (gap >= 0)
				return 0;
			gap = n;
			s++;
			if (!*s)
				break;
		}
	}
done:
	if (gap >= 0) {
		if (n == 16)
			return 0;
		memmove(buf + 16 - (n - gap), buf + gap, n - gap);
		memset(buf + gap, 0, 16 - n);
	} else if (n != 16) {
		return 0;
	}
	memcpy(out, buf, 16);
	return 1;
}

/*
 * int inet_pton(int af, const char *src, void *dst);
 */
static __attribute__((unused))
int inet_pton(int af, const char *src, void *dst)
{
	if (af == AF_INET)
		return __nolibc_ext_pton4(src, (unsigned char *)dst);
	if (af == AF_INET6)
		return __nolibc_ext_pton6(src, (unsigned char *)dst);
	SET_ERRNO(EAFNOSUPPORT);
	return -1;
}

/*
 * const char *inet_ntop(int af, const void *src, char *dst, socklen_t size);
 */
static __attribute__((unused))
const char *inet_ntop(int af, const void *src, char *dst, socklen_t size)
{
	const unsigned char *a = (const unsigned char *)src;
	char buf[INET6_ADDRSTRLEN], *p = buf;
	int i, best = -1, blen = 0, run;

	if (af == AF_INET) {
		snprintf(buf, sizeof(buf), "%u.%u.%u.%u", a[0], a[1], a[2], a[3]);
	} else if (af == AF_INET6) {
		for (i = 0; i < 8; i += run ? run : 1) {
			for (run = 0; i + run < 8 && !a[2 * (i + run)] && !a[2 * (i + run) + 1]; run++)
				;
			if (run > blen && run > 1) {
				best = i;
				blen = run;
			}
		}
		if (best == 0 && (blen == 6 || (blen == 5 && a[10] == 0xff && a[11] == 0xff))) {
			/* IPv4-compatible or -mapped: the last four bytes dotted */
			snprintf(buf, sizeof(buf), "::%s%u.%u.%u.%u", blen == 5 ? "ffff:" : "",
				 a[12], a[13], a[14], a[15]);
		} else {
			for (i = 0; i < 8; i++) {
				if (i == best) {
					*p++ = ':';
					if (i == 0)
						*p++ = ':';
					i += blen - 1;
					continue;
				}
				p += snprintf(p, buf + sizeof(buf) - p, "%x%s",
					      (a[2 * i] << 8) | a[2 * i + 1], i < 7 ? ":" : "");
			}
			*p = 0;
		}
	} else {
		SET_ERRNO(EAFNOSUPPORT);
		return NULL;
	}
	if (strlen(buf) >= size) {
		SET_ERRNO(ENOSPC);
		return NULL;
	}
	strcpy(dst, buf);
	return dst;
}

/*
 * int inet_aton(const char *cp, struct in_addr *inp);
 * in_addr_t inet_addr(const char *cp); char *inet_ntoa(struct in_addr in);
 * inet_aton() takes the dotted quad only (not glibc's a, a.b and a.b.c
 * forms, nor octal and hexadecimal parts).
 */
static __attribute__((unused))
int inet_aton(const char *cp, struct in_addr *inp)
{
	return __nolibc_ext_pton4(cp, (unsigned char *)&inp->s_addr);
}

static __attribute__((unused))
in_addr_t inet_addr(const char *cp)
{
	struct in_addr a;

	return inet_aton(cp, &a) ? a.s_addr : (in_addr_t)-1;
}

static __attribute__((unused))
char *inet_ntoa(struct in_addr in)
{
	static char buf[INET_ADDRSTRLEN];

	return (char *)inet_ntop(AF_INET, &in, buf, sizeof(buf));
}

/*
 * The classful address calls: struct in_addr inet_makeaddr(in_addr_t net,
 * in_addr_t host); in_addr_t inet_lnaof(struct in_addr);
 * in_addr_t inet_netof(struct in_addr). Host byte order for the parts.
 */
static __attribute__((unused))
struct in_addr inet_makeaddr(in_addr_t net, in_addr_t host)
{
	struct in_addr a;

	if (net < 128)
		a.s_addr = net << IN_CLASSA_NSHIFT | (host & IN_CLASSA_HOST);
	else if (net < 65536)
		a.s_addr = net << IN_CLASSB_NSHIFT | (host & IN_CLASSB_HOST);
	else if (net < 16777216)
		a.s_addr = net << IN_CLASSC_NSHIFT | (host & IN_CLASSC_HOST);
	else
		a.s_addr = net | host;
	a.s_addr = htonl(a.s_addr);
	return a;
}

static __attribute__((unused))
in_addr_t inet_lnaof(struct in_addr in)
{
	in_addr_t a = ntohl(in.s_addr);

	if (IN_CLASSA(a))
		return a & IN_CLASSA_HOST;
	if (IN_CLASSB(a))
		return a & IN_CLASSB_HOST;
	return a & IN_CLASSC_HOST;
}

static __attribute__((unused))
in_addr_t inet_netof(struct in_addr in)
{
	in_addr_t a = ntohl(in.s_addr);

	if (IN_CLASSA(a))
		return (a & IN_CLASSA_NET) >> IN_CLASSA_NSHIFT;
	if (IN_CLASSB(a))
		return (a & IN_CLASSB_NET) >> IN_CLASSB_NSHIFT;
	return (a & IN_CLASSC_NET) >> IN_CLASSC_NSHIFT;
}

#endif /* _NOLIBC_EXT_ARPA_INET_H */
