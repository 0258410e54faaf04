/* SPDX-License-Identifier: GPL-2.0 */
/*
 * glibc's *64 functions in nolibc-ext: pread64, pwrite64, ftruncate64,
 * truncate64, stat64, fstat64, lstat64, fstatat64, statfs64, fstatfs64,
 * fcntl64, sendfile64 and prlimit64; and the calls whose 64-bit
 * arguments each 32-bit architecture lays out its own way:
 * posix_fadvise, posix_fadvise64, readahead and sync_file_range. Offsets and sizes past 4 GiB (in a
 * sparse file) show that the high word reaches the kernel and comes
 * back on 32-bit architectures, where off_t cannot hold them; a value
 * negative by its high word alone is refused only if that word arrives.
 * The file is opened with open64(), openat64() or creat64(), as a 32-bit
 * program must (O_LARGEFILE): on a 32-bit kernel ABI, which qemu-user
 * does not give, open() of it fails (EOVERFLOW) and writes past 2 GiB
 * fail (EFBIG).
 */

#define _GNU_SOURCE	/* glibc declares the *64 functions with it */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/wait.h>
#include "check.h"

#define BIG 0x100000005LL	/* 4 GiB + 5 */

static void test_pwrite64_pread64(const char *name)
{
	char buf[4] = "";
	int fd = open64(check_path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	long long r;

	r = pwrite64(fd, "abc", 3, BIG) * 10 + pread64(fd, buf, 3, BIG);
	/* neither moved the offset, and nothing landed at BIG - 4 GiB */
	r = r * 10 + lseek(fd, 0, SEEK_CUR) + pread64(fd, buf + 3, 1, 5);
	close(fd);
	CHECK_EQ(name, r * 10 + (strcmp(buf, "abc") == 0), 3311);
}

/*
 * creat64(): a file written past 4 GiB, which a 32-bit program's creat()
 * could not (EFBIG)
 */
static void test_creat64(const char *name)
{
	char path[sizeof(check_path) + 2];
	struct stat64 st;
	int fd, r;

	snprintf(path, sizeof(path), "%s.c", check_path);
	fd = creat64(path, 0600);
	r = pwrite64(fd, "abc", 3, BIG) * 10 + fstat64(fd, &st);
	close(fd);
	unlink(path);
	CHECK_EQ(name, r == 30 ? st.st_size : r, BIG + 3);
}

static void test_fstat64_big(const char *name)
{
	struct stat64 st;
	int fd = openat64(AT_FDCWD, check_path, O_RDONLY);
	int r = fstat64(fd, &st);

	close(fd);
	CHECK_EQ(name, r == 0 ? st.st_size : -1, BIG + 3);
}

static void test_ftruncate64(const char *name)
{
	struct stat64 st;
	int fd = open64(check_path, O_RDWR);
	int r = ftruncate64(fd, 0x140000001LL);

	r = r * 10 + fstat64(fd, &st);
	close(fd);
	CHECK_EQ(name, r ? r : st.st_size, 0x140000001LL);
}

static void test_truncate64(const char *name)
{
	struct stat64 st;
	int r = truncate64(check_path, 0x200000000LL - 1);

	r = r * 10 + stat64(check_path, &st);
	CHECK_EQ(name, r ? r : st.st_size, 0x200000000LL - 1);
}

static void test_truncate64_missing(const char *name)
{
	CHECK_ERR(name, truncate64("/nonexistent", BIG), -1, ENOENT);
}

static void test_ftruncate64_badf(const char *name)
{
	CHECK_ERR(name, ftruncate64(-1, BIG), -1, EBADF);
}

static void test_ftruncate64_negative(const char *name)
{
	int fd = open64(check_path, O_RDWR);

	CHECK_ERR(name, ftruncate64(fd, -1), -1, EINVAL);
	close(fd);
}

/* the same file through stat64 and stat: the fields that fit agree */
static void test_stat64_stat(const char *name)
{
	struct stat64 st64;
	struct stat st;
	int r = stat64("/", &st64) * 10 + stat("/", &st);

	r = r * 10 + (st64.st_ino == st.st_ino) + (st64.st_mode == st.st_mode) +
	    (st64.st_nlink == st.st_nlink) + (st64.st_mtim.tv_sec == st.st_mtim.tv_sec);
	CHECK_EQ(name, r, 4);
}

static void test_lstat64(const char *name)
{
	struct stat64 st;
	int r = lstat64(check_link, &st);

	CHECK_EQ(name, r * 100 + S_ISLNK(st.st_mode) * 10 + (st.st_size == strlen(check_path)), 11);
}

static void test_fstatat64(const char *name)
{
	struct stat64 st, lst;
	int dfd = open(check_dir, O_RDONLY | O_DIRECTORY);
	int r = fstatat64(dfd, "link", &st, 0) * 10 +
		fstatat64(dfd, "link", &lst, AT_SYMLINK_NOFOLLOW);

	close(dfd);
	CHECK_EQ(name, r * 100 + S_ISREG(st.st_mode) * 10 + S_ISLNK(lst.st_mode), 11);
}

static void test_stat64_missing(const char *name)
{
	struct stat64 st;

	CHECK_ERR(name, stat64("/nonexistent", &st), -1, ENOENT);
}

static void test_fstat64_badf(const char *name)
{
	struct stat64 st;

	CHECK_ERR(name, fstat64(-1, &st), -1, EBADF);
}

static void test_statfs64(const char *name)
{
	struct statfs64 s64;
	struct statfs s;
	int r = statfs64(check_dir, &s64) * 10 + statfs(check_dir, &s);

	r = r * 10 + (s64.f_type == s.f_type) + (s64.f_bsize == s.f_bsize) +
	    (s64.f_namelen == s.f_namelen);
	CHECK_EQ(name, r, 3);
}

static void test_fstatfs64(const char *name)
{
	struct statfs64 s64;
	struct statfs s;
	int fd = open(check_dir, O_RDONLY | O_DIRECTORY);
	int r = fstatfs64(fd, &s64) * 10 + statfs(check_dir, &s);

	close(fd);
	CHECK_EQ(name, r * 10 + (s64.f_type == s.f_type) + (s64.f_blocks == s.f_blocks), 2);
}

static void test_statfs64_missing(const char *name)
{
	struct statfs64 s64;

	CHECK_ERR(name, statfs64("/nonexistent", &s64), -1, ENOENT);
}

static void test_fcntl64_fd(const char *name)
{
	int fd = open64(check_path, O_RDONLY);
	int r = fcntl64(fd, F_SETFD, FD_CLOEXEC) * 10 + fcntl64(fd, F_GETFD);

	close(fd);
	CHECK_EQ(name, r, FD_CLOEXEC);
}

/*
 * A write lock past 4 GiB, seen from a child (a process's own locks never
 * conflict): F_GETLK64 reports it with its 64-bit start and length.
 */
static void test_fcntl64_lock(const char *name)
{
	struct flock64 fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET,
			      .l_start = BIG, .l_len = 0x100000000LL };
	int fd = open64(check_path, O_RDWR);
	int status = -1, r = fcntl64(fd, F_SETLK64, &fl);
	pid_t pid = fork();

	if (pid == 0) {
		struct flock64 q = { .l_type = F_RDLCK, .l_whence = SEEK_SET,
				     .l_start = 0x180000000LL, .l_len = 1 };

		if (fcntl64(fd, F_GETLK64, &q) < 0)
			_exit(1);
		_exit(q.l_type == F_WRLCK && q.l_start == BIG &&
		      q.l_len == 0x100000000LL && q.l_pid == getppid() ? 42 : 2);
	}
	waitpid(pid, &status, 0);
	close(fd);
	CHECK_EQ(name, r * 1000 + (WIFEXITED(status) ? WEXITSTATUS(status) : -1), 42);
}

