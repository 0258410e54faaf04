/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/user.h>: the layout of the "user area" that PTRACE_PEEKUSER and
 * PTRACE_POKEUSER address (offsetof(struct user, u_debugreg[i])...), and
 * the register sets of PTRACE_GETREGS and PTRACE_GETFPREGS, with glibc's
 * names. The kernel does not export them; these follow its x86 ones
 * (asm/user_64.h, asm/user_32.h). Other architectures get the UAPI's
 * <asm/ptrace.h>, whose register structures glibc also mostly reuses.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_USER_H
#define _NOLIBC_EXT_SYS_USER_H

#if defined(__x86_64__)

struct user_fpregs_struct {
	unsigned short cwd;
	unsigned short swd;
	unsigned short ftw;
	unsigned short fop;
	unsigned long long rip;
	unsigned long long rdp;
	unsigned int mxcsr;
	unsigned int mxcr_mask;
	unsigned int st_space[32];	/* 8 registers of 16 bytes */
	unsigned int xmm_space[64];	/* 16 registers of 16 bytes */
	unsigned int padding[24];
};

struct user_regs_struct {
	unsigned long long r15, r14, r13, r12, rbp, rbx, r11, r10, r9, r8;
	unsigned long long rax, rcx, rdx, rsi, rdi, orig_rax, rip, cs, eflags;
	unsigned long long rsp, ss, fs_base, gs_base, ds, es, fs, gs;
};

struct user {
	struct user_regs_struct regs;
	int u_fpvalid;
	struct user_fpregs_struct i387;
	unsigned long long u_tsize;
	unsigned long long u_dsize;
	unsigned long long u_ssize;
	unsigned long long start_code;
	unsigned long long start_stack;
	long long signal;
	int reserved;
	struct user_regs_struct *u_ar0;
	struct user_fpregs_struct *u_fpstate;
	unsigned long long magic;
	char u_comm[32];
	unsigned long long u_debugreg[8];
};

#elif defined(__i386__)

struct user_fpregs_struct {
	long cwd, swd, twd, fip, fcs, foo, fos;
	long st_space[20];		/* 8 registers of 10 bytes */
};

struct user_fpxregs_struct {
	unsigned short cwd, swd, twd, fop;
	long fip, fcs, foo, fos, mxcsr, reserved;
	long st_space[32];
	long xmm_space[32];
	long padding[56];
};

struct user_regs_struct {
	long ebx, ecx, edx, esi, edi, ebp, eax, xds, xes, xfs, xgs, orig_eax;
	long eip, xcs, eflags, esp, xss;
};

struct user {
	struct user_regs_struct regs;
	int u_fpvalid;
	struct user_fpregs_struct i387;
	unsigned long u_tsize;
	unsigned long u_dsize;
	unsigned long u_ssize;
	unsigned long start_code;
	unsigned long start_stack;
	long signal;
	int reserved;
	struct user_regs_struct *u_ar0;
	struct user_fpregs_struct *u_fpstate;
	unsigned long magic;
	char u_comm[32];
	int u_debugreg[8];
};

#else
#include <asm/ptrace.h>
#endif

#if defined(__x86_64__) || defined(__i386__)
#define PAGE_SHIFT	12
#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))
#define NBPG		PAGE_SIZE
#define UPAGES		1
#define HOST_TEXT_START_ADDR	(u.start_code)
#define HOST_STACK_END_ADDR	(u.start_stack + u.u_ssize * NBPG)
#endif

#endif /* _NOLIBC_EXT_SYS_USER_H */
