/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <stdlib.h>: 6.12 nolibc's does not build when included first (it uses what
 * nolibc.h includes after it); this one brings in nolibc and nolibc-ext in
 * their working order, and adds abs(), labs(), llabs(), rand(), srand(),
 * rand_r(), qsort(), bsearch(), mkstemp(), mkdtemp(), system(),
 * posix_memalign(), realpath(), _Exit(), setenv(), unsetenv(), putenv(),
 * clearenv(), strtod(), strtof() and atof(); and it replaces 6.12's
 * strtol() family, atoi(), atol() and abort(), which differ from C (see
 * nolibc.h).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_STDLIB_H
#define _NOLIBC_EXT_STDLIB_H

#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <limits.h>
#include <unistd.h>
#include <asm/ioctls.h>

#define RAND_MAX 2147483647

/*
 * void _Exit(int status);
 * C's name for _exit(): the process ends at once, no atexit() handler.
 */
static __attribute__((noreturn, unused))
void _Exit(int status)
{
	_exit(status);
}

/*
 * A function a program may define itself, as some selftests do with
 * functions older C libraries lacked: GNU extern inline, always inlined,
 * with no symbol of its own, so the program's definition (in the same
 * file too) takes over.
 */
#define __NOLIBC_EXT_OVERRIDABLE \
	extern __inline__ __attribute__((gnu_inline, always_inline, unused))

/*
 * int abs(int j); long labs(long j); long long llabs(long long j);
 */
__NOLIBC_EXT_OVERRIDABLE
int abs(int j)
{
	return j < 0 ? -j : j;
}

__NOLIBC_EXT_OVERRIDABLE
long labs(long j)
{
	return j < 0 ? -j : j;
}

__NOLIBC_EXT_OVERRIDABLE
long long llabs(long long j)
{
	return j < 0 ? -j : j;
}

/*
 * int rand(void); void srand(unsigned int seed);
 * glibc's generator (random()'s additive feedback one, degree 31, seeded
 * by a Lehmer generator and run 310 times), so that a seed gives the same
 * numbers as with glibc; 1 is the seed before any srand(). One state for
 * the whole program, as nolibc's errno: weak definitions.
 */
int __nolibc_ext_rand_state[31] __attribute__((weak));
int __nolibc_ext_rand_f __attribute__((weak)) = -1;
int __nolibc_ext_rand_r __attribute__((weak));

static __attribute__((unused))
int __nolibc_ext_random(void)
{
	int *st = __nolibc_ext_rand_state;
	unsigned int v;

	v = (unsigned int)st[__nolibc_ext_rand_f] + (unsigned int)st[__nolibc_ext_rand_r];
	st[__nolibc_ext_rand_f] = (int)v;
	__nolibc_ext_rand_f = (__nolibc_ext_rand_f + 1) % 31;
	__nolibc_ext_rand_r = (__nolibc_ext_rand_r + 1) % 31;
	return (int)(v >> 1);
}

static __attribute__((unused))
void srand(unsigned int seed)
{
	int *st = __nolibc_ext_rand_state, i;
	int word, hi, lo;

	st[0] = seed ? (int)seed : 1;
	for (i = 1; i < 31; i++) {
		/* 16807 * st[i - 1] % 2147483647 without overflow (Schrage) */
		word = st[i - 1];
		hi = word / 127773;
		lo = word % 127773;
		word = 16807 * lo - 2836 * hi;
		if (word < 0)
			word += 2147483647;
		st[i] = word;
	}
	__nolibc_ext_rand_f = 3;
	__nolibc_ext_rand_r = 0;
	for (i = 0; i < 310; i++)
		__nolibc_ext_random();
}

static __attribute__((unused))
int rand(void)
{
	if (__nolibc_ext_rand_f < 0)
		srand(1);
	return __nolibc_ext_random();
}

/*
 * long random(void); void srandom(unsigned int seed);
 * glibc's rand() is random(): one generator, one sequence.
 */
static __attribute__((unused))
long random(void)
{
	return rand();
}

static __attribute__((unused))
void srandom(unsigned int seed)
{
	srand(seed);
}

/*
 * int rand_r(unsigned int *seed);
 * glibc's three-step linear congruential one.
 */
static __attribute__((unused))
int rand_r(unsigned int *seed)
{
	unsigned int next = *seed;
	int result;

	next = next * 1103515245 + 12345;
	result = (unsigned int)(next / 65536) % 2048;
	next = next * 1103515245 + 12345;
	result <<= 10;
	result ^= (unsigned int)(next / 65536) % 1024;
	next = next * 1103515245 + 12345;
	result <<= 10;
	result ^= (unsigned int)(next / 65536) % 1024;
	*seed = next;
	return result;
}

/*
 * void qsort(void *base, size_t nmemb, size_t size,
 *            int (*compar)(const void *, const void *));
 * A heap sort: no recursion, no allocation, O(n log n); not stable (nor
 * is glibc's promise).
 */
static __attribute__((unused))
void __nolibc_ext_swap(char *a, char *b, size_t size)
{
	char t;

	while (size--) {
		t = *a;
		*a++ = *b;
		*b++ = t;
	}
}

static __attribute__((unused))
void __nolibc_ext_sift(char *base, size_t start, size_t end, size_t size,
		       int (*compar)(const void *, const void *))
{
	size_t root = start, child;

	while ((child = 2 * root + 1) < end) {
		if (child + 1 < end &&
		    compar(base + child * size, base + (child + 1) * size) < 0)
			child++;
		if (compar(base + root * size, base + child * size) >= 0)
			return;
		__nolibc_ext_swap(base + root * size, base + child * size, size);
		root = child;
	}
}

static __attribute__((unused))
void qsort(void *base, size_t nmemb, size_t size,
	   int (*compar)(const void *, const void *))
{
	char *b = (char *)base;
	size_t i;

	if (nmemb < 2)
		return;
	for (i = nmemb / 2; i-- > 0; )
		__nolibc_ext_sift(b, i, nmemb, size, compar);
	for (i = nmemb - 1; i > 0; i--) {
		__nolibc_ext_swap(b, b + i * size, size);
		__nolibc_ext_sift(b, 0, i, size, compar);
	}
}

