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
 * differ between architectures, hence a switch on the names.
 */
static __attribute__((unused))
char *strsignal(int sig)
{
	static char buf[32];
	const char *s;

	switch (sig) {
	case SIGHUP:	s = "Hangup"; break;
	case SIGINT:	s = "Interrupt"; break;
	case SIGQUIT:	s = "Quit"; break;
	case SIGILL:	s = "Illegal instruction"; break;
	case SIGTRAP:	s = "Trace/breakpoint trap"; break;
	case SIGABRT:	s = "Aborted"; break;
	case SIGBUS:	s = "Bus error"; break;
	case SIGFPE:	s = "Floating point exception"; break;
	case SIGKILL:	s = "Killed"; break;
	case SIGUSR1:	s = "User defined signal 1"; break;
	case SIGSEGV:	s = "Segmentation fault"; break;
	case SIGUSR2:	s = "User defined signal 2"; break;
	case SIGPIPE:	s = "Broken pipe"; break;
	case SIGALRM:	s = "Alarm clock"; break;
	case SIGTERM:	s = "Terminated"; break;
#ifdef SIGSTKFLT
	case SIGSTKFLT:	s = "Stack fault"; break;
#endif
#ifdef SIGEMT
	case SIGEMT:	s = "EMT trap"; break;
#endif
	case SIGCHLD:	s = "Child exited"; break;
	case SIGCONT:	s = "Continued"; break;
	case SIGSTOP:	s = "Stopped (signal)"; break;
	case SIGTSTP:	s = "Stopped"; break;
	case SIGTTIN:	s = "Stopped (tty input)"; break;
	case SIGTTOU:	s = "Stopped (tty output)"; break;
	case SIGURG:	s = "Urgent I/O condition"; break;
	case SIGXCPU:	s = "CPU time limit exceeded"; break;
	case SIGXFSZ:	s = "File size limit exceeded"; break;
	case SIGVTALRM:	s = "Virtual timer expired"; break;
	case SIGPROF:	s = "Profiling timer expired"; break;
	case SIGWINCH:	s = "Window changed"; break;
	case SIGIO:	s = "I/O possible"; break;
	case SIGPWR:	s = "Power failure"; break;
	case SIGSYS:	s = "Bad system call"; break;
	default:
		strcpy(buf, "Unknown signal ");
		i64toa_r(sig, buf + strlen(buf));
		return buf;
	}
	return (char *)s;
}

/* make sure to include all global symbols */
#include <nolibc.h>

#endif /* _NOLIBC_EXT_STRING_H */
