/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Synchronisation and thread attributes beyond t-thread.c: POSIX
 * semaphores (<semaphore.h>, unnamed and named), read-write locks, spin
 * locks, the attributes' getters, guard sizes, scope, CPU affinity,
 * thread names and CPU-time clocks.
 */

#define _GNU_SOURCE	/* glibc: the *_np functions */
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "check.h"

#define NTHREADS 6
#define ROUNDS 1000

static void test_sem_counts(const char *name)
{
	EXPECT_START;
	sem_t s;
	int v = -1;

	EXPECT(sem_init(&s, 0, 2) == 0);
	EXPECT(sem_trywait(&s) == 0);
	EXPECT(sem_trywait(&s) == 0);
	EXPECT_ERR(sem_trywait(&s), -1, EAGAIN);
	EXPECT(sem_getvalue(&s, &v) == 0 && v == 0);
	EXPECT(sem_post(&s) == 0);
	EXPECT(sem_getvalue(&s, &v) == 0 && v == 1);
	EXPECT(sem_destroy(&s) == 0);
	EXPECT_END(name);
}

static void test_sem_errors(const char *name)
{
	struct timespec bad = { 0, 1000000000L };
	EXPECT_START;
	sem_t s;
	int v = -1;

	EXPECT_ERR(sem_init(&s, 0, (unsigned int)SEM_VALUE_MAX + 1), -1, EINVAL);
	sem_init(&s, 0, SEM_VALUE_MAX);
	EXPECT_ERR(sem_post(&s), -1, EOVERFLOW);
	sem_init(&s, 0, 1);
	/* a bad time is refused before the token there is taken */
	EXPECT_ERR(sem_timedwait(&s, &bad), -1, EINVAL);
	EXPECT(sem_getvalue(&s, &v) == 0 && v == 1);
	bad.tv_nsec = 0;
	EXPECT_ERR(sem_clockwait(&s, CLOCK_PROCESS_CPUTIME_ID, &bad), -1, EINVAL);
	EXPECT_END(name);
}

static void test_sem_timeout(const char *name)
{
	struct timespec ts = check_in_ms(CLOCK_REALTIME, 30);
	struct timespec past = { 1, 0 };
	EXPECT_START;
	sem_t s;

	sem_init(&s, 0, 0);
	EXPECT_ERR(sem_timedwait(&s, &ts), -1, ETIMEDOUT);
	ts = check_in_ms(CLOCK_MONOTONIC, 30);
	EXPECT_ERR(sem_clockwait(&s, CLOCK_MONOTONIC, &ts), -1, ETIMEDOUT);
	EXPECT_ERR(sem_timedwait(&s, &past), -1, ETIMEDOUT);
	/* before the epoch: passed (the kernel would say EINVAL) */
	past.tv_sec = -1;
	EXPECT_ERR(sem_timedwait(&s, &past), -1, ETIMEDOUT);
	sem_post(&s);
	/* a token there is taken whatever the time */
	EXPECT(sem_timedwait(&s, &past) == 0);
	EXPECT_END(name);
}

/* every timed wait of pthread.h with a time before the epoch */
static void test_negative_times(const char *name)
{
	pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
	pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
	pthread_cond_t c = PTHREAD_COND_INITIALIZER;
	struct timespec past = { -1, 0 };
	EXPECT_START;

	pthread_rwlock_wrlock(&rw);
	EXPECT(pthread_rwlock_timedrdlock(&rw, &past) == EDEADLK);
	pthread_rwlock_unlock(&rw);
	pthread_rwlock_rdlock(&rw);
	EXPECT(pthread_rwlock_timedwrlock(&rw, &past) == ETIMEDOUT);
	pthread_rwlock_unlock(&rw);
	pthread_mutex_lock(&m);
	EXPECT(pthread_cond_timedwait(&c, &m, &past) == ETIMEDOUT);
	pthread_mutex_unlock(&m);
	EXPECT_END(name);
}

static sem_t work, done;

static void *post_rounds(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < ROUNDS; i++) {
		sem_wait(&work);
		sem_post(&done);
	}
	return NULL;
}