/*
 * void *bsearch(const void *key, const void *base, size_t nmemb, size_t size,
 *               int (*compar)(const void *, const void *));
 */
static __attribute__((unused))
void *bsearch(const void *key, const void *base, size_t nmemb, size_t size,
	      int (*compar)(const void *, const void *))
{
	size_t lo = 0, hi = nmemb, mid;
	const char *p;
	int c;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		p = (const char *)base + mid * size;
		c = compar(key, p);
		if (!c)
			return (void *)p;
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

/*
 * int mkstemp(char *template); char *mkdtemp(char *template);
 * The last six characters, which must be XXXXXX (else EINVAL), become
 * letters and digits from getrandom(); up to 100 tries.
 */
static __attribute__((unused))
int __nolibc_ext_mktemp(char *template, int dir)
{
	static const char chars[] =
		"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	size_t len = strlen(template);
	unsigned char rnd[6];
	char *x;
	int i, tries, fd;

	if (len < 6 || memcmp(template + len - 6, "XXXXXX", 6)) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	x = template + len - 6;
	for (tries = 0; tries < 100; tries++) {
		if (my_syscall3(__NR_getrandom, rnd, sizeof(rnd), 0) != sizeof(rnd)) {
			/* no getrandom: the time and the pid will do */
			unsigned long t = (unsigned long)time(NULL) * 2654435761UL +
					  getpid() + tries;

			for (i = 0; i < 6; i++, t >>= 5)
				rnd[i] = t;
		}
		for (i = 0; i < 6; i++)
			x[i] = chars[rnd[i] % (sizeof(chars) - 1)];
		if (dir)
			fd = mkdir(template, 0700);
		else
			fd = open(template, O_RDWR | O_CREAT | O_EXCL, 0600);
		if (fd >= 0 || errno != EEXIST)
			return fd;
	}
	return -1;
}

static __attribute__((unused))
int mkstemp(char *template)
{
	return __nolibc_ext_mktemp(template, 0);
}

static __attribute__((unused))
char *mkdtemp(char *template)
{
	return __nolibc_ext_mktemp(template, 1) < 0 ? NULL : template;
}

/*
 * int system(const char *command);
 * /bin/sh -c command, waited for; the wait status as glibc returns it
 * (that of exit status 127 when the shell could not be run, by the exec
 * or by fork(), errno saying why). NULL asks whether a shell exists.
 * Meanwhile SIGINT and SIGQUIT are ignored and SIGCHLD is blocked in
 * the caller, as POSIX wants: a ^C ends the command, not the program,
 * and a SIGCHLD handler cannot reap the shell first. The child has the
 * two signals' default actions (ignored where the caller ignored them:
 * glibc's POSIX_SPAWN_SETSIGDEF) and the caller's mask. Unlike glibc's,
 * two threads in system() at once may leave SIGINT ignored, and a
 * thread cancelled in it leaves the shell to run and the signals so.
 */
static __attribute__((unused))
void __nolibc_ext_system_dfl(int sig, const struct sigaction *old)
{
	struct sigaction dfl;

	if (old->sa_handler == SIG_IGN)
		return;
	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigaction(sig, &dfl, NULL);
}

static __attribute__((unused))
int system(const char *command)
{
	struct sigaction ign, oldint, oldquit;
	sigset_t chld, oldmask;
	int status = -1, err;
	pid_t pid;

	if (!command)
		return access("/bin/sh", X_OK) == 0;
	memset(&ign, 0, sizeof(ign));
	ign.sa_handler = SIG_IGN;
	sigaction(SIGINT, &ign, &oldint);
	sigaction(SIGQUIT, &ign, &oldquit);
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, &oldmask);
	pid = __nolibc_ext_fork_6_12();
	if (pid == 0) {
		char *argv[4];

		__nolibc_ext_system_dfl(SIGINT, &oldint);
		__nolibc_ext_system_dfl(SIGQUIT, &oldquit);
		sigprocmask(SIG_SETMASK, &oldmask, NULL);
		argv[0] = (char *)"sh";
		argv[1] = (char *)"-c";
		argv[2] = (char *)command;
		argv[3] = NULL;
		execve("/bin/sh", argv, environ);
		_exit(127);
	}
	if (pid < 0)
		status = 127 << 8;
	while (pid > 0 && waitpid(pid, &status, 0) < 0) {
		status = -1;
		if (errno != EINTR)
			break;
	}
	err = errno;
	sigaction(SIGINT, &oldint, NULL);
	sigaction(SIGQUIT, &oldquit, NULL);
	sigprocmask(SIG_SETMASK, &oldmask, NULL);
	errno = err;
	return status;
}

/*
 * int posix_memalign(void **memptr, size_t alignment, size_t size);
 * void *aligned_alloc(size_t alignment, size_t size);
 * malloc() itself gives the largest alignment of the ABI. A larger one is an mmap() of
 * its own, which free() cannot give back (nolibc's free() munmaps from
 * its header): that memory stays allocated until the program ends.
 */
static __attribute__((unused))
int posix_memalign(void **memptr, size_t alignment, size_t size)
{
	size_t hdr = sizeof(struct nolibc_heap), len;
	char *base, *p;

	if (!alignment || (alignment & (alignment - 1)) || alignment % sizeof(void *))
		return EINVAL;
	if (alignment <= __BIGGEST_ALIGNMENT__) {
		*memptr = malloc(size);
		return *memptr ? 0 : ENOMEM;
	}
	len = size + alignment + hdr;
	base = (char *)mmap(NULL, len, PROT_READ | PROT_WRITE,
			    MAP_ANONYMOUS | MAP_PRIVATE, -1, 0);
	if (base == MAP_FAILED)
		return ENOMEM;
	p = (char *)(((unsigned long)base + hdr + alignment - 1) & ~(alignment - 1));
	/* the header free() and realloc() read: the bytes from it on */
	*(size_t *)(p - hdr) = len - (p - hdr - base);
	*memptr = p;
	return 0;
}

