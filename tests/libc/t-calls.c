/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Small man 2 wrappers of nolibc-ext: syncfs, fdatasync, getsid, vhangup,
 * setdomainname, getdomainname, nice, copy_file_range, wait3, tgkill,
 * getcpu, sched_rr_get_interval, times, utime, utimensat, futimens,
 * futimesat, ntp_adjtime, llistxattr, lremovexattr, personality,
 * klogctl, the pidfd calls, name_to_handle_at, open_by_handle_at,
 * swapon, swapoff, ioperm and iopl (fanotify, remap_file_pages, quotactl
 * and PIDFD_NONBLOCK are in t-recent.c). Swap, quotas and I/O ports are
 * only asked for in ways that fail; what changes the machine (the domain
 * name, the controlling terminal, the nice value) is done in a child, in
 * a new UTS namespace or after setsid(); what depends on privileges or
 * on the file system is printed as found, the same for both libcs.
 */

#define _GNU_SOURCE	/* glibc: getcpu(), tgkill(), gettid(), futimesat() */
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <utime.h>
#include <sys/io.h>
#include <sys/klog.h>
#include <sys/personality.h>
#include <sys/pidfd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/swap.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/timex.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include "check.h"

static void test_syncfs_fdatasync(const char *name)
{
	int fd = open(check_path, O_RDWR);
	int r = syncfs(fd) * 10 + fdatasync(fd);

	close(fd);
	CHECK_EQ(name, r, 0);
}

static void test_syncfs_badf(const char *name)
{
	CHECK_ERR(name, syncfs(-1), -1, EBADF);
}

static void test_fdatasync_badf(const char *name)
{
	CHECK_ERR(name, fdatasync(-1), -1, EBADF);
}

/* a new session: the child leads it, its sid is its pid */
static void test_getsid(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		pid_t before = getsid(0);

		if (setsid() < 0)
			_exit(1);
		_exit(getsid(0) == getpid() && getsid(getpid()) == getpid() &&
		      before == getsid(getppid()) ? 42 : 2);
	}
	CHECK_EQ(name, check_child(pid), 42);
}

static void test_getsid_missing(const char *name)
{
	CHECK_ERR(name, getsid(0x3ffffff0), -1, ESRCH);
}

/* after setsid() there is no controlling terminal to hang up */
static void test_vhangup(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		if (setsid() < 0)
			_exit(1);
		_exit(vhangup() == 0 ? 0 : errno);
	}
	/* 0 with CAP_SYS_TTY_CONFIG, else EPERM */
	CHECK_EQ(name, check_child_in(pid, 0, EPERM), 1);
}

static void test_getdomainname(const char *name)
{
	struct utsname u;
	char buf[sizeof(u.domainname)];

	uname(&u);
	memset(buf, 'x', sizeof(buf));
	CHECK_EQ(name, getdomainname(buf, sizeof(buf)) * 10 + !strcmp(buf, u.domainname), 1);
}

/* a short buffer: cut, no NUL, no error; 0 bytes: nothing written */
static void test_getdomainname_short(const char *name)
{
	struct utsname u;
	char buf[4] = "abc";
	int r = getdomainname(buf, 0) * 10 + !strcmp(buf, "abc");

	uname(&u);
	r = r * 10 + getdomainname(buf, 2);
	CHECK_EQ(name, r * 10 + (buf[0] == u.domainname[0] && buf[2] == 'c'), 101);
}

/*
 * In a UTS namespace of its own (where one may), the child sets a domain
 * name and reads it back whole and cut, then one too long (EINVAL).
 */
static void test_setdomainname(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		char buf[65], big[65];
		int r;

		if (unshare(CLONE_NEWUTS) < 0)
			_exit(errno == EPERM ? 3 : 1);
		r = setdomainname("t-calls.example", 15);
		r = r * 10 + getdomainname(buf, sizeof(buf));
		if (r || strcmp(buf, "t-calls.example"))
			_exit(4);
		getdomainname(buf, 4);
		memset(big, 'y', sizeof(big));
		if (memcmp(buf, "t-ca", 4) || setdomainname(big, 65) != -1 || errno != EINVAL)
			_exit(5);
		_exit(42);
	}
	/* 42, or 3 where unprivileged */
	CHECK_EQ(name, check_child_in(pid, 42, 3), 1);
}

/*
 * nice() in a child: the new value, clamped to 19; lower with privilege
 * only (EPERM otherwise); a result of -1 that is not an error.
 */
