/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * 6.12 nolibc's calls that POSIX makes cancellation points, as ones
 * (tls.h): nolibc.h renames 6.12's while it is read, and these call them
 * between __nolibc_ext_cp_enter() and __nolibc_ext_cp_leave(). nolibc's
 * own uses of them (its stdio) stay plain calls. nolibc-ext's functions
 * that are cancellation points do the same in their own headers.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_CANCEL_H
#define _NOLIBC_EXT_CANCEL_H

#include "tls.h"

/* ssize_t read(int fd, void *buf, size_t count); */
static __attribute__((unused))
ssize_t read(int fd, void *buf, size_t count)
{
	return __NOLIBC_EXT_CP(ssize_t, __nolibc_ext_read_6_12(fd, buf, count));
}

/* ssize_t write(int fd, const void *buf, size_t count); */
static __attribute__((unused))
ssize_t write(int fd, const void *buf, size_t count)
{
	return __NOLIBC_EXT_CP(ssize_t, __nolibc_ext_write_6_12(fd, buf, count));
}

/*
 * nanosleep() (<time.h>'s), sleep() and usleep() sleep in
 * clock_nanosleep(CLOCK_REALTIME) as glibc's do, not in select() as
 * 6.12's: the kernel sees the same sleep (a test of the cgroup freezer
 * or of ptrace stops a task in it), usleep() interrupted fails with
 * errno EINTR (6.12's returned -EINTR) and sleep() gives the whole
 * seconds left (6.12's rounded up).
 */
static __attribute__((unused))
int __nolibc_ext_nanosleep(const struct timespec *req, struct timespec *rem)
{
	return __NOLIBC_EXT_CP(int, __sysret(my_syscall4(__NR_clock_nanosleep,
							 CLOCK_REALTIME, 0, req, rem)));
}

/* unsigned int sleep(unsigned int seconds); */
static __attribute__((unused))
unsigned int sleep(unsigned int seconds)
{
	/* in steps where a time_t (a long) cannot hold seconds */
	const unsigned int max = (unsigned long)LONG_MAX < UINT_MAX ?
				 (unsigned int)LONG_MAX : UINT_MAX;
	struct timespec ts;
	unsigned int step;

	do {
		step = seconds < max ? seconds : max;
		seconds -= step;
		ts.tv_sec = step;
		ts.tv_nsec = 0;
		if (__nolibc_ext_nanosleep(&ts, &ts))
			return seconds + ts.tv_sec;
	} while (seconds);
	return 0;
}

/* int usleep(unsigned int usecs); */
static __attribute__((unused))
int usleep(unsigned int usecs)
{
	struct timespec ts;

	ts.tv_sec = usecs / 1000000;
	ts.tv_nsec = usecs % 1000000 * 1000L;
	return __nolibc_ext_nanosleep(&ts, NULL);
}

/* int select(int nfds, fd_set *rfds, fd_set *wfds, fd_set *efds, struct timeval *timeout); */
static __attribute__((unused))
int select(int nfds, fd_set *rfds, fd_set *wfds, fd_set *efds, struct timeval *timeout)
{
	return __NOLIBC_EXT_CP(int, __nolibc_ext_select_6_12(nfds, rfds, wfds, efds, timeout));
}

/* int poll(struct pollfd *fds, int nfds, int timeout); */
static __attribute__((unused))
int poll(struct pollfd *fds, int nfds, int timeout)
{
	return __NOLIBC_EXT_CP(int, __nolibc_ext_poll_6_12(fds, nfds, timeout));
}

/* pid_t waitpid(pid_t pid, int *status, int options); */
static __attribute__((unused))
pid_t waitpid(pid_t pid, int *status, int options)
{
	return __NOLIBC_EXT_CP(pid_t, __nolibc_ext_waitpid_6_12(pid, status, options));
}

/* pid_t wait(int *status); */
static __attribute__((unused))
pid_t wait(int *status)
{
	return __NOLIBC_EXT_CP(pid_t, __nolibc_ext_wait_6_12(status));
}

#endif /* _NOLIBC_EXT_CANCEL_H */