static __attribute__((unused))
void *aligned_alloc(size_t alignment, size_t size)
{
	void *p;

	if (alignment < sizeof(void *))
		alignment = sizeof(void *);
	return posix_memalign(&p, alignment, size) ? NULL : p;
}

/*
 * char *realpath(const char *path, char *resolved);
 * As glibc resolves it, in user space, a component at a time: each
 * prefix read with readlink(), a link's target put in front of what is
 * left (at most 40 links: ELOOP), "." and ".." taken by name. The kernel
 * is never asked to follow a link itself, so a link on a nosymfollow
 * mount resolves as with glibc (mount/nosymfollow-test.c), and /proc is
 * not needed. Every component must exist (ENOENT), all but the last be
 * directories (ENOTDIR), and the last too when the path ends with '/'.
 * resolved NULL gets a malloc()ed buffer; otherwise it holds PATH_MAX.
 */
static __attribute__((unused))
char *realpath(const char *path, char *resolved)
{
	char out[PATH_MAX], rest[PATH_MAX], link[PATH_MAX];
	size_t len, olen, left;
	int links = 0, err;
	const char *p;
	struct stat st;
	ssize_t n;

	if (!path) {
		SET_ERRNO(EINVAL);
		return NULL;
	}
	if (!*path) {
		SET_ERRNO(ENOENT);
		return NULL;
	}
	if (strlen(path) >= sizeof(rest)) {
		SET_ERRNO(ENAMETOOLONG);
		return NULL;
	}
	strcpy(rest, path);
	if (*path == '/')
		out[0] = 0;
	else if (!getcwd(out, sizeof(out)))
		return NULL;
	else if (out[0] != '/') {
		/* "(unreachable)/...": the directory is outside our root */
		SET_ERRNO(ENOENT);
		return NULL;
	} else if (!strcmp(out, "/"))
		out[0] = 0;
	p = rest;
	for (;;) {
		while (*p == '/')
			p++;
		if (!*p)
			break;
		len = strcspn(p, "/");
		if (len == 1 && p[0] == '.') {
			p += len;
			continue;
		}
		if (len == 2 && p[0] == '.' && p[1] == '.') {
			/* out is "" at the root, whose ".." is itself */
			if (out[0])
				*strrchr(out, '/') = 0;
			p += len;
			continue;
		}
		olen = strlen(out);
		if (olen + 1 + len >= sizeof(out)) {
			SET_ERRNO(ENAMETOOLONG);
			return NULL;
		}
		out[olen] = '/';
		memcpy(out + olen + 1, p, len);
		out[olen + 1 + len] = 0;
		p += len;
		n = readlink(out, link, sizeof(link) - 1);
		if (n < 0) {
			err = errno;
			if (err != EINVAL)
				return NULL;
			/*
			 * No link: when something follows, a directory that
			 * can be searched, as glibc checks it ("name/.").
			 */
			if (*p) {
				olen = strlen(out);
				if (olen + 2 >= sizeof(out)) {
					SET_ERRNO(ENAMETOOLONG);
					return NULL;
				}
				strcpy(out + olen, "/.");
				err = stat(out, &st) < 0 ? errno : 0;
				out[olen] = 0;
				if (err) {
					SET_ERRNO(err);
					return NULL;
				}
			}
			continue;
		}
		link[n] = 0;
		if (++links > 40) {
			SET_ERRNO(ELOOP);
			return NULL;
		}
		/* the link's target, then what was left */
		left = strlen(p);
		if ((size_t)n + left >= sizeof(rest)) {
			SET_ERRNO(ENAMETOOLONG);
			return NULL;
		}
		memmove(rest + n, p, left + 1);
		memcpy(rest, link, n);
		p = rest;
		/* an empty target is a relative one: the link's directory */
		if (n > 0 && link[0] == '/')
			out[0] = 0;
		else
			out[olen] = 0;
	}
	if (!out[0])
		strcpy(out, "/");
	len = strlen(out) + 1;
	if (!resolved) {
		resolved = (char *)malloc(len);
		if (!resolved) {
			SET_ERRNO(ENOMEM);
			return NULL;
		}
	}
	memcpy(resolved, out, len);
	return resolved;
}

/*
 * The strtol() family, as C has it: white space, a sign, "0x" or "0X"
 * only when a hex digit follows, the longest run of digits of the base;
 * the end pointer at the string's start when there is no digit; ERANGE
 * and the nearest limit on overflow (for the unsigned ones whatever the
 * sign); EINVAL for a base other than 0 or 2 to 36, the end pointer then
 * left alone, as glibc does. limit: the largest value of the type.
 */
static __attribute__((unused))
unsigned long long __nolibc_ext_strtox(const char *nptr, char **endptr, int base,
				       int is_signed, unsigned long long limit)
{
	const unsigned char *s = (const unsigned char *)nptr;
	unsigned long long val = 0;
	int neg = 0, any = 0, over = 0;
	unsigned int d;

	if (base < 0 || base == 1 || base > 36) {
		SET_ERRNO(EINVAL);
		return 0;
	}
	while (isspace(*s))
		s++;
	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	if ((base == 0 || base == 16) && s[0] == '0' && (s[1] | 0x20) == 'x' &&
	    isxdigit(s[2])) {
		s += 2;
		base = 16;
	} else if (base == 0) {
		base = *s == '0' ? 8 : 10;
	}
	if (is_signed && neg)
		limit++;	/* the most negative value has one more */
	for (;; s++) {
		if (*s >= '0' && *s <= '9')
			d = *s - '0';
		else if ((*s | 0x20) >= 'a' && (*s | 0x20) <= 'z')
			d = (*s | 0x20) - 'a' + 10;
		else
			break;
		if (d >= (unsigned int)base)
			break;
		any = 1;
		if (val > (limit - d) / base)
			over = 1;
		else if (!over)
			val = val * base + d;
	}
	if (endptr)
		*endptr = (char *)(any ? (const char *)s : nptr);
	if (over) {
		SET_ERRNO(ERANGE);
		return is_signed && neg ? -limit : limit;
	}
	return neg ? -val : val;
}

