/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * Included first (-include) in every selftest built against nolibc-ext
 * (make port, make corpus): nolibc and nolibc-ext in the selftest's build
 * mode (nolibc.h first, so their sys_* helpers do not clash with the
 * test's own), then the C library headers the 6.12 kselftest.h and
 * kselftest_harness.h include with glibc and skip under nolibc. Programs
 * count on getting them through those headers: 40 of the corpus call
 * snprintf() or printf() without including <stdio.h> themselves.
 */

#ifndef _KSELFTEST_COMPAT_H
#define _KSELFTEST_COMPAT_H

/*
 * A program's assembly sources are built with the same flags (kvm's
 * lib/x86_64/handlers.S): they get nothing of C, which gcc's assembler
 * reads without an end.
 */
#ifndef __ASSEMBLER__
#include <nolibc.h>
#include <stdio.h>
#endif

#endif /* _KSELFTEST_COMPAT_H */