static void test_nice(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		int n0 = nice(0), ok = 0;

		if (n0 <= 15 && nice(3) == n0 + 3)
			ok |= 1;
		if (nice(100) == 19 && nice(0) == 19)
			ok |= 2;
		errno = 0;
		if (nice(-20) == -1)
			ok |= errno == EPERM ? 4 : errno == 0 ? 8 : 16;
		_exit(ok);
	}
	/* 3 + 4 unprivileged, 3 + 8 privileged (19 - 20 is -1) */
	CHECK_EQ(name, check_child(pid) & 3, 3);
}

static void test_nice_minus_one(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		int n0 = nice(0);

		errno = 0;
		_exit(nice(-1 - n0) == -1 ? (errno == 0 ? 0 : errno == EPERM ? 1 : 2) : 3);
	}
	/* privileged: -1 with errno 0; unprivileged: EPERM */
	CHECK_EQ(name, check_child(pid) < 2, 1);
}

/*
 * Bytes 6-10 of one file to bytes 2-6 of another: the offsets given move,
 * the descriptors' (11 and 0) do not.
 */
static void test_copy_file_range(const char *name)
{
	char out_path[128], buf[16] = "";
	int in = open(check_path, O_RDWR | O_TRUNC), out;
	off64_t off_in = 6, off_out = 2;
	long long r;

	snprintf(out_path, sizeof(out_path), "%s/out", check_dir);
	out = open(out_path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	write(in, "hello world", 11);
	r = copy_file_range(in, &off_in, out, &off_out, 5, 0);
	r = r * 100 + off_in * 10 + off_out;
	r = r * 100 + lseek(in, 0, SEEK_CUR) + lseek(out, 0, SEEK_CUR);
	r = r * 10 + pread(out, buf, sizeof(buf), 0);
	close(in);
	close(out);
	unlink(out_path);
	CHECK_EQ(name, r * 10 + !memcmp(buf, "\0\0world", 7), 6171171);
}

static void test_copy_file_range_flags(const char *name)
{
	int fd = open(check_path, O_RDWR);

	CHECK_ERR(name, copy_file_range(fd, NULL, fd, NULL, 1, 1), -1, EINVAL);
	close(fd);
}

static void test_wait3(const char *name)
{
	struct rusage ru;
	int status = 0;
	pid_t pid = fork(), got;

	if (pid == 0)
		_exit(7);
	got = wait3(&status, 0, &ru);
	CHECK_EQ(name, (got == pid) * 1000 + WEXITSTATUS(status) * 10 +
		 (ru.ru_utime.tv_sec >= 0), 1071);
}

static void test_wait3_nohang(const char *name)
{
	int p[2], status = 0;
	pid_t pid, got;
	char c;

	pipe(p);
	pid = fork();
	if (pid == 0) {
		read(p[0], &c, 1);
		_exit(0);
	}
	got = wait3(&status, WNOHANG, NULL);
	write(p[1], "", 1);
	close(p[0]);
	close(p[1]);
	CHECK_EQ(name, got * 10 + (wait3(&status, 0, NULL) == pid), 1);
}

static void test_wait3_none(const char *name)
{
	CHECK_ERR(name, wait3(NULL, 0, NULL), -1, ECHILD);
}

static volatile sig_atomic_t usr1;

static void on_usr1(int sig)
{
	usr1 = sig;
}

static void test_tgkill(const char *name)
{
	int r;

	signal(SIGUSR1, on_usr1);
	r = tgkill(getpid(), gettid(), 0) * 10 + tgkill(getpid(), gettid(), SIGUSR1);
	signal(SIGUSR1, SIG_DFL);
	CHECK_EQ(name, r * 10 + (usr1 == SIGUSR1), 1);
}

static void test_tgkill_missing(const char *name)
{
	CHECK_ERR(name, tgkill(getpid(), 0x3ffffff0, 0), -1, ESRCH);
}

static void test_tgkill_badsig(const char *name)
{
	CHECK_ERR(name, tgkill(getpid(), gettid(), 1000), -1, EINVAL);
}

static void test_getcpu(const char *name)
{
	unsigned int cpu = 9999, node = 9999;
	int r = getcpu(&cpu, &node);

	/* the thread may move between the two calls: ask where it is allowed */
	CHECK_EQ(name, r * 100 + (cpu < 4096) * 10 + (node < 4096), 11);
}

static void test_sched_rr_get_interval(const char *name)
{
	struct timespec ts = { -1, -1 };
	int r = sched_rr_get_interval(0, &ts);

	CHECK_EQ(name, r * 10 + (ts.tv_sec >= 0 && ts.tv_nsec >= 0 && ts.tv_nsec < 1000000000), 1);
}

static void test_sched_rr_get_interval_bad(const char *name)
{
	struct timespec ts;

	CHECK_ERR(name, sched_rr_get_interval(-1, &ts), -1, EINVAL);
}

static void test_times(const char *name)
{
	struct tms a, b;
	clock_t t1 = times(&a), t2 = times(&b), t3 = times(NULL);

	CHECK_EQ(name, (t2 >= t1) * 100 + (t3 >= t2) * 10 +
		 (b.tms_utime >= a.tms_utime && b.tms_cutime >= 0), 111);
}

static void test_utime(const char *name)
{
	struct utimbuf ut = { 1000000000, 1234567890 };
	struct stat st;
	int r = utime(check_path, &ut) * 10 + stat(check_path, &st);

	CHECK_EQ(name, r ? r : st.st_atime * 10LL + (st.st_mtime == 1234567890), 10000000001LL);
}

static void test_utime_now(const char *name)
{
	struct stat st;
	int r = utime(check_path, NULL) * 10 + stat(check_path, &st);

	CHECK_EQ(name, r * 10 + (st.st_mtime > 1600000000), 1);
}

static void test_utime_missing(const char *name)
{
	CHECK_ERR(name, utime("/nonexistent", NULL), -1, ENOENT);
}

/* nanoseconds kept; UTIME_OMIT leaves a time alone */
static void test_utimensat(const char *name)
{
	struct timespec ts[2] = { { 5, 6 }, { 7, 8 } };
	struct stat st;
	int r = utimensat(AT_FDCWD, check_path, ts, 0);

	ts[0].tv_nsec = UTIME_OMIT;
	ts[1].tv_sec = 9;
	r = r * 10 + utimensat(AT_FDCWD, check_path, ts, 0) + stat(check_path, &st);
	CHECK_EQ(name, r ? r : st.st_atim.tv_sec * 1000 + st.st_atim.tv_nsec * 100 +
		 st.st_mtim.tv_sec * 10 + st.st_mtim.tv_nsec, 5000 + 600 + 90 + 8);
}

/* AT_SYMLINK_NOFOLLOW: the link's own time, not its target's */
static void test_utimensat_nofollow(const char *name)
{
	struct timespec ts[2] = { { 11, 0 }, { 12, 0 } };
	struct stat st, lst;
	int r = utimensat(AT_FDCWD, check_link, ts, AT_SYMLINK_NOFOLLOW);

	r = r * 10 + stat(check_path, &st) + lstat(check_link, &lst);
	CHECK_EQ(name, r ? r : (lst.st_mtime == 12) * 10 + (st.st_mtime != 12), 11);
}

static void test_utimensat_null_path(const char *name)
{
	const char *volatile none = NULL;	/* glibc declares path nonnull */

	CHECK_ERR(name, utimensat(AT_FDCWD, none, NULL, 0), -1, EINVAL);
}

static void test_utimensat_bad_nsec(const char *name)
{
	struct timespec ts[2] = { { 1, 1000000000 }, { 1, 0 } };

	CHECK_ERR(name, utimensat(AT_FDCWD, check_path, ts, 0), -1, EINVAL);
}

static void test_futimens(const char *name)
{
	struct timespec ts[2] = { { 21, 0 }, { 22, 23 } };
	struct stat st;
	int fd = open(check_path, O_RDONLY);
	int r = futimens(fd, ts) * 10 + fstat(fd, &st);

	close(fd);
	CHECK_EQ(name, r ? r : st.st_mtim.tv_sec * 100 + st.st_mtim.tv_nsec, 2223);
}

static void test_futimens_badf(const char *name)
{
	CHECK_ERR(name, futimens(-1, NULL), -1, EBADF);
}

static void test_futimesat(const char *name)
{
	struct timeval tv[2] = { { 31, 0 }, { 32, 500000 } };
	struct stat st;
	int dfd = open(check_dir, O_RDONLY | O_DIRECTORY);
	int r = futimesat(dfd, "file", tv) * 10 + stat(check_path, &st);

	close(dfd);
	CHECK_EQ(name, r ? r : st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000, 32500);
}

static void test_futimesat_bad_usec(const char *name)
{
	struct timeval tv[2] = { { 1, 0 }, { 1, 1000000 } };

	CHECK_ERR(name, futimesat(AT_FDCWD, check_path, tv), -1, EINVAL);
}

static void test_ntp_adjtime(const char *name)
{
	struct timex a = { .modes = 0 }, b = { .modes = 0 };
	int r = ntp_adjtime(&a);

	CHECK_EQ(name, (r >= 0) * 10 + (r == adjtimex(&b)), 11);
}

/* the link's own attributes: none in user., and none to remove */
static void test_llistxattr(const char *name)
{
	char list[256];
	ssize_t l = llistxattr(check_link, list, sizeof(list));

	CHECK_EQ(name, l >= 0 || errno == ENOTSUP, 1);
}

static void test_lremovexattr(const char *name)
{
	int r = lremovexattr(check_link, "user.k");

	/* user. attributes are for files and directories only */
	CHECK_EQ(name, r * 1000 + (errno == EPERM || errno == ENOTSUP || errno == ENODATA), -999);
}

static void test_lremovexattr_missing(const char *name)
{
	CHECK_ERR(name, lremovexattr("/nonexistent", "user.k"), -1, ENOENT);
}

/* a child's persona, set and read back; the query changes nothing */
static void test_personality(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		int old = personality(0xffffffff);

		if (personality(old | ADDR_NO_RANDOMIZE) != old)
			_exit(1);
		_exit(personality(0xffffffff) == (old | ADDR_NO_RANDOMIZE) ? 42 : 2);
	}
	CHECK_EQ(name, check_child(pid), 42);
}

