/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sysconf() over every number, not only the names somebody thought of:
 * each number from -2 to 300 is asked, and what glibc answers (a value,
 * -1 with errno untouched, or EINVAL) is compared with nolibc-ext's. The
 * values that depend on the machine (rlimits, memory, CPUs, the signal
 * stack the kernel asks for) are compared by what they must satisfy (the
 * caches' in t-proc); the options by their agreement with the <unistd.h> macro of
 * the same name (nolibc-ext's say what nolibc-ext has: no posix_spawn(),
 * no regex); the values of the architecture (char's sign, long's width)
 * against <limits.h>.
 */

#define _GNU_SOURCE
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include "check.h"

/* the names whose value depends on the machine or the architecture */
static const int varies[] = {
	_SC_ARG_MAX, _SC_CHILD_MAX, _SC_CLK_TCK, _SC_NGROUPS_MAX, _SC_OPEN_MAX,
	_SC_PAGESIZE, _SC_SIGQUEUE_MAX, _SC_NPROCESSORS_CONF,
	_SC_NPROCESSORS_ONLN, _SC_PHYS_PAGES, _SC_AVPHYS_PAGES,
	_SC_MINSIGSTKSZ, _SC_SIGSTKSZ, _SC_CHAR_MAX, _SC_CHAR_MIN, _SC_LONG_BIT,
	_SC_UINT_MAX, _SC_THREAD_STACK_MIN, _SC_THREAD_KEYS_MAX, _SC_ATEXIT_MAX,
	_SC_XBS5_ILP32_OFF32, _SC_XBS5_ILP32_OFFBIG, _SC_XBS5_LP64_OFF64,
	_SC_V6_ILP32_OFF32, _SC_V6_ILP32_OFFBIG, _SC_V6_LP64_OFF64,
	_SC_V7_ILP32_OFF32, _SC_V7_ILP32_OFFBIG, _SC_V7_LP64_OFF64,
};

/* an option and the macro that announces it at compile time */
struct sc_option {
	int name;
	long macro;
	const char *text;
};

#define OPT(x) { _SC_##x, _POSIX_##x, #x }

static const struct sc_option options[] = {
	OPT(JOB_CONTROL), OPT(SAVED_IDS), OPT(REALTIME_SIGNALS),
	OPT(PRIORITY_SCHEDULING), OPT(TIMERS), OPT(ASYNCHRONOUS_IO),
	OPT(PRIORITIZED_IO), OPT(SYNCHRONIZED_IO), OPT(FSYNC),
	OPT(MAPPED_FILES), OPT(MEMLOCK), OPT(MEMLOCK_RANGE),
	OPT(MEMORY_PROTECTION), OPT(MESSAGE_PASSING), OPT(SEMAPHORES),
	OPT(SHARED_MEMORY_OBJECTS), OPT(VERSION), OPT(THREADS),
	OPT(THREAD_SAFE_FUNCTIONS), OPT(THREAD_ATTR_STACKADDR),
	OPT(THREAD_ATTR_STACKSIZE), OPT(THREAD_PRIORITY_SCHEDULING),
	OPT(THREAD_PRIO_INHERIT), OPT(THREAD_PRIO_PROTECT),
	OPT(THREAD_PROCESS_SHARED), OPT(ADVISORY_INFO), OPT(BARRIERS),
	OPT(CLOCK_SELECTION), OPT(CPUTIME), OPT(THREAD_CPUTIME),
	OPT(MONOTONIC_CLOCK), OPT(READER_WRITER_LOCKS), OPT(SPIN_LOCKS),
	OPT(REGEXP), OPT(SHELL), OPT(SPAWN), OPT(SPORADIC_SERVER),
	OPT(THREAD_SPORADIC_SERVER), OPT(TIMEOUTS), OPT(TYPED_MEMORY_OBJECTS),
	OPT(TRACE), OPT(TRACE_EVENT_FILTER), OPT(TRACE_INHERIT), OPT(TRACE_LOG),
	OPT(IPV6), OPT(RAW_SOCKETS),
};

static int listed(int name)
{
	unsigned int i;

	/* the caches: glibc asks cpuid on x86 (t-proc compares some) */
	if (name >= _SC_LEVEL1_ICACHE_SIZE && name <= _SC_LEVEL4_CACHE_LINESIZE)
		return 1;

	for (i = 0; i < sizeof(varies) / sizeof(varies[0]); i++)
		if (varies[i] == name)
			return 1;
	for (i = 0; i < sizeof(options) / sizeof(options[0]); i++)
		if (options[i].name == name)
			return 1;
	return 0;
}

/* "n:value" for every other number, "n:EINVAL" for those glibc refuses */
static void test_sysconf_every_number(const char *name)
{
	static char out[8192];
	size_t len = 0;
	long v;
	int n;

	for (n = -2; n <= 300; n++) {
		if (listed(n))
			continue;
		errno = 0;
		v = sysconf(n);
		if (v == -1 && errno == EINVAL)
			len += snprintf(out + len, sizeof(out) - len, " %d:EINVAL", n);
		else
			len += snprintf(out + len, sizeof(out) - len, " %d:%ld%s", n, v,
					errno ? " errno set" : "");
	}
	ksft_test_result_pass("%s:%s\n", name, out);
}

/* an option's value is its macro's, or 200809 where the macro is 0 */
static void test_sysconf_options(const char *name)
{
	char out[2048] = "";
	unsigned int i;
	long v, want;

	for (i = 0; i < sizeof(options) / sizeof(options[0]); i++) {
		errno = 0;
		v = sysconf(options[i].name);
		want = options[i].macro == 0 ? 200809 : options[i].macro;
		if (v != want || errno)
			snprintf(out + strlen(out), sizeof(out) - strlen(out),
				 " %s: %ld, macro %ld", options[i].text, v,
				 options[i].macro);
	}
	ksft_test_result_pass("%s: those disagreeing:%s\n", name, out[0] ? out : " none");
}

static long rlimit_cur(int resource)
{
	struct rlimit rl;

	if (getrlimit(resource, &rl))
		return -2;
	return rl.rlim_cur == RLIM_INFINITY ? -1 : (long)rl.rlim_cur;
}

/* a quarter of the stack, at least 128 KiB, at most 6 MiB (glibc's rule) */
static long arg_max(void)
{
	long stack = rlimit_cur(RLIMIT_STACK);

	if (stack == -1 || stack / 4 > 6291456)
		return 6291456;
	return stack / 4 > 131072 ? stack / 4 : 131072;
}

/* what the machine's values must satisfy, one digit each */
static void test_sysconf_machine(const char *name)
{
	long onln = sysconf(_SC_NPROCESSORS_ONLN), minsig = sysconf(_SC_MINSIGSTKSZ);
	char out[64];

	snprintf(out, sizeof(out), "%d%d%d%d%d%d%d%d%d%d%d",
		 sysconf(_SC_ARG_MAX) == arg_max(),
		 sysconf(_SC_CHILD_MAX) == rlimit_cur(RLIMIT_NPROC),
		 sysconf(_SC_CLK_TCK) == 100,
		 sysconf(_SC_NGROUPS_MAX) == 65536,
		 sysconf(_SC_OPEN_MAX) == rlimit_cur(RLIMIT_NOFILE),
		 sysconf(_SC_PAGESIZE) == getpagesize(),
		 sysconf(_SC_SIGQUEUE_MAX) == rlimit_cur(RLIMIT_SIGPENDING),
		 onln >= 1 && sysconf(_SC_NPROCESSORS_CONF) >= onln,
		 sysconf(_SC_PHYS_PAGES) > 0 && sysconf(_SC_AVPHYS_PAGES) > 0,
		 minsig >= 2048,
		 sysconf(_SC_SIGSTKSZ) >= 4 * minsig && sysconf(_SC_SIGSTKSZ) >= 8192);
	CHECK_STR(name, out, "11111111111");
}

/* the architecture's: against <limits.h> and the width of long */
static void test_sysconf_architecture(const char *name)
{
	int lp64 = sizeof(long) == 8 ? 1 : -1, ilp32 = sizeof(long) == 4 ? 1 : -1;
	char out[64];

	snprintf(out, sizeof(out), "%d%d%d%d%d%d%d%d%d%d%d%d%d",
		 sysconf(_SC_CHAR_MAX) == CHAR_MAX,
		 sysconf(_SC_CHAR_MIN) == CHAR_MIN,
		 sysconf(_SC_LONG_BIT) == (long)sizeof(long) * CHAR_BIT,
		 sysconf(_SC_UINT_MAX) == (long)UINT_MAX,
		 sysconf(_SC_XBS5_ILP32_OFF32) == ilp32,
		 sysconf(_SC_XBS5_ILP32_OFFBIG) == ilp32,
		 sysconf(_SC_XBS5_LP64_OFF64) == lp64,
		 sysconf(_SC_V6_ILP32_OFF32) == ilp32,
		 sysconf(_SC_V6_ILP32_OFFBIG) == ilp32,
		 sysconf(_SC_V6_LP64_OFF64) == lp64,
		 sysconf(_SC_V7_ILP32_OFF32) == ilp32,
		 sysconf(_SC_V7_ILP32_OFFBIG) == ilp32,
		 sysconf(_SC_V7_LP64_OFF64) == lp64);
	CHECK_STR(name, out, "1111111111111");
}

/*
 * The limits of each libc's own implementation: at least POSIX's
 * minimum (_POSIX_THREAD_KEYS_MAX 128, _POSIX_ATEXIT_MAX... XSI's 32)
 * and, for the stack, at least 16 KiB
 */
static void test_sysconf_own_limits(const char *name)
{
	CHECK_EQ(name, (sysconf(_SC_THREAD_KEYS_MAX) >= 128) * 100 +
		 (sysconf(_SC_ATEXIT_MAX) >= 32) * 10 +
		 (sysconf(_SC_THREAD_STACK_MIN) >= 16384), 111);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_sysconf_every_number),
	CHECK_CASE(test_sysconf_options),
	CHECK_CASE(test_sysconf_machine),
	CHECK_CASE(test_sysconf_architecture),
	CHECK_CASE(test_sysconf_own_limits),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
