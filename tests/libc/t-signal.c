/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <signal.h> of nolibc-ext, with alarm(), pause() and strsignal(): signal
 * sets, sigaction() and its flags, sigprocmask(), sigpending(),
 * sigsuspend(), signal(), and their errors.
 *
 * Signal numbers differ between architectures (MIPS): a check prints
 * whether a number is the expected one, never the number.
 */

#include <signal.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static volatile sig_atomic_t hits, last_sig, info_ok, was_blocked;

static void on_signal(int sig)
{
	hits++;
	last_sig = sig;
	was_blocked = sig_blocked(sig);
}

static void on_siginfo(int sig, siginfo_t *info, void *ucontext)
{
	hits++;
	last_sig = sig;
	info_ok = info && ucontext && info->si_signo == sig &&
		  info->si_pid == getpid();
}

/* Installs handler for sig with flags; 0 on success. */
static int install(int sig, void (*handler)(int), int flags)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sa.sa_flags = flags;
	sigemptyset(&sa.sa_mask);
	hits = 0;
	last_sig = 0;
	return sigaction(sig, &sa, NULL);
}

static void unblock_all(void)
{
	sigset_t none;

	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
}

/* --- signal sets --------------------------------------------------------- */

static void test_set_empty(const char *name)
{
	sigset_t s;

	sigfillset(&s);
	sigemptyset(&s);
	CHECK_EQ(name, sigismember(&s, SIGINT) + sigismember(&s, SIGTERM), 0);
}

static void test_set_fill(const char *name)
{
	sigset_t s;

	sigemptyset(&s);
	sigfillset(&s);
	CHECK_EQ(name, sigismember(&s, SIGHUP) + sigismember(&s, SIGSYS), 2);
}

static void test_set_add_del(const char *name)
{
	sigset_t s;
	int r;

	sigemptyset(&s);
	sigaddset(&s, SIGUSR2);
	r = sigismember(&s, SIGUSR2) * 10 + sigismember(&s, SIGUSR1);
	sigdelset(&s, SIGUSR2);
	CHECK_EQ(name, r * 10 + sigismember(&s, SIGUSR2), 100);
}

static void test_set_add_zero(const char *name)
{
	sigset_t s;

	sigemptyset(&s);
	CHECK_ERR(name, sigaddset(&s, 0), -1, EINVAL);
}

static void test_set_add_negative(const char *name)
{
	sigset_t s;

	sigemptyset(&s);
	CHECK_ERR(name, sigaddset(&s, -3), -1, EINVAL);
}

static void test_set_del_huge(const char *name)
{
	sigset_t s;

	sigemptyset(&s);
	CHECK_ERR(name, sigdelset(&s, 1000), -1, EINVAL);
}

static void test_set_ismember_huge(const char *name)
{
	sigset_t s;

	sigemptyset(&s);
	CHECK_ERR(name, sigismember(&s, 1000), -1, EINVAL);
}

/* --- sigaction ------------------------------------------------------------ */

static void test_handler_runs(const char *name)
{
	install(SIGUSR1, on_signal, 0);
	raise(SIGUSR1);
	CHECK_EQ(name, hits * 10 + (last_sig == SIGUSR1), 11);
}

static void test_kill_self(const char *name)
{
	install(SIGUSR2, on_signal, 0);
	kill(getpid(), SIGUSR2);
	CHECK_EQ(name, hits * 10 + (last_sig == SIGUSR2), 11);
}

/* raise() of no signal: -1 and errno EINVAL (6.12 nolibc's returned -EINVAL) */
static void test_raise_bad(const char *name)
{
	CHECK_ERR(name, raise(1000), -1, EINVAL);
}

static void test_siginfo(const char *name)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_siginfo;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	hits = 0;
	info_ok = 0;
	sigaction(SIGUSR1, &sa, NULL);
	raise(SIGUSR1);
	CHECK_EQ(name, hits * 10 + info_ok, 11);
}