/*
 * A persona that looks like an error number is still a persona: returned
 * as it is (-22 as an int), errno untouched.
 */
static void test_personality_errno_like(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		personality(0xffffffea);
		errno = 0;
		_exit(personality(0xffffffff) == -22 && errno == 0 ? 42 : 1);
	}
	CHECK_EQ(name, check_child(pid), 42);
}

static void test_klogctl(const char *name)
{
	int r = klogctl(10 /* SYSLOG_ACTION_SIZE_BUFFER */, NULL, 0);

	/* the size of the kernel's log buffer, or EPERM where it is restricted */
	CHECK_EQ(name, r > 0 || errno == EPERM, 1);
}

/* a child killed through its pidfd */
static void test_pidfd_send_signal(const char *name)
{
	pid_t pid = fork();
	int fd, r;

	if (pid == 0) {
		pause();
		_exit(0);
	}
	fd = pidfd_open(pid, 0);
	r = pidfd_send_signal(fd, SIGKILL, NULL, 0);
	close(fd);
	CHECK_EQ(name, r * 10000 + check_child(pid), 1000 + SIGKILL);
}

/* a copy of one's own descriptor, the same file */
static void test_pidfd_getfd(const char *name)
{
	int pfd = pidfd_open(getpid(), 0);
	int fd = open(check_path, O_RDONLY), copy = pidfd_getfd(pfd, fd, 0);
	struct stat a, b;
	int r = fstat(fd, &a) * 10 + fstat(copy, &b);

	r = r * 10 + (copy != fd && a.st_ino == b.st_ino);
	close(copy);
	close(fd);
	close(pfd);
	CHECK_EQ(name, r, 1);
}

