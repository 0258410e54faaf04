/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <setjmp.h> of nolibc-ext: setjmp(), longjmp(), sigsetjmp(), siglongjmp(),
 * from nested frames and from signal handlers.
 */

#include <setjmp.h>
#include <signal.h>
#include <string.h>
#include "check.h"

static jmp_buf env;
static sigjmp_buf senv;

static int jump_back(int val)
{
	volatile int r = setjmp(env);

	if (r == 0)
		longjmp(env, val);
	return r;
}

static void test_returns_value(const char *name)
{
	CHECK_EQ(name, jump_back(42), 42);
}

static void test_zero_becomes_one(const char *name)
{
	CHECK_EQ(name, jump_back(0), 1);
}

static void test_negative(const char *name)
{
	CHECK_EQ(name, jump_back(-5), -5);
}

/*
 * Recurse, keeping many values live in each frame (callee-saved registers,
 * integer and floating point), then jump from the deepest one.
 */
static long deep(int depth, long a, double d)
{
	long b = a * 3 + depth, c = a ^ 0x5a5a, e = a + 77, f = a - 9;
	double x = d * 1.5, y = d + depth;

	if (depth < 0)
		return a;	/* never: keeps compilers from seeing endless recursion */
	if (depth == 0)
		longjmp(env, 3);
	return deep(depth - 1, b + c, x * y) + b + c + e + f + (long)(x - y);
}

static long nested_jump(long seed)
{
	/* Unchanged between setjmp() and longjmp(): must survive the jump. */
	long a = seed * 7, b = seed + 11, c = seed ^ 0x33, d = seed * seed;
	double p = seed * 0.25, q = seed / 3.0;

	if (setjmp(env) == 0)
		return deep(20, seed, 2.0) + 1000000;
	return a + b + c + d + (long)(p * 8) + (long)(q * 9);
}

static void test_nested_frames(const char *name)
{
	long seed = getpid() > 0 ? 12 : 13;
	long want = 84 + 23 + (12 ^ 0x33) + 144 + 24 + 36;

	CHECK_EQ(name, nested_jump(seed), want);
}

static void test_many_jumps(const char *name)
{
	volatile int i, n = 0;

	for (i = 0; i < 10000; i++)
		if (setjmp(env) == 0)
			longjmp(env, 1);
		else
			n++;
	CHECK_EQ(name, n, 10000);
}

static void to_senv(int sig)
{
	siglongjmp(senv, sig);
}

/* Jump out of a SIGUSR1 handler; savemask says whether to save the mask. */
static int jump_from_handler(int savemask)
{
	struct sigaction sa;
	volatile int r;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = to_senv;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGUSR1, &sa, NULL))
		return -1;
	r = sigsetjmp(senv, savemask);
	if (r == 0) {
		raise(SIGUSR1);
		return -2;	/* the handler did not jump */
	}
	return r;
}

static void test_from_handler(const char *name)
{
	/* signal numbers differ between architectures: compare, not print */
	CHECK_EQ(name, jump_from_handler(1) == SIGUSR1, 1);
}

/* With the mask saved, the handler's blocking of SIGUSR1 is undone. */
static void test_mask_restored(const char *name)
{
	jump_from_handler(1);
	CHECK_EQ(name, sig_blocked(SIGUSR1), 0);
}

/* Without, SIGUSR1 stays blocked as it was in the handler. */
static void test_mask_kept(const char *name)
{
	sigset_t none;

	jump_from_handler(0);
	CHECK_EQ(name, sig_blocked(SIGUSR1), 1);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
}

static void test_plain_longjmp_keeps_mask(const char *name)
{
	sigset_t set, none;
	volatile int r;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	r = setjmp(env);
	if (r == 0) {
		sigprocmask(SIG_BLOCK, &set, NULL);
		longjmp(env, 1);
	}
	CHECK_EQ(name, sig_blocked(SIGUSR2), 1);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_returns_value),
	CHECK_CASE(test_zero_becomes_one),
	CHECK_CASE(test_negative),
	CHECK_CASE(test_nested_frames),
	CHECK_CASE(test_many_jumps),
	CHECK_CASE(test_from_handler),
	CHECK_CASE(test_mask_restored),
	CHECK_CASE(test_mask_kept),
	CHECK_CASE(test_plain_longjmp_keeps_mask),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
