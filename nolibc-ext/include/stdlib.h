/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <stdlib.h>: 6.12 nolibc's does not build when included first (it uses what
 * nolibc.h includes after it); this one brings in nolibc and nolibc-ext in
 * their working order, and adds abs(), labs(), llabs(), rand(), srand(),
 * rand_r(), qsort(), bsearch(), mkstemp(), mkdtemp(), system(),
 * posix_memalign(), realpath(), _Exit(), setenv(), unsetenv(), putenv()
 * and clearenv(); and it replaces 6.12's
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