static void test_old_action(const char *name)
{
	struct sigaction old;

	install(SIGUSR1, on_signal, SA_RESTART);
	memset(&old, 0, sizeof(old));
	sigaction(SIGUSR1, NULL, &old);
	CHECK_EQ(name, (old.sa_handler == on_signal) * 10 +
		 !!(old.sa_flags & SA_RESTART), 11);
}

static void test_resethand(const char *name)
{
	struct sigaction old;

	install(SIGUSR1, on_signal, SA_RESETHAND);
	raise(SIGUSR1);
	sigaction(SIGUSR1, NULL, &old);
	CHECK_EQ(name, hits * 10 + (old.sa_handler == SIG_DFL), 11);
}

/* Without SA_NODEFER the signal is blocked while its handler runs. */
static void test_blocked_in_handler(const char *name)
{
	install(SIGUSR1, on_signal, 0);
	raise(SIGUSR1);
	CHECK_EQ(name, was_blocked, 1);
}

static void test_nodefer(const char *name)
{
	install(SIGUSR1, on_signal, SA_NODEFER);
	raise(SIGUSR1);
	CHECK_EQ(name, was_blocked, 0);
}

static void test_sa_mask(const char *name)
{
	struct sigaction sa;
	static volatile sig_atomic_t usr2_blocked;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGUSR2);
	sigaction(SIGUSR1, &sa, NULL);
	/* on_signal records whether its own signal is blocked; ask for USR2 */
	was_blocked = -1;
	raise(SIGUSR1);
	usr2_blocked = sig_blocked(SIGUSR2);
	CHECK_EQ(name, (was_blocked == 1) * 10 + usr2_blocked, 10);
}

static void test_ignore(const char *name)
{
	install(SIGUSR1, SIG_IGN, 0);
	raise(SIGUSR1);
	CHECK_EQ(name, hits, 0);
}

static void test_null_both(const char *name)
{
	CHECK_EQ(name, sigaction(SIGUSR1, NULL, NULL), 0);
}

static void test_bad_signal_zero(const char *name)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	CHECK_ERR(name, sigaction(0, &sa, NULL), -1, EINVAL);
}

static void test_bad_signal_huge(const char *name)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	CHECK_ERR(name, sigaction(1000, &sa, NULL), -1, EINVAL);
}

static void test_sigkill_handler(const char *name)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	CHECK_ERR(name, sigaction(SIGKILL, &sa, NULL), -1, EINVAL);
}

/* --- sigprocmask, sigpending, sigsuspend --------------------------------- */

static void test_block_pending(const char *name)
{
	sigset_t s, pend;
	int before, pending;

	install(SIGUSR1, on_signal, 0);
	sigemptyset(&s);
	sigaddset(&s, SIGUSR1);
	sigprocmask(SIG_BLOCK, &s, NULL);
	raise(SIGUSR1);
	before = hits;
	sigpending(&pend);
	pending = sigismember(&pend, SIGUSR1);
	sigprocmask(SIG_UNBLOCK, &s, NULL);
	CHECK_EQ(name, before * 100 + pending * 10 + hits, 11);
}

static void test_procmask_bad_how(const char *name)
{
	sigset_t s;

	sigemptyset(&s);
	CHECK_ERR(name, sigprocmask(12345, &s, NULL), -1, EINVAL);
}

static void test_sigsuspend(const char *name)
{
	sigset_t s, none;
	int r, e;

	install(SIGUSR1, on_signal, 0);
	sigemptyset(&s);
	sigaddset(&s, SIGUSR1);
	sigprocmask(SIG_BLOCK, &s, NULL);
	raise(SIGUSR1);
	sigemptyset(&none);
	errno = 0;
	r = sigsuspend(&none);
	e = errno;
	unblock_all();
	CHECK_EQ(name, (r == -1 && e == EINTR) * 10 + hits, 11);
}

