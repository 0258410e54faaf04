/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <signal.h>: signal sets, sigaction() and the calls around it, which 6.12
 * nolibc lacks (it has kill() and raise() only), and a raise() of its own.
 *
 * sigset_t is the kernel's size (_NSIG bits), so it goes to the rt_*
 * system calls as it is. struct sigaction has glibc's shape: sa_handler
 * and sa_sigaction share a union reached through macros of those names.
 * siginfo_t is the UAPI one, which is the same as glibc's.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SIGNAL_H
#define _NOLIBC_EXT_SIGNAL_H

/* 6.12 nolibc's headers only build in nolibc.h's order: all of it first. */
#include <asm/siginfo.h>
#include "arch-ext.h"

typedef int sig_atomic_t;
typedef void (*sighandler_t)(int);

typedef struct {
	unsigned long __bits[_NSIG / (8 * sizeof(unsigned long))];
} sigset_t;

struct sigaction {
	union {
		void (*__handler)(int);
		void (*__sigaction)(int, siginfo_t *, void *);
	} __sa_u;
	sigset_t sa_mask;
	int sa_flags;
	void (*sa_restorer)(void);
};
#define sa_handler __sa_u.__handler
#define sa_sigaction __sa_u.__sigaction

/*
 * The structure rt_sigaction takes; an architecture may define its own,
 * and __NOLIBC_EXT_KSIGACTION_FIXUP() to complete one before it is passed.
 */
#ifndef __NOLIBC_EXT_KSIGACTION_FIXUP
#define __NOLIBC_EXT_KSIGACTION_FIXUP(k) do { } while (0)
#endif
#ifndef __NOLIBC_EXT_KSIGACTION
struct __nolibc_ext_ksigaction {
	void (*handler)(int);
	unsigned long flags;
#ifdef SA_RESTORER
	void (*restorer)(void);
#endif
	unsigned long mask[_NSIG / (8 * sizeof(unsigned long))];
};
#endif

/* 1 when sig is a signal number sigaddset() and friends accept. */
static __attribute__((unused))
int __nolibc_ext_sig_valid(int sig)
{
	return sig > 0 && sig <= _NSIG;
}

#define __NOLIBC_EXT_SIG_WORD(sig) \
	(((unsigned int)(sig) - 1) / (8 * sizeof(unsigned long)))
#define __NOLIBC_EXT_SIG_BIT(sig) \
	(1UL << (((unsigned int)(sig) - 1) % (8 * sizeof(unsigned long))))

/*
 * int sigaddset(sigset_t *set, int signum);
 */
static __attribute__((unused))
int sigaddset(sigset_t *set, int signum)
{
	if (!__nolibc_ext_sig_valid(signum)) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	set->__bits[__NOLIBC_EXT_SIG_WORD(signum)] |= __NOLIBC_EXT_SIG_BIT(signum);
	return 0;
}

/*
 * int sigdelset(sigset_t *set, int signum);
 */
static __attribute__((unused))
int sigdelset(sigset_t *set, int signum)
{
	if (!__nolibc_ext_sig_valid(signum)) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	set->__bits[__NOLIBC_EXT_SIG_WORD(signum)] &= ~__NOLIBC_EXT_SIG_BIT(signum);
	return 0;
}

/*
 * int sigemptyset(sigset_t *set);
 */
static __attribute__((unused))
int sigemptyset(sigset_t *set)
{
	memset(set, 0, sizeof(*set));
	return 0;
}

/*
 * Signals 32 and 33 are the C library's own, as in glibc (33 cancels a
 * thread, pthread.h): sigfillset() leaves them out, and masks set
 * through sigprocmask() and pthread_sigmask() never block 33, or a
 * thread that blocks everything could not be cancelled.
 */
#define __NOLIBC_EXT_SIGCANCEL	33

/*
 * int sigfillset(sigset_t *set);
 */
