/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <asm/signal.h>: the UAPI header, with its C library leftovers renamed.
 *
 * "For libcs that poke about in kernel headers", the UAPI header still
 * defines a sigset_t and a struct sigaction of the kernel's own: on x86,
 * arm, s390 and powerpc an unsigned long mask and, on x86_64, no
 * sa_sigaction at all. 6.12 nolibc includes it (for SIGCHLD), so they
 * would take the names <signal.h> must define. They are renamed while it
 * is read; everything else (SIG*, SA_*, _NSIG, stack_t) is kept as is.
 */

#ifndef _NOLIBC_EXT_ASM_SIGNAL_H
#define _NOLIBC_EXT_ASM_SIGNAL_H

#define sigset_t __nolibc_uapi_sigset_t
#define sigaction __nolibc_uapi_sigaction
#include_next <asm/signal.h>
#undef sigset_t
#undef sigaction
/* i386's struct reaches its handler members through these */
#undef sa_handler
#undef sa_sigaction

/*
 * The kernel's number of signals: the UAPI headers of x86, arm and s390 keep
 * it to the kernel; it is 64 there, as everywhere but MIPS (128, exported).
 */
#ifndef _NSIG
#define _NSIG 64
#endif

/* The legacy NSIG of 32 is not the C library's: signals go up to _NSIG. */
#undef NSIG
#define NSIG (_NSIG + 1)

#endif /* _NOLIBC_EXT_ASM_SIGNAL_H */
