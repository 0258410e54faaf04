/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * aarch64 part of nolibc-ext.
 * setjmp/longjmp: x19-x28, the frame pointer x29, the link register x30,
 * sp, and the low halves of v8-v15 (d8-d15), which the ABI has callees
 * preserve. The kernel's vDSO returns from signal handlers.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_AARCH64_H
#define _NOLIBC_EXT_ARCH_EXT_AARCH64_H

#define __NOLIBC_EXT_JMP_SLOTS 21

__asm__(
	__NOLIBC_EXT_ASM_BEGIN(setjmp)
	"stp x19, x20, [x0, #0]\n"
	"stp x21, x22, [x0, #16]\n"
	"stp x23, x24, [x0, #32]\n"
	"stp x25, x26, [x0, #48]\n"
	"stp x27, x28, [x0, #64]\n"
	"stp x29, x30, [x0, #80]\n"
	"mov x2, sp\n"
	"str x2, [x0, #96]\n"
	"stp d8, d9, [x0, #104]\n"
	"stp d10, d11, [x0, #120]\n"
	"stp d12, d13, [x0, #136]\n"
	"stp d14, d15, [x0, #152]\n"
	"mov w0, #0\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(setjmp)

	__NOLIBC_EXT_ASM_BEGIN(longjmp)
	"ldp x19, x20, [x0, #0]\n"
	"ldp x21, x22, [x0, #16]\n"
	"ldp x23, x24, [x0, #32]\n"
	"ldp x25, x26, [x0, #48]\n"
	"ldp x27, x28, [x0, #64]\n"
	"ldp x29, x30, [x0, #80]\n"
	"ldr x2, [x0, #96]\n"
	"mov sp, x2\n"
	"ldp d8, d9, [x0, #104]\n"
	"ldp d10, d11, [x0, #120]\n"
	"ldp d12, d13, [x0, #136]\n"
	"ldp d14, d15, [x0, #152]\n"
	"cmp w1, #0\n"			/* longjmp(env, 0) returns 1 */
	"csinc w0, w1, wzr, ne\n"
	"br x30\n"
	__NOLIBC_EXT_ASM_END(longjmp)
	/* the kernel's order: flags, stack, ptid, tls, ctid */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_clone)
	"and x1, x1, #-16\n"
	"stp x0, x3, [x1, #-16]!\n"	/* fn and arg, on the new stack */
	"mov x0, x2\n"
	"mov x2, x4\n"
	"mov x3, x5\n"
	"mov x4, x6\n"
	"mov x8, #220\n"		/* __NR_clone */
	"svc #0\n"
	"cbnz x0, 1f\n"
	"mov x29, #0\n"			/* the child: no frame above */
	"mov x30, #0\n"
	"ldp x1, x0, [sp], #16\n"
	"blr x1\n"
	"mov x8, #93\n"			/* __NR_exit: this thread only */
	"svc #0\n"
	"1:\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_clone)
);

/*
 * The thread pointer is tpidr_el0, which user space writes itself; TLS
 * variant I: a 16-byte control block at the thread pointer (unused by
 * static programs), then the block.
 */
#define __NOLIBC_EXT_TLS_GAP 16

static __attribute__((unused))
void *__nolibc_ext_tp(void)
{
	void *tp;

	__asm__ ("mrs %0, tpidr_el0" : "=r"(tp));
	return tp;
}

static __attribute__((unused))
long __nolibc_ext_set_tp(void *tp)
{
	__asm__ volatile ("msr tpidr_el0, %0" : : "r"(tp));
	return 0;
}

/*
 * The caches sysconf() reports, as glibc 2.36 does: only level 1's line
 * sizes, from CTR_EL0 (the smallest line of each kind, in words, as a
 * power of two: instructions in bits 0-3, data in bits 16-19); the
 * registers that describe the caches are the kernel's alone, and every
 * other figure is 0.
 */
#define __nolibc_ext_cache __nolibc_ext_cache
static __attribute__((unused))
long __nolibc_ext_cache(int level, int insn, int what)
{
	unsigned long ctr;

	if (level != 1 || what != 2)
		return 0;
	__asm__ ("mrs %0, ctr_el0" : "=r"(ctr));
	return 4L << (insn ? ctr & 0xf : (ctr >> 16) & 0xf);
}

#endif /* _NOLIBC_EXT_ARCH_EXT_AARCH64_H */
