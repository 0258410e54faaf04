/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <semaphore.h>: POSIX semaphores on a futex.
 *
 * A semaphore is its value, the futex word its waiters sleep on while it
 * is 0, and a count of those waiters, so that sem_post() makes a system
 * call only when somebody sleeps. Both counts are read and written with
 * sequentially consistent atomics: a waiter counts itself then reads the
 * value, a poster raises the value then reads the count, so one of them
 * always sees the other. Every futex operation is a shared one, so a
 * semaphore works between processes in shared memory too.
 *
 * Named semaphores are files of /dev/shm named "sem.<name>", as glibc
 * names them, mapped shared. One is created whole under a temporary name
 * and then link()ed into place, so nobody opens a half-written one. The
 * file holds this header's sem_t, not glibc's (whose layout and protocol
 * differ between ABIs): a glibc program and a nolibc-ext one do not share
 * a named semaphore. Each sem_open() maps the file anew (glibc gives the
 * same address to a second open of a name), and sem_close() unmaps what
 * it is given, which must come from sem_open().
 *
 * sem_wait(), sem_timedwait() and sem_clockwait() are cancellation
 * points; a waiter cancelled while asleep uncounts itself and passes on
 * a wake it may have taken. sem_open() is none, as in glibc.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SEMAPHORE_H
#define _NOLIBC_EXT_SEMAPHORE_H

#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
#include <linux/futex.h>
#include "tls.h"

/* glibc's size and alignment, for structures that hold one */
typedef union {
	struct {
		unsigned int value;
		unsigned int waiters;
	} __s;
	char __size[sizeof(long) == 8 ? 32 : 16];
	long __align;
} sem_t;

#define SEM_FAILED	((sem_t *)0)

/*
 * int sem_init(sem_t *sem, int pshared, unsigned int value);
 * int sem_destroy(sem_t *sem);
 */
static __attribute__((unused))
int sem_init(sem_t *sem, int pshared, unsigned int value)
{
	(void)pshared;
	if (value > SEM_VALUE_MAX)
		return __sysret(-EINVAL);
	memset(sem, 0, sizeof(*sem));
	sem->__s.value = value;
	return 0;
}

static __attribute__((unused))
int sem_destroy(sem_t *sem)
{
	(void)sem;
	return 0;
}

