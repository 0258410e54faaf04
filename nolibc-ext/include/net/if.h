/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <net/if.h>: the UAPI's struct ifreq, IFNAMSIZ and IFF_* flags, and
 * if_nametoindex(), if_indextoname() (through SIOCGIFINDEX and
 * SIOCGIFNAME on a datagram socket, as glibc does).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_NET_IF_H
#define _NOLIBC_EXT_NET_IF_H

#include <sys/socket.h>
#include <sys/ioctl.h>
#include <linux/if.h>
#include <linux/sockios.h>

#define IF_NAMESIZE	IFNAMSIZ

/*
 * unsigned int if_nametoindex(const char *name);
 * char *if_indextoname(unsigned int index, char *name);
 */
static __attribute__((unused))
unsigned int if_nametoindex(const char *name)
{
	struct ifreq ifr;
	int fd, r;

	if (strlen(name) >= IFNAMSIZ) {
		SET_ERRNO(ENODEV);
		return 0;
	}
	fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return 0;
	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, name);
	r = ioctl(fd, SIOCGIFINDEX, &ifr);
	close(fd);
	return r < 0 ? 0 : ifr.ifr_ifindex;
}

static __attribute__((unused))
char *if_indextoname(unsigned int index, char *name)
{
	struct ifreq ifr;
	int fd, r;

	fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return NULL;
	memset(&ifr, 0, sizeof(ifr));
	ifr.ifr_ifindex = index;
	r = ioctl(fd, SIOCGIFNAME, &ifr);
	close(fd);
	if (r < 0) {
		if (errno == ENODEV)
			SET_ERRNO(ENXIO);
		return NULL;
	}
	memcpy(name, ifr.ifr_name, IFNAMSIZ);
	name[IFNAMSIZ - 1] = 0;
	return name;
}

#endif /* _NOLIBC_EXT_NET_IF_H */
