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

#define __NOLIBC_EXT_JMP_SLOTS 3

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
);

void __nolibc_ext_restore(void);
void __nolibc_ext_restore_rt(void);
#define __NOLIBC_EXT_RESTORER(siginfo) \
	((siginfo) ? __nolibc_ext_restore_rt : __nolibc_ext_restore)

#endif /* _NOLIBC_EXT_ARCH_EXT_I386_H */
