/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <unistd.h>: 6.12 nolibc's, plus _exit(), alarm(), close_range(), pause(),
 * sethostname(), setpgrp(), sync(), getopt() (from <getopt.h>), access(),
 * faccessat(), pread(), pwrite(), ftruncate(), truncate(), readlink(),
 * readlinkat(), the group and set*id() calls, getgroups(), setgroups(),
 * acct(), gethostname(), sysconf(), execv(), execvp(), execl(), execlp(),
 * getcwd(), fchdir(), symlinkat(), linkat(), unlinkat(), execveat(),
 * fexecve(), glibc's *64 forms, syncfs(), fdatasync(), getsid(),
 * vhangup(), setdomainname(), getdomainname(), nice() and
 * copy_file_range().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_UNISTD_H
#define _NOLIBC_EXT_UNISTD_H

#include <string.h>
/*
 * 6.12 nolibc's headers only build in the order its nolibc.h includes them
 * (its <unistd.h> alone does not): take the whole of it, then add.
 */
#include <stdarg.h>
#include <asm/ioctls.h>
#include <linux/sysinfo.h>
#include <sys/types.h>

/*
 * void _exit(int status);
 * Ends every thread of the process at once (exit_group), unlike 6.12
 * nolibc's exit() which only ends the calling one (exit).
 */
static __attribute__((noreturn, unused))
void sys_exit_group(int status)
{
	my_syscall1(__NR_exit_group, status & 255);
	/* not reached, but the compiler does not know it */
	for (;;)
		;
}

static __attribute__((noreturn, unused))
void _exit(int status)
{
	sys_exit_group(status);
}

/*
 * unsigned int alarm(unsigned int seconds);
 * Architectures without the alarm system call get it from setitimer().
 */
static __attribute__((unused))
unsigned int alarm(unsigned int seconds)
{
#if defined(__NR_alarm)
	return my_syscall1(__NR_alarm, seconds);
#else
	struct itimerval it, old;

	memset(&it, 0, sizeof(it));
	it.it_value.tv_sec = seconds;
	if (my_syscall3(__NR_setitimer, ITIMER_REAL, &it, &old) < 0)
		return 0;
	/* a remainder under a second still counts as one, as with alarm */
	return old.it_value.tv_sec + (old.it_value.tv_usec >= 500000 ||
		(old.it_value.tv_sec == 0 && old.it_value.tv_usec > 0));
#endif
}

/*
 * int pause(void);
 */
static __attribute__((unused))
int sys_pause(void)
{
#if defined(__NR_pause)
	return my_syscall0(__NR_pause);
#else
	return my_syscall4(__NR_ppoll, NULL, 0, NULL, NULL);
#endif
}

static __attribute__((unused))
int pause(void)
{
	return __NOLIBC_EXT_CP(long, __sysret(sys_pause()));
}

/*
 * int close_range(unsigned int first, unsigned int last, unsigned int flags);
 */
static __attribute__((unused))
int sys_close_range(unsigned int first, unsigned int last, unsigned int flags)
{
	return my_syscall3(__NR_close_range, first, last, flags);
}

static __attribute__((unused))
int close_range(unsigned int first, unsigned int last, unsigned int flags)
{
	return __sysret(sys_close_range(first, last, flags));
}

/*
 * int sethostname(const char *name, size_t len);
 */
static __attribute__((unused))
int sys_sethostname(const char *name, size_t len)
{
	return my_syscall2(__NR_sethostname, name, len);
}

static __attribute__((unused))
int sethostname(const char *name, size_t len)
{
	return __sysret(sys_sethostname(name, len));
}

/*
 * int syncfs(int fd); int fdatasync(int fd);
 * fdatasync() is a cancellation point, as fsync() is.
 */
static __attribute__((unused))
int syncfs(int fd)
{
	return __sysret(my_syscall1(__NR_syncfs, fd));
}

static __attribute__((unused))
int fdatasync(int fd)
{
	return __NOLIBC_EXT_CP(int, __sysret(my_syscall1(__NR_fdatasync, fd)));
}

/*
 * pid_t getsid(pid_t pid); int vhangup(void);
 * int setdomainname(const char *name, size_t len);
 */
static __attribute__((unused))
pid_t getsid(pid_t pid)
{
	return __sysret(my_syscall1(__NR_getsid, pid));
}

static __attribute__((unused))
int vhangup(void)
{
	return __sysret(my_syscall0(__NR_vhangup));
}

static __attribute__((unused))
int setdomainname(const char *name, size_t len)
{
	return __sysret(my_syscall2(__NR_setdomainname, name, len));
}

