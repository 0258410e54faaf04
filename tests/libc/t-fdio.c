/* SPDX-License-Identifier: GPL-2.0 */
/*
 * File descriptor additions of nolibc-ext: epoll, eventfd, inotify,
 * timerfd, signalfd, ppoll, readv/writev/preadv/pwritev,
 * process_vm_readv/writev, sendfile, flock, getrandom/getentropy, the xattr
 * calls, statfs/fstatfs.
 */

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/random.h>
#include <sys/sendfile.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <sys/xattr.h>
#include "check.h"

static char dir[64], path[96];

static void test_eventfd(const char *name)
{
	int fd = eventfd(3, EFD_CLOEXEC);
	eventfd_t v = 0;

	eventfd_write(fd, 4);
	eventfd_read(fd, &v);
	close(fd);
	CHECK_EQ(name, v, 7);
}

static void test_epoll(const char *name)
{
	struct epoll_event ev, out[2];
	int ep = epoll_create1(EPOLL_CLOEXEC), efd = eventfd(0, 0), n0, n1;

	memset(&ev, 0, sizeof(ev));
	ev.events = EPOLLIN;
	ev.data.u64 = 42;
	epoll_ctl(ep, EPOLL_CTL_ADD, efd, &ev);
	n0 = epoll_wait(ep, out, 2, 0);
	eventfd_write(efd, 1);
	n1 = epoll_wait(ep, out, 2, 1000);
	close(efd);
	close(ep);
	CHECK_EQ(name, n0 * 100 + n1 * 10 + (out[0].data.u64 == 42), 11);
}

static void test_epoll_create_bad(const char *name)
{
	CHECK_ERR(name, epoll_create(0), -1, EINVAL);
}

static void test_inotify(const char *name)
{
	char buf[256], file[128];
	struct inotify_event *e = (struct inotify_event *)buf;
	int fd = inotify_init1(IN_NONBLOCK), wd, n, f;

	wd = inotify_add_watch(fd, dir, IN_CREATE);
	snprintf(file, sizeof(file), "%s/created", dir);
	f = open(file, O_CREAT | O_WRONLY, 0600);
	close(f);
	n = read(fd, buf, sizeof(buf));
	unlink(file);
	CHECK_EQ(name, n > 0 && e->wd == wd && (e->mask & IN_CREATE) &&
		 !strcmp(e->name, "created") && inotify_rm_watch(fd, wd) == 0, 1);
	close(fd);
}

static void test_timerfd(const char *name)
{
	struct itimerspec its, cur;
	uint64_t ticks = 0;
	int fd = timerfd_create(CLOCK_MONOTONIC, 0);

	memset(&its, 0, sizeof(its));
	its.it_value.tv_nsec = 5000000;
	timerfd_settime(fd, 0, &its, NULL);
	read(fd, &ticks, sizeof(ticks));
	timerfd_gettime(fd, &cur);
	close(fd);
	CHECK_EQ(name, ticks * 10 + cur.it_value.tv_nsec, 10);
}

static void test_signalfd(const char *name)
{
	struct signalfd_siginfo si;
	sigset_t set;
	int fd, n;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, NULL);
	fd = signalfd(-1, &set, SFD_CLOEXEC);
	raise(SIGUSR2);
	n = read(fd, &si, sizeof(si));
	close(fd);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	CHECK_EQ(name, n == sizeof(si) && si.ssi_signo == SIGUSR2, 1);
}

static void test_ppoll(const char *name)
{
	struct timespec ts = { 0, 0 };
	struct pollfd p[2];
	int fds[2], n;

	pipe(fds);
	write(fds[1], "x", 1);
	p[0].fd = fds[0];
	p[0].events = POLLIN;
	p[1].fd = fds[1];
	p[1].events = POLLIN;
	n = ppoll(p, 2, &ts, NULL);
	close(fds[0]);
	close(fds[1]);
	CHECK_EQ(name, n * 100 + !!(p[0].revents & POLLIN) * 10 + !!(p[1].revents & POLLIN), 110);
}

static void test_readv_writev(const char *name)
{
	struct iovec iov[2];
	char a[3] = "", b[8] = "", out[16];
	int fds[2];

	pipe(fds);
	iov[0].iov_base = "ab";
	iov[0].iov_len = 2;
	iov[1].iov_base = "cdef";
	iov[1].iov_len = 4;
	writev(fds[1], iov, 2);
	iov[0].iov_base = a;
	iov[0].iov_len = 2;
	iov[1].iov_base = b;
	iov[1].iov_len = 7;
	readv(fds[0], iov, 2);
	close(fds[0]);
	close(fds[1]);
	snprintf(out, sizeof(out), "%.2s%s", a, b);
	CHECK_STR(name, out, "abcdef");
}

