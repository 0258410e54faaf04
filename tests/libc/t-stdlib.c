/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <stdlib.h> additions of nolibc-ext: abs, labs, llabs, rand, srand,
 * rand_r, qsort, bsearch, mkstemp, mkdtemp, system, posix_memalign and
 * aligned_alloc.
 */

#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "check.h"

static void test_abs(const char *name)
{
	CHECK_EQ(name, abs(-3) + labs(-40L) + llabs(-500000000000LL), 500000000043LL);
}

/* glibc's first numbers for the default seed and for seed 42 */
static void test_rand_default(const char *name)
{
	int a = rand(), b = rand();

	CHECK_EQ(name, (long long)a * 3000000000LL + b, 1804289383LL * 3000000000LL + 846930886);
}

static void test_srand_42(const char *name)
{
	int a, b;

	srand(42);
	a = rand();
	b = rand();
	CHECK_EQ(name, (long long)a * 3000000000LL + b, 71876166LL * 3000000000LL + 708592740);
}

static void test_srand_repeat(const char *name)
{
	int a, b;

	srand(7);
	a = rand();
	srand(7);
	b = rand();
	CHECK_EQ(name, a == b && a >= 0 && a <= RAND_MAX, 1);
}

static void test_rand_r(const char *name)
{
	unsigned int seed = 1;
	int a = rand_r(&seed);

	CHECK_EQ(name, (long long)a * 3000000000LL + seed,
		 476707713LL * 3000000000LL + 662824084);
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return x < y ? -1 : x > y;
}

static void test_qsort(const char *name)
{
	int v[] = { 5, -1, 9, 3, 3, 0, 12, -7, 8 };
	char out[64] = "";
	unsigned int i;

	qsort(v, sizeof(v) / sizeof(v[0]), sizeof(v[0]), cmp_int);
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		snprintf(out + strlen(out), sizeof(out) - strlen(out), "%d ", v[i]);
	CHECK_STR(name, out, "-7 -1 0 3 3 5 8 9 12 ");
}

static void test_qsort_many(const char *name)
{
	static int v[1000];
	int i, sorted = 1;

	srand(3);
	for (i = 0; i < 1000; i++)
		v[i] = rand() % 100;
	qsort(v, 1000, sizeof(v[0]), cmp_int);
	for (i = 1; i < 1000; i++)
		if (v[i - 1] > v[i])
			sorted = 0;
	CHECK_EQ(name, sorted, 1);
}

static void test_bsearch(const char *name)
{
	int v[] = { 1, 3, 5, 7, 9, 11 }, k = 7, m = 4;
	int *hit = bsearch(&k, v, 6, sizeof(int), cmp_int);
	int *miss = bsearch(&m, v, 6, sizeof(int), cmp_int);

	CHECK_EQ(name, (hit ? hit - v : -1) * 10 + (miss == NULL), 31);
}

static void test_mkstemp(const char *name)
{
	char path[] = "/tmp/t-stdlib.XXXXXX";
	struct stat st;
	int fd = mkstemp(path), ok;

	ok = fd >= 0 && strncmp(path, "/tmp/t-stdlib.", 14) == 0 &&
	     strcmp(path + 14, "XXXXXX") != 0 && fstat(fd, &st) == 0 &&
	     (st.st_mode & 0777) == 0600;
	if (fd >= 0) {
		close(fd);
		unlink(path);
	}
	CHECK_EQ(name, ok, 1);
}

static void test_mkstemp_bad(const char *name)
{
	char path[] = "/tmp/t-stdlib.XXXXX";

	CHECK_ERR(name, mkstemp(path), -1, EINVAL);
}

static void test_mkdtemp(const char *name)
{
	char path[] = "/tmp/t-stdlib.d.XXXXXX";
	struct stat st;
	char *p = mkdtemp(path);
	int ok = p == path && stat(path, &st) == 0 && S_ISDIR(st.st_mode) &&
		 (st.st_mode & 0777) == 0700;

	rmdir(path);
	CHECK_EQ(name, ok, 1);
}

static void test_system_noshell(const char *name)
{
	int st;

	/* where there is a shell, it runs "exit 3"; without, 127 */
	st = system("exit 3");
	CHECK_EQ(name, WIFEXITED(st) &&
		 WEXITSTATUS(st) == (access("/bin/sh", X_OK) == 0 ? 3 : 127), 1);
}

/*
 * While system() waits, the caller ignores SIGINT and SIGQUIT: the
 * shell sends both to its parent, which lives (6.12-era nolibc-ext's
 * died of the first), and gets its dispositions and mask back after,
 * whatever they were (a handler for SIGINT here). Without a shell, 127.
 */
static void on_int(int sig)
{
	(void)sig;
}

static void test_system_ignores(const char *name)
{
	struct sigaction sa, oldint, oldquit;
	int st, same;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_int;
	sigaction(SIGINT, &sa, &oldint);
	sigaction(SIGQUIT, NULL, &oldquit);
	st = system("kill -INT $PPID; kill -QUIT $PPID; exit 5");
	sigaction(SIGINT, &oldint, &sa);
	same = sa.sa_handler == on_int && !sig_blocked(SIGCHLD);
	sigaction(SIGQUIT, NULL, &sa);
	same = same && sa.sa_handler == oldquit.sa_handler;
	CHECK_EQ(name, WIFEXITED(st) && same &&
		 WEXITSTATUS(st) == (access("/bin/sh", X_OK) == 0 ? 5 : 127), 1);
}

static void test_posix_memalign(const char *name)
{
	void *p = NULL, *q = NULL;
	int r1 = posix_memalign(&p, 4096, 100);
	int r2 = posix_memalign(&q, 16, 100);
	int ok = !r1 && !r2 && ((unsigned long)p & 4095) == 0 && ((unsigned long)q & 15) == 0;

	if (p)
		memset(p, 1, 100);
	free(q);
	free(p);
	CHECK_EQ(name, ok, 1);
}

static void test_posix_memalign_bad(const char *name)
{
	void *p;

	CHECK_EQ(name, posix_memalign(&p, 24, 8), EINVAL);
}

static void test_aligned_alloc(const char *name)
{
	void *p = aligned_alloc(256, 512);
	int ok = p && ((unsigned long)p & 255) == 0;

	free(p);
	CHECK_EQ(name, ok, 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_abs),
	CHECK_CASE(test_rand_default),
	CHECK_CASE(test_srand_42),
	CHECK_CASE(test_srand_repeat),
	CHECK_CASE(test_rand_r),
	CHECK_CASE(test_qsort),
	CHECK_CASE(test_qsort_many),
	CHECK_CASE(test_bsearch),
	CHECK_CASE(test_mkstemp),
	CHECK_CASE(test_mkstemp_bad),
	CHECK_CASE(test_mkdtemp),
	CHECK_CASE(test_system_noshell),
	CHECK_CASE(test_system_ignores),
	CHECK_CASE(test_posix_memalign),
	CHECK_CASE(test_posix_memalign_bad),
	CHECK_CASE(test_aligned_alloc),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
