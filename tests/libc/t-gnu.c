/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Small GNU and BSD additions selftests use: vfork, atoll, alloca,
 * reallocarray, memalign, valloc, bzero, strerror_r (GNU form), tmpfile,
 * popen/pclose (and system) with and without a shell, BUFSIZ and P_tmpdir, MFD_* for memfd_create, STN_UNDEF,
 * caddr_t and off64_t, AF_NFC and AF_MAX, splice/vmsplice/tee,
 * sigtimedwait/sigwaitinfo/sigwait, sigqueue, sigaltstack, pselect, atexit,
 * _Exit, a function of the program's own overriding nolibc-ext's, and
 * the old header names <sys/signal.h>, <sys/errno.h>, <sys/fcntl.h>,
 * <sys/select.h>, <alloca.h>, <malloc.h>; ftime() of <sys/timeb.h>;
 * isatty and the pseudo-terminal calls, the classful inet_* calls,
 * statvfs, mknodat, getgrgid from /etc/group, setfsuid, __fsword_t.
 */

#define _GNU_SOURCE
#include <alloca.h>
#include <grp.h>
#include <elf.h>
#include <fcntl.h>
#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <sched.h>
#include <sys/errno.h>
#include <sys/fsuid.h>
#include <sys/fcntl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/select.h>
#include <sys/signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/timeb.h>
#include <sys/timex.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include "check.h"

static void test_vfork(const char *name)
{
	int status = -1;
	pid_t pid = vfork();

	if (pid == 0)
		_exit(7);
	waitpid(pid, &status, 0);
	CHECK_EQ(name, (pid > 0) * 100 + WEXITSTATUS(status), 107);
}

static void test_atoll(const char *name)
{
	CHECK_EQ(name, atoll("-9000000000") + atoll(" 12x"), -8999999988LL);
}

static void test_alloca(const char *name)
{
	volatile char *p = alloca(100);

	memset((char *)p, 'a', 100);
	CHECK_EQ(name, p[0] + p[99], 2 * 'a');
}

static void test_reallocarray(const char *name)
{
	volatile size_t huge = (size_t)-1 / 2;
	int *p = reallocarray(NULL, 4, sizeof(int)), *q, r;

	r = p != NULL;
	errno = 0;
	q = reallocarray(p, huge, 4);
	r = r * 10 + (q == NULL && errno == ENOMEM);
	free(q ? q : p);
	CHECK_EQ(name, r, 11);
}

static void test_memalign(const char *name)
{
	void *p = memalign(4096, 100), *q = valloc(10), *r = memalign(2, 3);

	CHECK_EQ(name, ((unsigned long)p % 4096 == 0) * 100 +
		 ((unsigned long)q % getpagesize() == 0) * 10 + (r != NULL), 111);
	free(r);
}

static void test_bzero(const char *name)
{
	char b[8] = "abcdefg";

	bzero(b + 2, 3);
	CHECK_EQ(name, b[1] + b[2] + b[4] + b[5], 'b' + 'f');
}

static void test_strerror_r(const char *name)
{
	char buf[256], small[4];
	char *s = strerror_r(EINVAL, buf, sizeof(buf));
	char *t = strerror_r(EINVAL, small, sizeof(small));

	/* too small a buffer: the text itself, as glibc does */
	CHECK_EQ(name, !strcmp(s, strerror(EINVAL)) * 10 + !strcmp(t, strerror(EINVAL)), 11);
}

static void test_tmpfile(const char *name)
{
	FILE *f = tmpfile();
	char buf[16] = "";

	if (!f)
		return ksft_test_result_fail("%s: tmpfile: %s\n", name, strerror(errno));
	fputs("kept", f);
	fflush(f);
	rewind(f);
	fgets(buf, sizeof(buf), f);
	fclose(f);
	CHECK_STR(name, buf, "kept");
}

