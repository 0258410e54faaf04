/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/uio.h>: struct iovec (the UAPI's), readv(), writev(), preadv(),
 * pwritev(), preadv2(), pwritev2(), process_vm_readv() and
 * process_vm_writev().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_UIO_H
#define _NOLIBC_EXT_SYS_UIO_H

#include <linux/uio.h>

/*
 * ssize_t readv(int fd, const struct iovec *iov, int iovcnt);
 * ssize_t writev(int fd, const struct iovec *iov, int iovcnt);
 */
static __attribute__((unused))
ssize_t readv(int fd, const struct iovec *iov, int iovcnt)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall3(__NR_readv, fd, iov, iovcnt)));
}

static __attribute__((unused))
ssize_t writev(int fd, const struct iovec *iov, int iovcnt)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall3(__NR_writev, fd, iov, iovcnt)));
}

/*
 * ssize_t preadv(int fd, const struct iovec *iov, int iovcnt, off_t off);
 * ssize_t pwritev(int fd, const struct iovec *iov, int iovcnt, off_t off);
 * The offset goes as two words, low first, on every architecture.
 */
static __attribute__((unused))
ssize_t preadv(int fd, const struct iovec *iov, int iovcnt, off_t off)
{
	return __sysret(my_syscall5(__NR_preadv, fd, iov, iovcnt, (unsigned long)off,
				    (unsigned long)((unsigned long long)(long long)off >> 16 >> 16)));
}

static __attribute__((unused))
ssize_t pwritev(int fd, const struct iovec *iov, int iovcnt, off_t off)
{
	return __sysret(my_syscall5(__NR_pwritev, fd, iov, iovcnt, (unsigned long)off,
				    (unsigned long)((unsigned long long)(long long)off >> 16 >> 16)));
}

/*
 * ssize_t preadv2(int fd, const struct iovec *iov, int iovcnt, off_t off,
 *                 int flags);
 * ssize_t pwritev2(int fd, const struct iovec *iov, int iovcnt, off_t off,
 *                  int flags);
 * An offset of -1 is the file's own, which moves. The RWF_* flags are
 * glibc's copy of the UAPI's (in <linux/fs.h>, which brings much more).
 */
#ifndef RWF_HIPRI
#define RWF_HIPRI	0x00000001
#define RWF_DSYNC	0x00000002
#define RWF_SYNC	0x00000004
#define RWF_NOWAIT	0x00000008
#define RWF_APPEND	0x00000010
#endif

static __attribute__((unused))
ssize_t preadv2(int fd, const struct iovec *iov, int iovcnt, off_t off, int flags)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall6(__NR_preadv2, fd, iov, iovcnt,
			(unsigned long)off,
			(unsigned long)((unsigned long long)(long long)off >> 16 >> 16), flags)));
}

static __attribute__((unused))
ssize_t pwritev2(int fd, const struct iovec *iov, int iovcnt, off_t off, int flags)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall6(__NR_pwritev2, fd, iov, iovcnt,
			(unsigned long)off,
			(unsigned long)((unsigned long long)(long long)off >> 16 >> 16), flags)));
}

/*
 * ssize_t process_vm_readv(pid_t pid, const struct iovec *local, unsigned long liovcnt,
 *                          const struct iovec *remote, unsigned long riovcnt,
 *                          unsigned long flags);
 * ssize_t process_vm_writev(...), the same arguments.
 */
static __attribute__((unused))
ssize_t process_vm_readv(pid_t pid, const struct iovec *local, unsigned long liovcnt,
			 const struct iovec *remote, unsigned long riovcnt,
			 unsigned long flags)
{
	return __sysret(my_syscall6(__NR_process_vm_readv, pid, local, liovcnt,
				    remote, riovcnt, flags));
}

static __attribute__((unused))
ssize_t process_vm_writev(pid_t pid, const struct iovec *local, unsigned long liovcnt,
			  const struct iovec *remote, unsigned long riovcnt,
			  unsigned long flags)
{
	return __sysret(my_syscall6(__NR_process_vm_writev, pid, local, liovcnt,
				    remote, riovcnt, flags));
}

#endif /* _NOLIBC_EXT_SYS_UIO_H */
