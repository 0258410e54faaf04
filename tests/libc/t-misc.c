/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Smaller additions of nolibc-ext: <assert.h>, <err.h>, <error.h>,
 * <inttypes.h>, <endian.h>, <strings.h>'s ffs family, <sys/param.h>,
 * <sched.h>'s CPU sets and affinity, <sys/sysinfo.h>, <sys/resource.h>,
 * <sys/mman.h>'s memory calls and shm_open(), <errno.h>'s ENOTSUP,
 * <sysexits.h>, <wait.h>, <features.h>'s __GLIBC_PREREQ.
 */

#define _GNU_SOURCE	/* glibc: CPU sets, mremap() flags */
#include <assert.h>
#include <endian.h>
#include <byteswap.h>
#include <err.h>
#include <errno.h>
#include <error.h>
#include <fcntl.h>
#include <features.h>
#include <inttypes.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sysexits.h>
#include <unistd.h>
#include <wait.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/param.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <sys/wait.h>
#include "check.h"

/*
 * Runs fn in a child with stderr into a pipe; the first line it wrote
 * there, and how it ended (exit status, or 128 + signal).
 */
static int child_stderr(void (*fn)(void), char *out, size_t size)
{
	int fds[2], status;
	size_t len = 0;
	ssize_t n;
	pid_t pid;
	char *nl;

	pipe(fds);
	pid = fork();
	if (pid == 0) {
		dup2(fds[1], 2);
		fn();
		_exit(0);
	}
	close(fds[1]);
	/* until the end: a message may come in several writes */
	while (len < size - 1 && (n = read(fds[0], out + len, size - 1 - len)) > 0)
		len += n;
	out[len] = 0;
	nl = strchr(out, '\n');
	if (nl)
		*nl = 0;
	close(fds[0]);
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static void do_assert(void)
{
	int zero = 0;

	assert(zero == 1);
}

static void test_assert(const char *name)
{
	char out[256];
	int st = child_stderr(do_assert, out, sizeof(out));

	CHECK_EQ(name, st == 128 + SIGABRT && strstr(out, ": Assertion `zero == 1' failed.") &&
		 strstr(out, "do_assert"), 1);
}

static void test_assert_true(const char *name)
{
	assert(1 + 1 == 2);
	CHECK_EQ(name, 1, 1);
}

static void do_warnx(void)
{
	warnx("value %d", 5);
}

static void do_errx(void)
{
	errx(3, "bad %s", "thing");
}

static void do_warn(void)
{
	errno = ENOENT;
	warn("open %s", "x");
}

static void do_error(void)
{
	error(0, 0, "plain %d", 1);
	error(4, 0, "exits");
}

static void test_warnx(const char *name)
{
	char out[128];
	int st = child_stderr(do_warnx, out, sizeof(out));

	CHECK_EQ(name, st == 0 && !strcmp(out, "t-misc: value 5"), 1);
}

static void test_errx(const char *name)
{
	char out[128];
	int st = child_stderr(do_errx, out, sizeof(out));

	CHECK_EQ(name, st == 3 && !strcmp(out, "t-misc: bad thing"), 1);
}

static void test_warn(const char *name)
{
	char out[128];

	child_stderr(do_warn, out, sizeof(out));
	/* then ": " and the error's text, which differs between libcs */
	CHECK_EQ(name, !strncmp(out, "t-misc: open x: ", 16), 1);
}

static void test_error(const char *name)
{
	char out[128];
	int st = child_stderr(do_error, out, sizeof(out));

	size_t n = strlen(out);

	/* the program's whole path first, then the message */
	CHECK_EQ(name, st == 4 && n > 15 && !strcmp(out + n - 16, "/t-misc: plain 1"), 1);
}

static void test_inttypes(const char *name)
{
	char out[96];
	int64_t a = -5;
	uint64_t b = 18446744073709551615ULL;
	uint32_t c = 0xabcdef;
	uintptr_t p = 12;
	unsigned int x = 0;

	sscanf("ff", "%" SCNx32, &x);
	snprintf(out, sizeof(out), "%" PRId64 " %" PRIu64 " %" PRIx32 " %" PRIuPTR " %u",
		 a, b, c, p, x);
	CHECK_STR(name, out, "-5 18446744073709551615 abcdef 12 255");
}

static void test_endian(const char *name)
{
	uint32_t v = 0x11223344;
	unsigned char *p = (unsigned char *)&v;
	uint32_t be = htobe32(v);

	CHECK_EQ(name, ((unsigned char *)&be)[0] == 0x11 && be32toh(be) == v &&
		 le16toh(htole16(0x1234)) == 0x1234 && bswap_64(0x0102030405060708ULL) ==
		 0x0807060504030201ULL && (BYTE_ORDER == LITTLE_ENDIAN) == (p[0] == 0x44), 1);
}

static void test_ffs(const char *name)
{
	CHECK_EQ(name, ffs(0) * 1000 + ffs(8) * 100 + ffsl(1L << 20) * 10 + (ffsll(1LL << 40) == 41), 611);
}

static void test_param(const char *name)
{
	unsigned char bits[2] = { 0, 0 };

	setbit(bits, 9);
	CHECK_EQ(name, MIN(3, 4) * 1000 + MAX(3, 4) * 100 + howmany(10, 4) * 10 +
		 (roundup(10, 4) == 12 && powerof2(64) && !powerof2(6) && isset(bits, 9) &&
		  isclr(bits, 8) && bits[1] == 2), 3431);
}

static void test_cpu_set(const char *name)
{
	cpu_set_t a, b;

	CPU_ZERO(&a);
	CPU_SET(1, &a);
	CPU_SET(70, &a);
	CPU_SET(5000, &a);	/* out of the set: ignored */
	b = a;
	CPU_CLR(1, &b);
	CHECK_EQ(name, CPU_COUNT(&a) * 1000 + CPU_ISSET(70, &a) * 100 + CPU_ISSET(1, &b) * 10 +
		 !CPU_EQUAL(&a, &b), 2101);
}

/* each macro reads its CPU number once */
static void test_cpu_set_once(const char *name)
{
	cpu_set_t a;
	int cpu = 3, r;

	CPU_ZERO(&a);
	CPU_SET(cpu++, &a);
	CPU_SET(cpu++, &a);
	CPU_CLR(cpu++, &a);
	r = CPU_ISSET(cpu++, &a);
	CHECK_EQ(name, cpu * 1000 + CPU_COUNT(&a) * 100 + CPU_ISSET(3, &a) * 10 + r, 7210);
}

static void test_cpu_alloc(const char *name)
{
	cpu_set_t *s = CPU_ALLOC(200);
	size_t size = CPU_ALLOC_SIZE(200);

	CPU_ZERO_S(size, s);
	CPU_SET_S(199, size, s);
	/* whole longs: 32 bytes where long has 64 bits, 28 where 32 */
	CHECK_EQ(name, (size == (200 + 8 * sizeof(long) - 1) / (8 * sizeof(long)) * sizeof(long)) * 10 +
		 CPU_COUNT_S(size, s), 11);
	CPU_FREE(s);
}

static void test_affinity(const char *name)
{
	cpu_set_t set, again;
	int cpu;

	sched_getaffinity(0, sizeof(set), &set);
	cpu = sched_getcpu();
	sched_setaffinity(0, sizeof(set), &set);
	sched_getaffinity(0, sizeof(again), &again);
	CHECK_EQ(name, CPU_COUNT(&set) >= 1 && CPU_EQUAL(&set, &again) &&
		 (cpu < 0 || CPU_ISSET(cpu, &set)), 1);
}

static void test_sched_policy(const char *name)
{
	struct sched_param sp;

	sched_getparam(0, &sp);
	CHECK_EQ(name, sched_getscheduler(0) == SCHED_OTHER && sp.sched_priority == 0 &&
		 sched_get_priority_max(SCHED_FIFO) == 99 && sched_get_priority_min(SCHED_FIFO) == 1, 1);
}

static void test_sysinfo(const char *name)
{
	struct sysinfo si;

	CHECK_EQ(name, sysinfo(&si) == 0 && si.totalram > 0 && si.mem_unit > 0 &&
		 get_nprocs() >= 1 && get_nprocs_conf() >= get_nprocs(), 1);
}

static void test_prlimit(const char *name)
{
	struct rlimit old, cur, set = { 100, 200 };

	prlimit(0, RLIMIT_NOFILE, NULL, &old);
	prlimit(0, RLIMIT_NOFILE, &set, NULL);
	getrlimit(RLIMIT_NOFILE, &cur);
	setrlimit(RLIMIT_NOFILE, &old);
	CHECK_EQ(name, cur.rlim_cur * 1000 + cur.rlim_max, 100200);
}

/* rlim_t is the type of struct rlimit's members: a limit round-trips */
static void test_rlim_t(const char *name)
{
	struct rlimit old, got;
	rlim_t soft;
	EXPECT_START;

	EXPECT(sizeof(rlim_t) == sizeof(old.rlim_cur) && sizeof(rlim64_t) == 8);
	/* unsigned (RLIM_INFINITY is not all ones everywhere: MIPS's 32-bit one) */
	EXPECT((rlim_t)-1 > 0 && RLIM_INFINITY > 0);
	EXPECT(getrlimit(RLIMIT_NOFILE, &old) == 0);
	soft = old.rlim_cur > 64 ? 64 : old.rlim_cur;
	got = old;
	got.rlim_cur = soft;
	EXPECT(setrlimit(RLIMIT_NOFILE, &got) == 0 && getrlimit(RLIMIT_NOFILE, &got) == 0 &&
	       got.rlim_cur == soft);
	EXPECT(setrlimit(RLIMIT_NOFILE, &old) == 0);
	EXPECT_END(name);
}

/* <sysexits.h>'s values, and <wait.h> as <sys/wait.h> */
static void test_sysexits(const char *name)
{
	int ws;
	pid_t pid = fork();
	EXPECT_START;

	if (pid == 0)
		_exit(EX_OSERR);
	EXPECT(EX_OK == 0 && EX__BASE == 64 && EX_USAGE == 64 && EX_CONFIG == 78 &&
	       EX__MAX == 78 && EX_TEMPFAIL == 75 && EX_NOPERM == 77);
	EXPECT(waitpid(pid, &ws, 0) == pid && WIFEXITED(ws) && WEXITSTATUS(ws) == 71);
	EXPECT_END(name);
}

/*
 * A function of its own named as one of <sys/mount.h>, which this file
 * does not include: allowed with glibc, so with nolibc-ext, whose
 * nolibc.h reads that header for every program (proc-fsconfig-hidepid.c
 * defines its fsopen()).
 */
static int fsopen(const char *fsname, unsigned int flags)
{
	return (int)strlen(fsname) * 10 + (int)flags;
}

static void test_own_fsopen(const char *name)
{
	CHECK_EQ(name, fsopen("proc", 3), 43);
}

/*
 * The wait status macros on the statuses the kernel gives (6.12's
 * WIFSIGNALED(0) was true: memfd_test.c aborted on a child that exited
 * 0), and on real children: exited, killed, stopped, continued.
 */
static void test_wait_macros(const char *name)
{
	static const int st[] = { 0, 0x100, 0xff00, 9, 0x86, 0x137f, 0x57f, 0xffff };
	char got[64];
	size_t i, n = 0;
	int ws;
	pid_t pid;
	EXPECT_START;

	for (i = 0; i < sizeof(st) / sizeof(st[0]) && n < sizeof(got); i++)
		n += snprintf(got + n, sizeof(got) - n, "%s%c%c%c%c", i ? " " : "",
			      WIFEXITED(st[i]) ? 'E' : '.', WIFSIGNALED(st[i]) ? 'S' : '.',
			      WIFSTOPPED(st[i]) ? 'T' : '.', WIFCONTINUED(st[i]) ? 'C' : '.');
	EXPECT(!strcmp(got, "E... E... E... .S.. .S.. ..T. ..T. ...C"));
	pid = fork();
	if (pid == 0)
		_exit(0);
	EXPECT(waitpid(pid, &ws, 0) == pid && WIFEXITED(ws) && !WIFSIGNALED(ws) &&
	       WEXITSTATUS(ws) == 0);
	pid = fork();
	if (pid == 0) {
		for (;;)
			pause();
	}
	if (pid < 0)	/* never kill(-1, ...) */
		pid = getpid() + 1000000;
	kill(pid, SIGSTOP);
	EXPECT(waitpid(pid, &ws, WUNTRACED) == pid && WIFSTOPPED(ws) && !WIFSIGNALED(ws) &&
	       WSTOPSIG(ws) == SIGSTOP);
	kill(pid, SIGCONT);
	EXPECT(waitpid(pid, &ws, WCONTINUED) == pid && WIFCONTINUED(ws) && !WIFSIGNALED(ws));
	kill(pid, SIGKILL);
	EXPECT(waitpid(pid, &ws, 0) == pid && WIFSIGNALED(ws) && !WIFEXITED(ws) &&
	       WTERMSIG(ws) == SIGKILL);
	EXPECT_END(name);
}

/* <sys/auxv.h> brings <elf.h>, as glibc's does (x86/amx.c relies on it) */
static void test_auxv_elf(const char *name)
{
	CHECK_EQ(name, NT_X86_XSTATE + (getauxval(AT_PAGESZ) > 0) + (ELFMAG0 == 0x7f), 0x204);
}

/* glibc 2.36's interfaces, and not a later one's */
static void test_glibc_prereq(const char *name)
{
	EXPECT_START;

#if __GLIBC_PREREQ(2, 30)
	EXPECT(1);
#else
	EXPECT(0);
#endif
	/* (a glibc newer than 2.36 on the machine must not fail this) */
	EXPECT(__GLIBC_PREREQ(2, 36) && __GLIBC_PREREQ(1, 99) && !__GLIBC_PREREQ(3, 0));
	EXPECT_END(name);
}

static void test_getrusage(const char *name)
{
	struct rusage ru;

	CHECK_EQ(name, getrusage(RUSAGE_SELF, &ru) == 0 && ru.ru_maxrss > 0, 1);
}

static void test_priority(const char *name)
{
	int before = getpriority(PRIO_PROCESS, 0), after;

	setpriority(PRIO_PROCESS, 0, before + 1);
	after = getpriority(PRIO_PROCESS, 0);
	CHECK_EQ(name, after - before, 1);
}

static void test_madvise(const char *name)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0);
	unsigned char vec[2];
	int r;

	p[0] = 1;
	r = madvise(p, 2 * pg, MADV_DONTNEED) * 10;
	r += p[0];	/* an anonymous page dropped reads back as zero */
	r += mincore(p, 2 * pg, vec) * 100 + msync(p, pg, MS_SYNC) * 1000;
	r += posix_madvise(p, pg, POSIX_MADV_WILLNEED) * 10000;
	CHECK_EQ(name, r, 0);
	munmap(p, 2 * pg);
}

