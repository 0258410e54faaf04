/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <pthread.h>: POSIX threads on clone() and futexes.
 *
 * A thread is a clone sharing memory, files, filesystem data, signal
 * handlers and System V semaphore undo lists with its creator, on a stack
 * mmap()ed with a guard below it (a page, or the attribute's guard
 * size). Above the stack, in the same mapping, lies its thread-local
 * storage area (tls.h): its descriptor and its copy of the program's
 * __thread variables, errno among them; clone() sets its thread pointer
 * (CLONE_SETTLS), so pthread_self() is a register read, and the same in a
 * child fork() made.
 *
 * Each thread also has a slot in a table that never moves: the kernel
 * writes the thread id there before the thread runs (CLONE_PARENT_SETTID)
 * and clears it, waking the futex on it, once the thread has left user
 * space for good (CLONE_CHILD_CLEARTID); the slot also says whether the
 * thread is joinable or detached. pthread_join() waits on that word and
 * then frees the mapping; a detached thread's mapping is freed by the
 * next pthread_create() or pthread_detach() after it ended, which read
 * only the table, never memory another thread may have freed.
 * PTHREAD_THREADS_MAX threads may exist at once.
 *
 * Mutexes (normal, recursive, error checking), condition variables (on
 * CLOCK_REALTIME or CLOCK_MONOTONIC), barriers, once and keys follow. All
 * futex operations are shared ones, so every object also works between
 * processes in shared memory.
 *
 * Cancellation is deferred by default: pthread_cancel() sends the thread
 * the signal __NOLIBC_EXT_SIGCANCEL (33, which glibc also keeps for
 * itself), whose handler ends the thread with PTHREAD_CANCELED only inside
 * a cancellation point (tls.h, cancel.h: join, condition waits, sleeps,
 * reads and writes, poll, select, wait...), or at once with
 * PTHREAD_CANCEL_ASYNCHRONOUS; a thread never dies in the middle of a
 * mutex operation it did not ask to be cancelled in.
 *
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_PTHREAD_H
#define _NOLIBC_EXT_PTHREAD_H

#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
#include <linux/futex.h>
#include "tls.h"

#define PTHREAD_THREADS_MAX	1024

#define PTHREAD_CREATE_JOINABLE	0
#define PTHREAD_CREATE_DETACHED	1
#define PTHREAD_INHERIT_SCHED	0
#define PTHREAD_EXPLICIT_SCHED	1
#define PTHREAD_SCOPE_SYSTEM	0
#define PTHREAD_SCOPE_PROCESS	1
#define PTHREAD_PROCESS_PRIVATE	0
#define PTHREAD_PROCESS_SHARED	1
#define PTHREAD_CANCEL_ENABLE	0
#define PTHREAD_CANCEL_DISABLE	1
#define PTHREAD_CANCEL_DEFERRED	0
#define PTHREAD_CANCEL_ASYNCHRONOUS 1
#define PTHREAD_CANCELED	((void *)-1)
#define PTHREAD_BARRIER_SERIAL_THREAD (-1)

#define PTHREAD_MUTEX_NORMAL	0
#define PTHREAD_MUTEX_RECURSIVE	1
#define PTHREAD_MUTEX_ERRORCHECK 2
#define PTHREAD_MUTEX_DEFAULT	PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_TIMED_NP	PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_RECURSIVE_NP PTHREAD_MUTEX_RECURSIVE
#define PTHREAD_MUTEX_ERRORCHECK_NP PTHREAD_MUTEX_ERRORCHECK
#define PTHREAD_PRIO_NONE	0
#define PTHREAD_PRIO_INHERIT	1
#define PTHREAD_PRIO_PROTECT	2

typedef unsigned long pthread_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
#define PTHREAD_ONCE_INIT	0

typedef struct {
	size_t stacksize;
	size_t guardsize;
	int detachstate;
	int inheritsched;
	int policy;
	int scope;
	struct sched_param param;
	cpu_set_t *cpuset;	/* NULL: the creator's; else malloc()ed */
	size_t cpusetsize;
} pthread_attr_t;

typedef struct {
	int lock;	/* 0 free, 1 taken, 2 taken with waiters; PI: the owner's tid */
	int kind;
	int owner;	/* recursive and error checking kinds: the owner's tid */
	unsigned int count;
	int pi;		/* priority inheritance: the kernel's PI futex */
} pthread_mutex_t;

typedef struct {
	int kind;
	int pshared;
	int protocol;
} pthread_mutexattr_t;

#define PTHREAD_MUTEX_INITIALIZER { 0, PTHREAD_MUTEX_NORMAL, 0, 0 }
#define PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP { 0, PTHREAD_MUTEX_RECURSIVE, 0, 0 }
#define PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP { 0, PTHREAD_MUTEX_ERRORCHECK, 0, 0 }

typedef struct {
	unsigned int seq;	/* moves on at each signal or broadcast */
	int clock;
} pthread_cond_t;

typedef struct {
	int clock;
	int pshared;
} pthread_condattr_t;

#define PTHREAD_COND_INITIALIZER { 0, CLOCK_REALTIME }

typedef struct {
	unsigned int count;
	unsigned int left;	/* threads still to come in this round */
	unsigned int round;
} pthread_barrier_t;

typedef struct {
	int pshared;
} pthread_barrierattr_t;

typedef volatile int pthread_spinlock_t;

#define PTHREAD_RWLOCK_PREFER_READER_NP	0
#define PTHREAD_RWLOCK_PREFER_WRITER_NP	1
#define PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP 2
#define PTHREAD_RWLOCK_DEFAULT_NP	PTHREAD_RWLOCK_PREFER_READER_NP

typedef struct {
	int state;		/* readers holding it, or -1: a writer */
	unsigned int seq;	/* moves on at each unlock: waiters sleep on it */
	unsigned int writers;	/* writers waiting */
	int writer;		/* the writer's tid */
	int kind;		/* PTHREAD_RWLOCK_PREFER_* */
} pthread_rwlock_t;

typedef struct {
	int kind;
	int pshared;
} pthread_rwlockattr_t;

#define PTHREAD_RWLOCK_INITIALIZER { 0, 0, 0, 0, 0 }
#define PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP \
	{ 0, 0, 0, 0, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP }

#define __NOLIBC_EXT_JOINABLE	0
#define __NOLIBC_EXT_DETACHED	1
#define __NOLIBC_EXT_JOINING	2

struct __nolibc_ext_thread_slot {
	struct __nolibc_ext_thread *thread;	/* NULL: a free slot */
	pid_t tid;		/* 0 once the thread has ended */
	int state;		/* joinable, detached, or being joined */
};

/* Shared by every translation unit of a program, like nolibc's errno. */
struct __nolibc_ext_thread_slot __nolibc_ext_threads[PTHREAD_THREADS_MAX] __attribute__((weak));
unsigned int __nolibc_ext_threads_used __attribute__((weak));	/* slots ever used */
int __nolibc_ext_threads_running __attribute__((weak));		/* besides one */
int __nolibc_ext_reaping __attribute__((weak));		/* a reaper is at work */
/*
 * The mapping of the last thread freed, kept for the next one: unmapping
 * a stack another CPU used costs that CPU an interrupt (a TLB shootdown),
 * most of a create and join otherwise.
 */
struct __nolibc_ext_thread *__nolibc_ext_spare __attribute__((weak));
void (*__nolibc_ext_key_dtor[PTHREAD_KEYS_MAX])(void *) __attribute__((weak));
int __nolibc_ext_key_used[PTHREAD_KEYS_MAX] __attribute__((weak));

/*
 * Futexes: shared ones, with an absolute timeout on the given clock. A
 * time before the epoch has passed (the kernel would say EINVAL), as
 * glibc has it.
 */
static __attribute__((unused))
int __nolibc_ext_futex_wait(void *addr, int val, const struct timespec *abstime,
			    int clock)
{
	int op = FUTEX_WAIT_BITSET;

	if (abstime && abstime->tv_sec < 0)
		return -ETIMEDOUT;
	if (clock == CLOCK_REALTIME)
		op |= FUTEX_CLOCK_REALTIME;
	return my_syscall6(__NR_futex, addr, op, val, abstime, NULL,
			   FUTEX_BITSET_MATCH_ANY);
}