static void test_fcntl64_badf(const char *name)
{
	CHECK_ERR(name, fcntl64(-1, F_GETFD), -1, EBADF);
}

/* sendfile64() from BIG - 2 to a pipe: the offset moves past 4 GiB */
static void test_sendfile64(const char *name)
{
	off64_t off = BIG - 2;
	char buf[8] = "";
	int p[2], fd = open64(check_path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	long long r;

	pwrite64(fd, "xyz", 3, BIG);
	pipe(p);
	r = sendfile64(p[1], fd, &off, 4);
	r = r * 10 + read(p[0], buf, sizeof(buf));
	close(p[0]);
	close(p[1]);
	close(fd);
	CHECK_EQ(name, r * 1000 + (off - BIG) * 100 + (memcmp(buf, "\0\0xy", 4) == 0), 44201);
}

static void test_sendfile64_badf(const char *name)
{
	off64_t off = 0;

	CHECK_ERR(name, sendfile64(1, -1, &off, 1), -1, EBADF);
}

/* prlimit64() on oneself: set a soft limit, read it back, restore it */
static void test_prlimit64(const char *name)
{
	struct rlimit64 old, now, set;
	int r = prlimit64(0, RLIMIT_NOFILE, NULL, &old);

	set.rlim_cur = old.rlim_cur > 50 ? 50 : old.rlim_cur;
	set.rlim_max = old.rlim_max;
	r = r * 10 + prlimit64(0, RLIMIT_NOFILE, &set, NULL);
	r = r * 10 + prlimit64(0, RLIMIT_NOFILE, &old, &now);
	CHECK_EQ(name, r * 10 + (now.rlim_cur == set.rlim_cur), 1);
}

static void test_prlimit64_infinity(const char *name)
{
	struct rlimit64 now;
	int r = prlimit64(0, RLIMIT_CPU, NULL, &now);

	/* no limit on CPU time here: the 64-bit infinity, all ones */
	CHECK_EQ(name, r * 10 + (now.rlim_max == RLIM64_INFINITY), 1);
}

static void test_prlimit64_bad(const char *name)
{
	struct rlimit64 now;

	CHECK_ERR(name, prlimit64(0, 1000, NULL, &now), -1, EINVAL);
}

/* the error number returned, errno untouched */
static void test_posix_fadvise(const char *name)
{
	int fd = open64(check_path, O_RDONLY), r;

	errno = 0;
	r = posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL) * 100;
	r += posix_fadvise(fd, 0, 0, 100);
	r = r * 100 + posix_fadvise(-1, 0, 0, POSIX_FADV_NORMAL);
	close(fd);
	CHECK_EQ(name, r * 10 + errno, (EINVAL * 100 + EBADF) * 10);
}

