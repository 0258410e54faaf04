/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <stdio.h> streams and scanf of nolibc-ext: fopen() modes, fread(),
 * fgetc()/ungetc(), fgets(), getline()/getdelim(), feof()/ferror(),
 * fseek()/ftell()/rewind(), remove(), rename(), sscanf()/fscanf(), and
 * the read buffer (/proc/sys files, positions, fflush(), setvbuf()).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include "check.h"

static char path[64], path2[64];

/* Writes text to path, truncating it first. */
static void put(const char *text)
{
	FILE *f = fopen(path, "w");

	if (f) {
		fwrite(text, 1, strlen(text), f);
		fclose(f);
	}
}

static void test_fopen_missing(const char *name)
{
	CHECK_ERR(name, fopen("/nonexistent/file", "r") != NULL, 0, ENOENT);
}

static void test_fopen_badmode(const char *name)
{
	CHECK_ERR(name, fopen(path, "z") != NULL, 0, EINVAL);
}

static void test_fopen_append(const char *name)
{
	char buf[16] = "";
	FILE *f;

	put("ab");
	f = fopen(path, "a");
	fputs("cd", f);
	fclose(f);
	f = fopen(path, "r");
	buf[fread(buf, 1, sizeof(buf) - 1, f)] = 0;
	fclose(f);
	CHECK_STR(name, buf, "abcd");
}

static void test_fopen_rplus(const char *name)
{
	char buf[16] = "";
	FILE *f;

	put("hello");
	f = fopen(path, "r+");
	fputs("J", f);
	rewind(f);
	buf[fread(buf, 1, sizeof(buf) - 1, f)] = 0;
	fclose(f);
	CHECK_STR(name, buf, "Jello");
}

static void test_fopen_excl(const char *name)
{
	put("x");
	CHECK_ERR(name, fopen(path, "wx") != NULL, 0, EEXIST);
}

static void test_fread_items(const char *name)
{
	char buf[8];
	FILE *f;
	size_t n;

	put("0123456789");
	f = fopen(path, "r");
	n = fread(buf, 4, 2, f);
	n = n * 10 + fread(buf, 4, 2, f);
	fclose(f);
	CHECK_EQ(name, n, 20);	/* 2 items, then 0 complete ones of 2 bytes */
}

static void test_feof(const char *name)
{
	FILE *f;
	int r;

	put("a");
	f = fopen(path, "r");
	r = feof(f) * 100 + fgetc(f);
	r = r * 10 + feof(f);
	r = r * 10 + (fgetc(f) == EOF);
	r = r * 10 + feof(f) + ferror(f);
	clearerr(f);
	r = r * 10 + feof(f);
	fclose(f);
	CHECK_EQ(name, r, 970110);
}

static void test_ungetc(const char *name)
{
	char buf[8] = "";
	FILE *f;
	int c;

	put("xyz");
	f = fopen(path, "r");
	c = fgetc(f);
	ungetc(c, f);
	ungetc('q', f);	/* a second push back may fail; not counted */
	buf[0] = fgetc(f);
	buf[1] = fgetc(f);
	fclose(f);
	CHECK_EQ(name, buf[0] == 'x' || buf[0] == 'q', 1);
}

/* getchar() and the functions' addresses see what ungetc() pushed back */
static void test_getchar_ungetc(const char *name)
{
	int (*get)(FILE *) = fgetc;
	int (*get_one)(void) = getchar;
	int a, b;

	ungetc('z', stdin);
	a = getchar();
	ungetc('y', stdin);
	b = get(stdin);
	ungetc('x', stdin);
	CHECK_EQ(name, a == 'z' && b == 'y' && get_one() == 'x', 1);
}

static void test_ftell_after_ungetc(const char *name)
{
	FILE *f;
	long pos;

	put("abc");
	f = fopen(path, "r");
	fgetc(f);
	fgetc(f);
	ungetc('b', f);
	pos = ftell(f);
	fclose(f);
	CHECK_EQ(name, pos, 1);
}

static void test_fseek(const char *name)
{
	FILE *f;
	int c;

	put("0123456789");
	f = fopen(path, "r");
	fseek(f, 3, SEEK_SET);
	c = fgetc(f);
	fseek(f, -2, SEEK_END);
	c = c * 1000 + fgetc(f) * 10 + (int)ftell(f) % 10;
	fclose(f);
	CHECK_EQ(name, c, '3' * 1000 + '8' * 10 + 9);
}