static void test_pidfd_open_missing(const char *name)
{
	CHECK_ERR(name, pidfd_open(0x3ffffff0, 0), -1, ESRCH);
}

static void test_pidfd_open_flags(const char *name)
{
	CHECK_ERR(name, pidfd_open(getpid(), 1), -1, EINVAL);
}

static void test_pidfd_send_signal_badf(const char *name)
{
	CHECK_ERR(name, pidfd_send_signal(-1, 0, NULL, 0), -1, EBADF);
}

static void test_pidfd_getfd_badf(const char *name)
{
	int pfd = pidfd_open(getpid(), 0);

	CHECK_ERR(name, pidfd_getfd(pfd, 999, 0), -1, EBADF);
	close(pfd);
}

/*
 * A handle of the file: too small a buffer first (EOVERFLOW, and the size
 * it needs), then the handle, opened again where one may (EPERM without
 * CAP_DAC_READ_SEARCH).
 */
static void test_name_to_handle_at(const char *name)
{
	union {
		struct file_handle fh;
		char buf[sizeof(struct file_handle) + MAX_HANDLE_SZ];
	} h;
	int mount_id, dfd, fd, r, need;
	struct stat a, b;

	h.fh.handle_bytes = 0;
	errno = 0;
	r = name_to_handle_at(AT_FDCWD, check_path, &h.fh, &mount_id, 0);
	if (r == -1 && errno == EOPNOTSUPP) {
		/* a file system that gives no handles */
		CHECK_EQ(name, 1, 1);
		return;
	}
	r = r * 100 + (errno == EOVERFLOW) * 10;
	need = h.fh.handle_bytes;
	r += name_to_handle_at(AT_FDCWD, check_path, &h.fh, &mount_id, 0);
	dfd = open(check_dir, O_RDONLY);
	fd = open_by_handle_at(dfd, &h.fh, O_RDONLY);
	if (fd >= 0) {
		r = r * 10 + !fstat(fd, &a) + !stat(check_path, &b) - (a.st_ino != b.st_ino);
		close(fd);
	} else {
		r = r * 10 + 2 * (errno == EPERM);
	}
	close(dfd);
	CHECK_EQ(name, r * 10 + (need > 0 && need == (int)h.fh.handle_bytes), -8979);
}