/*
 * int nice(int inc);
 * glibc's: the new nice value, -1 with errno for an error (errno tells a
 * nice value of -1 from one), EPERM where the kernel says EACCES. The
 * system call returns 20 - nice, to stay positive.
 */
static __attribute__((unused))
int nice(int inc)
{
	long prio = my_syscall2(__NR_getpriority, 0 /* PRIO_PROCESS */, 0);

	if (prio < 0)
		return __sysret(prio);
	prio = my_syscall3(__NR_setpriority, 0, 0, 20 - prio + inc);
	if (prio < 0)
		return __sysret(prio == -EACCES ? -EPERM : prio);
	prio = my_syscall2(__NR_getpriority, 0, 0);
	return prio < 0 ? __sysret(prio) : 20 - prio;
}

/*
 * ssize_t copy_file_range(int fd_in, off64_t *off_in, int fd_out,
 *                         off64_t *off_out, size_t len, unsigned int flags);
 * A cancellation point, as in glibc.
 */
static __attribute__((unused))
ssize_t copy_file_range(int fd_in, off64_t *off_in, int fd_out, off64_t *off_out,
			size_t len, unsigned int flags)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall6(__NR_copy_file_range, fd_in, off_in,
							  fd_out, off_out, len, flags)));
}

/*
 * int setpgrp(void);
 * The System V form: the same as setpgid(0, 0).
 */
static __attribute__((unused))
int setpgrp(void)
{
	return setpgid(0, 0);
}

/* access() modes */
#define F_OK	0
#define X_OK	1
#define W_OK	2
#define R_OK	4

/*
 * int faccessat(int dirfd, const char *path, int mode, int flags);
 * int access(const char *path, int mode);
 * faccessat with flags needs faccessat2 (Linux 5.8), as in glibc.
 */
static __attribute__((unused))
int sys_faccessat(int dirfd, const char *path, int mode, int flags)
{
	if (flags)
		return my_syscall4(__NR_faccessat2, dirfd, path, mode, flags);
	return my_syscall3(__NR_faccessat, dirfd, path, mode);
}

static __attribute__((unused))
int faccessat(int dirfd, const char *path, int mode, int flags)
{
	return __sysret(sys_faccessat(dirfd, path, mode, flags));
}

static __attribute__((unused))
int access(const char *path, int mode)
{
	return faccessat(AT_FDCWD, path, mode, 0);
}

/*
 * ssize_t pread(int fd, void *buf, size_t count, off_t offset);
 * ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset);
 * A 64-bit offset takes two registers on 32-bit architectures (see
 * arch-ext.h), after a padding argument where the ABI wants pairs even.
 */
#if __NOLIBC_EXT_PAIR_PAD
#define __NOLIBC_EXT_PAIR_CALL(nr, a, b, c, x, y) my_syscall6(nr, a, b, c, 0, x, y)
#else
#define __NOLIBC_EXT_PAIR_CALL(nr, a, b, c, x, y) my_syscall5(nr, a, b, c, x, y)
#endif

/* nr(a, b, c, off) with off a 64-bit argument, on any architecture */
static __attribute__((unused))
long __nolibc_ext_off64(long nr, long a, long b, long c, long long off)
{
#if __SIZEOF_LONG__ == 8
	return my_syscall4(nr, a, b, c, off);
#else
	return __NOLIBC_EXT_PAIR_CALL(nr, a, b, c, __NOLIBC_EXT_W1(off), __NOLIBC_EXT_W2(off));
#endif
}

static __attribute__((unused))
ssize_t sys_pread(int fd, void *buf, size_t count, off_t offset)
{
	return __nolibc_ext_off64(__NR_pread64, fd, (long)buf, count, offset);
}

static __attribute__((unused))
ssize_t pread(int fd, void *buf, size_t count, off_t offset)
{
	return __NOLIBC_EXT_CP(long, __sysret(sys_pread(fd, buf, count, offset)));
}

static __attribute__((unused))
ssize_t sys_pwrite(int fd, const void *buf, size_t count, off_t offset)
{
	return __nolibc_ext_off64(__NR_pwrite64, fd, (long)buf, count, offset);
}

static __attribute__((unused))
ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset)
{
	return __NOLIBC_EXT_CP(long, __sysret(sys_pwrite(fd, buf, count, offset)));
}

/*
 * int ftruncate(int fd, off_t length);
 * int truncate(const char *path, off_t length);
 */
static __attribute__((unused))
int sys_ftruncate(int fd, off_t length)
{
	return my_syscall2(__NR_ftruncate, fd, length);
}

static __attribute__((unused))
int ftruncate(int fd, off_t length)
{
	return __sysret(sys_ftruncate(fd, length));
}

static __attribute__((unused))
int sys_truncate(const char *path, off_t length)
{
	return my_syscall2(__NR_truncate, path, length);
}

