/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Threads: <pthread.h> (create, join, exit, self, detach, kill, cancel,
 * cleanup handlers, mutexes of the three kinds, condition variables,
 * barriers, once, keys, attributes), glibc's clone() with a function, and
 * C11 atomics (<stdatomic.h>).
 */

#define _GNU_SOURCE	/* glibc: clone(), pthread_tryjoin_np() */
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "check.h"

#define NTHREADS 8

static pid_t tid_now(void)
{
	return syscall(SYS_gettid);
}

static void *add_one(void *arg)
{
	return (char *)arg + 1;
}

static void test_create_join(const char *name)
{
	pthread_t t;
	void *res = NULL;
	int r = pthread_create(&t, NULL, add_one, (void *)41);

	r = r * 10 + pthread_join(t, &res);
	CHECK_EQ(name, r * 1000 + (long)res, 42);
}

static pthread_mutex_t counter_lock = PTHREAD_MUTEX_INITIALIZER;
static long counter;

static void *count_up(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < 2000; i++) {
		pthread_mutex_lock(&counter_lock);
		counter++;
		pthread_mutex_unlock(&counter_lock);
	}
	return NULL;
}

static void test_mutex_counter(const char *name)
{
	pthread_t t[NTHREADS];
	int i, bad = 0;

	for (i = 0; i < NTHREADS; i++)
		bad += pthread_create(&t[i], NULL, count_up, NULL) != 0;
	count_up(NULL);
	for (i = 0; i < NTHREADS; i++)
		bad += pthread_join(t[i], NULL) != 0;
	CHECK_EQ(name, counter + bad, 2000 * (NTHREADS + 1));
}

struct ids {
	pthread_t self;
	pid_t pid, tid;
};

static void *who(void *arg)
{
	struct ids *ids = arg;

	ids->self = pthread_self();
	ids->pid = getpid();
	ids->tid = tid_now();
	return NULL;
}

static void test_self(const char *name)
{
	struct ids ids;
	pthread_t t;

	pthread_create(&t, NULL, who, &ids);
	pthread_join(t, NULL);
	CHECK_EQ(name, pthread_equal(ids.self, t) * 1000 +
		 !pthread_equal(ids.self, pthread_self()) * 100 +
		 (ids.pid == getpid()) * 10 + (ids.tid != tid_now()), 1111);
}

static pthread_mutex_t flag_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t flag_cond = PTHREAD_COND_INITIALIZER;
static int flag;

static void *raise_flag(void *arg)
{
	(void)arg;
	usleep(20000);
	pthread_mutex_lock(&flag_lock);
	flag = 7;
	pthread_cond_broadcast(&flag_cond);
	pthread_mutex_unlock(&flag_lock);
	return NULL;
}

static void test_cond_wait(const char *name)
{
	pthread_t t;
	int r = 0;

	pthread_create(&t, NULL, raise_flag, NULL);
	pthread_mutex_lock(&flag_lock);
	while (!flag && !r)
		r = pthread_cond_wait(&flag_cond, &flag_lock);
	pthread_mutex_unlock(&flag_lock);
	pthread_join(t, NULL);
	CHECK_EQ(name, flag * 10 + r, 70);
}

static long ms_since(const struct timespec *start)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - start->tv_sec) * 1000 +
	       (now.tv_nsec - start->tv_nsec) / 1000000;
}

static void test_cond_timedwait(const char *name)
{
	pthread_condattr_t ca;
	pthread_cond_t c;
	pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
	struct timespec start, until;
	int r;

	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&c, &ca);
	clock_gettime(CLOCK_MONOTONIC, &start);
	until = check_in_ms(CLOCK_MONOTONIC, 50);
	pthread_mutex_lock(&m);
	r = (pthread_cond_timedwait(&c, &m, &until) == ETIMEDOUT) * 100;
	/* the mutex is held again: trylock fails */
	r += (pthread_mutex_trylock(&m) == EBUSY) * 10;
	pthread_mutex_unlock(&m);
	CHECK_EQ(name, r + (ms_since(&start) >= 49), 111);
}

static void test_mutex_kinds(const char *name)
{
	pthread_mutexattr_t a;
	pthread_mutex_t rec, chk;
	int r;

	pthread_mutexattr_init(&a);
	pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
	pthread_mutex_init(&rec, &a);
	pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
	pthread_mutex_init(&chk, &a);
	pthread_mutexattr_destroy(&a);

	r = pthread_mutex_lock(&rec) + pthread_mutex_lock(&rec) +
	    pthread_mutex_unlock(&rec) + pthread_mutex_unlock(&rec);
	r = r * 10 + (pthread_mutex_unlock(&chk) == EPERM);	/* not locked */
	pthread_mutex_lock(&chk);
	r = r * 10 + (pthread_mutex_lock(&chk) == EDEADLK);
	r = r * 10 + pthread_mutex_unlock(&chk);
	CHECK_EQ(name, r, 110);
}

