/* SPDX-License-Identifier: GPL-2.0 */
/*
 * More additions of nolibc-ext: the BSD types of <sys/types.h>, umount(),
 * <sys/sysmacros.h>, <elf.h>'s versioning structures, <sys/auxv.h>,
 * getcwd, fchdir, symlinkat, linkat, unlinkat, fexecve, creat, realpath,
 * asprintf, renameat, renameat2, fallocate, posix_fallocate, ptrace,
 * dl_iterate_phdr, the layout of <sys/user.h> on x86, pivot_root, the
 * protection key calls.
 */

#define _GNU_SOURCE	/* glibc: renameat2(), execveat flags, asprintf() */
#include <elf.h>
#include <limits.h>
#include <link.h>
#include <sched.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/fs.h>
#include <sys/auxv.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <sys/user.h>
#include <sys/wait.h>
#include "check.h"

static char dir[64];

#ifndef NOLIBC
/* glibc 2.36 exports it but declares it nowhere (the man page: syscall()) */
int pivot_root(const char *new_root, const char *put_old);
#endif

static void test_bsd_types(const char *name)
{
	u_int32_t a = 0xffffffff;
	u_int8_t b = 255;
	u_char c = 1;

	CHECK_EQ(name, sizeof(a) * 100 + sizeof(u_int64_t) * 10 + (u_int8_t)(b + c) +
		 sizeof(u_short), 482);
}

static void test_umount(const char *name)
{
	CHECK_ERR(name, umount("/nonexistent-mount-point"), -1, ENOENT);
}

static void test_sysmacros(const char *name)
{
	struct stat st;

	stat("/dev/null", &st);
	CHECK_EQ(name, major(st.st_rdev) * 100 + minor(st.st_rdev) * 10 +
		 (major(makedev(8, 300)) == 8 && minor(makedev(8, 300)) == 300), 131);
}

static void test_elf_versioning(const char *name)
{
	CHECK_EQ(name, sizeof(Elf64_Verdef) * 10000 + sizeof(Elf64_Verdaux) * 100 +
		 sizeof(Elf64_Versym) * 10 + (VER_FLG_BASE == 1), 200000 + 800 + 20 + 1);
}

static void test_elf_auxv(const char *name)
{
	CHECK_EQ(name, sizeof(Elf64_auxv_t) * 10 + (sizeof(Elf64_Sym) == 24), 161);
}

static void test_getauxval(const char *name)
{
	CHECK_EQ(name, getauxval(AT_PAGESZ) == (unsigned long)getpagesize(), 1);
}

static void test_getcwd_fchdir(const char *name)
{
	char cwd[256], back[256];
	int fd = open(".", O_RDONLY | O_DIRECTORY), r;

	getcwd(cwd, sizeof(cwd));
	chdir(dir);
	getcwd(back, sizeof(back));
	r = !strcmp(back, dir) * 10;
	fchdir(fd);
	getcwd(back, sizeof(back));
	r += !strcmp(back, cwd);
	close(fd);
	CHECK_EQ(name, r, 11);
}

static void test_getcwd_small(const char *name)
{
	char buf[2];

	CHECK_ERR(name, getcwd(buf, sizeof(buf)) == NULL, 1, ERANGE);
}

static void test_at_calls(const char *name)
{
	int dfd = open(dir, O_RDONLY | O_DIRECTORY), r;
	char target[64] = "";

	close(openat(dfd, "f", O_CREAT | O_WRONLY, 0600));
	r = symlinkat("f", dfd, "s") * 1000 + linkat(dfd, "f", dfd, "h", 0) * 100;
	readlinkat(dfd, "s", target, sizeof(target) - 1);
	r += unlinkat(dfd, "s", 0) * 10 + unlinkat(dfd, "h", 0) + unlinkat(dfd, "f", 0);
	close(dfd);
	CHECK_EQ(name, r * 10 + !strcmp(target, "f"), 1);
}

static void test_unlinkat_dir(const char *name)
{
	int dfd = open(dir, O_RDONLY | O_DIRECTORY), r;

	mkdirat(dfd, "d", 0700);
	r = unlinkat(dfd, "d", AT_REMOVEDIR);
	close(dfd);
	CHECK_EQ(name, r, 0);
}