static __attribute__((unused))
void __nolibc_ext_futex_wake(void *addr, int count)
{
	my_syscall6(__NR_futex, addr, FUTEX_WAKE, count, NULL, NULL, 0);
}

static __attribute__((unused))
int __nolibc_ext_bad_time(const struct timespec *abstime)
{
	return abstime && (abstime->tv_nsec < 0 || abstime->tv_nsec >= 1000000000L);
}

/* A thread ends: cleanup handlers, key destructors, then its clone exits. */
static __attribute__((unused, noreturn))
void __nolibc_ext_thread_end(struct __nolibc_ext_thread *t, void *result)
{
	int round, k, again = 1;
	void *v;

	while (t->cleanup) {
		struct __nolibc_ext_cleanup *c = t->cleanup;

		t->cleanup = c->prev;
		c->fn(c->arg);
	}
	for (round = 0; again && round < PTHREAD_DESTRUCTOR_ITERATIONS; round++) {
		again = 0;
		for (k = 0; k < PTHREAD_KEYS_MAX; k++) {
			v = t->keys[k];
			if (!v || !__nolibc_ext_key_dtor[k])
				continue;
			t->keys[k] = NULL;
			__nolibc_ext_key_dtor[k](v);
			again = 1;
		}
	}
	t->result = result;
	/* the last thread to end, main or not, ends the process as exit(0) */
	if (__atomic_fetch_sub(&__nolibc_ext_threads_running, 1, __ATOMIC_ACQ_REL) == 0)
		exit(0);
	for (;;)
		my_syscall1(__NR_exit, 0);
}

/* Frees the slot and the mapping of a thread that has ended. */
static __attribute__((unused))
void __nolibc_ext_thread_free(struct __nolibc_ext_thread *t)
{
	struct __nolibc_ext_thread_slot *s = &__nolibc_ext_threads[t->slot];
	struct __nolibc_ext_thread *old;

	old = __atomic_exchange_n(&__nolibc_ext_spare, t, __ATOMIC_ACQ_REL);
	if (old)
		munmap(old->map, old->map_size);
	__atomic_store_n(&s->state, __NOLIBC_EXT_JOINABLE, __ATOMIC_RELAXED);
	__atomic_store_n(&s->thread, NULL, __ATOMIC_RELEASE);
}

/*
 * Frees the detached threads that have ended since the last call. One
 * reaper at a time (others go on without waiting): a detached slot is
 * then freed by nobody else, so what it held cannot change under it.
 */
static __attribute__((unused))
void __nolibc_ext_thread_reap(void)
{
	unsigned int i, used = __atomic_load_n(&__nolibc_ext_threads_used, __ATOMIC_ACQUIRE);
	struct __nolibc_ext_thread_slot *s;
	struct __nolibc_ext_thread *t;

	if (__atomic_exchange_n(&__nolibc_ext_reaping, 1, __ATOMIC_ACQUIRE))
		return;
	for (i = 0; i < used; i++) {
		s = &__nolibc_ext_threads[i];
		if (__atomic_load_n(&s->state, __ATOMIC_ACQUIRE) != __NOLIBC_EXT_DETACHED ||
		    __atomic_load_n(&s->tid, __ATOMIC_ACQUIRE))
			continue;
		t = __atomic_load_n(&s->thread, __ATOMIC_ACQUIRE);
		if (t)
			__nolibc_ext_thread_free(t);
	}
	__atomic_store_n(&__nolibc_ext_reaping, 0, __ATOMIC_RELEASE);
}

