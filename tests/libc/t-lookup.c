/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Looking things up: users in /etc/passwd (<pwd.h>: getpwnam, getpwuid,
 * their _r forms, putpwent), group entries written (putgrent), protocols
 * in /etc/protocols (getprotobyname, getprotobynumber), directories
 * listed whole (scandir, alphasort, readdir_r) and trees walked (nftw,
 * ftw, with each flag). Nothing is looked up that
 * is not there: static glibc then asks the next service nsswitch.conf
 * names, which it cannot load, and may crash.
 */

#define _GNU_SOURCE	/* glibc: putpwent(), putgrent() */
#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <netdb.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

/* glibc marks readdir_r() deprecated; it is tested all the same */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* root's entry, as every /etc/passwd has it */
static void test_getpwuid(const char *name)
{
	struct passwd *pw = getpwuid(0);

	if (!pw)
		return ksft_test_result_fail("%s: no entry for uid 0\n", name);
	ksft_test_result_pass("%s: %s uid %u gid %u home %s\n", name, pw->pw_name,
			      (unsigned int)pw->pw_uid, (unsigned int)pw->pw_gid, pw->pw_dir);
}

static void test_getpwnam(const char *name)
{
	struct passwd *pw;
	EXPECT_START;
	char dir[256];

	pw = getpwnam("root");
	EXPECT(pw && pw->pw_uid == 0 && !strcmp(pw->pw_name, "root"));
	snprintf(dir, sizeof(dir), "%s", pw ? pw->pw_dir : "");
	/* glibc keeps one result per function, nolibc-ext one for both */
	pw = getpwuid(0);
	EXPECT(pw && !strcmp(pw->pw_dir, dir));
	EXPECT_END(name);
}

static void test_getpw_r(const char *name)
{
	struct passwd pw, *res = &pw;
	char buf[1024], tiny[4];
	EXPECT_START;

	EXPECT(getpwnam_r("root", &pw, buf, sizeof(buf), &res) == 0 && res == &pw &&
	       pw.pw_uid == 0 && !strcmp(pw.pw_name, "root"));
	EXPECT(getpwuid_r(0, &pw, buf, sizeof(buf), &res) == 0 && res == &pw &&
	       !strcmp(pw.pw_name, "root"));
	/* a buffer too small for the strings */
	res = &pw;
	EXPECT(getpwnam_r("root", &pw, tiny, sizeof(tiny), &res) == ERANGE && !res);
	EXPECT_END(name);
}

/* what f holds from its start, up to len - 1 bytes */
static void file_text(FILE *f, char *buf, size_t len)
{
	size_t n;

	rewind(f);
	n = fread(buf, 1, len - 1, f);
	buf[n] = 0;
}

static void test_putpwent(const char *name)
{
	struct passwd pw = { "tester", "x", 1234, 56, "Test User,,,", "/home/tester",
			     "/bin/sh" };
	FILE *f = tmpfile();
	char text[256];
	EXPECT_START;

	EXPECT(putpwent(&pw, f) == 0);
	pw.pw_passwd = NULL;
	pw.pw_gecos = NULL;
	EXPECT(putpwent(&pw, f) == 0);
	pw.pw_dir = "/home/a:b";
	errno = 0;
	EXPECT(putpwent(&pw, f) == -1 && errno == EINVAL);
	pw.pw_dir = "/";
	pw.pw_shell = "/bin/sh\nroot";
	errno = 0;
	EXPECT(putpwent(&pw, f) == -1 && errno == EINVAL);
	file_text(f, text, sizeof(text));
	EXPECT(!strcmp(text, "tester:x:1234:56:Test User,,,:/home/tester:/bin/sh\n"
		       "tester::1234:56::/home/tester:/bin/sh\n"));
	fclose(f);
	EXPECT_END(name);
}

