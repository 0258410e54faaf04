/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <string.h>: 6.12 nolibc's (which does not build when included first, so
 * all of nolibc comes first), plus strsignal().
 */

#ifndef _NOLIBC_EXT_STRING_H
#define _NOLIBC_EXT_STRING_H

#include_next <nolibc.h>
#include <signal.h>

/*
 * char *strsignal(int sig);
 * The descriptions are glibc's, so that messages compare equal. Numbers
 * differ between architectures, hence a table of the names.
 */
static __attribute__((unused))
char *strsignal(int sig)
{
	static const struct {
		int sig;
		const char *s;
	} names[] = {
		{ SIGHUP, "Hangup" },
		{ SIGINT, "Interrupt" },
		{ SIGQUIT, "Quit" },
		{ SIGILL, "Illegal instruction" },
		{ SIGTRAP, "Trace/breakpoint trap" },
		{ SIGABRT, "Aborted" },
		{ SIGBUS, "Bus error" },
		{ SIGFPE, "Floating point exception" },
		{ SIGKILL, "Killed" },
		{ SIGUSR1, "User defined signal 1" },
		{ SIGSEGV, "Segmentation fault" },
		{ SIGUSR2, "User defined signal 2" },
		{ SIGPIPE, "Broken pipe" },
		{ SIGALRM, "Alarm clock" },
		{ SIGTERM, "Terminated" },
#ifdef SIGSTKFLT
		{ SIGSTKFLT, "Stack fault" },
#endif
#ifdef SIGEMT
		{ SIGEMT, "EMT trap" },
#endif
		{ SIGCHLD, "Child exited" },
		{ SIGCONT, "Continued" },
		{ SIGSTOP, "Stopped (signal)" },
		{ SIGTSTP, "Stopped" },
		{ SIGTTIN, "Stopped (tty input)" },
		{ SIGTTOU, "Stopped (tty output)" },
		{ SIGURG, "Urgent I/O condition" },
		{ SIGXCPU, "CPU time limit exceeded" },
		{ SIGXFSZ, "File size limit exceeded" },
		{ SIGVTALRM, "Virtual timer expired" },
		{ SIGPROF, "Profiling timer expired" },
		{ SIGWINCH, "Window changed" },
		{ SIGIO, "I/O possible" },
		{ SIGPWR, "Power failure" },
		{ SIGSYS, "Bad system call" },
	};
	static char buf[32];
	unsigned int i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (names[i].sig == sig)
			return (char *)names[i].s;
	strcpy(buf, "Unknown signal ");
	i64toa_r(sig, buf + strlen(buf));
	return buf;
}

/* make sure to include all global symbols */
#include <nolibc.h>

#endif /* _NOLIBC_EXT_STRING_H */