/*
 * long strtol(const char *nptr, char **endptr, int base); and strtoul,
 * strtoll, strtoull, strtoimax, strtoumax alike; int atoi(const char *s);
 * long atol(const char *s); long long atoll(const char *s).
 */
static __attribute__((unused))
long strtol(const char *nptr, char **endptr, int base)
{
	return __nolibc_ext_strtox(nptr, endptr, base, 1, LONG_MAX);
}

static __attribute__((unused))
unsigned long strtoul(const char *nptr, char **endptr, int base)
{
	return __nolibc_ext_strtox(nptr, endptr, base, 0, ULONG_MAX);
}

static __attribute__((unused))
long long strtoll(const char *nptr, char **endptr, int base)
{
	return __nolibc_ext_strtox(nptr, endptr, base, 1, LLONG_MAX);
}

static __attribute__((unused))
unsigned long long strtoull(const char *nptr, char **endptr, int base)
{
	return __nolibc_ext_strtox(nptr, endptr, base, 0, ULLONG_MAX);
}

static __attribute__((unused))
intmax_t strtoimax(const char *nptr, char **endptr, int base)
{
	return __nolibc_ext_strtox(nptr, endptr, base, 1, INTMAX_MAX);
}

static __attribute__((unused))
uintmax_t strtoumax(const char *nptr, char **endptr, int base)
{
	return __nolibc_ext_strtox(nptr, endptr, base, 0, UINTMAX_MAX);
}

static __attribute__((unused))
int atoi(const char *s)
{
	return strtol(s, NULL, 10);
}

static __attribute__((unused))
long atol(const char *s)
{
	return strtol(s, NULL, 10);
}

static __attribute__((unused))
long long atoll(const char *s)
{
	return strtoll(s, NULL, 10);
}

/*
 * double strtod(const char *nptr, char **endptr);
 * float strtof(const char *nptr, char **endptr);
 * double atof(const char *nptr);
 *
 * As glibc's, correctly rounded (to nearest, ties to even): white space,
 * a sign, then decimal digits with a point and an exponent, "0x" and hex
 * digits with a point and a binary exponent, or "inf", "infinity", "nan"
 * and "nan(chars)" in any case; "nan(n)" keeps n's low bits as payload
 * when n is a whole number (strtoull() base 0), as glibc does. The end
 * pointer at nptr when no number was read. ERANGE with an infinity
 * for a number too large, and for one below the smallest normal that
 * has to be rounded (tininess after rounding, as glibc on x86: 0 when
 * nothing is left).
 *
 * A decimal number D * 10^E is converted exactly, with integers of
 * 32-bit limbs and no division: D * 10^E itself when E >= 0, otherwise
 * the first 64 bits of the quotient D * 2^s / 5^-E and whether it leaves
 * a remainder, taken bit by bit. Digits after the 800th significant one
 * count only as being there: a value half-way between two doubles has
 * at most 768 significant digits, so one more digit 1 after the 800
 * kept rounds as the true value does. About 2 KB of stack.
 */
#define __NOLIBC_EXT_BIG_LIMBS	96	/* 3072 bits: 5^1125 * 2^64 fits */
#define __NOLIBC_EXT_FP_DIGITS	800

struct __nolibc_ext_big {
	unsigned int l[__NOLIBC_EXT_BIG_LIMBS];	/* least significant first */
	int n;			/* limbs in use, the last one not 0 */
};

/* b = b * f + add */
static __attribute__((unused))
void __nolibc_ext_big_muladd(struct __nolibc_ext_big *b, unsigned int f, unsigned int add)
{
	unsigned long long x;
	unsigned int carry = add;
	int i;

	for (i = 0; i < b->n; i++) {
		x = (unsigned long long)b->l[i] * f + carry;
		b->l[i] = (unsigned int)x;
		carry = (unsigned int)(x >> 32);
	}
	if (carry)
		b->l[b->n++] = carry;
}

/* b = b * base^e, with base^step < 2^32 the factor of each step */
static __attribute__((unused))
void __nolibc_ext_big_pow(struct __nolibc_ext_big *b, unsigned int base, int step, long e)
{
	unsigned int f = 1;
	int i;

	for (i = 0; i < step; i++)
		f *= base;
	for (; e >= step; e -= step)
		__nolibc_ext_big_muladd(b, f, 0);
	for (f = 1; e > 0; e--)
		f *= base;
	__nolibc_ext_big_muladd(b, f, 0);
}

static __attribute__((unused))
int __nolibc_ext_big_bits(const struct __nolibc_ext_big *b)
{
	unsigned int top;
	int bits;

	if (!b->n)
		return 0;
	bits = (b->n - 1) * 32;
	for (top = b->l[b->n - 1]; top; top >>= 1)
		bits++;
	return bits;
}

static __attribute__((unused))
void __nolibc_ext_big_shl(struct __nolibc_ext_big *b, int s)
{
	int w = s / 32, r = s % 32, i, from;
	unsigned int v;

	if (!b->n)
		return;
	for (i = b->n + w; i >= 0; i--) {
		from = i - w;
		v = from < b->n && from >= 0 ? b->l[from] << r : 0;
		if (r && from >= 1 && from - 1 < b->n)
			v |= b->l[from - 1] >> (32 - r);
		b->l[i] = v;
	}
	b->n += w + 1;
	while (b->n && !b->l[b->n - 1])
		b->n--;
}

static __attribute__((unused))
void __nolibc_ext_big_shr1(struct __nolibc_ext_big *b)
{
	int i;

	for (i = 0; i < b->n; i++)
		b->l[i] = (b->l[i] >> 1) | (i + 1 < b->n ? b->l[i + 1] << 31 : 0);
	while (b->n && !b->l[b->n - 1])
		b->n--;
}

