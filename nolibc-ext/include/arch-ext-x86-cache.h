/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * The caches sysconf() reports on x86, part of arch-ext-x86_64.h and
 * arch-ext-i386.h: what glibc 2.36 as Debian 12 has it (the 2.36 branch,
 * with the fix of BZ #30643) reads from cpuid once at start-up
 * (sysdeps/x86/dl-cacheinfo.h), asked again on each call.
 *   Intel: leaf 2's descriptor bytes, from a table of those glibc knows,
 *     and leaf 4's deterministic parameters where a byte is 0xff or
 *     where leaf 2 does not say it takes one call (its low byte 1);
 *   AMD and Hygon: extended leaves 0x80000005 (level 1) and 0x80000006
 *     (levels 2 and 3);
 *   Zhaoxin: leaf 4;
 *   any other vendor: -1 for everything.
 * Whatever the vendor, glibc never sets the level 1 instruction cache's
 * ways nor the level 4 cache's ways and line (-1), nor the level 4 size
 * but on Intel. sysfs may say otherwise (the kernel reads leaf 0x8000001D
 * on AMD): programs compare with glibc, so this follows glibc.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_X86_CACHE_H
#define _NOLIBC_EXT_ARCH_EXT_X86_CACHE_H

/*
 * A cache is named here by its rank r in sysconf's order, from 0 (level
 * 1 instruction cache size) to 14 (level 4 line size): r / 3 picks the
 * cache (0 L1i, 1 L1d, 2 L2, 3 L3, 4 L4), r % 3 the figure (size, ways,
 * line).
 */
#define __NOLIBC_EXT_X86_L1I	0
#define __NOLIBC_EXT_X86_L1D	3
#define __NOLIBC_EXT_X86_L2	6
#define __NOLIBC_EXT_X86_L3	9
#define __NOLIBC_EXT_X86_L4	12

static __attribute__((unused))
void __nolibc_ext_cpuid(unsigned int leaf, unsigned int sub, unsigned int r[4])
{
	__asm__ volatile ("cpuid"
			  : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3])
			  : "0"(leaf), "2"(sub));
}

/*
 * Leaf 4, subleaf after subleaf until one of type 0: the figure of the
 * first cache of the level and kind asked; none when there is no such
 * cache. The size is computed in 32 bits, as glibc does.
 */
static __attribute__((unused))
long __nolibc_ext_x86_leaf4(int r, long none)
{
	unsigned int c[4], sub, type, level, want;

	for (sub = 0; ; sub++) {
		__nolibc_ext_cpuid(4, sub, c);
		type = c[0] & 0x1f;	/* 1 data, 2 instruction, 3 unified */
		level = (c[0] >> 5) & 7;
		if (!type)
			return none;
		/* level 1: the kind asked; above: the level, of any kind */
		want = r < __NOLIBC_EXT_X86_L1D ? 2 : 1;
		if (level == 1 ? r >= __NOLIBC_EXT_X86_L2 || type != want :
		    r < __NOLIBC_EXT_X86_L2 || (int)level != r / 3)
			continue;
		switch (r % 3) {
		case 0:
			/* ways * partitions * line * sets */
			return (long)(((c[1] >> 22) + 1) *
				      (((c[1] >> 12) & 0x3ff) + 1) *
				      ((c[1] & 0xfff) + 1) * (c[2] + 1));
		case 1:
			return (c[1] >> 22) + 1;
		default:
			return (c[1] & 0xfff) + 1;
		}
	}
}

/*
 * One register of leaf 2 on Intel: its bytes from the lowest, up to the
 * last that is not 0, each a descriptor looked up in the table of those
 * glibc 2.36 knows (a subset of Intel's: the byte, the cache as its first
 * rank, ways, line, size in KiB). A set top bit means no descriptors.
 * 0x40 says there is no level 2 or 3 cache (*none); 0xff sends to leaf
 * 4, which then has the last word: -1 when it has no such cache. 0x49 is
 * a level 3 cache on family 15 model 6 (a level 2 one elsewhere): asked
 * for level 3 there, the register's bytes are matched against level 2
 * from then on, as glibc does.
 */
