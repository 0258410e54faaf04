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
	/*
	 * the kernel's order: stack, flags, ptid, ctid, tls; r6 is the
	 * caller's, kept in its save area
	 */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_clone)
	"stg %r6, 48(%r15)\n"
	"nill %r3, 0xfff8\n"
	"aghi %r3, -176\n"		/* the child's frame: no back chain, */
	"xc 0(8,%r3), 0(%r3)\n"		/* the ABI's 160 bytes, fn and arg */
	"stg %r2, 160(%r3)\n"
	"stg %r5, 168(%r3)\n"
	"lgr %r2, %r3\n"
	"lgr %r3, %r4\n"
	"lgr %r4, %r6\n"
	"lg %r5, 168(%r15)\n"
	"lg %r6, 160(%r15)\n"
	"svc 120\n"			/* __NR_clone */
	"ltgr %r2, %r2\n"
	"jz 1f\n"
	"lg %r6, 48(%r15)\n"
	"br %r14\n"
	"1:\n"
	"lg %r1, 160(%r15)\n"
	"lg %r2, 168(%r15)\n"
	"basr %r14, %r1\n"
	"svc 1\n"			/* __NR_exit: this thread only */
	"j .\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_clone)
);

/*
 * The thread pointer is in the access registers a0 (high half) and a1
 * (low half), which user space writes itself; TLS variant II, the block
 * below it.
 */
#define __NOLIBC_EXT_TLS_VARIANT_II

static __attribute__((unused))
void *__nolibc_ext_tp(void)
{
	unsigned long tp;

	__asm__ ("ear %0, %%a0\n"
		 "sllg %0, %0, 32\n"
		 "ear %0, %%a1" : "=&d"(tp));
	return (void *)tp;
}

static __attribute__((unused))
long __nolibc_ext_set_tp(void *tp)
{
	unsigned long v = (unsigned long)tp;

	__asm__ volatile ("sar %%a1, %0\n"
			  "srlg %0, %0, 32\n"
			  "sar %%a0, %0" : "+d"(v));
	return 0;
}

/*
 * The caches sysconf() reports, as glibc 2.36 does: what ECAG (extract
 * CPU attribute, z10 and later) says. Without the z10 facilities
 * (STFLE in the hardware capabilities, then facility bit 34) only a 256
 * byte level 1 line, 0 for the rest. ECAG's summary has one byte per
 * level, level 1 the highest, whose scope bits (0x0c) are 0 where there
 * is no cache; then the attribute is asked by level, kind (1 instruction)
 * and attribute (1 line, 2 size, 3 ways). The levels above 1 are asked as
 * data caches. (ECAG is a z10 instruction, which clang-14, the s390x
 * compiler here, takes by default; it has no .machine push to say so.)
 */
#define __nolibc_ext_cache __nolibc_ext_cache
static __attribute__((unused))
long __nolibc_ext_cache(int level, int insn, int what)
{
	static const unsigned int attr[3] = { 2, 3, 1 };
	unsigned long facilities, v;

	if (!(getauxval(AT_HWCAP) & 4))		/* HWCAP_S390_STFLE */
		return level == 1 && what == 2 ? 256 : 0;
	{
		/* r0: the doublewords to store, less one (set after the call) */
		register unsigned long r0 __asm__("0") = 0;

		__asm__ volatile ("stfle %0" : "=Q"(facilities), "+d"(r0) : : "cc");
	}
	if (!(facilities & (1UL << (63 - 34))))
		return level == 1 && what == 2 ? 256 : 0;
	__asm__ volatile ("ecag %0, %%r0, 0" : "=d"(v));
	if (!((v >> ((8 - level) * 8)) & 0xc))
		return 0;
	__asm__ volatile ("ecag %0, %%r0, 0(%1)" : "=d"(v)
			  : "a"((unsigned long)((attr[what] << 4) |
					      ((level - 1) << 1) | !!insn)));
	return v;
}

#endif /* _NOLIBC_EXT_ARCH_EXT_S390X_H */
