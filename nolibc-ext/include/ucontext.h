/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <ucontext.h> and <sys/ucontext.h>: ucontext_t and mcontext_t, as a
 * signal handler installed with SA_SIGINFO gets them in its third
 * argument. The layout is the kernel's signal frame; the names are
 * glibc's: on x86 the registers are gregs[REG_*] and fpregs, elsewhere
 * mcontext_t is the kernel's own machine context (struct sigcontext on
 * most, _sigregs on s390, struct mcontext on 32-bit PowerPC), whose
 * member names glibc mostly shares.
 * getcontext(), setcontext(), makecontext() and swapcontext() where the
 * architecture's part of nolibc-ext has them (__NOLIBC_EXT_HAVE_CONTEXT:
 * x86_64 and i386): ucontext_t then ends with glibc's __fpregs_mem, where
 * getcontext() keeps the floating point environment.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_UCONTEXT_H
#define _NOLIBC_EXT_UCONTEXT_H

#include <signal.h>
#include <asm/sigcontext.h>

#if defined(__x86_64__)
typedef long long greg_t;
#define NGREG		23
#define REG_R8		0
#define REG_R9		1
#define REG_R10		2
#define REG_R11		3
#define REG_R12		4
#define REG_R13		5
#define REG_R14		6
#define REG_R15		7
#define REG_RDI		8
#define REG_RSI		9
#define REG_RBP		10
#define REG_RBX		11
#define REG_RDX		12
#define REG_RAX		13
#define REG_RCX		14
#define REG_RSP		15
#define REG_RIP		16
#define REG_EFL		17
#define REG_CSGSFS	18
#define REG_ERR		19
#define REG_TRAPNO	20
#define REG_OLDMASK	21
#define REG_CR2		22
typedef struct _fpstate_64 *fpregset_t;
#elif defined(__i386__)
typedef int greg_t;
#define NGREG		19
#define REG_GS		0
#define REG_FS		1
#define REG_ES		2
#define REG_DS		3
#define REG_EDI		4
#define REG_ESI		5
#define REG_EBP		6
#define REG_ESP		7
#define REG_EBX		8
#define REG_EDX		9
#define REG_ECX		10
#define REG_EAX		11
#define REG_TRAPNO	12
#define REG_ERR		13
#define REG_EIP		14
#define REG_CS		15
#define REG_EFL		16
#define REG_UESP	17
#define REG_SS		18
typedef struct _fpstate_32 *fpregset_t;
#endif

#if defined(__x86_64__) || defined(__i386__)
typedef greg_t gregset_t[NGREG];

/* the kernel's struct sigcontext, register by register */
typedef struct {
	gregset_t gregs;
	fpregset_t fpregs;
#ifdef __x86_64__
	unsigned long long __reserved1[8];
#else
	unsigned long oldmask;
	unsigned long cr2;
#endif
} mcontext_t;

typedef struct ucontext_t {
	unsigned long uc_flags;
	struct ucontext_t *uc_link;
	stack_t uc_stack;
	mcontext_t uc_mcontext;
	sigset_t uc_sigmask;
#ifdef __NOLIBC_EXT_HAVE_CONTEXT
#ifdef __x86_64__
	struct _fpstate_64 __fpregs_mem;
#else
	struct _fpstate_32 __fpregs_mem;
#endif
	unsigned long long __ssp[4];
#endif
} ucontext_t;
#else
#if defined(__ARM_EABI__)	/* its own header is not in the UAPI */
#include <asm-generic/ucontext.h>
#else
#include <asm/ucontext.h>
#endif
typedef struct ucontext ucontext_t;
typedef __typeof__(((struct ucontext *)0)->uc_mcontext) mcontext_t;
#endif

#endif /* _NOLIBC_EXT_UCONTEXT_H */

/*
 * The functions, declared only when the program includes <ucontext.h>
 * itself: <signal.h> and <sys/ucontext.h> give the types alone, as
 * glibc's do (a program may name a function of its own makecontext).
 */
#if defined(__NOLIBC_EXT_HAVE_CONTEXT) && !defined(__NOLIBC_EXT_UCONTEXT_TYPES) && \
	!defined(_NOLIBC_EXT_UCONTEXT_FNS)
#define _NOLIBC_EXT_UCONTEXT_FNS
#include <stdarg.h>

/* <stdlib.h>'s, which may be on its way here (it includes <signal.h>) */
static __attribute__((noreturn, unused)) void exit(int status);

