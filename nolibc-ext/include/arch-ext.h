/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * The per-architecture part of nolibc-ext, picked like nolibc's arch.h
 * picks arch-<arch>.h. Each arch-ext-<arch>.h gives, in assembly:
 *   setjmp() and longjmp(), and __NOLIBC_EXT_JMP_SLOTS, the number of
 *   8-byte slots their register save area needs;
 *   a signal return trampoline where the ABI wants one from user space
 *   (__NOLIBC_EXT_RESTORER then names it);
 *   __nolibc_ext_clone(), the clone system call with glibc's clone()
 *   arguments: the child starts on the given stack, calls fn(arg) and ends
 *   its thread with fn's return value as exit code; the parent gets the
 *   child's thread id, or -errno;
 *   the thread pointer (tls.h): __nolibc_ext_tp() reads it,
 *   __nolibc_ext_set_tp() sets the main thread's, __NOLIBC_EXT_TLS_VARIANT_II
 *   (the block below the thread pointer) or __NOLIBC_EXT_TLS_GAP (the bytes
 *   between the thread pointer and the block above it), and where the ABI
 *   wants them __NOLIBC_EXT_TP_OFFSET, __NOLIBC_EXT_DTV_OFFSET and
 *   __nolibc_ext_tls_arg() (what clone() takes for CLONE_SETTLS);
 *   where glibc has a way of its own to read the caches' figures for
 *   sysconf(), __nolibc_ext_cache() (x86, arm64, s390x), or where it reads
 *   them from the auxiliary vector, __NOLIBC_EXT_CACHE_AUXV_LEVELS and
 *   __NOLIBC_EXT_CACHE_AUXV_ABSENT (PowerPC, RISC-V; see unistd.h).
 * The assembly is emitted at file scope as weak symbols, each in a section
 * of its own, so that a program that does not use them links without them
 * (with --gc-sections, as the build does).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_ARCH_EXT_H
#define _NOLIBC_EXT_ARCH_EXT_H

#include <asm/signal.h>	/* _NSIG, for the kernel's sigaction structure */

/* Directives around one assembly function; "%" replaces "@" on ARM. */
#define __NOLIBC_EXT_ASM_TYPE "@"
#define __NOLIBC_EXT_ASM_MODE ""
#define __NOLIBC_EXT_ASM_BEGIN(name)					\
	".pushsection .text.nolibc_" #name ",\"ax\","			\
		__NOLIBC_EXT_ASM_TYPE "progbits\n"			\
	".weak " #name "\n"						\
	".type " #name "," __NOLIBC_EXT_ASM_TYPE "function\n"		\
	__NOLIBC_EXT_ASM_MODE						\
	#name ":\n"
#define __NOLIBC_EXT_ASM_END(name)					\
	".size " #name ", . - " #name "\n"				\
	".popsection\n"

#if defined(__x86_64__)
#include "arch-ext-x86_64.h"
#elif defined(__i386__)
#include "arch-ext-i386.h"
#elif defined(__ARM_EABI__)
#include "arch-ext-arm.h"
#elif defined(__aarch64__)
#include "arch-ext-aarch64.h"
#elif defined(__mips__)
#include "arch-ext-mips.h"
#elif defined(__powerpc64__)
#include "arch-ext-ppc64.h"
#elif defined(__powerpc__)
#include "arch-ext-ppc.h"
#elif defined(__riscv) && __riscv_xlen == 64
#include "arch-ext-riscv64.h"
#elif defined(__s390x__)
#include "arch-ext-s390x.h"
#else
#error nolibc-ext does not support this architecture
#endif

/* what nolibc-ext's own signal handlers need besides (x86: stack realignment) */
#ifndef __NOLIBC_EXT_HANDLER
#define __NOLIBC_EXT_HANDLER
#endif

/*
 * A 64-bit argument of a call where long is 32-bit: two words, high first
 * on big endian, low first on little endian (__NOLIBC_EXT_W1 is the first),
 * starting on an even register where the ABI wants it (ARM EABI, MIPS o32,
 * PowerPC: __NOLIBC_EXT_PAIR_PAD, a word of padding before the pair when
 * an odd number of words precedes it).
 */
#if defined(__ARM_EABI__) || defined(__mips__) || defined(__powerpc__)
#define __NOLIBC_EXT_PAIR_PAD 1
#else
#define __NOLIBC_EXT_PAIR_PAD 0
#endif
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define __NOLIBC_EXT_HI_FIRST 1
#else
#define __NOLIBC_EXT_HI_FIRST 0
#endif
#define __NOLIBC_EXT_W1(v) \
	(__NOLIBC_EXT_HI_FIRST ? (long)((long long)(v) >> 32) : (long)(v))
#define __NOLIBC_EXT_W2(v) \
	(__NOLIBC_EXT_HI_FIRST ? (long)(v) : (long)((long long)(v) >> 32))

long __nolibc_ext_clone(int (*fn)(void *), void *stack, unsigned long flags,
			void *arg, void *ptid, void *tls, void *ctid);

#endif /* _NOLIBC_EXT_ARCH_EXT_H */
