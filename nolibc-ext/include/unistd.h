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

#include "arch-ext.h"	/* __nolibc_ext_cache() */
#include <string.h>
/*
 * 6.12 nolibc's headers only build in the order its nolibc.h includes them
 * (its <unistd.h> alone does not): take the whole of it, then add.
 */
#include <stdarg.h>
#include <asm/ioctls.h>
#include <linux/sysinfo.h>
#include <limits.h>
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
 * int dup2(int old, int new);
 * The dup2 system call where the ABI has one, as glibc's; elsewhere
 * dup3(), which fails (EINVAL) for one descriptor given twice, where
 * dup2() returns it, or fails with EBADF if it is not open: as upstream
 * nolibc's "tools/nolibc: avoid error in dup2() if old fd equals new
 * fd" (Thomas Weissschuh, 2025) does. 6.12's took dup3() everywhere.
 * nolibc.h keeps the raw sys_ helpers under names of their own:
 * sys_dup2() stays 6.12's.
 */
static __attribute__((unused))
int dup2(int old, int new)
{
#ifdef __NR_dup2
	return __sysret(my_syscall2(__NR_dup2, old, new));
#else
	long ret;

	if (old == new) {
		ret = my_syscall2(__NR_fcntl, old, F_GETFD);
		return ret < 0 ? __sysret(ret) : old;
	}
	return __sysret(my_syscall3(__NR_dup3, old, new, 0));
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
 * Every name glibc 2.36 has, numbered as glibc does. The values as glibc
 * finds them where the kernel tells them (the auxiliary vector, rlimits,
 * sysinfo(), the CPUs this process may run on, the caches in sysfs); an
 * option nolibc-ext's headers define (the _POSIX_* above) as they say
 * (200809 for those that are 0: the kernel always has them), a limit of
 * its own (ATEXIT_MAX, PTHREAD_KEYS_MAX) as it is; glibc's constants
 * elsewhere (options of the system's utilities, X/Open's, limits). -1
 * with errno untouched for what is not supported, EINVAL for a name
 * glibc does not know (_SC_EQUIV_CLASS_MAX and the robust-mutex options
 * included, as in glibc).
 */
#define _SC_ARG_MAX		0
#define _SC_CHILD_MAX		1
#define _SC_CLK_TCK		2
#define _SC_NGROUPS_MAX		3
#define _SC_OPEN_MAX		4
#define _SC_STREAM_MAX		5
#define _SC_TZNAME_MAX		6
#define _SC_JOB_CONTROL		7
#define _SC_SAVED_IDS		8
#define _SC_REALTIME_SIGNALS	9
#define _SC_PRIORITY_SCHEDULING	10
#define _SC_TIMERS		11
#define _SC_ASYNCHRONOUS_IO	12
#define _SC_PRIORITIZED_IO	13
#define _SC_SYNCHRONIZED_IO	14
#define _SC_FSYNC		15
#define _SC_MAPPED_FILES	16
#define _SC_MEMLOCK		17
#define _SC_MEMLOCK_RANGE	18
#define _SC_MEMORY_PROTECTION	19
#define _SC_MESSAGE_PASSING	20
#define _SC_SEMAPHORES		21
#define _SC_SHARED_MEMORY_OBJECTS	22
#define _SC_AIO_LISTIO_MAX	23
#define _SC_AIO_MAX		24
#define _SC_AIO_PRIO_DELTA_MAX	25
#define _SC_DELAYTIMER_MAX	26
#define _SC_MQ_OPEN_MAX		27
#define _SC_MQ_PRIO_MAX		28
#define _SC_VERSION		29
#define _SC_PAGESIZE		30
#define _SC_PAGE_SIZE		_SC_PAGESIZE
#define _SC_RTSIG_MAX		31
#define _SC_SEM_NSEMS_MAX	32
#define _SC_SEM_VALUE_MAX	33
#define _SC_SIGQUEUE_MAX	34
#define _SC_TIMER_MAX		35
#define _SC_BC_BASE_MAX		36
#define _SC_BC_DIM_MAX		37
#define _SC_BC_SCALE_MAX	38
#define _SC_BC_STRING_MAX	39
#define _SC_COLL_WEIGHTS_MAX	40
#define _SC_EQUIV_CLASS_MAX	41
#define _SC_EXPR_NEST_MAX	42
#define _SC_LINE_MAX		43
#define _SC_RE_DUP_MAX		44
#define _SC_CHARCLASS_NAME_MAX	45
#define _SC_2_VERSION		46
#define _SC_2_C_BIND		47
#define _SC_2_C_DEV		48
#define _SC_2_FORT_DEV		49
#define _SC_2_FORT_RUN		50
#define _SC_2_SW_DEV		51
#define _SC_2_LOCALEDEF		52
#define _SC_PII			53
#define _SC_PII_XTI		54
#define _SC_PII_SOCKET		55
#define _SC_PII_INTERNET	56
#define _SC_PII_OSI		57
#define _SC_POLL		58
#define _SC_SELECT		59
#define _SC_UIO_MAXIOV		60
#define _SC_IOV_MAX		_SC_UIO_MAXIOV
#define _SC_PII_INTERNET_STREAM	61
#define _SC_PII_INTERNET_DGRAM	62
#define _SC_PII_OSI_COTS	63
#define _SC_PII_OSI_CLTS	64
#define _SC_PII_OSI_M		65
#define _SC_T_IOV_MAX		66
#define _SC_THREADS		67
#define _SC_THREAD_SAFE_FUNCTIONS	68
#define _SC_GETGR_R_SIZE_MAX	69
#define _SC_GETPW_R_SIZE_MAX	70
#define _SC_LOGIN_NAME_MAX	71
#define _SC_TTY_NAME_MAX	72
#define _SC_THREAD_DESTRUCTOR_ITERATIONS	73
#define _SC_THREAD_KEYS_MAX	74
#define _SC_THREAD_STACK_MIN	75
#define _SC_THREAD_THREADS_MAX	76
#define _SC_THREAD_ATTR_STACKADDR	77
#define _SC_THREAD_ATTR_STACKSIZE	78
#define _SC_THREAD_PRIORITY_SCHEDULING	79
#define _SC_THREAD_PRIO_INHERIT	80
#define _SC_THREAD_PRIO_PROTECT	81
#define _SC_THREAD_PROCESS_SHARED	82
#define _SC_NPROCESSORS_CONF	83
#define _SC_NPROCESSORS_ONLN	84
#define _SC_PHYS_PAGES		85
#define _SC_AVPHYS_PAGES	86
#define _SC_ATEXIT_MAX		87
#define _SC_PASS_MAX		88
#define _SC_XOPEN_VERSION	89
#define _SC_XOPEN_XCU_VERSION	90
#define _SC_XOPEN_UNIX		91
#define _SC_XOPEN_CRYPT		92
#define _SC_XOPEN_ENH_I18N	93
#define _SC_XOPEN_SHM		94
#define _SC_2_CHAR_TERM		95
#define _SC_2_C_VERSION		96
#define _SC_2_UPE		97
#define _SC_XOPEN_XPG2		98
#define _SC_XOPEN_XPG3		99
#define _SC_XOPEN_XPG4		100
#define _SC_CHAR_BIT		101
#define _SC_CHAR_MAX		102
#define _SC_CHAR_MIN		103
#define _SC_INT_MAX		104
#define _SC_INT_MIN		105
#define _SC_LONG_BIT		106
#define _SC_WORD_BIT		107
#define _SC_MB_LEN_MAX		108
#define _SC_NZERO		109
#define _SC_SSIZE_MAX		110
#define _SC_SCHAR_MAX		111
#define _SC_SCHAR_MIN		112
#define _SC_SHRT_MAX		113
#define _SC_SHRT_MIN		114
#define _SC_UCHAR_MAX		115
#define _SC_UINT_MAX		116
#define _SC_ULONG_MAX		117
#define _SC_USHRT_MAX		118
#define _SC_NL_ARGMAX		119
#define _SC_NL_LANGMAX		120
#define _SC_NL_MSGMAX		121
#define _SC_NL_NMAX		122
#define _SC_NL_SETMAX		123
#define _SC_NL_TEXTMAX		124
#define _SC_XBS5_ILP32_OFF32	125
#define _SC_XBS5_ILP32_OFFBIG	126
#define _SC_XBS5_LP64_OFF64	127
#define _SC_XBS5_LPBIG_OFFBIG	128
#define _SC_XOPEN_LEGACY	129
#define _SC_XOPEN_REALTIME	130
#define _SC_XOPEN_REALTIME_THREADS	131
#define _SC_ADVISORY_INFO	132
#define _SC_BARRIERS		133
#define _SC_BASE		134
#define _SC_C_LANG_SUPPORT	135
#define _SC_C_LANG_SUPPORT_R	136
#define _SC_CLOCK_SELECTION	137
#define _SC_CPUTIME		138
#define _SC_THREAD_CPUTIME	139
#define _SC_DEVICE_IO		140
#define _SC_DEVICE_SPECIFIC	141
#define _SC_DEVICE_SPECIFIC_R	142
#define _SC_FD_MGMT		143
#define _SC_FIFO		144
#define _SC_PIPE		145
#define _SC_FILE_ATTRIBUTES	146
#define _SC_FILE_LOCKING	147
#define _SC_FILE_SYSTEM		148
#define _SC_MONOTONIC_CLOCK	149
#define _SC_MULTI_PROCESS	150
#define _SC_SINGLE_PROCESS	151
#define _SC_NETWORKING		152
#define _SC_READER_WRITER_LOCKS	153
#define _SC_SPIN_LOCKS		154
#define _SC_REGEXP		155
#define _SC_REGEX_VERSION	156
#define _SC_SHELL		157
#define _SC_SIGNALS		158
#define _SC_SPAWN		159
#define _SC_SPORADIC_SERVER	160
#define _SC_THREAD_SPORADIC_SERVER	161
#define _SC_SYSTEM_DATABASE	162
#define _SC_SYSTEM_DATABASE_R	163
#define _SC_TIMEOUTS		164
#define _SC_TYPED_MEMORY_OBJECTS	165
#define _SC_USER_GROUPS		166
#define _SC_USER_GROUPS_R	167
#define _SC_2_PBS		168
#define _SC_2_PBS_ACCOUNTING	169
#define _SC_2_PBS_LOCATE	170
#define _SC_2_PBS_MESSAGE	171
#define _SC_2_PBS_TRACK		172
#define _SC_SYMLOOP_MAX		173
#define _SC_STREAMS		174
#define _SC_2_PBS_CHECKPOINT	175
#define _SC_V6_ILP32_OFF32	176
#define _SC_V6_ILP32_OFFBIG	177
#define _SC_V6_LP64_OFF64	178
#define _SC_V6_LPBIG_OFFBIG	179
#define _SC_HOST_NAME_MAX	180
#define _SC_TRACE		181
#define _SC_TRACE_EVENT_FILTER	182
#define _SC_TRACE_INHERIT	183
#define _SC_TRACE_LOG		184
#define _SC_LEVEL1_ICACHE_SIZE	185
#define _SC_LEVEL1_ICACHE_ASSOC	186
#define _SC_LEVEL1_ICACHE_LINESIZE	187
#define _SC_LEVEL1_DCACHE_SIZE	188
#define _SC_LEVEL1_DCACHE_ASSOC	189
#define _SC_LEVEL1_DCACHE_LINESIZE	190
#define _SC_LEVEL2_CACHE_SIZE	191
#define _SC_LEVEL2_CACHE_ASSOC	192
#define _SC_LEVEL2_CACHE_LINESIZE	193
#define _SC_LEVEL3_CACHE_SIZE	194
#define _SC_LEVEL3_CACHE_ASSOC	195
#define _SC_LEVEL3_CACHE_LINESIZE	196
#define _SC_LEVEL4_CACHE_SIZE	197
#define _SC_LEVEL4_CACHE_ASSOC	198
#define _SC_LEVEL4_CACHE_LINESIZE	199
#define _SC_IPV6		235
#define _SC_RAW_SOCKETS		236
#define _SC_V7_ILP32_OFF32	237
#define _SC_V7_ILP32_OFFBIG	238
#define _SC_V7_LP64_OFF64	239
#define _SC_V7_LPBIG_OFFBIG	240
#define _SC_SS_REPL_MAX		241
#define _SC_TRACE_EVENT_NAME_MAX	242
#define _SC_TRACE_NAME_MAX	243
#define _SC_TRACE_SYS_MAX	244
#define _SC_TRACE_USER_EVENT_MAX	245
#define _SC_XOPEN_STREAMS	246
#define _SC_THREAD_ROBUST_PRIO_INHERIT	247
#define _SC_THREAD_ROBUST_PRIO_PROTECT	248
#define _SC_MINSIGSTKSZ		249
#define _SC_SIGSTKSZ		250

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

/*
 * The caches' figures sysconf() reports (level 1-4; insn 1 for level 1's
 * instruction cache; what 0 size, 1 ways, 2 line): glibc 2.36's own on
 * each architecture, never the kernel's sysfs, which may say otherwise.
 * An architecture with a way of its own to tell defines
 * __nolibc_ext_cache() (x86: cpuid, arm64: CTR_EL0, s390x: ECAG); those
 * whose kernel passes the caches in the auxiliary vector name the levels
 * it covers and the errno of an absent entry, which is also the value:
 * ENOENT 0 (PowerPC), EINVAL -1 (RISC-V); elsewhere glibc's generic
 * Linux sysconf knows nothing: 0.
 */
#if !defined(__nolibc_ext_cache) && defined(__NOLIBC_EXT_CACHE_AUXV_LEVELS)
#define __nolibc_ext_cache __nolibc_ext_cache
static __attribute__((unused))
long __nolibc_ext_cache(int level, int insn, int what)
{
	/* AT_L1I_CACHESIZE, AT_L1I_CACHEGEOMETRY, AT_L1D_CACHESIZE, ... */
	unsigned long type = level == 1 && insn ? 40 : 40 + 2 * level;
	const unsigned long *a;

	if (level > __NOLIBC_EXT_CACHE_AUXV_LEVELS)
		return 0;
	type += what != 0;
	for (a = _auxv; a && a[0]; a += 2) {
		if (a[0] != type)
			continue;
		/* the geometry: ways in bits 16-31, line in bits 0-15 */
		if (what == 1)
			return (long)((a[1] & 0xffff0000) >> 16);
		return (long)(what ? a[1] & 0xffff : a[1]);
	}
	SET_ERRNO(__NOLIBC_EXT_CACHE_AUXV_ABSENT);
	return __NOLIBC_EXT_CACHE_AUXV_ABSENT == ENOENT ? 0 : -1;
}
#elif !defined(__nolibc_ext_cache)
#define __nolibc_ext_cache(level, insn, what) 0L
#endif

/*
 * The CPUs when sysfs says nothing, as glibc 2.36 counts them then: the
 * "cpu<N>" lines at the head of /proc/stat; else the CPUs this process
 * may run on (a mask of 32768 as glibc's: 32768 when the kernel's is
 * larger); else 2.
 */
static __attribute__((unused))
long __nolibc_ext_cpus_fallback(void)
{
	unsigned long mask[4096 / sizeof(unsigned long)];
	char buf[256], head[4];
	long fd, r, n = 0, i, col = 0;

	fd = my_syscall4(__NR_openat, AT_FDCWD, "/proc/stat", O_RDONLY | O_CLOEXEC, 0);
	while (fd >= 0 && (r = my_syscall3(__NR_read, fd, buf, sizeof(buf))) > 0) {
		for (i = 0; i < r; i++) {
			/* a line's first four characters decide */
			if (buf[i] == '\n') {
				if (col < 4 && (col < 3 || memcmp(head, "cpu", 3)))
					goto done;
				col = 0;
				continue;
			}
			if (col < 4)
				head[col] = buf[i];
			if (++col != 4)
				continue;
			if (memcmp(head, "cpu", 3))
				goto done;
			n += head[3] >= '0' && head[3] <= '9';
		}
	}
done:
	if (fd >= 0)
		my_syscall1(__NR_close, fd);
	if (n)
		return n;
	r = my_syscall3(__NR_sched_getaffinity, 0, sizeof(mask), mask);
	if (r == -EINVAL)
		return 32768;
	for (i = 0; r > 0 && i < r / (long)sizeof(mask[0]); i++)
		n += __builtin_popcountl(mask[i]);
	return n ? n : 2;
}

/*
 * A CPU list ("0-3,6\n") read a character at a time, as sysfs gives it
 * in pieces of any length: the CPUs counted in n, bad set by anything
 * but digits, one '-' between two numbers and ',' or '\n' after one.
 */
struct __nolibc_ext_cpulist {
	unsigned long first, cur, n;
	int digits, range, bad;
};

static __attribute__((unused))
void __nolibc_ext_cpulist_step(struct __nolibc_ext_cpulist *l, char c)
{
	if (c >= '0' && c <= '9') {
		/* no CPU number has 9 digits: past that, it stays wrong */
		if (l->cur < 100000000UL)
			l->cur = l->cur * 10 + (c - '0');
		l->digits = 1;
	} else if (c == '-' && l->digits && !l->range) {
		l->first = l->cur;
		l->cur = 0;
		l->digits = 0;
		l->range = 1;
	} else if ((c == ',' || c == '\n') && l->digits) {
		if (!l->range)
			l->first = l->cur;
		if (l->cur < l->first)
			l->bad = 1;
		else
			l->n += l->cur - l->first + 1;
		l->cur = 0;
		l->digits = 0;
		l->range = 0;
	} else {
		l->bad = 1;
	}
}

/*
 * The CPUs, as glibc 2.36 counts them: the ranges that
 * /sys/devices/system/cpu/online lists (online) or .../possible
 * (configured). Where that file cannot be read or says nothing it can
 * parse, /proc/stat's count before those this process may run on, which
 * are fewer under taskset or in a cpuset, where glibc, and the selftests
 * that size per-CPU work by it, still see every CPU. Lists as the kernel
 * writes them count the same; glibc's ways with malformed ones (a
 * reversed range counted 0, text after the first line, a line cut at 768
 * bytes) are not copied.
 */
static __attribute__((unused))
long __nolibc_ext_nprocs(const char *file)
{
	struct __nolibc_ext_cpulist l;
	char path[48], buf[256];
	long fd, r = 0, i;

	strcpy(path, "/sys/devices/system/cpu/");
	strcat(path, file);
	fd = my_syscall4(__NR_openat, AT_FDCWD, path, O_RDONLY | O_CLOEXEC, 0);
	if (fd < 0)
		return __nolibc_ext_cpus_fallback();
	memset(&l, 0, sizeof(l));
	while (!l.bad && (r = my_syscall3(__NR_read, fd, buf, sizeof(buf))) > 0)
		for (i = 0; i < r; i++)
			__nolibc_ext_cpulist_step(&l, buf[i]);
	my_syscall1(__NR_close, fd);
	if (l.digits)
		__nolibc_ext_cpulist_step(&l, '\n');
	if (r < 0 || l.bad || l.range || !l.n)
		return __nolibc_ext_cpus_fallback();
	return l.n;
}

/* glibc's signal stack constants: the kernel's but on PowerPC */
#if defined(__powerpc__)
#define __NOLIBC_EXT_MINSIGSTKSZ	4096
#define __NOLIBC_EXT_SIGSTKSZ		16384
#else
#define __NOLIBC_EXT_MINSIGSTKSZ	MINSIGSTKSZ
#define __NOLIBC_EXT_SIGSTKSZ		SIGSTKSZ
#endif
#define __NOLIBC_EXT_SC_BAD	(-2)
#define __NOLIBC_EXT_SC_DYN	(-3)
#define __NOLIBC_EXT_OPT(x)	((x) == 0 ? 200809 : (int)(x))
#define __NOLIBC_EXT_ILP32	(__SIZEOF_LONG__ == 4 ? 1 : -1)
#define __NOLIBC_EXT_LP64	(__SIZEOF_LONG__ == 8 ? 1 : -1)

static __attribute__((unused))
long sysconf(int name)
{
	static const int sc[_SC_SIGSTKSZ + 1] = {
		__NOLIBC_EXT_SC_DYN,	/* 0 ARG_MAX */
		__NOLIBC_EXT_SC_DYN,	/* 1 CHILD_MAX */
		__NOLIBC_EXT_SC_DYN,	/* 2 CLK_TCK */
		__NOLIBC_EXT_SC_DYN,	/* 3 NGROUPS_MAX */
		__NOLIBC_EXT_SC_DYN,	/* 4 OPEN_MAX */
		16,	/* 5 STREAM_MAX */
		-1,	/* 6 TZNAME_MAX */
		__NOLIBC_EXT_OPT(_POSIX_JOB_CONTROL),	/* 7 JOB_CONTROL */
		__NOLIBC_EXT_OPT(_POSIX_SAVED_IDS),	/* 8 SAVED_IDS */
		__NOLIBC_EXT_OPT(_POSIX_REALTIME_SIGNALS),	/* 9 REALTIME_SIGNALS */
		__NOLIBC_EXT_OPT(_POSIX_PRIORITY_SCHEDULING),	/* 10 PRIORITY_SCHEDULING */
		__NOLIBC_EXT_OPT(_POSIX_TIMERS),	/* 11 TIMERS */
		__NOLIBC_EXT_OPT(_POSIX_ASYNCHRONOUS_IO),	/* 12 ASYNCHRONOUS_IO */
		__NOLIBC_EXT_OPT(_POSIX_PRIORITIZED_IO),	/* 13 PRIORITIZED_IO */
		__NOLIBC_EXT_OPT(_POSIX_SYNCHRONIZED_IO),	/* 14 SYNCHRONIZED_IO */
		__NOLIBC_EXT_OPT(_POSIX_FSYNC),	/* 15 FSYNC */
		__NOLIBC_EXT_OPT(_POSIX_MAPPED_FILES),	/* 16 MAPPED_FILES */
		__NOLIBC_EXT_OPT(_POSIX_MEMLOCK),	/* 17 MEMLOCK */
		__NOLIBC_EXT_OPT(_POSIX_MEMLOCK_RANGE),	/* 18 MEMLOCK_RANGE */
		__NOLIBC_EXT_OPT(_POSIX_MEMORY_PROTECTION),	/* 19 MEMORY_PROTECTION */
		__NOLIBC_EXT_OPT(_POSIX_MESSAGE_PASSING),	/* 20 MESSAGE_PASSING */
		__NOLIBC_EXT_OPT(_POSIX_SEMAPHORES),	/* 21 SEMAPHORES */
		__NOLIBC_EXT_OPT(_POSIX_SHARED_MEMORY_OBJECTS),	/* 22 SHARED_MEMORY_OBJECTS */
		-1,	/* 23 AIO_LISTIO_MAX */
		-1,	/* 24 AIO_MAX */
		20,	/* 25 AIO_PRIO_DELTA_MAX */
		__INT_MAX__,	/* 26 DELAYTIMER_MAX */
		-1,	/* 27 MQ_OPEN_MAX */
		MQ_PRIO_MAX,	/* 28 MQ_PRIO_MAX */
		__NOLIBC_EXT_OPT(_POSIX_VERSION),	/* 29 VERSION */
		__NOLIBC_EXT_SC_DYN,	/* 30 PAGESIZE */
		32,	/* 31 RTSIG_MAX */
		-1,	/* 32 SEM_NSEMS_MAX */
		SEM_VALUE_MAX,	/* 33 SEM_VALUE_MAX */
		__NOLIBC_EXT_SC_DYN,	/* 34 SIGQUEUE_MAX */
		-1,	/* 35 TIMER_MAX */
		99,	/* 36 BC_BASE_MAX */
		2048,	/* 37 BC_DIM_MAX */
		99,	/* 38 BC_SCALE_MAX */
		1000,	/* 39 BC_STRING_MAX */
		255,	/* 40 COLL_WEIGHTS_MAX */
		__NOLIBC_EXT_SC_BAD,	/* 41 EQUIV_CLASS_MAX */
		32,	/* 42 EXPR_NEST_MAX */
		2048,	/* 43 LINE_MAX */
		0x7fff,	/* 44 RE_DUP_MAX */
		2048,	/* 45 CHARCLASS_NAME_MAX */
		_POSIX_VERSION,	/* 46 2_VERSION */
		_POSIX_VERSION,	/* 47 2_C_BIND */
		_POSIX_VERSION,	/* 48 2_C_DEV */
		-1,	/* 49 2_FORT_DEV */
		-1,	/* 50 2_FORT_RUN */
		_POSIX_VERSION,	/* 51 2_SW_DEV */
		_POSIX_VERSION,	/* 52 2_LOCALEDEF */
		-1,	/* 53 PII */
		-1,	/* 54 PII_XTI */
		-1,	/* 55 PII_SOCKET */
		-1,	/* 56 PII_INTERNET */
		-1,	/* 57 PII_OSI */
		-1,	/* 58 POLL */
		-1,	/* 59 SELECT */
		IOV_MAX,	/* 60 UIO_MAXIOV */
		-1,	/* 61 PII_INTERNET_STREAM */
		-1,	/* 62 PII_INTERNET_DGRAM */
		-1,	/* 63 PII_OSI_COTS */
		-1,	/* 64 PII_OSI_CLTS */
		-1,	/* 65 PII_OSI_M */
		-1,	/* 66 T_IOV_MAX */
		__NOLIBC_EXT_OPT(_POSIX_THREADS),	/* 67 THREADS */
		__NOLIBC_EXT_OPT(_POSIX_THREAD_SAFE_FUNCTIONS),	/* 68 THREAD_SAFE_FUNCTIONS */
		1024,	/* 69 GETGR_R_SIZE_MAX */
		1024,	/* 70 GETPW_R_SIZE_MAX */
		LOGIN_NAME_MAX,	/* 71 LOGIN_NAME_MAX */
		TTY_NAME_MAX,	/* 72 TTY_NAME_MAX */
		PTHREAD_DESTRUCTOR_ITERATIONS,	/* 73 THREAD_DESTRUCTOR_ITERATIONS */
		PTHREAD_KEYS_MAX,	/* 74 THREAD_KEYS_MAX */
		PTHREAD_STACK_MIN,	/* 75 THREAD_STACK_MIN */
		-1,	/* 76 THREAD_THREADS_MAX */
		__NOLIBC_EXT_OPT(_POSIX_THREAD_ATTR_STACKADDR),	/* 77 THREAD_ATTR_STACKADDR */
		__NOLIBC_EXT_OPT(_POSIX_THREAD_ATTR_STACKSIZE),	/* 78 THREAD_ATTR_STACKSIZE */
		__NOLIBC_EXT_OPT(_POSIX_THREAD_PRIORITY_SCHEDULING),	/* 79 THREAD_PRIORITY_SCHEDULING */
		__NOLIBC_EXT_OPT(_POSIX_THREAD_PRIO_INHERIT),	/* 80 THREAD_PRIO_INHERIT */
		__NOLIBC_EXT_OPT(_POSIX_THREAD_PRIO_PROTECT),	/* 81 THREAD_PRIO_PROTECT */
		__NOLIBC_EXT_OPT(_POSIX_THREAD_PROCESS_SHARED),	/* 82 THREAD_PROCESS_SHARED */
		__NOLIBC_EXT_SC_DYN,	/* 83 NPROCESSORS_CONF */
		__NOLIBC_EXT_SC_DYN,	/* 84 NPROCESSORS_ONLN */
		__NOLIBC_EXT_SC_DYN,	/* 85 PHYS_PAGES */
		__NOLIBC_EXT_SC_DYN,	/* 86 AVPHYS_PAGES */
		ATEXIT_MAX,	/* 87 ATEXIT_MAX */
		8192,	/* 88 PASS_MAX */
		700,	/* 89 XOPEN_VERSION */
		4,	/* 90 XOPEN_XCU_VERSION */
		1,	/* 91 XOPEN_UNIX */
		-1,	/* 92 XOPEN_CRYPT */
		1,	/* 93 XOPEN_ENH_I18N */
		1,	/* 94 XOPEN_SHM */
		_POSIX_VERSION,	/* 95 2_CHAR_TERM */
		_POSIX_VERSION,	/* 96 2_C_VERSION */
		-1,	/* 97 2_UPE */
		1,	/* 98 XOPEN_XPG2 */
		1,	/* 99 XOPEN_XPG3 */
		1,	/* 100 XOPEN_XPG4 */
		CHAR_BIT,	/* 101 CHAR_BIT */
		CHAR_MAX,	/* 102 CHAR_MAX */
		CHAR_MIN,	/* 103 CHAR_MIN */
		__INT_MAX__,	/* 104 INT_MAX */
		(-__INT_MAX__ - 1),	/* 105 INT_MIN */
		LONG_BIT,	/* 106 LONG_BIT */
		WORD_BIT,	/* 107 WORD_BIT */
		16,	/* 108 MB_LEN_MAX */
		20,	/* 109 NZERO */
		32767,	/* 110 SSIZE_MAX */
		SCHAR_MAX,	/* 111 SCHAR_MAX */
		SCHAR_MIN,	/* 112 SCHAR_MIN */
		SHRT_MAX,	/* 113 SHRT_MAX */
		SHRT_MIN,	/* 114 SHRT_MIN */
		UCHAR_MAX,	/* 115 UCHAR_MAX */
		__NOLIBC_EXT_SC_DYN,	/* 116 UINT_MAX */
		-1,	/* 117 ULONG_MAX */
		USHRT_MAX,	/* 118 USHRT_MAX */
		4096,	/* 119 NL_ARGMAX */
		2048,	/* 120 NL_LANGMAX */
		__INT_MAX__,	/* 121 NL_MSGMAX */
		__INT_MAX__,	/* 122 NL_NMAX */
		__INT_MAX__,	/* 123 NL_SETMAX */
		__INT_MAX__,	/* 124 NL_TEXTMAX */
		__NOLIBC_EXT_ILP32,	/* 125 XBS5_ILP32_OFF32 */
		__NOLIBC_EXT_ILP32,	/* 126 XBS5_ILP32_OFFBIG */
		__NOLIBC_EXT_LP64,	/* 127 XBS5_LP64_OFF64 */
		-1,	/* 128 XBS5_LPBIG_OFFBIG */
		1,	/* 129 XOPEN_LEGACY */
		1,	/* 130 XOPEN_REALTIME */
		1,	/* 131 XOPEN_REALTIME_THREADS */
		__NOLIBC_EXT_OPT(_POSIX_ADVISORY_INFO),	/* 132 ADVISORY_INFO */
		__NOLIBC_EXT_OPT(_POSIX_BARRIERS),	/* 133 BARRIERS */
		-1,	/* 134 BASE */
		-1,	/* 135 C_LANG_SUPPORT */
		-1,	/* 136 C_LANG_SUPPORT_R */
		__NOLIBC_EXT_OPT(_POSIX_CLOCK_SELECTION),	/* 137 CLOCK_SELECTION */
		__NOLIBC_EXT_OPT(_POSIX_CPUTIME),	/* 138 CPUTIME */
		__NOLIBC_EXT_OPT(_POSIX_THREAD_CPUTIME),	/* 139 THREAD_CPUTIME */
		-1,	/* 140 DEVICE_IO */
		-1,	/* 141 DEVICE_SPECIFIC */
		-1,	/* 142 DEVICE_SPECIFIC_R */
		-1,	/* 143 FD_MGMT */
		-1,	/* 144 FIFO */
		-1,	/* 145 PIPE */
		-1,	/* 146 FILE_ATTRIBUTES */
		-1,	/* 147 FILE_LOCKING */
		-1,	/* 148 FILE_SYSTEM */
		__NOLIBC_EXT_OPT(_POSIX_MONOTONIC_CLOCK),	/* 149 MONOTONIC_CLOCK */
		-1,	/* 150 MULTI_PROCESS */
		-1,	/* 151 SINGLE_PROCESS */
		-1,	/* 152 NETWORKING */
		__NOLIBC_EXT_OPT(_POSIX_READER_WRITER_LOCKS),	/* 153 READER_WRITER_LOCKS */
		__NOLIBC_EXT_OPT(_POSIX_SPIN_LOCKS),	/* 154 SPIN_LOCKS */
		__NOLIBC_EXT_OPT(_POSIX_REGEXP),	/* 155 REGEXP */
		-1,	/* 156 REGEX_VERSION */
		__NOLIBC_EXT_OPT(_POSIX_SHELL),	/* 157 SHELL */
		-1,	/* 158 SIGNALS */
		__NOLIBC_EXT_OPT(_POSIX_SPAWN),	/* 159 SPAWN */
		__NOLIBC_EXT_OPT(_POSIX_SPORADIC_SERVER),	/* 160 SPORADIC_SERVER */
		__NOLIBC_EXT_OPT(_POSIX_THREAD_SPORADIC_SERVER),	/* 161 THREAD_SPORADIC_SERVER */
		-1,	/* 162 SYSTEM_DATABASE */
		-1,	/* 163 SYSTEM_DATABASE_R */
		__NOLIBC_EXT_OPT(_POSIX_TIMEOUTS),	/* 164 TIMEOUTS */
		__NOLIBC_EXT_OPT(_POSIX_TYPED_MEMORY_OBJECTS),	/* 165 TYPED_MEMORY_OBJECTS */
		-1,	/* 166 USER_GROUPS */
		-1,	/* 167 USER_GROUPS_R */
		-1,	/* 168 2_PBS */
		-1,	/* 169 2_PBS_ACCOUNTING */
		-1,	/* 170 2_PBS_LOCATE */
		-1,	/* 171 2_PBS_MESSAGE */
		-1,	/* 172 2_PBS_TRACK */
		-1,	/* 173 SYMLOOP_MAX */
		-1,	/* 174 STREAMS */
		-1,	/* 175 2_PBS_CHECKPOINT */
		__NOLIBC_EXT_ILP32,	/* 176 V6_ILP32_OFF32 */
		__NOLIBC_EXT_ILP32,	/* 177 V6_ILP32_OFFBIG */
		__NOLIBC_EXT_LP64,	/* 178 V6_LP64_OFF64 */
		-1,	/* 179 V6_LPBIG_OFFBIG */
		HOST_NAME_MAX,	/* 180 HOST_NAME_MAX */
		__NOLIBC_EXT_OPT(_POSIX_TRACE),	/* 181 TRACE */
		__NOLIBC_EXT_OPT(_POSIX_TRACE_EVENT_FILTER),	/* 182 TRACE_EVENT_FILTER */
		__NOLIBC_EXT_OPT(_POSIX_TRACE_INHERIT),	/* 183 TRACE_INHERIT */
		__NOLIBC_EXT_OPT(_POSIX_TRACE_LOG),	/* 184 TRACE_LOG */
		__NOLIBC_EXT_SC_DYN,	/* 185 LEVEL1_ICACHE_SIZE */
		__NOLIBC_EXT_SC_DYN,	/* 186 LEVEL1_ICACHE_ASSOC */
		__NOLIBC_EXT_SC_DYN,	/* 187 LEVEL1_ICACHE_LINESIZE */
		__NOLIBC_EXT_SC_DYN,	/* 188 LEVEL1_DCACHE_SIZE */
		__NOLIBC_EXT_SC_DYN,	/* 189 LEVEL1_DCACHE_ASSOC */
		__NOLIBC_EXT_SC_DYN,	/* 190 LEVEL1_DCACHE_LINESIZE */
		__NOLIBC_EXT_SC_DYN,	/* 191 LEVEL2_CACHE_SIZE */
		__NOLIBC_EXT_SC_DYN,	/* 192 LEVEL2_CACHE_ASSOC */
		__NOLIBC_EXT_SC_DYN,	/* 193 LEVEL2_CACHE_LINESIZE */
		__NOLIBC_EXT_SC_DYN,	/* 194 LEVEL3_CACHE_SIZE */
		__NOLIBC_EXT_SC_DYN,	/* 195 LEVEL3_CACHE_ASSOC */
		__NOLIBC_EXT_SC_DYN,	/* 196 LEVEL3_CACHE_LINESIZE */
		__NOLIBC_EXT_SC_DYN,	/* 197 LEVEL4_CACHE_SIZE */
		__NOLIBC_EXT_SC_DYN,	/* 198 LEVEL4_CACHE_ASSOC */
		__NOLIBC_EXT_SC_DYN,	/* 199 LEVEL4_CACHE_LINESIZE */
		__NOLIBC_EXT_SC_BAD,	/* 200 */
		__NOLIBC_EXT_SC_BAD,	/* 201 */
		__NOLIBC_EXT_SC_BAD,	/* 202 */
		__NOLIBC_EXT_SC_BAD,	/* 203 */
		__NOLIBC_EXT_SC_BAD,	/* 204 */
		__NOLIBC_EXT_SC_BAD,	/* 205 */
		__NOLIBC_EXT_SC_BAD,	/* 206 */
		__NOLIBC_EXT_SC_BAD,	/* 207 */
		__NOLIBC_EXT_SC_BAD,	/* 208 */
		__NOLIBC_EXT_SC_BAD,	/* 209 */
		__NOLIBC_EXT_SC_BAD,	/* 210 */
		__NOLIBC_EXT_SC_BAD,	/* 211 */
		__NOLIBC_EXT_SC_BAD,	/* 212 */
		__NOLIBC_EXT_SC_BAD,	/* 213 */
		__NOLIBC_EXT_SC_BAD,	/* 214 */
		__NOLIBC_EXT_SC_BAD,	/* 215 */
		__NOLIBC_EXT_SC_BAD,	/* 216 */
		__NOLIBC_EXT_SC_BAD,	/* 217 */
		__NOLIBC_EXT_SC_BAD,	/* 218 */
		__NOLIBC_EXT_SC_BAD,	/* 219 */
		__NOLIBC_EXT_SC_BAD,	/* 220 */
		__NOLIBC_EXT_SC_BAD,	/* 221 */
		__NOLIBC_EXT_SC_BAD,	/* 222 */
		__NOLIBC_EXT_SC_BAD,	/* 223 */
		__NOLIBC_EXT_SC_BAD,	/* 224 */
		__NOLIBC_EXT_SC_BAD,	/* 225 */
		__NOLIBC_EXT_SC_BAD,	/* 226 */
		__NOLIBC_EXT_SC_BAD,	/* 227 */
		__NOLIBC_EXT_SC_BAD,	/* 228 */
		__NOLIBC_EXT_SC_BAD,	/* 229 */
		__NOLIBC_EXT_SC_BAD,	/* 230 */
		__NOLIBC_EXT_SC_BAD,	/* 231 */
		__NOLIBC_EXT_SC_BAD,	/* 232 */
		__NOLIBC_EXT_SC_BAD,	/* 233 */
		__NOLIBC_EXT_SC_BAD,	/* 234 */
		__NOLIBC_EXT_OPT(_POSIX_IPV6),	/* 235 IPV6 */
		__NOLIBC_EXT_OPT(_POSIX_RAW_SOCKETS),	/* 236 RAW_SOCKETS */
		__NOLIBC_EXT_ILP32,	/* 237 V7_ILP32_OFF32 */
		__NOLIBC_EXT_ILP32,	/* 238 V7_ILP32_OFFBIG */
		__NOLIBC_EXT_LP64,	/* 239 V7_LP64_OFF64 */
		-1,	/* 240 V7_LPBIG_OFFBIG */
		__NOLIBC_EXT_SC_BAD,	/* 241 SS_REPL_MAX */
		-1,	/* 242 TRACE_EVENT_NAME_MAX */
		-1,	/* 243 TRACE_NAME_MAX */
		-1,	/* 244 TRACE_SYS_MAX */
		-1,	/* 245 TRACE_USER_EVENT_MAX */
		-1,	/* 246 XOPEN_STREAMS */
		__NOLIBC_EXT_SC_BAD,	/* 247 THREAD_ROBUST_PRIO_INHERIT */
		__NOLIBC_EXT_SC_BAD,	/* 248 THREAD_ROBUST_PRIO_PROTECT */
		__NOLIBC_EXT_SC_DYN,	/* 249 MINSIGSTKSZ */
		__NOLIBC_EXT_SC_DYN,	/* 250 SIGSTKSZ */
	};
	struct rlimit rl;
	long min;

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
		/*
		 * a quarter of the stack, as the kernel allows, at least 128
		 * KiB and at most 6 MiB (3/4 of _STK_LIM), as glibc says
		 */
		if (getrlimit(RLIMIT_STACK, &rl) < 0)
			return 131072;
		if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur / 4 > 6291456)
			return 6291456;
		return rl.rlim_cur / 4 > 131072 ? (long)(rl.rlim_cur / 4) : 131072;
	case _SC_CHILD_MAX:
	case _SC_SIGQUEUE_MAX:
		if (getrlimit(name == _SC_CHILD_MAX ? RLIMIT_NPROC : RLIMIT_SIGPENDING, &rl) < 0)
			return -1;
		return rl.rlim_cur == RLIM_INFINITY ? -1 : (long)rl.rlim_cur;
	case _SC_NGROUPS_MAX:
		return 65536;
	case _SC_NPROCESSORS_CONF:
	case _SC_NPROCESSORS_ONLN:
		return __nolibc_ext_nprocs(name == _SC_NPROCESSORS_ONLN ? "online" : "possible");
	case _SC_PHYS_PAGES:
	case _SC_AVPHYS_PAGES:
		return __nolibc_ext_mempages(name == _SC_AVPHYS_PAGES);
	case _SC_UINT_MAX:
		return (long)UINT_MAX;
	case _SC_MINSIGSTKSZ:
	case _SC_SIGSTKSZ:
		/* the kernel's minimum for this machine, else the ABI's */
		min = getauxval(AT_MINSIGSTKSZ);
		if (!min)
			min = __NOLIBC_EXT_MINSIGSTKSZ;
		if (name == _SC_MINSIGSTKSZ)
			return min;
		min = (min > __NOLIBC_EXT_MINSIGSTKSZ ? min : __NOLIBC_EXT_MINSIGSTKSZ) * 4;
		return min > __NOLIBC_EXT_SIGSTKSZ ? min : __NOLIBC_EXT_SIGSTKSZ;
	default:
		if (name >= _SC_LEVEL1_ICACHE_SIZE && name <= _SC_LEVEL1_ICACHE_LINESIZE)
			return __nolibc_ext_cache(1, 1, name - _SC_LEVEL1_ICACHE_SIZE);
		if (name >= _SC_LEVEL1_DCACHE_SIZE && name <= _SC_LEVEL4_CACHE_LINESIZE) {
			name -= _SC_LEVEL1_DCACHE_SIZE;
			return __nolibc_ext_cache(1 + name / 3, 0, name % 3);
		}
		if (name < 0 || name >= (int)(sizeof(sc) / sizeof(sc[0])) ||
		    sc[name] == __NOLIBC_EXT_SC_BAD) {
			SET_ERRNO(EINVAL);
			return -1;
		}
		return sc[name];
	}
}