/* every post wakes a waiter: none lost, none taken twice */
static void test_sem_threads(const char *name)
{
	pthread_t t[NTHREADS];
	int i, bad = 0, v = -1;

	sem_init(&work, 0, 0);
	sem_init(&done, 0, 0);
	for (i = 0; i < NTHREADS; i++)
		bad += pthread_create(&t[i], NULL, post_rounds, NULL) != 0;
	for (i = 0; i < NTHREADS * ROUNDS; i++) {
		bad += sem_post(&work) != 0;
		if (i % 7 == 0)
			sched_yield();
	}
	for (i = 0; i < NTHREADS * ROUNDS; i++)
		bad += sem_wait(&done) != 0;
	for (i = 0; i < NTHREADS; i++)
		bad += pthread_join(t[i], NULL) != 0;
	sem_getvalue(&work, &v);
	CHECK_EQ(name, bad * 1000 + v, 0);
}

static void on_usr1(int sig)
{
	(void)sig;
}

static int waited;

static void *wait_once(void *arg)
{
	long r;

	errno = 0;
	r = sem_wait(arg);
	r = r == -1 && errno == EINTR ? 1L : 100 + r;
	__atomic_store_n(&waited, 1, __ATOMIC_RELEASE);
	return (void *)r;
}

/*
 * A signal handler ends a wait with EINTR (with SA_RESTART, the kernel
 * restarts the futex wait instead, under glibc as here)
 */
static void test_sem_eintr(const char *name)
{
	struct sigaction sa;
	pthread_t t;
	void *res = NULL;
	sem_t s;
	int i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_usr1;
	sigaction(SIGUSR1, &sa, NULL);
	sem_init(&s, 0, 0);
	pthread_create(&t, NULL, wait_once, &s);
	/* again until it is out: a signal may come before the wait */
	for (i = 0; i < 200 && !__atomic_load_n(&waited, __ATOMIC_ACQUIRE); i++) {
		usleep(20000);
		pthread_kill(t, SIGUSR1);
	}
	if (!__atomic_load_n(&waited, __ATOMIC_ACQUIRE))
		sem_post(&s);	/* never interrupted: let it end */
	pthread_join(t, &res);
	CHECK_EQ(name, (long)res, 1);
}

static void *wait_forever(void *arg)
{
	sem_wait(arg);
	return NULL;
}

static void test_sem_cancel(const char *name)
{
	pthread_t t;
	void *res = NULL;
	sem_t s;
	int v = -1;

	sem_init(&s, 0, 0);
	pthread_create(&t, NULL, wait_forever, &s);
	usleep(50000);
	pthread_cancel(t);
	pthread_join(t, &res);
	/* the cancelled waiter took nothing */
	sem_post(&s);
	sem_getvalue(&s, &v);
	CHECK_EQ(name, (res == PTHREAD_CANCELED) * 10 + v, 11);
}