static void test_mlock(const char *name)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0);

	CHECK_EQ(name, mlock(p, pg) * 10 + munlock(p, pg), 0);
	munmap(p, pg);
}

static void test_mremap(const char *name)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0), *q;

	p[0] = 7;
	q = mremap(p, pg, 4 * pg, MREMAP_MAYMOVE);
	CHECK_EQ(name, q != MAP_FAILED && q[0] == 7, 1);
	munmap(q, 4 * pg);
}

static void test_mremap_bad(const char *name)
{
	CHECK_ERR(name, mremap((void *)1, 1, 1, 0) == MAP_FAILED, 1, EINVAL);
}

static void test_shm_open(const char *name)
{
	char nm[32];
	int fd, r;

	snprintf(nm, sizeof(nm), "/t-misc.%d", getpid());
	fd = shm_open(nm, O_RDWR | O_CREAT | O_EXCL, 0600);
	if (fd < 0) {
		/* no tmpfs on /dev/shm (qemu-user on a bare host): both libcs agree */
		CHECK_EQ(name, errno == ENOENT, 1);
		return;
	}
	r = ftruncate(fd, 100);
	close(fd);
	r += shm_unlink(nm) * 10;
	CHECK_EQ(name, r, 0);
}

static void test_shm_bad_name(const char *name)
{
	CHECK_ERR(name, shm_open("/a/b", O_RDONLY, 0), -1, EINVAL);
}

