/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <string.h>: 6.12 nolibc's (which does not build when included first, so
 * all of nolibc comes first), with strchr() and strrchr() replaced, plus
 * strerror(), strerror_r(), strerrordesc_np(), strerrorname_np() and
 * strsignal() with glibc's texts, memchr(), memrchr(),
 * memmem(), strstr(), strspn(), strcspn(), strpbrk(), strtok(), strtok_r(),
 * strsep(), strcasecmp(), strncasecmp(), strcat(), stpcpy(), strchrnul()
 * and GNU basename().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_STRING_H
#define _NOLIBC_EXT_STRING_H

#include <signal.h>
#include <ctype.h>

/*
 * char *strchr(const char *s, int c); char *strrchr(const char *s, int c);
 * The terminating zero is part of the string: strchr(s, 0) finds it
 * (6.12's return NULL).
 */
static __attribute__((unused))
char *strchr(const char *s, int c)
{
	for (; *s != (char)c; s++)
		if (!*s)
			return NULL;
	return (char *)s;
}

static __attribute__((unused))
char *strrchr(const char *s, int c)
{
	const char *found = NULL;

	do
		if (*s == (char)c)
			found = s;
	while (*s++);
	return (char *)found;
}

/*
 * char *strsignal(int sig);
 * The descriptions are glibc's, so that messages compare equal. Numbers
 * differ between architectures, hence a table of the names.
 */
static __attribute__((unused))
char *strsignal(int sig)
{
	static const struct {
		int sig;
		const char *s;
	} names[] = {
		{ SIGHUP, "Hangup" },
		{ SIGINT, "Interrupt" },
		{ SIGQUIT, "Quit" },
		{ SIGILL, "Illegal instruction" },
		{ SIGTRAP, "Trace/breakpoint trap" },
		{ SIGABRT, "Aborted" },
		{ SIGBUS, "Bus error" },
		{ SIGFPE, "Floating point exception" },
		{ SIGKILL, "Killed" },
		{ SIGUSR1, "User defined signal 1" },
		{ SIGSEGV, "Segmentation fault" },
		{ SIGUSR2, "User defined signal 2" },
		{ SIGPIPE, "Broken pipe" },
		{ SIGALRM, "Alarm clock" },
		{ SIGTERM, "Terminated" },
#ifdef SIGSTKFLT
		{ SIGSTKFLT, "Stack fault" },
#endif
#ifdef SIGEMT
		{ SIGEMT, "EMT trap" },
#endif
		{ SIGCHLD, "Child exited" },
		{ SIGCONT, "Continued" },
		{ SIGSTOP, "Stopped (signal)" },
		{ SIGTSTP, "Stopped" },
		{ SIGTTIN, "Stopped (tty input)" },
		{ SIGTTOU, "Stopped (tty output)" },
		{ SIGURG, "Urgent I/O condition" },
		{ SIGXCPU, "CPU time limit exceeded" },
		{ SIGXFSZ, "File size limit exceeded" },
		{ SIGVTALRM, "Virtual timer expired" },
		{ SIGPROF, "Profiling timer expired" },
		{ SIGWINCH, "Window changed" },
		{ SIGIO, "I/O possible" },
		{ SIGPWR, "Power failure" },
		{ SIGSYS, "Bad system call" },
	};
	static char buf[32];
	unsigned int i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (names[i].sig == sig)
			return (char *)names[i].s;
	strcpy(buf, "Unknown signal ");
	i64toa_r(sig, buf + strlen(buf));
	return buf;
}

/*
 * void *memchr(const void *s, int c, size_t n);
 * void *memrchr(const void *s, int c, size_t n);
 */
static __attribute__((unused))
void *memchr(const void *s, int c, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;

	for (; n; n--, p++)
		if (*p == (unsigned char)c)
			return (void *)p;
	return NULL;
}

static __attribute__((unused))
void *memrchr(const void *s, int c, size_t n)
{
	const unsigned char *p = (const unsigned char *)s + n;

	while (n--)
		if (*--p == (unsigned char)c)
			return (void *)p;
	return NULL;
}

/*
 * void *memmem(const void *hay, size_t hlen, const void *needle, size_t nlen);
 * char *strstr(const char *hay, const char *needle);
 */
static __attribute__((unused))
void *memmem(const void *hay, size_t hlen, const void *needle, size_t nlen)
{
	const char *h = (const char *)hay;

	if (!nlen)
		return (void *)h;
	for (; hlen >= nlen; h++, hlen--)
		if (*h == *(const char *)needle && !memcmp(h, needle, nlen))
			return (void *)h;
	return NULL;
}

