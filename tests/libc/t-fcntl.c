/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <fcntl.h> and <sys/mman.h> additions of nolibc-ext: fcntl(), openat(),
 * open()'s mode for O_TMPFILE, mprotect(), with their errors.
 */

#define _GNU_SOURCE	/* O_TMPFILE */
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static int pipefd[2];

static void test_getfd(const char *name)
{
	CHECK_EQ(name, fcntl(pipefd[0], F_GETFD), 0);
}

static void test_setfd_cloexec(const char *name)
{
	fcntl(pipefd[0], F_SETFD, FD_CLOEXEC);
	CHECK_EQ(name, fcntl(pipefd[0], F_GETFD), FD_CLOEXEC);
}

static void test_getfl_accmode(const char *name)
{
	CHECK_EQ(name, fcntl(pipefd[1], F_GETFL) & O_ACCMODE, O_WRONLY);
}

static void test_nonblock(const char *name)
{
	char c;

	fcntl(pipefd[0], F_SETFL, fcntl(pipefd[0], F_GETFL) | O_NONBLOCK);
	CHECK_ERR(name, read(pipefd[0], &c, 1), -1, EAGAIN);
}

static void test_dupfd(const char *name)
{
	int fd = fcntl(pipefd[1], F_DUPFD, 20);

	CHECK_EQ(name, fd >= 20, 1);
	close(fd);
}

static void test_badfd(const char *name)
{
	CHECK_ERR(name, fcntl(-1, F_GETFD), -1, EBADF);
}

static void test_badcmd(const char *name)
{
	CHECK_ERR(name, fcntl(pipefd[0], 0x7fff), -1, EINVAL);
}

static void test_openat_devnull(const char *name)
{
	int fd = openat(AT_FDCWD, "/dev/null", O_RDONLY);

	CHECK_EQ(name, fd >= 0, 1);
	close(fd);
}

static void test_openat_create(const char *name)
{
	char path[64];
	int fd, ok;

	snprintf(path, sizeof(path), "/tmp/t-fcntl.%d", getpid());
	fd = openat(AT_FDCWD, path, O_WRONLY | O_CREAT | O_EXCL, 0600);
	ok = fd >= 0 && write(fd, "x", 1) == 1;
	close(fd);
	ok = ok && openat(AT_FDCWD, path, O_WRONLY | O_CREAT | O_EXCL, 0600) == -1 &&
	     errno == EEXIST;
	unlink(path);
	CHECK_EQ(name, ok, 1);
}

/*
 * O_TMPFILE takes a mode as O_CREAT does: open() and openat() pass it on
 * (6.12's open() dropped it: the file had mode 0, and could not be
 * executed or opened again through /proc/self/fd). Where /tmp has no
 * O_TMPFILE, both libcs see the same error.
 */
static void test_tmpfile_mode(const char *name)
{
	mode_t old = umask(022);
	struct stat a, b;
	int fa, fb, r;

	fa = open("/tmp", O_TMPFILE | O_RDWR, 0751);
	fb = openat(AT_FDCWD, "/tmp", O_TMPFILE | O_WRONLY, 0640);
	umask(old);
	if (fa < 0 || fb < 0) {
		CHECK_EQ(name, errno, EOPNOTSUPP);
		return;
	}
	r = fstat(fa, &a) || fstat(fb, &b) ? -1 :
	    (int)(a.st_mode & 07777) * 010000 + (int)(b.st_mode & 07777);
	close(fa);
	close(fb);
	CHECK_EQ(name, r, 0751 * 010000 + 0640);
}

static void test_openat_relative(const char *name)
{
	int dir = openat(AT_FDCWD, "/dev", O_RDONLY | O_DIRECTORY);
	int fd = openat(dir, "null", O_RDONLY);

	CHECK_EQ(name, dir >= 0 && fd >= 0, 1);
	close(fd);
	close(dir);
}

static void test_openat_missing(const char *name)
{
	CHECK_ERR(name, openat(AT_FDCWD, "/nonexistent/x", O_RDONLY), -1, ENOENT);
}

static void test_openat_baddir(const char *name)
{
	CHECK_ERR(name, openat(-5, "relative", O_RDONLY), -1, EBADF);
}

static sigjmp_buf env;

static void on_segv(int sig)
{
	siglongjmp(env, sig);
}

/* 1 when writing to p faults. */
static int write_faults(volatile char *p)
{
	struct sigaction sa, old;
	int faulted;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_segv;
	sigaction(SIGSEGV, &sa, &old);
	faulted = sigsetjmp(env, 1) != 0;
	if (!faulted)
		*p = 1;
	sigaction(SIGSEGV, &old, NULL);
	return faulted;
}

static void test_mprotect(const char *name)
{
	size_t len = getpagesize();
	char *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int before, after, ro;

	before = write_faults(p);
	ro = mprotect(p, len, PROT_READ);
	after = write_faults(p);
	munmap(p, len);
	CHECK_EQ(name, before * 100 + (ro == 0) * 10 + after, 11);
}

static void test_mprotect_unaligned(const char *name)
{
	size_t len = getpagesize();
	char *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	CHECK_ERR(name, mprotect(p + 1, 1, PROT_READ), -1, EINVAL);
	munmap(p, len);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_getfd),
	CHECK_CASE(test_setfd_cloexec),
	CHECK_CASE(test_getfl_accmode),
	CHECK_CASE(test_nonblock),
	CHECK_CASE(test_dupfd),
	CHECK_CASE(test_badfd),
	CHECK_CASE(test_badcmd),
	CHECK_CASE(test_openat_devnull),
	CHECK_CASE(test_openat_create),
	CHECK_CASE(test_tmpfile_mode),
	CHECK_CASE(test_openat_relative),
	CHECK_CASE(test_openat_missing),
	CHECK_CASE(test_openat_baddir),
	CHECK_CASE(test_mprotect),
	CHECK_CASE(test_mprotect_unaligned),
};

int main(void)
{
	if (pipe(pipefd))
		return 1;
	return check_run(cases, CHECK_COUNT(cases));
}
