/* SPDX-License-Identifier: GPL-2.0 */
/*
 * make corpus CORPUS_VIA=kunit, inside the corpus's kernel with the
 * series (preinit as PID 1 having loaded the runner's module): runs one
 * case of the generated suites through KUnit and prints what KUnit made
 * of it.
 *
 *   kunit-load TIMEOUT MODULE SUITE.CASE
 *
 * Sets the runner's timeout (kunit_uapi.timeout) to TIMEOUT seconds and
 * KUnit's filter (kunit.filter_glob) to SUITE.CASE, loads the module file
 * MODULE (KUnit runs the suites it holds that the filter lets through as
 * it loads: that one case), prints the suite's results from KUnit's
 * debugfs (KTAP, the program's output nested in the case's log), and
 * unloads the module again, waiting up to 10 s for it to be free. Then
 * a line "# kunit-load: ..." with the load's time and MemAvailable
 * before and after.
 *
 * Exit status: 0 when the module loaded, its results were read and it
 * unloaded (whatever the case's result), 1 otherwise, with a "not ok"
 * line saying which step failed; 2 for bad arguments.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define TIMEOUT_PARAM	"/sys/module/kunit_uapi/parameters/timeout"
#define FILTER_PARAM	"/sys/module/kunit/parameters/filter_glob"
#define DEBUGFS_KUNIT	"/sys/kernel/debug/kunit"

static char buf[4 << 20];

static int put(const char *path, const char *text)
{
	ssize_t len = strlen(text);
	int fd, ok;

	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ok = write(fd, text, len) == len;
	close(fd);
	return ok ? 0 : -1;
}

/* Copies @path to standard output; its length, or -1. */
static long copy_out(const char *path)
{
	long total = 0;
	ssize_t n;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	while ((n = read(fd, buf, sizeof(buf))) > 0) {
		fwrite(buf, 1, n, stdout);
		total += n;
	}
	close(fd);
	fflush(stdout);
	return n < 0 ? -1 : total;
}

/* MemAvailable in kB, or -1. */
static long mem_available(void)
{
	char line[128];
	long kb = -1;
	FILE *f;

	f = fopen("/proc/meminfo", "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (!strncmp(line, "MemAvailable:", 13))
			kb = atol(line + 13);
	fclose(f);
	return kb;
}

static long long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
}

static int fail(const char *step, const char *what, int err)
{
	fflush(stdout);
	printf("not ok 1 kunit-load: %s %s: %s\n", step, what, strerror(err));
	return 1;
}

int main(int argc, char **argv)
{
	char module[64], suite[256], path[320];
	const char *base, *dot;
	long before, after;
	long long t;
	int fd, i, err;
	size_t len;

	if (argc != 4 || strspn(argv[1], "0123456789") != strlen(argv[1]) || !*argv[1] ||
	    !strchr(argv[3], '.')) {
		fprintf(stderr, "usage: kunit-load TIMEOUT MODULE SUITE.CASE\n");
		return 2;
	}
	/* the module's name: the file's, without .ko, '-' read as '_' */
	base = strrchr(argv[2], '/');
	base = base ? base + 1 : argv[2];
	len = strlen(base);
	if (len < 4 || len - 3 >= sizeof(module) || strcmp(base + len - 3, ".ko")) {
		fprintf(stderr, "kunit-load: %s: not a module file (NAME.ko)\n", argv[2]);
		return 2;
	}
	for (i = 0; i < (int)len - 3; i++)
		module[i] = base[i] == '-' ? '_' : base[i];
	module[len - 3] = '\0';
	dot = strchr(argv[3], '.');
	if ((size_t)(dot - argv[3]) >= sizeof(suite)) {
		fprintf(stderr, "kunit-load: %s: suite name too long\n", argv[3]);
		return 2;
	}
	memcpy(suite, argv[3], dot - argv[3]);
	suite[dot - argv[3]] = '\0';

	if (put(TIMEOUT_PARAM, argv[1]) < 0)
		return fail("write", TIMEOUT_PARAM, errno);
	if (put(FILTER_PARAM, argv[3]) < 0)
		return fail("write", FILTER_PARAM, errno);
	fd = open(argv[2], O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return fail("open", argv[2], errno);
	before = mem_available();
	t = now_ms();
	err = syscall(__NR_finit_module, fd, "", 0) < 0 ? errno : 0;
	t = now_ms() - t;
	close(fd);
	if (err)
		return fail("load", argv[2], err);
	snprintf(path, sizeof(path), "%s/%s/results", DEBUGFS_KUNIT, suite);
	errno = 0;
	err = copy_out(path) <= 0 ? (errno ? errno : ENODATA) : 0;
	/* unloaded whether or not the results could be read */
	for (i = 0; i < 100; i++) {
		if (syscall(__NR_delete_module, module, O_NONBLOCK) == 0)
			break;
		if (errno != EAGAIN && errno != EBUSY && errno != EWOULDBLOCK)
			return fail("unload", module, errno);
		usleep(100000);
	}
	if (i == 100)
		return fail("unload", module, EBUSY);
	if (err)
		return fail("read", path, err);
	after = mem_available();
	printf("# kunit-load: %s loaded and ran in %lld ms; MemAvailable %ld kB before, "
	       "%ld kB after the unload\n", argv[3], t, before, after);
	return 0;
}
