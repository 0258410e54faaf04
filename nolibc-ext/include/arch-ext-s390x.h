/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * s390x part of nolibc-ext.
 * setjmp/longjmp: r6-r15 (r14 is the return address, r15 the stack
 * pointer) and f8-f15. The kernel's vDSO returns from signal handlers.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_S390X_H
#define _NOLIBC_EXT_ARCH_EXT_S390X_H

#define __NOLIBC_EXT_JMP_SLOTS 18

__asm__(
	__NOLIBC_EXT_ASM_BEGIN(setjmp)
	"stmg %r6, %r15, 0(%r2)\n"
	"std %f8, 80(%r2)\n"
	"std %f9, 88(%r2)\n"
	"std %f10, 96(%r2)\n"
	"std %f11, 104(%r2)\n"
	"std %f12, 112(%r2)\n"
	"std %f13, 120(%r2)\n"
	"std %f14, 128(%r2)\n"
	"std %f15, 136(%r2)\n"
	"lghi %r2, 0\n"
	"br %r14\n"
	__NOLIBC_EXT_ASM_END(setjmp)

	__NOLIBC_EXT_ASM_BEGIN(longjmp)
	"lmg %r6, %r15, 0(%r2)\n"
	"ld %f8, 80(%r2)\n"
	"ld %f9, 88(%r2)\n"
	"ld %f10, 96(%r2)\n"
	"ld %f11, 104(%r2)\n"
	"ld %f12, 112(%r2)\n"
	"ld %f13, 120(%r2)\n"
	"ld %f14, 128(%r2)\n"
	"ld %f15, 136(%r2)\n"
	"lghi %r2, 1\n"			/* longjmp(env, 0) returns 1 */
	"ltr %r3, %r3\n"
	"jz 1f\n"
	"lgfr %r2, %r3\n"
	"1:\n"
	"br %r14\n"
	__NOLIBC_EXT_ASM_END(longjmp)
);

#endif /* _NOLIBC_EXT_ARCH_EXT_S390X_H */
