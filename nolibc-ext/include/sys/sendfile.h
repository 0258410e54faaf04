/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/sendfile.h>: sendfile().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SENDFILE_H
#define _NOLIBC_EXT_SYS_SENDFILE_H

static __attribute__((unused))
ssize_t sendfile(int out_fd, int in_fd, off_t *offset, size_t count)
{
	return __sysret(my_syscall4(__NR_sendfile, out_fd, in_fd, offset, count));
}

#endif /* _NOLIBC_EXT_SYS_SENDFILE_H */
