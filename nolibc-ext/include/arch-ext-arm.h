/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * ARM (ARM and Thumb-2 alike) part of nolibc-ext.
 * setjmp/longjmp: r4-r11, sp, lr, then d8-d15 of the VFP (gnueabihf has
 * callees preserve them). The same instructions assemble in both modes:
 * Thumb-2's stm takes neither sp nor pc in its list, so sp goes through ip.
 * The kernel's sigpage returns from signal handlers.
 * __aeabi_uldivmod and __aeabi_ldivmod wrap div-helpers.h's functions.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_ARM_H
#define _NOLIBC_EXT_ARCH_EXT_ARM_H

#define __NOLIBC_EXT_JMP_SLOTS 13

#undef __NOLIBC_EXT_ASM_TYPE
#define __NOLIBC_EXT_ASM_TYPE "%"
#undef __NOLIBC_EXT_ASM_MODE
#ifdef __thumb__
#define __NOLIBC_EXT_ASM_MODE ".syntax unified\n.thumb\n.thumb_func\n"
#else
#define __NOLIBC_EXT_ASM_MODE ".syntax unified\n.arm\n"
#endif

__asm__(
	".fpu vfpv3-d16\n"
	__NOLIBC_EXT_ASM_BEGIN(setjmp)
	"mov ip, sp\n"
	"stmia r0!, {r4-r11, ip, lr}\n"
	"vstmia r0, {d8-d15}\n"
	"mov r0, #0\n"
	"bx lr\n"
	__NOLIBC_EXT_ASM_END(setjmp)

	__NOLIBC_EXT_ASM_BEGIN(longjmp)
	"ldmia r0!, {r4-r11, ip, lr}\n"
	"mov sp, ip\n"
	"vldmia r0, {d8-d15}\n"
	"movs r0, r1\n"			/* longjmp(env, 0) returns 1 */
	"it eq\n"
	"moveq r0, #1\n"
	"bx lr\n"
	__NOLIBC_EXT_ASM_END(longjmp)
	/* the kernel's order: flags, stack, ptid, tls, ctid */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_clone)
	"push {r4, r7}\n"
	"bic r1, r1, #15\n"
	"sub r1, r1, #8\n"
	"str r0, [r1]\n"		/* fn and arg, on the new stack */
	"str r3, [r1, #4]\n"
	"mov r0, r2\n"
	"ldr r2, [sp, #8]\n"
	"ldr r3, [sp, #12]\n"
	"ldr r4, [sp, #16]\n"
	"mov r7, #120\n"		/* __NR_clone */
	"svc #0\n"
	"cmp r0, #0\n"
	"bne 1f\n"
	"mov r11, #0\n"			/* the child: no frame above */
	"ldr r1, [sp]\n"
	"ldr r0, [sp, #4]\n"
	"blx r1\n"
	"mov r7, #1\n"			/* __NR_exit: this thread only */
	"svc #0\n"
	"1:\n"
	"pop {r4, r7}\n"
	"bx lr\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_clone)

	/*
	 * The EABI's 64-bit division: the quotient in r0:r1, the remainder
	 * in r2:r3, from the C functions of div-helpers.h, which store the
	 * remainder through a pointer (their fifth argument, on the stack).
	 */
	__NOLIBC_EXT_ASM_BEGIN(__aeabi_uldivmod)
	"push {r4, lr}\n"
	"sub sp, sp, #16\n"
	"add r4, sp, #8\n"
	"str r4, [sp]\n"
	"bl __nolibc_ext_udivmod64\n"
	"ldrd r2, r3, [sp, #8]\n"
	"add sp, sp, #16\n"
	"pop {r4, pc}\n"
	__NOLIBC_EXT_ASM_END(__aeabi_uldivmod)

	__NOLIBC_EXT_ASM_BEGIN(__aeabi_ldivmod)
	"push {r4, lr}\n"
	"sub sp, sp, #16\n"
	"add r4, sp, #8\n"
	"str r4, [sp]\n"
	"bl __nolibc_ext_divmod64\n"
	"ldrd r2, r3, [sp, #8]\n"
	"add sp, sp, #16\n"
	"pop {r4, pc}\n"
	__NOLIBC_EXT_ASM_END(__aeabi_ldivmod)
	__NOLIBC_EXT_ASM_BEGIN(__aeabi_read_tp)
	"mrc p15, 0, r0, c13, c0, 3\n"
	"bx lr\n"
	__NOLIBC_EXT_ASM_END(__aeabi_read_tp)
);

/*
 * The thread pointer is the read-only register TPIDRURO, which the kernel
 * sets (the ARM set_tls call, or clone() with CLONE_SETTLS); TLS variant I
 * with an 8-byte gap. clang 14 reads it through __aeabi_read_tp(), which
 * may change r0 alone.
 */
#define __NOLIBC_EXT_TLS_GAP 8

static __attribute__((unused))
void *__nolibc_ext_tp(void)
{
	void *tp;

	__asm__ ("mrc p15, 0, %0, c13, c0, 3" : "=r"(tp));
	return tp;
}

static __attribute__((unused))
long __nolibc_ext_set_tp(void *tp)
{
	return my_syscall1(0x0f0005 /* __ARM_NR_set_tls */, tp);
}

#endif /* _NOLIBC_EXT_ARCH_EXT_ARM_H */
