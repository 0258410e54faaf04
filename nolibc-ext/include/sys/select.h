/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/select.h>: 6.12 nolibc has select(), fd_set and the FD_* macros;
 * this adds pselect().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SELECT_H
#define _NOLIBC_EXT_SYS_SELECT_H

#include <signal.h>
#include <time.h>

/*
 * int pselect(int nfds, fd_set *r, fd_set *w, fd_set *e,
 *	       const struct timespec *timeout, const sigset_t *mask);
 * The system call takes the mask with its size, in a pair.
 */
static __attribute__((unused))
int pselect(int nfds, fd_set *r, fd_set *w, fd_set *e,
	    const struct timespec *timeout, const sigset_t *mask)
{
	struct timespec ts;
	unsigned long data[2];

	data[0] = (unsigned long)mask;
	data[1] = _NSIG / 8;
	if (timeout)
		ts = *timeout;	/* the kernel writes back what is left */
	return __sysret(my_syscall6(__NR_pselect6, nfds, r, w, e, timeout ? &ts : NULL,
				    mask ? data : NULL));
}

#endif /* _NOLIBC_EXT_SYS_SELECT_H */
