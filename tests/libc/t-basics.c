/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The man 2 functions coverage listed as present but untested, most of
 * them 6.12 nolibc's own: chmod, link, mknod, dup3, pipe2, fsync, statx,
 * utimes, getdents64, poll, select, epoll_pwait, inotify_init,
 * gettimeofday, clock_settime, sched_yield, sched_setparam,
 * sched_setscheduler, getpgid, setpgid, wait, wait4, execve,
 * the set*id calls, setgroups, setfsgid, setns, chroot, acct, reboot,
 * umount2, accept, sendmmsg, recvmmsg, mlockall, munlockall, brk, sbrk
 * and the f- and l- xattr calls (execveat and mlock2, which qemu-user
 * lacks, are in t-recent.c). What would change the machine is asked in ways
 * that fail, or done in a child; what depends on privileges is printed
 * as found, the same for both libcs.
 */

#define _GNU_SOURCE	/* glibc: dup3, pipe2, statx, setns, getdents64... */
#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/fsuid.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <grp.h>
#include "check.h"

static void test_chmod(const char *name)
{
	struct stat st;
	int r = chmod(check_path, 0640) * 10 + stat(check_path, &st);

	CHECK_EQ(name, r ? r : (int)(st.st_mode & 07777), 0640);
}

static void test_chmod_missing(const char *name)
{
	CHECK_ERR(name, chmod("/nonexistent", 0600), -1, ENOENT);
}

/* a second name: the link count goes to 2 */
static void test_link(const char *name)
{
	char second[128];
	struct stat st;
	int r;

	snprintf(second, sizeof(second), "%s/second", check_dir);
	r = link(check_path, second) * 10 + stat(check_path, &st);
	unlink(second);
	CHECK_EQ(name, r ? r : (int)st.st_nlink, 2);
}

static void test_link_exists(const char *name)
{
	CHECK_ERR(name, link(check_path, check_link), -1, EEXIST);
}

static void test_mknod_fifo(const char *name)
{
	char fifo[128];
	struct stat st;
	int r;

	snprintf(fifo, sizeof(fifo), "%s/fifo", check_dir);
	r = mknod(fifo, S_IFIFO | 0600, 0) * 10 + stat(fifo, &st);
	unlink(fifo);
	CHECK_EQ(name, r * 10 + S_ISFIFO(st.st_mode), 1);
}

static void test_dup3(const char *name)
{
	int fd = dup3(1, 20, O_CLOEXEC);
	int r = (fd == 20) * 10 + (fcntl(20, F_GETFD) == FD_CLOEXEC);

	close(20);
	CHECK_EQ(name, r, 11);
}

/* dup3 refuses the same descriptor twice, where dup2 would not */
static void test_dup3_same(const char *name)
{
	CHECK_ERR(name, dup3(1, 1, 0), -1, EINVAL);
}

/*
 * dup2() onto itself: the descriptor, or EBADF when it is not open (6.12
 * nolibc's went through dup3(): EINVAL either way)
 */
static void test_dup2_same(const char *name)
{
	int r = dup2(1, 1) == 1;

	close(77);
	errno = 0;
	r = r * 10 + (dup2(77, 77) == -1 && errno == EBADF);
	CHECK_EQ(name, r, 11);
}

static void test_pipe2(const char *name)
{
	int p[2], r = pipe2(p, O_CLOEXEC | O_NONBLOCK);
	char c;

	r = r * 10 + (fcntl(p[0], F_GETFD) == FD_CLOEXEC);
	r = r * 10 + !!(fcntl(p[1], F_GETFL) & O_NONBLOCK);
	r = r * 10 + (read(p[0], &c, 1) == -1 && errno == EAGAIN);
	close(p[0]);
	close(p[1]);
	CHECK_EQ(name, r, 111);
}

static void test_pipe2_flags(const char *name)
{
	int p[2];

	CHECK_ERR(name, pipe2(p, O_RDWR), -1, EINVAL);
}

