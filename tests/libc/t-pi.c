// SPDX-License-Identifier: GPL-2.0
/*
 * Priority inheritance mutexes (PTHREAD_PRIO_INHERIT) on the kernel's PI
 * futexes, as futex selftests use them. Not run under qemu-user for
 * big-endian guests (SKIP_TESTS_<arch> in mk/arch.mk): qemu-user hands
 * the lock word, which holds the owner's thread id, to the little-endian
 * host kernel unswapped, and glibc fails there the same way.
 */

#include <errno.h>
#include <pthread.h>
#include <time.h>
#include "check.h"

/*
 * Priority inheritance (PI futexes): a counter under contention, then a
 * held mutex seen busy and timing out from another thread, and an error
 * checking one refusing to be locked twice.
 */
static pthread_mutex_t pi_lock;
static long pi_counter;

static void *pi_count_up(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < 2000; i++) {
		pthread_mutex_lock(&pi_lock);
		pi_counter++;
		pthread_mutex_unlock(&pi_lock);
	}
	return NULL;
}

static void *pi_try_held(void *arg)
{
	struct timespec until = check_in_ms(CLOCK_REALTIME, 30);
	long r = (pthread_mutex_trylock(&pi_lock) == EBUSY) * 10;

	(void)arg;
	r += pthread_mutex_timedlock(&pi_lock, &until) == ETIMEDOUT;
	return (void *)r;
}

static void test_mutex_pi(const char *name)
{
	pthread_mutexattr_t a;
	pthread_t t[4];
	void *res = NULL;
	int i, bad = 0, protocol = -1, twice;

	pthread_mutexattr_init(&a);
	bad += pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_INHERIT) != 0;
	pthread_mutexattr_getprotocol(&a, &protocol);
	bad += protocol != PTHREAD_PRIO_INHERIT;
	pthread_mutex_init(&pi_lock, &a);
	for (i = 0; i < 4; i++)
		bad += pthread_create(&t[i], NULL, pi_count_up, NULL) != 0;
	pi_count_up(NULL);
	for (i = 0; i < 4; i++)
		bad += pthread_join(t[i], NULL) != 0;
	pthread_mutex_lock(&pi_lock);
	bad += pthread_create(&t[0], NULL, pi_try_held, NULL) != 0;
	pthread_join(t[0], &res);
	pthread_mutex_unlock(&pi_lock);
	bad += pthread_mutex_destroy(&pi_lock) != 0;
	pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
	pthread_mutex_init(&pi_lock, &a);
	pthread_mutex_lock(&pi_lock);
	twice = pthread_mutex_lock(&pi_lock);
	bad += pthread_mutex_unlock(&pi_lock) != 0;
	CHECK_EQ(name, pi_counter * 1000 + (long)res * 10 + (twice == EDEADLK) + bad * 100000,
		 2000 * 5 * 1000 + 110 + 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_mutex_pi),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