/* a -= b when a >= b; whether it was */
static __attribute__((unused))
int __nolibc_ext_big_sub_if(struct __nolibc_ext_big *a, const struct __nolibc_ext_big *b)
{
	unsigned long long x;
	unsigned int borrow = 0;
	int i;

	if (a->n != b->n) {
		if (a->n < b->n)
			return 0;
	} else {
		for (i = a->n - 1; i >= 0 && a->l[i] == b->l[i]; i--)
			;
		if (i >= 0 && a->l[i] < b->l[i])
			return 0;
	}
	for (i = 0; i < a->n; i++) {
		x = (unsigned long long)a->l[i] - (i < b->n ? b->l[i] : 0) - borrow;
		a->l[i] = (unsigned int)x;
		borrow = (unsigned int)(x >> 63);
	}
	while (a->n && !a->l[a->n - 1])
		a->n--;
	return 1;
}

/* q rounded to nearest, half to even, without its drop (> 0) last bits */
static __attribute__((unused))
unsigned long long __nolibc_ext_fp_shed(unsigned long long q, int drop, int sticky,
					int *inexact)
{
	unsigned long long m, half, rest;

	if (drop > 64) {
		*inexact = 1;
		return 0;
	}
	half = 1ULL << (drop - 1);
	rest = (q & (half - 1)) | (unsigned long long)!!sticky;
	m = drop == 64 ? 0 : q >> drop;
	*inexact = (q & half) || rest;
	if ((q & half) && (rest || (m & 1)))
		m++;
	return m;
}

/*
 * The bits of the nearest number of the format with mant bits of
 * mantissa (the implicit one too) and exponents 1 - emax to emax to
 * q * 2^e2, plus less than a unit of q's last bit when sticky; *err is
 * ERANGE on overflow and on inexact tiny results.
 */
static __attribute__((unused))
unsigned long long __nolibc_ext_fp_make(unsigned long long q, long e2, int sticky,
					int mant, int emax, int *err)
{
	unsigned long long m;
	long exp;
	int len = 0, keep, tiny, inexact = 0, carry;

	for (m = q; m; m >>= 1)
		len++;
	if (!len)
		return 0;
	exp = len - 1 + e2;
	if (exp > emax)
		goto inf;
	tiny = exp < 1 - emax;
	if (tiny && exp == -emax && len > mant) {
		/* rounded to the full precision, is it the smallest normal? */
		carry = __nolibc_ext_fp_shed(q, len - mant, sticky, &inexact) >> mant;
		tiny = !carry;
	}
	keep = tiny ? mant - (int)(1 - emax - exp) : mant;
	if (keep < 0) {
		m = 0;
		inexact = 1;
	} else if (len > keep) {
		m = __nolibc_ext_fp_shed(q, len - keep, sticky, &inexact);
	} else {
		m = q << (keep - len);
		inexact = sticky;
	}
	if (tiny && inexact)
		*err = ERANGE;
	if (tiny)
		return m;	/* 1 << (mant - 1) when rounded up: the smallest normal */
	if (m >> mant) {
		m >>= 1;
		if (++exp > emax)
			goto inf;
	}
	return ((unsigned long long)(exp + emax) << (mant - 1)) | (m & ((1ULL << (mant - 1)) - 1));
inf:
	*err = ERANGE;
	return (unsigned long long)(2 * emax + 1) << (mant - 1);
}

/* The first 64 bits of b from bit sh up, and whether any below is set */
static __attribute__((unused))
unsigned long long __nolibc_ext_big_top(const struct __nolibc_ext_big *b, int sh, int *sticky)
{
	unsigned long long q = 0;
	int i;

	for (i = 0; i < sh; i++)
		if ((b->l[i / 32] >> (i % 32)) & 1) {
			*sticky = 1;
			break;
		}
	for (i = sh + 63; i >= sh; i--)
		q = (q << 1) | (i / 32 < b->n ? (b->l[i / 32] >> (i % 32)) & 1 : 0);
	return q;
}

/* digits[0..nd) * 10^e, nd > 0, as the format's bits (see above) */
static __attribute__((unused))
unsigned long long __nolibc_ext_fp_dec(const char *digits, int nd, long e, int mant, int emax,
				       int *err)
{
	struct __nolibc_ext_big a, b;
	unsigned long long q = 0;
	unsigned int chunk, f;
	int i, j, s, sticky = 0;

	/* a double's bounds (10^310 > DBL_MAX, 10^-325 < half its least), a float's too */
	if (nd + e > 310) {
		*err = ERANGE;
		return (unsigned long long)(2 * emax + 1) << (mant - 1);
	}
	if (nd + e < -324) {
		*err = ERANGE;
		return 0;
	}
	a.n = 0;
	for (i = 0; i < nd; i += 9) {
		chunk = 0;
		f = 1;
		for (j = i; j < nd && j < i + 9; j++) {
			chunk = chunk * 10 + (digits[j] - '0');
			f *= 10;
		}
		__nolibc_ext_big_muladd(&a, f, chunk);
	}
	if (e >= 0) {
		__nolibc_ext_big_pow(&a, 10, 9, e);
		s = __nolibc_ext_big_bits(&a);
		if (s <= 64)
			return __nolibc_ext_fp_make(__nolibc_ext_big_top(&a, 0, &sticky), 0, 0,
						    mant, emax, err);
		q = __nolibc_ext_big_top(&a, s - 64, &sticky);
		return __nolibc_ext_fp_make(q, s - 64, sticky, mant, emax, err);
	}
	/* a / 5^-e * 2^e: 64 bits of a * 2^s / b, the first one set */
	b.n = 1;
	b.l[0] = 1;
	__nolibc_ext_big_pow(&b, 5, 13, -e);
	s = 63 + __nolibc_ext_big_bits(&b) - __nolibc_ext_big_bits(&a);
	if (s > 0)
		__nolibc_ext_big_shl(&a, s);
	else
		__nolibc_ext_big_shl(&b, -s);
	__nolibc_ext_big_shl(&b, 63);
	for (i = 0; i < 64; i++) {
		q = (q << 1) | (unsigned long long)__nolibc_ext_big_sub_if(&a, &b);
		__nolibc_ext_big_shr1(&b);
	}
	return __nolibc_ext_fp_make(q, e - s, a.n != 0, mant, emax, err);
}