static void test_putgrent(const char *name)
{
	char *mem[] = { "alice", "bob", NULL }, *none[] = { NULL };
	struct group gr = { "staff", "x", 50, mem };
	FILE *f = tmpfile();
	char text[256];
	EXPECT_START;

	EXPECT(putgrent(&gr, f) == 0);
	gr.gr_mem = none;
	gr.gr_passwd = NULL;
	EXPECT(putgrent(&gr, f) == 0);
	mem[1] = "b,ob";
	gr.gr_mem = mem;
	errno = 0;
	EXPECT(putgrent(&gr, f) == -1 && errno == EINVAL);
	file_text(f, text, sizeof(text));
	EXPECT(!strcmp(text, "staff:x:50:alice,bob\nstaff::50:\n"));
	fclose(f);
	EXPECT_END(name);
}

/* the protocols every /etc/protocols has, by name, alias and number */
static void test_protocols(const char *name)
{
	struct protoent *p;
	EXPECT_START;

	p = getprotobyname("tcp");
	EXPECT(p && p->p_proto == 6 && !strcmp(p->p_name, "tcp") && p->p_aliases[0] &&
	       !strcmp(p->p_aliases[0], "TCP") && !p->p_aliases[1]);
	p = getprotobyname("UDP");
	EXPECT(p && p->p_proto == 17 && !strcmp(p->p_name, "udp"));
	p = getprotobynumber(1);
	EXPECT(p && !strcmp(p->p_name, "icmp"));
	p = getprotobynumber(58);
	EXPECT(p && !strcmp(p->p_name, "ipv6-icmp"));
	EXPECT_END(name);
}

static int no_dots(const struct dirent *d)
{
	return d->d_name[0] != '.';
}

static void test_scandir(const char *name)
{
	static const char *const files[] = { "b", "c", "a", ".hidden" };
	char path[128], all[128] = "";
	struct dirent **list = NULL;
	EXPECT_START;
	int i, n;

	check_files_setup("t-lookup");
	for (i = 0; i < 4; i++) {
		snprintf(path, sizeof(path), "%s/%s", check_dir, files[i]);
		close(open(path, O_WRONLY | O_CREAT, 0600));
	}
	/* every entry but the dotted ones, sorted; check_files' own too */
	n = scandir(check_dir, &list, no_dots, alphasort);
	for (i = 0; i < n; i++) {
		strcat(all, list[i]->d_name);
		strcat(all, " ");
		free(list[i]);
	}
	free(list);
	EXPECT(n == 5 && !strcmp(all, "a b c file link "));
	/* all of them, in no particular order: counted */
	n = scandir(check_dir, &list, NULL, NULL);
	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);
	EXPECT(n == 8);
	errno = 0;
	EXPECT(scandir("/nonexistent", &list, NULL, alphasort) == -1 && errno == ENOENT);
	for (i = 0; i < 4; i++) {
		snprintf(path, sizeof(path), "%s/%s", check_dir, files[i]);
		unlink(path);
	}
	EXPECT_END(name);
}

static void test_readdir_r(const char *name)
{
	struct dirent ent, *res = NULL;
	DIR *d = opendir(check_dir);
	EXPECT_START;
	int n = 0, other = 0, r;

	while ((r = readdir_r(d, &ent, &res)) == 0 && res) {
		other += res != &ent;
		n++;
	}
	EXPECT(r == 0 && !res && n == 4 && !other);
	closedir(d);
	EXPECT_END(name);
}

/*
 * A tree under check_dir: tree/{x, a/{b/, f1}, la -> a, dangle -> nowhere}
 * (check_dir's own file and link beside it). Each call of a walk is noted
 * as "path type name level cwd", check_dir cut off. The calls come in
 * readdir()'s order, which differs between two directories made alike:
 * they are printed sorted, and the order is checked apart (a directory's
 * call before its entries', or after them with FTW_DEPTH; a stop last).
 * Following links, a and la are one directory, walked once under the
 * name readdir() gives first: "la" is noted as "a" then.
 */
#define CALLS 32
static char calls[CALLS][96];
static int ncalls;
static size_t cut;
static int stop_at;	/* with FTW_ACTIONRETVAL or not: what to answer for "a" */
static int one_a;	/* la is a */

