/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * i386 part of nolibc-ext.
 * setjmp/longjmp: ebx, esi, edi, ebp, the stack pointer after return and
 * the return address, in that order; arguments come on the stack.
 * Signal return: without SA_SIGINFO the kernel builds an old-style frame
 * that sigreturn unwinds (the stub first pops the signal number); with it,
 * an rt frame for rt_sigreturn.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_I386_H
#define _NOLIBC_EXT_ARCH_EXT_I386_H

/*
 * the vDSO's clock_gettime(), which <time.h> calls: 32-bit time, as
 * struct timespec has here
 */
#define __NOLIBC_EXT_VDSO_CLOCK_GETTIME "__vdso_clock_gettime"

/*
 * <asm/ldt.h>'s struct user_desc, under a name of nolibc-ext's own: the
 * header is left to the programs that include it themselves.
 */
struct __nolibc_ext_user_desc {
	unsigned int entry_number;
	unsigned int base_addr;
	unsigned int limit;
	unsigned int seg_32bit:1;
	unsigned int contents:2;
	unsigned int read_exec_only:1;
	unsigned int limit_in_pages:1;
	unsigned int seg_not_present:1;
	unsigned int useable:1;
};

#define __NOLIBC_EXT_JMP_SLOTS 3

/*
 * getcontext(), setcontext(), swapcontext() and makecontext()'s start,
 * as glibc's (ucontext.h has the rest and checks the offsets): gregs
 * from offset 20, 4 bytes each in REG_* order, fpregs at 96, uc_sigmask
 * at 108, __fpregs_mem at 116. A context keeps the registers, %fs, the
 * return address and the stack pointer after the return, the x87
 * environment and the signal mask. Saving takes the context from %eax;
 * loading, from %edi, puts the return address just below the new stack
 * pointer and returns to it.
 */
#define __NOLIBC_EXT_CTX_SAVE						\
	"mov %edi, 36(%eax)\n"						\
	"mov %esi, 40(%eax)\n"						\
	"mov %ebp, 44(%eax)\n"						\
	"mov %ebx, 52(%eax)\n"						\
	"mov %edx, 56(%eax)\n"						\
	"mov %ecx, 60(%eax)\n"						\
	"movl $0, 64(%eax)\n"		/* EAX: what the call returns */	\
	"lea 4(%esp), %ecx\n"						\
	"mov %ecx, 48(%eax)\n"		/* ESP, after the return */	\
	"mov (%esp), %ecx\n"						\
	"mov %ecx, 76(%eax)\n"		/* EIP, the return */		\
	"xor %ecx, %ecx\n"						\
	"mov %fs, %cx\n"							\
	"mov %ecx, 24(%eax)\n"						\
	"lea 116(%eax), %ecx\n"		/* __fpregs_mem */		\
	"mov %ecx, 96(%eax)\n"		/* fpregs */			\
	"fnstenv (%ecx)\n"						\
	"fldenv (%ecx)\n"		/* fnstenv masked the exceptions */
#define __NOLIBC_EXT_CTX_LOAD						\
	"mov 96(%edi), %ecx\n"						\
	"fldenv (%ecx)\n"						\
	"mov 24(%edi), %ecx\n"						\
	"mov %cx, %fs\n"							\
	"mov 48(%edi), %esp\n"						\
	"pushl 76(%edi)\n"						\
	"mov 40(%edi), %esi\n"						\
	"mov 44(%edi), %ebp\n"						\
	"mov 52(%edi), %ebx\n"						\
	"mov 56(%edi), %edx\n"						\
	"mov 60(%edi), %ecx\n"						\
	"mov 36(%edi), %edi\n"						\
	"xor %eax, %eax\n"						\
	"ret\n"
/*
 * The end of setcontext() and swapcontext(), %ebx, %esi, %edi pushed:
 * rt_sigprocmask(SIG_SETMASK, %ecx, %edx), then the context at %edi
 * loaded, or those three popped and -1 if the call failed.
 */
