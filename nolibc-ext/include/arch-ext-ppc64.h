/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * 64-bit PowerPC part of nolibc-ext (ELFv2, either endianness).
 * setjmp/longjmp: lr, r1 (sp), r2 (TOC), cr, r14-r31, f14-f31 and, when
 * AltiVec is on, v20-v31 (stored 16-byte aligned: stvx ignores the low
 * four address bits). The kernel's vDSO returns from signal handlers.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_PPC64_H
#define _NOLIBC_EXT_ARCH_EXT_PPC64_H

#define __NOLIBC_EXT_JMP_SLOTS 66

#define __NOLIBC_EXT_PPC64_GPRS(op)					\
	op " 14, 32(3)\n" op " 15, 40(3)\n" op " 16, 48(3)\n"		\
	op " 17, 56(3)\n" op " 18, 64(3)\n" op " 19, 72(3)\n"		\
	op " 20, 80(3)\n" op " 21, 88(3)\n" op " 22, 96(3)\n"		\
	op " 23, 104(3)\n" op " 24, 112(3)\n" op " 25, 120(3)\n"		\
	op " 26, 128(3)\n" op " 27, 136(3)\n" op " 28, 144(3)\n"		\
	op " 29, 152(3)\n" op " 30, 160(3)\n" op " 31, 168(3)\n"
#define __NOLIBC_EXT_PPC64_FPRS(op)					\
	op " 14, 176(3)\n" op " 15, 184(3)\n" op " 16, 192(3)\n"		\
	op " 17, 200(3)\n" op " 18, 208(3)\n" op " 19, 216(3)\n"		\
	op " 20, 224(3)\n" op " 21, 232(3)\n" op " 22, 240(3)\n"		\
	op " 23, 248(3)\n" op " 24, 256(3)\n" op " 25, 264(3)\n"		\
	op " 26, 272(3)\n" op " 27, 280(3)\n" op " 28, 288(3)\n"		\
	op " 29, 296(3)\n" op " 30, 304(3)\n" op " 31, 312(3)\n"
#ifdef __ALTIVEC__
#define __NOLIBC_EXT_PPC64_VRS(op)					\
	"addi 5, 3, 335\n"		/* 320 rounded up to 16 */	\
	"clrrdi 5, 5, 4\n"						\
	op " 20, 0, 5\n" "addi 5, 5, 16\n" op " 21, 0, 5\n" "addi 5, 5, 16\n"	\
	op " 22, 0, 5\n" "addi 5, 5, 16\n" op " 23, 0, 5\n" "addi 5, 5, 16\n"	\
	op " 24, 0, 5\n" "addi 5, 5, 16\n" op " 25, 0, 5\n" "addi 5, 5, 16\n"	\
	op " 26, 0, 5\n" "addi 5, 5, 16\n" op " 27, 0, 5\n" "addi 5, 5, 16\n"	\
	op " 28, 0, 5\n" "addi 5, 5, 16\n" op " 29, 0, 5\n" "addi 5, 5, 16\n"	\
	op " 30, 0, 5\n" "addi 5, 5, 16\n" op " 31, 0, 5\n"
#else
#define __NOLIBC_EXT_PPC64_VRS(op) ""
#endif

__asm__(
	__NOLIBC_EXT_ASM_BEGIN(setjmp)
	"mflr 0\n"
	"std 0, 0(3)\n"
	"std 1, 8(3)\n"
	"std 2, 16(3)\n"
	"mfcr 0\n"
	"std 0, 24(3)\n"
	__NOLIBC_EXT_PPC64_GPRS("std")
	__NOLIBC_EXT_PPC64_FPRS("stfd")
	__NOLIBC_EXT_PPC64_VRS("stvx")
	"li 3, 0\n"
	"blr\n"
	__NOLIBC_EXT_ASM_END(setjmp)

	__NOLIBC_EXT_ASM_BEGIN(longjmp)
	"ld 0, 0(3)\n"
	"mtlr 0\n"
	"ld 1, 8(3)\n"
	"ld 2, 16(3)\n"
	"ld 0, 24(3)\n"
	"mtcr 0\n"
	__NOLIBC_EXT_PPC64_GPRS("ld")
	__NOLIBC_EXT_PPC64_FPRS("lfd")
	__NOLIBC_EXT_PPC64_VRS("lvx")
	"extsw. 3, 4\n"			/* longjmp(env, 0) returns 1 */
	"bnelr\n"
	"li 3, 1\n"
	"blr\n"
	__NOLIBC_EXT_ASM_END(longjmp)
	/*
	 * the kernel's order: flags, stack, ptid, tls, ctid; cr0's summary
	 * overflow bit tells an error, r3 then holds errno
	 */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_clone)
	"clrrdi 4, 4, 4\n"
	"li 0, 0\n"
	"stdu 0, -48(4)\n"		/* the child's frame: no back chain, */
	"std 3, 32(4)\n"		/* the ABI's 32 bytes, fn and arg */
	"std 6, 40(4)\n"
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
	"cmpdi 3, 0\n"
	"bnelr\n"
	"ld 12, 32(1)\n"		/* ELFv2: the callee finds its TOC */
	"ld 3, 40(1)\n"			/* from r12 */
	"mtctr 12\n"
	"bctrl\n"
	"li 0, 1\n"			/* __NR_exit: this thread only */
	"sc\n"
	"trap\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_clone)
);

/* the thread pointer: r13 */
#define __NOLIBC_EXT_TP_REG "13"
#include "arch-ext-powerpc-tp.h"

#endif /* _NOLIBC_EXT_ARCH_EXT_PPC64_H */
