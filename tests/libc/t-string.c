/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <string.h>, <strings.h> and <libgen.h> additions of nolibc-ext: memchr,
 * memrchr, memmem, strstr, strspn, strcspn, strpbrk, strtok, strtok_r,
 * strsep, strcasecmp, strncasecmp, strcat, stpcpy, strchrnul, the GNU
 * and POSIX basename() and dirname(), strerror() with perror() and %m.
 */

#define _GNU_SOURCE	/* glibc declares GNU basename() with it */
#include <string.h>
#include <strings.h>
#include <stdio.h>
#include <unistd.h>
#include "check.h"

/* The offset of p in s, or -1 for NULL. */
static long off(const void *s, const void *p)
{
	return p ? (const char *)p - (const char *)s : -1;
}

static const char text[] = "the quick brown fox";

static void test_memchr(const char *name)
{
	CHECK_EQ(name, off(text, memchr(text, 'q', sizeof(text))) * 100 +
		 off(text, memchr(text, 'z', sizeof(text))), 4 * 100 - 1);
}

static void test_memchr_nul(const char *name)
{
	CHECK_EQ(name, off(text, memchr(text, 0, sizeof(text))), sizeof(text) - 1);
}

static void test_memrchr(const char *name)
{
	CHECK_EQ(name, off(text, memrchr(text, 'o', strlen(text))), 17);
}

static void test_memmem(const char *name)
{
	CHECK_EQ(name, off(text, memmem(text, strlen(text), "own", 3)) * 100 +
		 off(text, memmem(text, 3, "he q", 4)), 12 * 100 - 1);
}

static void test_memmem_empty(const char *name)
{
	CHECK_EQ(name, off(text, memmem(text, 5, "", 0)), 0);
}

static void test_strstr(const char *name)
{
	CHECK_EQ(name, off(text, strstr(text, "fox")) * 100 + off(text, strstr(text, "cat")),
		 16 * 100 - 1);
}

static void test_strstr_empty(const char *name)
{
	CHECK_EQ(name, off(text, strstr(text, "")), 0);
}

static void test_strspn(const char *name)
{
	CHECK_EQ(name, strspn("aabbcx", "abc") * 10 + strcspn("hello, world", ",;"), 55);
}

static void test_strpbrk(const char *name)
{
	CHECK_EQ(name, off(text, strpbrk(text, "kx")) * 100 + off(text, strpbrk(text, "Z")),
		 8 * 100 - 1);
}

static void test_strtok(const char *name)
{
	char buf[32], out[32] = "";
	char *t;

	strcpy(buf, ",,a,bb;;c,");
	for (t = strtok(buf, ",;"); t; t = strtok(NULL, ",;")) {
		strcat(out, t);
		strcat(out, "|");
	}
	CHECK_STR(name, out, "a|bb|c|");
}

static void test_strtok_r(const char *name)
{
	char buf[16], *save, *a, *b, *c;

	strcpy(buf, "x y");
	a = strtok_r(buf, " ", &save);
	b = strtok_r(NULL, " ", &save);
	c = strtok_r(NULL, " ", &save);
	CHECK_EQ(name, off(buf, a) * 100 + off(buf, b) * 10 + (c == NULL), 21);
}

static void test_strsep(const char *name)
{
	char buf[16], *p = buf, out[32] = "";
	char *t;

	strcpy(buf, "a,,b");
	while ((t = strsep(&p, ",")) != NULL) {
		strcat(out, "[");
		strcat(out, t);
		strcat(out, "]");
	}
	CHECK_STR(name, out, "[a][][b]");
}

static void test_strcasecmp(const char *name)
{
	CHECK_EQ(name, (strcasecmp("HeLLo", "hello") == 0) * 100 +
		 (strcasecmp("abc", "ABD") < 0) * 10 + (strcasecmp("b", "A") > 0), 111);
}

static void test_strncasecmp(const char *name)
{
	CHECK_EQ(name, (strncasecmp("ABCx", "abcy", 3) == 0) * 10 +
		 (strncasecmp("ab", "abc", 3) < 0), 11);
}

static void test_strcat(const char *name)
{
	char buf[16] = "ab";

	CHECK_STR(name, strcat(strcat(buf, "cd"), ""), "abcd");
}