#define __NOLIBC_EXT_CTX_SET						\
	"mov $2, %ebx\n"			/* SIG_SETMASK */	\
	"mov $8, %esi\n"							\
	"mov $175, %eax\n"			/* __NR_rt_sigprocmask */ \
	"int $0x80\n"							\
	"cmp $-4095, %eax\n"						\
	"jae 1f\n"							\
	__NOLIBC_EXT_CTX_LOAD						\
	"1:\n"								\
	"pop %edi\n"							\
	"pop %esi\n"							\
	"pop %ebx\n"							\
	"or $-1, %eax\n"						\
	"ret\n"
#define __NOLIBC_EXT_HAVE_CONTEXT

__asm__(
	__NOLIBC_EXT_ASM_BEGIN(setjmp)
	"mov 4(%esp), %eax\n"
	"mov %ebx, 0(%eax)\n"
	"mov %esi, 4(%eax)\n"
	"mov %edi, 8(%eax)\n"
	"mov %ebp, 12(%eax)\n"
	"lea 4(%esp), %ecx\n"		/* the caller's stack pointer */
	"mov %ecx, 16(%eax)\n"
	"mov (%esp), %ecx\n"		/* where to return */
	"mov %ecx, 20(%eax)\n"
	"xor %eax, %eax\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(setjmp)

	__NOLIBC_EXT_ASM_BEGIN(longjmp)
	"mov 4(%esp), %edx\n"
	"mov 8(%esp), %eax\n"
	"test %eax, %eax\n"		/* longjmp(env, 0) returns 1 */
	"jnz 1f\n"
	"inc %eax\n"
	"1:\n"
	"mov 0(%edx), %ebx\n"
	"mov 4(%edx), %esi\n"
	"mov 8(%edx), %edi\n"
	"mov 12(%edx), %ebp\n"
	"mov 16(%edx), %esp\n"
	"jmp *20(%edx)\n"
	__NOLIBC_EXT_ASM_END(longjmp)

	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_restore)
	"pop %eax\n"
	"mov $119, %eax\n"		/* __NR_sigreturn */
	"int $0x80\n"
	"hlt\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_restore)

	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_restore_rt)
	"mov $173, %eax\n"		/* __NR_rt_sigreturn */
	"int $0x80\n"
	"hlt\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_restore_rt)
	/* the kernel's order: flags, stack, ptid, tls, ctid */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_clone)
	"push %ebp\n"
	"push %ebx\n"
	"push %esi\n"
	"push %edi\n"
	"mov 24(%esp), %ecx\n"		/* the new stack */
	"and $-16, %ecx\n"
	"sub $16, %ecx\n"
	"mov 32(%esp), %eax\n"		/* arg, then fn, on the new stack */
	"mov %eax, 0(%ecx)\n"
	"mov 20(%esp), %eax\n"
	"mov %eax, 4(%ecx)\n"
	"mov 28(%esp), %ebx\n"
	"mov 36(%esp), %edx\n"
	"mov 40(%esp), %esi\n"
	"mov 44(%esp), %edi\n"
	"mov $120, %eax\n"		/* __NR_clone */
	"int $0x80\n"
	"test %eax, %eax\n"
	"jnz 1f\n"
	"xor %ebp, %ebp\n"		/* the child: no frame above */
	"call *4(%esp)\n"
	"mov %eax, %ebx\n"
	"mov $1, %eax\n"		/* __NR_exit: this thread only */
	"int $0x80\n"
	"hlt\n"
	"1:\n"
	"pop %edi\n"
	"pop %esi\n"
	"pop %ebx\n"
	"pop %ebp\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_clone)

	/* int getcontext(ucontext_t *ucp) */
	__NOLIBC_EXT_ASM_BEGIN(getcontext)
	"mov 4(%esp), %eax\n"
	__NOLIBC_EXT_CTX_SAVE
	"push %ebx\n"
	"push %esi\n"
	"lea 108(%eax), %edx\n"		/* uc_sigmask */
	"xor %ecx, %ecx\n"
	"xor %ebx, %ebx\n"			/* SIG_BLOCK of nothing */
	"mov $8, %esi\n"
	"mov $175, %eax\n"			/* __NR_rt_sigprocmask */
	"int $0x80\n"
	"pop %esi\n"
	"pop %ebx\n"
	"xor %eax, %eax\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(getcontext)

	/* int setcontext(const ucontext_t *ucp) */
	__NOLIBC_EXT_ASM_BEGIN(setcontext)
	"push %ebx\n"
	"push %esi\n"
	"push %edi\n"
	"mov 16(%esp), %edi\n"
	"lea 108(%edi), %ecx\n"
	"xor %edx, %edx\n"
	__NOLIBC_EXT_CTX_SET
	__NOLIBC_EXT_ASM_END(setcontext)

	/* int swapcontext(ucontext_t *oucp, const ucontext_t *ucp) */
	__NOLIBC_EXT_ASM_BEGIN(swapcontext)
	"mov 4(%esp), %eax\n"
	__NOLIBC_EXT_CTX_SAVE
	"push %ebx\n"
	"push %esi\n"
	"push %edi\n"
	"mov 20(%esp), %edi\n"		/* ucp */
	"lea 108(%eax), %edx\n"		/* oucp's mask */
	"lea 108(%edi), %ecx\n"
	__NOLIBC_EXT_CTX_SET
	__NOLIBC_EXT_ASM_END(swapcontext)

	/*
	 * Where a function makecontext() started returns to: %ebx (kept
	 * by the function) points to the uc_link slot above its arguments;
	 * ucontext.h's __nolibc_ext_context_end() is weak here (a program
	 * that never includes it never comes here).
	 */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_start_context)
	".weak __nolibc_ext_context_end\n"
	"mov (%ebx), %eax\n"
	"mov %ebx, %esp\n"
	"and $-16, %esp\n"
	"sub $12, %esp\n"
	"push %eax\n"
	"call __nolibc_ext_context_end\n"
	"hlt\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_start_context)
);

