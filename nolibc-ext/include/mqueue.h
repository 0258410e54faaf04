/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <mqueue.h>: POSIX message queues. As in glibc, a name must start with
 * '/', which the system call does not take.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_MQUEUE_H
#define _NOLIBC_EXT_MQUEUE_H

#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <time.h>
#include <linux/mqueue.h>

typedef int mqd_t;

/*
 * mqd_t mq_open(const char *name, int flags, ... mode_t mode,
 *		 struct mq_attr *attr);
 */
static __attribute__((unused))
mqd_t mq_open(const char *name, int flags, ...)
{
	struct mq_attr *attr = NULL;
	mode_t mode = 0;
	va_list ap;

	if (name[0] != '/')
		return __sysret(-EINVAL);
	if (flags & O_CREAT) {
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		attr = va_arg(ap, struct mq_attr *);
		va_end(ap);
	}
	return __sysret(my_syscall4(__NR_mq_open, name + 1, flags, mode, attr));
}

static __attribute__((unused))
int mq_close(mqd_t q)
{
	return close(q);
}

static __attribute__((unused))
int mq_unlink(const char *name)
{
	if (name[0] != '/')
		return __sysret(-ENOENT);
	return __sysret(my_syscall1(__NR_mq_unlink, name + 1));
}

/*
 * int mq_timedsend(mqd_t q, const char *msg, size_t len, unsigned int prio,
 *		    const struct timespec *abstime); mq_send() without a time;
 * ssize_t mq_timedreceive(mqd_t q, char *msg, size_t len, unsigned int *prio,
 *			   const struct timespec *abstime); mq_receive() alike.
 */
static __attribute__((unused))
int mq_timedsend(mqd_t q, const char *msg, size_t len, unsigned int prio,
		 const struct timespec *abstime)
{
	return __sysret(my_syscall5(__NR_mq_timedsend, q, msg, len, prio, abstime));
}

static __attribute__((unused))
int mq_send(mqd_t q, const char *msg, size_t len, unsigned int prio)
{
	return mq_timedsend(q, msg, len, prio, NULL);
}

static __attribute__((unused))
ssize_t mq_timedreceive(mqd_t q, char *msg, size_t len, unsigned int *prio,
			const struct timespec *abstime)
{
	return __sysret(my_syscall5(__NR_mq_timedreceive, q, msg, len, prio, abstime));
}

static __attribute__((unused))
ssize_t mq_receive(mqd_t q, char *msg, size_t len, unsigned int *prio)
{
	return mq_timedreceive(q, msg, len, prio, NULL);
}

/*
 * int mq_getattr(mqd_t q, struct mq_attr *attr);
 * int mq_setattr(mqd_t q, const struct mq_attr *attr, struct mq_attr *old);
 * int mq_notify(mqd_t q, const struct sigevent *ev);
 */
static __attribute__((unused))
int mq_setattr(mqd_t q, const struct mq_attr *attr, struct mq_attr *old)
{
	return __sysret(my_syscall3(__NR_mq_getsetattr, q, attr, old));
}

static __attribute__((unused))
int mq_getattr(mqd_t q, struct mq_attr *attr)
{
	return mq_setattr(q, NULL, attr);
}

static __attribute__((unused))
int mq_notify(mqd_t q, const struct sigevent *ev)
{
	return __sysret(my_syscall2(__NR_mq_notify, q, ev));
}

#endif /* _NOLIBC_EXT_MQUEUE_H */
