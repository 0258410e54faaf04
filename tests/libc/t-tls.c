// SPDX-License-Identifier: GPL-2.0
/*
 * Thread-local storage: __thread variables with and without an
 * initial value and with a large alignment, in the main thread and in
 * others; errno per thread; pthread_self() in a child that fork() made
 * in a thread, the child's own threads and its end, pthread_atfork()'s
 * order; and the race of joined and detached threads that crashed
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

static void *nothing(void *arg)
{
	return arg;
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
 * A child that fork() made in a thread has that thread only: it creates
 * and joins a thread of its own, then ends its last thread, which ends
 * it as exit(0) would (its atexit() handler runs), while the parent
 * still has a thread blocked in read().
 */
static int fork_out[2];

static void fork_child_atexit(void)
{
	write(fork_out[1], "A", 1);
}

static void *blocked(void *arg)
{
	char c;

	read(*(int *)arg, &c, 1);
	return NULL;
}

static void *fork_and_end(void *arg)
{
	pthread_t t;
	void *res = NULL;
	pid_t pid = fork();

	(void)arg;
	if (pid)
		return (void *)(long)pid;
	atexit(fork_child_atexit);
	if (!pthread_create(&t, NULL, nothing, (void *)5L) &&
	    !pthread_join(t, &res) && res == (void *)5L)
		write(fork_out[1], "J", 1);
	pthread_exit(NULL);
	return NULL;
}

static void test_fork_child_threads(const char *name)
{
	char buf[8] = "";
	int hold[2], status = -1, n = 0, r;
	pthread_t b, f;
	void *res = NULL;

	if (pipe(fork_out) || pipe(hold)) {
		ksft_test_result_fail("%s: pipe failed\n", name);
		return;
	}
	if (pthread_create(&b, NULL, blocked, &hold[0]) ||
	    pthread_create(&f, NULL, fork_and_end, NULL) || pthread_join(f, &res) ||
	    (long)res <= 0) {
		ksft_test_result_fail("%s: pthread_create, join or fork failed\n", name);
		return;
	}
	close(fork_out[1]);
	while (n < (int)sizeof(buf) - 1 &&
	       (r = read(fork_out[0], buf + n, sizeof(buf) - 1 - n)) > 0)
		n += r;
	waitpid((pid_t)(long)res, &status, 0);
	write(hold[1], "x", 1);
	pthread_join(b, NULL);
	close(fork_out[0]);
	close(hold[0]);
	close(hold[1]);
	CHECK_STR(name, buf, WIFEXITED(status) && !WEXITSTATUS(status) ? "JA" : "status");
}

/* pthread_atfork(): prepare in reverse order, parent and child in order */
static char atfork_seen[16];

static void atfork_note(char c)
{
	size_t n = strlen(atfork_seen);

	if (n < sizeof(atfork_seen) - 1)
		atfork_seen[n] = c;
}

static void prepare1(void) { atfork_note('p'); }
static void prepare2(void) { atfork_note('P'); }
static void parent1(void) { atfork_note('a'); }
static void parent2(void) { atfork_note('A'); }
static void child1(void) { atfork_note('c'); }
static void child2(void) { atfork_note('C'); }

static void test_atfork_order(const char *name)
{
	int out[2], status = -1;
	char child[16] = "";
	pid_t pid;

	if (pipe(out) || pthread_atfork(prepare1, parent1, child1) ||
	    pthread_atfork(prepare2, parent2, NULL) ||
	    pthread_atfork(NULL, NULL, child2)) {
		ksft_test_result_fail("%s: pipe or pthread_atfork failed\n", name);
		return;
	}
	pid = fork();
	if (pid == 0) {
		write(out[1], atfork_seen, strlen(atfork_seen));
		_exit(0);
	}
	close(out[1]);
	if (pid > 0) {
		read(out[0], child, sizeof(child) - 1);
		waitpid(pid, &status, 0);
	}
	close(out[0]);
	strcat(atfork_seen, "/");
	strcat(atfork_seen, child);
	CHECK_STR(name, atfork_seen, "PpaA/PpcC");
}

/*
 * One thread creates and joins threads while another creates detached
 * ones, which end while the first reaps them: no thread may read memory
 * another freed. Bounded by rounds and by time.
 */
#define RACE_ROUNDS 300

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
	CHECK_CASE(test_fork_child_threads),
	CHECK_CASE(test_atfork_order),
	CHECK_CASE(test_join_detach_race),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