static void test_popen(const char *name)
{
	char buf[32] = "";
	FILE *f;
	int st, ok;

	if (access("/bin/sh", X_OK))
		return ksft_test_result_skip("%s: no /bin/sh\n", name);
	f = popen("echo out; exit 5", "r");
	if (!f)
		return ksft_test_result_fail("%s: popen: %s\n", name, strerror(errno));
	ok = fgets(buf, sizeof(buf), f) != NULL && !strcmp(buf, "out\n");
	st = pclose(f);
	CHECK_EQ(name, ok * 100 + WIFEXITED(st) * 10 + WEXITSTATUS(st), 115);
}

/*
 * No shell: glibc's popen() fails (ENOMEM: posix_spawn() reports the
 * failed exec), where a fork() and a failed exec in the child would give a
 * stream of a child that exited 127; system() gives that exit status.
 * An empty tmpfs over /bin (over /usr/bin where /bin links there) in a
 * mount namespace of a child's own: root only ("EPERM" otherwise, with
 * either libc).
 */
static void test_popen_no_shell(const char *name)
{
	char buf[128] = "EPERM";
	int fds[2], ws;
	FILE *f;
	pid_t pid;

	pipe(fds);
	pid = fork();
	if (pid == 0) {
		close(fds[0]);
		if (!unshare(CLONE_NEWNS) &&
		    !mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) &&
		    !mount("tmpfs", "/bin", "tmpfs", 0, NULL)) {
			errno = 0;
			f = popen("exit 0", "r");
			snprintf(buf, sizeof(buf), "popen %s %s, ", f ? "stream" : "NULL",
				 errno == ENOMEM ? "ENOMEM" : errno == ENOENT ? "ENOENT" :
				 errno ? "another errno" : "-");
			if (f)
				pclose(f);
			ws = system("exit 0");
			snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf),
				 "system %d/%d, system(NULL) %d",
				 WIFEXITED(ws), WEXITSTATUS(ws), system(NULL));
		}
		write(fds[1], buf, strlen(buf));
		_exit(0);
	}
	close(fds[1]);
	memset(buf, 0, sizeof(buf));
	read(fds[0], buf, sizeof(buf) - 1);
	close(fds[0]);
	waitpid(pid, &ws, 0);
	ksft_test_result_pass("%s: %s\n", name, buf);
}

static void test_stdio_constants(const char *name)
{
	CHECK_EQ(name, BUFSIZ * 10 + !strcmp(P_tmpdir, "/tmp"), 81921);
}

static void test_memfd_flags(const char *name)
{
	int fd = memfd_create("t-gnu", MFD_CLOEXEC | MFD_ALLOW_SEALING);
	int r = fd >= 0 && (fcntl(fd, F_GETFD) & FD_CLOEXEC);

	close(fd);
	CHECK_EQ(name, r * 10 + (MFD_HUGETLB == 4), 11);
}

static void test_small_types(const char *name)
{
	CHECK_EQ(name, STN_UNDEF * 1000 + (sizeof(caddr_t) == sizeof(char *)) * 100 +
		 sizeof(off64_t), 108);
}

static void test_af_values(const char *name)
{
	CHECK_EQ(name, AF_NFC * 100 + AF_MAX, 3946);
}

static void test_splice(const char *name)
{
	int a[2], b[2], c[2];
	char buf[8] = "";
	struct iovec iov = { (void *)"abc", 3 };
	long r;

	pipe(a);
	pipe(b);
	pipe(c);
	r = vmsplice(a[1], &iov, 1, 0);
	r = r * 10 + tee(a[0], c[1], 3, 0);
	r = r * 10 + splice(a[0], NULL, b[1], NULL, 3, SPLICE_F_MOVE);
	r = r * 10 + read(b[0], buf, sizeof(buf));
	r = r * 10 + read(c[0], buf + 3, sizeof(buf) - 4);
	CHECK_EQ(name, r * 10 + !strcmp(buf, "abcabc"), 333331);
}