static pthread_mutex_t held = PTHREAD_MUTEX_INITIALIZER;

static void *try_held(void *arg)
{
	struct timespec until = check_in_ms(CLOCK_REALTIME, 30);
	long r = (pthread_mutex_trylock(&held) == EBUSY) * 10;

	(void)arg;
	r += pthread_mutex_timedlock(&held, &until) == ETIMEDOUT;
	return (void *)r;
}

static void test_mutex_busy(const char *name)
{
	pthread_t t;
	void *res;

	pthread_mutex_lock(&held);
	pthread_create(&t, NULL, try_held, NULL);
	pthread_join(t, &res);
	pthread_mutex_unlock(&held);
	CHECK_EQ(name, (long)res * 10 + pthread_mutex_destroy(&held), 110);
}

static pthread_barrier_t barrier;
static int serial_count;

static void *at_barrier(void *arg)
{
	int round;

	(void)arg;
	for (round = 0; round < 5; round++)
		if (pthread_barrier_wait(&barrier) == PTHREAD_BARRIER_SERIAL_THREAD)
			__atomic_fetch_add(&serial_count, 1, __ATOMIC_RELAXED);
	return NULL;
}

static void test_barrier(const char *name)
{
	pthread_t t[3];
	int i;

	pthread_barrier_init(&barrier, NULL, 4);
	for (i = 0; i < 3; i++)
		pthread_create(&t[i], NULL, at_barrier, NULL);
	at_barrier(NULL);
	for (i = 0; i < 3; i++)
		pthread_join(t[i], NULL);
	pthread_barrier_destroy(&barrier);
	CHECK_EQ(name, serial_count, 5);
}

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int once_runs;

static void once_fn(void)
{
	usleep(10000);
	once_runs++;
}

static void *call_once(void *arg)
{
	(void)arg;
	pthread_once(&once, once_fn);
	return (void *)(long)once_runs;
}

static void test_once(const char *name)
{
	pthread_t t[NTHREADS];
	void *res;
	int i, sum = 0;

	for (i = 0; i < NTHREADS; i++)
		pthread_create(&t[i], NULL, call_once, NULL);
	for (i = 0; i < NTHREADS; i++) {
		pthread_join(t[i], &res);
		sum += (long)res;
	}
	CHECK_EQ(name, once_runs * 100 + sum, 100 + NTHREADS);
}

static pthread_key_t key;
static int dtor_sum;

static void key_dtor(void *v)
{
	__atomic_fetch_add(&dtor_sum, (int)(long)v, __ATOMIC_RELAXED);
}

static void *use_key(void *arg)
{
	pthread_setspecific(key, arg);
	usleep(10000);
	return pthread_getspecific(key);
}

static void test_keys(const char *name)
{
	pthread_t t1, t2;
	void *r1, *r2;

	pthread_key_create(&key, key_dtor);
	pthread_setspecific(key, (void *)1000);
	pthread_create(&t1, NULL, use_key, (void *)10);
	pthread_create(&t2, NULL, use_key, (void *)20);
	pthread_join(t1, &r1);
	pthread_join(t2, &r2);
	CHECK_EQ(name, (long)pthread_getspecific(key) + (long)r1 * 100 + (long)r2 +
		 dtor_sum * 10000L, 1000 + 1000 + 20 + 300000);
	pthread_key_delete(key);
}

static int cleaned;

static void cleanup(void *arg)
{
	cleaned += (int)(long)arg;
}

static void leave(void)
{
	pthread_exit((void *)5);
}

static void *exit_early(void *arg)
{
	(void)arg;
	pthread_cleanup_push(cleanup, (void *)3);
	pthread_cleanup_push(cleanup, (void *)30);
	pthread_cleanup_pop(0);
	leave();
	pthread_cleanup_pop(0);
	return NULL;
}

static void test_exit_cleanup(const char *name)
{
	pthread_t t;
	void *res;

	pthread_create(&t, NULL, exit_early, NULL);
	pthread_join(t, &res);
	CHECK_EQ(name, (long)res * 100 + cleaned, 503);
}

static int detached_done;