/* in shared memory, between processes */
static void test_sem_shared(const char *name)
{
	sem_t *s = mmap(NULL, 2 * sizeof(sem_t), PROT_READ | PROT_WRITE,
			MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	int i, bad = 0;
	pid_t pid;

	sem_init(&s[0], 1, 0);
	sem_init(&s[1], 1, 0);
	pid = fork();
	if (pid == 0) {
		for (i = 0; i < ROUNDS; i++) {
			sem_wait(&s[0]);
			sem_post(&s[1]);
		}
		_exit(0);
	}
	for (i = 0; i < ROUNDS; i++) {
		bad += sem_post(&s[0]) != 0;
		bad += sem_wait(&s[1]) != 0;
	}
	CHECK_EQ(name, bad * 10 + check_child(pid), 0);
	munmap(s, 2 * sizeof(sem_t));
}

static char sem_name[64];

static void sem_name_drop(void)
{
	sem_unlink(sem_name);
}

static void test_sem_named(const char *name)
{
	EXPECT_START;
	char path[96];
	struct stat st;
	sem_t *a, *b;
	int v = -1;
	pid_t pid;

	snprintf(sem_name, sizeof(sem_name), "/t-sync-%d", getpid());
	check_teardown = sem_name_drop;
	a = sem_open(sem_name, O_CREAT | O_EXCL, 0600, 3);
	EXPECT(a != SEM_FAILED);
	if (a == SEM_FAILED) {
		EXPECT_END(name);
		return;
	}
	/* glibc's file: each libc sees the other's semaphores */
	snprintf(path, sizeof(path), "/dev/shm/sem.%s", sem_name + 1);
	EXPECT(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600 && st.st_size >= 16);
	b = sem_open(sem_name, 0);
	EXPECT(b != SEM_FAILED && sem_getvalue(b, &v) == 0 && v == 3);
	sem_wait(a);
	EXPECT(sem_getvalue(b, &v) == 0 && v == 2);
	EXPECT(sem_close(b) == 0);
	/* O_CREAT alone opens the one there, ignoring the value */
	b = sem_open(sem_name, O_CREAT, 0600, 9);
	EXPECT(b != SEM_FAILED && sem_getvalue(b, &v) == 0 && v == 2);
	sem_close(b);
	b = sem_open(sem_name, O_CREAT, 0600, (unsigned int)SEM_VALUE_MAX + 1);
	EXPECT(b != SEM_FAILED && sem_getvalue(b, &v) == 0 && v == 2);
	sem_close(b);
	EXPECT_ERR(sem_open(sem_name, O_CREAT | O_EXCL, 0600, 1), SEM_FAILED, EEXIST);
	/* another process's post */
	pid = fork();
	if (pid == 0)
		_exit(sem_post(a) ? 1 : 0);
	EXPECT(check_child(pid) == 0);
	EXPECT(sem_getvalue(a, &v) == 0 && v == 3);
	sem_close(a);
	EXPECT(sem_unlink(sem_name) == 0);
	EXPECT_ERR(sem_unlink(sem_name), -1, ENOENT);
	EXPECT_END(name);
}

/* sem_open() is no cancellation point: a pending cancel stays pending */
static void *open_cancelled(void *arg)
{
	char *n = arg;
	sem_t *s;
	long ok;

	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
	pthread_cancel(pthread_self());
	pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, NULL);
	s = sem_open(n, O_CREAT | O_EXCL, 0600, 1);
	ok = s != SEM_FAILED;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
	if (ok)
		sem_close(s);
	sem_unlink(n);
	return (void *)ok;
}

static void test_sem_open_nocancel(const char *name)
{
	char n[64];
	void *res = NULL;
	pthread_t t;

	snprintf(n, sizeof(n), "/t-sync-nc-%d", getpid());
	pthread_create(&t, NULL, open_cancelled, n);
	pthread_join(t, &res);
	CHECK_EQ(name, (long)res, 1);
}

static void test_sem_named_errors(const char *name)
{
	EXPECT_START;
	char longname[300];

	/* longer than NAME_MAX: EINVAL; "sem." and 252 bytes: the kernel's */
	memset(longname, 'x', sizeof(longname) - 1);
	longname[0] = '/';
	longname[sizeof(longname) - 1] = 0;
	EXPECT_ERR(sem_open(longname, O_CREAT, 0600, 0), SEM_FAILED, EINVAL);
	longname[253] = 0;
	EXPECT_ERR(sem_open("/t-sync-none", 0), SEM_FAILED, ENOENT);
	EXPECT_ERR(sem_open("", O_CREAT, 0600, 0), SEM_FAILED, EINVAL);
	EXPECT_ERR(sem_open("/", O_CREAT, 0600, 0), SEM_FAILED, EINVAL);
	EXPECT_ERR(sem_open("/a/b", O_CREAT, 0600, 0), SEM_FAILED, EINVAL);
	EXPECT_ERR(sem_open(longname, O_CREAT, 0600, 0), SEM_FAILED, ENAMETOOLONG);
	EXPECT_ERR(sem_open("/t-sync-big", O_CREAT, 0600, (unsigned int)SEM_VALUE_MAX + 1),
		   SEM_FAILED, EINVAL);
	/* a name sem_open() refuses is not there, for sem_unlink() */
	EXPECT_ERR(sem_unlink("/a/b"), -1, ENOENT);
	EXPECT_ERR(sem_unlink(""), -1, ENOENT);
	EXPECT_END(name);
}

