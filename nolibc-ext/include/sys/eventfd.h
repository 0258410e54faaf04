/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/eventfd.h>: eventfd(), eventfd_read(), eventfd_write().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_EVENTFD_H
#define _NOLIBC_EXT_SYS_EVENTFD_H

#include <linux/eventfd.h>

typedef uint64_t eventfd_t;

static __attribute__((unused))
int eventfd(unsigned int initval, int flags)
{
	return __sysret(my_syscall2(__NR_eventfd2, initval, flags));
}

static __attribute__((unused))
int eventfd_read(int fd, eventfd_t *value)
{
	return read(fd, value, sizeof(*value)) == sizeof(*value) ? 0 : -1;
}

static __attribute__((unused))
int eventfd_write(int fd, eventfd_t value)
{
	return write(fd, &value, sizeof(value)) == sizeof(value) ? 0 : -1;
}

#endif /* _NOLIBC_EXT_SYS_EVENTFD_H */