/* exits 7 through the host's shell; qemu-user without execveat: ENOSYS */
static void test_fexecve(const char *name)
{
	char *argv[] = { "sh", "-c", "exit 7", NULL };
	int status, pipefd[2], err = 0;
	pid_t pid;

	pipe(pipefd);
	pid = fork();
	if (pid == 0) {
		int fd = open("/bin/sh", O_RDONLY | O_CLOEXEC);

		fexecve(fd, argv, environ);
		err = errno;
		write(pipefd[1], &err, sizeof(err));
		_exit(99);
	}
	close(pipefd[1]);
	read(pipefd[0], &err, sizeof(err));
	close(pipefd[0]);
	waitpid(pid, &status, 0);
	CHECK_EQ(name, (WIFEXITED(status) && WEXITSTATUS(status) == 7) ||
		 (WEXITSTATUS(status) == 99 && err == ENOSYS), 1);
}

static void test_creat(const char *name)
{
	char path[96];
	struct stat st;
	int fd;

	snprintf(path, sizeof(path), "%s/c", dir);
	fd = creat(path, 0640);
	write(fd, "abc", 3);
	close(fd);
	fd = creat(path, 0600);	/* truncates */
	fstat(fd, &st);
	close(fd);
	unlink(path);
	CHECK_EQ(name, st.st_size * 1000 + (st.st_mode & 0777), 0640);
}

static void test_realpath(const char *name)
{
	char in[128], out[256], *dyn;

	snprintf(in, sizeof(in), "%s/../%s/./", dir, strrchr(dir, '/') + 1);
	dyn = realpath(in, NULL);
	CHECK_EQ(name, realpath(in, out) == out && !strcmp(out, dir) && dyn && !strcmp(dyn, dir), 1);
	free(dyn);
}

static void test_realpath_missing(const char *name)
{
	char out[256];

	CHECK_ERR(name, realpath("/nonexistent/x", out) == NULL, 1, ENOENT);
}

/* realpath(in) as text: relative to dir, or the error's name */
static const char *resolve(const char *in, char *buf, size_t size)
{
	char out[PATH_MAX];
	size_t n = strlen(dir);

	errno = 0;
	if (!realpath(in, out))
		snprintf(buf, size, "%s", errno == ENOENT ? "ENOENT" : errno == ENOTDIR ?
			 "ENOTDIR" : errno == ELOOP ? "ELOOP" : "error");
	else if (!strncmp(out, dir, n) && (!out[n] || out[n] == '/'))
		snprintf(buf, size, "D%s", out + n);
	else
		snprintf(buf, size, "%s", out);
	return buf;
}

/*
 * A walk through links, dot-dots, files in the middle and at the end
 * with a slash, dangling links and loops, absolute and relative.
 */
static void test_realpath_walk(const char *name)
{
	static const char *const in[] = {
		"l-abs", "l-rel", "l-rel/", "l-rel/.", "l-rel/..", "l-rel/../f", "f", "f/",
		"f/x", "nowhere", "l-dangle", "l-loop1", "d/../l-chain/x", "l-chain", ".",
		"/", "//", "/..", "/../tmp/..", "d//./../d/", "l-file/", "l-file",
		"l-deep/../x", "l-deep/..", "d/l-up", "d/l-up/", "l-rel/l-up", "l-deep/../../f",
	};
	char buf[PATH_MAX], all[1024] = "", cwd[PATH_MAX];
	size_t i, n = 0;
	int fd;

	snprintf(buf, sizeof(buf), "%s/d", dir);
	mkdir(buf, 0755);
	snprintf(buf, sizeof(buf), "%s/d/x", dir);
	fd = creat(buf, 0600);
	close(fd);
	snprintf(buf, sizeof(buf), "%s/d/e", dir);
	mkdir(buf, 0755);
	snprintf(buf, sizeof(buf), "%s/f", dir);
	fd = creat(buf, 0600);
	close(fd);
	snprintf(buf, sizeof(buf), "%s/d", dir);
	getcwd(cwd, sizeof(cwd));
	chdir(dir);
	symlink(buf, "l-abs");
	symlink("d", "l-rel");
	symlink("nowhere", "l-dangle");
	symlink("l-loop2", "l-loop1");
	symlink("l-loop1", "l-loop2");
	symlink("l-rel/../l-rel", "l-chain");
	symlink("f", "l-file");
	/* ".." after a link is taken in the target's directory, not the text */
	symlink("d/e", "l-deep");
	symlink("../f", "d/l-up");
	for (i = 0; i < sizeof(in) / sizeof(in[0]) && n < sizeof(all); i++)
		n += snprintf(all + n, sizeof(all) - n, "%s=%s ", in[i],
			      resolve(in[i], buf, sizeof(buf)));
	unlink("l-abs");
	unlink("l-rel");
	unlink("l-dangle");
	unlink("l-loop1");
	unlink("l-loop2");
	unlink("l-chain");
	unlink("l-file");
	unlink("l-deep");
	unlink("d/l-up");
	unlink("f");
	unlink("d/x");
	rmdir("d/e");
	rmdir("d");
	chdir(cwd);
	ksft_test_result_pass("%s: %s\n", name, all);
}

