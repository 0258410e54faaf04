/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Process additions of nolibc-ext: user and group ids, sysconf,
 * gethostname, execv/execvp/execl/execlp, the stopped and continued wait
 * macros and waitid(), the variadic ioctl() and prctl(), <limits.h> in
 * #if, and <sys/syscall.h>'s SYS_ names.
 */

#define _GNU_SOURCE	/* glibc declares getresuid() with it */
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/sysinfo.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "check.h"

static void test_ids(const char *name)
{
	uid_t r, e, s;
	gid_t gr, ge, gs;

	getresuid(&r, &e, &s);
	getresgid(&gr, &ge, &gs);
	CHECK_EQ(name, r == getuid() && e == geteuid() && gr == getgid() && ge == getegid(), 1);
}

static void test_setuid_same(const char *name)
{
	CHECK_EQ(name, seteuid(geteuid()) * 10 + setegid(getegid()), 0);
}

static void test_getgroups(const char *name)
{
	gid_t list[64];

	CHECK_EQ(name, getgroups(64, list) >= 0, 1);
}

static void test_sysconf_pagesize(const char *name)
{
	CHECK_EQ(name, sysconf(_SC_PAGESIZE) == getpagesize() && sysconf(_SC_PAGE_SIZE) > 0, 1);
}

/*
 * The CPUs online and configured are the machine's, not those this
 * process may run on (6.12-era nolibc-ext counted its affinity): the
 * same in a child bound to one CPU, as glibc counts them. Vacuous on a
 * machine of one CPU.
 */
static int cpus_on_one(void)
{
	long onln = sysconf(_SC_NPROCESSORS_ONLN), conf = sysconf(_SC_NPROCESSORS_CONF);
	int nprocs = get_nprocs(), nconf = get_nprocs_conf(), cpu;
	cpu_set_t set;

	if (sched_getaffinity(0, sizeof(set), &set))
		return 1;
	for (cpu = 0; cpu < CPU_SETSIZE && !CPU_ISSET(cpu, &set); cpu++)
		;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set))
		return 2;
	return (sysconf(_SC_NPROCESSORS_ONLN) != onln) * 10 + (sysconf(_SC_NPROCESSORS_CONF) != conf) * 20 +
	       (get_nprocs() != nprocs) * 40 + (get_nprocs_conf() != nconf) * 80 + (conf < onln) * 3;
}

static void test_cpus_not_affinity(const char *name)
{
	CHECK_EQ(name, run_in_child(cpus_on_one), 0);
}

static void test_sysconf_cpus(const char *name)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	CHECK_EQ(name, n >= 1 && n <= 4096 && sysconf(_SC_CLK_TCK) == 100, 1);
}

/*
 * The memory in pages: sysinfo()'s, scaled as glibc does (mm's
 * transhuge-stress sizes its mapping by it); the free memory changes
 * from one call to the next, so only that there is some is compared
 * (not that it is below the total: qemu-user truncates both to 32 bits
 * for a 32-bit program)
 */
static void test_sysconf_phys_pages(const char *name)
{
	long phys = sysconf(_SC_PHYS_PAGES), avail = sysconf(_SC_AVPHYS_PAGES);
	unsigned long long bytes;
	struct sysinfo si;

	sysinfo(&si);
	bytes = (unsigned long long)si.totalram * (si.mem_unit ? si.mem_unit : 1);
	CHECK_EQ(name, (phys == (long)(bytes / getpagesize())) * 100 +
		 (avail > 0) * 10 +
		 (get_phys_pages() == phys && get_avphys_pages() > 0), 111);
}

static void test_sysconf_open_max(const char *name)
{
	CHECK_EQ(name, sysconf(_SC_OPEN_MAX) > 2, 1);
}

/*
 * The caches' fifteen figures as glibc gives them on each architecture,
 * which is not the same on any two: where the architecture tells user
 * space, what it tells, read here another way; elsewhere (x86, whose
 * cpuid scripts/cache-check compares with glibc's on every CPU model
 * qemu has, and s390x) a figure or -1. errno is set only where glibc's
 * sysconf sets it.
 */
#define CACHE_ANY	(-2)	/* a size, 0 or -1 */

