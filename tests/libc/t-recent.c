/* SPDX-License-Identifier: GPL-2.0 */
/*
 * System calls qemu-user 7.2 (Debian 12's) answers ENOSYS, on every
 * architecture: epoll_pwait2, preadv2, pwritev2, process_madvise and the
 * mount API (fsopen, fsconfig, fsmount, move_mount, open_tree, fspick,
 * mount_setattr), quotactl, execveat and mlock2; on most: fanotify_init, fanotify_mark and
 * remap_file_pages; and PIDFD_NONBLOCK, which it passes on untranslated
 * (MIPS's is the host's O_EXCL). nolibc-check runs the glibc build only
 * (natively: the expected values are glibc's); guest-check runs it on a
 * real kernel as an x86_64 and an i386 program.
 * What wants privileges is done in a child; without them, the child
 * reports EPERM and the case says so, the same for both libcs.
 */

#define _GNU_SOURCE	/* glibc: preadv2(), pwritev2(), RWF_*, the mount API */
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/fanotify.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/pidfd.h>
#include <sys/quota.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include "check.h"

/* nothing ready within 1 ms: 0; a byte in the pipe: its event */
static void test_epoll_pwait2(const char *name)
{
	struct epoll_event ev = { .events = EPOLLIN }, got[2];
	struct timespec ms = { 0, 1000000 };
	int p[2], ep = epoll_create1(0), r;

	pipe(p);
	ev.data.fd = p[0];
	r = epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &ev);
	r = r * 10 + epoll_pwait2(ep, got, 2, &ms, NULL);
	write(p[1], "x", 1);
	r = r * 10 + epoll_pwait2(ep, got, 2, &ms, NULL);
	r = r * 10 + epoll_pwait2(ep, got, 2, NULL, NULL);
	r = r * 10 + (got[0].data.fd == p[0] && (got[0].events & EPOLLIN));
	close(p[0]);
	close(p[1]);
	close(ep);
	CHECK_EQ(name, r, 111);
}

/* the longest timeout: accepted, and not waited for (the pipe is writable) */
static void test_epoll_pwait2_long(const char *name)
{
	struct epoll_event got;
	struct timespec never = { 0x7fffffff, 0 };
	int p[2], ep = epoll_create1(0), r;
	struct epoll_event ev = { .events = EPOLLOUT };

	pipe(p);
	ev.data.fd = p[1];
	r = epoll_ctl(ep, EPOLL_CTL_ADD, p[1], &ev);
	r = r * 10 + epoll_pwait2(ep, &got, 1, &never, NULL);
	close(p[0]);
	close(p[1]);
	close(ep);
	CHECK_EQ(name, r, 1);
}

static void test_epoll_pwait2_bad_nsec(const char *name)
{
	struct timespec bad = { 0, 1000000000 };
	struct epoll_event got;
	int ep = epoll_create1(0);

	CHECK_ERR(name, epoll_pwait2(ep, &got, 1, &bad, NULL), -1, EINVAL);
	close(ep);
}

static void test_epoll_pwait2_badf(const char *name)
{
	struct epoll_event got;

	CHECK_ERR(name, epoll_pwait2(-1, &got, 1, NULL, NULL), -1, EBADF);
}

/*
 * pwritev2() at offset 3 of two buffers, preadv2() back; at -1 the file's
 * own offset is used and moves.
 */
static void test_pwritev2_preadv2(const char *name)
{
	char a[3] = "", b[4] = "";
	struct iovec w[2] = { { "ab", 2 }, { "cde", 3 } };
	struct iovec rd[2] = { { a, 2 }, { b, 3 } };
	int fd = open(check_path, O_RDWR | O_TRUNC);
	long long r;

	r = pwritev2(fd, w, 2, 3, 0);
	r = r * 10 + preadv2(fd, rd, 2, 3, 0);
	r = r * 10 + lseek(fd, 0, SEEK_CUR);
	r = r * 10 + pwritev2(fd, w, 1, -1, 0);
	r = r * 10 + lseek(fd, 0, SEEK_CUR);
	close(fd);
	CHECK_EQ(name, r * 10 + (!strcmp(a, "ab") && !strcmp(b, "cde")), 550221);
}

static void test_preadv2_bad_flags(const char *name)
{
	char c;
	struct iovec v = { &c, 1 };
	int fd = open(check_path, O_RDONLY);

	CHECK_ERR(name, preadv2(fd, &v, 1, 0, 0x40000000), -1, EOPNOTSUPP);
	close(fd);
}

static void test_pwritev2_badf(const char *name)
{
	struct iovec v = { "x", 1 };

	CHECK_ERR(name, pwritev2(-1, &v, 1, 0, RWF_DSYNC), -1, EBADF);
}

/* advice for two pages of one's own, through a pidfd of oneself */
static void test_process_madvise(const char *name)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct iovec v = { map, 2 * page };
	int pfd = pidfd_open(getpid(), 0);
	ssize_t r;

	map[0] = 1;
	r = process_madvise(pfd, &v, 1, MADV_COLD, 0);
	close(pfd);
	munmap(map, 2 * page);
	CHECK_EQ(name, r == 2 * page, 1);
}