static void test_stpcpy(const char *name)
{
	char buf[16];

	CHECK_EQ(name, off(buf, stpcpy(stpcpy(buf, "abc"), "de")), 5);
}

static void test_strchrnul(const char *name)
{
	CHECK_EQ(name, off(text, strchrnul(text, 'q')) * 100 +
		 off(text, strchrnul(text, 'Z')), 4 * 100 + 19);
}

static void test_gnu_basename(const char *name)
{
	char out[32];

	snprintf(out, sizeof(out), "%s|%s|%s", basename("/usr/lib"), basename("lib"),
		 basename("/usr/"));
	CHECK_STR(name, out, "lib|lib|");
}

/* the terminating zero is part of the string */
static void test_strchr_nul(const char *name)
{
	const char *s = "abca";

	CHECK_EQ(name, (strchr(s, 0) - s) * 100 + (strrchr(s, 0) - s) * 10 +
		 (strrchr(s, 'a') - s), 443);
}

/*
 * strerror() of every error number glibc has a text for, by name (the
 * numbers differ between architectures), 0, and numbers it has none for;
 * perror() and printf's %m (GNU), which print the same texts
 */
#define E(x) { E##x, "E" #x }
static const struct {
	int err;
	const char *name;
} errors[] = {
	E(PERM), E(NOENT), E(SRCH), E(INTR), E(IO), E(NXIO), E(2BIG),
	E(NOEXEC), E(BADF), E(CHILD), E(AGAIN), E(NOMEM), E(ACCES), E(FAULT),
	E(NOTBLK), E(BUSY), E(EXIST), E(XDEV), E(NODEV), E(NOTDIR), E(ISDIR),
	E(INVAL), E(NFILE), E(MFILE), E(NOTTY), E(TXTBSY), E(FBIG), E(NOSPC),
	E(SPIPE), E(ROFS), E(MLINK), E(PIPE), E(DOM), E(RANGE), E(DEADLK),
	E(NAMETOOLONG), E(NOLCK), E(NOSYS), E(NOTEMPTY), E(LOOP), E(NOMSG),
	E(IDRM), E(CHRNG), E(L2NSYNC), E(L3HLT), E(L3RST), E(LNRNG),
	E(UNATCH), E(NOCSI), E(L2HLT), E(BADE), E(BADR), E(XFULL), E(NOANO),
	E(BADRQC), E(BADSLT), E(BFONT), E(NOSTR), E(NODATA), E(TIME),
	E(NOSR), E(NONET), E(NOPKG), E(REMOTE), E(NOLINK), E(ADV), E(SRMNT),
	E(COMM), E(PROTO), E(MULTIHOP), E(DOTDOT), E(BADMSG), E(OVERFLOW),
	E(NOTUNIQ), E(BADFD), E(REMCHG), E(LIBACC), E(LIBBAD), E(LIBSCN),
	E(LIBMAX), E(LIBEXEC), E(ILSEQ), E(RESTART), E(STRPIPE), E(USERS),
	E(NOTSOCK), E(DESTADDRREQ), E(MSGSIZE), E(PROTOTYPE), E(NOPROTOOPT),
	E(PROTONOSUPPORT), E(SOCKTNOSUPPORT), E(OPNOTSUPP), E(PFNOSUPPORT),
	E(AFNOSUPPORT), E(ADDRINUSE), E(ADDRNOTAVAIL), E(NETDOWN),
	E(NETUNREACH), E(NETRESET), E(CONNABORTED), E(CONNRESET), E(NOBUFS),
	E(ISCONN), E(NOTCONN), E(SHUTDOWN), E(TOOMANYREFS), E(TIMEDOUT),
	E(CONNREFUSED), E(HOSTDOWN), E(HOSTUNREACH), E(ALREADY),
	E(INPROGRESS), E(STALE), E(UCLEAN), E(NOTNAM), E(NAVAIL), E(ISNAM),
	E(REMOTEIO), E(DQUOT), E(NOMEDIUM), E(MEDIUMTYPE), E(CANCELED),
	E(NOKEY), E(KEYEXPIRED), E(KEYREVOKED), E(KEYREJECTED), E(OWNERDEAD),
	E(NOTRECOVERABLE), E(RFKILL), E(HWPOISON),
};

