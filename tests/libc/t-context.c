/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The getcontext() family (<ucontext.h>): a context taken and set again,
 * functions started on stacks of their own with their arguments, two
 * contexts handing control back and forth, the signal mask and MXCSR
 * that go with a context, a function that returns to its uc_link or,
 * without one, ends the process by exit(). x86 only so far (CONTEXT_<arch>
 * in mk/arch.mk).
 */

#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <ucontext.h>
#include <sys/wait.h>
#include "check.h"

#define STACK 65536

static ucontext_t uc_main, uc_a, uc_b;
static char stack_a[STACK] __attribute__((aligned(16)));
static char stack_b[STACK] __attribute__((aligned(16)));

/* setcontext() returns to where getcontext() did, as often as asked */
static void test_getcontext_again(const char *name)
{
	volatile int n = 0;
	int r = getcontext(&uc_main);

	if (n++ < 3)
		setcontext(&uc_main);
	CHECK_EQ(name, r * 100 + n, 4);
}

static long sum;
static int aligned, depth;

/* eight arguments: six in registers, two on the new stack */
static void summing(long a, long b, long c, long d, long e, long f, long g, long h)
{
	char buf[32] __attribute__((aligned(16)));

	/* an aligned local where the ABI's stack alignment put it */
	memset(buf, 0, sizeof(buf));
	aligned = ((unsigned long)buf & 15) == 0;
	sum = a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8;
	depth++;
}

static void start(ucontext_t *uc, char *stack, ucontext_t *link)
{
	getcontext(uc);
	uc->uc_stack.ss_sp = stack;
	uc->uc_stack.ss_size = STACK;
	uc->uc_link = link;
}

/* the function runs on its stack and returns through uc_link */
static void test_makecontext_args(const char *name)
{
	volatile int back = 0;

	sum = aligned = depth = 0;
	start(&uc_a, stack_a, &uc_main);
	/* (on x86_64 the stacked eighth has bits above 32, read as glibc) */
	makecontext(&uc_a, (void (*)(void))summing, 8, 1L, 2L, 3L, 4L, 5L, 6L, 7L,
		    (long)(sizeof(long) == 8 ? 0x10000L + (0x10000L << 16 << 16) : 0x10000L));
	getcontext(&uc_main);
	if (!back++)
		setcontext(&uc_a);
	CHECK_EQ(name, (long)(sum - (sizeof(long) == 8 ? (0x80000L << 16 << 16) : 0)) * 100 +
		 aligned * 10 + depth, (1 + 4 + 9 + 16 + 25 + 36 + 49 + 0x80000L) * 100 + 11);
}

/* odd numbers of stacked arguments too: 7, and none */
static void seven(long a, long b, long c, long d, long e, long f, long g)
{
	summing(a, b, c, d, e, f, g, 0);
}

static void none(void)
{
	summing(0, 0, 0, 0, 0, 0, 0, 1);
}

static void test_makecontext_counts(const char *name)
{
	long got;

	start(&uc_a, stack_a, &uc_main);
	uc_a.uc_stack.ss_size = STACK - 8;	/* a stack top not 16-byte aligned */
	makecontext(&uc_a, (void (*)(void))seven, 7, 1L, 1L, 1L, 1L, 1L, 1L, 1L);
	aligned = 0;
	swapcontext(&uc_main, &uc_a);
	got = sum * 10 + aligned;
	start(&uc_a, stack_a, &uc_main);
	makecontext(&uc_a, none, 0);
	aligned = 0;
	swapcontext(&uc_main, &uc_a);
	CHECK_EQ(name, got * 1000 + sum * 10 + aligned, 281 * 1000 + 81);
}

/* two coroutines passing control back and forth */
static char trace[64];
static int tlen;

static void ping(void)
{
	int i;

	for (i = 0; i < 4; i++) {
		trace[tlen++] = 'a' + i;
		swapcontext(&uc_a, &uc_b);
	}
}

static void pong(void)
{
	int i;

	for (i = 0; i < 4; i++) {
		trace[tlen++] = '0' + i;
		swapcontext(&uc_b, &uc_a);
	}
}

