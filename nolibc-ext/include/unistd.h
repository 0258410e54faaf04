/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <unistd.h>: 6.12 nolibc's, plus _exit(), alarm(), close_range(), pause(),
 * sethostname(), setpgrp(), sync() and getopt() (from <getopt.h>).
 */

#ifndef _NOLIBC_EXT_UNISTD_H
#define _NOLIBC_EXT_UNISTD_H

/*
 * 6.12 nolibc's headers only build in the order its nolibc.h includes them
 * (its <unistd.h> alone does not): take the whole of it, then add.
 */
#include_next <nolibc.h>

/*
 * void _exit(int status);
 * Ends every thread of the process at once (exit_group), unlike 6.12
 * nolibc's exit() which only ends the calling one (exit).
 */
static __attribute__((noreturn, unused))
void sys_exit_group(int status)
{
	my_syscall1(__NR_exit_group, status & 255);
	/* not reached, but the compiler does not know it */
	for (;;)
		;
}

static __attribute__((noreturn, unused))
void _exit(int status)
{
	sys_exit_group(status);
}

/*
 * unsigned int alarm(unsigned int seconds);
 * Architectures without the alarm system call get it from setitimer().
 */
static __attribute__((unused))
unsigned int alarm(unsigned int seconds)
{
#if defined(__NR_alarm)
	return my_syscall1(__NR_alarm, seconds);
#else
	struct itimerval it, old;

	memset(&it, 0, sizeof(it));
	it.it_value.tv_sec = seconds;
	if (my_syscall3(__NR_setitimer, ITIMER_REAL, &it, &old) < 0)
		return 0;
	/* a remainder under a second still counts as one, as with alarm */
	return old.it_value.tv_sec + (old.it_value.tv_usec >= 500000 ||
		(old.it_value.tv_sec == 0 && old.it_value.tv_usec > 0));
#endif
}

/*
 * int pause(void);
 */
static __attribute__((unused))
int sys_pause(void)
{
#if defined(__NR_pause)
	return my_syscall0(__NR_pause);
#else
	return my_syscall4(__NR_ppoll, NULL, 0, NULL, NULL);
#endif
}

static __attribute__((unused))
int pause(void)
{
	return __sysret(sys_pause());
}

/*
 * int close_range(unsigned int first, unsigned int last, unsigned int flags);
 */
static __attribute__((unused))
int sys_close_range(unsigned int first, unsigned int last, unsigned int flags)
{
	return my_syscall3(__NR_close_range, first, last, flags);
}

static __attribute__((unused))
int close_range(unsigned int first, unsigned int last, unsigned int flags)
{
	return __sysret(sys_close_range(first, last, flags));
}

/*
 * int sethostname(const char *name, size_t len);
 */
static __attribute__((unused))
int sys_sethostname(const char *name, size_t len)
{
	return my_syscall2(__NR_sethostname, name, len);
}

static __attribute__((unused))
int sethostname(const char *name, size_t len)
{
	return __sysret(sys_sethostname(name, len));
}

/*
 * void sync(void);
 */
static __attribute__((unused))
void sync(void)
{
	my_syscall0(__NR_sync);
}

/*
 * int setpgrp(void);
 * The System V form: the same as setpgid(0, 0).
 */
static __attribute__((unused))
int setpgrp(void)
{
	return setpgid(0, 0);
}

/* getopt(), optarg, optind, opterr and optopt come with <getopt.h>. */
#include <getopt.h>

/* make sure to include all global symbols */
#include <nolibc.h>

#endif /* _NOLIBC_EXT_UNISTD_H */
