/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <ucontext.h> and <sys/ucontext.h>: ucontext_t and mcontext_t, as a
 * signal handler installed with SA_SIGINFO gets them in its third
 * argument. The layout is the kernel's signal frame; the names are
 * glibc's: on x86 the registers are gregs[REG_*] and fpregs, elsewhere
 * mcontext_t is the kernel's own machine context (struct sigcontext on
 * most, _sigregs on s390, struct mcontext on 32-bit PowerPC), whose
 * member names glibc mostly shares. getcontext(), setcontext(),
 * makecontext() and swapcontext() are not provided.
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