/*
 * A number read a character at a time (by strtod() and by scanf()'s
 * floating conversions) in constant space: the significant digits, or
 * for a hex number the first 60 bits, and an exponent.
 */
struct __nolibc_ext_fpnum {
	char digits[__NOLIBC_EXT_FP_DIGITS + 1];
	int nd;			/* significant digits kept */
	int hex;		/* the value is q * 2^e, else digits * 10^e */
	int seen;		/* a digit of the significand was read */
	int point;		/* the point was read */
	int cut;		/* a digit not 0 was dropped */
	unsigned long long q;
	long long e;		/* exact: each digit moves it by 1 (hex: 4) at most */
	long long x;		/* the exponent's digits, up to 10^15 */
};

static __attribute__((unused))
void __nolibc_ext_fpnum_init(struct __nolibc_ext_fpnum *n, int hex)
{
	n->nd = 0;
	n->hex = hex;
	n->seen = 0;
	n->point = 0;
	n->cut = 0;
	n->q = 0;
	n->e = 0;
	n->x = 0;
}

/* One digit of the significand (a hex one for a hex number) */
static __attribute__((unused))
void __nolibc_ext_fpnum_digit(struct __nolibc_ext_fpnum *n, int c)
{
	int d = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;

	n->seen = 1;
	if (n->hex) {
		if (!(n->q >> 60)) {
			n->q = n->q * 16 + d;
			n->e -= n->point * 4;
		} else {
			n->cut |= d;
			n->e += !n->point * 4;
		}
	} else if (!n->nd && !d) {
		n->e -= n->point;
	} else if (n->nd < __NOLIBC_EXT_FP_DIGITS) {
		n->digits[n->nd++] = c;
		n->e -= n->point;
	} else {
		n->cut |= d;
		n->e += !n->point;
	}
}

/* One digit of the exponent */
static __attribute__((unused))
void __nolibc_ext_fpnum_xdigit(struct __nolibc_ext_fpnum *n, int c)
{
	if (n->x < 100000000000000LL)
		n->x = n->x * 10 + c - '0';
}

/* The number's bits (see __nolibc_ext_fp_make()), the exponent's sign xneg */
static __attribute__((unused))
unsigned long long __nolibc_ext_fpnum_bits(struct __nolibc_ext_fpnum *n, int xneg, int mant,
					   int emax, int *err)
{
	long long sum = n->e + (xneg ? -n->x : n->x);
	/* beyond +-10^8, every number is 0 or infinite (and hex 2^+-10^8) */
	long e = sum > 100000000 ? 100000000 : sum < -100000000 ? -100000000 : (long)sum;

	if (n->hex)
		return __nolibc_ext_fp_make(n->q, e, n->cut != 0, mant, emax, err);
	if (n->cut) {
		n->digits[n->nd++] = '1';
		e--;
	}
	return n->nd ? __nolibc_ext_fp_dec(n->digits, n->nd, e, mant, emax, err) : 0;
}

/* inf, infinity or nan(chars) at s: the bits (the sign's not), its end */
static __attribute__((unused))
const char *__nolibc_ext_fp_word(const char *s, int mant, int emax, unsigned long long *bits)
{
	const char *p = s + 3;
	unsigned long long pay;
	char *end;

	if (strncasecmp(s, "inf", 3) && strncasecmp(s, "nan", 3))
		return s;
	*bits = (unsigned long long)(2 * emax + 1) << (mant - 1);
	if ((*s | 0x20) == 'i')
		return strncasecmp(p, "inity", 5) ? p : p + 5;
	*bits |= 1ULL << (mant - 2);
	if (*p++ != '(')
		return s + 3;
	while (isalnum((unsigned char)*p) || *p == '_')
		p++;
	if (*p != ')')
		return s + 3;
	pay = strtoull(s + 4, &end, 0);
	if (end == p)
		*bits |= pay & ((1ULL << (mant - 2)) - 1);
	return p + 1;
}

/* The bit of a number's sign in the format (above the exponent's) */
static __attribute__((unused))
int __nolibc_ext_fp_sign(int mant, int emax)
{
	int b = mant - 1, x;

	for (x = 2 * emax + 1; x; x >>= 1)
		b++;
	return b;
}

/*
 * nptr as a number of the format of mant bits of mantissa (the implicit
 * one too) and exponents 1 - emax to emax; its bits, the sign's too.
 */
static __attribute__((unused))
unsigned long long __nolibc_ext_strtofp(const char *nptr, char **endptr, int mant, int emax,
					int *err)
{
	struct __nolibc_ext_fpnum n;
	const char *s = nptr, *p, *end;
	unsigned long long bits = 0;
	int neg = 0, xneg = 0, hex;

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	end = __nolibc_ext_fp_word(s, mant, emax, &bits);
	if (end == s) {
		/* "0x" is hex when a hex digit follows, with a point or not */
		hex = s[0] == '0' && (s[1] | 0x20) == 'x' &&
		      (isxdigit((unsigned char)s[2]) ||
		       (s[2] == '.' && isxdigit((unsigned char)s[3])));
		__nolibc_ext_fpnum_init(&n, hex);
		for (p = s + 2 * n.hex;
		     (n.hex ? isxdigit((unsigned char)*p) : isdigit((unsigned char)*p)) ||
		     (*p == '.' && !n.point); p++) {
			if (*p == '.')
				n.point = 1;
			else
				__nolibc_ext_fpnum_digit(&n, *p);
		}
		if (!n.seen) {
			end = nptr;	/* no number: +0 */
			goto out;
		}
		end = p;
		/* an exponent, when a digit follows its letter and sign */
		if ((*p | 0x20) == (n.hex ? 'p' : 'e')) {
			xneg = *++p == '-';
			p += *p == '-' || *p == '+';
			if (isdigit((unsigned char)*p)) {
				while (isdigit((unsigned char)*p))
					__nolibc_ext_fpnum_xdigit(&n, *p++);
				end = p;
			}
		}
		bits = __nolibc_ext_fpnum_bits(&n, xneg, mant, emax, err);
	}
out:
	if (endptr)
		*endptr = (char *)end;
	if (end == nptr)
		return 0;
	return bits | (unsigned long long)neg << __nolibc_ext_fp_sign(mant, emax);
}

