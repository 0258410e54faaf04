/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Inside boot-test's debug kernel (KASAN, kmemleak, lockdep, debug
 * objects, fault injection), after KUnit's run at boot: runs the suite
 * kunit_uapi_runner again through debugfs, RUNS times, each of which must
 * pass; then FAILS times with failslab failing one in ten of the
 * allocations made under the runner's own functions (its error paths: results do not
 * count, the kernel must stay sound); then once more, which must pass;
 * then, CYCLES times, unloads kunit-uapi.ko and the modules that use it
 * and loads them again (KUnit runs their suites as they load: the
 * runner's must pass each time); then has kmemleak scan: no new leak.
 * Prints the time per run and the slab memory before and after. The
 * kernel's own reports (KASAN, lockdep, ODEBUG, BUG, WARNING) are looked
 * for in the console by boot-test.
 *
 *   debug-run [RUNS [FAILS [CYCLES]]]        (defaults 20, 10 and 5)
 *
 * The modules are found in /, named as the module with '-' for '_'.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/syscall.h>
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

/* 1 when the suite's results (in buf) end with its pass. */
static int suite_passed(void)
{
	char *last;

	last = strrchr(buf, '\n');
	while (last && last > buf && last[-1] != '\n')
		last--;
	if (!last)
		return 0;
	last[strcspn(last, "\n")] = '\0';
	return !strcmp(last, "ok 1 kunit_uapi_runner");
}

/* Runs the suite once; 1 when it passed. */
static int run_suite(long long *ms)
{
	long long t = now_ms();

	if (put(SUITE "/run", "1") < 0 || slurp(SUITE "/results") <= 0)
		return 0;
	*ms += now_ms() - t;
	return suite_passed();
}

#define RUNNER_MOD	"kunit_uapi"
#define MAX_USERS	8

/*
 * The modules using RUNNER_MOD, from /proc/modules ("NAME SIZE REFS
 * USERS, STATE ADDR", USERS "a,b," or "-"), in @users; their number, or
 * -1 when RUNNER_MOD is not loaded.
 */
static int runner_users(char users[][64])
{
	char *line, *p, *end;
	int n = 0;
	size_t len;

	if (slurp("/proc/modules") <= 0)
		return -1;
	for (line = buf; line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
		if (strncmp(line, RUNNER_MOD " ", strlen(RUNNER_MOD) + 1))
			continue;
		/* the fourth field */
		p = line;
		for (n = 0; n < 3 && p; n++) {
			p = strchr(p, ' ');
			if (p)
				p++;
		}
		n = 0;
		if (!p || *p == '-')
			return 0;
		while (*p && *p != ' ' && *p != '\n' && n < MAX_USERS) {
			end = p + strcspn(p, ", \n");
			len = end - p;
			if (len && len < 64) {
				memcpy(users[n], p, len);
				users[n++][len] = '\0';
			}
			p = *end == ',' ? end + 1 : end;
		}
		return n;
	}
	return -1;
}

/* Loads the module @name from /NAME.ko ('-' for '_'); 0 or an errno. */
static int load(const char *name)
{
	char path[80];
	int fd, ret;
	char *p;

	snprintf(path, sizeof(path), "/%s.ko", name);
	for (p = path; *p; p++)
		if (*p == '_')
			*p = '-';
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return errno;
	ret = syscall(__NR_finit_module, fd, "", 0);
	ret = ret < 0 ? errno : 0;
	close(fd);
	return ret;
}

static int unload(const char *name)
{
	return syscall(__NR_delete_module, name, O_NONBLOCK) < 0 ? errno : 0;
}

static char why[128];

/*
 * Unloads RUNNER_MOD and the modules using it, loads them back; 1 when
 * all of that worked and the runner's suite passed as it loaded, else 0
 * with the reason in why.
 */
static int cycle(void)
{
	char users[MAX_USERS][64];
	const char *step = "unload";
	const char *name = RUNNER_MOD;
	int i, n, err = 0;

	n = runner_users(users);
	if (n < 0) {
		snprintf(why, sizeof(why), "%s not loaded", RUNNER_MOD);
		return 0;
	}
	for (i = 0; i < n && !err; i++)
		err = unload(name = users[i]);
	if (!err)
		err = unload(name = RUNNER_MOD);
	if (!err && access(SUITE, F_OK) == 0) {
		snprintf(why, sizeof(why), "%s still there after the unload", SUITE);
		return 0;
	}
	if (!err) {
		step = "load";
		err = load(name = RUNNER_MOD);
	}
	if (err) {
		snprintf(why, sizeof(why), "%s %s: %s", step, name, strerror(err));
		return 0;
	}
	/* its suites ran as it loaded: the results are those of that run */
	if (slurp(SUITE "/results") <= 0 || !suite_passed()) {
		snprintf(why, sizeof(why), "kunit_uapi_runner did not pass as it loaded");
		return 0;
	}
	for (i = n - 1; i >= 0 && !err; i--)
		err = load(name = users[i]);
	if (err) {
		snprintf(why, sizeof(why), "load %s: %s", name, strerror(err));
		return 0;
	}
	return 1;
}

/* Notes the address of @line ("ADDRESS TYPE NAME[\t[MODULE]]") if it is a runner function's. */
static void runner_sym(const char *line, unsigned long *lo, unsigned long *hi)
{
	unsigned long addr;
	char *end;

	addr = strtoul(line, &end, 16);
	if (end == line || end[0] != ' ' || !end[1] || end[2] != ' ')
		return;
	if ((end[1] == 't' || end[1] == 'T') && !strncmp(end + 3, "kunit_uapi_", 11)) {
		if (addr < *lo)
			*lo = addr;
		if (addr > *hi)
			*hi = addr;
	}
}

/*
 * The lowest and the highest address of the runner's functions, read
 * line by line: /proc/kallsyms of a debug kernel is larger than buf, and
 * a module's symbols come last.
 */
static int runner_text(unsigned long *lo, unsigned long *hi)
{
	size_t have = 0;
	char *line, *nl;
	ssize_t r;
	int fd;

	*lo = ~0UL;
	*hi = 0;
	fd = open("/proc/kallsyms", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	while ((r = read(fd, buf + have, sizeof(buf) - 1 - have)) > 0) {
		have += r;
		buf[have] = '\0';
		for (line = buf; (nl = strchr(line, '\n')); line = nl + 1) {
			*nl = '\0';
			runner_sym(line, lo, hi);
		}
		have -= line - buf;
		memmove(buf, line, have);
	}
	close(fd);
	return *lo < *hi ? 0 : -1;
}

int main(int argc, char **argv)
{
	int runs = argc > 1 ? atoi(argv[1]) : 20;
	int fails = argc > 2 ? atoi(argv[2]) : 10;
	int cycles = argc > 3 ? atoi(argv[3]) : 5;
	char printk[64], num[32];
	long slab0, slab1, leaks;
	unsigned long lo, hi;
	long long ms = 0;
	int i, passed = 0;
	char *p;

	ksft_print_header();
	ksft_set_plan(5);
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

	ms = now_ms();
	for (i = 0; i < cycles && cycle(); i++)
		;
	ms = now_ms() - ms;
	ksft_test_result(i == cycles, "%s unloaded and loaded again %d times, %d passed%s%s, %lld ms a cycle\n",
			 RUNNER_MOD, cycles, i, *why ? ": " : "", why, cycles ? ms / cycles : 0);

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