/* path, check_dir cut off, and la made a when one_a */
static void noted_path(char *out, size_t len, const char *path)
{
	const char *la;

	snprintf(out, len, "%s", strlen(path) >= cut ? path + cut : path);
	la = one_a ? strstr(out, "/la") : NULL;
	if (la && (la[3] == '/' || !la[3]))
		memmove((char *)la + 1, la + 2, strlen(la + 2) + 1);
}

static int note(const char *path, const struct stat *st, int type, struct FTW *f)
{
	const char *name = path + f->base;
	char here[256] = "";

	/* the working directory, inside check_dir or "-" */
	(void)st;
	if (getcwd(here, sizeof(here)) && !strncmp(here, check_dir, cut))
		memmove(here, here + cut, strlen(here + cut) + 1);
	else
		strcpy(here, "-");
	if (ncalls < CALLS) {
		noted_path(calls[ncalls], sizeof(calls[0]), path);
		snprintf(calls[ncalls] + strlen(calls[ncalls]),
			 sizeof(calls[0]) - strlen(calls[ncalls]), " %d %s %d %s", type,
			 one_a && !strcmp(name, "la") ? "a" : name, f->level, here);
		ncalls++;
	}
	return stop_at && !strcmp(name, "a") ? stop_at : 0;
}

static int note_old(const char *path, const struct stat *st, int type)
{
	(void)st;
	if (ncalls < CALLS) {
		noted_path(calls[ncalls], sizeof(calls[0]), path);
		snprintf(calls[ncalls] + strlen(calls[ncalls]),
			 sizeof(calls[0]) - strlen(calls[ncalls]), " %d", type);
		ncalls++;
	}
	return 0;
}

static int by_text(const void *a, const void *b)
{
	return strcmp(a, b);
}

/*
 * 1 when each call's directory (its path up to the last '/') came before
 * it, or after it (depth), when that directory was reported at all
 */
static int in_order(int depth)
{
	char dir[96], *slash;
	int i, j, n;

	for (i = 0; i < ncalls; i++) {
		n = strcspn(calls[i], " ");
		memcpy(dir, calls[i], n);
		dir[n] = 0;
		slash = strrchr(dir, '/');
		if (!slash || slash == dir)
			continue;
		*slash = 0;
		for (j = 0; j < ncalls; j++) {
			if (strncmp(calls[j], dir, strlen(dir)) || calls[j][strlen(dir)] != ' ')
				continue;
			if (depth ? j < i : j > i)
				return 0;
		}
	}
	return 1;
}

/* the calls, sorted, into out, with r and whether the order held */
static void calls_text(char *out, size_t len, int r, int order)
{
	int i;

	qsort(calls, ncalls, sizeof(calls[0]), by_text);
	out[0] = 0;
	for (i = 0; i < ncalls; i++)
		snprintf(out + strlen(out), len - strlen(out), "%s|", calls[i]);
	snprintf(out + strlen(out), len - strlen(out), "= %d, in order %d", r, order);
}

static void tree_make(char *root, size_t len)
{
	char p[200];

	snprintf(root, len, "%s/tree", check_dir);
	mkdir(root, 0700);
	snprintf(p, sizeof(p), "%s/a", root);
	mkdir(p, 0700);
	snprintf(p, sizeof(p), "%s/a/b", root);
	mkdir(p, 0700);
	snprintf(p, sizeof(p), "%s/a/f1", root);
	close(open(p, O_WRONLY | O_CREAT, 0600));
	snprintf(p, sizeof(p), "%s/x", root);
	close(open(p, O_WRONLY | O_CREAT, 0600));
	snprintf(p, sizeof(p), "%s/la", root);
	symlink("a", p);
	snprintf(p, sizeof(p), "%s/dangle", root);
	symlink("nowhere", p);
	cut = strlen(check_dir);
}