static __attribute__((unused))
double strtod(const char *nptr, char **endptr)
{
	union { unsigned long long u; double d; } v;
	int err = 0;

	v.u = __nolibc_ext_strtofp(nptr, endptr, 53, 1023, &err);
	if (err)
		SET_ERRNO(err);
	return v.d;
}

static __attribute__((unused))
float strtof(const char *nptr, char **endptr)
{
	union { unsigned int u; float f; } v;
	int err = 0;

	v.u = (unsigned int)__nolibc_ext_strtofp(nptr, endptr, 24, 127, &err);
	if (err)
		SET_ERRNO(err);
	return v.f;
}

static __attribute__((unused))
double atof(const char *nptr)
{
	return strtod(nptr, NULL);
}

/*
 * void abort(void);
 * SIGABRT to the calling thread, unblocked; if a handler returns, again
 * with the default action; the exit status of a signal death if even
 * that returns. A weak symbol, as 6.12's: libgcc calls it. Raw system
 * calls only: a static function it called would stay in every program
 * (in its file's .text) even when abort() itself is dropped. A zeroed
 * kernel sigaction is SIG_DFL on every architecture. The ids are read
 * first: gcc does not keep my_syscall()'s register variables across a
 * system call inside its arguments (tgkill() became gettid()).
 */
void abort(void);
__attribute__((weak, unused, noreturn, section(".text.nolibc_ext_abort")))
void abort(void)
{
	unsigned long set[_NSIG / 8 / sizeof(long)], dfl[8];
	unsigned int i;
	long pid, tid;

	for (i = 0; i < sizeof(set) / sizeof(set[0]); i++)
		set[i] = 0;
	for (i = 0; i < sizeof(dfl) / sizeof(dfl[0]); i++)
		dfl[i] = 0;
	set[(SIGABRT - 1) / (8 * sizeof(long))] = 1UL << ((SIGABRT - 1) % (8 * sizeof(long)));
	my_syscall4(__NR_rt_sigprocmask, SIG_UNBLOCK, set, NULL, _NSIG / 8);
	pid = my_syscall0(__NR_getpid);
	tid = my_syscall0(__NR_gettid);
	my_syscall3(__NR_tgkill, pid, tid, SIGABRT);
	my_syscall4(__NR_rt_sigaction, SIGABRT, dfl, NULL, _NSIG / 8);
	my_syscall3(__NR_tgkill, pid, tid, SIGABRT);
	my_syscall1(__NR_exit_group, 128 + SIGABRT);
	__builtin_unreachable();
}

/*
 * The environment: int setenv(const char *name, const char *value,
 * int overwrite); int unsetenv(const char *name); int putenv(char *string);
 * int clearenv(void).
 * environ is replaced by an array of our own (malloc()ed, with room to
 * grow) at the first change; the strings setenv() makes are never freed,
 * as in glibc, since a caller of getenv() may still hold one; putenv()'s
 * are the caller's own. A name must be non-empty and without '='
 * (EINVAL); putenv() of a string without '=' removes the name and returns
 * 0, and of one starting with '=' adds it, as glibc's. The four take one
 * lock (getenv() takes none, as in glibc). An array the program puts in
 * environ itself is copied at the next new name, never freed.
 */
char **__nolibc_ext_env __attribute__((weak));		/* our array, or NULL */
size_t __nolibc_ext_env_room __attribute__((weak));	/* its entries, NULL too */
int __nolibc_ext_env_lock __attribute__((weak));

static __attribute__((unused))
void __nolibc_ext_env_take(void)
{
	while (__atomic_exchange_n(&__nolibc_ext_env_lock, 1, __ATOMIC_ACQUIRE))
		my_syscall0(__NR_sched_yield);
}

static __attribute__((unused))
void __nolibc_ext_env_give(void)
{
	__atomic_store_n(&__nolibc_ext_env_lock, 0, __ATOMIC_RELEASE);
}

/* the index of name's entry (len bytes of it) in environ, or -1 */
static __attribute__((unused))
long __nolibc_ext_env_find(const char *name, size_t len)
{
	long i;

	for (i = 0; environ && environ[i]; i++)
		if (!strncmp(environ[i], name, len) && environ[i][len] == '=')
			return i;
	return -1;
}

/* entry at index i (-1: a new one) becomes s: 0, or -1 with ENOMEM */
static __attribute__((unused))
int __nolibc_ext_env_set(long i, char *s)
{
	size_t n = 0;
	char **env;

	if (i >= 0) {
		environ[i] = s;
		return 0;
	}
	while (environ && environ[n])
		n++;
	if (environ != __nolibc_ext_env || n + 2 > __nolibc_ext_env_room) {
		env = malloc((2 * n + 8) * sizeof(*env));
		if (!env) {
			SET_ERRNO(ENOMEM);
			return -1;
		}
		if (n)
			memcpy(env, environ, n * sizeof(*env));
		if (environ == __nolibc_ext_env)
			free(__nolibc_ext_env);
		__nolibc_ext_env = env;
		__nolibc_ext_env_room = 2 * n + 8;
		environ = env;
	}
	environ[n] = s;
	environ[n + 1] = NULL;
	return 0;
}

static __attribute__((unused))
int __nolibc_ext_env_name_ok(const char *name)
{
	if (!name || !*name || strchr(name, '=')) {
		SET_ERRNO(EINVAL);
		return 0;
	}
	return 1;
}