static void test_fgets(const char *name)
{
	char buf[16], out[32] = "";
	FILE *f;

	put("ab\ncdefghijk\n");
	f = fopen(path, "r");
	while (fgets(buf, 8, f))
		strcat(out, strcat(buf, "|"));
	fclose(f);
	CHECK_STR(name, out, "ab\n|cdefghi|jk\n|");
}

static void test_getline(const char *name)
{
	char *line = NULL, out[64] = "";
	size_t n = 0;
	ssize_t len;
	FILE *f;

	put("one\n\nthree lines, and a longer one\nlast");
	f = fopen(path, "r");
	while ((len = getline(&line, &n, f)) >= 0) {
		char num[8];

		snprintf(num, sizeof(num), "%d:", (int)len);
		strcat(out, num);
	}
	fclose(f);
	free(line);
	CHECK_STR(name, out, "4:1:30:4:");
}

static void test_getdelim(const char *name)
{
	char *line = NULL;
	size_t n = 0;
	FILE *f;

	put("a,bc,d");
	f = fopen(path, "r");
	getdelim(&line, &n, ',', f);
	getdelim(&line, &n, ',', f);
	fclose(f);
	CHECK_STR(name, line, "bc,");
	free(line);
}

static void test_remove(const char *name)
{
	put("x");
	CHECK_EQ(name, remove(path) * 10 + access(path, F_OK), -1);
}

static void test_remove_dir(const char *name)
{
	mkdir(path, 0700);
	CHECK_EQ(name, remove(path), 0);
}

static void test_rename(const char *name)
{
	put("moved");
	CHECK_EQ(name, rename(path, path2) * 10 + access(path2, F_OK) - access(path, F_OK), 1);
	remove(path2);
}

static void test_sscanf_ints(const char *name)
{
	int a = 0, b = 0, c = 0, r;
	unsigned int x = 0;

	r = sscanf(" -12 +7 0x1F 017", "%d %d %x %i", &a, &b, &x, &c);
	CHECK_EQ(name, r * 1000000 + a * 10000 + b * 1000 + (int)x * 10 + c, 4000000 - 120000 + 7000 + 310 + 15);
}

static void test_sscanf_lengths(const char *name)
{
	signed char hh = 0;
	short h = 0;
	long l = 0;
	long long ll = 0;
	unsigned long lu = 0;

	sscanf("300 70000 -5 123456789012 4000000000", "%hhd %hd %ld %lld %lu", &hh, &h, &l, &ll, &lu);
	CHECK_EQ(name, hh + h + l + (ll - 123456789012LL) + (long long)(lu - 4000000000UL), 44 + 4464 - 5);
}

static void test_sscanf_strings(const char *name)
{
	char a[8] = "", b[8] = "", c[8] = "", out[32];
	int r;

	r = sscanf("word  abc123xyz", "%7s %[a-c]%[0-9]", a, b, c);
	snprintf(out, sizeof(out), "%d:%s:%s:%s", r, a, b, c);
	CHECK_STR(name, out, "3:word:abc:123");
}

static void test_sscanf_width_char(const char *name)
{
	char c[4] = "", s[4] = "", out[32];
	int n = 0, v = 0;

	sscanf("abcde12345", "%2c%3s%2d%n", c, s, &v, &n);
	snprintf(out, sizeof(out), "%.2s:%s:%d:%d", c, s, v, n);
	CHECK_STR(name, out, "ab:cde:12:7");
}

static void test_sscanf_suppress(const char *name)
{
	int a = 0, r;

	r = sscanf("skip 5", "%*s %d", &a);
	CHECK_EQ(name, r * 10 + a, 15);
}

static void test_sscanf_mismatch(const char *name)
{
	int a = 0, b = 0, r;

	r = sscanf("1,x", "%d,%d", &a, &b);
	CHECK_EQ(name, r * 10 + a, 11);
}

static void test_sscanf_empty(const char *name)
{
	int a;

	CHECK_EQ(name, sscanf("   ", "%d", &a), EOF);
}