static void *finish_detached(void *arg)
{
	(void)arg;
	__atomic_store_n(&detached_done, 1, __ATOMIC_RELEASE);
	return NULL;
}

static void test_detach(const char *name)
{
	pthread_attr_t a;
	pthread_t t, u;
	int detach_state, r, i;

	pthread_attr_init(&a);
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	pthread_attr_getdetachstate(&a, &detach_state);
	r = pthread_create(&t, &a, finish_detached, NULL);
	pthread_attr_destroy(&a);
	for (i = 0; i < 500 && !__atomic_load_n(&detached_done, __ATOMIC_ACQUIRE); i++)
		usleep(1000);
	/* a thread made joinable, then detached */
	r = r * 10 + pthread_create(&u, NULL, add_one, NULL);
	r = r * 10 + pthread_detach(u);
	CHECK_EQ(name, detach_state * 100 + detached_done * 10 + r, 110);
}

static void test_join_self(const char *name)
{
	CHECK_EQ(name, pthread_join(pthread_self(), NULL) == EDEADLK, 1);
}

static void *sleep_long(void *arg)
{
	(void)arg;
	for (;;)
		sleep(10);
	return NULL;
}

static void test_cancel(const char *name)
{
	pthread_t t;
	void *res = NULL;
	int r;

	pthread_create(&t, NULL, sleep_long, NULL);
	usleep(10000);
	r = pthread_cancel(t);
	r = r * 10 + pthread_join(t, &res);
	CHECK_EQ(name, r * 10 + (res == PTHREAD_CANCELED), 1);
}

static volatile pid_t handler_tid;

static void note_tid(int sig)
{
	(void)sig;
	handler_tid = tid_now();
}

static void *wait_signal(void *arg)
{
	struct ids *ids = arg;

	ids->tid = tid_now();
	while (!handler_tid)
		usleep(1000);
	return NULL;
}

static void test_kill(const char *name)
{
	struct sigaction sa;
	struct ids ids;
	pthread_t t;
	int r;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = note_tid;
	sigaction(SIGUSR1, &sa, NULL);
	ids.tid = 0;
	pthread_create(&t, NULL, wait_signal, &ids);
	while (!__atomic_load_n(&ids.tid, __ATOMIC_ACQUIRE))
		usleep(1000);
	r = pthread_kill(t, SIGUSR1);
	pthread_join(t, NULL);
	CHECK_EQ(name, r * 10 + (handler_tid == ids.tid), 1);
}

/*
 * raise() in a thread: the signal goes to it, not to the process, whose
 * main thread (in pthread_join()) would take it first (6.12's kill())
 */
static void *raise_here(void *arg)
{
	*(pid_t *)arg = tid_now();
	raise(SIGUSR1);
	return NULL;
}

static void test_raise_thread(const char *name)
{
	struct sigaction sa;
	pthread_t t;
	pid_t tid = 0;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = note_tid;
	sigaction(SIGUSR1, &sa, NULL);
	handler_tid = 0;
	pthread_create(&t, NULL, raise_here, &tid);
	pthread_join(t, NULL);
	CHECK_EQ(name, tid && handler_tid == tid, 1);
}

static int release;

static void *wait_release(void *arg)
{
	(void)arg;
	while (!__atomic_load_n(&release, __ATOMIC_ACQUIRE))
		usleep(1000);
	return (void *)9;
}

static void test_tryjoin(const char *name)
{
	pthread_t t;
	void *res = NULL;
	int busy, r, i;

	pthread_create(&t, NULL, wait_release, NULL);
	busy = pthread_tryjoin_np(t, &res) == EBUSY;
	__atomic_store_n(&release, 1, __ATOMIC_RELEASE);
	for (i = 0; i < 2000 && (r = pthread_tryjoin_np(t, &res)) == EBUSY; i++)
		usleep(1000);
	CHECK_EQ(name, busy * 100 + r * 10 + (long)res, 109);
}

static void *deep_stack(void *arg)
{
	volatile char buf[32768];

	buf[0] = 1;
	buf[sizeof(buf) - 1] = 2;
	(void)arg;
	return (void *)(long)(buf[0] + buf[sizeof(buf) - 1]);
}

static void test_stacksize(const char *name)
{
	pthread_attr_t a;
	pthread_t t;
	size_t size;
	void *res = NULL;
	int r;

	pthread_attr_init(&a);
	r = (pthread_attr_setstacksize(&a, 1) == EINVAL) * 100;
	r += pthread_attr_setstacksize(&a, 65536) * 10;
	pthread_attr_getstacksize(&a, &size);
	r += pthread_create(&t, &a, deep_stack, NULL);
	pthread_join(t, &res);
	pthread_attr_destroy(&a);
	CHECK_EQ(name, r * 10000000LL + (long)size * 10 + (long)res, 1000655363LL);
}