static void test_rwlock_kinds(const char *name)
{
	pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
	struct timespec bad = { 0, -1 };
	EXPECT_START;

	/* readers share it, even one reader twice */
	EXPECT(pthread_rwlock_rdlock(&rw) == 0);
	EXPECT(pthread_rwlock_rdlock(&rw) == 0);
	EXPECT(pthread_rwlock_tryrdlock(&rw) == 0);
	EXPECT(pthread_rwlock_trywrlock(&rw) == EBUSY);
	EXPECT(pthread_rwlock_unlock(&rw) == 0);
	EXPECT(pthread_rwlock_unlock(&rw) == 0);
	EXPECT(pthread_rwlock_unlock(&rw) == 0);
	/* a writer has it alone, and is told when it asks again */
	EXPECT(pthread_rwlock_wrlock(&rw) == 0);
	EXPECT(pthread_rwlock_rdlock(&rw) == EDEADLK);
	EXPECT(pthread_rwlock_wrlock(&rw) == EDEADLK);
	EXPECT(pthread_rwlock_tryrdlock(&rw) == EBUSY);
	EXPECT(pthread_rwlock_trywrlock(&rw) == EBUSY);
	EXPECT(pthread_rwlock_unlock(&rw) == 0);
	/* a bad time is EINVAL even when the lock is free */
	EXPECT(pthread_rwlock_timedwrlock(&rw, &bad) == EINVAL);
	EXPECT(pthread_rwlock_timedrdlock(&rw, &bad) == EINVAL);
	EXPECT(pthread_rwlock_destroy(&rw) == 0);
	EXPECT_END(name);
}

static void *timed_read(void *arg)
{
	struct timespec ts = check_in_ms(CLOCK_REALTIME, 30);

	return (void *)(long)(pthread_rwlock_timedrdlock(arg, &ts) == ETIMEDOUT);
}

static void *timed_write(void *arg)
{
	struct timespec ts = check_in_ms(CLOCK_REALTIME, 30);

	return (void *)(long)(pthread_rwlock_timedwrlock(arg, &ts) == ETIMEDOUT);
}

static void test_rwlock_timeout(const char *name)
{
	void *res1 = NULL, *res2 = NULL;
	pthread_rwlock_t rw;
	pthread_t t;

	pthread_rwlock_init(&rw, NULL);
	pthread_rwlock_wrlock(&rw);
	pthread_create(&t, NULL, timed_read, &rw);
	pthread_join(t, &res1);
	pthread_rwlock_unlock(&rw);
	pthread_rwlock_rdlock(&rw);
	pthread_create(&t, NULL, timed_write, &rw);
	pthread_join(t, &res2);
	pthread_rwlock_unlock(&rw);
	CHECK_EQ(name, (long)res1 * 10 + (long)res2, 11);
}

static pthread_rwlock_t pair_lock = PTHREAD_RWLOCK_INITIALIZER;
static long pair_a, pair_b, torn;

/* writers move both halves; readers must never see them apart */
static void *rw_worker(void *arg)
{
	long i, a, b;

	for (i = 0; i < ROUNDS; i++) {
		if ((i + (long)arg) % 4 == 0) {
			pthread_rwlock_wrlock(&pair_lock);
			pair_a++;
			sched_yield();
			pair_b++;
			pthread_rwlock_unlock(&pair_lock);
		} else {
			pthread_rwlock_rdlock(&pair_lock);
			a = pair_a;
			b = pair_b;
			pthread_rwlock_unlock(&pair_lock);
			if (a != b)
				__atomic_fetch_add(&torn, 1, __ATOMIC_RELAXED);
		}
	}
	return NULL;
}

static void test_rwlock_threads(const char *name)
{
	pthread_t t[NTHREADS];
	long i, bad = 0;

	for (i = 0; i < NTHREADS; i++)
		bad += pthread_create(&t[i], NULL, rw_worker, (void *)i) != 0;
	for (i = 0; i < NTHREADS; i++)
		bad += pthread_join(t[i], NULL) != 0;
	CHECK_EQ(name, bad * 1000000 + torn * 1000 + (pair_a == NTHREADS * ROUNDS / 4) +
		 (pair_b == NTHREADS * ROUNDS / 4) * 10, 11);
}

