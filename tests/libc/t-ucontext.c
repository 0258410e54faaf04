/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <ucontext.h>: the third argument of an SA_SIGINFO handler. The signal
 * mask the handler changes in it is the one in force after it returns,
 * which tells that uc_sigmask sits where the kernel put it; on x86 the
 * stack pointer in gregs is where the interrupted code ran. Also
 * random() and srandom(), glibc's sequence.
 */

#define _GNU_SOURCE
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <sys/ucontext.h>
#include "check.h"

static volatile int seen_blocked, sp_near;
static volatile char *main_local;

static void handler(int sig, siginfo_t *info, void *ctx)
{
	ucontext_t *uc = ctx;

	(void)sig;
	(void)info;
	seen_blocked = sigismember(&uc->uc_sigmask, SIGUSR2);
	sigdelset(&uc->uc_sigmask, SIGUSR2);
#if defined(REG_RSP)
	sp_near = (unsigned long)(main_local - (char *)uc->uc_mcontext.gregs[REG_RSP]) < 65536;
#elif defined(REG_ESP)
	sp_near = (unsigned long)(main_local - (char *)uc->uc_mcontext.gregs[REG_ESP]) < 65536;
#else
	sp_near = 1;
#endif
}

static void test_sigmask_in_context(const char *name)
{
	volatile char here = 0;
	struct sigaction sa;
	sigset_t set, now;

	main_local = &here;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = handler;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGUSR1, &sa, NULL);
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, NULL);
	raise(SIGUSR1);
	sigprocmask(SIG_BLOCK, NULL, &now);
	CHECK_EQ(name, seen_blocked * 100 + !sigismember(&now, SIGUSR2) * 10 + sp_near, 111);
}

static void test_random(const char *name)
{
	long a, b;

	srandom(7);
	a = random();
	srand(7);
	b = rand();
	CHECK_EQ(name, a == b && a == 1045618677L, 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_sigmask_in_context),
	CHECK_CASE(test_random),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