static __attribute__((unused))
int truncate(const char *path, off_t length)
{
	return __sysret(sys_truncate(path, length));
}

/*
 * ssize_t pread64(int fd, void *buf, size_t count, off64_t offset);
 * ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t offset);
 * int ftruncate64(int fd, off64_t length);
 * int truncate64(const char *path, off64_t length);
 * glibc's forms with a 64-bit offset, which off_t is not on 32-bit
 * architectures. The truncate calls' 64-bit length follows one argument
 * (padded to an even register pair where the ABI wants it); where long is
 * 64-bit the plain calls take it.
 */
static __attribute__((unused))
ssize_t pread64(int fd, void *buf, size_t count, off64_t offset)
{
	return __NOLIBC_EXT_CP(long, __sysret(__nolibc_ext_off64(__NR_pread64, fd,
						(long)buf, count, offset)));
}

static __attribute__((unused))
ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t offset)
{
	return __NOLIBC_EXT_CP(long, __sysret(__nolibc_ext_off64(__NR_pwrite64, fd,
						(long)buf, count, offset)));
}

#if __SIZEOF_LONG__ == 8
#define __NOLIBC_EXT_TRUNCATE64(nr, a, len) my_syscall2(__NR_##nr, a, len)
#else
#if __NOLIBC_EXT_PAIR_PAD
#define __NOLIBC_EXT_PAIR_CALL1(nr, a, x, y) my_syscall4(nr, a, 0, x, y)
#else
#define __NOLIBC_EXT_PAIR_CALL1(nr, a, x, y) my_syscall3(nr, a, x, y)
#endif
#define __NOLIBC_EXT_TRUNCATE64(nr, a, len)					\
	__NOLIBC_EXT_PAIR_CALL1(__NR_##nr##64, a, __NOLIBC_EXT_W1(len), __NOLIBC_EXT_W2(len))
#endif

static __attribute__((unused))
int ftruncate64(int fd, off64_t length)
{
	return __sysret(__NOLIBC_EXT_TRUNCATE64(ftruncate, fd, length));
}

static __attribute__((unused))
int truncate64(const char *path, off64_t length)
{
	return __sysret(__NOLIBC_EXT_TRUNCATE64(truncate, (long)path, length));
}

/*
 * ssize_t readlinkat(int dirfd, const char *path, char *buf, size_t size);
 * ssize_t readlink(const char *path, char *buf, size_t size);
 */
static __attribute__((unused))
ssize_t sys_readlinkat(int dirfd, const char *path, char *buf, size_t size)
{
	return my_syscall4(__NR_readlinkat, dirfd, path, buf, size);
}

static __attribute__((unused))
ssize_t readlinkat(int dirfd, const char *path, char *buf, size_t size)
{
	return __sysret(sys_readlinkat(dirfd, path, buf, size));
}

static __attribute__((unused))
ssize_t readlink(const char *path, char *buf, size_t size)
{
	return readlinkat(AT_FDCWD, path, buf, size);
}

/*
 * User and group ids. i386 and ARM have 16-bit calls under the plain
 * names and the 32-bit ones with a "32" suffix, as nolibc's getuid() knows.
 */
#ifdef __NR_getgid32
#define __NOLIBC_EXT_NR_ID(name) __NR_##name##32
#else
#define __NOLIBC_EXT_NR_ID(name) __NR_##name
#endif

/* gid_t getgid(void); gid_t getegid(void); */
static __attribute__((unused))
gid_t getgid(void)
{
	return my_syscall0(__NOLIBC_EXT_NR_ID(getgid));
}

static __attribute__((unused))
gid_t getegid(void)
{
	return my_syscall0(__NOLIBC_EXT_NR_ID(getegid));
}

/*
 * int fchown(int fd, uid_t owner, gid_t group);
 * int fchownat(int dirfd, const char *path, uid_t owner, gid_t group, int flags);
 * int lchown(const char *path, uid_t owner, gid_t group);
 * chown() is 6.12's. fchown() needs the 32-bit ids call (the "32" one on
 * i386 and ARM); fchownat() has 32-bit ids everywhere, and lchown() is
 * fchownat() with AT_SYMLINK_NOFOLLOW, as glibc does where the
 * architecture has no lchown call.
 */
static __attribute__((unused))
int sys_fchown(int fd, uid_t owner, gid_t group)
{
	return my_syscall3(__NOLIBC_EXT_NR_ID(fchown), fd, owner, group);
}

static __attribute__((unused))
int fchown(int fd, uid_t owner, gid_t group)
{
	return __sysret(sys_fchown(fd, owner, group));
}

static __attribute__((unused))
int sys_fchownat(int dirfd, const char *path, uid_t owner, gid_t group, int flags)
{
	return my_syscall5(__NR_fchownat, dirfd, path, owner, group, flags);
}

static __attribute__((unused))
int fchownat(int dirfd, const char *path, uid_t owner, gid_t group, int flags)
{
	return __sysret(sys_fchownat(dirfd, path, owner, group, flags));
}

static __attribute__((unused))
int lchown(const char *path, uid_t owner, gid_t group)
{
	return fchownat(AT_FDCWD, path, owner, group, AT_SYMLINK_NOFOLLOW);
}

/*
 * int setuid(uid_t uid); int setgid(gid_t gid);
 * int setreuid(uid_t ruid, uid_t euid); int setregid(gid_t rgid, gid_t egid);
 * int setresuid(uid_t r, uid_t e, uid_t s); int setresgid(gid_t r, gid_t e, gid_t s);
 * int getresuid(uid_t *r, uid_t *e, uid_t *s); int getresgid(gid_t *r, gid_t *e, gid_t *s);
 * int seteuid(uid_t euid); int setegid(gid_t egid);
 * As in glibc, these change the ids of the calling thread only.
 */
static __attribute__((unused))
int setuid(uid_t uid)
{
	return __sysret(my_syscall1(__NOLIBC_EXT_NR_ID(setuid), uid));
}

static __attribute__((unused))
int setgid(gid_t gid)
{
	return __sysret(my_syscall1(__NOLIBC_EXT_NR_ID(setgid), gid));
}

static __attribute__((unused))
int setreuid(uid_t ruid, uid_t euid)
{
	return __sysret(my_syscall2(__NOLIBC_EXT_NR_ID(setreuid), ruid, euid));
}

static __attribute__((unused))
int setregid(gid_t rgid, gid_t egid)
{
	return __sysret(my_syscall2(__NOLIBC_EXT_NR_ID(setregid), rgid, egid));
}

static __attribute__((unused))
int setresuid(uid_t ruid, uid_t euid, uid_t suid)
{
	return __sysret(my_syscall3(__NOLIBC_EXT_NR_ID(setresuid), ruid, euid, suid));
}

static __attribute__((unused))
int setresgid(gid_t rgid, gid_t egid, gid_t sgid)
{
	return __sysret(my_syscall3(__NOLIBC_EXT_NR_ID(setresgid), rgid, egid, sgid));
}

static __attribute__((unused))
int getresuid(uid_t *ruid, uid_t *euid, uid_t *suid)
{
	return __sysret(my_syscall3(__NOLIBC_EXT_NR_ID(getresuid), ruid, euid, suid));
}

static __attribute__((unused))
int getresgid(gid_t *rgid, gid_t *egid, gid_t *sgid)
{
	return __sysret(my_syscall3(__NOLIBC_EXT_NR_ID(getresgid), rgid, egid, sgid));
}

static __attribute__((unused))
int seteuid(uid_t euid)
{
	return setresuid(-1, euid, -1);
}

static __attribute__((unused))
int setegid(gid_t egid)
{
	return setresgid(-1, egid, -1);
}

/*
 * int getgroups(int size, gid_t list[]);
 * int setgroups(size_t size, const gid_t *list);
 */
static __attribute__((unused))
int getgroups(int size, gid_t list[])
{
	return __sysret(my_syscall2(__NOLIBC_EXT_NR_ID(getgroups), size, list));
}

static __attribute__((unused))
int setgroups(size_t size, const gid_t *list)
{
	return __sysret(my_syscall2(__NOLIBC_EXT_NR_ID(setgroups), size, list));
}

/*
 * int acct(const char *filename);
 */
static __attribute__((unused))
int acct(const char *filename)
{
	return __sysret(my_syscall1(__NR_acct, filename));
}

/*
 * int gethostname(char *name, size_t len);
 */
static __attribute__((unused))
int gethostname(char *name, size_t len)
{
	struct utsname u;
	size_t n;

	if (uname(&u) < 0)
		return -1;
	n = strlen(u.nodename);
	if (n >= len) {
		SET_ERRNO(ENAMETOOLONG);
		return -1;
	}
	memcpy(name, u.nodename, n + 1);
	return 0;
}

/*
 * int getdomainname(char *name, size_t len);
 * glibc's: uname()'s domain name, cut to len bytes (then without its
 * terminating NUL) rather than refused.
 */
static __attribute__((unused))
int getdomainname(char *name, size_t len)
{
	struct utsname u;
	size_t n;

	if (uname(&u) < 0)
		return -1;
	n = strlen(u.domainname) + 1;
	memcpy(name, u.domainname, n < len ? n : len);
	return 0;
}

/*
 * POSIX's options, as <unistd.h> gives them: glibc's value for each
 * nolibc-ext provides (200809L: there; 0: there, sysconf() says whether
 * the kernel has it, as glibc has them), -1 for those it does not
 * (asynchronous I/O, posix_spawn, regular expressions, tracing, stack
 * addresses, priority protection...), where glibc has them or not.
 * Programs test them with #if: vDSO/vdso_test_abi.c checks its clocks
 * only if _POSIX_TIMERS > 0.
 */
#define _POSIX_VERSION		200809L
#define _POSIX_ADVISORY_INFO	200809L
#define _POSIX_BARRIERS		200809L
#define _POSIX_CHOWN_RESTRICTED	0
#define _POSIX_CLOCK_SELECTION	200809L
#define _POSIX_CPUTIME		0
#define _POSIX_FSYNC		200809L
#define _POSIX_IPV6		200809L
#define _POSIX_JOB_CONTROL	1
#define _POSIX_MAPPED_FILES	200809L
#define _POSIX_MEMLOCK		200809L
#define _POSIX_MEMLOCK_RANGE	200809L
#define _POSIX_MEMORY_PROTECTION	200809L
#define _POSIX_MESSAGE_PASSING	200809L
#define _POSIX_MONOTONIC_CLOCK	0
#define _POSIX_NO_TRUNC		1
#define _POSIX_PRIORITY_SCHEDULING	200809L
#define _POSIX_RAW_SOCKETS	200809L
#define _POSIX_READER_WRITER_LOCKS	200809L
#define _POSIX_REALTIME_SIGNALS	200809L
#define _POSIX_REENTRANT_FUNCTIONS	1
#define _POSIX_SAVED_IDS	1
#define _POSIX_SEMAPHORES	200809L
#define _POSIX_SHARED_MEMORY_OBJECTS	200809L
#define _POSIX_SHELL		1
#define _POSIX_SPIN_LOCKS	200809L
#define _POSIX_SYNCHRONIZED_IO	200809L
#define _POSIX_THREADS		200809L
#define _POSIX_THREAD_ATTR_STACKSIZE	200809L
#define _POSIX_THREAD_CPUTIME	0
#define _POSIX_THREAD_PRIORITY_SCHEDULING	200809L
#define _POSIX_THREAD_PRIO_INHERIT	200809L
#define _POSIX_THREAD_PROCESS_SHARED	200809L
#define _POSIX_THREAD_SAFE_FUNCTIONS	200809L
#define _POSIX_TIMEOUTS		200809L
#define _POSIX_TIMERS		200809L
#define _POSIX_VDISABLE		'\0'
#define _POSIX_ASYNCHRONOUS_IO	-1
#define _POSIX_ASYNC_IO		-1
#define _POSIX_PRIORITIZED_IO	-1
#define _POSIX_REGEXP		-1
#define _POSIX_SPAWN		-1
#define _POSIX_SPORADIC_SERVER	-1
#define _POSIX_THREAD_ATTR_STACKADDR	-1
#define _POSIX_THREAD_PRIO_PROTECT	-1
#define _POSIX_THREAD_ROBUST_PRIO_INHERIT	-1
#define _POSIX_THREAD_ROBUST_PRIO_PROTECT	-1
#define _POSIX_THREAD_SPORADIC_SERVER	-1
#define _POSIX_TRACE		-1
#define _POSIX_TRACE_EVENT_FILTER	-1
#define _POSIX_TRACE_INHERIT	-1
#define _POSIX_TRACE_LOG	-1
#define _POSIX_TYPED_MEMORY_OBJECTS	-1

/*
 * long sysconf(int name);
 * The names glibc numbers the same way; the values as glibc finds them
 * where the kernel tells them (the auxiliary vector, rlimits, the CPUs
 * this process may run on), its constants elsewhere.
 */
#define _SC_ARG_MAX		0
#define _SC_CHILD_MAX		1
#define _SC_CLK_TCK		2
#define _SC_NGROUPS_MAX		3
#define _SC_OPEN_MAX		4
#define _SC_PAGESIZE		30
#define _SC_PAGE_SIZE		_SC_PAGESIZE
#define _SC_LINE_MAX		43
#define _SC_NPROCESSORS_CONF	83
#define _SC_NPROCESSORS_ONLN	84
#define _SC_PHYS_PAGES		85
#define _SC_AVPHYS_PAGES	86
#define _SC_HOST_NAME_MAX	180
#define _SC_LEVEL1_ICACHE_SIZE	185
#define _SC_LEVEL1_ICACHE_ASSOC	186
#define _SC_LEVEL1_ICACHE_LINESIZE 187
#define _SC_LEVEL1_DCACHE_SIZE	188
#define _SC_LEVEL1_DCACHE_ASSOC	189
#define _SC_LEVEL1_DCACHE_LINESIZE 190
#define _SC_LEVEL2_CACHE_SIZE	191
#define _SC_LEVEL2_CACHE_ASSOC	192
#define _SC_LEVEL2_CACHE_LINESIZE 193
#define _SC_LEVEL3_CACHE_SIZE	194
#define _SC_LEVEL3_CACHE_ASSOC	195
#define _SC_LEVEL3_CACHE_LINESIZE 196
#define _SC_LEVEL4_CACHE_SIZE	197
#define _SC_LEVEL4_CACHE_ASSOC	198
#define _SC_LEVEL4_CACHE_LINESIZE 199

/*
 * The machine's memory (free: only what is free) in pages, from
 * sysinfo(), as glibc counts it: scaled by mem_unit and the page size
 * without overflowing where the product of both would.
 */
static __attribute__((unused))
long __nolibc_ext_mempages(int free)
{
	unsigned long n, unit, ps = getpagesize();
	struct sysinfo si;
	long ret;

	ret = my_syscall1(__NR_sysinfo, &si);
	if (ret < 0)
		return __sysret(ret);
	n = free ? si.freeram : si.totalram;
	unit = si.mem_unit ? si.mem_unit : 1;
	while (unit > 1 && ps > 1) {
		unit >>= 1;
		ps >>= 1;
	}
	n *= unit;
	while (ps > 1) {
		ps >>= 1;
		n >>= 1;
	}
	return n;
}

static __attribute__((unused))
long __nolibc_ext_nprocs(void)
{
	unsigned long mask[128];
	long n = 0, r;
	int i;

	r = my_syscall3(__NR_sched_getaffinity, 0, sizeof(mask), mask);
	if (r <= 0)
		return 1;
	for (i = 0; i < r / (long)sizeof(mask[0]); i++)
		n += __builtin_popcountl(mask[i]);
	return n ? n : 1;
}

/*
 * The caches, as the kernel describes CPU 0's in sysfs
 * (cpu0/cache/index<N>/: level, type, size, ways_of_associativity,
 * coherency_line_size); glibc asks cpuid on x86, which may say otherwise
 * where sysfs has a value it does not. what: 0 size, 1 ways, 2 line; 0
 * when there is no such cache or sysfs does not say.
 */
static __attribute__((unused))
long __nolibc_ext_sysfs_read(const char *dir, const char *file, char *buf, size_t len)
{
	char path[80];
	long fd, n;

	strcpy(path, dir);
	strcat(path, file);
	fd = my_syscall4(__NR_openat, AT_FDCWD, path, O_RDONLY | O_CLOEXEC, 0);
	if (fd < 0)
		return -1;
	n = my_syscall3(__NR_read, fd, buf, len - 1);
	my_syscall1(__NR_close, fd);
	if (n <= 0)
		return -1;
	if (buf[n - 1] == '\n')
		n--;
	buf[n] = 0;
	return n;
}

static __attribute__((unused))
long __nolibc_ext_cache(int level, int insn, int what)
{
	static const char *const files[] = {
		"size", "ways_of_associativity", "coherency_line_size"
	};
	char dir[64], buf[24], *p;
	long v;
	int i, n;

	for (i = 0; i < 16; i++) {
		strcpy(dir, "/sys/devices/system/cpu/cpu0/cache/index");
		n = strlen(dir);
		n += utoa_r(i, dir + n);
		strcpy(dir + n, "/");
		if (__nolibc_ext_sysfs_read(dir, "level", buf, sizeof(buf)) < 0)
			break;		/* no more caches */
		if (buf[0] - '0' != level || buf[1] ||
		    __nolibc_ext_sysfs_read(dir, "type", buf, sizeof(buf)) < 0)
			continue;
		/* level 1 has Data and Instruction caches, the others Unified */
		if (!strcmp(buf, "Instruction") != !!insn)
			continue;
		if (__nolibc_ext_sysfs_read(dir, files[what], buf, sizeof(buf)) < 0)
			return 0;
		for (v = 0, p = buf; *p >= '0' && *p <= '9'; p++)
			v = v * 10 + *p - '0';
		return *p == 'K' ? v << 10 : *p == 'M' ? v << 20 : v;
	}
	return 0;
}

static __attribute__((unused))
long sysconf(int name)
{
	struct rlimit rl;

	switch (name) {
	case _SC_PAGESIZE:
		return getpagesize();
	case _SC_CLK_TCK:
		return getauxval(AT_CLKTCK) ? (long)getauxval(AT_CLKTCK) : 100;
	case _SC_OPEN_MAX:
		if (getrlimit(RLIMIT_NOFILE, &rl) < 0)
			return -1;
		return rl.rlim_cur == RLIM_INFINITY ? -1 : (long)rl.rlim_cur;
	case _SC_ARG_MAX:
		if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
		    rl.rlim_cur / 4 > 131072)
			return rl.rlim_cur / 4;
		return 131072;
	case _SC_CHILD_MAX:
		if (getrlimit(RLIMIT_NPROC, &rl) < 0)
			return -1;
		return rl.rlim_cur == RLIM_INFINITY ? -1 : (long)rl.rlim_cur;
	case _SC_NGROUPS_MAX:
		return 65536;
	case _SC_LINE_MAX:
		return 2048;
	case _SC_HOST_NAME_MAX:
		return 64;
	case _SC_NPROCESSORS_CONF:
	case _SC_NPROCESSORS_ONLN:
		return __nolibc_ext_nprocs();
	case _SC_PHYS_PAGES:
	case _SC_AVPHYS_PAGES:
		return __nolibc_ext_mempages(name == _SC_AVPHYS_PAGES);
	default:
		if (name >= _SC_LEVEL1_ICACHE_SIZE && name <= _SC_LEVEL1_ICACHE_LINESIZE)
			return __nolibc_ext_cache(1, 1, name - _SC_LEVEL1_ICACHE_SIZE);
		if (name >= _SC_LEVEL1_DCACHE_SIZE && name <= _SC_LEVEL4_CACHE_LINESIZE) {
			name -= _SC_LEVEL1_DCACHE_SIZE;
			return __nolibc_ext_cache(1 + name / 3, 0, name % 3);
		}
		SET_ERRNO(EINVAL);
		return -1;
	}
}

