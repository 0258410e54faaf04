/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * nolibc-ext entry point: Linux 6.12's nolibc, then all that nolibc-ext
 * adds to it. nolibc-ext's directory comes before nolibc's on the include
 * path, so <nolibc.h> and every standard header name land here first; each
 * nolibc-ext header includes nolibc's header of the same name (when there
 * is one) with #include_next and adds what 6.12 lacks.
 *
 * Every other nolibc-ext header includes this one before anything else,
 * so whichever header a program includes first, and whether it is built
 * with -include nolibc.h (make run-user) or without (Kbuild's
 * init/Makefile.nolibc), nolibc is read through here, with the steps
 * below, and the program behaves the same.
 *
 * <stdio.h> is the exception: its complete printf family replaces 6.12's
 * small one only in programs that include it, so that a program written
 * against kselftest.h alone (which under nolibc includes nothing) keeps
 * 6.12's printf and its size.
 */

#ifndef _NOLIBC_EXT_H
#define _NOLIBC_EXT_H

/*
 * gcc sees the whole C library in the program's file, and its
 * ipa-reference pass concludes that a function reaching other threads
 * only through atomics and system calls cannot read or write the file's
 * static variables whose address is never taken: a counter under a mutex
 * was kept in a register across pthread_mutex_lock() and _unlock(), and
 * increments were lost. Across glibc's functions, out of sight, gcc
 * reloads. The pass is off for every function after this point, the
 * program's included (clang has no such pass). The pragma gives each of
 * them an optimize attribute: gcc then inlines none of them into a
 * function of the program's that has optimize options of its own, and a
 * program's "#pragma GCC reset_options" turns the pass back on for what
 * follows it. -fno-ipa-reference on the command line does the same
 * without either.
 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-ipa-reference")
#endif

#include "features.h"

/*
 * First of all (a selftest's build): nolibc's and nolibc-ext's sys_*
 * helpers take names of their own while the headers are read, so that a
 * program may define its own sys_foo() (see sys-rename.h).
 */
#ifndef _NOLIBC_H
#define __NOLIBC_EXT_RENAMING
#include "sys-rename.h"
/*
 * nolibc's <linux/fcntl.h> brings <linux/openat2.h>, whose struct
 * open_how glibc's headers never give: selftests define their own. It
 * is kept out while nolibc is read; a program may still include it.
 */
#ifndef _LINUX_OPENAT2_H
#define _LINUX_OPENAT2_H
#define __NOLIBC_EXT_NO_OPENAT2
#endif
/*
 * The kernel's types by name: selftests that put tools/include/uapi on
 * the include path get its <linux/types.h>, which, unlike the UAPI's,
 * does not bring them in, and nolibc relies on it for __kernel_time_t.
 */
#include <linux/posix_types.h>
/*
 * 6.12's exit(), which _start also calls when main() returns, ends only
 * the calling thread (__NR_exit): a process whose other threads go on
 * would not end. While nolibc is read, its __NR_exit is exit_group, as
 * glibc's exit() is; the real one comes back after, for pthread_exit().
 */
#include <asm/unistd.h>
#pragma push_macro("__NR_exit")
#undef __NR_exit
#define __NR_exit __NR_exit_group
#define __NOLIBC_EXT_EXIT_GROUP
/*
 * 6.12's exit() takes another name, which _start calls when main()
 * returns; <stdlib.h> gives an exit() that runs the atexit() handlers
 * first (the handlers also run from a destructor when main() returns).
 */
#define exit __nolibc_ext_exit_6_12
#define __NOLIBC_EXT_EXIT_RENAMED
/*
 * 6.12's functions that programs see differ from C and POSIX: they take
 * other names while nolibc is read, and <stdlib.h> gives the right ones.
 * The strtol() family sets the end pointer past what it skipped when no
 * digit follows (" x", "+", "0x" with no hex digit) and misses overflows
 * that wrap past the last value; atoi() and atol() skip no white space
 * and take no '+'; abort() spins forever when a SIGABRT handler returns;
 * strchr() and strrchr() do not find the terminating zero (<string.h>).
 */
#define strtol __nolibc_ext_strtol_6_12
#define strtoul __nolibc_ext_strtoul_6_12
#define strtoll __nolibc_ext_strtoll_6_12
#define strtoull __nolibc_ext_strtoull_6_12
#define strtoimax __nolibc_ext_strtoimax_6_12
#define strtoumax __nolibc_ext_strtoumax_6_12
#define atoi __nolibc_ext_atoi_6_12
#define atol __nolibc_ext_atol_6_12
#define abort __nolibc_ext_abort_6_12
#define strchr __nolibc_ext_strchr_6_12
#define strrchr __nolibc_ext_strrchr_6_12
/*
 * strerror() gives "errno=N" and perror() prints that: <string.h> and
 * <stdio.h> give glibc's texts
 */