/* glibc's: "0x" with no hex digit is the number 0, the x consumed */
static void test_sscanf_0x(const char *name)
{
	int a = -1, b = -1, n = -1, r;

	r = sscanf("0xg 0x", "%x%n g %i", &a, &n, &b);
	CHECK_EQ(name, r * 1000 + a * 100 + n * 10 + b, 2020);
}

/*
 * EOF only where the input ended before a directive had its character and
 * nothing was assigned: a suppressed success does not count, white space
 * and %n need no character, a sign alone is a matching failure.
 */
static void test_sscanf_eof(const char *name)
{
	int a = 0, n = -1;
	char c[4];

	CHECK_EQ(name, sscanf("5", "%*d %d", &a) * 1000 +
		 (sscanf(",\t", " %n , ", &n) + 1) * 100 +
		 (sscanf(" +", "%d", &a) + 1) * 10 +
		 sscanf("ab", "%3c", c), -1000 + 100 + 10 + 1);
}

/*
 * The floating conversions, as glibc reads them: the longest run that may
 * begin a number, converted as strtod() would ("1e+" is 1 with its "e+"
 * read), a width cutting the number, inf but not "infinit", nan without
 * its "(chars)", hex forms; printed with %a (exact).
 */
static void test_sscanf_float(const char *name)
{
	float f = 0, g = 0;
	double d = 0, e = 0, h = 0;
	int n = -1, m = -1, r;
	char out[160];

	r = sscanf(" -1.5e3x 1e+ 1e10", "%f%n x %lf%n %3lf", &f, &n, &d, &m, &e);
	r = r * 10 + sscanf("infx nan(12) 0x1.8p1", "%f%*[x] %lf(12) %la", &g, &h, &d);
	snprintf(out, sizeof(out), "%d %a %d %a %d %a %a %f %a", r, f, n, d, m, e, g, h, d);
	CHECK_STR(name, out, "33 -0x1.77p+10 7 0x1.8p+1 12 0x1.4p+3 inf nan 0x1.8p+1");
}

/* matching failures: no digit, a word cut, a sign or "0x" alone */
static void test_sscanf_float_fail(const char *name)
{
	float f = 0;
	double d = 0;

	CHECK_EQ(name, sscanf(".e1", "%f", &f) * 1000 + sscanf("infinit", "%lf", &d) * 100 +
		 sscanf("-x", "%f", &f) * 10 + sscanf("0x", "%la", &d), 0);
}

/*
 * errno after a scan that read the end of its input: what it was when the
 * end was read, 0 when that was while skipping white space before a
 * conversion (the float's ERANGE is gone then, not when %f read the end)
 */
static void test_sscanf_errno(const char *name)
{
	unsigned char h;
	float f;
	int e1, e2, e3;

	errno = 7;
	sscanf("1e400 ", "%f%hhx", &f, &h);
	e1 = errno;
	errno = 7;
	sscanf("1e400", "%f%hhx", &f, &h);
	e2 = errno;
	errno = 7;
	sscanf("1e400", "%f", &f);
	e3 = errno;
	CHECK_EQ(name, e1 * 10000 + e2 * 100 + e3, 0 * 10000 + 7 * 100 + ERANGE);
}

/*
 * Lengths: one at most ("%hld" and "%lhf" are no conversion); z and t
 * with a floating conversion store a double where long is wider than
 * int, a float elsewhere, as glibc (checked by the bytes written)
 */
static void test_sscanf_lengths_fp(const char *name)
{
	/* not literals: the compiler would warn of each */
	static const char *const fmt[] = { "%hld", "%lhf", "%zf", "%tf" };
	union { double d; float f[2]; unsigned char b[8]; } u;
	long l = 0;
	float f = 0;
	int r, wide;

	r = sscanf("5", fmt[0], &l) * 10 + sscanf("5", fmt[1], &f);
	memset(&u, 0, sizeof(u));
	r = r * 10 + sscanf("1.5", fmt[2], &u);
	wide = sizeof(long) > sizeof(int);
	r = r * 10 + (wide ? u.d == 1.5 : u.f[0] == 1.5f && !u.b[4] && !u.b[7]);
	memset(&u, 0, sizeof(u));
	r = r * 10 + sscanf("2.5", fmt[3], &u);
	r = r * 10 + (wide ? u.d == 2.5 : u.f[0] == 2.5f && !u.b[4] && !u.b[7]);
	CHECK_EQ(name, r, 1111);
}