static void test_fsync(const char *name)
{
	int fd = open(check_path, O_RDWR), r = fsync(fd);

	close(fd);
	CHECK_EQ(name, r * 10 + (fsync(-1) == -1 && errno == EBADF), 1);
}

static void test_statx(const char *name)
{
	struct statx sx;
	int fd = open(check_path, O_WRONLY | O_TRUNC), r;

	write(fd, "12345", 5);
	close(fd);
	r = statx(AT_FDCWD, check_path, 0, STATX_SIZE | STATX_MODE, &sx);
	CHECK_EQ(name, r * 1000 + (int)sx.stx_size * 10 + S_ISREG(sx.stx_mode), 51);
}

static void test_statx_missing(const char *name)
{
	struct statx sx;

	CHECK_ERR(name, statx(AT_FDCWD, "/nonexistent", 0, STATX_SIZE, &sx), -1, ENOENT);
}

static void test_utimes(const char *name)
{
	struct timeval tv[2] = { { 100, 0 }, { 200, 300000 } };
	struct stat st;
	int r = utimes(check_path, tv) * 10 + stat(check_path, &st);

	CHECK_EQ(name, r ? r : st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000,
		 200300);
}

/* the directory's names through getdents64, sorted by hand */
static void test_getdents64(const char *name)
{
	long long buf[128];
	int fd = open(check_dir, O_RDONLY | O_DIRECTORY), n, off, found = 0;

	n = getdents64(fd, (void *)buf, sizeof(buf));
	for (off = 0; n > 0 && off < n; ) {
		struct dirent64_like {
			unsigned long long ino;
			long long off;
			unsigned short reclen;
			unsigned char type;
			char name[1];
		} *d = (void *)((char *)buf + off);

		found += !strcmp(d->name, "file") * 10 + !strcmp(d->name, "link");
		off += d->reclen;
	}
	close(fd);
	CHECK_EQ(name, found, 11);
}

static void test_poll(const char *name)
{
	int p[2], r;
	struct pollfd fds[2];

	pipe(p);
	fds[0].fd = p[0];
	fds[0].events = POLLIN;
	fds[1].fd = p[1];
	fds[1].events = POLLOUT;
	r = poll(fds, 2, 0);
	r = r * 100 + (fds[0].revents == 0) * 10 + !!(fds[1].revents & POLLOUT);
	write(p[1], "x", 1);
	r = r * 10 + poll(fds, 1, 0);
	close(p[0]);
	close(p[1]);
	CHECK_EQ(name, r, 1111);
}

static void test_select(const char *name)
{
	struct timeval tv = { 0, 1000 };
	int p[2], r;
	fd_set rd;

	pipe(p);
	FD_ZERO(&rd);
	FD_SET(p[0], &rd);
	r = select(p[0] + 1, &rd, NULL, NULL, &tv);
	write(p[1], "x", 1);
	FD_SET(p[0], &rd);
	tv.tv_usec = 1000;
	r = r * 10 + select(p[0] + 1, &rd, NULL, NULL, &tv);
	r = r * 10 + !!FD_ISSET(p[0], &rd);
	close(p[0]);
	close(p[1]);
	CHECK_EQ(name, r, 11);
}

static void test_epoll_pwait(const char *name)
{
	struct epoll_event ev = { .events = EPOLLIN }, got;
	int p[2], ep = epoll_create1(0), r;
	sigset_t mask;

	sigemptyset(&mask);
	pipe(p);
	ev.data.fd = p[0];
	r = epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &ev);
	r = r * 10 + epoll_pwait(ep, &got, 1, 0, &mask);
	write(p[1], "x", 1);
	r = r * 10 + epoll_pwait(ep, &got, 1, 0, &mask);
	close(p[0]);
	close(p[1]);
	close(ep);
	CHECK_EQ(name, r * 10 + (got.data.fd == p[0]), 11);
}

static void test_inotify_init(const char *name)
{
	int fd = inotify_init(), r;

	r = (fd >= 0) * 10 + (inotify_add_watch(fd, check_dir, IN_CREATE) > 0);
	close(fd);
	CHECK_EQ(name, r, 11);
}

