/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * riscv64 part of nolibc-ext.
 * setjmp/longjmp: ra, sp, s0-s11 and fs0-fs11 (lp64d). The kernel's vDSO
 * returns from signal handlers.
 */

#ifndef _NOLIBC_EXT_ARCH_EXT_RISCV64_H
#define _NOLIBC_EXT_ARCH_EXT_RISCV64_H

#define __NOLIBC_EXT_JMP_SLOTS 26

__asm__(
	__NOLIBC_EXT_ASM_BEGIN(setjmp)
	"sd ra, 0(a0)\n"
	"sd sp, 8(a0)\n"
	"sd s0, 16(a0)\n"
	"sd s1, 24(a0)\n"
	"sd s2, 32(a0)\n"
	"sd s3, 40(a0)\n"
	"sd s4, 48(a0)\n"
	"sd s5, 56(a0)\n"
	"sd s6, 64(a0)\n"
	"sd s7, 72(a0)\n"
	"sd s8, 80(a0)\n"
	"sd s9, 88(a0)\n"
	"sd s10, 96(a0)\n"
	"sd s11, 104(a0)\n"
	"fsd fs0, 112(a0)\n"
	"fsd fs1, 120(a0)\n"
	"fsd fs2, 128(a0)\n"
	"fsd fs3, 136(a0)\n"
	"fsd fs4, 144(a0)\n"
	"fsd fs5, 152(a0)\n"
	"fsd fs6, 160(a0)\n"
	"fsd fs7, 168(a0)\n"
	"fsd fs8, 176(a0)\n"
	"fsd fs9, 184(a0)\n"
	"fsd fs10, 192(a0)\n"
	"fsd fs11, 200(a0)\n"
	"li a0, 0\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(setjmp)

	__NOLIBC_EXT_ASM_BEGIN(longjmp)
	"ld ra, 0(a0)\n"
	"ld sp, 8(a0)\n"
	"ld s0, 16(a0)\n"
	"ld s1, 24(a0)\n"
	"ld s2, 32(a0)\n"
	"ld s3, 40(a0)\n"
	"ld s4, 48(a0)\n"
	"ld s5, 56(a0)\n"
	"ld s6, 64(a0)\n"
	"ld s7, 72(a0)\n"
	"ld s8, 80(a0)\n"
	"ld s9, 88(a0)\n"
	"ld s10, 96(a0)\n"
	"ld s11, 104(a0)\n"
	"fld fs0, 112(a0)\n"
	"fld fs1, 120(a0)\n"
	"fld fs2, 128(a0)\n"
	"fld fs3, 136(a0)\n"
	"fld fs4, 144(a0)\n"
	"fld fs5, 152(a0)\n"
	"fld fs6, 160(a0)\n"
	"fld fs7, 168(a0)\n"
	"fld fs8, 176(a0)\n"
	"fld fs9, 184(a0)\n"
	"fld fs10, 192(a0)\n"
	"fld fs11, 200(a0)\n"
	"seqz a0, a1\n"			/* longjmp(env, 0) returns 1 */
	"add a0, a0, a1\n"
	"ret\n"
	__NOLIBC_EXT_ASM_END(longjmp)
	/* the kernel's order: flags, stack, ptid, tls, ctid */
	__NOLIBC_EXT_ASM_BEGIN(__nolibc_ext_clone)
	"andi a1, a1, -16\n"
	"addi a1, a1, -16\n"
	"sd a0, 0(a1)\n"		/* fn and arg, on the new stack */
	"sd a3, 8(a1)\n"
	"mv a0, a2\n"
	"mv a2, a4\n"
	"mv a3, a5\n"
	"mv a4, a6\n"
	"li a7, 220\n"			/* __NR_clone */
	"ecall\n"
	"beqz a0, 1f\n"
	"ret\n"
	"1:\n"
	"li s0, 0\n"			/* the child: no frame above */
	"li ra, 0\n"
	"ld a1, 0(sp)\n"
	"ld a0, 8(sp)\n"
	"jalr a1\n"
	"li a7, 93\n"			/* __NR_exit: this thread only */
	"ecall\n"
	__NOLIBC_EXT_ASM_END(__nolibc_ext_clone)
);

/*
 * The kernel's rt_sigaction structure on riscv has no restorer: handler,
 * flags, mask. qemu-user 7.2 reads and writes one with a restorer slot
 * before the mask. With the mask in both places, both read it right; the
 * slot the kernel does not know is never read by the kernel.
 */
#define __NOLIBC_EXT_KSIGACTION
struct __nolibc_ext_ksigaction {
	void (*handler)(int);
	unsigned long flags;
	unsigned long mask[_NSIG / (8 * sizeof(unsigned long))];
	unsigned long qemu_mask[_NSIG / (8 * sizeof(unsigned long))];
};
#define __NOLIBC_EXT_KSIGACTION_FIXUP(k) \
	memcpy((k)->qemu_mask, (k)->mask, sizeof((k)->mask))

/*
 * The thread pointer is tp, which user space writes itself; TLS variant I
 * with no gap: the block starts at the thread pointer.
 */
#define __NOLIBC_EXT_TLS_GAP 0
#define __NOLIBC_EXT_DTV_OFFSET 0x800	/* the psABI's, for __tls_get_addr() */

static __attribute__((unused))
void *__nolibc_ext_tp(void)
{
	void *tp;

	__asm__ ("mv %0, tp" : "=r"(tp));
	return tp;
}

static __attribute__((unused))
long __nolibc_ext_set_tp(void *tp)
{
	__asm__ volatile ("mv tp, %0" : : "r"(tp));
	return 0;
}

/*
 * The caches sysconf() reports, as glibc 2.36 does: levels 1 and 2 from
 * the auxiliary vector (AT_L1I_CACHESIZE on), -1 with errno EINVAL where
 * the kernel gives none (unistd.h); 0 for the levels above
 */
#define __NOLIBC_EXT_CACHE_AUXV_LEVELS 2
#define __NOLIBC_EXT_CACHE_AUXV_ABSENT EINVAL

#endif /* _NOLIBC_EXT_ARCH_EXT_RISCV64_H */