/*
 * A link on a nosymfollow mount: the kernel follows none there, yet
 * glibc's realpath() resolves it, reading links itself
 * (mount/nosymfollow-test.c). In a child, in a mount namespace of its
 * own: root only (EPERM otherwise, with either libc).
 */
static void test_realpath_nosymfollow(const char *name)
{
	char m[128], buf[PATH_MAX] = "EPERM", target[160];
	int fds[2], ws, fd;
	pid_t pid;

	snprintf(m, sizeof(m), "%s/m", dir);
	mkdir(m, 0755);
	pipe(fds);
	pid = fork();
	if (pid == 0) {
		close(fds[0]);
		if (!unshare(CLONE_NEWNS) &&
		    !mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) &&
		    !mount("tmpfs", m, "tmpfs", MS_NOSYMFOLLOW, NULL)) {
			snprintf(target, sizeof(target), "%s/t", m);
			fd = creat(target, 0600);
			close(fd);
			snprintf(target, sizeof(target), "%s/l", m);
			symlink("t", target);
			errno = 0;
			fd = open(target, O_RDONLY);
			snprintf(buf, sizeof(buf), "open %s, realpath ",
				 fd < 0 && errno == ELOOP ? "ELOOP" : "followed");
			resolve(target, buf + strlen(buf), sizeof(buf) - strlen(buf));
		}
		write(fds[1], buf, strlen(buf));
		_exit(0);
	}
	close(fds[1]);
	memset(buf, 0, sizeof(buf));
	read(fds[0], buf, sizeof(buf) - 1);
	close(fds[0]);
	waitpid(pid, &ws, 0);
	rmdir(m);
	ksft_test_result_pass("%s: %s\n", name, buf);
}

static void test_asprintf(const char *name)
{
	char *s = NULL;
	int n = asprintf(&s, "%s-%05d-%x", "id", 42, 255);

	CHECK_EQ(name, n * 10 + !strcmp(s, "id-00042-ff"), 111);
	free(s);
}

static void test_renameat2(const char *name)
{
	int dfd = open(dir, O_RDONLY | O_DIRECTORY), r;

	close(openat(dfd, "a", O_CREAT | O_WRONLY, 0600));
	close(openat(dfd, "b", O_CREAT | O_WRONLY, 0600));
	r = renameat2(dfd, "a", dfd, "b", RENAME_NOREPLACE) == -1 && errno == EEXIST;
	r = r * 10 + (renameat(dfd, "a", dfd, "c") == 0);
	unlinkat(dfd, "b", 0);
	unlinkat(dfd, "c", 0);
	close(dfd);
	CHECK_EQ(name, r, 11);
}

static void test_fallocate(const char *name)
{
	char path[96];
	struct stat st;
	int fd, r;

	snprintf(path, sizeof(path), "%s/falloc", dir);
	fd = open(path, O_RDWR | O_CREAT, 0600);
	r = fallocate(fd, 0, 4096, 8192) * 10 + posix_fallocate(fd, 0, 20000);
	fstat(fd, &st);
	close(fd);
	unlink(path);
	CHECK_EQ(name, r * 100000 + st.st_size, 20000);
}

static void test_fallocate_bad(const char *name)
{
	/* a negative length: EINVAL, as an error number from posix_fallocate */
	CHECK_EQ(name, posix_fallocate(0, 0, -1), EINVAL);
}

static long traced_word = 0x1234567;

/* PEEKDATA reads the child's copy of traced_word; qemu-user: ENOSYS */
static void test_ptrace(const char *name)
{
	int status, ok;
	long word;
	pid_t pid = fork();

	if (pid == 0) {
		if (ptrace(PTRACE_TRACEME, 0, NULL, NULL) < 0)
			_exit(errno == ENOSYS ? 38 : 1);
		raise(SIGSTOP);
		_exit(0);
	}
	waitpid(pid, &status, 0);
	if (WIFEXITED(status)) {
		ok = WEXITSTATUS(status) == 38;
	} else {
		errno = 1;
		word = ptrace(PTRACE_PEEKDATA, pid, &traced_word, NULL);
		ok = word == 0x1234567 && errno == 0;
		ptrace(PTRACE_CONT, pid, NULL, NULL);
		waitpid(pid, &status, 0);
		ok = ok && WIFEXITED(status);
	}
	CHECK_EQ(name, ok, 1);
}