/*
 * int execv(const char *path, char *const argv[]);
 * int execvp(const char *file, char *const argv[]);
 * int execl(const char *path, const char *arg, ... (char *) NULL);
 * int execlp(const char *file, const char *arg, ... (char *) NULL);
 * int execle(const char *path, const char *arg, ... (char *) NULL,
 *	      char *const envp[]);
 * The p forms search PATH (default "/bin:/usr/bin") when file has no '/'.
 * The l forms take at most 255 arguments (E2BIG beyond).
 */
static __attribute__((unused))
int execv(const char *path, char *const argv[])
{
	return execve(path, argv, environ);
}

static __attribute__((unused))
int execvp(const char *file, char *const argv[])
{
	const char *p, *end, *path = getenv("PATH");
	char buf[PATH_MAX];
	size_t len, flen = strlen(file);
	int err = ENOENT;

	if (strchr(file, '/'))
		return execve(file, argv, environ);
	if (!path)
		path = "/bin:/usr/bin";
	for (p = path; ; p = end + 1) {
		end = strchr(p, ':');
		if (!end)
			end = p + strlen(p);
		len = end - p;
		if (len + flen + 2 <= sizeof(buf)) {
			memcpy(buf, p, len);
			buf[len] = '/';
			memcpy(buf + len + (len ? 1 : 0), file, flen + 1);
			execve(len ? buf : file, argv, environ);
			if (errno != ENOENT && errno != ENOTDIR)
				err = errno;
		}
		if (!*end)
			break;
	}
	SET_ERRNO(err);
	return -1;
}