static void test_gettimeofday(const char *name)
{
	struct timeval a, b;
	int r = gettimeofday(&a, NULL) * 10 + gettimeofday(&b, NULL);

	CHECK_EQ(name, r * 100 + (a.tv_sec > 1600000000) * 10 +
		 (b.tv_sec > a.tv_sec || (b.tv_sec == a.tv_sec && b.tv_usec >= a.tv_usec)), 11);
}

/* only a clock that cannot be set: EINVAL (never the real time) */
static void test_clock_settime(const char *name)
{
	struct timespec ts = { 1, 0 };

	CHECK_ERR(name, clock_settime(CLOCK_MONOTONIC, &ts), -1, EINVAL);
}

static void test_sched_yield(const char *name)
{
	CHECK_EQ(name, sched_yield(), 0);
}

/* the normal policy again, in a child; a priority it does not take */
static void test_sched_setscheduler(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		struct sched_param sp = { 0 };

		if (sched_setscheduler(0, SCHED_OTHER, &sp) || sched_setparam(0, &sp))
			_exit(1);
		sp.sched_priority = 5;
		if (sched_setparam(0, &sp) != -1 || errno != EINVAL)
			_exit(2);
		_exit(sched_getscheduler(0) == SCHED_OTHER ? 42 : 3);
	}
	CHECK_EQ(name, check_child(pid), 42);
}

static void test_sched_setscheduler_bad(const char *name)
{
	struct sched_param sp = { 0 };

	CHECK_ERR(name, sched_setscheduler(0, 1000, &sp), -1, EINVAL);
}

/* a child in a process group of its own */
static void test_setpgid(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		if (setpgid(0, 0))
			_exit(1);
		_exit(getpgid(0) == getpid() && getpgid(getppid()) != getpid() ? 42 : 2);
	}
	CHECK_EQ(name, check_child(pid), 42);
}

static void test_getpgid_missing(const char *name)
{
	CHECK_ERR(name, getpgid(0x3ffffff0), -1, ESRCH);
}

static void test_wait_wait4(const char *name)
{
	struct rusage ru;
	int status = 0, r;
	pid_t a = fork(), b;

	if (a == 0)
		_exit(3);
	r = (wait(&status) == a) * 100 + WEXITSTATUS(status) * 10;
	b = fork();
	if (b == 0)
		_exit(4);
	r += (wait4(b, &status, 0, &ru) == b) + WEXITSTATUS(status) * 1000;
	CHECK_EQ(name, r, 4131);
}

static void test_wait_none(const char *name)
{
	CHECK_ERR(name, wait(NULL), -1, ECHILD);
}

/* an image that is not there */
static void test_execve_missing(const char *name)
{
	char *argv[] = { "x", NULL }, *envp[] = { NULL };

	CHECK_ERR(name, execve("/nonexistent", argv, envp), -1, ENOENT);
}

/* a child that becomes true(1) */
static void test_execve(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		char *argv[] = { "true", NULL }, *envp[] = { NULL };

		execve("/bin/true", argv, envp);
		_exit(errno == ENOENT ? 42 : 1);
	}
	/* 0 from true, or 42 where there is no /bin/true */
	CHECK_EQ(name, check_child_in(pid, 0, 42), 1);
}

/*
 * The ids in a child: with the privilege to, it becomes user and group
 * 1 (all three ids) and checks them; without, each call says EPERM.
 */
static void test_setid(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		uid_t r, e, s;
		gid_t one = 1;

		if (geteuid() != 0)
			_exit(setuid(0) == -1 && errno == EPERM ? 3 : 1);
		if (setgroups(1, &one) || setresgid(1, 1, 1) || setregid(1, 1) || setgid(1))
			_exit(4);
		setfsgid(1);
		if (setresuid(1, 1, 1) || setreuid(1, 1) || setuid(1))
			_exit(5);
		getresuid(&r, &e, &s);
		if (r != 1 || e != 1 || s != 1 || getgid() != 1 || getegid() != 1)
			_exit(6);
		_exit(setuid(0) == -1 && errno == EPERM ? 42 : 7);
	}
	/* 42 as root, 3 otherwise */
	CHECK_EQ(name, check_child_in(pid, 42, 3), 1);
}