static __attribute__((unused))
int sigfillset(sigset_t *set)
{
	unsigned long *w = (unsigned long *)set;
	unsigned int bit, lb = 8 * sizeof(long);

	memset(set, 0xff, sizeof(*set));
	for (bit = 31; bit <= 32 && bit < sizeof(*set) * 8; bit++)
		w[bit / lb] &= ~(1UL << (bit % lb));
	return 0;
}

/*
 * int sigismember(const sigset_t *set, int signum);
 */
static __attribute__((unused))
int sigismember(const sigset_t *set, int signum)
{
	if (!__nolibc_ext_sig_valid(signum)) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	return !!(set->__bits[__NOLIBC_EXT_SIG_WORD(signum)] & __NOLIBC_EXT_SIG_BIT(signum));
}

/*
 * int sigaction(int signum, const struct sigaction *act,
 *               struct sigaction *oldact);
 */
static __attribute__((unused))
int sys_rt_sigaction(int signum, const struct __nolibc_ext_ksigaction *act,
		     struct __nolibc_ext_ksigaction *oldact)
{
	return my_syscall4(__NR_rt_sigaction, signum, act, oldact, _NSIG / 8);
}

static __attribute__((unused))
int sigaction(int signum, const struct sigaction *act, struct sigaction *oldact)
{
	struct __nolibc_ext_ksigaction kact, kold;
	int ret;

	if (act) {
		memset(&kact, 0, sizeof(kact));
		kact.handler = act->sa_handler;
		kact.flags = act->sa_flags;
		memcpy(kact.mask, &act->sa_mask, sizeof(kact.mask));
#ifdef __NOLIBC_EXT_RESTORER
		kact.flags |= SA_RESTORER;
		kact.restorer = __NOLIBC_EXT_RESTORER(act->sa_flags & SA_SIGINFO);
#endif
		__NOLIBC_EXT_KSIGACTION_FIXUP(&kact);
	}
	ret = sys_rt_sigaction(signum, act ? &kact : NULL, oldact ? &kold : NULL);
	if (ret == 0 && oldact) {
		memset(oldact, 0, sizeof(*oldact));
		oldact->sa_handler = kold.handler;
		oldact->sa_flags = kold.flags;
		memcpy(&oldact->sa_mask, kold.mask, sizeof(kold.mask));
#ifdef SA_RESTORER
		oldact->sa_restorer = kold.restorer;
#endif
	}
	return __sysret(ret);
}

/*
 * int sigpending(sigset_t *set);
 */
static __attribute__((unused))
int sys_rt_sigpending(sigset_t *set)
{
	return my_syscall2(__NR_rt_sigpending, set, _NSIG / 8);
}

static __attribute__((unused))
int sigpending(sigset_t *set)
{
	return __sysret(sys_rt_sigpending(set));
}

/*
 * int sigprocmask(int how, const sigset_t *set, sigset_t *oldset);
 * The mask set never blocks __NOLIBC_EXT_SIGCANCEL (a copy of set
 * without it is passed on); sys_rt_sigprocmask() is the bare call.
 */
static __attribute__((unused))
int sys_rt_sigprocmask(int how, const sigset_t *set, sigset_t *oldset)
{
	return my_syscall4(__NR_rt_sigprocmask, how, set, oldset, _NSIG / 8);
}

static __attribute__((unused))
int sigprocmask(int how, const sigset_t *set, sigset_t *oldset)
{
	unsigned int bit = __NOLIBC_EXT_SIGCANCEL - 1, lb = 8 * sizeof(long);
	sigset_t copy;

	if (set && how != SIG_UNBLOCK && bit < sizeof(*set) * 8 &&
	    (((const unsigned long *)set)[bit / lb] & (1UL << (bit % lb)))) {
		memcpy(&copy, set, sizeof(copy));
		((unsigned long *)&copy)[bit / lb] &= ~(1UL << (bit % lb));
		set = &copy;
	}
	return __sysret(sys_rt_sigprocmask(how, set, oldset));
}

/*
 * int sigsuspend(const sigset_t *mask);
 */