void __nolibc_ext_restore(void);
void __nolibc_ext_restore_rt(void);
#define __NOLIBC_EXT_RESTORER(siginfo) \
	((siginfo) ? __nolibc_ext_restore_rt : __nolibc_ext_restore)

/*
 * The thread pointer is the base of the segment in %gs: an entry of the
 * GDT the kernel gives the main thread (set_thread_area()), which every
 * clone() with CLONE_SETTLS reuses with another base. TLS variant II, as
 * on x86_64: the descriptor at the thread pointer starts with its address.
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

	__asm__ ("mov %%gs:0, %0" : "=r"(tp));
	return tp;
}

static __attribute__((unused))
void __nolibc_ext_tls_desc(struct __nolibc_ext_user_desc *d, int entry,
			   void *tp)
{
	memset(d, 0, sizeof(*d));
	d->entry_number = entry;
	d->base_addr = (unsigned long)tp;
	d->limit = 0xfffff;
	d->seg_32bit = 1;
	d->limit_in_pages = 1;
	d->useable = 1;
}

static __attribute__((unused))
long __nolibc_ext_set_tp(void *tp)
{
	struct __nolibc_ext_user_desc d;
	long ret;

	__nolibc_ext_tls_desc(&d, -1, tp);
	ret = my_syscall1(__NR_set_thread_area, &d);
	if (ret)
		return ret;
	__asm__ volatile ("movw %w0, %%gs" : : "q"(d.entry_number * 8 + 3));
	return 0;
}

/* What clone() takes for CLONE_SETTLS: a descriptor of %gs's entry. */
#define __nolibc_ext_tls_arg(tp, buf) __nolibc_ext_i386_tls_arg(tp, buf)
static __attribute__((unused))
void *__nolibc_ext_i386_tls_arg(void *tp, void *buf)
{
	unsigned short gs;

	__asm__ ("movw %%gs, %w0" : "=q"(gs));
	__nolibc_ext_tls_desc(buf, gs >> 3, tp);
	return buf;
}

#include "arch-ext-x86-cache.h"

#endif /* _NOLIBC_EXT_ARCH_EXT_I386_H */