static __attribute__((unused))
char *strstr(const char *hay, const char *needle)
{
	return (char *)memmem(hay, strlen(hay), needle, strlen(needle));
}

/*
 * size_t strspn(const char *s, const char *accept);
 * size_t strcspn(const char *s, const char *reject);
 * char *strpbrk(const char *s, const char *accept);
 */
static __attribute__((unused))
size_t strspn(const char *s, const char *accept)
{
	size_t n = 0;

	while (s[n] && strchr(accept, s[n]))
		n++;
	return n;
}

static __attribute__((unused))
size_t strcspn(const char *s, const char *reject)
{
	size_t n = 0;

	while (s[n] && !strchr(reject, s[n]))
		n++;
	return n;
}

static __attribute__((unused))
char *strpbrk(const char *s, const char *accept)
{
	s += strcspn(s, accept);
	return *s ? (char *)s : NULL;
}

/*
 * char *strtok_r(char *s, const char *delim, char **saveptr);
 * char *strtok(char *s, const char *delim);
 * char *strsep(char **sp, const char *delim);
 */
static __attribute__((unused))
char *strtok_r(char *s, const char *delim, char **saveptr)
{
	char *end;

	if (!s)
		s = *saveptr;
	s += strspn(s, delim);
	if (!*s) {
		*saveptr = s;
		return NULL;
	}
	end = s + strcspn(s, delim);
	if (*end)
		*end++ = 0;
	*saveptr = end;
	return s;
}

/* the place strtok() goes on from, whichever file calls it */
char *__nolibc_ext_strtok_save __attribute__((weak));

static __attribute__((unused))
char *strtok(char *s, const char *delim)
{
	return strtok_r(s, delim, &__nolibc_ext_strtok_save);
}

static __attribute__((unused))
char *strsep(char **sp, const char *delim)
{
	char *s = *sp, *end;

	if (!s)
		return NULL;
	end = s + strcspn(s, delim);
	if (*end)
		*end++ = 0;
	else
		end = NULL;
	*sp = end;
	return s;
}

/*
 * int strcasecmp(const char *a, const char *b);
 * int strncasecmp(const char *a, const char *b, size_t n);
 * The C locale's case folding.
 */
static __attribute__((unused))
int strncasecmp(const char *a, const char *b, size_t n)
{
	int ca, cb;

	for (; n; n--, a++, b++) {
		ca = tolower((unsigned char)*a);
		cb = tolower((unsigned char)*b);
		if (ca != cb || !ca)
			return ca - cb;
	}
	return 0;
}

static __attribute__((unused))
int strcasecmp(const char *a, const char *b)
{
	return strncasecmp(a, b, (size_t)-1);
}

/*
 * char *strcat(char *dst, const char *src);
 */
static __attribute__((unused))
char *strcat(char *dst, const char *src)
{
	strcpy(dst + strlen(dst), src);
	return dst;
}

/*
 * char *stpcpy(char *dst, const char *src);
 * char *strchrnul(const char *s, int c);
 */
static __attribute__((unused))
char *stpcpy(char *dst, const char *src)
{
	size_t n = strlen(src);

	memcpy(dst, src, n + 1);
	return dst + n;
}

static __attribute__((unused))
char *strchrnul(const char *s, int c)
{
	while (*s && *s != (char)c)
		s++;
	return (char *)s;
}

/*
 * char *basename(const char *path);
 * The GNU one <string.h> has: what follows the last '/', never modifying
 * path ("" when path ends with '/'). <libgen.h> has the POSIX one.
 */
static __attribute__((unused))
char *__nolibc_ext_gnu_basename(const char *path)
{
	const char *p = strrchr(path, '/');

	return (char *)(p ? p + 1 : path);
}

#ifndef _NOLIBC_EXT_LIBGEN_H
#define basename __nolibc_ext_gnu_basename
#endif

/*
 * const char *strerrordesc_np(int err); const char *strerrorname_np(int err);
 * char *strerror(int err); char *strerror_r(int err, char *buf, size_t len);
 * glibc's texts and names, so that messages compare equal ("Success" and
 * "0" for 0; NULL, or "Unknown error N" from strerror(), for a number it
 * has none for). Numbers differ between architectures (MIPS, SPARC,
 * PowerPC), hence a table of the names; EDEADLOCK, a number of its own on
 * some, reads as glibc says it there. strerror() replaces 6.12's
 * ("errno=N", taking another name in nolibc.h); an unknown number's text
 * is written in a buffer of the calling thread's, as glibc does.
 */
