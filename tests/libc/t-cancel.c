// SPDX-License-Identifier: GPL-2.0
/*
 * Thread cancellation: deferred by default, acting only at cancellation
 * points, so that a thread is never cancelled in the middle of its own
 * work (holding a mutex); a thread cancelled in pthread_cond_wait() owns
 * the mutex again when its cleanup handlers run; asynchronous when asked;
 * held while disabled; pthread_join(), sleeps and read() as cancellation
 * points.
 */

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

#define ROUNDS 20

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static volatile int stage;

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000;
}

/* holds the mutex while it works (no cancellation point), then sleeps */
static void *work_then_sleep(void *arg)
{
	long until;

	(void)arg;
	for (;;) {
		pthread_mutex_lock(&m);
		stage = 1;
		until = now_ms() + 5;
		while (now_ms() < until)
			;
		pthread_mutex_unlock(&m);
		usleep(1000);
	}
	return NULL;
}

static void test_deferred_not_holding(const char *name)
{
	int i, ok = 0;
	pthread_t t;
	void *res;

	for (i = 0; i < ROUNDS; i++) {
		stage = 0;
		if (pthread_create(&t, NULL, work_then_sleep, NULL))
			break;
		while (!stage)
			usleep(100);
		pthread_cancel(t);	/* most likely while it holds the mutex */
		res = NULL;
		pthread_join(t, &res);
		if (res == PTHREAD_CANCELED && pthread_mutex_trylock(&m) == 0) {
			pthread_mutex_unlock(&m);
			ok++;
		}
	}
	CHECK_EQ(name, ok, ROUNDS);
}

static int cleanups;

static void unlock_it(void *arg)
{
	cleanups++;
	pthread_mutex_unlock(arg);
}

static void *wait_forever(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	pthread_cleanup_push(unlock_it, &m);
	stage = 1;
	for (;;)
		pthread_cond_wait(&cv, &m);
	pthread_cleanup_pop(1);
	return NULL;
}

static void test_cond_wait(const char *name)
{
	pthread_t t;
	void *res = NULL;
	int free_after;

	stage = 0;
	cleanups = 0;
	pthread_create(&t, NULL, wait_forever, NULL);
	while (!stage)
		usleep(100);
	pthread_mutex_lock(&m);	/* it waits: the mutex is free */
	pthread_mutex_unlock(&m);
	pthread_cancel(t);
	pthread_join(t, &res);
	free_after = pthread_mutex_trylock(&m) == 0;
	if (free_after)
		pthread_mutex_unlock(&m);
	CHECK_EQ(name, (res == PTHREAD_CANCELED) * 100 + cleanups * 10 + free_after, 111);
}

static void *spin_async(void *arg)
{
	(void)arg;
	pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, NULL);
	stage = 1;
	for (;;)
		__asm__ volatile ("" ::: "memory");
	return NULL;
}

/*
 * Starts fn in a thread, cancels it once it set stage, and joins it:
 * what it returned (PTHREAD_CANCELED when the cancel acted).
 */
static void *cancel_at_stage(void *(*fn)(void *))
{
	pthread_t t;
	void *res = NULL;

	stage = 0;
	pthread_create(&t, NULL, fn, NULL);
	while (!stage)
		usleep(100);
	pthread_cancel(t);
	pthread_join(t, &res);
	return res;
}

static void test_async(const char *name)
{
	CHECK_EQ(name, cancel_at_stage(spin_async) == PTHREAD_CANCELED, 1);
}

static int pipefd[2];

static void *read_forever(void *arg)
{
	char c;

	(void)arg;
	stage = 1;
	read(pipefd[0], &c, 1);
	return (void *)1;
}

/* a thread that blocks in read() of an empty pipe, cancelled there */
static void cancel_reader(const char *name, void *(*fn)(void *))
{
	pthread_t t;
	void *res = NULL;

	stage = 0;
	if (pipe(pipefd)) {
		ksft_test_result_fail("%s: pipe\n", name);
		return;
	}
	pthread_create(&t, NULL, fn, NULL);
	while (!stage)
		usleep(100);
	usleep(10000);
	pthread_cancel(t);
	pthread_join(t, &res);
	close(pipefd[0]);
	close(pipefd[1]);
	CHECK_EQ(name, res == PTHREAD_CANCELED, 1);
}

static void test_read(const char *name)
{
	cancel_reader(name, read_forever);
}

static volatile int reached;

static void *disabled_then_test(void *arg)
{
	(void)arg;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
	stage = 1;
	usleep(30000);		/* a cancellation point, but disabled */
	pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, NULL);
	reached = 1;		/* enabling is no cancellation point */
	pthread_testcancel();
	reached = 2;
	return NULL;
}

static void test_disabled(const char *name)
{
	void *res;

	reached = 0;
	res = cancel_at_stage(disabled_then_test);
	CHECK_EQ(name, (res == PTHREAD_CANCELED) * 10 + reached, 11);
}

static void *sleep_long(void *arg)
{
	(void)arg;
	sleep(30);
	return NULL;
}

static void *join_it(void *arg)
{
	stage = 1;
	pthread_join(*(pthread_t *)arg, NULL);
	return NULL;
}

/* a join cancelled while it waits leaves its target joinable */
static void test_join_point(const char *name)
{
	pthread_t sleeper, joiner;
	void *r1 = NULL, *r2 = NULL;

	stage = 0;
	pthread_create(&sleeper, NULL, sleep_long, NULL);
	pthread_create(&joiner, NULL, join_it, &sleeper);
	while (!stage)
		usleep(100);
	usleep(10000);
	pthread_cancel(joiner);
	pthread_join(joiner, &r1);
	pthread_cancel(sleeper);
	CHECK_EQ(name, (r1 == PTHREAD_CANCELED) * 100 + (pthread_join(sleeper, &r2) == 0) * 10 +
		 (r2 == PTHREAD_CANCELED), 111);
}

/* a thread blocking every signal it can is still cancellable */
static void *block_all_then_read(void *arg)
{
	sigset_t all;
	char c;

	(void)arg;
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL);
	stage = 1;
	read(pipefd[0], &c, 1);
	return (void *)1;
}

static void test_all_blocked(const char *name)
{
	cancel_reader(name, block_all_then_read);
}

/* a cleanup handler reaching a cancellation point is not cancelled again */
static int handler_done;

static void handler_with_point(void *arg)
{
	(void)arg;
	usleep(1000);		/* a cancellation point */
	handler_done = 1;
	pthread_mutex_unlock(&m);
}

static void *sleep_holding(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	pthread_cleanup_push(handler_with_point, NULL);
	stage = 1;
	for (;;)
		usleep(1000);
	pthread_cleanup_pop(0);
	return NULL;
}

static void test_handler_point(const char *name)
{
	void *res;
	int free_after;

	handler_done = 0;
	res = cancel_at_stage(sleep_holding);
	free_after = pthread_mutex_trylock(&m) == 0;
	if (free_after)
		pthread_mutex_unlock(&m);
	CHECK_EQ(name, (res == PTHREAD_CANCELED) * 100 + handler_done * 10 + free_after, 111);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_deferred_not_holding),
	CHECK_CASE(test_cond_wait),
	CHECK_CASE(test_async),
	CHECK_CASE(test_read),
	CHECK_CASE(test_disabled),
	CHECK_CASE(test_join_point),
	CHECK_CASE(test_all_blocked),
	CHECK_CASE(test_handler_point),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