#define __NOLIBC_EXT_EXECL_MAX 256

#define __NOLIBC_EXT_EXECL	0
#define __NOLIBC_EXT_EXECLP	1
#define __NOLIBC_EXT_EXECLE	2

static __attribute__((unused))
int __nolibc_ext_execl(const char *file, int how, const char *arg, va_list ap)
{
	char *argv[__NOLIBC_EXT_EXECL_MAX];
	int n = 0;

	argv[n++] = (char *)arg;
	while (arg && n < __NOLIBC_EXT_EXECL_MAX) {
		arg = va_arg(ap, const char *);
		argv[n++] = (char *)arg;
	}
	if (arg) {
		SET_ERRNO(E2BIG);
		return -1;
	}
	if (how == __NOLIBC_EXT_EXECLE)
		return execve(file, argv, va_arg(ap, char *const *));
	return how == __NOLIBC_EXT_EXECLP ? execvp(file, argv) : execv(file, argv);
}

static __attribute__((unused))
int execl(const char *path, const char *arg, ...)
{
	va_list ap;
	int ret;

	va_start(ap, arg);
	ret = __nolibc_ext_execl(path, __NOLIBC_EXT_EXECL, arg, ap);
	va_end(ap);
	return ret;
}

static __attribute__((unused))
int execlp(const char *file, const char *arg, ...)
{
	va_list ap;
	int ret;

	va_start(ap, arg);
	ret = __nolibc_ext_execl(file, __NOLIBC_EXT_EXECLP, arg, ap);
	va_end(ap);
	return ret;
}

