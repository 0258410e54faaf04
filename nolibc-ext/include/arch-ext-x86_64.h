/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * x86_64 part of nolibc-ext.
 * setjmp/longjmp: rbx, rbp, r12-r15, the stack pointer after return and
 * the return address, in that order.
 * The kernel returns from a signal handler only through a restorer given
 * with SA_RESTORER: a stub calling rt_sigreturn.
 * getcontext(), setcontext(), swapcontext() and makecontext()'s start
 * (ucontext.h has the rest): what glibc's keep, at the offsets of
 * ucontext.h's ucontext_t, which checks them.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_X86_64_H
#define _NOLIBC_EXT_ARCH_EXT_X86_64_H

/* the vDSO's clock_gettime(), which <time.h> calls */
#define __NOLIBC_EXT_VDSO_CLOCK_GETTIME "__vdso_clock_gettime"

#define __NOLIBC_EXT_JMP_SLOTS 8

/*
 * A context's registers (ucontext_t at %rdi; gregs from offset 40, 8
 * bytes each in REG_* order), saved by getcontext() and swapcontext()
 * and loaded, from %r9, by setcontext() and swapcontext(). Loading puts
 * the return address on the new stack just below the stack pointer and
 * returns to it: a function makecontext() set up starts with the slot
 * it left there as its return address.
 */
#define __NOLIBC_EXT_CTX_SAVE						\
	"mov %r8, 40(%rdi)\n"						\
	"mov %r9, 48(%rdi)\n"						\
	"mov %r12, 72(%rdi)\n"						\
	"mov %r13, 80(%rdi)\n"						\
	"mov %r14, 88(%rdi)\n"						\
	"mov %r15, 96(%rdi)\n"						\
	"mov %rdi, 104(%rdi)\n"						\
	"mov %rsi, 112(%rdi)\n"						\
	"mov %rbp, 120(%rdi)\n"						\
	"mov %rbx, 128(%rdi)\n"						\
	"mov %rdx, 136(%rdi)\n"						\
	"mov %rcx, 152(%rdi)\n"						\
	"lea 8(%rsp), %rcx\n"						\
	"mov %rcx, 160(%rdi)\n"		/* RSP, after the return */	\
	"mov (%rsp), %rcx\n"						\
	"mov %rcx, 168(%rdi)\n"		/* RIP, the return */		\
	"lea 304(%rdi), %rcx\n"		/* __fpregs_mem */		\
	"mov %rcx, 224(%rdi)\n"		/* fpregs */			\
	"fnstenv (%rcx)\n"						\
	"fldenv (%rcx)\n"		/* fnstenv masked the exceptions */	\
	"stmxcsr 24(%rcx)\n"
#define __NOLIBC_EXT_CTX_LOAD						\
	"mov 224(%r9), %rcx\n"						\
	"fldenv (%rcx)\n"						\
	"ldmxcsr 328(%r9)\n"						\
	"mov 160(%r9), %rsp\n"						\
	"mov 168(%r9), %rcx\n"						\
	"push %rcx\n"							\
	"mov 40(%r9), %r8\n"						\
	"mov 72(%r9), %r12\n"						\
	"mov 80(%r9), %r13\n"						\
	"mov 88(%r9), %r14\n"						\
	"mov 96(%r9), %r15\n"						\
	"mov 104(%r9), %rdi\n"						\
	"mov 112(%r9), %rsi\n"						\
	"mov 120(%r9), %rbp\n"						\
	"mov 128(%r9), %rbx\n"						\
	"mov 136(%r9), %rdx\n"						\
	"mov 152(%r9), %rcx\n"						\
	"mov 48(%r9), %r9\n"						\
	"xor %eax, %eax\n"						\
	"ret\n"
/*
 * The end of setcontext() and swapcontext(): rt_sigprocmask(SIG_SETMASK,
 * %rsi, %rdx), then the context at %r9 loaded, or -1 if the call failed.
 */
#define __NOLIBC_EXT_CTX_SET						\
	"mov $2, %edi\n"			/* SIG_SETMASK */	\
	"mov $8, %r10d\n"						\
	"mov $14, %eax\n"			/* __NR_rt_sigprocmask */ \
	"syscall\n"							\
	"cmp $-4095, %rax\n"						\
	"jae 1f\n"							\
	__NOLIBC_EXT_CTX_LOAD						\
	"1:\n"								\
	"or $-1, %eax\n"						\
	"ret\n"
#define __NOLIBC_EXT_HAVE_CONTEXT