static __attribute__((unused))
long __nolibc_ext_x86_leaf2_reg(int r, unsigned int v, int *none, int f15m6)
{
	static const struct {
		unsigned char byte, cache, ways, line;
		unsigned short kib;
	} d[] = {
		{ 0x06, 0, 4, 32, 8 }, { 0x08, 0, 4, 32, 16 },
		{ 0x09, 0, 4, 32, 32 }, { 0x0a, 3, 2, 32, 8 },
		{ 0x0c, 3, 4, 32, 16 }, { 0x0d, 3, 4, 64, 16 },
		{ 0x0e, 3, 6, 64, 24 }, { 0x21, 6, 8, 64, 256 },
		{ 0x22, 9, 4, 64, 512 }, { 0x23, 9, 8, 64, 1024 },
		{ 0x25, 9, 8, 64, 2048 }, { 0x29, 9, 8, 64, 4096 },
		{ 0x2c, 3, 8, 64, 32 }, { 0x30, 0, 8, 64, 32 },
		{ 0x39, 6, 4, 64, 128 }, { 0x3a, 6, 6, 64, 192 },
		{ 0x3b, 6, 2, 64, 128 }, { 0x3c, 6, 4, 64, 256 },
		{ 0x3d, 6, 6, 64, 384 }, { 0x3e, 6, 4, 64, 512 },
		{ 0x3f, 6, 2, 64, 256 }, { 0x41, 6, 4, 32, 128 },
		{ 0x42, 6, 4, 32, 256 }, { 0x43, 6, 4, 32, 512 },
		{ 0x44, 6, 4, 32, 1024 }, { 0x45, 6, 4, 32, 2048 },
		{ 0x46, 9, 4, 64, 4096 }, { 0x47, 9, 8, 64, 8192 },
		{ 0x48, 6, 12, 64, 3072 }, { 0x49, 6, 16, 64, 4096 },
		{ 0x4a, 9, 12, 64, 6144 }, { 0x4b, 9, 16, 64, 8192 },
		{ 0x4c, 9, 12, 64, 12288 }, { 0x4d, 9, 16, 64, 16384 },
		{ 0x4e, 6, 24, 64, 6144 }, { 0x60, 3, 8, 64, 16 },
		{ 0x66, 3, 4, 64, 8 }, { 0x67, 3, 4, 64, 16 },
		{ 0x68, 3, 4, 64, 32 }, { 0x78, 6, 8, 64, 1024 },
		{ 0x79, 6, 8, 64, 128 }, { 0x7a, 6, 8, 64, 256 },
		{ 0x7b, 6, 8, 64, 512 }, { 0x7c, 6, 8, 64, 1024 },
		{ 0x7d, 6, 8, 64, 2048 }, { 0x7f, 6, 2, 64, 512 },
		{ 0x80, 6, 8, 64, 512 }, { 0x82, 6, 8, 32, 256 },
		{ 0x83, 6, 8, 32, 512 }, { 0x84, 6, 8, 32, 1024 },
		{ 0x85, 6, 8, 32, 2048 }, { 0x86, 6, 4, 64, 512 },
		{ 0x87, 6, 8, 64, 1024 }, { 0xd0, 9, 4, 64, 512 },
		{ 0xd1, 9, 4, 64, 1024 }, { 0xd2, 9, 4, 64, 2048 },
		{ 0xd6, 9, 8, 64, 1024 }, { 0xd7, 9, 8, 64, 2048 },
		{ 0xd8, 9, 8, 64, 4096 }, { 0xdc, 9, 12, 64, 2048 },
		{ 0xdd, 9, 12, 64, 4096 }, { 0xde, 9, 12, 64, 8192 },
		{ 0xe2, 9, 16, 64, 2048 }, { 0xe3, 9, 16, 64, 4096 },
		{ 0xe4, 9, 16, 64, 8192 }, { 0xea, 9, 24, 64, 12288 },
		{ 0xeb, 9, 24, 64, 18432 }, { 0xec, 9, 24, 64, 24576 },
	};
	unsigned int i, byte, n = sizeof(d) / sizeof(d[0]);

	if (v & 0x80000000)
		return 0;
	for (; v; v >>= 8) {
		byte = v & 0xff;
		if (byte == 0x40) {
			*none = 1;
			if (r / 3 == 3)
				return 0;
			continue;
		}
		if (byte == 0xff)
			return __nolibc_ext_x86_leaf4(r, -1);
		if (byte == 0x49 && f15m6 && r / 3 == 3)
			r -= 3;
		for (i = 0; i < n && d[i].byte != byte; i++)
			;
		if (i == n || d[i].cache != r / 3 * 3)
			continue;
		return r % 3 == 0 ? (long)d[i].kib << 10 :
		       r % 3 == 1 ? d[i].ways : d[i].line;
	}
	return 0;
}

static __attribute__((unused))
long __nolibc_ext_x86_intel(int r, unsigned int max, unsigned int sig)
{
	unsigned int c[4], i;
	int none = 0, f15m6;
	long v;

	if (max < 2)
		return -1;
	/* family 15 (no extended family) and model 6 (no extended model) */
	f15m6 = (sig & 0x0fff0ff0) == 0x00000f60;
	__nolibc_ext_cpuid(2, 0, c);
	/* the number of calls leaf 2 takes: Intel now says always 1 */
	if ((c[0] & 0xff) != 1)
		return __nolibc_ext_x86_leaf4(r, -1);
	c[0] &= 0xffffff00;
	for (i = 0; i < 4; i++) {
		v = __nolibc_ext_x86_leaf2_reg(r, c[i], &none, f15m6);
		if (v)
			return v;
	}
	if (none && r >= __NOLIBC_EXT_X86_L2 && r < __NOLIBC_EXT_X86_L4)
		return -1;
	return 0;
}

