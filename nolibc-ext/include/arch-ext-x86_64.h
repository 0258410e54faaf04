/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * x86_64 part of nolibc-ext.
 * setjmp/longjmp: rbx, rbp, r12-r15, the stack pointer after return and
 * the return address, in that order.
 * The kernel returns from a signal handler only through a restorer given
 * with SA_RESTORER: a stub calling rt_sigreturn.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_X86_64_H
#define _NOLIBC_EXT_ARCH_EXT_X86_64_H

#define __NOLIBC_EXT_JMP_SLOTS 8

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

#endif /* _NOLIBC_EXT_ARCH_EXT_X86_64_H */
