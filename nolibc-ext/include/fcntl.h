/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <fcntl.h>: 6.12 nolibc has the O_* and AT_* constants (from the UAPI);
 * this adds fcntl(), fcntl64(), open() in place of 6.12's, openat(), creat(),
 * name_to_handle_at(), open_by_handle_at(), fallocate(),
 * posix_fallocate(), posix_fadvise(), readahead() and sync_file_range().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_FCNTL_H
#define _NOLIBC_EXT_FCNTL_H

/*
 * int fcntl(int fd, int cmd, ... arg);
 * int fcntl64(int fd, int cmd, ... arg);
 * The argument is an int or a pointer: passed on as an unsigned long.
 * fcntl64() is glibc's form whose locks may be struct flock64
 * (F_GETLK64...): the fcntl64 call where the architecture has one (32-bit
 * ones), fcntl's elsewhere, where struct flock64 is struct flock and
 * glibc's F_*LK64 are the F_*LK commands.
 */
#ifndef F_GETLK64
#define F_GETLK64	F_GETLK
#define F_SETLK64	F_SETLK
#define F_SETLKW64	F_SETLKW
#endif
#ifdef __NR_fcntl64
#define __NOLIBC_EXT_NR_FCNTL64 __NR_fcntl64
#else
#define __NOLIBC_EXT_NR_FCNTL64 __NR_fcntl
#endif

/* the one argument after cmd, in a function fcntl(fd, cmd, ...) */
#define __NOLIBC_EXT_FCNTL_ARG(cmd) ({					\
	unsigned long __arg;							\
	va_list __args;								\
										\
	va_start(__args, cmd);							\
	__arg = va_arg(__args, unsigned long);					\
	va_end(__args);								\
	__arg;									\
})

static __attribute__((unused))
int sys_fcntl(int fd, int cmd, unsigned long arg)
{
	return my_syscall3(__NR_fcntl, fd, cmd, arg);
}

static __attribute__((unused))
int fcntl(int fd, int cmd, ...)
{
	return __sysret(sys_fcntl(fd, cmd, __NOLIBC_EXT_FCNTL_ARG(cmd)));
}

static __attribute__((unused))
int fcntl64(int fd, int cmd, ...)
{
	unsigned long arg = __NOLIBC_EXT_FCNTL_ARG(cmd);

	return __sysret(my_syscall3(__NOLIBC_EXT_NR_FCNTL64, fd, cmd, arg));
}

/*
 * In open() and openat(): reads the mode that follows flags, with the
 * flags that take one (glibc's rule).
 */
#define __NOLIBC_EXT_OPEN_MODE(flags, mode) do {				\
	va_list __args;								\
										\
	if (((flags) & O_CREAT) || ((flags) & O_TMPFILE) == O_TMPFILE) {	\
		va_start(__args, flags);					\
		mode = va_arg(__args, int);					\
		va_end(__args);							\
	}									\
} while (0)

/*
 * int openat(int dirfd, const char *path, int flags[, mode_t mode]);
 */
static __attribute__((unused))
int sys_openat(int dirfd, const char *path, int flags, mode_t mode)
{
	return my_syscall4(__NR_openat, dirfd, path, flags, mode);
}

static __attribute__((unused))
int openat(int dirfd, const char *path, int flags, ...)
{
	mode_t mode = 0;

	__NOLIBC_EXT_OPEN_MODE(flags, mode);
	return __sysret(sys_openat(dirfd, path, flags, mode));
}

/*
 * int open(const char *path, int flags[, mode_t mode]);
 * 6.12's, renamed while nolibc.h reads it, takes the mode for O_CREAT
 * only: an O_TMPFILE file got mode 0.
 */
static __attribute__((unused))
int open(const char *path, int flags, ...)
{
	mode_t mode = 0;

	__NOLIBC_EXT_OPEN_MODE(flags, mode);
	return __sysret(sys_open(path, flags, mode));
}

/*
 * int name_to_handle_at(int dirfd, const char *path, struct file_handle *handle,
 *                       int *mount_id, int flags);
 * int open_by_handle_at(int mount_fd, struct file_handle *handle, int flags);
 * struct file_handle is glibc's (the kernel does not export it).
 */
#define MAX_HANDLE_SZ	128

struct file_handle {
	unsigned int handle_bytes;
	int handle_type;
	unsigned char f_handle[];
};

static __attribute__((unused))
int name_to_handle_at(int dirfd, const char *path, struct file_handle *handle,
		      int *mount_id, int flags)
{
	return __sysret(my_syscall5(__NR_name_to_handle_at, dirfd, path, handle,
				    mount_id, flags));
}