static void test_rwlockattr(const char *name)
{
	pthread_rwlockattr_t a;
	int kind = -1, ps = -1;
	EXPECT_START;

	pthread_rwlockattr_init(&a);
	pthread_rwlockattr_getkind_np(&a, &kind);
	pthread_rwlockattr_getpshared(&a, &ps);
	EXPECT(kind == PTHREAD_RWLOCK_PREFER_READER_NP && ps == PTHREAD_PROCESS_PRIVATE);
	EXPECT(pthread_rwlockattr_setkind_np(&a, 7) == EINVAL);
	EXPECT(pthread_rwlockattr_setpshared(&a, 7) == EINVAL);
	pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
	pthread_rwlockattr_setpshared(&a, PTHREAD_PROCESS_SHARED);
	pthread_rwlockattr_getkind_np(&a, &kind);
	pthread_rwlockattr_getpshared(&a, &ps);
	EXPECT(kind == PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
	EXPECT(ps == PTHREAD_PROCESS_SHARED);
	EXPECT(pthread_rwlockattr_destroy(&a) == 0);
	EXPECT_END(name);
}

static void *write_then_leave(void *arg)
{
	pthread_rwlock_wrlock(arg);
	pthread_rwlock_unlock(arg);
	return NULL;
}

/* of the kind preferring writers, a reader waits behind a waiting writer */
static void test_rwlock_prefer_writer(const char *name)
{
	pthread_rwlockattr_t a;
	pthread_rwlock_t rw;
	pthread_t t;
	int i, r = 0;

	pthread_rwlockattr_init(&a);
	pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
	pthread_rwlock_init(&rw, &a);
	pthread_rwlock_rdlock(&rw);
	pthread_create(&t, NULL, write_then_leave, &rw);
	/* until the writer waits, a reader may come in: 2 s at most */
	for (i = 0; i < 100; i++) {
		usleep(20000);
		r = pthread_rwlock_tryrdlock(&rw);
		if (r)
			break;
		pthread_rwlock_unlock(&rw);
	}
	pthread_rwlock_unlock(&rw);
	pthread_join(t, NULL);
	CHECK_EQ(name, r == EBUSY, 1);
}

static pthread_spinlock_t spin;
static long spin_count;

static void *spin_up(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < ROUNDS; i++) {
		pthread_spin_lock(&spin);
		spin_count++;
		pthread_spin_unlock(&spin);
	}
	return NULL;
}

static void test_spin(const char *name)
{
	pthread_t t[NTHREADS];
	EXPECT_START;
	int i, bad = 0;

	EXPECT(pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE) == 0);
	EXPECT(pthread_spin_trylock(&spin) == 0);
	EXPECT(pthread_spin_trylock(&spin) == EBUSY);
	EXPECT(pthread_spin_unlock(&spin) == 0);
	for (i = 0; i < NTHREADS; i++)
		bad += pthread_create(&t[i], NULL, spin_up, NULL) != 0;
	spin_up(NULL);
	for (i = 0; i < NTHREADS; i++)
		bad += pthread_join(t[i], NULL) != 0;
	EXPECT(!bad && spin_count == (NTHREADS + 1) * ROUNDS);
	EXPECT(pthread_spin_destroy(&spin) == 0);
	EXPECT_END(name);
}