static void test_swapcontext(const char *name)
{
	tlen = 0;
	start(&uc_a, stack_a, &uc_main);
	makecontext(&uc_a, ping, 0);
	start(&uc_b, stack_b, &uc_main);
	makecontext(&uc_b, pong, 0);
	swapcontext(&uc_main, &uc_a);
	trace[tlen] = 0;
	CHECK_STR(name, trace, "a0b1c2d3");
}

/* the mask in force when the context was taken comes back with it */
static void test_sigmask(const char *name)
{
	volatile int pass = 0, before = 0;
	sigset_t set;
	int after;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	getcontext(&uc_main);
	if (pass++) {
		after = sig_blocked(SIGUSR1) * 10 + sig_blocked(SIGUSR2);
		sigprocmask(SIG_UNBLOCK, &set, NULL);
		CHECK_EQ(name, before * 100 + after +
			 sigismember(&uc_main.uc_sigmask, SIGUSR1) * 1000, 2110);
		return;
	}
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, NULL);
	before = sig_blocked(SIGUSR1) * 10 + sig_blocked(SIGUSR2);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, NULL);
	setcontext(&uc_main);
}

/* the x87 control word's rounding goes with the context (fldenv) */
static unsigned short fpucw(void)
{
	unsigned short v;

	__asm__ volatile ("fnstcw %0" : "=m"(v));
	return v;
}

static void set_fpucw(unsigned short v)
{
	__asm__ volatile ("fldcw %0" : : "m"(v));
}

static void test_fpu_env(const char *name)
{
	volatile int pass = 0;
	unsigned short was = fpucw();
	unsigned short then;

#ifdef __x86_64__
	/* and MXCSR's, which glibc keeps on x86_64 */
	unsigned int mwas, mthen;

	__asm__ volatile ("stmxcsr %0" : "=m"(mwas));
#endif
	getcontext(&uc_main);
	if (!pass++) {
		set_fpucw(was | 0xc00);	/* round toward zero */
#ifdef __x86_64__
		mthen = mwas | 0x6000;
		__asm__ volatile ("ldmxcsr %0" : : "m"(mthen));
#endif
		setcontext(&uc_main);
	}
	then = fpucw();
	set_fpucw(was);
#ifdef __x86_64__
	__asm__ volatile ("stmxcsr %0" : "=m"(mthen));
	__asm__ volatile ("ldmxcsr %0" : : "m"(mwas));
	then |= (mthen != mwas) << 15;
#endif
	CHECK_EQ(name, then == was, 1);
}

/* without uc_link the process ends by exit(0): atexit handlers run */
static void bye(void)
{
	write(1, "# atexit handler ran\n", 21);
}

static void last(void)
{
	atexit(bye);
}

static void test_end_without_link(const char *name)
{
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		start(&uc_a, stack_a, NULL);
		makecontext(&uc_a, last, 0);
		setcontext(&uc_a);
		_exit(3);
	}
	CHECK_EQ(name, check_child(pid), 0);
}

/* what getcontext() saw: where the stack was */
static void test_registers(const char *name)
{
	volatile char here = 0;
	long off;

	getcontext(&uc_main);
#ifdef REG_RSP
	off = (char *)&here - (char *)uc_main.uc_mcontext.gregs[REG_RSP];
#else
	off = (char *)&here - (char *)uc_main.uc_mcontext.gregs[REG_ESP];
#endif
	CHECK_EQ(name, (off > -4096 && off < 4096) * 10 +
		 (uc_main.uc_mcontext.fpregs == (fpregset_t)&uc_main.__fpregs_mem), 11);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_getcontext_again),
	CHECK_CASE(test_makecontext_args),
	CHECK_CASE(test_makecontext_counts),
	CHECK_CASE(test_swapcontext),
	CHECK_CASE(test_sigmask),
	CHECK_CASE(test_fpu_env),
	CHECK_CASE(test_end_without_link),
	CHECK_CASE(test_registers),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
