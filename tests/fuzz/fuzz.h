/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Differential fuzzing of the C library: each f-*.c program draws cases
 * from a generator seeded on its command line, hands each to the library
 * and prints one line per case, what went in and what came out. Built
 * against glibc and against nolibc-ext (every architecture, both ways of
 * building), the outputs must be identical byte for byte: scripts/fuzz
 * compares them.
 *
 * The generator and the printing use no library function, so that only
 * the functions under test can make two outputs differ: splitmix64 on
 * 64-bit integers, helpers of their own to put inputs together, and a
 * line buffer written with write().
 *
 *   f-<family> SEED N	N cases from SEED
 *
 * A program leaves out inputs on which nolibc-ext differs from glibc on
 * purpose, each with a comment saying why.
 */

#ifndef TESTS_FUZZ_FUZZ_H
#define TESTS_FUZZ_FUZZ_H

#include <stdint.h>
#include <stddef.h>
#include <unistd.h>

static uint64_t fuzz_seed;

static __attribute__((unused))
uint64_t fuzz_next(void)
{
	uint64_t z = fuzz_seed += 0x9e3779b97f4a7c15ULL;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* 0 to n - 1 */
static __attribute__((unused))
unsigned int fuzz_below(unsigned int n)
{
	return (unsigned int)(fuzz_next() % n);
}

/* one element of a table, at random */
#define FUZZ_PICK(table) ((table)[fuzz_below(sizeof(table) / sizeof((table)[0]))])

/* Building inputs without the library under test. */
static __attribute__((unused))
size_t fuzz_len_of(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}

static __attribute__((unused))
void fuzz_cat(char *dst, const char *src)
{
	dst += fuzz_len_of(dst);
	while ((*dst++ = *src++))
		;
}

static __attribute__((unused))
void fuzz_catc(char *dst, char c)
{
	dst += fuzz_len_of(dst);
	dst[0] = c;
	dst[1] = 0;
}

static __attribute__((unused))
void fuzz_catu(char *dst, unsigned int v)
{
	char d[12];
	int i = 0;

	do
		d[i++] = '0' + v % 10;
	while (v /= 10);
	while (i)
		fuzz_catc(dst, d[--i]);
}

/* c is one of the characters of set (not its zero) */
static __attribute__((unused))
int fuzz_in(char c, const char *set)
{
	while (*set)
		if (*set++ == c)
			return 1;
	return 0;
}

/* Output: one buffer, flushed at each end of line and when full. */
static char fuzz_buf[4096];
static size_t fuzz_len;

static __attribute__((unused))
void fuzz_flush(void)
{
	size_t done = 0;
	ssize_t w;

	while (done < fuzz_len) {
		w = write(1, fuzz_buf + done, fuzz_len - done);
		if (w <= 0)
			_exit(2);
		done += w;
	}
	fuzz_len = 0;
}

static __attribute__((unused))
void fuzz_putc(char c)
{
	if (fuzz_len == sizeof(fuzz_buf))
		fuzz_flush();
	fuzz_buf[fuzz_len++] = c;
	if (c == '\n')
		fuzz_flush();
}

static __attribute__((unused))
void fuzz_puts(const char *s)
{
	while (*s)
		fuzz_putc(*s++);
}

/* n bytes, quoted, with C escapes for anything not printable */
static __attribute__((unused))
void fuzz_quote(const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	size_t i;

	fuzz_putc('"');
	for (i = 0; i < n; i++) {
		unsigned char c = s[i];

		if (c == '"' || c == '\\') {
			fuzz_putc('\\');
			fuzz_putc(c);
		} else if (c >= 0x20 && c < 0x7f) {
			fuzz_putc(c);
		} else {
			fuzz_putc('\\');
			fuzz_putc('x');
			fuzz_putc(hex[c >> 4]);
			fuzz_putc(hex[c & 15]);
		}
	}
	fuzz_putc('"');
}

static __attribute__((unused))
void fuzz_str(const char *s)
{
	size_t n = 0;

	if (!s) {
		fuzz_puts("NULL");
		return;
	}
	while (s[n])
		n++;
	fuzz_quote(s, n);
}

static __attribute__((unused))
void fuzz_u64(uint64_t v)
{
	char d[24];
	int i = 0;

	do
		d[i++] = '0' + v % 10;
	while (v /= 10);
	while (i)
		fuzz_putc(d[--i]);
}

static __attribute__((unused))
void fuzz_i64(int64_t v)
{
	if (v < 0) {
		fuzz_putc('-');
		fuzz_u64(-(uint64_t)v);
	} else {
		fuzz_u64(v);
	}
}

/* " name=value" */
static __attribute__((unused))
void fuzz_field(const char *name, int64_t v)
{
	fuzz_putc(' ');
	fuzz_puts(name);
	fuzz_putc('=');
	fuzz_i64(v);
}

static __attribute__((unused))
uint64_t fuzz_arg(const char *s)
{
	uint64_t v = 0;

	while (*s >= '0' && *s <= '9')
		v = v * 10 + (*s++ - '0');
	return v;
}

/*
 * The program's main(): f-x SEED N calls one_case(i) for i from 0 to
 * N - 1, each case starting its line with its number.
 */
#define FUZZ_MAIN(one_case)						\
int main(int argc, char **argv)						\
{									\
	uint64_t i, n;							\
									\
	if (argc != 3) {						\
		static const char u[] = "usage: f-<family> SEED N\n";	\
									\
		return write(2, u, sizeof(u) - 1) < 0 ? 2 : 2;		\
	}								\
	fuzz_seed = fuzz_arg(argv[1]);					\
	n = fuzz_arg(argv[2]);						\
	for (i = 0; i < n; i++) {					\
		fuzz_u64(i);						\
		fuzz_putc(':');						\
		one_case();						\
		fuzz_putc('\n');					\
	}								\
	fuzz_flush();							\
	return 0;							\
}

#endif /* TESTS_FUZZ_FUZZ_H */