static __attribute__((unused))
int execle(const char *path, const char *arg, ...)
{
	va_list ap;
	int ret;

	va_start(ap, arg);
	ret = __nolibc_ext_execl(path, __NOLIBC_EXT_EXECLE, arg, ap);
	va_end(ap);
	return ret;
}

/*
 * char *getcwd(char *buf, size_t size);
 * int fchdir(int fd);
 * The kernel returns the length; a NULL buf is EINVAL (glibc would
 * allocate one).
 */
static __attribute__((unused))
char *getcwd(char *buf, size_t size)
{
	long ret;

	if (!buf) {
		SET_ERRNO(EINVAL);
		return NULL;
	}
	ret = my_syscall2(__NR_getcwd, buf, size);
	if (ret < 0) {
		SET_ERRNO(-ret);
		return NULL;
	}
	return buf;
}

static __attribute__((unused))
int fchdir(int fd)
{
	return __sysret(my_syscall1(__NR_fchdir, fd));
}

/*
 * int symlinkat(const char *target, int dirfd, const char *path);
 * int linkat(int olddirfd, const char *old, int newdirfd, const char *new, int flags);
 * int unlinkat(int dirfd, const char *path, int flags);
 */
static __attribute__((unused))
int symlinkat(const char *target, int dirfd, const char *path)
{
	return __sysret(my_syscall3(__NR_symlinkat, target, dirfd, path));
}