static __attribute__((unused))
int open_by_handle_at(int mount_fd, struct file_handle *handle, int flags)
{
	return __NOLIBC_EXT_CP(int, __sysret(my_syscall3(__NR_open_by_handle_at, mount_fd,
							 handle, flags)));
}

/*
 * int creat(const char *path, mode_t mode);
 */
static __attribute__((unused))
int creat(const char *path, mode_t mode)
{
	return open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
}

/*
 * int open64(const char *path, int flags[, mode_t mode]);
 * int openat64(int dirfd, const char *path, int flags[, mode_t mode]);
 * int creat64(const char *path, mode_t mode);
 * With O_LARGEFILE, as glibc's: a 32-bit program needs it to open a file
 * of 2 GiB or more (EOVERFLOW) and to write past 2 GiB (EFBIG); a 64-bit
 * kernel sets it itself. open(), openat() and creat() leave it out, as
 * glibc's do without _FILE_OFFSET_BITS=64 (which nolibc-ext ignores).
 */
#if __SIZEOF_LONG__ == 8
#define __NOLIBC_EXT_O_LARGEFILE 0
#else
#define __NOLIBC_EXT_O_LARGEFILE O_LARGEFILE
#endif

static __attribute__((unused))
int openat64(int dirfd, const char *path, int flags, ...)
{
	mode_t mode = 0;

	__NOLIBC_EXT_OPEN_MODE(flags, mode);
	return openat(dirfd, path, flags | __NOLIBC_EXT_O_LARGEFILE, mode);
}

static __attribute__((unused))
int open64(const char *path, int flags, ...)
{
	mode_t mode = 0;

	__NOLIBC_EXT_OPEN_MODE(flags, mode);
	return open(path, flags | __NOLIBC_EXT_O_LARGEFILE, mode);
}

static __attribute__((unused))
int creat64(const char *path, mode_t mode)
{
	return open64(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
}

/*
 * int fallocate(int fd, int mode, off_t offset, off_t len);
 * int posix_fallocate(int fd, off_t offset, off_t len);
 * Each 64-bit argument takes a register pair on 32-bit architectures,
 * naturally aligned there after fd and mode. posix_fallocate() returns
 * the error number, as POSIX wants.
 */
#ifndef FALLOC_FL_KEEP_SIZE
#include <linux/falloc.h>
#endif

static __attribute__((unused))
long __nolibc_ext_fallocate(int fd, int mode, long long offset, long long len)
{
#if __SIZEOF_LONG__ == 8
	return my_syscall4(__NR_fallocate, fd, mode, offset, len);
#elif __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return my_syscall6(__NR_fallocate, fd, mode, (long)(offset >> 32), (long)offset,
			   (long)(len >> 32), (long)len);
#else
	return my_syscall6(__NR_fallocate, fd, mode, (long)offset, (long)(offset >> 32),
			   (long)len, (long)(len >> 32));
#endif
}

static __attribute__((unused))
int fallocate(int fd, int mode, off_t offset, off_t len)
{
	return __sysret(__nolibc_ext_fallocate(fd, mode, offset, len));
}

static __attribute__((unused))
int posix_fallocate(int fd, off_t offset, off_t len)
{
	return -__nolibc_ext_fallocate(fd, 0, offset, len);
}

/*
 * ssize_t splice(int in, loff_t *in_off, int out, loff_t *out_off,
 *		  size_t len, unsigned int flags);
 * ssize_t tee(int in, int out, size_t len, unsigned int flags);
 * ssize_t vmsplice(int fd, const struct iovec *iov, size_t n, unsigned int flags);
 */
#define SPLICE_F_MOVE		1
#define SPLICE_F_NONBLOCK	2
#define SPLICE_F_MORE		4
#define SPLICE_F_GIFT		8

struct iovec;

static __attribute__((unused))
ssize_t splice(int in, long long *in_off, int out, long long *out_off,
	       size_t len, unsigned int flags)
{
	return __sysret(my_syscall6(__NR_splice, in, in_off, out, out_off, len, flags));
}

static __attribute__((unused))
ssize_t tee(int in, int out, size_t len, unsigned int flags)
{
	return __sysret(my_syscall4(__NR_tee, in, out, len, flags));
}

static __attribute__((unused))
ssize_t vmsplice(int fd, const struct iovec *iov, size_t n, unsigned int flags)
{
	return __sysret(my_syscall4(__NR_vmsplice, fd, iov, n, flags));
}

