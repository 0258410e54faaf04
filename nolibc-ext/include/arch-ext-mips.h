/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * MIPS o32 part of nolibc-ext.
 * setjmp/longjmp: s0-s7, gp, sp, fp, ra, then the even FPU registers
 * f20-f30 holding the callee-saved doubles (FR=0).
 * The kernel's rt_sigaction structure puts the flags first, as an int, and
 * has no restorer; the kernel returns from handlers through its vDSO.
 * qemu-user 7.2 reads and writes one more word (a restorer it ignores) at
 * the end: the structure has room for it, so it overwrites nothing.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_MIPS_H
#define _NOLIBC_EXT_ARCH_EXT_MIPS_H

#define __NOLIBC_EXT_JMP_SLOTS 12

__asm__(
	__NOLIBC_EXT_ASM_BEGIN(setjmp)
	".set push\n.set reorder\n"
	"sw $16, 0($4)\n"
	"sw $17, 4($4)\n"
	"sw $18, 8($4)\n"
	"sw $19, 12($4)\n"
	"sw $20, 16($4)\n"
	"sw $21, 20($4)\n"
	"sw $22, 24($4)\n"
	"sw $23, 28($4)\n"
	"sw $28, 32($4)\n"
	"sw $29, 36($4)\n"
	"sw $30, 40($4)\n"
	"sw $31, 44($4)\n"
	"sdc1 $f20, 48($4)\n"
	"sdc1 $f22, 56($4)\n"
	"sdc1 $f24, 64($4)\n"
	"sdc1 $f26, 72($4)\n"
	"sdc1 $f28, 80($4)\n"
	"sdc1 $f30, 88($4)\n"
	"move $2, $0\n"
	"jr $31\n"
	".set pop\n"
	__NOLIBC_EXT_ASM_END(setjmp)

	__NOLIBC_EXT_ASM_BEGIN(longjmp)
	".set push\n.set reorder\n"
	"lw $16, 0($4)\n"
	"lw $17, 4($4)\n"
	"lw $18, 8($4)\n"
	"lw $19, 12($4)\n"
	"lw $20, 16($4)\n"
	"lw $21, 20($4)\n"
	"lw $22, 24($4)\n"
	"lw $23, 28($4)\n"
	"lw $28, 32($4)\n"
	"lw $29, 36($4)\n"
	"lw $30, 40($4)\n"
	"lw $31, 44($4)\n"
	"ldc1 $f20, 48($4)\n"
	"ldc1 $f22, 56($4)\n"
	"ldc1 $f24, 64($4)\n"
	"ldc1 $f26, 72($4)\n"
	"ldc1 $f28, 80($4)\n"
	"ldc1 $f30, 88($4)\n"
	"move $2, $5\n"
	"bnez $2, 1f\n"			/* longjmp(env, 0) returns 1 */
	"li $2, 1\n"
	"1:\n"
	"jr $31\n"
	".set pop\n"
	__NOLIBC_EXT_ASM_END(longjmp)
	/*
	 * the kernel's order: flags, stack, ptid, tls, and ctid the fifth,
	 * on the stack; a3 tells an error, v0 then holds errno
	 */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_clone)
	".set push\n.set reorder\n"
	"addiu $29, $29, -24\n"
	"lw $8, 40($29)\n"		/* ptid, tls, ctid */
	"lw $9, 44($29)\n"
	"lw $10, 48($29)\n"
	"sw $10, 16($29)\n"
	"li $11, -8\n"
	"and $5, $5, $11\n"
	"addiu $5, $5, -24\n"		/* the child's frame: 16 bytes of */
	"sw $4, 16($5)\n"		/* argument area, then fn and arg */
	"sw $7, 20($5)\n"
	"move $4, $6\n"
	"move $6, $8\n"
	"move $7, $9\n"
	"li $2, 4120\n"			/* __NR_clone */
	"syscall\n"
	"bnez $7, 2f\n"
	"beqz $2, 1f\n"
	"addiu $29, $29, 24\n"
	"jr $31\n"
	"2:\n"
	"subu $2, $0, $2\n"
	"addiu $29, $29, 24\n"
	"jr $31\n"
	"1:\n"
	"move $30, $0\n"		/* the child: no frame above */
	"lw $25, 16($29)\n"
	"lw $4, 20($29)\n"
	"jalr $25\n"
	"move $4, $2\n"
	"li $2, 4001\n"			/* __NR_exit: this thread only */
	"syscall\n"
	"break\n"
	".set pop\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_clone)
);

#define __NOLIBC_EXT_KSIGACTION
struct __nolibc_ext_ksigaction {
	unsigned int flags;
	void (*handler)(int);
	unsigned long mask[_NSIG / (8 * sizeof(unsigned long))];
	unsigned long qemu_restorer;	/* never read */
};

/* MIPS numbers its socket types its own way */
#define SOCK_DGRAM	1
#define SOCK_STREAM	2

/*
 * The thread pointer is what the kernel keeps for set_thread_area() (or
 * clone() with CLONE_SETTLS) and gives back through rdhwr $29; TLS variant
 * I, the thread pointer 0x7000 bytes past the start of the block, and
 * __tls_get_addr()'s offsets biased by 0x8000 (the ABI's).
 */
#define __NOLIBC_EXT_TLS_GAP 0
#define __NOLIBC_EXT_TP_OFFSET 0x7000
#define __NOLIBC_EXT_DTV_OFFSET 0x8000

static __attribute__((unused))
void *__nolibc_ext_tp(void)
{
	void *tp;

	__asm__ (".set push\n.set mips32r2\nrdhwr %0, $29\n.set pop" : "=r"(tp));
	return tp;
}

/*
 * The o32 calls of seven arguments (fadvise64, sync_file_range: a padding
 * word, two 64-bit pairs and one more): the fifth to seventh on the stack,
 * past the 16 bytes o32 keeps for the first four, as nolibc's
 * my_syscall6() does for two.
 */
#define __nolibc_ext_syscall7(num, arg1, arg2, arg3, arg4, arg5, arg6, arg7)	\
({										\
	register long _num __asm__ ("v0") = (num);				\
	register long _arg1 __asm__ ("a0") = (long)(arg1);			\
	register long _arg2 __asm__ ("a1") = (long)(arg2);			\
	register long _arg3 __asm__ ("a2") = (long)(arg3);			\
	register long _arg4 __asm__ ("a3") = (long)(arg4);			\
	register long _arg5 = (long)(arg5);					\
	register long _arg6 = (long)(arg6);					\
	register long _arg7 = (long)(arg7);					\
										\
	__asm__ volatile (							\
		"addiu $sp, $sp, -32\n"					\
		"sw %7, 16($sp)\n"						\
		"sw %8, 20($sp)\n"						\
		"sw %9, 24($sp)\n"						\
		"syscall\n"							\
		"addiu $sp, $sp, 32\n"						\
		: "=r" (_num), "=r"(_arg4)					\
		: "0"(_num),							\
		  "r"(_arg1), "r"(_arg2), "r"(_arg3), "r"(_arg4), "r"(_arg5),	\
		  "r"(_arg6), "r"(_arg7)					\
		: _NOLIBC_SYSCALL_CLOBBERLIST					\
	);									\
	_arg4 ? -_num : _num;							\
})

static __attribute__((unused))
long __nolibc_ext_set_tp(void *tp)
{
	return my_syscall1(__NR_set_thread_area, tp);
}

#endif /* _NOLIBC_EXT_ARCH_EXT_MIPS_H */