static void test_setns_badf(const char *name)
{
	CHECK_ERR(name, setns(-1, 0), -1, EBADF);
}

/* not a namespace file */
static void test_setns_notns(const char *name)
{
	int fd = open(check_path, O_RDONLY);

	CHECK_ERR(name, setns(fd, 0), -1, EINVAL);
	close(fd);
}

/* ENOENT, or EPERM first without the privilege */
static void test_chroot_acct_missing(const char *name)
{
	int r = chroot("/nonexistent"), e = errno;

	r = r * 10 + acct("/nonexistent");
	CHECK_EQ(name, r * 10 + (e == ENOENT || e == EPERM) +
		 (errno == ENOENT || errno == EPERM), -110 + 2);
}

/* umount2 of what is not a mount point: EINVAL, or EPERM */
static void test_umount2(const char *name)
{
	int r = umount2(check_dir, MNT_DETACH);

	CHECK_EQ(name, r == -1 && (errno == EINVAL || errno == EPERM), 1);
}

/* a command that does not exist: EINVAL with the privilege, else EPERM */
static void test_reboot_bad(const char *name)
{
	int r = reboot(0x12345678);

	CHECK_EQ(name, r == -1 && (errno == EINVAL || errno == EPERM), 1);
}

/* a connection accepted on a listening unix socket */
static void test_accept(const char *name)
{
	struct sockaddr_un addr = { AF_UNIX, "" };
	int l = socket(AF_UNIX, SOCK_STREAM, 0), c = socket(AF_UNIX, SOCK_STREAM, 0), a, r;
	char b = 0;

	snprintf(addr.sun_path, sizeof(addr.sun_path), "%s/sock", check_dir);
	r = bind(l, (struct sockaddr *)&addr, sizeof(addr)) * 100 + listen(l, 1) * 10 +
	    connect(c, (struct sockaddr *)&addr, sizeof(addr));
	a = accept(l, NULL, NULL);
	r = r * 10 + (write(c, "k", 1) == 1 && read(a, &b, 1) == 1 && b == 'k');
	close(a);
	close(c);
	close(l);
	unlink(addr.sun_path);
	CHECK_EQ(name, r, 1);
}

static void test_sendmmsg_recvmmsg(const char *name)
{
	char a[4] = "", b[4] = "";
	struct iovec out[2] = { { "one", 3 }, { "two", 3 } };
	struct iovec in[2] = { { a, 3 }, { b, 3 } };
	struct mmsghdr so[2], ro[2];
	int sv[2], r;

	memset(so, 0, sizeof(so));
	memset(ro, 0, sizeof(ro));
	so[0].msg_hdr.msg_iov = &out[0];
	so[0].msg_hdr.msg_iovlen = 1;
	so[1].msg_hdr.msg_iov = &out[1];
	so[1].msg_hdr.msg_iovlen = 1;
	ro[0].msg_hdr.msg_iov = &in[0];
	ro[0].msg_hdr.msg_iovlen = 1;
	ro[1].msg_hdr.msg_iov = &in[1];
	ro[1].msg_hdr.msg_iovlen = 1;
	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	r = sendmmsg(sv[0], so, 2, 0) * 10 + recvmmsg(sv[1], ro, 2, MSG_DONTWAIT, NULL);
	close(sv[0]);
	close(sv[1]);
	CHECK_EQ(name, r * 100 + (ro[1].msg_len == 3) * 10 +
		 (!strcmp(a, "one") && !strcmp(b, "two")), 2211);
}

static void test_mlockall(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		int r = mlockall(MCL_CURRENT | MCL_ONFAULT);

		if (r && errno != ENOMEM && errno != EPERM)
			_exit(1);
		_exit(munlockall() == 0 ? 42 : 2);
	}
	CHECK_EQ(name, check_child(pid), 42);
}

