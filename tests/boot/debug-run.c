/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Inside boot-test's debug kernel (KASAN, kmemleak, lockdep, debug
 * objects, fault injection), after KUnit's run at boot: runs the suite
 * kunit_uapi_runner again through debugfs, RUNS times, each of which must
 * pass; then FAILS times with failslab failing one in ten of the
 * allocations made under the runner's own functions (its error paths: results do not
 * count, the kernel must stay sound); then once more, which must pass;
 * then has kmemleak scan: no new leak. Prints the time per run and the
 * slab memory before and after. The kernel's own reports (KASAN, lockdep,
 * ODEBUG, BUG, WARNING) are looked for in the console by boot-test.
 *
 *   debug-run [RUNS [FAILS]]        (defaults 20 and 10)
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <time.h>
#include <unistd.h>

#include "kselftest.h"

#define DEBUGFS		"/sys/kernel/debug"
#define SUITE		DEBUGFS "/kunit/kunit_uapi_runner"
#define FAILSLAB	DEBUGFS "/failslab"

static char buf[1 << 20];

/* The contents of @path in buf, NUL-terminated; its length, or -1. */
static long slurp(const char *path)
{
	long n = 0, r;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	while (n < (long)sizeof(buf) - 1 &&
	       (r = read(fd, buf + n, sizeof(buf) - 1 - n)) > 0)
		n += r;
	close(fd);
	buf[n] = '\0';
	return n;
}

static int put(const char *path, const char *text)
{
	int fd, ok;

	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ok = write(fd, text, strlen(text)) == (ssize_t)strlen(text);
	close(fd);
	return ok ? 0 : -1;
}

static long long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
}

/* The value in kB of @key in /proc/meminfo, or -1. */
static long meminfo(const char *key)
{
	char *p;

	if (slurp("/proc/meminfo") < 0)
		return -1;
	p = strstr(buf, key);
	if (!p)
		return -1;
	for (p += strlen(key); *p == ' '; p++)
		;
	return atol(p);
}

/* Runs the suite once; 1 when its results end with its pass. */
static int run_suite(long long *ms)
{
	long long t = now_ms();
	char *last;

	if (put(SUITE "/run", "1") < 0 || slurp(SUITE "/results") <= 0)
		return 0;
	*ms += now_ms() - t;
	last = strrchr(buf, '\n');
	while (last && last > buf && last[-1] != '\n')
		last--;
	if (!last)
		return 0;
	last[strcspn(last, "\n")] = '\0';
	return !strcmp(last, "ok 1 kunit_uapi_runner");
}

/* The lowest and the highest address of the runner's functions. */
static int runner_text(unsigned long *lo, unsigned long *hi)
{
	char *line, *next, *end;
	unsigned long addr;

	*lo = ~0UL;
	*hi = 0;
	if (slurp("/proc/kallsyms") <= 0)
		return -1;
	/* "ADDRESS TYPE NAME[\t[MODULE]]" */
	for (line = buf; *line; line = next) {
		next = strchr(line, '\n');
		next = next ? next + 1 : line + strlen(line);
		addr = strtoul(line, &end, 16);
		if (end == line || end[0] != ' ' || !end[1] || end[2] != ' ')
			continue;
		if ((end[1] == 't' || end[1] == 'T') && !strncmp(end + 3, "kunit_uapi_", 11)) {
			if (addr < *lo)
				*lo = addr;
			if (addr > *hi)
				*hi = addr;
		}
	}
	return *lo < *hi ? 0 : -1;
}

int main(int argc, char **argv)
{
	int runs = argc > 1 ? atoi(argv[1]) : 20;
	int fails = argc > 2 ? atoi(argv[2]) : 10;
	char printk[64], num[32];
	long slab0, slab1, leaks;
	unsigned long lo, hi;
	long long ms = 0;
	int i, passed = 0;
	char *p;

	ksft_print_header();
	ksft_set_plan(4);
	if (mount("debugfs", DEBUGFS, "debugfs", 0, NULL) < 0 && errno != EBUSY)
		ksft_exit_fail_msg("mount debugfs: %s\n", strerror(errno));
	if (access(SUITE "/run", W_OK) < 0)
		ksft_exit_fail_msg("%s: %s\n", SUITE "/run", strerror(errno));

	/* the suites' KTAP stays off the console: boot-test parses the boot's */
	if (slurp("/proc/sys/kernel/printk") <= 0)
		ksft_exit_fail_msg("read /proc/sys/kernel/printk\n");
	snprintf(printk, sizeof(printk), "%d", atoi(buf));
	put("/proc/sys/kernel/printk", "5");

	/* what kmemleak suspects already (the boot's) is not ours */
	put(DEBUGFS "/kmemleak", "scan");
	put(DEBUGFS "/kmemleak", "clear");
	slab0 = meminfo("Slab:");

	for (i = 0; i < runs; i++)
		passed += run_suite(&ms);
	ksft_test_result(passed == runs, "kunit_uapi_runner run %d times, %d passed, %lld ms a run\n",
			 runs, passed, runs ? ms / runs : 0);

	/* one in ten allocations made under the runner's functions fails */
	if (runner_text(&lo, &hi) < 0) {
		ksft_test_result_fail("failslab: the runner's functions not found in /proc/kallsyms\n");
	} else {
		snprintf(num, sizeof(num), "%#lx", lo);
		put(FAILSLAB "/require-start", num);
		snprintf(num, sizeof(num), "%#lx", hi + 1);
		put(FAILSLAB "/require-end", num);
		if (put(FAILSLAB "/stacktrace-depth", "32") < 0 ||
		    put(FAILSLAB "/ignore-gfp-wait", "N") < 0 ||
		    put(FAILSLAB "/verbose", "0") < 0 ||
		    put(FAILSLAB "/times", "-1") < 0 ||
		    put(FAILSLAB "/interval", "1") < 0 ||
		    put(FAILSLAB "/probability", "10") < 0) {
			ksft_test_result_fail("failslab: set up: %s\n", strerror(errno));
		} else {
			ms = 0;
			for (i = passed = 0; i < fails; i++)
				passed += run_suite(&ms);
			put(FAILSLAB "/probability", "0");
			ksft_test_result_pass("under failslab: %d runs, %d passed (%#lx-%#lx)\n",
					      fails, passed, lo, hi);
		}
	}
	ms = 0;
	ksft_test_result(run_suite(&ms), "kunit_uapi_runner passes again afterwards\n");

	/* kmemleak wants two scans before it calls an object a leak */
	put(DEBUGFS "/kmemleak", "scan");
	sleep(1);
	put(DEBUGFS "/kmemleak", "scan");
	slab1 = meminfo("Slab:");
	if (slurp(DEBUGFS "/kmemleak") < 0) {
		ksft_test_result_fail("kmemleak: %s\n", strerror(errno));
	} else {
		for (leaks = 0, p = buf; (p = strstr(p, "unreferenced object")); p++)
			leaks++;
		if (leaks)
			printf("%s", buf);
		ksft_test_result(!leaks, "kmemleak: %ld new leaks; slab %ld kB before, %ld kB after\n",
				 leaks, slab0, slab1);
	}
	put("/proc/sys/kernel/printk", printk);
	ksft_finished();
}