/* what a floating conversion leaves unread: the end of its run, not a broken word's */
static void test_fscanf_float_left(const char *name)
{
	char out[16];
	float f = 0;
	int r;
	FILE *s;

	put("-x nax 1e+y");
	s = fopen(path, "r");
	r = fscanf(s, "%f", &f);
	out[0] = fgetc(s);
	r = r * 10 + fscanf(s, " %f", &f);
	out[1] = fgetc(s);
	r = r * 10 + fscanf(s, "%f", &f);
	out[2] = fgetc(s);
	out[3] = 0;
	fclose(s);
	CHECK_EQ(name, r * 1000000 + out[0] * 10000 + out[1] * 100 + out[2] + (int)f,
		 1 * 1000000 + 'x' * 10000 + ' ' * 100 + 'y' + 1);
}

static void test_sscanf_literal(const char *name)
{
	int a = 0, b = 0, r;

	r = sscanf("cpu 10 20%", "cpu %d %d%%", &a, &b);
	CHECK_EQ(name, r * 100 + a + b, 230);
}

static void test_sscanf_negset(const char *name)
{
	char a[16] = "", b[16] = "", out[40];

	sscanf("key: value here\n", "%[^:]: %[^\n]", a, b);
	snprintf(out, sizeof(out), "%s|%s", a, b);
	CHECK_STR(name, out, "key|value here");
}

static void test_fscanf(const char *name)
{
	int a = 0, b = 0, c = 0, r;
	char w[8] = "";
	FILE *f;

	put("12 ab 34\n56\n");
	f = fopen(path, "r");
	r = fscanf(f, "%d %7s %d", &a, w, &b);
	r = r * 10 + fscanf(f, "%d", &c);
	r = r * 10 + (fscanf(f, "%d", &a) == EOF);
	fclose(f);
	CHECK_EQ(name, r * 1000 + a + b + c - (int)strlen(w), 311 * 1000 + 12 + 34 + 56 - 2);
}

static void test_fscanf_pushback(const char *name)
{
	char rest[8] = "";
	int a = 0;
	FILE *f;

	put("42abc");
	f = fopen(path, "r");
	fscanf(f, "%d", &a);
	rest[fread(rest, 1, sizeof(rest) - 1, f)] = 0;
	fclose(f);
	CHECK_STR(name, rest, "abc");
}

/*
 * Read buffering. A file of /proc/sys gives its value to a read at
 * offset 0 only: a stream reading one byte per read() got its first
 * digit alone (mm/thuge-gen.c took shmmax for 1).
 */
static void test_read_sysctl(const char *name)
{
	char buf[64] = "", *l = NULL;
	unsigned long v = 0, w = 0;
	size_t n = 0;
	FILE *f;

	f = fopen("/proc/sys/kernel/pid_max", "r");
	if (f && getline(&l, &n, f) > 0)
		sscanf(l, "%lu", &v);
	if (f)
		fclose(f);
	f = fopen("/proc/sys/kernel/pid_max", "r");
	if (f && fscanf(f, "%lu", &w) == 1)
		fclose(f);
	f = fopen("/proc/sys/kernel/ostype", "r");
	if (f && fgets(buf, sizeof(buf), f))
		fclose(f);
	free(l);
	CHECK_EQ(name, (v > 300 && v == w) * 10 + !strcmp(buf, "Linux\n"), 11);
}

/*
 * The position of a buffered stream: ftell() and fseek(SEEK_CUR) count
 * what is read ahead and pushed back as not read; fflush() gives it back
 * to the descriptor; a large fread() past the buffer
 */
static void test_read_ahead(const char *name)
{
	static char big[10000];
	char buf[16] = "", out[160], raw[8] = "";
	long t1, t2, t3;
	size_t got;
	FILE *f;
	int c, i;

	for (i = 0; i < (int)sizeof(big); i++)
		big[i] = 'a' + i % 26;
	memcpy(big, "abc\ndef\nghi\n", 12);
	f = fopen(path, "w");
	fwrite(big, 1, sizeof(big), f);
	fclose(f);
	f = fopen(path, "r");
	fgets(buf, sizeof(buf), f);
	t1 = ftell(f);
	c = fgetc(f);
	ungetc(c, f);
	t2 = ftell(f);
	fseek(f, 2, SEEK_CUR);
	c = fgetc(f);
	fflush(f);
	read(fileno(f), raw, 3);
	t3 = ftell(f);
	got = fread(big, 1, sizeof(big), f);
	snprintf(out, sizeof(out), "%s|%ld %ld %c %s %ld %zu %d", strtok(buf, "\n"), t1, t2, c,
		 raw, t3, got, feof(f));
	fclose(f);
	CHECK_STR(name, out, "abc|4 4 f \ngh 10 9990 1");
}

