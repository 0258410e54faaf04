/* SPDX-License-Identifier: GPL-2.0 */
/*
 * File additions of nolibc-ext: access, faccessat, pread, pwrite,
 * ftruncate, truncate, readlink, readlinkat, fstat, lstat, fstatat,
 * fchmod, fchmodat, mkdirat, mkfifo, fchown, fchownat, lchown, and
 * <dirent.h>'s directory streams.
 */

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "check.h"

static char dir[64];
static char path[96];

static void test_access(const char *name)
{
	CHECK_EQ(name, access("/", F_OK) * 10 + access("/", R_OK | X_OK), 0);
}

static void test_access_missing(const char *name)
{
	CHECK_ERR(name, access("/nonexistent", F_OK), -1, ENOENT);
}

static void test_faccessat(const char *name)
{
	CHECK_EQ(name, faccessat(AT_FDCWD, dir, W_OK, 0), 0);
}

static void test_pwrite_pread(const char *name)
{
	char buf[8] = "";
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);

	write(fd, "0123456789", 10);
	pwrite(fd, "ab", 2, 3);
	pread(fd, buf, 5, 2);
	/* neither moved the offset */
	CHECK_EQ(name, strcmp(buf, "2ab56") * 100 + lseek(fd, 0, SEEK_CUR), 10);
	close(fd);
}

static void test_pread_big_offset(const char *name)
{
	char c = 'x';
	int fd = open(path, O_RDONLY);

	/* past the end: 0 bytes; the offset reaches the call intact */
	CHECK_EQ(name, pread(fd, &c, 1, 100000) * 10 + pread(fd, &c, 1, 9) + (c == '9'), 2);
	close(fd);
}

static void test_ftruncate(const char *name)
{
	struct stat st;
	int fd = open(path, O_RDWR);

	ftruncate(fd, 4);
	fstat(fd, &st);
	close(fd);
	CHECK_EQ(name, st.st_size, 4);
}

static void test_truncate(const char *name)
{
	struct stat st;

	truncate(path, 100);
	stat(path, &st);
	CHECK_EQ(name, st.st_size, 100);
}

static void test_fstat_mode(const char *name)
{
	struct stat st;
	int fd = open(path, O_RDONLY);

	fchmod(fd, 0640);
	fstat(fd, &st);
	close(fd);
	CHECK_EQ(name, (long)(st.st_mode & 07777) * 10 + S_ISREG(st.st_mode), 0640 * 10 + 1);
}

static void test_symlink_lstat(const char *name)
{
	char link[128], target[128] = "";
	struct stat st, lst;
	ssize_t n;

	snprintf(link, sizeof(link), "%s/link", dir);
	symlink(path, link);
	stat(link, &st);
	lstat(link, &lst);
	n = readlink(link, target, sizeof(target) - 1);
	CHECK_EQ(name, S_ISREG(st.st_mode) * 100 + S_ISLNK(lst.st_mode) * 10 +
		 (n == (ssize_t)strlen(path) && !strncmp(target, path, n)), 111);
	unlink(link);
}

static void test_readlink_notlink(const char *name)
{
	char buf[8];

	CHECK_ERR(name, readlink(path, buf, sizeof(buf)), -1, EINVAL);
}

static void test_fstatat_mkdirat(const char *name)
{
	struct stat st;
	int dfd = open(dir, O_RDONLY | O_DIRECTORY);
	int r = mkdirat(dfd, "sub", 0750) * 10 + fstatat(dfd, "sub", &st, 0);

	CHECK_EQ(name, r * 10000 + (long)(st.st_mode & 0777) + S_ISDIR(st.st_mode) * 1000, 1000 + 0750);
	close(dfd);
}

static void test_fchmodat(const char *name)
{
	char sub[128];
	struct stat st;

	snprintf(sub, sizeof(sub), "%s/sub", dir);
	fchmodat(AT_FDCWD, sub, 0700, 0);
	stat(sub, &st);
	CHECK_EQ(name, (long)(st.st_mode & 0777), 0700);
}

static void test_mkfifo(const char *name)
{
	char fifo[128];
	struct stat st;

	snprintf(fifo, sizeof(fifo), "%s/fifo", dir);
	mkfifo(fifo, 0600);
	stat(fifo, &st);
	CHECK_EQ(name, S_ISFIFO(st.st_mode), 1);
}