/* AMD's ways code of the level 2 and 3 caches, in 4 bits */
static __attribute__((unused))
long __nolibc_ext_x86_amd_ways(unsigned int code, unsigned long size,
			       unsigned int line)
{
	static const unsigned char ways[16] = {
		0, 1, 2, 0, 4, 0, 8, 0, 16, 0, 32, 48, 64, 96, 128, 0
	};

	if (code == 15)		/* fully associative: a set of every line */
		return line ? (long)(size / line) : 0;
	return ways[code];
}

static __attribute__((unused))
long __nolibc_ext_x86_amd(int r)
{
	unsigned int c[4], reg, leaf;
	unsigned long size;

	leaf = r >= __NOLIBC_EXT_X86_L2 ? 0x80000006 : 0x80000005;

	__nolibc_ext_cpuid(0x80000000, 0, c);
	if (c[0] < leaf)
		return 0;
	__nolibc_ext_cpuid(leaf, 0, c);
	if (r < __NOLIBC_EXT_X86_L2) {
		/* L1: edx the instruction cache, ecx the data cache */
		reg = r < __NOLIBC_EXT_X86_L1D ? c[3] : c[2];
		if (r % 3 == 0)
			return (reg >> 14) & 0x3fc00;	/* KiB in bits 24-31 */
		if (r % 3 == 2)
			return reg & 0xff;
		if (((reg >> 16) & 0xff) == 0xff)	/* fully associative */
			return ((reg >> 16) << 2) & 0x3fc00;
		return (reg >> 16) & 0xff;
	}
	/* L2 in ecx (KiB in bits 16-31), L3 in edx (512 KiB units in 18-29) */
	reg = r < __NOLIBC_EXT_X86_L3 ? c[2] : c[3];
	if (r < __NOLIBC_EXT_X86_L3)
		size = (reg >> 6) & 0x3fffc00;
	else
		size = (reg & 0x3ffc0000) << 1;
	if (r % 3 == 1)
		return __nolibc_ext_x86_amd_ways((reg >> 12) & 0xf, size,
						 reg & 0xff);
	if (!(reg & 0xf000))	/* no such cache */
		return 0;
	return r % 3 ? (long)(reg & 0xff) : (long)size;
}

/* figure r as glibc computes it */
static __attribute__((unused))
long __nolibc_ext_x86_figure(int r)
{
	unsigned int c[4], max;

	if (r == __NOLIBC_EXT_X86_L1I + 1 || r > __NOLIBC_EXT_X86_L4)
		return -1;
	__nolibc_ext_cpuid(0, 0, c);
	max = c[0];
	/* the vendor string, in ebx, edx, ecx */
	if (c[1] == 0x756e6547 && c[3] == 0x49656e69 && c[2] == 0x6c65746e) {
		/* GenuineIntel; leaf 1's eax: family and model */
		__nolibc_ext_cpuid(1, 0, c);
		return __nolibc_ext_x86_intel(r, max, c[0]);
	}
	if (r == __NOLIBC_EXT_X86_L4)
		return -1;
	if ((c[1] == 0x68747541 && c[3] == 0x69746e65 && c[2] == 0x444d4163) ||
	    (c[1] == 0x6f677948 && c[3] == 0x6e65476e && c[2] == 0x656e6975))
		return __nolibc_ext_x86_amd(r);	/* AMD, Hygon */
	if ((c[1] == 0x746e6543 && c[3] == 0x48727561 && c[2] == 0x736c7561) ||
	    (c[1] == 0x68532020 && c[3] == 0x68676e61 && c[2] == 0x20206961))
		return __nolibc_ext_x86_leaf4(r, 0);	/* Centaur, Zhaoxin */
	return -1;
}

/*
 * The fifteen figures, read once, at the first call, as glibc reads them
 * once at start-up: later calls agree with the first on a hybrid CPU
 * whose cores' leaf 4 differ, and cost no cpuid (a trap to the
 * hypervisor in a guest, or a fault once a program turned cpuid
 * faulting on with arch_prctl(ARCH_SET_CPUID)). Threads that race to
 * fill them each write whole figures; the last writer's stand.
 */
long __nolibc_ext_x86_figures[15] __attribute__((weak));
int __nolibc_ext_x86_figures_set __attribute__((weak));

/*
 * level 1-4; insn 1 for level 1's instruction cache; what 0 size, 1
 * ways, 2 line
 */
#define __nolibc_ext_cache __nolibc_ext_cache
static __attribute__((unused))
long __nolibc_ext_cache(int level, int insn, int what)
{
	long *fig = __nolibc_ext_x86_figures;
	int *set = &__nolibc_ext_x86_figures_set, r;

	if (!__atomic_load_n(set, __ATOMIC_ACQUIRE)) {
		for (r = 0; r < 15; r++)
			__atomic_store_n(&fig[r], __nolibc_ext_x86_figure(r),
					 __ATOMIC_RELAXED);
		__atomic_store_n(set, 1, __ATOMIC_RELEASE);
	}
	r = insn ? what : 3 * level + what;
	return __atomic_load_n(&fig[r], __ATOMIC_RELAXED);
}

#endif /* _NOLIBC_EXT_ARCH_EXT_X86_CACHE_H */