static __attribute__((unused))
int sys_rt_sigsuspend(const sigset_t *mask)
{
	return my_syscall2(__NR_rt_sigsuspend, mask, _NSIG / 8);
}

static __attribute__((unused))
int sigsuspend(const sigset_t *mask)
{
	return __NOLIBC_EXT_CP(long, __sysret(sys_rt_sigsuspend(mask)));
}

/*
 * sighandler_t signal(int signum, sighandler_t handler);
 * BSD semantics, as glibc's: the handler stays installed, and system calls
 * it interrupts are restarted.
 */
static __attribute__((unused))
sighandler_t signal(int signum, sighandler_t handler)
{
	struct sigaction act, old;

	memset(&act, 0, sizeof(act));
	act.sa_handler = handler;
	act.sa_flags = SA_RESTART;
	if (sigaction(signum, &act, &old) < 0)
		return SIG_ERR;
	return old.sa_handler;
}

/*
 * int sigtimedwait(const sigset_t *set, siginfo_t *info,
 *		    const struct timespec *timeout);
 * int sigwaitinfo(const sigset_t *set, siginfo_t *info);
 * int sigwait(const sigset_t *set, int *sig);
 */
struct timespec;

static __attribute__((unused))
int sigtimedwait(const sigset_t *set, siginfo_t *info, const struct timespec *timeout)
{
	return __NOLIBC_EXT_CP(long, __sysret(my_syscall4(__NR_rt_sigtimedwait, set, info, timeout, _NSIG / 8)));
}

static __attribute__((unused))
int sigwaitinfo(const sigset_t *set, siginfo_t *info)
{
	return sigtimedwait(set, info, NULL);
}

static __attribute__((unused))
int sigwait(const sigset_t *set, int *sig)
{
	long ret = my_syscall4(__NR_rt_sigtimedwait, set, NULL, NULL, _NSIG / 8);

	if (ret < 0)
		return -ret;
	*sig = ret;
	return 0;
}

/*
 * int tgkill(pid_t tgid, pid_t tid, int sig);
 */
static __attribute__((unused))
int tgkill(pid_t tgid, pid_t tid, int sig)
{
	return __sysret(my_syscall3(__NR_tgkill, tgid, tid, sig));
}

/*
 * int raise(int sig);
 * To the calling thread, as glibc's: 6.12's sent the signal to the
 * process (kill()), which any of its threads may take, and returned
 * -EINVAL, not -1 with errno. Weak and out of line, as 6.12's: libgcc
 * calls it on a division by zero. The ids are read before the call that
 * takes them (see abort()).
 */
int raise(int sig);
__attribute__((weak, unused, section(".text.nolibc_ext_raise")))
int raise(int sig)
{
	long pid = my_syscall0(__NR_getpid);
	long tid = my_syscall0(__NR_gettid);

	return __sysret(my_syscall3(__NR_tgkill, pid, tid, sig));
}

/*
 * int sigqueue(pid_t pid, int sig, const union sigval value);
 */
static __attribute__((unused))
int sigqueue(pid_t pid, int sig, const union sigval value)
{
	siginfo_t info;

	memset(&info, 0, sizeof(info));
	info.si_signo = sig;
	info.si_code = SI_QUEUE;
	info.si_pid = getpid();
	info.si_uid = getuid();
	info.si_value = value;
	return __sysret(my_syscall3(__NR_rt_sigqueueinfo, pid, sig, &info));
}

/*
 * int sigaltstack(const stack_t *ss, stack_t *old);
 */
#ifndef SS_ONSTACK
#define SS_ONSTACK	1
#define SS_DISABLE	2
#endif
#ifndef SS_AUTODISARM
#define SS_AUTODISARM	(1U << 31)
#endif
static __attribute__((unused))
int sigaltstack(const stack_t *ss, stack_t *old)
{
	return __sysret(my_syscall2(__NR_sigaltstack, ss, old));
}

/* ucontext_t and mcontext_t, which glibc's <signal.h> also gives */
#include <sys/ucontext.h>

#endif /* _NOLIBC_EXT_SIGNAL_H */