static void test_sigwait_family(const char *name)
{
	sigset_t set, old;
	siginfo_t info;
	struct timespec zero = { 0, 0 };
	union sigval v;
	int r, sig = 0;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, &old);
	r = sigtimedwait(&set, &info, &zero) == -1 && errno == EAGAIN;
	v.sival_int = 42;
	sigqueue(getpid(), SIGUSR1, v);
	r = r * 10 + (sigwaitinfo(&set, &info) == SIGUSR1 && info.si_code == SI_QUEUE &&
		      info.si_value.sival_int == 42 && info.si_pid == getpid());
	kill(getpid(), SIGUSR2);
	r = r * 10 + (sigwait(&set, &sig) == 0 && sig == SIGUSR2);
	sigprocmask(SIG_SETMASK, &old, NULL);
	CHECK_EQ(name, r, 111);
}

static char *alt_base;
static volatile int on_alt;

static void note_stack(int sig)
{
	char here;

	(void)sig;
	on_alt = &here > alt_base && &here < alt_base + SIGSTKSZ;
}

static void test_sigaltstack(const char *name)
{
	struct sigaction sa;
	stack_t ss, old;
	int r;

	alt_base = malloc(SIGSTKSZ);
	ss.ss_sp = alt_base;
	ss.ss_size = SIGSTKSZ;
	ss.ss_flags = 0;
	r = sigaltstack(&ss, &old);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = note_stack;
	sa.sa_flags = SA_ONSTACK;
	sigaction(SIGUSR1, &sa, NULL);
	raise(SIGUSR1);
	ss.ss_flags = SS_DISABLE;
	r = r * 10 + sigaltstack(&ss, NULL);
	free(alt_base);
	CHECK_EQ(name, r * 10 + on_alt, 1);
}

static void test_pselect(const char *name)
{
	struct timespec ts = { 0, 1000000 };
	int p[2], n, r;
	fd_set rd;

	pipe(p);
	FD_ZERO(&rd);
	FD_SET(p[0], &rd);
	r = pselect(p[0] + 1, &rd, NULL, NULL, &ts, NULL);
	write(p[1], "x", 1);
	FD_SET(p[0], &rd);
	n = pselect(p[0] + 1, &rd, NULL, NULL, &ts, NULL);
	CHECK_EQ(name, r * 100 + n * 10 + !!FD_ISSET(p[0], &rd), 11);
}

static int atexit_fd;

static void say_1(void)
{
	write(atexit_fd, "1", 1);
}

static void say_2(void)
{
	write(atexit_fd, "2", 1);
}

/* exit() runs the handlers, last registered first; _exit() and _Exit()
 * do not; each status as given ('a' + i, or 'x' for another one) */
static void test_atexit(const char *name)
{
	char buf[8] = "", c;
	int p[2], status, i;

	pipe(p);
	atexit_fd = p[1];
	for (i = 0; i < 3; i++) {
		pid_t pid = fork();

		if (pid == 0) {
			atexit(say_1);
			atexit(say_2);
			if (i == 2)
				_Exit(5);
			if (i)
				_exit(4);
			exit(3);
		}
		waitpid(pid, &status, 0);
		c = WIFEXITED(status) && WEXITSTATUS(status) == 3 + i ? 'a' + i : 'x';
		write(p[1], &c, 1);
	}
	close(p[1]);
	read(p[0], buf, sizeof(buf) - 1);
	close(p[0]);
	CHECK_STR(name, buf, "21abc");
}

/* a program's own definition of a libc function takes over, as it does with glibc */
int clock_adjtime(clockid_t id, struct timex *tx)
{
	(void)tx;
	return 12340 + (int)id;
}

static void test_own_definition(const char *name)
{
	struct timex tx;

	memset(&tx, 0, sizeof(tx));
	CHECK_EQ(name, clock_adjtime(CLOCK_MONOTONIC, &tx), 12341);
}

static void test_ftime(const char *name)
{
	struct timeb tb;
	time_t before = time(NULL);
	int r = ftime(&tb);

	CHECK_EQ(name, !r * 100 + (tb.time >= before && tb.time <= before + 2) * 10 +
		 (tb.millitm < 1000), 111);
}