/* one token taken if there is one: 0, else -1 */
static __attribute__((unused))
int __nolibc_ext_sem_take(sem_t *sem)
{
	unsigned int v = __atomic_load_n(&sem->__s.value, __ATOMIC_SEQ_CST);

	while (v > 0)
		if (__atomic_compare_exchange_n(&sem->__s.value, &v, v - 1, 0,
						__ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
			return 0;
	return -1;
}

/*
 * int sem_post(sem_t *sem);
 */
static __attribute__((unused))
int sem_post(sem_t *sem)
{
	unsigned int v = __atomic_load_n(&sem->__s.value, __ATOMIC_SEQ_CST);

	do {
		if (v >= SEM_VALUE_MAX)
			return __sysret(-EOVERFLOW);
	} while (!__atomic_compare_exchange_n(&sem->__s.value, &v, v + 1, 0,
					      __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
	if (__atomic_load_n(&sem->__s.waiters, __ATOMIC_SEQ_CST))
		my_syscall6(__NR_futex, &sem->__s.value, FUTEX_WAKE, 1, NULL, NULL, 0);
	return 0;
}

/*
 * int sem_trywait(sem_t *sem);
 */
static __attribute__((unused))
int sem_trywait(sem_t *sem)
{
	if (__nolibc_ext_sem_take(sem))
		return __sysret(-EAGAIN);
	return 0;
}

/*
 * A waiter cancelled asleep: it is no longer one, and a wake it may have
 * taken from sem_post() goes to another.
 */
static __attribute__((unused))
void __nolibc_ext_sem_cancelled(void *arg)
{
	sem_t *sem = arg;

	__atomic_fetch_sub(&sem->__s.waiters, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&sem->__s.value, __ATOMIC_SEQ_CST))
		my_syscall6(__NR_futex, &sem->__s.value, FUTEX_WAKE, 1, NULL, NULL, 0);
}

/*
 * Wait until a token is there, abstime passes on clock (ETIMEDOUT; a time
 * before the epoch has passed, as in glibc) or a signal handler runs
 * (EINTR, never restarted): a cancellation point while asleep, and on
 * entry too when testcancel is set (sem_wait, sem_timedwait).
 */
static __attribute__((unused))
int __nolibc_ext_sem_wait(sem_t *sem, clockid_t clock, const struct timespec *abstime,
			  int testcancel)
{
	struct __nolibc_ext_thread *t = __nolibc_ext_self();
	struct __nolibc_ext_cleanup undo;
	int op = FUTEX_WAIT_BITSET;
	long ret = 0;

	if (clock == CLOCK_REALTIME)
		op |= FUTEX_CLOCK_REALTIME;
	if (testcancel)
		__nolibc_ext_cp_leave(__nolibc_ext_cp_enter());
	if (!__nolibc_ext_sem_take(sem))
		return 0;
	__atomic_fetch_add(&sem->__s.waiters, 1, __ATOMIC_SEQ_CST);
	undo.fn = __nolibc_ext_sem_cancelled;
	undo.arg = sem;
	undo.prev = t->cleanup;
	t->cleanup = &undo;
	while (__nolibc_ext_sem_take(sem)) {
		if (abstime && abstime->tv_sec < 0) {
			ret = -ETIMEDOUT;
			break;
		}
		__nolibc_ext_cp_enter();
		ret = my_syscall6(__NR_futex, &sem->__s.value, op, 0, abstime, NULL,
				  FUTEX_BITSET_MATCH_ANY);
		__nolibc_ext_cp_leave(t);
		if (ret == -ETIMEDOUT || ret == -EINTR || ret == -EINVAL)
			break;
		ret = 0;
	}
	t->cleanup = undo.prev;
	__atomic_fetch_sub(&sem->__s.waiters, 1, __ATOMIC_SEQ_CST);
	return __sysret(ret);
}

/*
 * int sem_wait(sem_t *sem);
 * int sem_timedwait(sem_t *sem, const struct timespec *abstime);
 * int sem_clockwait(sem_t *sem, clockid_t clock, const struct timespec *abstime);
 * An abstime with its nanoseconds out of range is EINVAL even when a
 * token is there, as in glibc; sem_timedwait() waits on CLOCK_REALTIME.
 */
static __attribute__((unused))
int sem_wait(sem_t *sem)
{
	return __nolibc_ext_sem_wait(sem, CLOCK_MONOTONIC, NULL, 1);
}

static __attribute__((unused))
int __nolibc_ext_sem_timed(sem_t *sem, clockid_t clock, const struct timespec *abstime,
			   int testcancel)
{
	if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC)
		return __sysret(-EINVAL);
	if (abstime->tv_nsec < 0 || abstime->tv_nsec >= 1000000000L)
		return __sysret(-EINVAL);
	return __nolibc_ext_sem_wait(sem, clock, abstime, testcancel);
}

/* glibc's sem_clockwait() is no cancellation point when a token is there */
static __attribute__((unused))
int sem_clockwait(sem_t *sem, clockid_t clock, const struct timespec *abstime)
{
	return __nolibc_ext_sem_timed(sem, clock, abstime, 0);
}

static __attribute__((unused))
int sem_timedwait(sem_t *sem, const struct timespec *abstime)
{
	return __nolibc_ext_sem_timed(sem, CLOCK_REALTIME, abstime, 1);
}

/*
 * int sem_getvalue(sem_t *sem, int *value);
 */
static __attribute__((unused))
int sem_getvalue(sem_t *sem, int *value)
{
	*value = __atomic_load_n(&sem->__s.value, __ATOMIC_SEQ_CST);
	return 0;
}

/*
 * The file of a named semaphore: "/dev/shm/sem." and the name without its
 * leading slashes, which must be left non-empty, without a slash and no
 * longer than NAME_MAX: 0, or -EINVAL. As with glibc, a name that passes
 * but makes too long a file name ("sem." counts) is the kernel's
 * ENAMETOOLONG.
 */
#define __NOLIBC_EXT_SEM_DIR "/dev/shm/sem."

static __attribute__((unused))
int __nolibc_ext_sem_path(char *path, const char *name)
{
	size_t len;

	while (*name == '/')
		name++;
	len = strlen(name);
	if (!len || strchr(name, '/') || len > NAME_MAX)
		return -EINVAL;
	strcpy(path, __NOLIBC_EXT_SEM_DIR);
	strcpy(path + sizeof(__NOLIBC_EXT_SEM_DIR) - 1, name);
	return 0;
}

/*
 * A new semaphore of value under a temporary name, then linked as path:
 * an open descriptor of it, -EEXIST if path exists already, or -errno.
 * System calls only: sem_open() is no cancellation point.
 */
static __attribute__((unused))
int __nolibc_ext_sem_create(const char *path, mode_t mode, unsigned int value)
{
	char tmp[sizeof(__NOLIBC_EXT_SEM_DIR) + 24] = __NOLIBC_EXT_SEM_DIR "tmp-";
	char *num = tmp + sizeof(__NOLIBC_EXT_SEM_DIR) + 3;
	unsigned long r;
	long fd, ret;
	int tries;
	sem_t sem;

	/* a random name (the thread's id and a count without getrandom()) */
	for (tries = 0; ; tries++) {
		if (tries == 100)
			return -EEXIST;
		if (my_syscall3(__NR_getrandom, &r, sizeof(r), 1 /* GRND_NONBLOCK */) != (long)sizeof(r))
			r = (unsigned long)my_syscall0(__NR_gettid) * 100 + tries;
		utoa_r(r, num);
		fd = my_syscall4(__NR_openat, AT_FDCWD, tmp,
				 O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
		if (fd >= 0)
			break;
		if (fd != -EEXIST)
			return fd;
	}
	sem_init(&sem, 1, value);
	ret = my_syscall3(__NR_write, fd, &sem, sizeof(sem));
	if (ret >= 0)
		ret = (size_t)ret == sizeof(sem) ? 0 : -ENOSPC;
	if (!ret && link(tmp, path))
		ret = -errno;
	unlink(tmp);
	if (ret) {
		close(fd);
		return ret;
	}
	return fd;
}

/*
 * sem_t *sem_open(const char *name, int oflag, ... mode_t mode,
 *		   unsigned int value);
 */
static __attribute__((unused))
sem_t *sem_open(const char *name, int oflag, ...)
{
	char path[sizeof(__NOLIBC_EXT_SEM_DIR) + NAME_MAX];
	unsigned int value = 0;
	sem_t *sem = SEM_FAILED;
	mode_t mode = 0;
	long fd, err;
	va_list ap;
	int cancel;

	err = __nolibc_ext_sem_path(path, name);
	if (err) {
		SET_ERRNO(-err);
		return SEM_FAILED;
	}
	if (oflag & O_CREAT) {
		va_start(ap, oflag);
		mode = va_arg(ap, unsigned int);
		value = va_arg(ap, unsigned int);
		va_end(ap);
	}
	cancel = __nolibc_ext_nocancel_enter();
	for (;;) {
		if (!(oflag & O_EXCL) || !(oflag & O_CREAT)) {
			fd = my_syscall4(__NR_openat, AT_FDCWD, path,
					 O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0);
			if (fd >= 0 || fd != -ENOENT || !(oflag & O_CREAT))
				break;
		}
		/* the value counts only for a semaphore made here */
		if (value > SEM_VALUE_MAX) {
			fd = -EINVAL;
			break;
		}
		fd = __nolibc_ext_sem_create(path, mode, value);
		if (fd != -EEXIST || (oflag & O_EXCL))
			break;
		/* created by another meanwhile: open that one */
	}
	err = fd;
	if (fd >= 0) {
		sem = mmap(NULL, sizeof(sem_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
		err = sem == MAP_FAILED ? -errno : 0;
		my_syscall1(__NR_close, fd);
	}
	__nolibc_ext_nocancel_leave(cancel);
	if (err) {
		SET_ERRNO(-err);
		return SEM_FAILED;
	}
	return sem;
}

/*
 * int sem_close(sem_t *sem); int sem_unlink(const char *name);
 */
static __attribute__((unused))
int sem_close(sem_t *sem)
{
	return munmap(sem, sizeof(sem_t));
}

static __attribute__((unused))
int sem_unlink(const char *name)
{
	char path[sizeof(__NOLIBC_EXT_SEM_DIR) + NAME_MAX];

	/* a name sem_open() refuses is one that does not exist, for glibc */
	if (__nolibc_ext_sem_path(path, name))
		return __sysret(-ENOENT);
	if (!unlink(path))
		return 0;
	if (errno == EPERM)
		SET_ERRNO(EACCES);	/* as glibc: the directory refuses */
	return -1;
}

#endif /* _NOLIBC_EXT_SEMAPHORE_H */