static void test_name_to_handle_at_missing(const char *name)
{
	struct file_handle fh = { 0, 0 };
	int mount_id;

	CHECK_ERR(name, name_to_handle_at(AT_FDCWD, "/nonexistent", &fh, &mount_id, 0),
		  -1, ENOENT);
}

/* ENOENT, or EPERM without CAP_SYS_ADMIN (checked first) */
static void test_swapon_missing(const char *name)
{
	int r = swapon("/nonexistent", SWAP_FLAG_PREFER | 1);

	CHECK_EQ(name, r == -1 && (errno == ENOENT || errno == EPERM), 1);
}

static void test_swapoff_missing(const char *name)
{
	int r = swapoff("/nonexistent");

	CHECK_EQ(name, r == -1 && (errno == ENOENT || errno == EPERM), 1);
}

/*
 * Only calls that fail: a level above 3, ports past 65535 (EINVAL on x86;
 * ENOSYS elsewhere, and under qemu-user).
 */
static void test_iopl_ioperm(const char *name)
{
	int r = iopl(4), e = errno;

	r = r * 10 + ioperm(0x10000, 1, 1);
	CHECK_EQ(name, r * 1000 + (e == EINVAL || e == ENOSYS) * 10 +
		 (errno == EINVAL || errno == ENOSYS), -11000 + 11);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_syncfs_fdatasync),
	CHECK_CASE(test_syncfs_badf),
	CHECK_CASE(test_fdatasync_badf),
	CHECK_CASE(test_getsid),
	CHECK_CASE(test_getsid_missing),
	CHECK_CASE(test_vhangup),
	CHECK_CASE(test_getdomainname),
	CHECK_CASE(test_getdomainname_short),
	CHECK_CASE(test_setdomainname),
	CHECK_CASE(test_nice),
	CHECK_CASE(test_nice_minus_one),
	CHECK_CASE(test_copy_file_range),
	CHECK_CASE(test_copy_file_range_flags),
	CHECK_CASE(test_wait3),
	CHECK_CASE(test_wait3_nohang),
	CHECK_CASE(test_wait3_none),
	CHECK_CASE(test_tgkill),
	CHECK_CASE(test_tgkill_missing),
	CHECK_CASE(test_tgkill_badsig),
	CHECK_CASE(test_getcpu),
	CHECK_CASE(test_sched_rr_get_interval),
	CHECK_CASE(test_sched_rr_get_interval_bad),
	CHECK_CASE(test_times),
	CHECK_CASE(test_utime),
	CHECK_CASE(test_utime_now),
	CHECK_CASE(test_utime_missing),
	CHECK_CASE(test_utimensat),
	CHECK_CASE(test_utimensat_nofollow),
	CHECK_CASE(test_utimensat_null_path),
	CHECK_CASE(test_utimensat_bad_nsec),
	CHECK_CASE(test_futimens),
	CHECK_CASE(test_futimens_badf),
	CHECK_CASE(test_futimesat),
	CHECK_CASE(test_futimesat_bad_usec),
	CHECK_CASE(test_ntp_adjtime),
	CHECK_CASE(test_llistxattr),
	CHECK_CASE(test_lremovexattr),
	CHECK_CASE(test_lremovexattr_missing),
	CHECK_CASE(test_personality),
	CHECK_CASE(test_personality_errno_like),
	CHECK_CASE(test_klogctl),
	CHECK_CASE(test_pidfd_send_signal),
	CHECK_CASE(test_pidfd_getfd),
	CHECK_CASE(test_pidfd_open_missing),
	CHECK_CASE(test_pidfd_open_flags),
	CHECK_CASE(test_pidfd_send_signal_badf),
	CHECK_CASE(test_pidfd_getfd_badf),
	CHECK_CASE(test_name_to_handle_at),
	CHECK_CASE(test_name_to_handle_at_missing),
	CHECK_CASE(test_swapon_missing),
	CHECK_CASE(test_swapoff_missing),
	CHECK_CASE(test_iopl_ioperm),
};

int main(void)
{
	if (check_files_setup("t-calls"))
		return 1;
	return check_run(cases, CHECK_COUNT(cases));
}