static __attribute__((unused))
const char *__nolibc_ext_errtab(int err, int name)
{
#define __NOLIBC_EXT_E(e, text) { e, #e, text }
	static const struct {
		int err;
		const char *name, *text;
	} tab[] = {
		{ 0, "0", "Success" },
		__NOLIBC_EXT_E(EPERM, "Operation not permitted"),
		__NOLIBC_EXT_E(ENOENT, "No such file or directory"),
		__NOLIBC_EXT_E(ESRCH, "No such process"),
		__NOLIBC_EXT_E(EINTR, "Interrupted system call"),
		__NOLIBC_EXT_E(EIO, "Input/output error"),
		__NOLIBC_EXT_E(ENXIO, "No such device or address"),
		__NOLIBC_EXT_E(E2BIG, "Argument list too long"),
		__NOLIBC_EXT_E(ENOEXEC, "Exec format error"),
		__NOLIBC_EXT_E(EBADF, "Bad file descriptor"),
		__NOLIBC_EXT_E(ECHILD, "No child processes"),
		__NOLIBC_EXT_E(EAGAIN, "Resource temporarily unavailable"),
		__NOLIBC_EXT_E(ENOMEM, "Cannot allocate memory"),
		__NOLIBC_EXT_E(EACCES, "Permission denied"),
		__NOLIBC_EXT_E(EFAULT, "Bad address"),
		__NOLIBC_EXT_E(ENOTBLK, "Block device required"),
		__NOLIBC_EXT_E(EBUSY, "Device or resource busy"),
		__NOLIBC_EXT_E(EEXIST, "File exists"),
		__NOLIBC_EXT_E(EXDEV, "Invalid cross-device link"),
		__NOLIBC_EXT_E(ENODEV, "No such device"),
		__NOLIBC_EXT_E(ENOTDIR, "Not a directory"),
		__NOLIBC_EXT_E(EISDIR, "Is a directory"),
		__NOLIBC_EXT_E(EINVAL, "Invalid argument"),
		__NOLIBC_EXT_E(ENFILE, "Too many open files in system"),
		__NOLIBC_EXT_E(EMFILE, "Too many open files"),
		__NOLIBC_EXT_E(ENOTTY, "Inappropriate ioctl for device"),
		__NOLIBC_EXT_E(ETXTBSY, "Text file busy"),
		__NOLIBC_EXT_E(EFBIG, "File too large"),
		__NOLIBC_EXT_E(ENOSPC, "No space left on device"),
		__NOLIBC_EXT_E(ESPIPE, "Illegal seek"),
		__NOLIBC_EXT_E(EROFS, "Read-only file system"),
		__NOLIBC_EXT_E(EMLINK, "Too many links"),
		__NOLIBC_EXT_E(EPIPE, "Broken pipe"),
		__NOLIBC_EXT_E(EDOM, "Numerical argument out of domain"),
		__NOLIBC_EXT_E(ERANGE, "Numerical result out of range"),
		__NOLIBC_EXT_E(EDEADLK, "Resource deadlock avoided"),
		__NOLIBC_EXT_E(ENAMETOOLONG, "File name too long"),
		__NOLIBC_EXT_E(ENOLCK, "No locks available"),
		__NOLIBC_EXT_E(ENOSYS, "Function not implemented"),
		__NOLIBC_EXT_E(ENOTEMPTY, "Directory not empty"),
		__NOLIBC_EXT_E(ELOOP, "Too many levels of symbolic links"),
		__NOLIBC_EXT_E(ENOMSG, "No message of desired type"),
		__NOLIBC_EXT_E(EIDRM, "Identifier removed"),
		__NOLIBC_EXT_E(ECHRNG, "Channel number out of range"),
		__NOLIBC_EXT_E(EL2NSYNC, "Level 2 not synchronized"),
		__NOLIBC_EXT_E(EL3HLT, "Level 3 halted"),
		__NOLIBC_EXT_E(EL3RST, "Level 3 reset"),
		__NOLIBC_EXT_E(ELNRNG, "Link number out of range"),
		__NOLIBC_EXT_E(EUNATCH, "Protocol driver not attached"),
		__NOLIBC_EXT_E(ENOCSI, "No CSI structure available"),
		__NOLIBC_EXT_E(EL2HLT, "Level 2 halted"),
		__NOLIBC_EXT_E(EBADE, "Invalid exchange"),
		__NOLIBC_EXT_E(EBADR, "Invalid request descriptor"),
		__NOLIBC_EXT_E(EXFULL, "Exchange full"),
		__NOLIBC_EXT_E(ENOANO, "No anode"),
		__NOLIBC_EXT_E(EBADRQC, "Invalid request code"),
		__NOLIBC_EXT_E(EBADSLT, "Invalid slot"),
		__NOLIBC_EXT_E(EBFONT, "Bad font file format"),
		__NOLIBC_EXT_E(ENOSTR, "Device not a stream"),
		__NOLIBC_EXT_E(ENODATA, "No data available"),
		__NOLIBC_EXT_E(ETIME, "Timer expired"),
		__NOLIBC_EXT_E(ENOSR, "Out of streams resources"),
		__NOLIBC_EXT_E(ENONET, "Machine is not on the network"),
		__NOLIBC_EXT_E(ENOPKG, "Package not installed"),
		__NOLIBC_EXT_E(EREMOTE, "Object is remote"),
		__NOLIBC_EXT_E(ENOLINK, "Link has been severed"),
		__NOLIBC_EXT_E(EADV, "Advertise error"),
		__NOLIBC_EXT_E(ESRMNT, "Srmount error"),
		__NOLIBC_EXT_E(ECOMM, "Communication error on send"),
		__NOLIBC_EXT_E(EPROTO, "Protocol error"),
		__NOLIBC_EXT_E(EMULTIHOP, "Multihop attempted"),
		__NOLIBC_EXT_E(EDOTDOT, "RFS specific error"),
		__NOLIBC_EXT_E(EBADMSG, "Bad message"),
		__NOLIBC_EXT_E(EOVERFLOW, "Value too large for defined data type"),
		__NOLIBC_EXT_E(ENOTUNIQ, "Name not unique on network"),
		__NOLIBC_EXT_E(EBADFD, "File descriptor in bad state"),
		__NOLIBC_EXT_E(EREMCHG, "Remote address changed"),
		__NOLIBC_EXT_E(ELIBACC, "Can not access a needed shared library"),
		__NOLIBC_EXT_E(ELIBBAD, "Accessing a corrupted shared library"),
		__NOLIBC_EXT_E(ELIBSCN, ".lib section in a.out corrupted"),
		__NOLIBC_EXT_E(ELIBMAX, "Attempting to link in too many shared libraries"),
		__NOLIBC_EXT_E(ELIBEXEC, "Cannot exec a shared library directly"),
		__NOLIBC_EXT_E(EILSEQ, "Invalid or incomplete multibyte or wide character"),
		__NOLIBC_EXT_E(ERESTART, "Interrupted system call should be restarted"),
		__NOLIBC_EXT_E(ESTRPIPE, "Streams pipe error"),
		__NOLIBC_EXT_E(EUSERS, "Too many users"),
		__NOLIBC_EXT_E(ENOTSOCK, "Socket operation on non-socket"),
		__NOLIBC_EXT_E(EDESTADDRREQ, "Destination address required"),
		__NOLIBC_EXT_E(EMSGSIZE, "Message too long"),
		__NOLIBC_EXT_E(EPROTOTYPE, "Protocol wrong type for socket"),
		__NOLIBC_EXT_E(ENOPROTOOPT, "Protocol not available"),
		__NOLIBC_EXT_E(EPROTONOSUPPORT, "Protocol not supported"),
		__NOLIBC_EXT_E(ESOCKTNOSUPPORT, "Socket type not supported"),
		__NOLIBC_EXT_E(EOPNOTSUPP, "Operation not supported"),
		__NOLIBC_EXT_E(EPFNOSUPPORT, "Protocol family not supported"),
		__NOLIBC_EXT_E(EAFNOSUPPORT, "Address family not supported by protocol"),
		__NOLIBC_EXT_E(EADDRINUSE, "Address already in use"),
		__NOLIBC_EXT_E(EADDRNOTAVAIL, "Cannot assign requested address"),
		__NOLIBC_EXT_E(ENETDOWN, "Network is down"),
		__NOLIBC_EXT_E(ENETUNREACH, "Network is unreachable"),
		__NOLIBC_EXT_E(ENETRESET, "Network dropped connection on reset"),
		__NOLIBC_EXT_E(ECONNABORTED, "Software caused connection abort"),
		__NOLIBC_EXT_E(ECONNRESET, "Connection reset by peer"),
		__NOLIBC_EXT_E(ENOBUFS, "No buffer space available"),
		__NOLIBC_EXT_E(EISCONN, "Transport endpoint is already connected"),
		__NOLIBC_EXT_E(ENOTCONN, "Transport endpoint is not connected"),
		__NOLIBC_EXT_E(ESHUTDOWN, "Cannot send after transport endpoint shutdown"),
		__NOLIBC_EXT_E(ETOOMANYREFS, "Too many references: cannot splice"),
		__NOLIBC_EXT_E(ETIMEDOUT, "Connection timed out"),
		__NOLIBC_EXT_E(ECONNREFUSED, "Connection refused"),
		__NOLIBC_EXT_E(EHOSTDOWN, "Host is down"),
		__NOLIBC_EXT_E(EHOSTUNREACH, "No route to host"),
		__NOLIBC_EXT_E(EALREADY, "Operation already in progress"),
		__NOLIBC_EXT_E(EINPROGRESS, "Operation now in progress"),
		__NOLIBC_EXT_E(ESTALE, "Stale file handle"),
		__NOLIBC_EXT_E(EUCLEAN, "Structure needs cleaning"),
		__NOLIBC_EXT_E(ENOTNAM, "Not a XENIX named type file"),
		__NOLIBC_EXT_E(ENAVAIL, "No XENIX semaphores available"),
		__NOLIBC_EXT_E(EISNAM, "Is a named type file"),
		__NOLIBC_EXT_E(EREMOTEIO, "Remote I/O error"),
		__NOLIBC_EXT_E(EDQUOT, "Disk quota exceeded"),
		__NOLIBC_EXT_E(ENOMEDIUM, "No medium found"),
		__NOLIBC_EXT_E(EMEDIUMTYPE, "Wrong medium type"),
		__NOLIBC_EXT_E(ECANCELED, "Operation canceled"),
		__NOLIBC_EXT_E(ENOKEY, "Required key not available"),
		__NOLIBC_EXT_E(EKEYEXPIRED, "Key has expired"),
		__NOLIBC_EXT_E(EKEYREVOKED, "Key has been revoked"),
		__NOLIBC_EXT_E(EKEYREJECTED, "Key was rejected by service"),
		__NOLIBC_EXT_E(EOWNERDEAD, "Owner died"),
		__NOLIBC_EXT_E(ENOTRECOVERABLE, "State not recoverable"),
		__NOLIBC_EXT_E(ERFKILL, "Operation not possible due to RF-kill"),
		__NOLIBC_EXT_E(EHWPOISON, "Memory page has hardware error"),
		__NOLIBC_EXT_E(EDEADLOCK, "File locking deadlock error"),
#if EDEADLOCK != EDEADLK
		__NOLIBC_EXT_E(EDEADLOCK, "File locking deadlock error"),
#endif
	};
#undef __NOLIBC_EXT_E
	unsigned int i;

	for (i = 0; i < sizeof(tab) / sizeof(tab[0]); i++)
		if (tab[i].err == err)
			return name ? tab[i].name : tab[i].text;
	return NULL;
}

