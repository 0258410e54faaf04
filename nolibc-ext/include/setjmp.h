/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <setjmp.h>: setjmp()/longjmp() in assembly for each architecture
 * (arch-ext-<arch>.h), and sigsetjmp()/siglongjmp() on top of them.
 *
 * jmp_buf and sigjmp_buf are one type: the registers, then whether
 * sigsetjmp() saved the signal mask, and the mask. setjmp() does not save
 * the mask (as glibc's does not); sigsetjmp(env, 1) does, before calling
 * setjmp(), which POSIX allows as sigsetjmp() may be a macro.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SETJMP_H
#define _NOLIBC_EXT_SETJMP_H

#include <signal.h>
#include "arch-ext.h"

typedef struct __nolibc_ext_jmp_buf_tag {
	unsigned long long __regs[__NOLIBC_EXT_JMP_SLOTS];
	int __mask_was_saved;
	sigset_t __saved_mask;
} jmp_buf[1], sigjmp_buf[1];

/*
 * int setjmp(jmp_buf env);
 * void longjmp(jmp_buf env, int val);
 */
int setjmp(jmp_buf env) __attribute__((returns_twice));
void longjmp(jmp_buf env, int val) __attribute__((noreturn));

#define _setjmp(env) setjmp(env)
#define _longjmp(env, val) longjmp(env, val)

/*
 * int sigsetjmp(sigjmp_buf env, int savemask);
 */
static __attribute__((unused))
void __nolibc_ext_sigsetjmp_save(sigjmp_buf env, int savemask)
{
	env->__mask_was_saved = savemask &&
		sigprocmask(SIG_BLOCK, NULL, &env->__saved_mask) == 0;
}

#define sigsetjmp(env, savemask) \
	(__nolibc_ext_sigsetjmp_save((env), (savemask)), setjmp(env))

/*
 * void siglongjmp(sigjmp_buf env, int val);
 */
static __attribute__((noreturn, unused))
void siglongjmp(sigjmp_buf env, int val)
{
	if (env->__mask_was_saved)
		sigprocmask(SIG_SETMASK, &env->__saved_mask, NULL);
	longjmp(env, val);
}

#endif /* _NOLIBC_EXT_SETJMP_H */