static void test_isatty_pty(const char *name)
{
	int p[2], r, master, slave = -1;
	char *pts;

	pipe(p);
	errno = 0;
	r = (isatty(p[0]) == 0 && errno == ENOTTY) * 1000;
	close(p[0]);
	close(p[1]);
	master = posix_openpt(O_RDWR | O_NOCTTY);
	if (master < 0)
		return ksft_test_result_skip("%s: no /dev/ptmx\n", name);
	r += !grantpt(master) * 100 + !unlockpt(master) * 10;
	pts = ptsname(master);
	if (pts && !strncmp(pts, "/dev/pts/", 9))
		slave = open(pts, O_RDWR | O_NOCTTY);
	r += slave >= 0 && isatty(slave) == 1;
	close(slave);
	close(master);
	CHECK_EQ(name, r, 1111);
}

static void test_classful(const char *name)
{
	struct in_addr a = inet_makeaddr(10, 5), b;
	char s[INET_ADDRSTRLEN];

	inet_ntop(AF_INET, &a, s, sizeof(s));
	inet_pton(AF_INET, "192.168.1.7", &b);
	CHECK_EQ(name, !strcmp(s, "10.0.0.5") * 1000 + (inet_lnaof(b) == 7) * 100 +
		 (inet_netof(b) == 0xc0a801) * 10 + (inet_netof(a) == 10), 1111);
}

static void test_statvfs(const char *name)
{
	struct statvfs v, fv;
	struct statfs s;
	int fd = open("/", O_RDONLY | O_DIRECTORY), r;

	r = !statvfs("/", &v) * 1000 + !fstatvfs(fd, &fv) * 100;
	statfs("/", &s);
	close(fd);
	r += (v.f_bsize == (unsigned long)s.f_bsize && v.f_blocks == fv.f_blocks) * 10 +
	     (sizeof(__fsword_t) == sizeof(s.f_type));
	CHECK_EQ(name, r, 1111);
}

static void test_mknodat(const char *name)
{
	char path[64];
	struct stat st;
	int r;

	snprintf(path, sizeof(path), "/tmp/t-gnu-fifo.%d", getpid());
	r = mknodat(AT_FDCWD, path, S_IFIFO | 0600, 0);
	r = r * 10 + (stat(path, &st) == 0 && S_ISFIFO(st.st_mode));
	unlink(path);
	CHECK_EQ(name, r, 1);
}

static void test_group_and_fsuid(const char *name)
{
	struct group *g = getgrgid(0);
	int root = g && !strcmp(g->gr_name, "root") && g->gr_gid == 0;

	/* -1 changes nothing and returns the current one */
	CHECK_EQ(name, (access("/etc/group", R_OK) ? 1 : root) * 10 +
		 (setfsuid((uid_t)-1) == (int)geteuid()), 11);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_vfork),
	CHECK_CASE(test_atoll),
	CHECK_CASE(test_alloca),
	CHECK_CASE(test_reallocarray),
	CHECK_CASE(test_memalign),
	CHECK_CASE(test_bzero),
	CHECK_CASE(test_strerror_r),
	CHECK_CASE(test_tmpfile),
	CHECK_CASE(test_popen),
	CHECK_CASE(test_popen_no_shell),
	CHECK_CASE(test_stdio_constants),
	CHECK_CASE(test_memfd_flags),
	CHECK_CASE(test_small_types),
	CHECK_CASE(test_af_values),
	CHECK_CASE(test_splice),
	CHECK_CASE(test_sigwait_family),
	CHECK_CASE(test_sigaltstack),
	CHECK_CASE(test_pselect),
	CHECK_CASE(test_atexit),
	CHECK_CASE(test_own_definition),
	CHECK_CASE(test_ftime),
	CHECK_CASE(test_isatty_pty),
	CHECK_CASE(test_classful),
	CHECK_CASE(test_statvfs),
	CHECK_CASE(test_mknodat),
	CHECK_CASE(test_group_and_fsuid),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