static __attribute__((unused))
int linkat(int olddirfd, const char *old, int newdirfd, const char *new, int flags)
{
	return __sysret(my_syscall5(__NR_linkat, olddirfd, old, newdirfd, new, flags));
}

static __attribute__((unused))
int unlinkat(int dirfd, const char *path, int flags)
{
	return __sysret(my_syscall3(__NR_unlinkat, dirfd, path, flags));
}

/*
 * int execveat(int dirfd, const char *path, char *const argv[],
 *              char *const envp[], int flags);
 * int fexecve(int fd, char *const argv[], char *const envp[]);
 */
static __attribute__((unused))
int execveat(int dirfd, const char *path, char *const argv[], char *const envp[], int flags)
{
	return __sysret(my_syscall5(__NR_execveat, dirfd, path, argv, envp, flags));
}

static __attribute__((unused))
int fexecve(int fd, char *const argv[], char *const envp[])
{
	return execveat(fd, "", argv, envp, AT_EMPTY_PATH);
}

/* getopt(), optarg, optind, opterr and optopt come with <getopt.h>. */
#include <getopt.h>

/*
 * pid_t vfork(void);
 * A fork whose parent waits until the child has exec'd or exited
 * (CLONE_VFORK). The child has its own copy of memory, which POSIX
 * allows: whatever it does cannot harm the stack the parent returns to.
 */