/* An entry of /proc/self/auxv; 0 when it is there. */
static int __attribute__((unused)) auxv_entry(unsigned long type, unsigned long *v)
{
	unsigned long e[2];
	int fd = open("/proc/self/auxv", O_RDONLY), found = -1;

	while (fd >= 0 && found && read(fd, e, sizeof(e)) == sizeof(e) && e[0])
		if (e[0] == type) {
			*v = e[1];
			found = 0;
		}
	if (fd >= 0)
		close(fd);
	return found;
}

/* what glibc gives for figure i (0: L1i size ... 14: L4 line), and its errno */
static long cache_expected(int i, int *err)
{
	*err = 0;
#if defined(__aarch64__)
	unsigned long ctr;

	if (i != 2 && i != 5)
		return 0;
	__asm__ ("mrs %0, ctr_el0" : "=r"(ctr));
	return 4L << (i == 2 ? ctr & 0xf : (ctr >> 16) & 0xf);
#elif defined(__powerpc__) || defined(__riscv)
	/* AT_L1I_CACHESIZE (40), its geometry (41), then L1d, L2, L3 */
	unsigned long v, type = 40 + (i < 3 ? 0 : 2 * (i / 3)) + (i % 3 != 0);
#if defined(__riscv)
	const int levels = 2, absent = EINVAL;
#else
	const int levels = 3, absent = ENOENT;
#endif

	if (i / 3 > levels)
		return 0;
	if (auxv_entry(type, &v)) {
		*err = absent;
		return absent == EINVAL ? -1 : 0;
	}
	return i % 3 == 0 ? (long)v : i % 3 == 1 ? (long)(v >> 16 & 0xffff) :
	       (long)(v & 0xffff);
#elif defined(__x86_64__) || defined(__i386__)
	/* glibc sets neither L1i's ways nor L4's ways and line */
	return i == 1 || i >= 13 ? -1 : CACHE_ANY;
#elif defined(__s390x__)
	return CACHE_ANY;
#else
	(void)i;
	return 0;	/* glibc's generic Linux sysconf: nothing known */
#endif
}

static void test_sysconf_caches(const char *name)
{
	long got, want, first_got = 0, first_want = 0;
	int i, err, first_err = 0, first_errno = 0, first = -1, n = 0;

	for (i = 0; i < 15; i++) {
		want = cache_expected(i, &err);
		errno = 0;
		got = sysconf(_SC_LEVEL1_ICACHE_SIZE + i);
		if ((want == CACHE_ANY ? got >= -1 : got == want) && errno == err)
			continue;
		if (!n++) {
			first = _SC_LEVEL1_ICACHE_SIZE + i;
			first_got = got;
			first_errno = errno;
			first_want = want;
			first_err = err;
		}
	}
	if (!n)
		ksft_test_result_pass("%s: 15 figures as the architecture gives them\n", name);
	else
		ksft_test_result_fail("%s: %d differ, first sysconf(%d) = %ld errno %d, expected %ld errno %d\n",
				      name, n, first, first_got, first_errno, first_want, first_err);
}

/*
 * The POSIX options nolibc-ext provides, with glibc's values, in #if
 * (where programs test them: vdso_test_abi.c runs its clock cases only if
 * _POSIX_TIMERS > 0) and as numbers; those it lacks are -1 there and
 * not compared
 */
#if _POSIX_TIMERS > 0 && _POSIX_THREADS > 0 && _POSIX_SEMAPHORES > 0 && _POSIX_VERSION >= 200809L
#define OPTIONS_IN_IF 1
#else
#define OPTIONS_IN_IF 0
#endif