/*
 * setvbuf(_IONBF): a stream reading one byte per read(), so that what
 * follows the line it read is still in the descriptor for another reader
 */
static void test_unbuffered_stdin_share(const char *name)
{
	char line[16] = "", rest[16] = "";
	int fds[2];
	FILE *f;

	pipe(fds);
	write(fds[1], "one\ntwo\n", 8);
	close(fds[1]);
	f = fdopen(fds[0], "r");
	setvbuf(f, NULL, _IONBF, 0);
	fgets(line, sizeof(line), f);
	read(fds[0], rest, sizeof(rest) - 1);
	fclose(f);
	CHECK_EQ(name, !strcmp(line, "one\n") * 10 + !strcmp(rest, "two\n"), 11);
}

/*
 * Reading /proc/self/maps maps nothing: mm's vm_util.c looks for the
 * entry of /proc/self/smaps that starts at its mapping's address, which
 * a mapping made by the reader (a malloc()ed buffer) next to it would
 * have merged into (maps here: qemu-user emulates it, not smaps)
 */
static void test_read_maps_nothing(const char *name)
{
	char want[32], line[256];
	int found = 0;
	FILE *f;
	char *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	p[0] = 1;
	snprintf(want, sizeof(want), "%08lx-", (unsigned long)p);
	f = fopen("/proc/self/maps", "r");
	while (f && fgets(line, sizeof(line), f))
		found |= !strncmp(line, want, strlen(want));
	if (f)
		fclose(f);
	munmap(p, 4096);
	CHECK_EQ(name, found, 1);
}

/*
 * A NULL stream: what glibc's functions do, each in a child; 11 is
 * SIGSEGV (1000 + 11), 0 returned without touching it. Digits in order:
 * fgets, fgets of size 1, fgetc, getc, fputs, fputc, putc, fwrite,
 * fwrite of nothing, fread, fread of nothing, fprintf, fileno, fclose,
 * ungetc, ungetc of EOF.
 */
static int null_stream(int op)
{
	FILE *volatile none = NULL;	/* no -Wnonnull: glibc's are nonnull */
	char buf[8];
	pid_t pid;
	int r = 0, st;

	fflush(stdout);
	pid = fork();
	if (pid) {
		st = check_child(pid);
		return st == 1000 + SIGSEGV ? 1 : st == 0 ? 0 : 2;
	}
	/* qemu-user's note of the signal, and a core, would differ from glibc's run */
	dup2(open("/dev/null", O_WRONLY), 2);
	setrlimit(RLIMIT_CORE, &(struct rlimit){ 0, 0 });
	switch (op) {
	case 0: r = fgets(buf, sizeof(buf), none) != NULL; break;
	case 1: r = fgets(buf, 1, none) != buf || buf[0]; break;
	case 2: r = fgetc(none); break;
	case 3: r = getc(none); break;
	case 4: r = fputs("x", none); break;
	case 5: r = fputc('x', none); break;
	case 6: r = putc('x', none); break;
	case 7: r = fwrite("x", 1, 1, none); break;
	case 8: r = fwrite("x", 0, 1, none) + fwrite("x", 1, 0, none); break;
	case 9: r = fread(buf, 1, 1, none); break;
	case 10: r = fread(buf, 1, 0, none); break;
	case 11: r = fprintf(none, "x"); break;
	case 12: r = fileno(none); break;
	case 13: r = fclose(none); break;
	case 14: r = ungetc('x', none) != 'x'; break;
	case 15: r = ungetc(EOF, none) != EOF; break;
	}
	_exit(r ? 3 : 0);
}

static void test_null_stream(const char *name)
{
	char got[17];
	int i;

	for (i = 0; i < 16; i++)
		got[i] = "0123"[null_stream(i)];
	got[16] = 0;
	CHECK_STR(name, got, "1011111101011110");
}

