/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/sendfile.h>: sendfile() and sendfile64(), whose offset is 64-bit on
 * every architecture (the sendfile64 call where long is 32-bit).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SENDFILE_H
#define _NOLIBC_EXT_SYS_SENDFILE_H

#include <sys/types.h>

static __attribute__((unused))
ssize_t sendfile(int out_fd, int in_fd, off_t *offset, size_t count)
{
	return __sysret(my_syscall4(__NR_sendfile, out_fd, in_fd, offset, count));
}

static __attribute__((unused))
ssize_t sendfile64(int out_fd, int in_fd, off64_t *offset, size_t count)
{
#ifdef __NR_sendfile64
	return __sysret(my_syscall4(__NR_sendfile64, out_fd, in_fd, offset, count));
#else
	return __sysret(my_syscall4(__NR_sendfile, out_fd, in_fd, offset, count));
#endif
}

#endif /* _NOLIBC_EXT_SYS_SENDFILE_H */
