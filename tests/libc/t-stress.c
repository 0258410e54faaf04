// SPDX-License-Identifier: GPL-2.0
/*
 * Thread storms, bounded in rounds: a bounded queue passed between
 * producers and consumers on two condition variables, a mutex taken by
 * lock, trylock and timedlock at once, and waves of threads that block in
 * condition waits and sleeps and are cancelled and joined. Each prints
 * counts only, so that every run matches glibc's.
 */

#include <errno.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

#define ITEMS 3000
#define PAIRS 3

static pthread_mutex_t qlock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER;
static int queue[4], qlen;
static long consumed_sum;

static void *produce(void *arg)
{
	int i;

	(void)arg;
	for (i = 1; i <= ITEMS; i++) {
		pthread_mutex_lock(&qlock);
		while (qlen == 4)
			pthread_cond_wait(&not_full, &qlock);
		queue[qlen++] = i;
		pthread_cond_signal(&not_empty);
		pthread_mutex_unlock(&qlock);
	}
	return NULL;
}

static void *consume(void *arg)
{
	long got = 0, sum = 0;

	(void)arg;
	while (got < ITEMS) {
		pthread_mutex_lock(&qlock);
		while (!qlen)
			pthread_cond_wait(&not_empty, &qlock);
		sum += queue[--qlen];
		got++;
		pthread_cond_signal(&not_full);
		pthread_mutex_unlock(&qlock);
	}
	pthread_mutex_lock(&qlock);
	consumed_sum += sum;
	pthread_mutex_unlock(&qlock);
	return NULL;
}

static void test_queue(const char *name)
{
	pthread_t p[PAIRS], c[PAIRS];
	int i, bad = 0;

	for (i = 0; i < PAIRS; i++) {
		bad += pthread_create(&p[i], NULL, produce, NULL) != 0;
		bad += pthread_create(&c[i], NULL, consume, NULL) != 0;
	}
	for (i = 0; i < PAIRS; i++) {
		bad += pthread_join(p[i], NULL) != 0;
		bad += pthread_join(c[i], NULL) != 0;
	}
	CHECK_EQ(name, consumed_sum + bad * 1000000000L, (long)PAIRS * ITEMS * (ITEMS + 1) / 2);
}

static pthread_mutex_t storm = PTHREAD_MUTEX_INITIALIZER;
static long storm_count;

static void *hammer(void *arg)
{
	long way = (long)arg, done = 0;
	struct timespec ts;

	while (done < 1500) {
		int r;

		if (way == 0) {
			r = pthread_mutex_lock(&storm);
		} else if (way == 1) {
			r = pthread_mutex_trylock(&storm);
		} else {
			clock_gettime(CLOCK_REALTIME, &ts);
			ts.tv_nsec += 1000000;
			if (ts.tv_nsec >= 1000000000) {
				ts.tv_sec++;
				ts.tv_nsec -= 1000000000;
			}
			r = pthread_mutex_timedlock(&storm, &ts);
		}
		if (r)
			continue;	/* busy or timed out: try again */
		storm_count++;
		done++;
		pthread_mutex_unlock(&storm);
	}
	return NULL;
}

static void test_mutex_storm(const char *name)
{
	pthread_t t[6];
	long i;
	int bad = 0;

	for (i = 0; i < 6; i++)
		bad += pthread_create(&t[i], NULL, hammer, (void *)(i % 3)) != 0;
	for (i = 0; i < 6; i++)
		bad += pthread_join(t[i], NULL) != 0;
	CHECK_EQ(name, storm_count + bad * 1000000L, 6 * 1500);
}

static pthread_mutex_t wl = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t never = PTHREAD_COND_INITIALIZER;
static int waiting;

static void unlock_wl(void *arg)
{
	(void)arg;
	pthread_mutex_unlock(&wl);
}

static void *block(void *arg)
{
	if (arg) {
		__atomic_fetch_add(&waiting, 1, __ATOMIC_SEQ_CST);
		for (;;)
			sleep(10);
	}
	pthread_mutex_lock(&wl);
	pthread_cleanup_push(unlock_wl, NULL);
	__atomic_fetch_add(&waiting, 1, __ATOMIC_SEQ_CST);
	for (;;)
		pthread_cond_wait(&never, &wl);
	pthread_cleanup_pop(1);
	return NULL;
}

#define WAVES 5
#define WAVE 16

static void test_cancel_waves(const char *name)
{
	pthread_t t[WAVE];
	int w, i, cancelled = 0, n;
	void *res;

	for (w = 0; w < WAVES; w++) {
		waiting = 0;
		for (n = 0; n < WAVE; n++)
			if (pthread_create(&t[n], NULL, block, (void *)(long)(n & 1)))
				break;
		while (__atomic_load_n(&waiting, __ATOMIC_SEQ_CST) < n)
			usleep(1000);
		for (i = 0; i < n; i++)
			pthread_cancel(t[i]);
		for (i = 0; i < n; i++)
			cancelled += !pthread_join(t[i], &res) && res == PTHREAD_CANCELED;
	}
	/* every cleanup handler gave the mutex back */
	CHECK_EQ(name, cancelled * 10 + (pthread_mutex_trylock(&wl) == 0), WAVES * WAVE * 10 + 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_queue),
	CHECK_CASE(test_mutex_storm),
	CHECK_CASE(test_cancel_waves),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