static void test_attr_getters(const char *name)
{
	pthread_barrierattr_t b;
	pthread_mutexattr_t m;
	pthread_condattr_t c;
	pthread_attr_t a;
	clockid_t clk = -1;
	int v1 = -1, v2 = -1, v3 = -1;
	size_t guard = 0;
	EXPECT_START;

	pthread_attr_init(&a);
	pthread_attr_getinheritsched(&a, &v1);
	pthread_attr_getschedpolicy(&a, &v2);
	pthread_attr_getscope(&a, &v3);
	EXPECT(v1 == PTHREAD_INHERIT_SCHED && v2 == SCHED_OTHER && v3 == PTHREAD_SCOPE_SYSTEM);
	pthread_attr_getguardsize(&a, &guard);
	EXPECT(guard == (size_t)getpagesize());
	EXPECT(pthread_attr_setscope(&a, PTHREAD_SCOPE_PROCESS) == ENOTSUP);
	EXPECT(pthread_attr_setscope(&a, 7) == EINVAL);
	EXPECT(pthread_attr_setscope(&a, PTHREAD_SCOPE_SYSTEM) == 0);
	pthread_attr_setinheritsched(&a, PTHREAD_EXPLICIT_SCHED);
	pthread_attr_setschedpolicy(&a, SCHED_FIFO);
	pthread_attr_getinheritsched(&a, &v1);
	pthread_attr_getschedpolicy(&a, &v2);
	EXPECT(v1 == PTHREAD_EXPLICIT_SCHED && v2 == SCHED_FIFO);
	pthread_attr_destroy(&a);

	pthread_condattr_init(&c);
	pthread_condattr_getclock(&c, &clk);
	pthread_condattr_getpshared(&c, &v1);
	EXPECT(clk == CLOCK_REALTIME && v1 == PTHREAD_PROCESS_PRIVATE);
	pthread_condattr_setclock(&c, CLOCK_MONOTONIC);
	pthread_condattr_setpshared(&c, PTHREAD_PROCESS_SHARED);
	pthread_condattr_getclock(&c, &clk);
	pthread_condattr_getpshared(&c, &v1);
	EXPECT(clk == CLOCK_MONOTONIC && v1 == PTHREAD_PROCESS_SHARED);

	pthread_mutexattr_init(&m);
	pthread_mutexattr_getpshared(&m, &v1);
	pthread_mutexattr_setpshared(&m, PTHREAD_PROCESS_SHARED);
	pthread_mutexattr_getpshared(&m, &v2);
	EXPECT(v1 == PTHREAD_PROCESS_PRIVATE && v2 == PTHREAD_PROCESS_SHARED);

	EXPECT(pthread_barrierattr_init(&b) == 0);
	pthread_barrierattr_getpshared(&b, &v1);
	EXPECT(pthread_barrierattr_setpshared(&b, 7) == EINVAL);
	pthread_barrierattr_setpshared(&b, PTHREAD_PROCESS_SHARED);
	pthread_barrierattr_getpshared(&b, &v2);
	EXPECT(v1 == PTHREAD_PROCESS_PRIVATE && v2 == PTHREAD_PROCESS_SHARED);
	EXPECT(pthread_barrierattr_destroy(&b) == 0);
	EXPECT_END(name);
}

/*
 * 1 when the mapping just below the one holding the calling thread's
 * stack is a PROT_NONE guard of arg bytes, from /proc/self/maps.
 */
static void *guard_is(void *arg)
{
	unsigned long lo, hi, prev_lo = 0, prev_hi = 0, here = (unsigned long)&lo;
	char perms[8], prev_perms[8] = "";
	char line[256];
	FILE *f = fopen("/proc/self/maps", "r");
	long found = 0;

	if (!f)
		return (void *)-1L;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx-%lx %7s", &lo, &hi, perms) != 3)
			continue;
		if (lo <= here && here < hi) {
			found = prev_hi == lo && !strcmp(prev_perms, "---p") &&
				prev_hi - prev_lo == (unsigned long)arg;
			break;
		}
		prev_lo = lo;
		prev_hi = hi;
		strcpy(prev_perms, perms);
	}
	fclose(f);
	return (void *)found;
}

static void test_guardsize(const char *name)
{
	size_t page = getpagesize(), got = 0;
	pthread_attr_t a;
	void *res = NULL;
	pthread_t t;
	EXPECT_START;

	pthread_attr_init(&a);
	pthread_attr_setguardsize(&a, 3 * page);
	pthread_attr_getguardsize(&a, &got);
	EXPECT(got == 3 * page);
	EXPECT(pthread_create(&t, &a, guard_is, (void *)(3 * page)) == 0);
	pthread_join(t, &res);
	EXPECT(res == (void *)1L);
	/* a guard whose size wraps around when rounded: EINVAL */
	pthread_attr_setguardsize(&a, (size_t)-1);
	EXPECT(pthread_create(&t, &a, guard_is, NULL) == EINVAL);
	/* no guard at all (what lies below may be another thread's guard) */
	pthread_attr_setguardsize(&a, 0);
	EXPECT(pthread_create(&t, &a, guard_is, (void *)page) == 0);
	EXPECT(pthread_join(t, &res) == 0 && res != (void *)-1L);
	pthread_attr_destroy(&a);
	EXPECT_END(name);
}