/* the offsets arch-ext-<arch>.h's assembly uses (a negative size if not) */
#ifdef __x86_64__
typedef char __nolibc_ext_ctx_offsets[(__builtin_offsetof(ucontext_t, uc_mcontext) == 40 &&
	__builtin_offsetof(ucontext_t, uc_mcontext.fpregs) == 224 &&
	__builtin_offsetof(ucontext_t, uc_sigmask) == 296 && sizeof(sigset_t) == 8 &&
	__builtin_offsetof(ucontext_t, __fpregs_mem.mxcsr) == 328) ? 1 : -1];
#else
typedef char __nolibc_ext_ctx_offsets[(__builtin_offsetof(ucontext_t, uc_mcontext) == 20 &&
	__builtin_offsetof(ucontext_t, uc_mcontext.fpregs) == 96 &&
	__builtin_offsetof(ucontext_t, uc_sigmask) == 108 && sizeof(sigset_t) == 8 &&
	__builtin_offsetof(ucontext_t, __fpregs_mem) == 116) ? 1 : -1];
#endif

int getcontext(ucontext_t *ucp) __attribute__((returns_twice));
int setcontext(const ucontext_t *ucp);
int swapcontext(ucontext_t *oucp, const ucontext_t *ucp) __attribute__((returns_twice));
void __nolibc_ext_start_context(void);

/*
 * Where a function makecontext() started ends when it returns: in the
 * context uc_link names, or, without one, by exit(0) (the atexit()
 * handlers run, as with glibc; exit(-1) if uc_link cannot be set). The
 * assembly calls it.
 */
void __nolibc_ext_context_end(const ucontext_t *link);
__attribute__((weak, unused, noreturn, section(".text.nolibc_ext_context_end")))
void __nolibc_ext_context_end(const ucontext_t *link)
{
	if (link)
		setcontext(link);
	exit(link ? -1 : 0);	/* glibc's when uc_link cannot be set */
}

/*
 * void makecontext(ucontext_t *ucp, void (*func)(void), int argc, ...);
 * func starts on ucp's stack when ucp is set, with its arguments as a
 * call would pass them (x86_64: six in registers, the others on the
 * stack; i386: all on the stack), above them the uc_link slot the
 * kept register %rbx/%ebx points to, and below them, as the return
 * address, __nolibc_ext_start_context; the stack is aligned at the
 * function's entry as after a call. On x86_64 the arguments are read as
 * 64-bit values, as glibc's are (a pointer fits).
 */
static __attribute__((unused))
void makecontext(ucontext_t *ucp, void (*func)(void), int argc, ...)
{
#ifdef __x86_64__
	static const int reg[6] = { REG_RDI, REG_RSI, REG_RDX, REG_RCX, REG_R8, REG_R9 };
	int stacked = argc > 6 ? argc - 6 : 0, first = 6;
	unsigned long long *sp, v;
#else
	int stacked = argc > 0 ? argc : 0, first = 0;
	unsigned long *sp, v;
#endif
	int i;
	va_list ap;

	sp = (void *)(((unsigned long)ucp->uc_stack.ss_sp + ucp->uc_stack.ss_size) & -16UL);
	sp -= stacked + 2;
	while (((unsigned long)sp + sizeof(*sp)) & 15)
		sp--;
	sp[0] = (unsigned long)__nolibc_ext_start_context;
	sp[stacked + 1] = (unsigned long)ucp->uc_link;
#ifdef __x86_64__
	ucp->uc_mcontext.gregs[REG_RIP] = (unsigned long)func;
	ucp->uc_mcontext.gregs[REG_RSP] = (unsigned long)sp;
	ucp->uc_mcontext.gregs[REG_RBX] = (unsigned long)&sp[stacked + 1];
#else
	ucp->uc_mcontext.gregs[REG_EIP] = (unsigned long)func;
	ucp->uc_mcontext.gregs[REG_ESP] = (unsigned long)sp;
	ucp->uc_mcontext.gregs[REG_EBX] = (unsigned long)&sp[stacked + 1];
#endif
	va_start(ap, argc);
	for (i = 0; i < argc; i++) {
		v = va_arg(ap, __typeof__(v));
#ifdef __x86_64__
		if (i < first)
			ucp->uc_mcontext.gregs[reg[i]] = v;
		else
#endif
			sp[i - first + 1] = v;
	}
	va_end(ap);
}

#endif /* _NOLIBC_EXT_UCONTEXT_FNS */