static __attribute__((unused))
const char *strerrordesc_np(int err)
{
	return __nolibc_ext_errtab(err, 0);
}

static __attribute__((unused))
const char *strerrorname_np(int err)
{
	return __nolibc_ext_errtab(err, 1);
}

/* "Unknown error N" into buf of len bytes (cut short if need be) */
static __attribute__((unused))
char *__nolibc_ext_unknown_error(int err, char *buf, size_t len)
{
	char text[32] = "Unknown error ";

	i64toa_r(err, text + 14);
	if (len) {
		len = strlen(text) < len ? strlen(text) + 1 : len;
		memcpy(buf, text, len - 1);
		buf[len - 1] = 0;
	}
	return buf;
}

static __attribute__((unused))
char *strerror(int err)
{
	static __thread char unknown[32];
	const char *s = __nolibc_ext_errtab(err, 0);

	return s ? (char *)s : __nolibc_ext_unknown_error(err, unknown, sizeof(unknown));
}

/*
 * The GNU form (glibc's with _GNU_SOURCE, which selftests define): a
 * known error's text where strerror() keeps it, buf untouched; an
 * unknown one's in buf, cut to len.
 */
static __attribute__((unused))
char *strerror_r(int err, char *buf, size_t len)
{
	const char *s = __nolibc_ext_errtab(err, 0);

	return s ? (char *)s : __nolibc_ext_unknown_error(err, buf, len);
}

/*
 * void *mempcpy(void *dst, const void *src, size_t n);
 * memcpy(), returning the byte after the last one written (GNU).
 */
static __attribute__((unused))
void *mempcpy(void *dst, const void *src, size_t n)
{
	return (char *)memcpy(dst, src, n) + n;
}

#endif /* _NOLIBC_EXT_STRING_H */