static void test_process_madvise_flags(const char *name)
{
	struct iovec v = { NULL, 0 };
	int pfd = pidfd_open(getpid(), 0);

	CHECK_ERR(name, process_madvise(pfd, &v, 1, MADV_COLD, 1), -1, EINVAL);
	close(pfd);
}

/*
 * A tmpfs made and mounted through the mount API, detached (attached
 * nowhere, so nothing outside changes): a file written into it, then
 * read-only through mount_setattr(), where creating another gives EROFS.
 */
static void test_fsopen_fsmount(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		struct mount_attr ro = { .attr_set = MOUNT_ATTR_RDONLY };
		int fs = fsopen("tmpfs", FSOPEN_CLOEXEC), mnt, fd;

		if (fs < 0)
			_exit(errno == EPERM ? 3 : 1);
		if (fsconfig(fs, FSCONFIG_SET_STRING, "size", "1M", 0) ||
		    fsconfig(fs, FSCONFIG_CMD_CREATE, NULL, NULL, 0))
			_exit(4);
		mnt = fsmount(fs, FSMOUNT_CLOEXEC, MOUNT_ATTR_NODEV);
		fd = openat(mnt, "f", O_CREAT | O_WRONLY, 0600);
		if (mnt < 0 || fd < 0 || write(fd, "x", 1) != 1)
			_exit(5);
		close(fd);
		if (mount_setattr(mnt, "", AT_EMPTY_PATH, &ro, sizeof(ro)))
			_exit(6);
		if (openat(mnt, "g", O_CREAT | O_WRONLY, 0600) != -1 || errno != EROFS)
			_exit(7);
		_exit(42);
	}
	/* 42, or 3 without CAP_SYS_ADMIN */
	CHECK_EQ(name, check_child_in(pid, 42, 3), 1);
}

/* an unknown parameter: EINVAL, from the file system's parser */
static void test_fsconfig_bad_key(const char *name)
{
	pid_t pid = fork();

	if (pid == 0) {
		int fs = fsopen("tmpfs", 0);

		if (fs < 0)
			_exit(errno == EPERM ? 3 : 1);
		_exit(fsconfig(fs, FSCONFIG_SET_STRING, "no-such-option", "1", 0) == -1 &&
		      errno == EINVAL ? 42 : 2);
	}
	CHECK_EQ(name, check_child_in(pid, 42, 3), 1);
}

static void test_fsopen_unknown(const char *name)
{
	int r = fsopen("no-such-fs", 0);

	/* ENODEV, or EPERM without CAP_SYS_ADMIN */
	CHECK_EQ(name, r == -1 && (errno == ENODEV || errno == EPERM), 1);
}

/*
 * In a mount namespace of its own (every mount private first, so that
 * nothing propagates out), the child clones the directory's tree with
 * open_tree() and attaches it below itself with move_mount().
 */
static void test_open_tree_move_mount(const char *name)
{
	pid_t pid = fork();
	char sub[128];
	int status;

	if (pid == 0) {
		char seen[160];
		int t;

		if (unshare(CLONE_NEWNS) < 0)
			_exit(errno == EPERM ? 3 : 1);
		if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL))
			_exit(4);
		snprintf(sub, sizeof(sub), "%s/sub", check_dir);
		snprintf(seen, sizeof(seen), "%s/sub/file", check_dir);
		mkdir(sub, 0700);
		t = open_tree(AT_FDCWD, check_dir, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
		if (t < 0)
			_exit(5);
		if (move_mount(t, "", AT_FDCWD, sub, MOVE_MOUNT_F_EMPTY_PATH))
			_exit(6);
		_exit(access(seen, F_OK) == 0 ? 42 : 7);
	}
	status = check_child(pid);
	snprintf(sub, sizeof(sub), "%s/sub", check_dir);
	rmdir(sub);
	CHECK_EQ(name, status == 42 || status == 3, 1);
}

static void test_fspick_missing(const char *name)
{
	int r = fspick(AT_FDCWD, "/nonexistent", FSPICK_CLOEXEC);

	/* ENOENT, or EPERM without CAP_SYS_ADMIN */
	CHECK_EQ(name, r == -1 && (errno == ENOENT || errno == EPERM), 1);
}

static void test_move_mount_badf(const char *name)
{
	CHECK_ERR(name, move_mount(-1, "", AT_FDCWD, "/", MOVE_MOUNT_F_EMPTY_PATH), -1, EBADF);
}

/* a size below the first published struct mount_attr: EINVAL first */
static void test_mount_setattr_size(const char *name)
{
	struct mount_attr attr = { 0 };

	CHECK_ERR(name, mount_setattr(AT_FDCWD, "/", 0, &attr, 1), -1, EINVAL);
}

/*
 * A mark on the directory; a mask with a bit of its high word (none is
 * defined) refused, which it would not be if the high word were lost.
 * Without the privilege fanotify_init() wants: EPERM.
 */
