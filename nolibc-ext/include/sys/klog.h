/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/klog.h>: klogctl(), glibc's name of the syslog system call (the
 * kernel's log buffer; syslog(3) is the logger's client).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_KLOG_H
#define _NOLIBC_EXT_SYS_KLOG_H

static __attribute__((unused))
int klogctl(int type, char *buf, int len)
{
	return __sysret(my_syscall3(__NR_syslog, type, buf, len));
}

#endif /* _NOLIBC_EXT_SYS_KLOG_H */