static void tree_drop(const char *root)
{
	static const char *const names[] = { "a/b", "a/f1", "a", "x", "la", "dangle" };
	char p[200];
	unsigned int i;

	for (i = 0; i < 6; i++) {
		snprintf(p, sizeof(p), "%s/%s", root, names[i]);
		if (rmdir(p))
			unlink(p);
	}
	rmdir(root);
}

/* one walk of root with flags, its calls and its answer */
static void walk_case(const char *name, const char *root, int flags, int stop)
{
	char start[256] = "", now[256] = "", text[2048];
	int r, order;

	ncalls = 0;
	stop_at = stop;
	one_a = !(flags & FTW_PHYS);
	getcwd(start, sizeof(start));
	r = nftw(root, note, 4, flags);
	order = in_order(flags & FTW_DEPTH);
	/* a stop comes at "a", the last call */
	if (stop && !(flags & FTW_ACTIONRETVAL))
		order = order && ncalls && strstr(calls[ncalls - 1], " a 1 ");
	calls_text(text, sizeof(text), r, order);
	/* FTW_CHDIR gives the working directory back */
	getcwd(now, sizeof(now));
	ksft_test_result_pass("%s: %s%s\n", name, text, strcmp(now, start) ? " (cwd moved)" : "");
}

static void test_nftw_phys(const char *name)
{
	char root[160];

	tree_make(root, sizeof(root));
	walk_case(name, root, FTW_PHYS, 0);
}

static void test_nftw_follow_depth(const char *name)
{
	char root[160];

	tree_make(root, sizeof(root));
	walk_case(name, root, FTW_DEPTH, 0);
}

static void test_nftw_mount_chdir(const char *name)
{
	char root[170];

	tree_make(root, sizeof(root));
	strcat(root, "//");	/* trailing slashes are dropped */
	walk_case(name, root, FTW_PHYS | FTW_MOUNT | FTW_CHDIR, 0);
}

static void test_nftw_actions(const char *name)
{
	char root[160];

	tree_make(root, sizeof(root));
	walk_case(name, root, FTW_PHYS | FTW_ACTIONRETVAL, FTW_SKIP_SUBTREE);
}

/* a stop: the walk ends at "a" (what comes after it depends on the order) */
static void test_nftw_stop(const char *name)
{
	char root[160], text[2048];
	int r, last;

	tree_make(root, sizeof(root));
	ncalls = 0;
	stop_at = 7;
	one_a = 0;
	r = nftw(root, note, 4, FTW_PHYS);
	last = ncalls && strstr(calls[ncalls - 1], " a 1 ") != NULL;
	ncalls = 0;
	snprintf(text, sizeof(text), "= %d, stopped at a %d", r, last);
	ksft_test_result_pass("%s: %s\n", name, text);
}

static void test_ftw(const char *name)
{
	char root[160], text[2048];
	int r;

	tree_make(root, sizeof(root));
	ncalls = 0;
	one_a = 1;
	r = ftw(root, note_old, 4);
	calls_text(text, sizeof(text), r, in_order(0));
	errno = 0;
	r = nftw("/nonexistent/x", note, 4, 0);
	snprintf(text + strlen(text), sizeof(text) - strlen(text), ", no root: %d %d", r,
		 errno == ENOENT);
	tree_drop(root);
	ksft_test_result_pass("%s: %s\n", name, text);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_getpwuid),
	CHECK_CASE(test_getpwnam),
	CHECK_CASE(test_getpw_r),
	CHECK_CASE(test_putpwent),
	CHECK_CASE(test_putgrent),
	CHECK_CASE(test_protocols),
	CHECK_CASE(test_scandir),
	CHECK_CASE(test_readdir_r),
	CHECK_CASE(test_nftw_phys),
	CHECK_CASE(test_nftw_follow_depth),
	CHECK_CASE(test_nftw_mount_chdir),
	CHECK_CASE(test_nftw_actions),
	CHECK_CASE(test_nftw_stop),
	CHECK_CASE(test_ftw),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