static __attribute__((unused))
int setenv(const char *name, const char *value, int overwrite)
{
	size_t len, vlen;
	int ret = 0;
	long i;
	char *s;

	if (!__nolibc_ext_env_name_ok(name))
		return -1;
	len = strlen(name);
	vlen = strlen(value);
	s = malloc(len + vlen + 2);
	if (!s) {
		SET_ERRNO(ENOMEM);
		return -1;
	}
	memcpy(s, name, len);
	s[len] = '=';
	memcpy(s + len + 1, value, vlen + 1);
	__nolibc_ext_env_take();
	i = __nolibc_ext_env_find(name, len);
	if (i < 0 || overwrite)
		ret = __nolibc_ext_env_set(i, s);
	else
		ret = 1;	/* there, and to be kept */
	__nolibc_ext_env_give();
	if (ret)
		free(s);
	return ret < 0 ? -1 : 0;
}

/* every entry of that name (len bytes of it), the others kept in order */
static __attribute__((unused))
void __nolibc_ext_env_drop(const char *name, size_t len)
{
	size_t i, j;

	for (i = j = 0; environ && environ[i]; i++)
		if (strncmp(environ[i], name, len) || environ[i][len] != '=')
			environ[j++] = environ[i];
	if (environ)
		environ[j] = NULL;
}

static __attribute__((unused))
int unsetenv(const char *name)
{
	if (!__nolibc_ext_env_name_ok(name))
		return -1;
	__nolibc_ext_env_take();
	__nolibc_ext_env_drop(name, strlen(name));
	__nolibc_ext_env_give();
	return 0;
}

static __attribute__((unused))
int putenv(char *string)
{
	const char *eq = strchr(string, '=');
	int ret = 0;

	__nolibc_ext_env_take();
	if (!eq && *string)	/* glibc's unsetenv("") fails, ignored */
		__nolibc_ext_env_drop(string, strlen(string));
	else if (eq)
		ret = __nolibc_ext_env_set(__nolibc_ext_env_find(string, eq - string),
					   string);
	__nolibc_ext_env_give();
	return ret;
}

static __attribute__((unused))
int clearenv(void)
{
	__nolibc_ext_env_take();
	if (environ == __nolibc_ext_env) {
		free(__nolibc_ext_env);
		__nolibc_ext_env = NULL;
		__nolibc_ext_env_room = 0;
	}
	environ = NULL;
	__nolibc_ext_env_give();
	return 0;
}

/*
 * void *alloca(size_t size); the compiler's, as in glibc.
 */
#define alloca(size)	__builtin_alloca(size)

/*
 * void *reallocarray(void *ptr, size_t n, size_t size);
 * realloc() of n * size bytes, ENOMEM when that overflows.
 */
static __attribute__((unused))
void *reallocarray(void *ptr, size_t n, size_t size)
{
	if (size && n > (size_t)-1 / size) {
		SET_ERRNO(ENOMEM);
		return NULL;
	}
	return realloc(ptr, n * size);
}

/*
 * int atexit(void (*fn)(void)); void exit(int status);
 * Up to ATEXIT_MAX (<limits.h>) handlers, run last registered first, each once, by
 * exit() and after main() returns. exit() is 6.12's under another name
 * when nolibc-ext's <nolibc.h> came first (see there); otherwise the
 * handlers run only after main() returns.
 */
void (*__nolibc_ext_atexit_fn[ATEXIT_MAX])(void) __attribute__((weak));
unsigned int __nolibc_ext_atexit_count __attribute__((weak));

static __attribute__((unused))
int atexit(void (*fn)(void))
{
	if (__nolibc_ext_atexit_count >= ATEXIT_MAX)
		return -1;
	__nolibc_ext_atexit_fn[__nolibc_ext_atexit_count++] = fn;
	return 0;
}

/* each translation unit has one: the first to run empties the list */
static __attribute__((destructor, unused))
void __nolibc_ext_atexit_run(void)
{
	while (__nolibc_ext_atexit_count)
		__nolibc_ext_atexit_fn[--__nolibc_ext_atexit_count]();
}

#ifdef __NOLIBC_EXT_EXIT_RENAMED
static __attribute__((noreturn, unused))
void exit(int status)
{
	__nolibc_ext_atexit_run();
	__nolibc_ext_exit_6_12(status);
}
#endif

/*
 * Pseudo-terminals: int posix_openpt(int flags); int grantpt(int fd);
 * int unlockpt(int fd); char *ptsname(int fd);
 * int ptsname_r(int fd, char *buf, size_t len).
 * With devpts, grantpt() has nothing to do but check fd is a master.
 */
static __attribute__((unused))
int posix_openpt(int flags)
{
	return open("/dev/ptmx", flags);
}

static __attribute__((unused))
int ptsname_r(int fd, char *buf, size_t len)
{
	unsigned int n;
	char num[16];
	long ret = my_syscall3(__NR_ioctl, fd, TIOCGPTN, &n);

	if (ret < 0) {
		SET_ERRNO(-ret);
		return -ret;
	}
	utoa_r(n, num);
	if (strlen("/dev/pts/") + strlen(num) >= len) {
		SET_ERRNO(ERANGE);
		return ERANGE;
	}
	strcpy(buf, "/dev/pts/");
	strcpy(buf + strlen("/dev/pts/"), num);
	return 0;
}

static __attribute__((unused))
char *ptsname(int fd)
{
	static char name[32];

	return ptsname_r(fd, name, sizeof(name)) ? NULL : name;
}

static __attribute__((unused))
int grantpt(int fd)
{
	unsigned int n;

	return __sysret(my_syscall3(__NR_ioctl, fd, TIOCGPTN, &n));
}

static __attribute__((unused))
int unlockpt(int fd)
{
	int unlock = 0;

	return __sysret(my_syscall3(__NR_ioctl, fd, TIOCSPTLCK, &unlock));
}

#endif /* _NOLIBC_EXT_STDLIB_H */
