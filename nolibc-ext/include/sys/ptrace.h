/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/ptrace.h>: ptrace() with glibc's variadic prototype and its
 * handling of the PEEK requests (the word read is returned, errno set to
 * 0 on success so that a word of -1 can be told from an error), and the
 * PTRACE_* requests, options and events of the UAPI.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_PTRACE_H
#define _NOLIBC_EXT_SYS_PTRACE_H

#include <stdarg.h>
#include <linux/ptrace.h>

/*
 * long ptrace(int request, ... pid_t pid, void *addr, void *data);
 */
static __attribute__((unused))
long ptrace(int request, ...)
{
	void *addr, *data;
	long ret, word;
	va_list ap;
	pid_t pid;

	va_start(ap, request);
	pid = va_arg(ap, pid_t);
	addr = va_arg(ap, void *);
	data = va_arg(ap, void *);
	va_end(ap);
	if (request >= PTRACE_PEEKTEXT && request <= PTRACE_PEEKUSR)
		data = &word;
	ret = my_syscall4(__NR_ptrace, request, pid, addr, data);
	if (ret < 0)
		return __sysret(ret);
	if (request >= PTRACE_PEEKTEXT && request <= PTRACE_PEEKUSR) {
		SET_ERRNO(0);
		return word;
	}
	return ret;
}

#ifndef PTRACE_PEEKUSER
#define PTRACE_PEEKUSER	PTRACE_PEEKUSR
#define PTRACE_POKEUSER	PTRACE_POKEUSR
#endif

#endif /* _NOLIBC_EXT_SYS_PTRACE_H */