/*
 * int posix_fadvise(int fd, off_t offset, off_t len, int advice);
 * int posix_fadvise64(int fd, off64_t offset, off64_t len, int advice);
 * ssize_t readahead(int fd, off64_t offset, size_t count);
 * int sync_file_range(int fd, off64_t offset, off64_t nbytes,
 *                     unsigned int flags);
 * posix_fadvise() returns the error number, as POSIX says, and sets no
 * errno; sync_file_range() is a cancellation point, as in glibc. Each
 * architecture where long is 32-bit lays the 64-bit arguments out its
 * own way: ARM and PowerPC put the advice or flags second
 * (arm_fadvise64_64, sync_file_range2) so that the pairs fall on even
 * registers, MIPS o32 pads and takes seven arguments, i386 takes the
 * pairs as they come.
 */
#include <linux/fadvise.h>
#include <sys/types.h>

#ifndef SYNC_FILE_RANGE_WAIT_BEFORE
#define SYNC_FILE_RANGE_WAIT_BEFORE	1
#define SYNC_FILE_RANGE_WRITE		2
#define SYNC_FILE_RANGE_WAIT_AFTER	4
#endif

static __attribute__((unused))
int posix_fadvise64(int fd, off64_t offset, off64_t len, int advice)
{
#if __SIZEOF_LONG__ == 8
	return -my_syscall4(__NR_fadvise64, fd, offset, len, advice);
#else
	long o1 = __NOLIBC_EXT_W1(offset), o2 = __NOLIBC_EXT_W2(offset);
	long l1 = __NOLIBC_EXT_W1(len), l2 = __NOLIBC_EXT_W2(len);

#if defined(__ARM_EABI__)
	return -my_syscall6(__NR_arm_fadvise64_64, fd, advice, o1, o2, l1, l2);
#elif defined(__powerpc__)
	return -my_syscall6(__NR_fadvise64_64, fd, advice, o1, o2, l1, l2);
#elif defined(__mips__)
	return -__nolibc_ext_syscall7(__NR_fadvise64, fd, 0, o1, o2, l1, l2, advice);
#else
	return -my_syscall6(__NR_fadvise64_64, fd, o1, o2, l1, l2, advice);
#endif
#endif
}

/*
 * glibc's posix_fadvise() on i386 and 32-bit PowerPC calls fadvise64,
 * whose length is a size_t: a negative len is a long one there, not an
 * error.
 */
static __attribute__((unused))
int posix_fadvise(int fd, off_t offset, off_t len, int advice)
{
#if defined(__i386__) || (defined(__powerpc__) && __SIZEOF_LONG__ == 4)
	return posix_fadvise64(fd, offset, (unsigned long)len, advice);
#else
	return posix_fadvise64(fd, offset, len, advice);
#endif
}

static __attribute__((unused))
ssize_t readahead(int fd, off64_t offset, size_t count)
{
#if __SIZEOF_LONG__ == 8
	return __sysret(my_syscall3(__NR_readahead, fd, offset, count));
#elif __NOLIBC_EXT_PAIR_PAD
	return __sysret(my_syscall5(__NR_readahead, fd, 0, __NOLIBC_EXT_W1(offset),
				    __NOLIBC_EXT_W2(offset), count));
#else
	return __sysret(my_syscall4(__NR_readahead, fd, __NOLIBC_EXT_W1(offset),
				    __NOLIBC_EXT_W2(offset), count));
#endif
}

static __attribute__((unused))
int sync_file_range(int fd, off64_t offset, off64_t nbytes, unsigned int flags)
{
#if __SIZEOF_LONG__ == 8 && defined(__NR_sync_file_range)
	return __NOLIBC_EXT_CP(int, __sysret(my_syscall4(__NR_sync_file_range, fd, offset,
							 nbytes, flags)));
#elif __SIZEOF_LONG__ == 8
	return __NOLIBC_EXT_CP(int, __sysret(my_syscall4(__NR_sync_file_range2, fd, flags,
							 offset, nbytes)));
#else
	long o1 = __NOLIBC_EXT_W1(offset), o2 = __NOLIBC_EXT_W2(offset);
	long n1 = __NOLIBC_EXT_W1(nbytes), n2 = __NOLIBC_EXT_W2(nbytes);

#if defined(__ARM_EABI__)
	return __NOLIBC_EXT_CP(int, __sysret(my_syscall6(__NR_arm_sync_file_range, fd, flags,
							 o1, o2, n1, n2)));
#elif defined(__powerpc__)
	return __NOLIBC_EXT_CP(int, __sysret(my_syscall6(__NR_sync_file_range2, fd, flags,
							 o1, o2, n1, n2)));
#elif defined(__mips__)
	return __NOLIBC_EXT_CP(int, __sysret(__nolibc_ext_syscall7(__NR_sync_file_range, fd,
							0, o1, o2, n1, n2, flags)));
#else
	return __NOLIBC_EXT_CP(int, __sysret(my_syscall6(__NR_sync_file_range, fd,
							 o1, o2, n1, n2, flags)));
#endif
#endif
}

#endif /* _NOLIBC_EXT_FCNTL_H */