/* Takes a free slot for t; -1 when PTHREAD_THREADS_MAX threads exist. */
static __attribute__((unused))
int __nolibc_ext_slot_take(struct __nolibc_ext_thread *t)
{
	unsigned int i, used;

	for (i = 0; i < PTHREAD_THREADS_MAX; i++) {
		struct __nolibc_ext_thread *none = NULL;

		if (!__atomic_compare_exchange_n(&__nolibc_ext_threads[i].thread, &none, t,
						 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
			continue;
		__atomic_store_n(&__nolibc_ext_threads[i].tid, -1, __ATOMIC_RELEASE);
		used = __atomic_load_n(&__nolibc_ext_threads_used, __ATOMIC_ACQUIRE);
		while (used < i + 1 &&
		       !__atomic_compare_exchange_n(&__nolibc_ext_threads_used, &used, i + 1,
						    0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
			;
		t->slot = i;
		return i;
	}
	return -1;
}

/*
 * In a child of fork() (__nolibc_ext_fork_stage(), once a thread was
 * created or an atfork handler registered): of the parent's threads
 * only the caller is here. The others' slots are freed (their mappings
 * stay: the child may hold pointers into them);
 * the caller's tid is the child's own, cleared by the kernel when it
 * ends, so that a thread the child creates can join it; and the child
 * counts no other thread running and no reaper, so that its last thread
 * to end ends it as exit(0).
 */
static __attribute__((unused))
void __nolibc_ext_thread_forked(void)
{
	struct __nolibc_ext_thread *self = __nolibc_ext_self();
	unsigned int i, used = __nolibc_ext_threads_used;
	struct __nolibc_ext_thread_slot *s;

	for (i = 0; i < used; i++) {
		s = &__nolibc_ext_threads[i];
		if (s->thread && s->thread == self) {
			s->tid = my_syscall1(__NR_set_tid_address, &s->tid);
			continue;
		}
		s->thread = NULL;
		s->tid = 0;
		s->state = __NOLIBC_EXT_JOINABLE;
	}
	__nolibc_ext_threads_running = 0;
	__nolibc_ext_reaping = 0;
}

/*
 * int pthread_atfork(void (*prepare)(void), void (*parent)(void),
 *		      void (*child)(void));
 * Up to 32 registrations (ENOMEM past them). fork() calls
 * __nolibc_ext_fork_stage() around its call: prepare handlers in the
 * reverse order of registration, parent and child ones in order, as
 * glibc; in the child, the threads forgotten first.
 */
struct __nolibc_ext_atfork {
	void (*prepare)(void);
	void (*parent)(void);
	void (*child)(void);
};

#define __NOLIBC_EXT_ATFORK_MAX 32
struct __nolibc_ext_atfork __nolibc_ext_atfork[__NOLIBC_EXT_ATFORK_MAX] __attribute__((weak));
int __nolibc_ext_atfork_count __attribute__((weak));
int __nolibc_ext_atfork_lock __attribute__((weak));

static __attribute__((unused))
void __nolibc_ext_fork_stage(int stage)
{
	int i, n = __atomic_load_n(&__nolibc_ext_atfork_count, __ATOMIC_ACQUIRE);
	const struct __nolibc_ext_atfork *a = __nolibc_ext_atfork;
	void (*f)(void);

	if (stage == 2)
		__nolibc_ext_thread_forked();
	for (i = 0; i < n; i++) {
		if (stage == 0)
			f = a[n - 1 - i].prepare;
		else
			f = stage == 1 ? a[i].parent : a[i].child;
		if (f)
			f();
	}
}

static __attribute__((unused))
int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void))
{
	struct __nolibc_ext_atfork *a;
	int n, ret = ENOMEM;

	while (__atomic_exchange_n(&__nolibc_ext_atfork_lock, 1, __ATOMIC_ACQUIRE))
		sched_yield();
	n = __nolibc_ext_atfork_count;
	if (n < __NOLIBC_EXT_ATFORK_MAX) {
		a = &__nolibc_ext_atfork[n];
		a->prepare = prepare;
		a->parent = parent;
		a->child = child;
		__atomic_store_n(&__nolibc_ext_atfork_count, n + 1, __ATOMIC_RELEASE);
		ret = 0;
	}
	__atomic_store_n(&__nolibc_ext_atfork_lock, 0, __ATOMIC_RELEASE);
	__nolibc_ext_fork_hook = __nolibc_ext_fork_stage;
	return ret;
}

/*
 * Attributes: int pthread_attr_init(pthread_attr_t *attr) and the rest of
 * the family.
 */
static __attribute__((unused))
int pthread_attr_init(pthread_attr_t *attr)
{
	memset(attr, 0, sizeof(*attr));
	attr->stacksize = sizeof(long) == 8 ? 8 << 20 : 2 << 20;
	attr->guardsize = getpagesize();
	return 0;
}

static __attribute__((unused))
int pthread_attr_destroy(pthread_attr_t *attr)
{
	free(attr->cpuset);
	attr->cpuset = NULL;
	return 0;
}

/* the guard below the stack, rounded up to pages when a thread is made */
static __attribute__((unused))
int pthread_attr_setguardsize(pthread_attr_t *attr, size_t size)
{
	attr->guardsize = size;
	return 0;
}

static __attribute__((unused))
int pthread_attr_getguardsize(const pthread_attr_t *attr, size_t *size)
{
	*size = attr->guardsize;
	return 0;
}

static __attribute__((unused))
int pthread_attr_setscope(pthread_attr_t *attr, int scope)
{
	if (scope == PTHREAD_SCOPE_PROCESS)
		return ENOTSUP;	/* Linux threads all compete system-wide */
	if (scope != PTHREAD_SCOPE_SYSTEM)
		return EINVAL;
	attr->scope = scope;
	return 0;
}

static __attribute__((unused))
int pthread_attr_getscope(const pthread_attr_t *attr, int *scope)
{
	*scope = attr->scope;
	return 0;
}

static __attribute__((unused))
int pthread_attr_getinheritsched(const pthread_attr_t *attr, int *inherit)
{
	*inherit = attr->inheritsched;
	return 0;
}

static __attribute__((unused))
int pthread_attr_getschedpolicy(const pthread_attr_t *attr, int *policy)
{
	*policy = attr->policy;
	return 0;
}

/*
 * int pthread_attr_setaffinity_np(pthread_attr_t *attr, size_t size,
 *				    const cpu_set_t *set);
 * A copy of set, which pthread_create() gives the thread before it runs;
 * no set (or size 0) gives it its creator's again, as glibc does.
 */
static __attribute__((unused))
int pthread_attr_setaffinity_np(pthread_attr_t *attr, size_t size, const cpu_set_t *set)
{
	cpu_set_t *copy;

	if (!set || !size) {
		free(attr->cpuset);
		attr->cpuset = NULL;
		attr->cpusetsize = 0;
		return 0;
	}
	copy = malloc(size);
	if (!copy)
		return ENOMEM;
	memcpy(copy, set, size);
	free(attr->cpuset);
	attr->cpuset = copy;
	attr->cpusetsize = size;
	return 0;
}

/*
 * The set, zero-filled past its size; a set too small for one of its CPUs
 * is EINVAL; without a set, every CPU.
 */
static __attribute__((unused))
int pthread_attr_getaffinity_np(const pthread_attr_t *attr, size_t size, cpu_set_t *set)
{
	const char *have = (const char *)attr->cpuset;
	size_t i;

	if (!have) {
		memset(set, 0xff, size);
		return 0;
	}
	for (i = size; i < attr->cpusetsize; i++)
		if (have[i])
			return EINVAL;
	i = size < attr->cpusetsize ? size : attr->cpusetsize;
	memcpy(set, have, i);
	memset((char *)set + i, 0, size - i);
	return 0;
}

static __attribute__((unused))
int pthread_attr_setstacksize(pthread_attr_t *attr, size_t size)
{
	if (size < PTHREAD_STACK_MIN)
		return EINVAL;
	attr->stacksize = size;
	return 0;
}

static __attribute__((unused))
int pthread_attr_getstacksize(const pthread_attr_t *attr, size_t *size)
{
	*size = attr->stacksize;
	return 0;
}

static __attribute__((unused))
int pthread_attr_setdetachstate(pthread_attr_t *attr, int state)
{
	if (state != PTHREAD_CREATE_JOINABLE && state != PTHREAD_CREATE_DETACHED)
		return EINVAL;
	attr->detachstate = state;
	return 0;
}

static __attribute__((unused))
int pthread_attr_getdetachstate(const pthread_attr_t *attr, int *state)
{
	*state = attr->detachstate;
	return 0;
}

static __attribute__((unused))
int pthread_attr_setinheritsched(pthread_attr_t *attr, int inherit)
{
	if (inherit != PTHREAD_INHERIT_SCHED && inherit != PTHREAD_EXPLICIT_SCHED)
		return EINVAL;
	attr->inheritsched = inherit;
	return 0;
}

static __attribute__((unused))
int pthread_attr_setschedpolicy(pthread_attr_t *attr, int policy)
{
	if (policy < 0)
		return EINVAL;
	attr->policy = policy;
	return 0;
}

static __attribute__((unused))
int pthread_attr_setschedparam(pthread_attr_t *attr, const struct sched_param *param)
{
	attr->param = *param;
	return 0;
}

static __attribute__((unused))
int pthread_attr_getschedparam(const pthread_attr_t *attr, struct sched_param *param)
{
	*param = attr->param;
	return 0;
}

static __attribute__((unused))
int __nolibc_ext_thread_start(void *arg)
{
	struct __nolibc_ext_thread *t = arg;
	int gate;

	while ((gate = __atomic_load_n(&t->gate, __ATOMIC_ACQUIRE)) == 0)
		__nolibc_ext_futex_wait(&t->gate, 0, NULL, CLOCK_MONOTONIC);
	if (gate == 2)
		return 0;
	__nolibc_ext_thread_end(t, t->start(t->arg));
}

/*
 * int pthread_create(pthread_t *thread, const pthread_attr_t *attr,
 *		      void *(*start)(void *), void *arg);
 */
static __attribute__((unused))
int pthread_create(pthread_t *thread, const pthread_attr_t *attr,
		   void *(*start)(void *), void *arg)
{
	const unsigned long flags = CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND |
		CLONE_THREAD | CLONE_SYSVSEM | CLONE_SETTLS | CLONE_PARENT_SETTID |
		CLONE_CHILD_CLEARTID;
	size_t page = getpagesize(), guard, stack, size;
	int gated = attr && (attr->inheritsched == PTHREAD_EXPLICIT_SCHED || attr->cpuset);
	int detached = attr && attr->detachstate == PTHREAD_CREATE_DETACHED;
	struct __nolibc_ext_thread *t;
	struct __nolibc_ext_thread_slot *s;
	unsigned long desc[4];
	pthread_attr_t def;
	char *map, *tp;
	long ret;

	if (!attr) {
		pthread_attr_init(&def);
		attr = &def;
	}
	__nolibc_ext_fork_hook = __nolibc_ext_fork_stage;
	__nolibc_ext_thread_reap();
	/* sizes that wrap around are EINVAL, as in glibc */
	if (attr->guardsize > (size_t)-1 / 2 || attr->stacksize > (size_t)-1 / 4)
		return EINVAL;
	guard = (attr->guardsize + page - 1) & ~(page - 1);
	stack = (attr->stacksize + page - 1) & ~(page - 1);
	size = guard + stack + ((__nolibc_ext_tls.size + page - 1) & ~(page - 1));
	if (size < guard + stack)
		return EINVAL;
	t = __atomic_exchange_n(&__nolibc_ext_spare, NULL, __ATOMIC_ACQ_REL);
	if (t && t->map_size == size && t->guard == guard) {
		map = t->map;
		memset(map + guard + stack, 0, size - guard - stack);
	} else {
		if (t)
			munmap(t->map, t->map_size);
		map = mmap(NULL, size, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
		if (map == MAP_FAILED)
			return EAGAIN;
		if (guard && mprotect(map, guard, PROT_NONE)) {
			munmap(map, size);
			return EAGAIN;
		}
	}
	tp = __nolibc_ext_tls_lay(map + guard + stack);
	t = __nolibc_ext_tls_self(tp);
	t->start = start;
	t->arg = arg;
	t->map = map;
	t->map_size = size;
	t->guard = guard;
	t->gate = !gated;
	if (__nolibc_ext_slot_take(t) < 0) {
		munmap(map, size);
		return EAGAIN;
	}
	s = &__nolibc_ext_threads[t->slot];
	__atomic_fetch_add(&__nolibc_ext_threads_running, 1, __ATOMIC_ACQ_REL);
	ret = __nolibc_ext_clone(__nolibc_ext_thread_start, map + guard + stack, flags, t,
				 &s->tid, __nolibc_ext_tls_arg(tp, desc), &s->tid);
	if (ret < 0) {
		__atomic_fetch_sub(&__nolibc_ext_threads_running, 1, __ATOMIC_ACQ_REL);
		__nolibc_ext_thread_free(t);
		return -ret;
	}
	if (gated) {
		/*
		 * the thread waits at its gate until its CPUs, then its
		 * policy, are set (glibc's order: its error wins)
		 */
		ret = 0;
		if (attr->cpuset)
			ret = my_syscall3(__NR_sched_setaffinity, s->tid, attr->cpusetsize,
					  attr->cpuset);
		if (!ret && attr->inheritsched == PTHREAD_EXPLICIT_SCHED)
			ret = my_syscall3(__NR_sched_setscheduler, s->tid, attr->policy,
					  &attr->param);
		__atomic_store_n(&t->gate, ret ? 2 : 1, __ATOMIC_RELEASE);
		__nolibc_ext_futex_wake(&t->gate, 1);
		if (ret) {
			pid_t tid;

			while ((tid = __atomic_load_n(&s->tid, __ATOMIC_ACQUIRE)))
				__nolibc_ext_futex_wait(&s->tid, tid, NULL, CLOCK_MONOTONIC);
			__atomic_fetch_sub(&__nolibc_ext_threads_running, 1, __ATOMIC_ACQ_REL);
			__nolibc_ext_thread_free(t);
			return -ret;
		}
	}
	/*
	 * Detached from here on, the thread may end and be freed at any time:
	 * nothing of it is read after this store, only the slot.
	 */
	*thread = (pthread_t)t;
	if (detached)
		__atomic_store_n(&s->state, __NOLIBC_EXT_DETACHED, __ATOMIC_RELEASE);
	return 0;
}

/*
 * pthread_t pthread_self(void); int pthread_equal(pthread_t, pthread_t);
 */
static __attribute__((unused))
pthread_t pthread_self(void)
{
	return (pthread_t)__nolibc_ext_self();
}

static __attribute__((unused))
int pthread_equal(pthread_t a, pthread_t b)
{
	return a == b;
}

/* A thread's id, or 0 once it has ended or for no thread we know. */
static __attribute__((unused))
pid_t __nolibc_ext_thread_tid(pthread_t thread)
{
	struct __nolibc_ext_thread *t = (struct __nolibc_ext_thread *)thread;

	if (t == __nolibc_ext_self())
		return my_syscall0(__NR_gettid);
	if (t == __nolibc_ext_main_thread)
		return getpid();
	return __atomic_load_n(&__nolibc_ext_threads[t->slot].tid, __ATOMIC_ACQUIRE);
}

/*
 * void pthread_exit(void *result);
 */
static __attribute__((unused, noreturn))
void pthread_exit(void *result)
{
	__nolibc_ext_thread_end(__nolibc_ext_self(), result);
}

/* a join cancelled while it waited gives its target back */
static __attribute__((unused))
void __nolibc_ext_unjoin(void *slot)
{
	struct __nolibc_ext_thread_slot *s = slot;

	__atomic_store_n(&s->state, __NOLIBC_EXT_JOINABLE, __ATOMIC_RELEASE);
}

/*
 * int pthread_join(pthread_t thread, void **result);
 * int pthread_tryjoin_np(pthread_t thread, void **result);
 * int pthread_detach(pthread_t thread);
 */
static __attribute__((unused))
int __nolibc_ext_join(pthread_t thread, void **result, int wait)
{
	struct __nolibc_ext_thread *t = (struct __nolibc_ext_thread *)thread;
	struct __nolibc_ext_thread_slot *s;
	struct __nolibc_ext_thread *self;
	struct __nolibc_ext_cleanup undo;
	int joinable = __NOLIBC_EXT_JOINABLE;
	pid_t tid;

	if (wait)	/* a cancellation point */
		__nolibc_ext_cp_leave(__nolibc_ext_cp_enter());
	if (t == __nolibc_ext_self())
		return EDEADLK;
	if (t == __nolibc_ext_main_thread)
		return EINVAL;
	s = &__nolibc_ext_threads[t->slot];
	if (!__atomic_compare_exchange_n(&s->state, &joinable, __NOLIBC_EXT_JOINING, 0,
					 __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
		return EINVAL;
	/* a cancellation point: cancelled while waiting, the target stays joinable */
	self = __nolibc_ext_self();
	undo.fn = __nolibc_ext_unjoin;
	undo.arg = s;
	undo.prev = self->cleanup;
	self->cleanup = &undo;
	while ((tid = __atomic_load_n(&s->tid, __ATOMIC_ACQUIRE))) {
		if (!wait) {
			self->cleanup = undo.prev;
			__atomic_store_n(&s->state, __NOLIBC_EXT_JOINABLE, __ATOMIC_RELEASE);
			return EBUSY;
		}
		__nolibc_ext_cp_enter();
		__nolibc_ext_futex_wait(&s->tid, tid, NULL, CLOCK_MONOTONIC);
		__nolibc_ext_cp_leave(self);
	}
	self->cleanup = undo.prev;
	if (result)
		*result = t->result;
	__nolibc_ext_thread_free(t);
	return 0;
}

static __attribute__((unused))
int pthread_join(pthread_t thread, void **result)
{
	return __nolibc_ext_join(thread, result, 1);
}

static __attribute__((unused))
int pthread_tryjoin_np(pthread_t thread, void **result)
{
	return __nolibc_ext_join(thread, result, 0);
}

static __attribute__((unused))
int pthread_detach(pthread_t thread)
{
	struct __nolibc_ext_thread *t = (struct __nolibc_ext_thread *)thread;
	int joinable = __NOLIBC_EXT_JOINABLE;

	if (t == __nolibc_ext_main_thread ||
	    !__atomic_compare_exchange_n(&__nolibc_ext_threads[t->slot].state, &joinable,
					 __NOLIBC_EXT_DETACHED, 0, __ATOMIC_ACQ_REL,
					 __ATOMIC_RELAXED))
		return EINVAL;
	__nolibc_ext_thread_reap();
	return 0;
}

/*
 * int pthread_kill(pthread_t thread, int sig);
 * int pthread_sigmask(int how, const sigset_t *set, sigset_t *old);
 */
static __attribute__((unused))
int pthread_kill(pthread_t thread, int sig)
{
	pid_t tid = __nolibc_ext_thread_tid(thread), pid;

	if (!tid)
		return ESRCH;
	pid = getpid();
	return -my_syscall3(__NR_tgkill, pid, tid, sig);
}

static __attribute__((unused))
int pthread_sigmask(int how, const sigset_t *set, sigset_t *old)
{
	return sigprocmask(how, set, old) ? errno : 0;
}

/*
 * Scheduling: int pthread_setschedparam(pthread_t, int policy,
 * const struct sched_param *); int pthread_getschedparam(pthread_t,
 * int *policy, struct sched_param *).
 */
static __attribute__((unused))
int pthread_setschedparam(pthread_t thread, int policy, const struct sched_param *param)
{
	pid_t tid = __nolibc_ext_thread_tid(thread);

	if (!tid)
		return ESRCH;
	return -my_syscall3(__NR_sched_setscheduler, tid, policy, param);
}

static __attribute__((unused))
int pthread_getschedparam(pthread_t thread, int *policy, struct sched_param *param)
{
	pid_t tid = __nolibc_ext_thread_tid(thread);
	long ret;

	if (!tid)
		return ESRCH;
	ret = my_syscall1(__NR_sched_getscheduler, tid);
	if (ret < 0)
		return -ret;
	*policy = ret;
	return -my_syscall2(__NR_sched_getparam, tid, param);
}

/*
 * int pthread_setaffinity_np(pthread_t thread, size_t size, const cpu_set_t *set);
 * int pthread_getaffinity_np(pthread_t thread, size_t size, cpu_set_t *set);
 * The kernel's answer, the part of set past what it wrote zero-filled.
 */
static __attribute__((unused))
int pthread_setaffinity_np(pthread_t thread, size_t size, const cpu_set_t *set)
{
	pid_t tid = __nolibc_ext_thread_tid(thread);

	if (!tid)
		return ESRCH;
	return -my_syscall3(__NR_sched_setaffinity, tid, size, set);
}

static __attribute__((unused))
int pthread_getaffinity_np(pthread_t thread, size_t size, cpu_set_t *set)
{
	pid_t tid = __nolibc_ext_thread_tid(thread);
	long ret;

	if (!tid)
		return ESRCH;
	ret = my_syscall3(__NR_sched_getaffinity, tid, size, set);
	if (ret < 0)
		return -ret;
	memset((char *)set + ret, 0, size - ret);
	return 0;
}

/*
 * int pthread_setname_np(pthread_t thread, const char *name);
 * int pthread_getname_np(pthread_t thread, char *name, size_t len);
 * The kernel's comm, 15 bytes and a NUL: prctl() for the calling thread,
 * /proc/self/task/<tid>/comm for another, as glibc does.
 */
static __attribute__((unused))
int __nolibc_ext_comm_open(pthread_t thread, int flags)
{
	char path[48] = "/proc/self/task/";
	pid_t tid = __nolibc_ext_thread_tid(thread);
	long fd;

	if (!tid)
		return -ESRCH;
	strcpy(path + 16 + utoa_r(tid, path + 16), "/comm");
	fd = my_syscall4(__NR_openat, AT_FDCWD, path, flags | O_CLOEXEC, 0);
	return fd;
}

static __attribute__((unused))
int pthread_setname_np(pthread_t thread, const char *name)
{
	size_t len = strlen(name);
	long fd, ret;

	if (len > 15)
		return ERANGE;
	if ((struct __nolibc_ext_thread *)thread == __nolibc_ext_self())
		return -my_syscall5(__NR_prctl, 15 /* PR_SET_NAME */, name, 0, 0, 0);
	fd = __nolibc_ext_comm_open(thread, O_WRONLY);
	if (fd < 0)
		return -fd;
	ret = my_syscall3(__NR_write, fd, name, len);
	my_syscall1(__NR_close, fd);
	return ret < 0 ? -ret : (size_t)ret == len ? 0 : EIO;
}

static __attribute__((unused))
int pthread_getname_np(pthread_t thread, char *name, size_t len)
{
	char comm[17];
	long fd, ret;

	if (len < 16)
		return ERANGE;
	if ((struct __nolibc_ext_thread *)thread == __nolibc_ext_self()) {
		ret = my_syscall5(__NR_prctl, 16 /* PR_GET_NAME */, comm, 0, 0, 0);
		if (ret < 0)
			return -ret;
		comm[16] = 0;
		strcpy(name, comm);
		return 0;
	}
	fd = __nolibc_ext_comm_open(thread, O_RDONLY);
	if (fd < 0)
		return -fd;
	ret = my_syscall3(__NR_read, fd, comm, 16);
	my_syscall1(__NR_close, fd);
	if (ret < 0)
		return -ret;
	if (ret > 0 && comm[ret - 1] == '\n')
		ret--;
	comm[ret] = 0;
	strcpy(name, comm);
	return 0;
}

/*
 * int pthread_getcpuclockid(pthread_t thread, clockid_t *clock);
 * The kernel's CPU-time clock of one thread: its id inverted, shifted,
 * CPUCLOCK_SCHED (2) and CPUCLOCK_PERTHREAD (4).
 */
static __attribute__((unused))
int pthread_getcpuclockid(pthread_t thread, clockid_t *clock)
{
	pid_t tid = __nolibc_ext_thread_tid(thread);

	if (!tid)
		return ESRCH;
	*clock = (clockid_t)(~(unsigned int)tid << 3) | 6;
	return 0;
}

/*
 * Cancellation: int pthread_cancel(pthread_t thread);
 * int pthread_setcancelstate(int state, int *old);
 * int pthread_setcanceltype(int type, int *old); void pthread_testcancel(void);
 */
/*
 * A cancel acts on the calling thread: it ends as cancelled, with
 * cancellation off, so that a cancellation point in a cleanup handler
 * (a write(), a join) or a second cancel does not start over.
 */
static __attribute__((unused))
void __nolibc_ext_cancel_self(void)
{
	struct __nolibc_ext_thread *t = __nolibc_ext_self();

	__atomic_store_n(&t->cancel_disabled, 1, __ATOMIC_SEQ_CST);
	t->cancel_async = 0;
	t->in_cp = 0;
	__nolibc_ext_thread_end(t, PTHREAD_CANCELED);
}

/*
 * pthread_cancel()'s signal: the thread ends now if it takes cancels at
 * any time, or if it is inside a cancellation point; otherwise the
 * cancel waits for the next one.
 */
static __attribute__((unused)) __NOLIBC_EXT_HANDLER
void __nolibc_ext_cancel_handler(int sig)
{
	struct __nolibc_ext_thread *t = __nolibc_ext_self();

	(void)sig;
	if (__atomic_load_n(&t->cancel_pending, __ATOMIC_SEQ_CST) && !t->cancel_disabled &&
	    (t->cancel_async || __atomic_load_n(&t->in_cp, __ATOMIC_SEQ_CST)))
		__nolibc_ext_cancel_self();
}

static __attribute__((unused))
int pthread_cancel(pthread_t thread)
{
	struct __nolibc_ext_thread *t = (struct __nolibc_ext_thread *)thread;
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = __nolibc_ext_cancel_handler;
	sa.sa_flags = SA_RESTART;
	__nolibc_ext_cancel_now = __nolibc_ext_cancel_self;
	if (sigaction(__NOLIBC_EXT_SIGCANCEL, &sa, NULL))
		return errno;
	__atomic_store_n(&t->cancel_pending, 1, __ATOMIC_SEQ_CST);
	return pthread_kill(thread, __NOLIBC_EXT_SIGCANCEL);
}

static __attribute__((unused))
void pthread_testcancel(void)
{
	__nolibc_ext_cp_leave(__nolibc_ext_cp_enter());
}

static __attribute__((unused))
int pthread_setcancelstate(int state, int *old)
{
	struct __nolibc_ext_thread *t = __nolibc_ext_self();

	if (state != PTHREAD_CANCEL_ENABLE && state != PTHREAD_CANCEL_DISABLE)
		return EINVAL;
	if (old)
		*old = t->cancel_disabled;
	__atomic_store_n(&t->cancel_disabled, state, __ATOMIC_SEQ_CST);
	if (t->cancel_async)
		__nolibc_ext_cancel_handler(0);
	return 0;
}

static __attribute__((unused))
int pthread_setcanceltype(int type, int *old)
{
	struct __nolibc_ext_thread *t = __nolibc_ext_self();

	if (type != PTHREAD_CANCEL_DEFERRED && type != PTHREAD_CANCEL_ASYNCHRONOUS)
		return EINVAL;
	if (old)
		*old = t->cancel_async;
	__atomic_store_n(&t->cancel_async, type, __ATOMIC_SEQ_CST);
	if (type == PTHREAD_CANCEL_ASYNCHRONOUS)
		__nolibc_ext_cancel_handler(0);
	return 0;
}

/*
 * void pthread_cleanup_push(void (*fn)(void *), void *arg);
 * void pthread_cleanup_pop(int execute); a pair in one block, as POSIX has.
 */
#define pthread_cleanup_push(fn_, arg_)						\
	do {									\
		struct __nolibc_ext_thread *__cl_t = __nolibc_ext_self();	\
		struct __nolibc_ext_cleanup __cl = { (fn_), (arg_), __cl_t->cleanup }; \
		__cl_t->cleanup = &__cl;
#define pthread_cleanup_pop(execute_)						\
		__cl_t->cleanup = __cl.prev;					\
		if (execute_)							\
			__cl.fn(__cl.arg);					\
	} while (0)

/*
 * Mutexes: int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t *),
 * lock, trylock, timedlock, unlock, destroy; the attribute calls.
 */
static __attribute__((unused))
int pthread_mutexattr_init(pthread_mutexattr_t *attr)
{
	memset(attr, 0, sizeof(*attr));
	return 0;
}

static __attribute__((unused))
int pthread_mutexattr_destroy(pthread_mutexattr_t *attr)
{
	(void)attr;
	return 0;
}

static __attribute__((unused))
int pthread_mutexattr_settype(pthread_mutexattr_t *attr, int kind)
{
	if (kind < PTHREAD_MUTEX_NORMAL || kind > PTHREAD_MUTEX_ERRORCHECK)
		return EINVAL;
	attr->kind = kind;
	return 0;
}

static __attribute__((unused))
int pthread_mutexattr_gettype(const pthread_mutexattr_t *attr, int *kind)
{
	*kind = attr->kind;
	return 0;
}

static __attribute__((unused))
int pthread_mutexattr_setpshared(pthread_mutexattr_t *attr, int pshared)
{
	if (pshared != PTHREAD_PROCESS_PRIVATE && pshared != PTHREAD_PROCESS_SHARED)
		return EINVAL;
	attr->pshared = pshared;
	return 0;
}

static __attribute__((unused))
int pthread_mutexattr_getpshared(const pthread_mutexattr_t *attr, int *pshared)
{
	*pshared = attr->pshared;
	return 0;
}

/*
 * Priority inheritance is the kernel's PI futex (FUTEX_LOCK_PI and
 * FUTEX_UNLOCK_PI on the owner's tid); priority protection is not
 * implemented: ENOTSUP.
 */
static __attribute__((unused))
int pthread_mutexattr_setprotocol(pthread_mutexattr_t *attr, int protocol)
{
	if (protocol == PTHREAD_PRIO_PROTECT)
		return ENOTSUP;
	if (protocol != PTHREAD_PRIO_NONE && protocol != PTHREAD_PRIO_INHERIT)
		return EINVAL;
	attr->protocol = protocol;
	return 0;
}

static __attribute__((unused))
int pthread_mutexattr_getprotocol(const pthread_mutexattr_t *attr, int *protocol)
{
	*protocol = attr->protocol;
	return 0;
}

static __attribute__((unused))
int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *attr)
{
	memset(m, 0, sizeof(*m));
	if (attr) {
		m->kind = attr->kind;
		m->pi = attr->protocol == PTHREAD_PRIO_INHERIT;
	}
	return 0;
}

static __attribute__((unused))
int pthread_mutex_destroy(pthread_mutex_t *m)
{
	return __atomic_load_n(&m->lock, __ATOMIC_ACQUIRE) ? EBUSY : 0;
}

/* The lock word alone: 0 -> 1 uncontended, else 2 and sleep on it. */
static __attribute__((unused))
int __nolibc_ext_lock(int *lock, const struct timespec *abstime, int wait)
{
	int c = 0;

	if (__atomic_compare_exchange_n(lock, &c, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
		return 0;
	if (!wait)
		return EBUSY;
	if (__nolibc_ext_bad_time(abstime))
		return EINVAL;
	while (__atomic_exchange_n(lock, 2, __ATOMIC_ACQUIRE) != 0)
		if (__nolibc_ext_futex_wait(lock, 2, abstime, CLOCK_REALTIME) == -ETIMEDOUT)
			return ETIMEDOUT;
	return 0;
}

static __attribute__((unused))
void __nolibc_ext_unlock(int *lock)
{
	if (__atomic_exchange_n(lock, 0, __ATOMIC_RELEASE) == 2)
		__nolibc_ext_futex_wake(lock, 1);
}

/*
 * A PI lock word: 0 -> the caller's tid uncontended, else the kernel
 * queues the caller and lends the owner its priority (an absolute
 * CLOCK_REALTIME timeout, as FUTEX_LOCK_PI takes it).
 */
static __attribute__((unused))
int __nolibc_ext_pi_lock(int *lock, const struct timespec *abstime, int wait)
{
	int c = 0;
	long r;

	if (__atomic_compare_exchange_n(lock, &c, (int)my_syscall0(__NR_gettid), 0,
					__ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
		return 0;
	if (!wait)
		return EBUSY;
	if (__nolibc_ext_bad_time(abstime))
		return EINVAL;
	do
		r = my_syscall6(__NR_futex, lock, FUTEX_LOCK_PI, 0, abstime, NULL, 0);
	while (r == -EINTR);
	return -r;
}

static __attribute__((unused))
void __nolibc_ext_pi_unlock(int *lock)
{
	int me = my_syscall0(__NR_gettid);

	if (!__atomic_compare_exchange_n(lock, &me, 0, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED))
		my_syscall6(__NR_futex, lock, FUTEX_UNLOCK_PI, 0, NULL, NULL, 0);
}

static __attribute__((unused))
int __nolibc_ext_mutex_lock(pthread_mutex_t *m, const struct timespec *abstime, int wait)
{
	pid_t me = 0;
	int ret;

	if (m->kind != PTHREAD_MUTEX_NORMAL) {
		me = my_syscall0(__NR_gettid);
		if (__atomic_load_n(&m->owner, __ATOMIC_RELAXED) == me) {
			if (m->kind != PTHREAD_MUTEX_RECURSIVE)
				return EDEADLK;
			if (m->count == UINT_MAX)
				return EAGAIN;
			m->count++;
			return 0;
		}
	}
	ret = m->pi ? __nolibc_ext_pi_lock(&m->lock, abstime, wait) :
		      __nolibc_ext_lock(&m->lock, abstime, wait);
	if (!ret && me) {
		__atomic_store_n(&m->owner, me, __ATOMIC_RELAXED);
		m->count = 1;
	}
	return ret;
}

static __attribute__((unused))
int pthread_mutex_lock(pthread_mutex_t *m)
{
	return __nolibc_ext_mutex_lock(m, NULL, 1);
}

static __attribute__((unused))
int pthread_mutex_trylock(pthread_mutex_t *m)
{
	return __nolibc_ext_mutex_lock(m, NULL, 0);
}

static __attribute__((unused))
int pthread_mutex_timedlock(pthread_mutex_t *m, const struct timespec *abstime)
{
	return __nolibc_ext_mutex_lock(m, abstime, 1);
}

static __attribute__((unused))
int pthread_mutex_unlock(pthread_mutex_t *m)
{
	if (m->kind != PTHREAD_MUTEX_NORMAL) {
		if (__atomic_load_n(&m->owner, __ATOMIC_RELAXED) != my_syscall0(__NR_gettid))
			return EPERM;
		if (--m->count)
			return 0;
		__atomic_store_n(&m->owner, 0, __ATOMIC_RELAXED);
	}
	if (m->pi)
		__nolibc_ext_pi_unlock(&m->lock);
	else
		__nolibc_ext_unlock(&m->lock);
	return 0;
}

/*
 * Condition variables: int pthread_cond_init(pthread_cond_t *,
 * const pthread_condattr_t *), wait, timedwait, signal, broadcast,
 * destroy; the attribute calls.
 */
static __attribute__((unused))
int pthread_condattr_init(pthread_condattr_t *attr)
{
	memset(attr, 0, sizeof(*attr));
	return 0;
}

static __attribute__((unused))
int pthread_condattr_destroy(pthread_condattr_t *attr)
{
	(void)attr;
	return 0;
}

static __attribute__((unused))
int pthread_condattr_setclock(pthread_condattr_t *attr, clockid_t clock)
{
	if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC)
		return EINVAL;
	attr->clock = clock;
	return 0;
}

static __attribute__((unused))
int pthread_condattr_setpshared(pthread_condattr_t *attr, int pshared)
{
	if (pshared != PTHREAD_PROCESS_PRIVATE && pshared != PTHREAD_PROCESS_SHARED)
		return EINVAL;
	attr->pshared = pshared;
	return 0;
}

static __attribute__((unused))
int pthread_condattr_getclock(const pthread_condattr_t *attr, clockid_t *clock)
{
	*clock = attr->clock;
	return 0;
}

static __attribute__((unused))
int pthread_condattr_getpshared(const pthread_condattr_t *attr, int *pshared)
{
	*pshared = attr->pshared;
	return 0;
}

static __attribute__((unused))
int pthread_cond_init(pthread_cond_t *c, const pthread_condattr_t *attr)
{
	c->seq = 0;
	c->clock = attr ? attr->clock : CLOCK_REALTIME;
	return 0;
}

static __attribute__((unused))
int pthread_cond_destroy(pthread_cond_t *c)
{
	(void)c;
	return 0;
}

/* others may sleep on the mutex: a normal one is taken as contended */
static __attribute__((unused))
void __nolibc_ext_cond_relock(void *mutex)
{
	pthread_mutex_t *m = mutex;

	if (m->kind == PTHREAD_MUTEX_NORMAL && !m->pi) {
		while (__atomic_exchange_n(&m->lock, 2, __ATOMIC_ACQUIRE) != 0)
			__nolibc_ext_futex_wait(&m->lock, 2, NULL, CLOCK_REALTIME);
	} else {
		pthread_mutex_lock(m);
	}
}

/*
 * A waiter cancelled in pthread_cond_wait(): the wake it may have taken
 * from pthread_cond_signal() goes to another waiter (a spurious one is
 * allowed, a lost one is not), and it owns the mutex again.
 */
struct __nolibc_ext_cond_waiter {
	pthread_cond_t *c;
	pthread_mutex_t *m;
};

static __attribute__((unused))
void __nolibc_ext_cond_cancelled(void *arg)
{
	struct __nolibc_ext_cond_waiter *w = arg;

	__atomic_fetch_add(&w->c->seq, 1, __ATOMIC_ACQ_REL);
	__nolibc_ext_futex_wake(&w->c->seq, 1);
	__nolibc_ext_cond_relock(w->m);
}

static __attribute__((unused))
int pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m,
			   const struct timespec *abstime)
{
	struct __nolibc_ext_thread *self = __nolibc_ext_self();
	unsigned int seq = __atomic_load_n(&c->seq, __ATOMIC_ACQUIRE);
	struct __nolibc_ext_cond_waiter w = { c, m };
	struct __nolibc_ext_cleanup relock;
	int ret = 0, err;

	if (__nolibc_ext_bad_time(abstime))
		return EINVAL;
	__nolibc_ext_cp_leave(__nolibc_ext_cp_enter());
	err = pthread_mutex_unlock(m);
	if (err)
		return err;
	/*
	 * A cancellation point: cancelled while waiting, the thread takes the
	 * mutex again before its cleanup handlers run, as POSIX wants.
	 */
	relock.fn = __nolibc_ext_cond_cancelled;
	relock.arg = &w;
	relock.prev = self->cleanup;
	self->cleanup = &relock;
	__nolibc_ext_cp_enter();
	if (__nolibc_ext_futex_wait(&c->seq, seq, abstime, c->clock) == -ETIMEDOUT)
		ret = ETIMEDOUT;
	__nolibc_ext_cp_leave(self);
	self->cleanup = relock.prev;
	__nolibc_ext_cond_relock(m);
	return ret;
}

static __attribute__((unused))
int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m)
{
	return pthread_cond_timedwait(c, m, NULL);
}

static __attribute__((unused))
int pthread_cond_signal(pthread_cond_t *c)
{
	__atomic_fetch_add(&c->seq, 1, __ATOMIC_ACQ_REL);
	__nolibc_ext_futex_wake(&c->seq, 1);
	return 0;
}

static __attribute__((unused))
int pthread_cond_broadcast(pthread_cond_t *c)
{
	__atomic_fetch_add(&c->seq, 1, __ATOMIC_ACQ_REL);
	__nolibc_ext_futex_wake(&c->seq, INT_MAX);
	return 0;
}

/*
 * Barriers: int pthread_barrier_init(pthread_barrier_t *,
 * const pthread_barrierattr_t *, unsigned int count), wait, destroy.
 */
static __attribute__((unused))
int pthread_barrier_init(pthread_barrier_t *b, const pthread_barrierattr_t *attr,
			 unsigned int count)
{
	(void)attr;
	if (!count)
		return EINVAL;
	b->count = count;
	b->left = count;
	b->round = 0;
	return 0;
}

static __attribute__((unused))
int pthread_barrier_destroy(pthread_barrier_t *b)
{
	(void)b;
	return 0;
}

static __attribute__((unused))
int pthread_barrier_wait(pthread_barrier_t *b)
{
	unsigned int round = __atomic_load_n(&b->round, __ATOMIC_ACQUIRE);

	if (__atomic_sub_fetch(&b->left, 1, __ATOMIC_ACQ_REL) == 0) {
		/* the last one in opens the next round */
		__atomic_store_n(&b->left, b->count, __ATOMIC_RELAXED);
		__atomic_fetch_add(&b->round, 1, __ATOMIC_RELEASE);
		__nolibc_ext_futex_wake(&b->round, INT_MAX);
		return PTHREAD_BARRIER_SERIAL_THREAD;
	}
	while (__atomic_load_n(&b->round, __ATOMIC_ACQUIRE) == round)
		__nolibc_ext_futex_wait(&b->round, round, NULL, CLOCK_MONOTONIC);
	return 0;
}

static __attribute__((unused))
int pthread_barrierattr_init(pthread_barrierattr_t *attr)
{
	attr->pshared = PTHREAD_PROCESS_PRIVATE;
	return 0;
}

static __attribute__((unused))
int pthread_barrierattr_destroy(pthread_barrierattr_t *attr)
{
	(void)attr;
	return 0;
}

static __attribute__((unused))
int pthread_barrierattr_setpshared(pthread_barrierattr_t *attr, int pshared)
{
	if (pshared != PTHREAD_PROCESS_PRIVATE && pshared != PTHREAD_PROCESS_SHARED)
		return EINVAL;
	attr->pshared = pshared;
	return 0;
}

static __attribute__((unused))
int pthread_barrierattr_getpshared(const pthread_barrierattr_t *attr, int *pshared)
{
	*pshared = attr->pshared;
	return 0;
}

/*
 * Spin locks: int pthread_spin_init(pthread_spinlock_t *, int pshared),
 * destroy, lock, trylock, unlock. 0 free, 1 taken.
 */
static __attribute__((unused))
int pthread_spin_init(pthread_spinlock_t *lock, int pshared)
{
	(void)pshared;
	*lock = 0;
	return 0;
}

static __attribute__((unused))
int pthread_spin_destroy(pthread_spinlock_t *lock)
{
	(void)lock;
	return 0;
}

static __attribute__((unused))
int pthread_spin_trylock(pthread_spinlock_t *lock)
{
	return __atomic_exchange_n(lock, 1, __ATOMIC_ACQUIRE) ? EBUSY : 0;
}

static __attribute__((unused))
int pthread_spin_lock(pthread_spinlock_t *lock)
{
	while (__atomic_exchange_n(lock, 1, __ATOMIC_ACQUIRE))
		while (__atomic_load_n(lock, __ATOMIC_RELAXED))
			;
	return 0;
}

static __attribute__((unused))
int pthread_spin_unlock(pthread_spinlock_t *lock)
{
	__atomic_store_n(lock, 0, __ATOMIC_RELEASE);
	return 0;
}

/*
 * Read-write locks: int pthread_rwlock_init(pthread_rwlock_t *,
 * const pthread_rwlockattr_t *), destroy, rdlock, tryrdlock,
 * timedrdlock, wrlock, trywrlock, timedwrlock, unlock, and the
 * attributes (pshared, glibc's kind). Readers take it while no writer
 * holds it, and, of the kind PREFER_WRITER_NONRECURSIVE, while no writer
 * waits either; as glibc's, PREFER_WRITER is no different from
 * PREFER_READER. Waiters sleep on seq, which each unlock moves on.
 */
static __attribute__((unused))
int pthread_rwlockattr_init(pthread_rwlockattr_t *attr)
{
	attr->kind = PTHREAD_RWLOCK_DEFAULT_NP;
	attr->pshared = PTHREAD_PROCESS_PRIVATE;
	return 0;
}

static __attribute__((unused))
int pthread_rwlockattr_destroy(pthread_rwlockattr_t *attr)
{
	(void)attr;
	return 0;
}

static __attribute__((unused))
int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *attr, int pshared)
{
	if (pshared != PTHREAD_PROCESS_PRIVATE && pshared != PTHREAD_PROCESS_SHARED)
		return EINVAL;
	attr->pshared = pshared;
	return 0;
}

static __attribute__((unused))
int pthread_rwlockattr_getpshared(const pthread_rwlockattr_t *attr, int *pshared)
{
	*pshared = attr->pshared;
	return 0;
}

static __attribute__((unused))
int pthread_rwlockattr_setkind_np(pthread_rwlockattr_t *attr, int kind)
{
	if (kind < PTHREAD_RWLOCK_PREFER_READER_NP ||
	    kind > PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP)
		return EINVAL;
	attr->kind = kind;
	return 0;
}

static __attribute__((unused))
int pthread_rwlockattr_getkind_np(const pthread_rwlockattr_t *attr, int *kind)
{
	*kind = attr->kind;
	return 0;
}

static __attribute__((unused))
int pthread_rwlock_init(pthread_rwlock_t *rw, const pthread_rwlockattr_t *attr)
{
	memset(rw, 0, sizeof(*rw));
	rw->kind = attr ? attr->kind : PTHREAD_RWLOCK_DEFAULT_NP;
	return 0;
}

static __attribute__((unused))
int pthread_rwlock_destroy(pthread_rwlock_t *rw)
{
	(void)rw;
	return 0;
}

/*
 * One try: 0, or EBUSY (EDEADLK: the caller writes it already). The
 * caller's tid is asked for only when a writer is concerned.
 */
static __attribute__((unused))
int __nolibc_ext_rw_try(pthread_rwlock_t *rw, int write)
{
	int state = __atomic_load_n(&rw->state, __ATOMIC_ACQUIRE);

	if (state < 0 && __atomic_load_n(&rw->writer, __ATOMIC_RELAXED) ==
	    (pid_t)my_syscall0(__NR_gettid))
		return EDEADLK;
	if (write) {
		state = 0;
		if (!__atomic_compare_exchange_n(&rw->state, &state, -1, 0,
						 __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
			return EBUSY;
		__atomic_store_n(&rw->writer, (pid_t)my_syscall0(__NR_gettid),
				 __ATOMIC_RELAXED);
		return 0;
	}
	while (state >= 0) {
		if (rw->kind == PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP &&
		    __atomic_load_n(&rw->writers, __ATOMIC_ACQUIRE))
			return EBUSY;
		if (state == INT_MAX)
			return EAGAIN;	/* as many readers as it counts */
		if (__atomic_compare_exchange_n(&rw->state, &state, state + 1, 0,
						__ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE))
			return 0;
	}
	return EBUSY;
}

static __attribute__((unused))
int __nolibc_ext_rw_lock(pthread_rwlock_t *rw, int write, const struct timespec *abstime)
{
	unsigned int seq;
	int ret;

	/* a bad time is EINVAL even when the lock is free, as glibc has it */
	if (__nolibc_ext_bad_time(abstime))
		return EINVAL;
	for (;;) {
		seq = __atomic_load_n(&rw->seq, __ATOMIC_ACQUIRE);
		ret = __nolibc_ext_rw_try(rw, write);
		if (ret != EBUSY)
			return ret;
		if (write)
			__atomic_fetch_add(&rw->writers, 1, __ATOMIC_ACQ_REL);
		ret = __nolibc_ext_futex_wait(&rw->seq, seq, abstime, CLOCK_REALTIME);
		if (write)
			__atomic_fetch_sub(&rw->writers, 1, __ATOMIC_ACQ_REL);
		if (ret != -ETIMEDOUT)
			continue;
		if (write) {
			/* readers held back by this writer may go on */
			__atomic_fetch_add(&rw->seq, 1, __ATOMIC_ACQ_REL);
			__nolibc_ext_futex_wake(&rw->seq, INT_MAX);
		}
		return ETIMEDOUT;
	}
}

static __attribute__((unused))
int pthread_rwlock_rdlock(pthread_rwlock_t *rw)
{
	return __nolibc_ext_rw_lock(rw, 0, NULL);
}

static __attribute__((unused))
int pthread_rwlock_wrlock(pthread_rwlock_t *rw)
{
	return __nolibc_ext_rw_lock(rw, 1, NULL);
}

static __attribute__((unused))
int pthread_rwlock_timedrdlock(pthread_rwlock_t *rw, const struct timespec *abstime)
{
	return __nolibc_ext_rw_lock(rw, 0, abstime);
}

static __attribute__((unused))
int pthread_rwlock_timedwrlock(pthread_rwlock_t *rw, const struct timespec *abstime)
{
	return __nolibc_ext_rw_lock(rw, 1, abstime);
}

static __attribute__((unused))
int pthread_rwlock_tryrdlock(pthread_rwlock_t *rw)
{
	int ret = __nolibc_ext_rw_try(rw, 0);

	return ret == EDEADLK ? EBUSY : ret;
}

static __attribute__((unused))
int pthread_rwlock_trywrlock(pthread_rwlock_t *rw)
{
	int ret = __nolibc_ext_rw_try(rw, 1);

	return ret == EDEADLK ? EBUSY : ret;
}

static __attribute__((unused))
int pthread_rwlock_unlock(pthread_rwlock_t *rw)
{
	if (__atomic_load_n(&rw->state, __ATOMIC_ACQUIRE) < 0) {
		__atomic_store_n(&rw->writer, 0, __ATOMIC_RELAXED);
		__atomic_store_n(&rw->state, 0, __ATOMIC_RELEASE);
	} else if (__atomic_sub_fetch(&rw->state, 1, __ATOMIC_ACQ_REL) != 0) {
		return 0;	/* readers still hold it: nobody can take it yet */
	}
	__atomic_fetch_add(&rw->seq, 1, __ATOMIC_ACQ_REL);
	__nolibc_ext_futex_wake(&rw->seq, INT_MAX);
	return 0;
}

/*
 * int pthread_once(pthread_once_t *once, void (*fn)(void));
 * 0 not yet, 1 running, 2 done.
 */
static __attribute__((unused))
int pthread_once(pthread_once_t *once, void (*fn)(void))
{
	int state = 0;

	if (__atomic_compare_exchange_n(once, &state, 1, 0, __ATOMIC_ACQ_REL,
					__ATOMIC_ACQUIRE)) {
		fn();
		__atomic_store_n(once, 2, __ATOMIC_RELEASE);
		__nolibc_ext_futex_wake(once, INT_MAX);
		return 0;
	}
	while ((state = __atomic_load_n(once, __ATOMIC_ACQUIRE)) != 2)
		__nolibc_ext_futex_wait(once, state, NULL, CLOCK_MONOTONIC);
	return 0;
}

/*
 * Keys: int pthread_key_create(pthread_key_t *, void (*dtor)(void *)),
 * pthread_key_delete, pthread_setspecific, pthread_getspecific.
 */
static __attribute__((unused))
int pthread_key_create(pthread_key_t *key, void (*dtor)(void *))
{
	int k, unused;

	for (k = 0; k < PTHREAD_KEYS_MAX; k++) {
		unused = 0;
		if (!__atomic_compare_exchange_n(&__nolibc_ext_key_used[k], &unused, 1,
						 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
			continue;
		__nolibc_ext_key_dtor[k] = dtor;
		*key = k;
		return 0;
	}
	return EAGAIN;
}

static __attribute__((unused))
int pthread_key_delete(pthread_key_t key)
{
	if (key >= PTHREAD_KEYS_MAX || !__nolibc_ext_key_used[key])
		return EINVAL;
	__nolibc_ext_key_dtor[key] = NULL;
	__atomic_store_n(&__nolibc_ext_key_used[key], 0, __ATOMIC_RELEASE);
	return 0;
}

static __attribute__((unused))
int pthread_setspecific(pthread_key_t key, const void *value)
{
	if (key >= PTHREAD_KEYS_MAX || !__nolibc_ext_key_used[key])
		return EINVAL;
	__nolibc_ext_self()->keys[key] = (void *)value;
	return 0;
}

static __attribute__((unused))
void *pthread_getspecific(pthread_key_t key)
{
	if (key >= PTHREAD_KEYS_MAX)
		return NULL;
	return __nolibc_ext_self()->keys[key];
}

#endif /* _NOLIBC_EXT_PTHREAD_H */