static int first_object(struct dl_phdr_info *info, size_t size, void *data)
{
	int i, loads = 0;

	for (i = 0; i < info->dlpi_phnum; i++)
		loads += info->dlpi_phdr[i].p_type == PT_LOAD;
	*(int *)data = !strcmp(info->dlpi_name, "") * 100 +
		       (info->dlpi_phnum == getauxval(AT_PHNUM)) * 10 +
		       (loads > 0 && size >= sizeof(*info));
	return 7;	/* stops the walk, and is what it returns */
}

static void test_dl_iterate_phdr(const char *name)
{
	int got = 0, ret = dl_iterate_phdr(first_object, &got);

	CHECK_EQ(name, ret * 1000 + got, 7111);
}

/* the user area's layout, which PTRACE_PEEKUSER offsets depend on (x86) */
static void test_sys_user(const char *name)
{
#if defined(__x86_64__)
	int ok = offsetof(struct user, u_debugreg) == 848 && sizeof(struct user_regs_struct) == 216 &&
		 offsetof(struct user, i387) == 224 && sizeof(struct user_fpregs_struct) == 512;
#elif defined(__i386__)
	int ok = offsetof(struct user, u_debugreg) == 252 && sizeof(struct user_regs_struct) == 68 &&
		 offsetof(struct user, i387) == 72 && sizeof(struct user_fpregs_struct) == 108;
#else
	int ok = 1;	/* nothing of the x86 layout on other architectures */
#endif
	CHECK_EQ(name, ok, 1);
}

/* ENOENT; or EPERM first, without the privilege to mount */
static void test_pivot_root(const char *name)
{
	int r;
	EXPECT_START;

	errno = 0;
	r = pivot_root("/nonexistent-new-root", "/nonexistent-put-old");
	EXPECT(r == -1 && (errno == ENOENT || errno == EPERM));
	EXPECT_END(name);
}

/*
 * A protection key, where the machine has them: pkey_mprotect() with it
 * accepted, the key freed. Without (no PKU: ENOSPC or EINVAL; qemu-user:
 * ENOSYS) that error alone, and freeing a key never allocated refused;
 * with or without, pkey_mprotect() with a key never allocated refused.
 */
static void test_pkeys(const char *name)
{
	long page = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int key;
	EXPECT_START;

	EXPECT(p != MAP_FAILED);
	errno = 0;
	key = pkey_alloc(0, 0);
	if (key >= 0) {
		EXPECT(pkey_mprotect(p, page, PROT_READ, key) == 0);
		EXPECT(pkey_free(key) == 0);
	} else {
		EXPECT(errno == ENOSPC || errno == EINVAL || errno == ENOSYS);
	}
	errno = 0;
	EXPECT(pkey_free(1000) == -1 && (errno == EINVAL || errno == ENOSYS));
	errno = 0;
	EXPECT(pkey_mprotect(p, page, PROT_READ, 1000) == -1 &&
	       (errno == EINVAL || errno == ENOSYS));
	munmap(p, page);
	EXPECT_END(name);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_bsd_types),
	CHECK_CASE(test_umount),
	CHECK_CASE(test_pivot_root),
	CHECK_CASE(test_pkeys),
	CHECK_CASE(test_sysmacros),
	CHECK_CASE(test_elf_versioning),
	CHECK_CASE(test_elf_auxv),
	CHECK_CASE(test_getauxval),
	CHECK_CASE(test_dl_iterate_phdr),
	CHECK_CASE(test_sys_user),
	CHECK_CASE(test_getcwd_fchdir),
	CHECK_CASE(test_getcwd_small),
	CHECK_CASE(test_at_calls),
	CHECK_CASE(test_unlinkat_dir),
	CHECK_CASE(test_fexecve),
	CHECK_CASE(test_creat),
	CHECK_CASE(test_realpath),
	CHECK_CASE(test_realpath_missing),
	CHECK_CASE(test_realpath_walk),
	CHECK_CASE(test_realpath_nosymfollow),
	CHECK_CASE(test_asprintf),
	CHECK_CASE(test_renameat2),
	CHECK_CASE(test_fallocate),
	CHECK_CASE(test_fallocate_bad),
	CHECK_CASE(test_ptrace),
};

static void teardown(void)
{
	rmdir(dir);
}

int main(void)
{
	strcpy(dir, "/tmp/t-more.XXXXXX");
	if (!mkdtemp(dir))
		return 1;
	check_teardown = teardown;
	return check_run(cases, CHECK_COUNT(cases));
}
