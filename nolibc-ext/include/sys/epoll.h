/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/epoll.h>: epoll_create(), epoll_create1(), epoll_ctl(), epoll_wait(),
 * epoll_pwait() and epoll_pwait2(), with glibc's struct epoll_event (its
 * data a union) and the UAPI's constants.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_EPOLL_H
#define _NOLIBC_EXT_SYS_EPOLL_H

#include <signal.h>
#include <linux/time_types.h>

/* the UAPI's struct epoll_event has a bare __u64 where glibc has a union */
#define epoll_event __nolibc_ext_kernel_epoll_event
#include <linux/eventpoll.h>
#undef epoll_event

typedef union epoll_data {
	void *ptr;
	int fd;
	uint32_t u32;
	uint64_t u64;
} epoll_data_t;

/* x86_64 packs it, so that it is the same as i386's: the kernel's layout */
struct epoll_event {
	uint32_t events;
	epoll_data_t data;
}
#ifdef __x86_64__
__attribute__((packed))
#endif
;

static __attribute__((unused))
int epoll_create1(int flags)
{
	return __sysret(my_syscall1(__NR_epoll_create1, flags));
}

/* int epoll_create(int size); size must be positive, else EINVAL */
static __attribute__((unused))
int epoll_create(int size)
{
	if (size <= 0) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	return epoll_create1(0);
}

static __attribute__((unused))
int epoll_ctl(int epfd, int op, int fd, struct epoll_event *event)
{
	return __sysret(my_syscall4(__NR_epoll_ctl, epfd, op, fd, event));
}

static __attribute__((unused))
int epoll_pwait(int epfd, struct epoll_event *events, int maxevents, int timeout,
		const sigset_t *sigmask)
{
	return __sysret(my_syscall6(__NR_epoll_pwait, epfd, events, maxevents, timeout,
				    sigmask, _NSIG / 8));
}

/*
 * int epoll_pwait2(int epfd, struct epoll_event *events, int maxevents,
 *                  const struct timespec *timeout, const sigset_t *sigmask);
 * The call takes a 64-bit timespec on every architecture.
 */
static __attribute__((unused))
int epoll_pwait2(int epfd, struct epoll_event *events, int maxevents,
		 const struct timespec *timeout, const sigset_t *sigmask)
{
	struct __kernel_timespec kts;

	if (timeout) {
		kts.tv_sec = timeout->tv_sec;
		kts.tv_nsec = timeout->tv_nsec;
	}
	return __NOLIBC_EXT_CP(int, __sysret(my_syscall6(__NR_epoll_pwait2, epfd, events,
			maxevents, timeout ? &kts : NULL, sigmask, _NSIG / 8)));
}

static __attribute__((unused))
int epoll_wait(int epfd, struct epoll_event *events, int maxevents, int timeout)
{
	return epoll_pwait(epfd, events, maxevents, timeout, NULL);
}

#endif /* _NOLIBC_EXT_SYS_EPOLL_H */
