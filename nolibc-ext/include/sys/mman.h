/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/mman.h>: 6.12 nolibc has mmap() and munmap(), and PROT_* and MAP_*
 * from the UAPI; this adds mprotect(), madvise(), the mlock family,
 * msync(), mincore(), mremap(), the pkey calls, shm_open(),
 * remap_file_pages() and process_madvise().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_MMAN_H
#define _NOLIBC_EXT_SYS_MMAN_H

#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <string.h>
#include <linux/mman.h>
#include <linux/uio.h>

/*
 * int remap_file_pages(void *addr, size_t size, int prot, size_t pgoff,
 *                      int flags);
 * ssize_t process_madvise(int pidfd, const struct iovec *iov, size_t n,
 *                         int advice, unsigned int flags);
 */
static __attribute__((unused))
int remap_file_pages(void *addr, size_t size, int prot, size_t pgoff, int flags)
{
	return __sysret(my_syscall5(__NR_remap_file_pages, addr, size, prot, pgoff, flags));
}

static __attribute__((unused))
ssize_t process_madvise(int pidfd, const struct iovec *iov, size_t n, int advice,
			unsigned int flags)
{
	return __sysret(my_syscall5(__NR_process_madvise, pidfd, iov, n, advice, flags));
}

/*
 * int mprotect(void *addr, size_t len, int prot);
 */
static __attribute__((unused))
int sys_mprotect(void *addr, size_t len, int prot)
{
	return my_syscall3(__NR_mprotect, addr, len, prot);
}

static __attribute__((unused))
int mprotect(void *addr, size_t len, int prot)
{
	return __sysret(sys_mprotect(addr, len, prot));
}

/*
 * int madvise(void *addr, size_t len, int advice);
 * int posix_madvise(void *addr, size_t len, int advice);
 * int mlock(const void *addr, size_t len); int munlock(const void *addr, size_t len);
 * int mlock2(const void *addr, size_t len, unsigned int flags);
 * int mlockall(int flags); int munlockall(void);
 * int msync(void *addr, size_t len, int flags);
 * int mincore(void *addr, size_t len, unsigned char *vec);
 */
static __attribute__((unused))
int madvise(void *addr, size_t len, int advice)
{
	return __sysret(my_syscall3(__NR_madvise, addr, len, advice));
}

static __attribute__((unused))
int posix_madvise(void *addr, size_t len, int advice)
{
	/* POSIX_MADV_DONTNEED is a no-op: MADV_DONTNEED would drop data */
	if (advice == 4)
		return 0;
	return -my_syscall3(__NR_madvise, addr, len, advice);
}

static __attribute__((unused))
int mlock(const void *addr, size_t len)
{
	return __sysret(my_syscall2(__NR_mlock, addr, len));
}

static __attribute__((unused))
int munlock(const void *addr, size_t len)
{
	return __sysret(my_syscall2(__NR_munlock, addr, len));
}

static __attribute__((unused))
int mlock2(const void *addr, size_t len, unsigned int flags)
{
	return __sysret(my_syscall3(__NR_mlock2, addr, len, flags));
}

static __attribute__((unused))
int mlockall(int flags)
{
	return __sysret(my_syscall1(__NR_mlockall, flags));
}

static __attribute__((unused))
int munlockall(void)
{
	return __sysret(my_syscall0(__NR_munlockall));
}

static __attribute__((unused))
int msync(void *addr, size_t len, int flags)
{
	return __sysret(my_syscall3(__NR_msync, addr, len, flags));
}

static __attribute__((unused))
int mincore(void *addr, size_t len, unsigned char *vec)
{
	return __sysret(my_syscall3(__NR_mincore, addr, len, vec));
}

/*
 * void *mremap(void *old, size_t old_len, size_t new_len, int flags, ...);
 * The new address is read only with MREMAP_FIXED or MREMAP_DONTUNMAP.
 */
static __attribute__((unused))
void *mremap(void *old, size_t old_len, size_t new_len, int flags, ...)
{
	void *new_addr = NULL;
	va_list ap;
	long ret;

	if (flags & (MREMAP_FIXED | MREMAP_DONTUNMAP)) {
		va_start(ap, flags);
		new_addr = va_arg(ap, void *);
		va_end(ap);
	}
	ret = my_syscall5(__NR_mremap, old, old_len, new_len, flags, new_addr);
	if ((unsigned long)ret >= -4095UL) {
		SET_ERRNO(-ret);
		return MAP_FAILED;
	}
	return (void *)ret;
}

/*
 * int pkey_alloc(unsigned int flags, unsigned int rights);
 * int pkey_free(int pkey);
 * int pkey_mprotect(void *addr, size_t len, int prot, int pkey);
 */
static __attribute__((unused))
int pkey_alloc(unsigned int flags, unsigned int rights)
{
	return __sysret(my_syscall2(__NR_pkey_alloc, flags, rights));
}

static __attribute__((unused))
int pkey_free(int pkey)
{
	return __sysret(my_syscall1(__NR_pkey_free, pkey));
}

static __attribute__((unused))
int pkey_mprotect(void *addr, size_t len, int prot, int pkey)
{
	return __sysret(my_syscall4(__NR_pkey_mprotect, addr, len, prot, pkey));
}

/*
 * int shm_open(const char *name, int flags, mode_t mode);
 * int shm_unlink(const char *name);
 * As glibc: a file of that name under /dev/shm (a tmpfs).
 */
static __attribute__((unused))
int __nolibc_ext_shm_path(const char *name, char *path, size_t size)
{
	size_t n;

	while (*name == '/')
		name++;
	n = strlen(name);
	if (!n || strchr(name, '/') || n + 10 > size) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	memcpy(path, "/dev/shm/", 9);
	memcpy(path + 9, name, n + 1);
	return 0;
}

static __attribute__((unused))
int shm_open(const char *name, int flags, mode_t mode)
{
	char path[PATH_MAX];

	if (__nolibc_ext_shm_path(name, path, sizeof(path)) < 0)
		return -1;
	return open(path, flags | O_NOFOLLOW | O_CLOEXEC, mode);
}

static __attribute__((unused))
int shm_unlink(const char *name)
{
	char path[PATH_MAX];

	if (__nolibc_ext_shm_path(name, path, sizeof(path)) < 0)
		return -1;
	return unlink(path);
}

#define POSIX_MADV_NORMAL	0
#define POSIX_MADV_RANDOM	1
#define POSIX_MADV_SEQUENTIAL	2
#define POSIX_MADV_WILLNEED	3
#define POSIX_MADV_DONTNEED	4
#ifndef MAP_ANON
#define MAP_ANON		MAP_ANONYMOUS
#endif

#include <linux/memfd.h>	/* MFD_CLOEXEC, MFD_HUGETLB... for memfd_create() */

#endif /* _NOLIBC_EXT_SYS_MMAN_H */
