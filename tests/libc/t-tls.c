// SPDX-License-Identifier: GPL-2.0
/*
 * Thread-local storage: __thread variables with and without an
 * initial value and with a large alignment, in the main thread and in
 * others; errno per thread; pthread_self() in a child that fork() made
 * in a thread; and the race of joined and detached threads that crashed
 * when a thread was found through a table rather than its thread pointer.
 */

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>
#include "check.h"

static __thread int tv_init = 42;
static __thread long tv_zero;
static __thread char tv_text[24] = "thread-local";
static __thread long long tv_aligned __attribute__((aligned(64))) = 7;
__thread int tv_shared = 5;	/* a global one too */

/* What a thread found in its own copies, as one number per check. */
struct seen {
	int init, zero, text, aligned, mine;
	int err;
};

static void *look(void *arg)
{
	struct seen *s = arg;

	s->init = tv_init == 42;
	s->zero = tv_zero == 0;
	s->text = !strcmp(tv_text, "thread-local");
	s->aligned = ((uintptr_t)&tv_aligned % 64) == 0 && tv_aligned == 7;
	/* changes stay in this thread's copies */
	tv_init = 1;
	tv_zero = 2;
	tv_text[0] = 'T';
	tv_aligned = 3;
	s->mine = tv_init == 1 && tv_zero == 2 && tv_text[0] == 'T' && tv_aligned == 3;
	return NULL;
}

static void test_main_values(const char *name)
{
	CHECK_EQ(name, tv_init == 42 && tv_zero == 0 && !strcmp(tv_text, "thread-local") &&
		 tv_aligned == 7 && tv_shared == 5, 1);
}

static void test_main_aligned(const char *name)
{
	CHECK_EQ(name, (uintptr_t)&tv_aligned % 64, 0);
}

static void test_thread_values(const char *name)
{
	struct seen s = { 0 };
	pthread_t t;

	tv_init = 100;
	tv_zero = 200;
	if (pthread_create(&t, NULL, look, &s) || pthread_join(t, NULL)) {
		ksft_test_result_fail("%s: pthread_create or join failed\n", name);
		return;
	}
	CHECK_EQ(name, s.init * 10000 + s.zero * 1000 + s.text * 100 + s.aligned * 10 + s.mine,
		 11111);
}

static void test_main_untouched(const char *name)
{
	/* what the threads wrote went to their own copies */
	CHECK_EQ(name, tv_init == 100 && tv_zero == 200 && tv_text[0] == 't' &&
		 tv_aligned == 7, 1);
	tv_init = 42;
	tv_zero = 0;
}

#define NLOOK 6

static void test_many_threads(const char *name)
{
	struct seen s[NLOOK];
	pthread_t t[NLOOK];
	int i, ok = 0;

	memset(s, 0, sizeof(s));
	for (i = 0; i < NLOOK; i++)
		if (pthread_create(&t[i], NULL, look, &s[i]))
			break;
	while (i-- > 0)
		ok += !pthread_join(t[i], NULL) && s[i].init && s[i].zero && s[i].text &&
		      s[i].aligned && s[i].mine;
	CHECK_EQ(name, ok, NLOOK);
}

static void *set_errno(void *arg)
{
	struct seen *s = arg;

	errno = 0;
	s->err = close(-1) == -1 && errno == EBADF;
	return NULL;
}

static void test_errno_per_thread(const char *name)
{
	struct seen s = { 0 };
	pthread_t t;
	int mine;

	errno = ERANGE;
	if (pthread_create(&t, NULL, set_errno, &s)) {
		ksft_test_result_fail("%s: pthread_create failed\n", name);
		return;
	}
	errno = ERANGE;
	pthread_join(t, NULL);
	mine = errno;
	CHECK_EQ(name, s.err * 1000 + (mine == ERANGE), 1001);
}

static void *fork_in_thread(void *arg)
{
	pthread_t me = pthread_self();
	int status = 0;
	pid_t pid = fork();

	(void)arg;
	if (pid == 0)
		_exit(pthread_equal(pthread_self(), me) ? 7 : 8);
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return (void *)-1L;
	return (void *)(long)(WIFEXITED(status) ? WEXITSTATUS(status) : 100);
}

static void test_fork_keeps_self(const char *name)
{
	pthread_t t;
	void *res = NULL;

	if (pthread_create(&t, NULL, fork_in_thread, NULL) || pthread_join(t, &res)) {
		ksft_test_result_fail("%s: pthread_create or join failed\n", name);
		return;
	}
	CHECK_EQ(name, (long)res, 7);
}

/*
 * One thread creates and joins threads while another creates detached
 * ones, which end while the first reaps them: no thread may read memory
 * another freed. Bounded by rounds and by time.
 */
#define RACE_ROUNDS 300

static void *nothing(void *arg)
{
	return arg;
}

static volatile int race_stop;

static void *detacher(void *arg)
{
	pthread_attr_t a;
	pthread_t t;
	long n = 0;

	(void)arg;
	pthread_attr_init(&a);
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	pthread_attr_setstacksize(&a, PTHREAD_STACK_MIN);
	while (!race_stop && n < RACE_ROUNDS * 4)
		if (!pthread_create(&t, &a, nothing, NULL))
			n++;
	return (void *)n;
}

static void test_join_detach_race(const char *name)
{
	struct timespec start, now;
	pthread_attr_t a;
	pthread_t d, t;
	void *res;
	int i, joined = 0;

	race_stop = 0;
	pthread_attr_init(&a);
	pthread_attr_setstacksize(&a, PTHREAD_STACK_MIN);
	if (pthread_create(&d, NULL, detacher, NULL)) {
		ksft_test_result_fail("%s: pthread_create failed\n", name);
		return;
	}
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (i = 0; i < RACE_ROUNDS; i++) {
		res = NULL;
		if (!pthread_create(&t, &a, nothing, (void *)(long)i) &&
		    !pthread_join(t, &res) && res == (void *)(long)i)
			joined++;
		clock_gettime(CLOCK_MONOTONIC, &now);
		if (now.tv_sec - start.tv_sec > 20)
			break;
	}
	race_stop = 1;
	pthread_join(d, &res);
	CHECK_EQ(name, joined == i && (long)res > 0, 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_main_values),
	CHECK_CASE(test_main_aligned),
	CHECK_CASE(test_thread_values),
	CHECK_CASE(test_main_untouched),
	CHECK_CASE(test_many_threads),
	CHECK_CASE(test_errno_per_thread),
	CHECK_CASE(test_fork_keeps_self),
	CHECK_CASE(test_join_detach_race),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