#undef __NOLIBC_EXT_SC_BAD
#undef __NOLIBC_EXT_SC_DYN
#undef __NOLIBC_EXT_OPT
#undef __NOLIBC_EXT_ILP32
#undef __NOLIBC_EXT_LP64
#undef __NOLIBC_EXT_MINSIGSTKSZ
#undef __NOLIBC_EXT_SIGSTKSZ

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

/*
 * long syscall(long number, ...);
 * A function, as glibc's, reading six arguments whatever the call takes
 * (glibc's does too). 6.12's is a macro that put the program's
 * arguments straight into my_syscall()'s register variables, one after
 * the other: gcc loses those already loaded to a call among the later
 * ones (syscall(__NR_tgkill, getpid(), tid, sig) became a getpid()), and
 * a syscall() in another's arguments did not build.
 */
#undef syscall
static __attribute__((unused))
long syscall(long number, ...)
{
	long a, b, c, d, e, f;
	va_list ap;

	va_start(ap, number);
	a = va_arg(ap, long);
	b = va_arg(ap, long);
	c = va_arg(ap, long);
	d = va_arg(ap, long);
	e = va_arg(ap, long);
	f = va_arg(ap, long);
	va_end(ap);
	return __sysret(my_syscall6(number, a, b, c, d, e, f));
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
