/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * The thread pointer of both PowerPC ABIs, part of arch-ext-ppc.h and
 * arch-ext-ppc64.h: a general register the ABI reserves for it (the
 * including header names it in __NOLIBC_EXT_TP_REG: r2 for 32-bit, r13
 * for 64-bit), which user space writes itself; TLS variant I, the thread
 * pointer 0x7000 bytes past the start of the block, and
 * __tls_get_addr()'s offsets biased by 0x8000. And, as both ABIs have
 * them, the caches sysconf() reports.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_POWERPC_TP_H
#define _NOLIBC_EXT_ARCH_EXT_POWERPC_TP_H

#define __NOLIBC_EXT_TLS_GAP 0
#define __NOLIBC_EXT_TP_OFFSET 0x7000
#define __NOLIBC_EXT_DTV_OFFSET 0x8000

static __attribute__((unused))
void *__nolibc_ext_tp(void)
{
	void *tp;

	__asm__ ("mr %0, " __NOLIBC_EXT_TP_REG : "=r"(tp));
	return tp;
}

static __attribute__((unused))
long __nolibc_ext_set_tp(void *tp)
{
	__asm__ volatile ("mr " __NOLIBC_EXT_TP_REG ", %0" : : "r"(tp));
	return 0;
}

/*
 * The caches sysconf() reports, as glibc 2.36 does: levels 1 to 3 from
 * the auxiliary vector (AT_L1I_CACHESIZE on), 0 with errno ENOENT where
 * the kernel gives none (unistd.h)
 */
#define __NOLIBC_EXT_CACHE_AUXV_LEVELS 3
#define __NOLIBC_EXT_CACHE_AUXV_ABSENT ENOENT

#endif /* _NOLIBC_EXT_ARCH_EXT_POWERPC_TP_H */