static void test_enotsup(const char *name)
{
	CHECK_EQ(name, ENOTSUP == EOPNOTSUPP, 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_assert),
	CHECK_CASE(test_assert_true),
	CHECK_CASE(test_warnx),
	CHECK_CASE(test_errx),
	CHECK_CASE(test_warn),
	CHECK_CASE(test_error),
	CHECK_CASE(test_inttypes),
	CHECK_CASE(test_endian),
	CHECK_CASE(test_ffs),
	CHECK_CASE(test_param),
	CHECK_CASE(test_cpu_set),
	CHECK_CASE(test_cpu_set_once),
	CHECK_CASE(test_cpu_alloc),
	CHECK_CASE(test_affinity),
	CHECK_CASE(test_sched_policy),
	CHECK_CASE(test_sysinfo),
	CHECK_CASE(test_prlimit),
	CHECK_CASE(test_getrusage),
	CHECK_CASE(test_priority),
	CHECK_CASE(test_madvise),
	CHECK_CASE(test_mlock),
	CHECK_CASE(test_mremap),
	CHECK_CASE(test_mremap_bad),
	CHECK_CASE(test_shm_open),
	CHECK_CASE(test_shm_bad_name),
	CHECK_CASE(test_enotsup),
	CHECK_CASE(test_rlim_t),
	CHECK_CASE(test_sysexits),
	CHECK_CASE(test_glibc_prereq),
	CHECK_CASE(test_own_fsopen),
	CHECK_CASE(test_wait_macros),
	CHECK_CASE(test_auxv_elf),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
