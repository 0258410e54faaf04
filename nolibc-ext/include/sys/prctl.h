/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/prctl.h>: prctl() with glibc's variadic prototype (6.12 nolibc's
 * wants all five arguments) and the PR_* constants of <linux/prctl.h>.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_PRCTL_H
#define _NOLIBC_EXT_SYS_PRCTL_H

#include <stdarg.h>
#include <linux/prctl.h>

/*
 * int prctl(int option, ...);
 * The four further arguments are taken as unsigned long whether given or
 * not, as glibc does; options that use fewer ignore the rest.
 */
static __attribute__((unused))
int __nolibc_ext_prctl(int option, ...)
{
	unsigned long a[4];
	va_list ap;
	int i;

	va_start(ap, option);
	for (i = 0; i < 4; i++)
		a[i] = va_arg(ap, unsigned long);
	va_end(ap);
	return prctl(option, a[0], a[1], a[2], a[3]);
}

#define prctl __nolibc_ext_prctl

#endif /* _NOLIBC_EXT_SYS_PRCTL_H */
