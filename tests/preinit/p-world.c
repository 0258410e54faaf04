/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Checks, from inside, the world preinit promises a test: mounts, /dev,
 * namespaces, stdin, descriptors, environment, umask, working directory,
 * core dumps. Run as "p-world [EXTRA=VALUE]": the extra variable given
 * with preinit -e must be there too.
 */

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>
#include <linux/if.h>
#include <linux/sockios.h>
#include "kselftest.h"

extern char **environ;

/* 1 when needle is in haystack (6.12 nolibc has no strstr). */
static int contains(const char *haystack, const char *needle)
{
	size_t n = strlen(needle);

	for (; *haystack; haystack++)
		if (!strncmp(haystack, needle, n))
			return 1;
	return 0;
}

/* 1 when the working directory is dir (6.12 nolibc has no getcwd). */
static int cwd_is(const char *dir)
{
	struct stat a, b;

	return stat(".", &a) == 0 && stat(dir, &b) == 0 &&
	       a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* 1 when NAME=VALUE in arg is in the environment. */
static int has_env(const char *arg)
{
	const char *eq = strchr(arg, '=');
	char name[64];
	const char *v;

	if (!eq || eq - arg >= (long)sizeof(name))
		return 0;
	memcpy(name, arg, eq - arg);
	name[eq - arg] = 0;
	v = getenv(name);
	return v && !strcmp(v, eq + 1);
}

/* 1 when /proc/self/mounts has fstype mounted on dir. */
static int mounted(const char *dir, const char *fstype)
{
	static char buf[16384];
	char want[128];
	int fd = open("/proc/self/mounts", O_RDONLY), n, len = 0;

	if (fd < 0)
		return 0;
	while ((n = read(fd, buf + len, sizeof(buf) - 1 - len)) > 0)
		len += n;
	close(fd);
	buf[len] = 0;
	snprintf(want, sizeof(want), " %s %s ", dir, fstype);
	return contains(buf, want);
}

static int lo_up(void)
{
	struct ifreq ifr;
	int fd = socket(AF_INET, SOCK_DGRAM, 0), up;

	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	up = fd >= 0 && ioctl(fd, SIOCGIFFLAGS, &ifr) == 0 && (ifr.ifr_flags & IFF_UP);
	close(fd);
	return up;
}

/* The lowest open descriptor above 2, or -1 when there is none. */
/* 1 when no signal is ignored or blocked (a kernel thread ignores all). */
static int signals_default(void)
{
	struct sigaction sa;
	sigset_t set;
	int sig;

	for (sig = 1; sig < NSIG; sig++)
		if (sigaction(sig, NULL, &sa) == 0 && sa.sa_handler == SIG_IGN)
			return 0;
	if (sigprocmask(SIG_BLOCK, NULL, &set) < 0)
		return 0;
	for (sig = 1; sig < NSIG; sig++)
		if (sigismember(&set, sig) == 1)
			return 0;
	return 1;
}

/* preinit's -p put the test in a cgroup named preinit-... */
static int own_cgroup(void)
{
	char buf[1024];
	int fd = open("/proc/self/cgroup", O_RDONLY);
	int n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);

	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = 0;
	return contains(buf, "/preinit-");
}

static int stray_fd(void)
{
	int fd;

	for (fd = 3; fd < 1024; fd++)
		if (fcntl(fd, F_GETFD) >= 0)
			return fd;
	return -1;
}

int main(int argc, char **argv)
{
	struct utsname u;
	char c;
	int n, fd, zero_ok;
	mode_t old;

	ksft_print_header();
	ksft_set_plan(20);

	ksft_test_result(getppid() == 1, "the parent is PID 1 of a pid namespace\n");
	ksft_test_result(mounted("/proc", "proc"), "proc on /proc\n");
	ksft_test_result(mounted("/sys", "sysfs"), "sysfs on /sys\n");
	ksft_test_result(mounted("/dev", "devtmpfs") || mounted("/dev", "tmpfs"),
			 "devtmpfs or tmpfs on /dev\n");
	ksft_test_result(mounted("/dev/pts", "devpts"), "devpts on /dev/pts\n");
	ksft_test_result(mounted("/tmp", "tmpfs") && mounted("/run", "tmpfs") &&
			 mounted("/dev/shm", "tmpfs"), "tmpfs on /tmp, /run and /dev/shm\n");

	fd = open("/dev/zero", O_RDONLY);
	zero_ok = fd >= 0 && read(fd, &c, 1) == 1 && c == 0;
	close(fd);
	fd = open("/dev/null", O_WRONLY);
	ksft_test_result(zero_ok && fd >= 0 && write(fd, "x", 1) == 1,
			 "/dev/zero and /dev/null work\n");
	close(fd);

	ksft_test_result(uname(&u) == 0 && !strcmp(u.nodename, "kunit-uapi"),
			 "hostname kunit-uapi\n");
	ksft_test_result(lo_up(), "loopback is up\n");
	ksft_test_result(read(0, &c, 1) == 0, "stdin reads end of file\n");
	n = stray_fd();
	ksft_test_result(n < 0, "no descriptor above 2 (first: %d)\n", n);

	for (n = 0; environ[n]; n++)
		;
	ksft_test_result(n == 3 + (argc > 1) && !strcmp(getenv("TERM"), "linux") &&
			 !strcmp(getenv("HOME"), "/") && getenv("PATH"),
			 "environment: PATH, HOME=/, TERM=linux and -e only (%d)\n", n);
	ksft_test_result(argc < 2 || has_env(argv[1]), "the -e variable is there\n");

	old = umask(0);
	ksft_test_result(old == 022, "umask 022\n");
	ksft_test_result(cwd_is("/tmp"), "working directory /tmp\n");
	ksft_test_result(open("/tmp/w", O_CREAT | O_WRONLY, 0600) >= 0, "/tmp is writable\n");
	{
		struct rlimit rl;

		ksft_test_result(getrlimit(RLIMIT_CORE, &rl) == 0 && rl.rlim_cur == 0,
				 "no core dumps\n");
		ksft_test_result(getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur <= 1024,
				 "at most 1024 open files\n");
	}
	ksft_test_result(signals_default(), "no signal ignored or blocked\n");
	ksft_test_result(own_cgroup(), "in a cgroup of its own (preinit -p)\n");
	ksft_finished();
}