static void test_posix_fadvise64(const char *name)
{
	int fd = open64(check_path, O_RDONLY), p[2], r;

	pipe(p);
	r = posix_fadvise64(fd, BIG, BIG, POSIX_FADV_DONTNEED) * 100;
	r += posix_fadvise64(fd, 0, -0x100000000LL, POSIX_FADV_NORMAL);
	r = r * 100 + posix_fadvise64(p[0], 0, 0, POSIX_FADV_NORMAL);
	close(p[0]);
	close(p[1]);
	close(fd);
	CHECK_EQ(name, r, EINVAL * 100 + ESPIPE);
}

static void test_readahead(const char *name)
{
	int fd = open64(check_path, O_RDONLY);
	long long r = readahead(fd, 0, 4096) * 10 + readahead(fd, BIG, 10);

	close(fd);
	CHECK_EQ(name, r, 0);
}

static void test_readahead_pipe(const char *name)
{
	int p[2];

	pipe(p);
	CHECK_ERR(name, readahead(p[0], 0, 1), -1, EINVAL);
	close(p[0]);
	close(p[1]);
}

static void test_readahead_badf(const char *name)
{
	CHECK_ERR(name, readahead(-1, 0, 1), -1, EBADF);
}

static void test_sync_file_range(const char *name)
{
	int fd = open64(check_path, O_RDWR);
	int r = sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE) * 10 +
		sync_file_range(fd, BIG, BIG, SYNC_FILE_RANGE_WAIT_BEFORE |
				SYNC_FILE_RANGE_WRITE | SYNC_FILE_RANGE_WAIT_AFTER);

	close(fd);
	CHECK_EQ(name, r, 0);
}

static void test_sync_file_range_offset(const char *name)
{
	int fd = open64(check_path, O_RDWR);

	CHECK_ERR(name, sync_file_range(fd, -0x100000000LL, 1, SYNC_FILE_RANGE_WRITE),
		  -1, EINVAL);
	close(fd);
}

static void test_sync_file_range_nbytes(const char *name)
{
	int fd = open64(check_path, O_RDWR);

	CHECK_ERR(name, sync_file_range(fd, 0, -0x100000000LL, SYNC_FILE_RANGE_WRITE),
		  -1, EINVAL);
	close(fd);
}

static void test_sync_file_range_flags(const char *name)
{
	int fd = open64(check_path, O_RDWR);

	CHECK_ERR(name, sync_file_range(fd, 0, 0, 0x100), -1, EINVAL);
	close(fd);
}

static void test_sync_file_range_badf(const char *name)
{
	CHECK_ERR(name, sync_file_range(-1, 0, 0, 0), -1, EBADF);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_pwrite64_pread64),
	CHECK_CASE(test_fstat64_big),
	CHECK_CASE(test_creat64),
	CHECK_CASE(test_ftruncate64),
	CHECK_CASE(test_truncate64),
	CHECK_CASE(test_truncate64_missing),
	CHECK_CASE(test_ftruncate64_badf),
	CHECK_CASE(test_ftruncate64_negative),
	CHECK_CASE(test_stat64_stat),
	CHECK_CASE(test_lstat64),
	CHECK_CASE(test_fstatat64),
	CHECK_CASE(test_stat64_missing),
	CHECK_CASE(test_fstat64_badf),
	CHECK_CASE(test_statfs64),
	CHECK_CASE(test_fstatfs64),
	CHECK_CASE(test_statfs64_missing),
	CHECK_CASE(test_fcntl64_fd),
	CHECK_CASE(test_fcntl64_lock),
	CHECK_CASE(test_fcntl64_badf),
	CHECK_CASE(test_sendfile64),
	CHECK_CASE(test_sendfile64_badf),
	CHECK_CASE(test_prlimit64),
	CHECK_CASE(test_prlimit64_infinity),
	CHECK_CASE(test_prlimit64_bad),
	CHECK_CASE(test_posix_fadvise),
	CHECK_CASE(test_posix_fadvise64),
	CHECK_CASE(test_readahead),
	CHECK_CASE(test_readahead_pipe),
	CHECK_CASE(test_readahead_badf),
	CHECK_CASE(test_sync_file_range),
	CHECK_CASE(test_sync_file_range_offset),
	CHECK_CASE(test_sync_file_range_nbytes),
	CHECK_CASE(test_sync_file_range_flags),
	CHECK_CASE(test_sync_file_range_badf),
};

int main(void)
{
	if (check_files_setup("t-lfs"))
		return 1;
	return check_run(cases, CHECK_COUNT(cases));
}