static void test_strerror_all(const char *name)
{
	static char out[8192];
	size_t len = 0;
	unsigned int i;

	for (i = 0; i < sizeof(errors) / sizeof(errors[0]); i++)
		len += snprintf(out + len, sizeof(out) - len, " %s=%s;", errors[i].name,
				strerror(errors[i].err));
	len += snprintf(out + len, sizeof(out) - len, " 0=%s; -1=%s;", strerror(0),
			strerror(-1));
	snprintf(out + len, sizeof(out) - len, " 100000=%s", strerror(100000));
	ksft_test_result_pass("%s:%s\n", name, out);
}

static const char *hash_m = "[%m] [%-24m] [%.6m] [%#m] [%#-8m] then errno %s, first %s";
static const char *name_m = " %#m%s";

static void test_perror_and_m(const char *name)
{
	char buf[512] = "";
	int fds[2], saved = dup(2), n, first;

	pipe(fds);
	dup2(fds[1], 2);
	errno = ENOENT;
	perror("open x");
	/* glibc's first perror() tried fdopen(dup(2), "w+") of a pipe */
	first = errno;
	errno = EACCES;
	perror("");
	errno = EINTR;
	perror(NULL);
	n = errno;
	dup2(saved, 2);
	close(saved);
	close(fds[1]);
	read(fds[0], buf, sizeof(buf) - 1);
	close(fds[0]);
	errno = EPIPE;
	/* %#m, glibc 2.35's, is not known to gcc 12's format checks */
	snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), hash_m,
		 n == EINTR ? "kept" : "changed",
		 first == EINVAL ? "EINVAL" : first == ENOENT ? "kept" : "other");
	CHECK_STR(name, buf, "open x: No such file or directory\nPermission denied\n"
		  "Interrupted system call\n[Broken pipe] [Broken pipe             ] "
		  "[Broken] [EPIPE] [EPIPE   ] then errno kept, first EINVAL");
}

/*
 * glibc's names and descriptions (NULL for a number it has none for),
 * and the GNU strerror_r(): a known error's text where strerror() keeps
 * it, the buffer untouched; an unknown one's in the buffer, cut short
 */
static void test_strerror_names(const char *name)
{
	static char out[4096];
	char buf[8] = "xxxxxxx", *r;
	const char *d;
	size_t len = 0;
	unsigned int i;

	for (i = 0; i < sizeof(errors) / sizeof(errors[0]); i++) {
		d = strerrorname_np(errors[i].err);
		len += snprintf(out + len, sizeof(out) - len, " %s",
				d && !strcmp(d, errors[i].name) ? "=" : d ? d : "NULL");
	}
	d = strerrordesc_np(4000);
	len += snprintf(out + len, sizeof(out) - len, " | %s %s %s %s |", strerrorname_np(0),
			strerrordesc_np(0), d ? d : "NULL",
			strerrorname_np(-1) ? "name" : "NULL");
	errno = 4000;
	len += snprintf(out + len, sizeof(out) - len, name_m, "");
	errno = -3;
	len += snprintf(out + len, sizeof(out) - len, name_m, " |");
	r = strerror_r(4000, buf, sizeof(buf));
	len += snprintf(out + len, sizeof(out) - len, " %s %d", r, r == buf);
	r = strerror_r(EPERM, buf, sizeof(buf));
	snprintf(out + len, sizeof(out) - len, " %s %d %s", r, r == buf, buf);
	ksft_test_result_pass("%s:%s\n", name, out);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_strchr_nul),
	CHECK_CASE(test_memchr),
	CHECK_CASE(test_memchr_nul),
	CHECK_CASE(test_memrchr),
	CHECK_CASE(test_memmem),
	CHECK_CASE(test_memmem_empty),
	CHECK_CASE(test_strstr),
	CHECK_CASE(test_strstr_empty),
	CHECK_CASE(test_strspn),
	CHECK_CASE(test_strpbrk),
	CHECK_CASE(test_strtok),
	CHECK_CASE(test_strtok_r),
	CHECK_CASE(test_strsep),
	CHECK_CASE(test_strcasecmp),
	CHECK_CASE(test_strncasecmp),
	CHECK_CASE(test_strcat),
	CHECK_CASE(test_stpcpy),
	CHECK_CASE(test_strchrnul),
	CHECK_CASE(test_gnu_basename),
	CHECK_CASE(test_strerror_all),
	CHECK_CASE(test_perror_and_m),
	CHECK_CASE(test_strerror_names),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