static void test_posix_options(const char *name)
{
	static const long opts[] = {
		_POSIX_ADVISORY_INFO,
		_POSIX_BARRIERS,
		_POSIX_CHOWN_RESTRICTED,
		_POSIX_CLOCK_SELECTION,
		_POSIX_CPUTIME,
		_POSIX_FSYNC,
		_POSIX_IPV6,
		_POSIX_JOB_CONTROL,
		_POSIX_MAPPED_FILES,
		_POSIX_MEMLOCK,
		_POSIX_MEMLOCK_RANGE,
		_POSIX_MEMORY_PROTECTION,
		_POSIX_MESSAGE_PASSING,
		_POSIX_MONOTONIC_CLOCK,
		_POSIX_NO_TRUNC,
		_POSIX_PRIORITY_SCHEDULING,
		_POSIX_RAW_SOCKETS,
		_POSIX_READER_WRITER_LOCKS,
		_POSIX_REALTIME_SIGNALS,
		_POSIX_REENTRANT_FUNCTIONS,
		_POSIX_SAVED_IDS,
		_POSIX_SEMAPHORES,
		_POSIX_SHARED_MEMORY_OBJECTS,
		_POSIX_SHELL,
		_POSIX_SPIN_LOCKS,
		_POSIX_SYNCHRONIZED_IO,
		_POSIX_THREADS,
		_POSIX_THREAD_ATTR_STACKSIZE,
		_POSIX_THREAD_CPUTIME,
		_POSIX_THREAD_PRIORITY_SCHEDULING,
		_POSIX_THREAD_PRIO_INHERIT,
		_POSIX_THREAD_PROCESS_SHARED,
		_POSIX_THREAD_SAFE_FUNCTIONS,
		_POSIX_TIMEOUTS,
		_POSIX_TIMERS,
	};
	char got[512] = "";
	unsigned int i;

	for (i = 0; i < sizeof(opts) / sizeof(opts[0]); i++)
		snprintf(got + strlen(got), sizeof(got) - strlen(got), "%ld ", opts[i]);
	ksft_print_msg("%s: %s\n", name, got);
	CHECK_EQ(name, OPTIONS_IN_IF * 10 + (_POSIX_VDISABLE == 0), 11);
}

static void test_sysconf_bad(const char *name)
{
	CHECK_ERR(name, sysconf(-1), -1, EINVAL);
}

static void test_gethostname(const char *name)
{
	struct utsname u;
	char buf[65];

	uname(&u);
	CHECK_EQ(name, gethostname(buf, sizeof(buf)) == 0 && !strcmp(buf, u.nodename), 1);
}

static void test_gethostname_short(const char *name)
{
	char buf[1];

	CHECK_ERR(name, gethostname(buf, 0), -1, ENAMETOOLONG);
}

/*
 * Runs "exit 7" in the host's shell through the exec function given; its
 * exit status. A shell of the host: under qemu-user, a program of another
 * architecture could not be executed (no binfmt_misc needed this way).
 */
static int run_shell(int how)
{
	char *argv[] = { "sh", "-c", "exit 7", NULL };
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		if (how == 0)
			execv("/bin/sh", argv);
		else if (how == 1)
			execl("/bin/sh", "sh", "-c", "exit 7", (char *)NULL);
		else if (how == 2)
			execlp("sh", "sh", "-c", "exit 7", (char *)NULL);
		else
			execvp("sh", argv);
		_exit(99);
	}
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void test_execv(const char *name)
{
	CHECK_EQ(name, run_shell(0) * 1000 + run_shell(1) * 100 + run_shell(2) * 10 +
		 run_shell(3), 7777);
}

static void test_execvp_missing(const char *name)
{
	char *argv[] = { "no-such-program-here", NULL };

	CHECK_ERR(name, execvp(argv[0], argv), -1, ENOENT);
}

static void test_wstopped(const char *name)
{
	int status, r;
	pid_t pid = fork();

	if (pid == 0) {
		raise(SIGSTOP);
		_exit(5);
	}
	waitpid(pid, &status, WUNTRACED);
	r = WIFSTOPPED(status) * 100 + (WSTOPSIG(status) == SIGSTOP) * 10;
	kill(pid, SIGCONT);
	waitpid(pid, &status, 0);
	r += WIFEXITED(status) && WEXITSTATUS(status) == 5;
	CHECK_EQ(name, r, 111);
}

/* the status words as the kernel makes them: stopped, continued, core */
static void test_wait_macros(const char *name)
{
	CHECK_EQ(name, WIFSTOPPED(0x137f) * 10000 + WSTOPSIG(0x137f) * 100 +
		 WIFCONTINUED(0xffff) * 10 + !!WCOREDUMP(0x8b) + WIFSTOPPED(0xffff) +
		 WIFCONTINUED(0x137f), 10000 + 0x13 * 100 + 10 + 1);
}

static void test_waitid(const char *name)
{
	siginfo_t si;
	pid_t pid = fork();

	if (pid == 0)
		_exit(9);
	memset(&si, 0, sizeof(si));
	CHECK_EQ(name, waitid(P_PID, pid, &si, WEXITED) * 1000 + (si.si_pid == pid) * 100 +
		 (si.si_code == CLD_EXITED) * 10 + (si.si_status == 9), 111);
}