static void *sleep_then_write(void *arg)
{
	usleep(20000);
	write(*(int *)arg, "w", 1);
	return NULL;
}

static void test_main_exit(const char *name)
{
	int fds[2], status = -1;
	char c = 0;
	pid_t pid;

	if (pipe(fds))
		return ksft_test_result_fail("%s: pipe\n", name);
	pid = fork();
	if (pid == 0) {
		pthread_t t;

		close(fds[0]);
		pthread_create(&t, NULL, sleep_then_write, &fds[1]);
		pthread_exit(NULL);
	}
	close(fds[1]);
	read(fds[0], &c, 1);
	close(fds[0]);
	waitpid(pid, &status, 0);
	CHECK_EQ(name, (c == 'w') * 1000 + WIFEXITED(status) * 10 + WEXITSTATUS(status), 1010);
}

static void *pause_forever(void *arg)
{
	(void)arg;
	for (;;)
		pause();
	return NULL;
}

/* exit() ends the whole process, whatever its other threads do */
static void test_exit_all(const char *name)
{
	int status = -1, i;
	pid_t pid = fork(), done = 0;

	if (pid == 0) {
		pthread_t t;

		pthread_create(&t, NULL, pause_forever, NULL);
		exit(3);
	}
	for (i = 0; i < 5000 && !done; i++) {
		done = waitpid(pid, &status, WNOHANG);
		if (!done)
			usleep(1000);
	}
	if (!done) {
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
	}
	CHECK_EQ(name, (done == pid) * 100 + WIFEXITED(status) * 10 + WEXITSTATUS(status), 113);
}

static int clone_child(void *arg)
{
	char here;
	char *stack = arg;

	return 40 + (&here > stack && &here < stack + 65536);
}

static void test_clone_fn(const char *name)
{
	char *stack = mmap(NULL, 65536, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int status = -1;
	pid_t pid = clone(clone_child, stack + 65536, SIGCHLD, stack);

	waitpid(pid, &status, 0);
	munmap(stack, 65536);
	CHECK_EQ(name, (pid > 0) * 1000 + WIFEXITED(status) * 100 + WEXITSTATUS(status), 1141);
}

static void test_clone_bad(const char *name)
{
	CHECK_ERR(name, clone(clone_child, NULL, SIGCHLD, NULL), -1, EINVAL);
}

static atomic_int hits;
static atomic_bool go;

static void *hit(void *arg)
{
	int i;

	(void)arg;
	while (!atomic_load(&go))
		;
	for (i = 0; i < 10000; i++)
		atomic_fetch_add(&hits, 1);
	return NULL;
}

static void test_stdatomic(const char *name)
{
	pthread_t t[4];
	atomic_flag flag = ATOMIC_FLAG_INIT;
	int i, expected = 40000, r;

	for (i = 0; i < 4; i++)
		pthread_create(&t[i], NULL, hit, NULL);
	atomic_store(&go, 1);
	for (i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	r = atomic_compare_exchange_strong(&hits, &expected, 5);
	r = r * 10 + !atomic_flag_test_and_set(&flag);
	r = r * 10 + atomic_flag_test_and_set(&flag);
	CHECK_EQ(name, atomic_load(&hits) * 1000 + r, 5111);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_create_join),
	CHECK_CASE(test_mutex_counter),
	CHECK_CASE(test_self),
	CHECK_CASE(test_cond_wait),
	CHECK_CASE(test_cond_timedwait),
	CHECK_CASE(test_mutex_kinds),
	CHECK_CASE(test_mutex_busy),
	CHECK_CASE(test_barrier),
	CHECK_CASE(test_once),
	CHECK_CASE(test_keys),
	CHECK_CASE(test_exit_cleanup),
	CHECK_CASE(test_detach),
	CHECK_CASE(test_join_self),
	CHECK_CASE(test_cancel),
	CHECK_CASE(test_kill),
	CHECK_CASE(test_raise_thread),
	CHECK_CASE(test_tryjoin),
	CHECK_CASE(test_stacksize),
	CHECK_CASE(test_main_exit),
	CHECK_CASE(test_exit_all),
	CHECK_CASE(test_clone_fn),
	CHECK_CASE(test_clone_bad),
	CHECK_CASE(test_stdatomic),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