/* The names in dir, sorted, joined by spaces; the types of "sub" and "fifo". */
static void test_readdir(const char *name)
{
	char names[8][32], out[128] = "", tmp[32];
	int n = 0, i, j, types = 0;
	struct dirent *e;
	DIR *d = opendir(dir);

	while (d && (e = readdir(d)) && n < 8) {
		strcpy(names[n++], e->d_name);
		if (!strcmp(e->d_name, "sub"))
			types += e->d_type == DT_DIR;
		if (!strcmp(e->d_name, "fifo"))
			types += e->d_type == DT_FIFO;
	}
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			if (strcmp(names[i], names[j]) > 0) {
				strcpy(tmp, names[i]);
				strcpy(names[i], names[j]);
				strcpy(names[j], tmp);
			}
	for (i = 0; i < n; i++) {
		strcat(out, names[i]);
		strcat(out, " ");
	}
	snprintf(tmp, sizeof(tmp), "types %d", types);
	strcat(out, tmp);
	if (d)
		closedir(d);
	CHECK_STR(name, out, ". .. fifo file sub types 2");
}

static void test_rewinddir(const char *name)
{
	DIR *d = opendir(dir);
	int n = 0;

	while (readdir(d))
		n++;
	rewinddir(d);
	while (readdir(d))
		n++;
	closedir(d);
	CHECK_EQ(name, n, 10);
}

static void test_opendir_notdir(const char *name)
{
	CHECK_ERR(name, opendir(path) != NULL, 0, ENOTDIR);
}

static void test_fdopendir_dirfd(const char *name)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY);
	DIR *d = fdopendir(fd);

	CHECK_EQ(name, d && dirfd(d) == fd, 1);
	if (d)
		closedir(d);
}

/* to one's own ids, and -1 for "unchanged": allowed to anyone */
static void test_fchown(const char *name)
{
	struct stat st;
	int fd = open(path, O_RDONLY);
	int r = fchown(fd, getuid(), getgid()) * 10 + fchown(fd, -1, -1);

	fstat(fd, &st);
	close(fd);
	CHECK_EQ(name, r * 10 + (st.st_uid == getuid() && st.st_gid == getgid()), 1);
}

static void test_fchown_badf(const char *name)
{
	CHECK_ERR(name, fchown(-1, -1, -1), -1, EBADF);
}

static void test_fchownat_missing(const char *name)
{
	CHECK_ERR(name, fchownat(AT_FDCWD, "/nonexistent", -1, -1, 0), -1, ENOENT);
}

/* a dangling symbolic link: lchown() and AT_SYMLINK_NOFOLLOW change the
 * link itself, chown() follows it to nothing */
static void test_lchown_dangling(const char *name)
{
	char link[128];
	int l, at, c;

	snprintf(link, sizeof(link), "%s/dangling", dir);
	symlink("nowhere", link);
	l = lchown(link, -1, -1);
	at = fchownat(AT_FDCWD, link, -1, -1, AT_SYMLINK_NOFOLLOW);
	c = chown(link, -1, -1) == -1 && errno == ENOENT;
	unlink(link);
	CHECK_EQ(name, l * 100 + at * 10 + c, 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_access),
	CHECK_CASE(test_access_missing),
	CHECK_CASE(test_faccessat),
	CHECK_CASE(test_pwrite_pread),
	CHECK_CASE(test_pread_big_offset),
	CHECK_CASE(test_ftruncate),
	CHECK_CASE(test_truncate),
	CHECK_CASE(test_fstat_mode),
	CHECK_CASE(test_symlink_lstat),
	CHECK_CASE(test_readlink_notlink),
	CHECK_CASE(test_fstatat_mkdirat),
	CHECK_CASE(test_fchmodat),
	CHECK_CASE(test_mkfifo),
	CHECK_CASE(test_readdir),
	CHECK_CASE(test_rewinddir),
	CHECK_CASE(test_opendir_notdir),
	CHECK_CASE(test_fdopendir_dirfd),
	CHECK_CASE(test_fchown),
	CHECK_CASE(test_fchown_badf),
	CHECK_CASE(test_fchownat_missing),
	CHECK_CASE(test_lchown_dangling),
};

static void teardown(void)
{
	char sub[128];

	unlink(path);
	snprintf(sub, sizeof(sub), "%s/fifo", dir);
	unlink(sub);
	snprintf(sub, sizeof(sub), "%s/sub", dir);
	rmdir(sub);
	rmdir(dir);
}

int main(void)
{
	strcpy(dir, "/tmp/t-files.XXXXXX");
	if (!mkdtemp(dir))
		return 1;
	snprintf(path, sizeof(path), "%s/file", dir);
	check_teardown = teardown;
	return check_run(cases, CHECK_COUNT(cases));
}