/* --- signal(), alarm(), pause() ------------------------------------------- */

static void test_signal_returns_old(const char *name)
{
	signal(SIGUSR2, SIG_IGN);
	CHECK_EQ(name, signal(SIGUSR2, SIG_DFL) == SIG_IGN, 1);
}

static void test_signal_stays(const char *name)
{
	hits = 0;
	signal(SIGUSR1, on_signal);
	raise(SIGUSR1);
	raise(SIGUSR1);
	CHECK_EQ(name, hits, 2);
}

static void test_signal_sigkill(const char *name)
{
	int err;

	errno = 0;
	err = signal(SIGKILL, on_signal) == SIG_ERR ? errno : 0;
	CHECK_EQ(name, err, EINVAL);
}

static void test_alarm_remaining(const char *name)
{
	unsigned int left;

	alarm(100);
	left = alarm(0);
	CHECK_EQ(name, left >= 99 && left <= 100, 1);
}

static void test_alarm_none(const char *name)
{
	CHECK_EQ(name, alarm(0), 0);
}

static void test_alarm_pause(const char *name)
{
	int r, e;

	install(SIGALRM, on_signal, 0);
	alarm(1);
	errno = 0;
	r = pause();
	e = errno;
	CHECK_EQ(name, (r == -1 && e == EINTR) * 100 + hits * 10 +
		 (last_sig == SIGALRM), 111);
}

/* --- strsignal ------------------------------------------------------------ */

static void test_strsignal_int(const char *name)
{
	CHECK_STR(name, strsignal(SIGINT), "Interrupt");
}

static void test_strsignal_segv(const char *name)
{
	CHECK_STR(name, strsignal(SIGSEGV), "Segmentation fault");
}

static void test_strsignal_alrm(const char *name)
{
	CHECK_STR(name, strsignal(SIGALRM), "Alarm clock");
}

static void test_strsignal_unknown(const char *name)
{
	CHECK_STR(name, strsignal(1000), "Unknown signal 1000");
}

static void test_strsignal_negative(const char *name)
{
	CHECK_STR(name, strsignal(-2), "Unknown signal -2");
}

static const struct check_case cases[] = {
	CHECK_CASE(test_set_empty),
	CHECK_CASE(test_set_fill),
	CHECK_CASE(test_set_add_del),
	CHECK_CASE(test_set_add_zero),
	CHECK_CASE(test_set_add_negative),
	CHECK_CASE(test_set_del_huge),
	CHECK_CASE(test_set_ismember_huge),
	CHECK_CASE(test_handler_runs),
	CHECK_CASE(test_kill_self),
	CHECK_CASE(test_raise_bad),
	CHECK_CASE(test_siginfo),
	CHECK_CASE(test_old_action),
	CHECK_CASE(test_resethand),
	CHECK_CASE(test_blocked_in_handler),
	CHECK_CASE(test_nodefer),
	CHECK_CASE(test_sa_mask),
	CHECK_CASE(test_ignore),
	CHECK_CASE(test_null_both),
	CHECK_CASE(test_bad_signal_zero),
	CHECK_CASE(test_bad_signal_huge),
	CHECK_CASE(test_sigkill_handler),
	CHECK_CASE(test_block_pending),
	CHECK_CASE(test_procmask_bad_how),
	CHECK_CASE(test_sigsuspend),
	CHECK_CASE(test_signal_returns_old),
	CHECK_CASE(test_signal_stays),
	CHECK_CASE(test_signal_sigkill),
	CHECK_CASE(test_alarm_remaining),
	CHECK_CASE(test_alarm_none),
	CHECK_CASE(test_alarm_pause),
	CHECK_CASE(test_strsignal_int),
	CHECK_CASE(test_strsignal_segv),
	CHECK_CASE(test_strsignal_alrm),
	CHECK_CASE(test_strsignal_unknown),
	CHECK_CASE(test_strsignal_negative),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
