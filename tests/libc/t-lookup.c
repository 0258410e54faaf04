/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Looking things up: users in /etc/passwd (<pwd.h>: getpwnam, getpwuid,
 * their _r forms, putpwent), group entries written (putgrent), protocols
 * in /etc/protocols (getprotobyname, getprotobynumber) and directories
 * listed whole (scandir, alphasort, readdir_r). Nothing is looked up that
 * is not there: static glibc then asks the next service nsswitch.conf
 * names, which it cannot load, and may crash.
 */

#define _GNU_SOURCE	/* glibc: putpwent(), putgrent() */
#include <dirent.h>
#include <fcntl.h>
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

static const struct check_case cases[] = {
	CHECK_CASE(test_getpwuid),
	CHECK_CASE(test_getpwnam),
	CHECK_CASE(test_getpw_r),
	CHECK_CASE(test_putpwent),
	CHECK_CASE(test_putgrent),
	CHECK_CASE(test_protocols),
	CHECK_CASE(test_scandir),
	CHECK_CASE(test_readdir_r),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
