/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <features.h>: glibc's, read by each of its headers, turns feature test
 * macros (_GNU_SOURCE...) into what its headers declare; nolibc-ext
 * declares all it has whatever a program asks, and this header only
 * gives what programs use of glibc's:
 *
 * __GLIBC_PREREQ(major, minor): whether the C library offers glibc
 * major.minor's interfaces. nolibc-ext follows glibc 2.36, so an older
 * or equal version is offered: a program asking for glibc 2.30's
 * gettid() (sched/cs_prctl_test.c, unguarded) uses nolibc-ext's rather
 * than defining its own. __GLIBC__ itself stays undefined: nolibc-ext is
 * not glibc, and programs test it for glibc's own behaviour.
 *
 * nolibc.h includes it, as each glibc header includes glibc's.
 */

#ifndef _NOLIBC_EXT_FEATURES_H
#define _NOLIBC_EXT_FEATURES_H

#define __GLIBC_PREREQ(major, minor) \
	((major) < 2 || ((major) == 2 && (minor) <= 36))

#endif /* _NOLIBC_EXT_FEATURES_H */