static void test_preadv_pwritev(const char *name)
{
	struct iovec iov;
	char buf[8] = "";
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);

	write(fd, "0123456789", 10);
	iov.iov_base = "XY";
	iov.iov_len = 2;
	pwritev(fd, &iov, 1, 4);
	iov.iov_base = buf;
	iov.iov_len = 4;
	preadv(fd, &iov, 1, 3);
	close(fd);
	CHECK_STR(name, buf, "3XY6");
}

/* qemu-user has no process_vm_readv (ENOSYS): accepted, as its only way out */
static void test_process_vm_readv(const char *name)
{
	static char src[] = "remote";
	char dst[8] = "";
	struct iovec l = { dst, 6 }, r = { src, 6 };
	ssize_t n = process_vm_readv(getpid(), &l, 1, &r, 1, 0);

	CHECK_EQ(name, (n == 6 && !strcmp(dst, "remote")) || (n == -1 && errno == ENOSYS), 1);
}

static void test_process_vm_writev(const char *name)
{
	static const char src[] = "remote";
	char dst[8] = "";
	struct iovec l = { (void *)src, 6 }, r = { dst, 6 };
	ssize_t n = process_vm_writev(getpid(), &l, 1, &r, 1, 0);

	CHECK_EQ(name, (n == 6 && !strcmp(dst, "remote")) || (n == -1 && errno == ENOSYS), 1);
}

static void test_sendfile(const char *name)
{
	char buf[8] = "";
	off_t off = 2;
	int in = open(path, O_RDONLY), fds[2];

	pipe(fds);
	sendfile(fds[1], in, &off, 3);
	read(fds[0], buf, sizeof(buf) - 1);
	close(in);
	close(fds[0]);
	close(fds[1]);
	CHECK_EQ(name, !strcmp(buf, "23X") * 10 + (int)off, 15);
}

static void test_flock(const char *name)
{
	int a = open(path, O_RDONLY), b = open(path, O_RDONLY), r;

	r = flock(a, LOCK_EX) * 100;
	r += flock(b, LOCK_EX | LOCK_NB) == -1 && errno == EWOULDBLOCK;
	flock(a, LOCK_UN);
	r += flock(b, LOCK_SH | LOCK_NB) * 10;
	close(a);
	close(b);
	CHECK_EQ(name, r, 1);
}

static void test_getrandom(const char *name)
{
	unsigned char a[16], b[16];

	CHECK_EQ(name, getrandom(a, sizeof(a), 0) * 10 + getentropy(b, sizeof(b)) +
		 !!memcmp(a, b, sizeof(a)), 161);
}

static void test_getentropy_big(const char *name)
{
	char buf[300];

	CHECK_ERR(name, getentropy(buf, sizeof(buf)), -1, EIO);
}

static void test_xattr(const char *name)
{
	char buf[16] = "", list[64];
	int r;

	/* tmpfs has user. attributes since Linux 6.6; else all give ENOTSUP */
	r = setxattr(path, "user.k", "v1", 2, XATTR_CREATE);
	if (r < 0) {
		CHECK_EQ(name, errno == ENOTSUP || errno == EPERM, 1);
		return;
	}
	getxattr(path, "user.k", buf, sizeof(buf));
	CHECK_EQ(name, !strcmp(buf, "v1") * 100 + (listxattr(path, list, sizeof(list)) == 7) * 10 +
		 (removexattr(path, "user.k") == 0), 111);
}

static void test_statfs(const char *name)
{
	struct statfs a, b;
	int fd = open(dir, O_RDONLY);

	CHECK_EQ(name, statfs(dir, &a) == 0 && fstatfs(fd, &b) == 0 && a.f_type == b.f_type &&
		 a.f_bsize > 0, 1);
	close(fd);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_eventfd),
	CHECK_CASE(test_epoll),
	CHECK_CASE(test_epoll_create_bad),
	CHECK_CASE(test_inotify),
	CHECK_CASE(test_timerfd),
	CHECK_CASE(test_signalfd),
	CHECK_CASE(test_ppoll),
	CHECK_CASE(test_readv_writev),
	CHECK_CASE(test_preadv_pwritev),
	CHECK_CASE(test_process_vm_readv),
	CHECK_CASE(test_process_vm_writev),
	CHECK_CASE(test_sendfile),
	CHECK_CASE(test_flock),
	CHECK_CASE(test_getrandom),
	CHECK_CASE(test_getentropy_big),
	CHECK_CASE(test_xattr),
	CHECK_CASE(test_statfs),
};

static void teardown(void)
{
	unlink(path);
	rmdir(dir);
}

int main(void)
{
	strcpy(dir, "/tmp/t-fdio.XXXXXX");
	if (!mkdtemp(dir))
		return 1;
	snprintf(path, sizeof(path), "%s/file", dir);
	check_teardown = teardown;
	return check_run(cases, CHECK_COUNT(cases));
}