__asm__(
	__NOLIBC_EXT_ASM_BEGIN(setjmp)
	"mov %rbx, 0(%rdi)\n"
	"mov %rbp, 8(%rdi)\n"
	"mov %r12, 16(%rdi)\n"
	"mov %r13, 24(%rdi)\n"
	"mov %r14, 32(%rdi)\n"
	"mov %r15, 40(%rdi)\n"
	"lea 8(%rsp), %rdx\n"		/* the caller's stack pointer */
	"mov %rdx, 48(%rdi)\n"
	"mov (%rsp), %rdx\n"		/* where to return */
	"mov %rdx, 56(%rdi)\n"
	"xor %eax, %eax\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(setjmp)

	__NOLIBC_EXT_ASM_BEGIN(longjmp)
	"mov %esi, %eax\n"
	"test %eax, %eax\n"		/* longjmp(env, 0) returns 1 */
	"jnz 1f\n"
	"inc %eax\n"
	"1:\n"
	"mov 0(%rdi), %rbx\n"
	"mov 8(%rdi), %rbp\n"
	"mov 16(%rdi), %r12\n"
	"mov 24(%rdi), %r13\n"
	"mov 32(%rdi), %r14\n"
	"mov 40(%rdi), %r15\n"
	"mov 48(%rdi), %rsp\n"
	"jmp *56(%rdi)\n"
	__NOLIBC_EXT_ASM_END(longjmp)

	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_restore_rt)
	"mov $15, %rax\n"		/* __NR_rt_sigreturn */
	"syscall\n"
	"hlt\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_restore_rt)
	/* the kernel's order: flags, stack, ptid, ctid, tls */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_clone)
	"and $-16, %rsi\n"
	"sub $16, %rsi\n"
	"mov %rdi, 0(%rsi)\n"		/* fn and arg, on the new stack */
	"mov %rcx, 8(%rsi)\n"
	"mov %rdx, %rdi\n"
	"mov %r8, %rdx\n"
	"mov 8(%rsp), %r10\n"
	"mov %r9, %r8\n"
	"mov $56, %eax\n"		/* __NR_clone */
	"syscall\n"
	"test %rax, %rax\n"
	"jnz 1f\n"
	"xor %ebp, %ebp\n"		/* the child: no frame above */
	"pop %rax\n"
	"pop %rdi\n"
	"call *%rax\n"
	"mov %eax, %edi\n"
	"mov $60, %eax\n"		/* __NR_exit: this thread only */
	"syscall\n"
	"hlt\n"
	"1:\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_clone)

	/*
	 * int getcontext(ucontext_t *ucp): the registers a call keeps and
	 * those that carry arguments, where the call returns and the stack
	 * pointer after, the x87 environment and MXCSR in __fpregs_mem
	 * (fpregs points there), the signal mask
	 */
	__NOLIBC_EXT_ASM_BEGIN(getcontext)
	__NOLIBC_EXT_CTX_SAVE
	"xor %esi, %esi\n"
	"lea 296(%rdi), %rdx\n"		/* uc_sigmask */
	"xor %edi, %edi\n"			/* SIG_BLOCK of nothing */
	"mov $8, %r10d\n"
	"mov $14, %eax\n"			/* __NR_rt_sigprocmask */
	"syscall\n"
	"xor %eax, %eax\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(getcontext)

	/* int setcontext(const ucontext_t *ucp): the mask, then the rest */
	__NOLIBC_EXT_ASM_BEGIN(setcontext)
	"mov %rdi, %r9\n"
	"lea 296(%rdi), %rsi\n"
	"xor %edx, %edx\n"
	__NOLIBC_EXT_CTX_SET
	__NOLIBC_EXT_ASM_END(setcontext)

	/*
	 * int swapcontext(ucontext_t *oucp, const ucontext_t *ucp): oucp as
	 * getcontext() fills it, both masks in one call, ucp as setcontext()
	 * loads it
	 */
	__NOLIBC_EXT_ASM_BEGIN(swapcontext)
	__NOLIBC_EXT_CTX_SAVE
	"mov %rsi, %r9\n"
	"lea 296(%rdi), %rdx\n"
	"lea 296(%rsi), %rsi\n"
	__NOLIBC_EXT_CTX_SET
	__NOLIBC_EXT_ASM_END(swapcontext)

	/*
	 * Where a function makecontext() started returns to: %rbx (kept by
	 * the function) points to the uc_link slot above its arguments.
	 * __nolibc_ext_context_end() is ucontext.h's, weak here: a program
	 * that never includes it never comes here.
	 */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_start_context)
	".weak __nolibc_ext_context_end\n"
	"mov (%rbx), %rdi\n"
	"call __nolibc_ext_context_end\n"
	"hlt\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_start_context)
);

void __nolibc_ext_restore_rt(void);
#define __NOLIBC_EXT_RESTORER(siginfo) __nolibc_ext_restore_rt

/*
 * The thread pointer is the base of %fs, set by arch_prctl() or by clone()
 * with CLONE_SETTLS; TLS variant II: the block lies below it, and the
 * thread's descriptor at it starts with its own address, which code the
 * compiler generates may read from %fs:0.
 */
#define __NOLIBC_EXT_TLS_VARIANT_II

/*
 * nolibc-ext's own signal handlers realign the stack: qemu-user 7.2 can
 * enter a handler with it misaligned, and the aligned SSE stores the
 * compiler emits at -O2 then fault.
 */
#define __NOLIBC_EXT_HANDLER __attribute__((force_align_arg_pointer))

static __attribute__((unused))
void *__nolibc_ext_tp(void)
{
	void *tp;

	__asm__ ("mov %%fs:0, %0" : "=r"(tp));
	return tp;
}

static __attribute__((unused))
long __nolibc_ext_set_tp(void *tp)
{
	return my_syscall2(__NR_arch_prctl, 0x1002 /* ARCH_SET_FS */, tp);
}

#include "arch-ext-x86-cache.h"

#endif /* _NOLIBC_EXT_ARCH_EXT_X86_64_H */