#define __NOLIBC_EXT_CLONE_VFORK	0x00004000

static __attribute__((unused))
pid_t vfork(void)
{
#if defined(__s390x__)	/* clone's first two arguments swapped */
	return __sysret(my_syscall5(__NR_clone, 0, __NOLIBC_EXT_CLONE_VFORK | SIGCHLD, 0, 0, 0));
#else
	return __sysret(my_syscall5(__NR_clone, __NOLIBC_EXT_CLONE_VFORK | SIGCHLD, 0, 0, 0, 0));
#endif
}

/*
 * int isatty(int fd);
 * 1 when fd is a terminal (TCGETS succeeds), else 0 with errno set.
 */
#if defined(__powerpc__)
/* TCGETS is _IOR('t', 19, struct termios), a 44-byte one, here */
#define __NOLIBC_EXT_TCGETS	_IOR('t', 19, char[44])
#else
#define __NOLIBC_EXT_TCGETS	TCGETS
#endif

static __attribute__((unused))
int isatty(int fd)
{
	unsigned char termios[64];	/* larger than any architecture's */

	return __sysret(my_syscall3(__NR_ioctl, fd, __NOLIBC_EXT_TCGETS, termios)) == 0;
}

#endif /* _NOLIBC_EXT_UNISTD_H */

/*
 * Declared only when the program includes <unistd.h> itself (see
 * __NOLIBC_EXT_IMPLICIT in nolibc.h): net/timestamping.c, which does
 * not, names an array sync.
 */
#if !defined(__NOLIBC_EXT_IMPLICIT) && !defined(_NOLIBC_EXT_UNISTD_EXPLICIT)
#define _NOLIBC_EXT_UNISTD_EXPLICIT

/*
 * void sync(void);
 */
static __attribute__((unused))
void sync(void)
{
	my_syscall0(__NR_sync);
}

#endif /* _NOLIBC_EXT_UNISTD_EXPLICIT */