static void test_fanotify(const char *name)
{
	int fd = fanotify_init(FAN_CLASS_NOTIF | FAN_CLOEXEC, O_RDONLY);
	int r, e;

	if (fd < 0) {
		CHECK_EQ(name, errno, EPERM);
		return;
	}
	r = fanotify_mark(fd, FAN_MARK_ADD, FAN_CLOSE_WRITE | FAN_ONDIR, AT_FDCWD, check_dir);
	errno = 0;
	r = r * 10 + fanotify_mark(fd, FAN_MARK_ADD, FAN_OPEN | (1ULL << 40), AT_FDCWD,
				   check_dir);
	e = errno;
	close(fd);
	CHECK_EQ(name, r * 100 + e, -100 + EINVAL);
}

static void test_fanotify_mark_badf(const char *name)
{
	CHECK_ERR(name, fanotify_mark(-1, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "/"), -1, EBADF);
}

/*
 * Two pages of a file, mapped shared; the first page of the mapping then
 * shows the file's second page.
 */
static void test_remap_file_pages(const char *name)
{
	long page = sysconf(_SC_PAGESIZE);
	int fd = open(check_path, O_RDWR | O_TRUNC);
	char *map;
	int r;

	ftruncate(fd, 2 * page);
	pwrite(fd, "A", 1, 0);
	pwrite(fd, "B", 1, page);
	map = mmap(NULL, 2 * page, PROT_READ, MAP_SHARED, fd, 0);
	close(fd);
	if (map == MAP_FAILED) {
		CHECK_EQ(name, errno, 0);
		return;
	}
	r = remap_file_pages(map, page, 0, 1, 0);
	CHECK_EQ(name, r * 1000 + map[0] * 10 + (map[page] == 'B'), 'B' * 10 + 1);
	munmap(map, 2 * page);
}

static void test_remap_file_pages_bad(const char *name)
{
	CHECK_ERR(name, remap_file_pages(NULL, 1, 0, 0, 0), -1, EINVAL);
}

/*
 * PIDFD_NONBLOCK, O_NONBLOCK (qemu-user passes MIPS's O_NONBLOCK on as
 * the host's O_EXCL, PIDFD_THREAD).
 */
static void test_pidfd_nonblock(const char *name)
{
	int pfd = pidfd_open(getpid(), PIDFD_NONBLOCK);
	int fl = fcntl(pfd, F_GETFL);

	close(pfd);
	CHECK_EQ(name, fl != -1 && (fl & O_NONBLOCK), 1);
}

/*
 * No device: Q_SYNC syncs every file system's quotas, other commands say
 * ENODEV (the command and the device both reach the kernel).
 */
static void test_quotactl(const char *name)
{
	int r = quotactl(QCMD(Q_SYNC, USRQUOTA), NULL, 0, NULL);

	r = r * 10 + quotactl(QCMD(Q_GETQUOTA, USRQUOTA), NULL, 0, NULL);
	CHECK_EQ(name, r * 100 + errno, -100 + ENODEV);
}

static void test_execveat_missing(const char *name)
{
	char *argv[] = { "x", NULL }, *envp[] = { NULL };
	int dfd = open("/", O_RDONLY | O_DIRECTORY);

	CHECK_ERR(name, execveat(dfd, "nonexistent", argv, envp, 0), -1, ENOENT);
	close(dfd);
}

/* locking a page and all memory, then none: ENOMEM/EPERM as limits say */
static void test_mlock(const char *name)
{
	long page = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int r = mlock2(p, page, MLOCK_ONFAULT), e = errno;

	r = r * 10 + munlock(p, page);
	munmap(p, page);
	CHECK_EQ(name, r == 0 || (r == -10 && (e == ENOMEM || e == EPERM)), 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_epoll_pwait2),
	CHECK_CASE(test_epoll_pwait2_long),
	CHECK_CASE(test_epoll_pwait2_bad_nsec),
	CHECK_CASE(test_epoll_pwait2_badf),
	CHECK_CASE(test_pwritev2_preadv2),
	CHECK_CASE(test_preadv2_bad_flags),
	CHECK_CASE(test_pwritev2_badf),
	CHECK_CASE(test_process_madvise),
	CHECK_CASE(test_process_madvise_flags),
	CHECK_CASE(test_fsopen_fsmount),
	CHECK_CASE(test_fsconfig_bad_key),
	CHECK_CASE(test_fsopen_unknown),
	CHECK_CASE(test_open_tree_move_mount),
	CHECK_CASE(test_fspick_missing),
	CHECK_CASE(test_move_mount_badf),
	CHECK_CASE(test_mount_setattr_size),
	CHECK_CASE(test_fanotify),
	CHECK_CASE(test_fanotify_mark_badf),
	CHECK_CASE(test_remap_file_pages),
	CHECK_CASE(test_remap_file_pages_bad),
	CHECK_CASE(test_pidfd_nonblock),
	CHECK_CASE(test_quotactl),
	CHECK_CASE(test_execveat_missing),
	CHECK_CASE(test_mlock),
};

int main(void)
{
	if (check_files_setup("t-recent"))
		return 1;
	return check_run(cases, CHECK_COUNT(cases));
}