static void test_ioctl_two_args(const char *name)
{
	/* FIOCLEX takes no argument: the two-argument form must build */
	int fd = dup(1);

	CHECK_EQ(name, ioctl(fd, FIOCLEX) * 10 + !!(fcntl(fd, F_GETFD) & FD_CLOEXEC), 1);
	close(fd);
}

static void test_prctl_short(const char *name)
{
	char comm[17] = "";

	prctl(PR_SET_NAME, "t-proc-renamed");
	prctl(PR_GET_NAME, comm);
	CHECK_STR(name, comm, "t-proc-renamed");
}

static void test_limits_if(const char *name)
{
#if ULONG_MAX == 0xffffffffUL
	int bits = 32;
#else
	int bits = 64;
#endif
	CHECK_EQ(name, bits == (int)(sizeof(long) * CHAR_BIT) && SSIZE_MAX == LONG_MAX &&
		 UINT_MAX == 0xffffffffU && PATH_MAX == 4096, 1);
}

static void test_sys_names(const char *name)
{
	CHECK_EQ(name, syscall(SYS_getpid) == getpid() && SYS_gettid == __NR_gettid, 1);
}

/*
 * syscall() with calls and system calls among its arguments, nested:
 * each argument reaches the kernel (the signal is sent to this thread)
 */
static volatile int usr1_seen;

static void on_usr1(int sig)
{
	(void)sig;
	usr1_seen++;
}

static void test_syscall_nested(const char *name)
{
	long r;

	usr1_seen = 0;
	signal(SIGUSR1, on_usr1);
	r = syscall(SYS_tgkill, getpid(), syscall(SYS_gettid), SIGUSR1);
	signal(SIGUSR1, SIG_DFL);
	CHECK_EQ(name, r * 100 + usr1_seen * 10 +
		 (syscall(SYS_getpgid, syscall(SYS_getpid)) == getpgid(0)), 11);
}

/*
 * six arguments: sendto()'s last two, the address and its length, reach
 * the kernel (a datagram to an abstract socket of this process)
 */
static void test_syscall_six(const char *name)
{
	struct sockaddr_un a;
	int rx = socket(AF_UNIX, SOCK_DGRAM, 0), tx = socket(AF_UNIX, SOCK_DGRAM, 0);
	long r = -1;
	char c = 0;

	memset(&a, 0, sizeof(a));
	a.sun_family = AF_UNIX;
	snprintf(a.sun_path + 1, sizeof(a.sun_path) - 1, "t-proc-six.%d", (int)getpid());
	if (rx >= 0 && tx >= 0 && !bind(rx, (struct sockaddr *)&a, sizeof(a)))
		r = syscall(SYS_sendto, tx, "six", 3, 0, &a, sizeof(a));
	if (r == 3 && recv(rx, &c, 1, MSG_DONTWAIT) != 1)
		c = 0;
	close(rx);
	close(tx);
	CHECK_EQ(name, r * 10 + (c == 's'), 31);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_ids),
	CHECK_CASE(test_setuid_same),
	CHECK_CASE(test_getgroups),
	CHECK_CASE(test_sysconf_pagesize),
	CHECK_CASE(test_sysconf_caches),
	CHECK_CASE(test_posix_options),
	CHECK_CASE(test_sysconf_cpus),
	CHECK_CASE(test_cpus_not_affinity),
	CHECK_CASE(test_sysconf_phys_pages),
	CHECK_CASE(test_sysconf_open_max),
	CHECK_CASE(test_sysconf_bad),
	CHECK_CASE(test_gethostname),
	CHECK_CASE(test_gethostname_short),
	CHECK_CASE(test_execv),
	CHECK_CASE(test_execvp_missing),
	CHECK_CASE(test_wstopped),
	CHECK_CASE(test_wait_macros),
	CHECK_CASE(test_waitid),
	CHECK_CASE(test_ioctl_two_args),
	CHECK_CASE(test_prctl_short),
	CHECK_CASE(test_limits_if),
	CHECK_CASE(test_sys_names),
	CHECK_CASE(test_syscall_nested),
	CHECK_CASE(test_syscall_six),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