/*
 * fdopen() of a descriptor that is not open (EBADF), of one whose access
 * the mode exceeds (EINVAL), with no mode (EINVAL); "a" sets O_APPEND on
 * the descriptor. 6.12 nolibc's took them all as they came.
 */
static void test_fdopen_checks(const char *name)
{
	EXPECT_START;
	int p[2], fd;
	FILE *f;

	close(77);
	EXPECT_ERR(fdopen(77, "r"), NULL, EBADF);
	if (pipe(p))
		p[0] = p[1] = -1;
	EXPECT_ERR(fdopen(p[0], "w"), NULL, EINVAL);
	EXPECT_ERR(fdopen(p[0], "r+"), NULL, EINVAL);
	EXPECT_ERR(fdopen(p[1], "r"), NULL, EINVAL);
	EXPECT_ERR(fdopen(p[1], "wb+"), NULL, EINVAL);
	EXPECT_ERR(fdopen(p[0], "x"), NULL, EINVAL);
	f = fdopen(p[1], "a");
	EXPECT(f && (fcntl(p[1], F_GETFL) & O_APPEND));
	if (f)
		fclose(f);
	else
		close(p[1]);
	close(p[0]);
	/* on a file, "a" starts at its end; "a+" where the descriptor was */
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	EXPECT(write(fd, "abcdef", 6) == 6 && lseek(fd, 2, SEEK_SET) == 2);
	f = fdopen(dup(fd), "a");
	EXPECT(f && ftell(f) == 6);
	if (f)
		fclose(f);
	EXPECT(lseek(fd, 2, SEEK_SET) == 2 && fcntl(fd, F_SETFL, 0) == 0);
	f = fdopen(fd, "a+");
	EXPECT(f && ftell(f) == 2);
	if (f)
		fclose(f);
	unlink(path);
	EXPECT_END(name);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_fopen_missing),
	CHECK_CASE(test_fopen_badmode),
	CHECK_CASE(test_fopen_append),
	CHECK_CASE(test_fopen_rplus),
	CHECK_CASE(test_fopen_excl),
	CHECK_CASE(test_fread_items),
	CHECK_CASE(test_feof),
	CHECK_CASE(test_ungetc),
	CHECK_CASE(test_getchar_ungetc),
	CHECK_CASE(test_ftell_after_ungetc),
	CHECK_CASE(test_fseek),
	CHECK_CASE(test_fgets),
	CHECK_CASE(test_getline),
	CHECK_CASE(test_getdelim),
	CHECK_CASE(test_remove),
	CHECK_CASE(test_remove_dir),
	CHECK_CASE(test_rename),
	CHECK_CASE(test_sscanf_ints),
	CHECK_CASE(test_sscanf_lengths),
	CHECK_CASE(test_sscanf_strings),
	CHECK_CASE(test_sscanf_width_char),
	CHECK_CASE(test_sscanf_suppress),
	CHECK_CASE(test_sscanf_mismatch),
	CHECK_CASE(test_sscanf_empty),
	CHECK_CASE(test_sscanf_0x),
	CHECK_CASE(test_sscanf_eof),
	CHECK_CASE(test_sscanf_float),
	CHECK_CASE(test_sscanf_float_fail),
	CHECK_CASE(test_sscanf_errno),
	CHECK_CASE(test_sscanf_lengths_fp),
	CHECK_CASE(test_fscanf_float_left),
	CHECK_CASE(test_sscanf_literal),
	CHECK_CASE(test_sscanf_negset),
	CHECK_CASE(test_fscanf),
	CHECK_CASE(test_fscanf_pushback),
	CHECK_CASE(test_read_sysctl),
	CHECK_CASE(test_read_ahead),
	CHECK_CASE(test_unbuffered_stdin_share),
	CHECK_CASE(test_read_maps_nothing),
	CHECK_CASE(test_null_stream),
	CHECK_CASE(test_fdopen_checks),
};

static void teardown(void)
{
	remove(path);
	remove(path2);
}

int main(void)
{
	snprintf(path, sizeof(path), "/tmp/t-stream.%d", getpid());
	snprintf(path2, sizeof(path2), "/tmp/t-stream.%d.2", getpid());
	check_teardown = teardown;
	return check_run(cases, CHECK_COUNT(cases));
}