static void test_mlockall_bad(const char *name)
{
	CHECK_ERR(name, mlockall(0), -1, EINVAL);
}

/* the break: sbrk(0) twice agrees, brk() to it succeeds */
static void test_brk_sbrk(const char *name)
{
	void *a = sbrk(0), *b = sbrk(0);

	CHECK_EQ(name, (a == b && a != (void *)-1) * 10 + (brk(a) == 0), 11);
}

/* xattrs on a file through its descriptor, and on the link itself */
static void test_f_xattr(const char *name)
{
	char buf[8] = "", list[64];
	int fd = open(check_path, O_RDWR), r;

	r = fsetxattr(fd, "user.k", "v", 1, 0);
	if (r < 0) {
		close(fd);
		CHECK_EQ(name, errno == ENOTSUP || errno == EPERM, 1);
		return;
	}
	r = (fgetxattr(fd, "user.k", buf, sizeof(buf)) == 1 && buf[0] == 'v') * 100;
	r += (flistxattr(fd, list, sizeof(list)) >= 7) * 10;
	r += fremovexattr(fd, "user.k") == 0;
	close(fd);
	CHECK_EQ(name, r, 111);
}

/* user. attributes are for files and directories: not for a link itself */
static void test_l_xattr(const char *name)
{
	char buf[8];
	int r = lsetxattr(check_link, "user.k", "v", 1, 0), e = errno;

	r = r * 10 + (int)lgetxattr(check_link, "user.k", buf, sizeof(buf));
	CHECK_EQ(name, r * 10 + (e == EPERM || e == ENOTSUP) +
		 (errno == ENODATA || errno == ENOTSUP), -110 + 2);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_chmod),
	CHECK_CASE(test_chmod_missing),
	CHECK_CASE(test_link),
	CHECK_CASE(test_link_exists),
	CHECK_CASE(test_mknod_fifo),
	CHECK_CASE(test_dup3),
	CHECK_CASE(test_dup3_same),
	CHECK_CASE(test_dup2_same),
	CHECK_CASE(test_pipe2),
	CHECK_CASE(test_pipe2_flags),
	CHECK_CASE(test_fsync),
	CHECK_CASE(test_statx),
	CHECK_CASE(test_statx_missing),
	CHECK_CASE(test_utimes),
	CHECK_CASE(test_getdents64),
	CHECK_CASE(test_poll),
	CHECK_CASE(test_select),
	CHECK_CASE(test_epoll_pwait),
	CHECK_CASE(test_inotify_init),
	CHECK_CASE(test_gettimeofday),
	CHECK_CASE(test_clock_settime),
	CHECK_CASE(test_sched_yield),
	CHECK_CASE(test_sched_setscheduler),
	CHECK_CASE(test_sched_setscheduler_bad),
	CHECK_CASE(test_setpgid),
	CHECK_CASE(test_getpgid_missing),
	CHECK_CASE(test_wait_wait4),
	CHECK_CASE(test_wait_none),
	CHECK_CASE(test_execve_missing),
	CHECK_CASE(test_execve),
	CHECK_CASE(test_setid),
	CHECK_CASE(test_setns_badf),
	CHECK_CASE(test_setns_notns),
	CHECK_CASE(test_chroot_acct_missing),
	CHECK_CASE(test_umount2),
	CHECK_CASE(test_reboot_bad),
	CHECK_CASE(test_accept),
	CHECK_CASE(test_sendmmsg_recvmmsg),
	CHECK_CASE(test_mlockall),
	CHECK_CASE(test_mlockall_bad),
	CHECK_CASE(test_brk_sbrk),
	CHECK_CASE(test_f_xattr),
	CHECK_CASE(test_l_xattr),
};

int main(void)
{
	if (check_files_setup("t-basics"))
		return 1;
	return check_run(cases, CHECK_COUNT(cases));
}