static pthread_barrier_t held;

/* a thread that waits for its creator, at held */
static void *hold(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&held);
	return NULL;
}

/* the lowest CPU of the caller's set */
static int first_cpu(void)
{
	cpu_set_t set;
	int i;

	sched_getaffinity(0, sizeof(set), &set);
	for (i = 0; i < CPU_SETSIZE; i++)
		if (CPU_ISSET(i, &set))
			return i;
	return -1;
}

static void *own_affinity(void *arg)
{
	cpu_set_t set;

	if (sched_getaffinity(0, sizeof(set), &set))
		return (void *)-1L;
	return (void *)(long)(CPU_COUNT(&set) == 1 && CPU_ISSET((long)arg, &set));
}

static void test_affinity(const char *name)
{
	cpu_set_t one, all, got;
	int cpu = first_cpu();
	pthread_attr_t a;
	void *res = NULL;
	pthread_t t;
	EXPECT_START;

	sched_getaffinity(0, sizeof(all), &all);
	CPU_ZERO(&one);
	CPU_SET(cpu, &one);
	pthread_attr_init(&a);
	pthread_attr_setaffinity_np(&a, sizeof(one), &one);
	/* the thread has its set from its first instruction */
	EXPECT(pthread_create(&t, &a, own_affinity, (void *)(long)cpu) == 0);
	pthread_join(t, &res);
	EXPECT(res == (void *)1L);
	/* another thread's set, written and read */
	pthread_barrier_init(&held, NULL, 2);
	EXPECT(pthread_create(&t, NULL, hold, NULL) == 0);
	EXPECT(pthread_setaffinity_np(t, sizeof(one), &one) == 0);
	EXPECT(pthread_getaffinity_np(t, sizeof(got), &got) == 0 && CPU_EQUAL(&got, &one));
	pthread_barrier_wait(&held);
	pthread_join(t, NULL);
	pthread_barrier_destroy(&held);
	EXPECT(pthread_getaffinity_np(pthread_self(), sizeof(got), &got) == 0 &&
	       CPU_EQUAL(&got, &all));
	/* a set of no CPU the machine has: the thread is not made */
	CPU_ZERO(&one);
	CPU_SET(CPU_SETSIZE - 1, &one);
	pthread_attr_setaffinity_np(&a, sizeof(one), &one);
	EXPECT(pthread_create(&t, &a, own_affinity, NULL) == EINVAL);
	pthread_attr_destroy(&a);
	EXPECT_END(name);
}

static void test_attr_affinity(const char *name)
{
	cpu_set_t *volatile no_set = NULL;
	unsigned char big[2 * sizeof(cpu_set_t)];
	cpu_set_t set, got;
	pthread_attr_t a;
	EXPECT_START;

	pthread_attr_init(&a);
	/* no set: every CPU */
	EXPECT(pthread_attr_getaffinity_np(&a, sizeof(got), &got) == 0 &&
	       CPU_COUNT(&got) == CPU_SETSIZE);
	CPU_ZERO(&set);
	CPU_SET(3, &set);
	pthread_attr_setaffinity_np(&a, sizeof(set), &set);
	memset(big, 0xaa, sizeof(big));
	EXPECT(pthread_attr_getaffinity_np(&a, sizeof(big), (cpu_set_t *)big) == 0);
	EXPECT(CPU_ISSET(3, (cpu_set_t *)big) && CPU_COUNT((cpu_set_t *)big) == 1);
	EXPECT(big[sizeof(big) - 1] == 0);
	/* a smaller buffer: fine while the CPUs fit, EINVAL when not */
	EXPECT(pthread_attr_getaffinity_np(&a, sizeof(long), &got) == 0);
	CPU_SET(CPU_SETSIZE - 1, &set);
	pthread_attr_setaffinity_np(&a, sizeof(set), &set);
	EXPECT(pthread_attr_getaffinity_np(&a, sizeof(long), &got) == EINVAL);
	/* no set again (glibc declares set non-null, yet takes NULL) */
	pthread_attr_setaffinity_np(&a, 0, no_set);
	EXPECT(pthread_attr_getaffinity_np(&a, sizeof(got), &got) == 0 &&
	       CPU_COUNT(&got) == CPU_SETSIZE);
	pthread_attr_destroy(&a);
	EXPECT_END(name);
}

