/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <poll.h>: poll() and struct pollfd come with 6.12 nolibc (sys.h, from
 * <asm/poll.h>); added: nfds_t and ppoll().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_POLL_H
#define _NOLIBC_EXT_POLL_H

#include <signal.h>
#include <time.h>

typedef unsigned long nfds_t;

/*
 * int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *tmo,
 *           const sigset_t *sigmask);
 */
static __attribute__((unused))
int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *tmo,
	  const sigset_t *sigmask)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall5(__NR_ppoll, fds, nfds, tmo, sigmask, _NSIG / 8)));
}

#endif /* _NOLIBC_EXT_POLL_H */
