/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * 32-bit PowerPC part of nolibc-ext (big-endian).
 * setjmp/longjmp: lr, r1 (sp), r2, cr, r13-r31 (stmw/lmw), f14-f31.
 * The kernel's vDSO returns from signal handlers.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_PPC_H
#define _NOLIBC_EXT_ARCH_EXT_PPC_H

#define __NOLIBC_EXT_JMP_SLOTS 30

#define __NOLIBC_EXT_PPC_FPRS(op)					\
	op " 14, 96(3)\n" op " 15, 104(3)\n" op " 16, 112(3)\n"		\
	op " 17, 120(3)\n" op " 18, 128(3)\n" op " 19, 136(3)\n"		\
	op " 20, 144(3)\n" op " 21, 152(3)\n" op " 22, 160(3)\n"		\
	op " 23, 168(3)\n" op " 24, 176(3)\n" op " 25, 184(3)\n"		\
	op " 26, 192(3)\n" op " 27, 200(3)\n" op " 28, 208(3)\n"		\
	op " 29, 216(3)\n" op " 30, 224(3)\n" op " 31, 232(3)\n"

__asm__(
	__NOLIBC_EXT_ASM_BEGIN(setjmp)
	"mflr 0\n"
	"stw 0, 0(3)\n"
	"stw 1, 4(3)\n"
	"stw 2, 8(3)\n"
	"mfcr 0\n"
	"stw 0, 12(3)\n"
	"stmw 13, 16(3)\n"
	__NOLIBC_EXT_PPC_FPRS("stfd")
	"li 3, 0\n"
	"blr\n"
	__NOLIBC_EXT_ASM_END(setjmp)

	__NOLIBC_EXT_ASM_BEGIN(longjmp)
	"lwz 0, 0(3)\n"
	"mtlr 0\n"
	"lwz 1, 4(3)\n"
	"lwz 2, 8(3)\n"
	"lwz 0, 12(3)\n"
	"mtcr 0\n"
	"lmw 13, 16(3)\n"
	__NOLIBC_EXT_PPC_FPRS("lfd")
	"mr. 3, 4\n"			/* longjmp(env, 0) returns 1 */
	"bnelr\n"
	"li 3, 1\n"
	"blr\n"
	__NOLIBC_EXT_ASM_END(longjmp)
	/*
	 * the kernel's order: flags, stack, ptid, tls, ctid; cr0's summary
	 * overflow bit tells an error, r3 then holds errno
	 */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_clone)
	"clrrwi 4, 4, 4\n"
	"li 0, 0\n"
	"stwu 0, -16(4)\n"		/* the child's frame: no back chain, */
	"stw 3, 8(4)\n"			/* then fn and arg */
	"stw 6, 12(4)\n"
	"mr 3, 5\n"
	"mr 5, 7\n"
	"mr 6, 8\n"
	"mr 7, 9\n"
	"li 0, 120\n"			/* __NR_clone */
	"sc\n"
	"bns+ 1f\n"
	"neg 3, 3\n"
	"blr\n"
	"1:\n"
	"cmpwi 3, 0\n"
	"bnelr\n"
	"lwz 0, 8(1)\n"
	"lwz 3, 12(1)\n"
	"mtctr 0\n"
	"bctrl\n"
	"li 0, 1\n"			/* __NR_exit: this thread only */
	"sc\n"
	"trap\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_clone)
);

/* the thread pointer: r2 */
#define __NOLIBC_EXT_TP_REG "2"
#include "arch-ext-powerpc-tp.h"

#endif /* _NOLIBC_EXT_ARCH_EXT_PPC_H */