static void *name_self(void *arg)
{
	char buf[16] = "";

	(void)arg;
	pthread_barrier_wait(&held);	/* the creator names this thread */
	pthread_barrier_wait(&held);
	pthread_getname_np(pthread_self(), buf, sizeof(buf));
	return (void *)(long)!strcmp(buf, "worker-7");
}

static void test_names(const char *name)
{
	char buf[32] = "", old[16] = "";
	void *res = NULL;
	pthread_t t;
	EXPECT_START;

	pthread_getname_np(pthread_self(), old, sizeof(old));
	EXPECT(pthread_setname_np(pthread_self(), "t-sync-main") == 0);
	EXPECT(pthread_getname_np(pthread_self(), buf, sizeof(buf)) == 0 &&
	       !strcmp(buf, "t-sync-main"));
	EXPECT(pthread_setname_np(pthread_self(), "sixteen-chars-xx") == ERANGE);
	EXPECT(pthread_getname_np(pthread_self(), buf, 15) == ERANGE);
	pthread_setname_np(pthread_self(), old);

	pthread_barrier_init(&held, NULL, 2);
	pthread_create(&t, NULL, name_self, NULL);
	pthread_barrier_wait(&held);
	EXPECT(pthread_setname_np(t, "worker-7") == 0);
	EXPECT(pthread_getname_np(t, buf, sizeof(buf)) == 0 && !strcmp(buf, "worker-7"));
	pthread_barrier_wait(&held);
	pthread_join(t, &res);
	EXPECT(res == (void *)1L);
	pthread_barrier_destroy(&held);
	EXPECT_END(name);
}

static void *cpu_clock_runs(void *arg)
{
	struct timespec ts;
	clockid_t clk;

	(void)arg;
	if (pthread_getcpuclockid(pthread_self(), &clk))
		return (void *)-1L;
	return (void *)(long)(clock_gettime(clk, &ts) == 0);
}

static void test_cpu_clocks(const char *name)
{
	struct timespec ts;
	void *res = NULL;
	clockid_t clk;
	pthread_t t;
	pid_t pid;
	EXPECT_START;

	EXPECT(pthread_getcpuclockid(pthread_self(), &clk) == 0 &&
	       clock_gettime(clk, &ts) == 0);
	pthread_create(&t, NULL, cpu_clock_runs, NULL);
	pthread_join(t, &res);
	EXPECT(res == (void *)1L);
	EXPECT(clock_getcpuclockid(0, &clk) == 0 && clock_gettime(clk, &ts) == 0);
	EXPECT(clock_getcpuclockid(getpid(), &clk) == 0 && clock_gettime(clk, &ts) == 0);
	/* a process that is no more */
	pid = fork();
	if (pid == 0)
		_exit(0);
	waitpid(pid, NULL, 0);
	EXPECT(clock_getcpuclockid(pid, &clk) == ESRCH);
	EXPECT_END(name);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_sem_counts),
	CHECK_CASE(test_sem_errors),
	CHECK_CASE(test_sem_timeout),
	CHECK_CASE(test_negative_times),
	CHECK_CASE(test_sem_threads),
	CHECK_CASE(test_sem_eintr),
	CHECK_CASE(test_sem_cancel),
	CHECK_CASE(test_sem_shared),
	CHECK_CASE(test_sem_named),
	CHECK_CASE(test_sem_open_nocancel),
	CHECK_CASE(test_sem_named_errors),
	CHECK_CASE(test_rwlock_kinds),
	CHECK_CASE(test_rwlock_timeout),
	CHECK_CASE(test_rwlock_threads),
	CHECK_CASE(test_rwlockattr),
	CHECK_CASE(test_rwlock_prefer_writer),
	CHECK_CASE(test_spin),
	CHECK_CASE(test_attr_getters),
	CHECK_CASE(test_guardsize),
	CHECK_CASE(test_affinity),
	CHECK_CASE(test_attr_affinity),
	CHECK_CASE(test_names),
	CHECK_CASE(test_cpu_clocks),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