#define strerror __nolibc_ext_strerror_6_12
#define perror __nolibc_ext_perror_6_12
/* tls.h's runs pthread_atfork()'s handlers */
#define fork __nolibc_ext_fork_6_12
/*
 * fcntl.h's takes the mode for O_TMPFILE too (6.12's only for O_CREAT:
 * the file was created with mode 0). Function-like: a struct member
 * named open keeps its name.
 */
#define open(...) __nolibc_ext_open_6_12(__VA_ARGS__)
/*
 * raise() sends to the process, not the calling thread, and returns
 * -EINVAL (<signal.h>); dup2() fails when both descriptors are one, as
 * dup3() does (<unistd.h>; sys_dup2() stays 6.12's)
 */
#define raise __nolibc_ext_raise_6_12
#define dup2 __nolibc_ext_dup2_6_12
/* these are cancellation points: cancel.h */
#define read __nolibc_ext_read_6_12
#define write __nolibc_ext_write_6_12
#define sleep __nolibc_ext_sleep_6_12
#define usleep __nolibc_ext_usleep_6_12
#define select __nolibc_ext_select_6_12
#define poll __nolibc_ext_poll_6_12
#define waitpid __nolibc_ext_waitpid_6_12
#define wait __nolibc_ext_wait_6_12
/*
 * errno is per thread: a __thread variable, in the area tls.h gives every
 * thread, the main one included. It takes the place of 6.12's errno.h,
 * whose one variable all threads would share; SET_ERRNO() is what
 * nolibc's calls use. A macro, as in glibc: a parameter named errno
 * (6.12's strerror() has one) stays a parameter.
 */
#define _NOLIBC_ERRNO_H
#include <asm/errno.h>
__thread int __nolibc_ext_errno __attribute__((weak));
#define errno __nolibc_ext_errno
#define SET_ERRNO(v) do { errno = (v); } while (0)
#define MAX_ERRNO 4095
/*
 * 6.12's arch-x86_64.h leaves the assembler in a section of its own
 * (".section .text.nolibc_memset", after its memcpy() and memset()) while
 * gcc believes it is still in .text: gcc puts the functions it emits next
 * there, and the ".text" it writes after a jump table then splits one in
 * two ("Error: .size expression for ... does not evaluate to a constant").
 * Upstream fixed the block (.pushsection/.popsection, Willy Tarreau's
 * "tools/nolibc: x86: fix section mismatch caused by asm "mem*"
 * functions", 2025); with 6.12's, the assembler goes back to .text at
 * once after it, before the functions that follow at -O0 (std.h and
 * arch.h are what 6.12's nolibc.h reads first).
 */
#include_next <std.h>
#include_next <arch.h>
#ifdef __x86_64__
__asm__(".text\n");
#endif
#endif

#include_next <nolibc.h>

#ifdef __NOLIBC_EXT_EXIT_GROUP
#pragma pop_macro("__NR_exit")
#undef __NOLIBC_EXT_EXIT_GROUP
#undef exit
#undef strtol
#undef strtoul
#undef strtoll
#undef strtoull
#undef strtoimax
#undef strtoumax
#undef atoi
#undef atol
#undef abort
#undef strchr
#undef strrchr
#undef strerror
#undef perror
#undef fork
#undef raise
#undef dup2
#undef open
#undef read
#undef write
#undef sleep
#undef usleep
#undef select
#undef poll
#undef waitpid
#undef wait
#endif

/*
 * nolibc's <linux/time.h> brings the UAPI's struct __kernel_timespec,
 * which glibc's headers never define: a program written for glibc that
 * defines its own unless the name is a macro (vDSO's
 * vdso_test_correctness.c) finds it one. Both have the same layout.
 */
#include <linux/time_types.h>
#ifndef __kernel_timespec
#define __kernel_timespec __kernel_timespec
#endif

/* first of nolibc-ext: the thread pointer, and the cancellation points */
#include "tls.h"
#include "cancel.h"

/*
 * The headers below are read for every program, as nolibc's own are. A
 * few names in them are declared only when the program includes the
 * header itself, as glibc declares them (a program that does not may
 * name something of its own so): those sit after the header's include
 * guard, skipped while __NOLIBC_EXT_IMPLICIT is set, read at the
 * program's own #include.
 */
#define __NOLIBC_EXT_IMPLICIT

#include <ctype.h>
#include <dirent.h>
#include <div-helpers.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#undef __NOLIBC_EXT_IMPLICIT

#ifdef __NOLIBC_EXT_NO_OPENAT2
#undef _LINUX_OPENAT2_H
#undef __NOLIBC_EXT_NO_OPENAT2
#endif

#ifdef __NOLIBC_EXT_RENAMING
#include "sys-unrename.h"
#undef __NOLIBC_EXT_RENAMING
/* headers read later (<stdio.h>) rename their own helpers alike */
#define __NOLIBC_EXT_RENAMED
#endif

#endif /* _NOLIBC_EXT_H */
