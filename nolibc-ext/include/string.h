/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <string.h>: 6.12 nolibc's (which does not build when included first, so
 * all of nolibc comes first), with strchr() and strrchr() replaced, plus
 * strerror() and strsignal() with glibc's texts, memchr(), memrchr(),
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
 * char *strerror(int err);
 * glibc's texts, so that messages compare equal ("Success" for 0,
 * "Unknown error N" for a number it has none for). Numbers differ
 * between architectures (MIPS, SPARC, PowerPC), hence a table of the
 * names; EDEADLOCK, a number of its own on some, reads as glibc says it
 * there. Replaces 6.12's ("errno=N", taking another name in nolibc.h).
 */
static __attribute__((unused))
char *strerror(int err)
{
	static const struct {
		int err;
		const char *s;
	} texts[] = {
		{ 0, "Success" },
		{ EPERM, "Operation not permitted" },
		{ ENOENT, "No such file or directory" },
		{ ESRCH, "No such process" },
		{ EINTR, "Interrupted system call" },
		{ EIO, "Input/output error" },
		{ ENXIO, "No such device or address" },
		{ E2BIG, "Argument list too long" },
		{ ENOEXEC, "Exec format error" },
		{ EBADF, "Bad file descriptor" },
		{ ECHILD, "No child processes" },
		{ EAGAIN, "Resource temporarily unavailable" },
		{ ENOMEM, "Cannot allocate memory" },
		{ EACCES, "Permission denied" },
		{ EFAULT, "Bad address" },
		{ ENOTBLK, "Block device required" },
		{ EBUSY, "Device or resource busy" },
		{ EEXIST, "File exists" },
		{ EXDEV, "Invalid cross-device link" },
		{ ENODEV, "No such device" },
		{ ENOTDIR, "Not a directory" },
		{ EISDIR, "Is a directory" },
		{ EINVAL, "Invalid argument" },
		{ ENFILE, "Too many open files in system" },
		{ EMFILE, "Too many open files" },
		{ ENOTTY, "Inappropriate ioctl for device" },
		{ ETXTBSY, "Text file busy" },
		{ EFBIG, "File too large" },
		{ ENOSPC, "No space left on device" },
		{ ESPIPE, "Illegal seek" },
		{ EROFS, "Read-only file system" },
		{ EMLINK, "Too many links" },
		{ EPIPE, "Broken pipe" },
		{ EDOM, "Numerical argument out of domain" },
		{ ERANGE, "Numerical result out of range" },
		{ EDEADLK, "Resource deadlock avoided" },
		{ ENAMETOOLONG, "File name too long" },
		{ ENOLCK, "No locks available" },
		{ ENOSYS, "Function not implemented" },
		{ ENOTEMPTY, "Directory not empty" },
		{ ELOOP, "Too many levels of symbolic links" },
		{ ENOMSG, "No message of desired type" },
		{ EIDRM, "Identifier removed" },
		{ ECHRNG, "Channel number out of range" },
		{ EL2NSYNC, "Level 2 not synchronized" },
		{ EL3HLT, "Level 3 halted" },
		{ EL3RST, "Level 3 reset" },
		{ ELNRNG, "Link number out of range" },
		{ EUNATCH, "Protocol driver not attached" },
		{ ENOCSI, "No CSI structure available" },
		{ EL2HLT, "Level 2 halted" },
		{ EBADE, "Invalid exchange" },
		{ EBADR, "Invalid request descriptor" },
		{ EXFULL, "Exchange full" },
		{ ENOANO, "No anode" },
		{ EBADRQC, "Invalid request code" },
		{ EBADSLT, "Invalid slot" },
		{ EBFONT, "Bad font file format" },
		{ ENOSTR, "Device not a stream" },
		{ ENODATA, "No data available" },
		{ ETIME, "Timer expired" },
		{ ENOSR, "Out of streams resources" },
		{ ENONET, "Machine is not on the network" },
		{ ENOPKG, "Package not installed" },
		{ EREMOTE, "Object is remote" },
		{ ENOLINK, "Link has been severed" },
		{ EADV, "Advertise error" },
		{ ESRMNT, "Srmount error" },
		{ ECOMM, "Communication error on send" },
		{ EPROTO, "Protocol error" },
		{ EMULTIHOP, "Multihop attempted" },
		{ EDOTDOT, "RFS specific error" },
		{ EBADMSG, "Bad message" },
		{ EOVERFLOW, "Value too large for defined data type" },
		{ ENOTUNIQ, "Name not unique on network" },
		{ EBADFD, "File descriptor in bad state" },
		{ EREMCHG, "Remote address changed" },
		{ ELIBACC, "Can not access a needed shared library" },
		{ ELIBBAD, "Accessing a corrupted shared library" },
		{ ELIBSCN, ".lib section in a.out corrupted" },
		{ ELIBMAX, "Attempting to link in too many shared libraries" },
		{ ELIBEXEC, "Cannot exec a shared library directly" },
		{ EILSEQ, "Invalid or incomplete multibyte or wide character" },
		{ ERESTART, "Interrupted system call should be restarted" },
		{ ESTRPIPE, "Streams pipe error" },
		{ EUSERS, "Too many users" },
		{ ENOTSOCK, "Socket operation on non-socket" },
		{ EDESTADDRREQ, "Destination address required" },
		{ EMSGSIZE, "Message too long" },
		{ EPROTOTYPE, "Protocol wrong type for socket" },
		{ ENOPROTOOPT, "Protocol not available" },
		{ EPROTONOSUPPORT, "Protocol not supported" },
		{ ESOCKTNOSUPPORT, "Socket type not supported" },
		{ EOPNOTSUPP, "Operation not supported" },
		{ EPFNOSUPPORT, "Protocol family not supported" },
		{ EAFNOSUPPORT, "Address family not supported by protocol" },
		{ EADDRINUSE, "Address already in use" },
		{ EADDRNOTAVAIL, "Cannot assign requested address" },
		{ ENETDOWN, "Network is down" },
		{ ENETUNREACH, "Network is unreachable" },
		{ ENETRESET, "Network dropped connection on reset" },
		{ ECONNABORTED, "Software caused connection abort" },
		{ ECONNRESET, "Connection reset by peer" },
		{ ENOBUFS, "No buffer space available" },
		{ EISCONN, "Transport endpoint is already connected" },
		{ ENOTCONN, "Transport endpoint is not connected" },
		{ ESHUTDOWN, "Cannot send after transport endpoint shutdown" },
		{ ETOOMANYREFS, "Too many references: cannot splice" },
		{ ETIMEDOUT, "Connection timed out" },
		{ ECONNREFUSED, "Connection refused" },
		{ EHOSTDOWN, "Host is down" },
		{ EHOSTUNREACH, "No route to host" },
		{ EALREADY, "Operation already in progress" },
		{ EINPROGRESS, "Operation now in progress" },
		{ ESTALE, "Stale file handle" },
		{ EUCLEAN, "Structure needs cleaning" },
		{ ENOTNAM, "Not a XENIX named type file" },
		{ ENAVAIL, "No XENIX semaphores available" },
		{ EISNAM, "Is a named type file" },
		{ EREMOTEIO, "Remote I/O error" },
		{ EDQUOT, "Disk quota exceeded" },
		{ ENOMEDIUM, "No medium found" },
		{ EMEDIUMTYPE, "Wrong medium type" },
		{ ECANCELED, "Operation canceled" },
		{ ENOKEY, "Required key not available" },
		{ EKEYEXPIRED, "Key has expired" },
		{ EKEYREVOKED, "Key has been revoked" },
		{ EKEYREJECTED, "Key was rejected by service" },
		{ EOWNERDEAD, "Owner died" },
		{ ENOTRECOVERABLE, "State not recoverable" },
		{ ERFKILL, "Operation not possible due to RF-kill" },
		{ EHWPOISON, "Memory page has hardware error" },
#if EDEADLOCK != EDEADLK
		{ EDEADLOCK, "File locking deadlock error" },
#endif
	};
	static char unknown[32];
	unsigned int i;

	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++)
		if (texts[i].err == err)
			return (char *)texts[i].s;
	strcpy(unknown, "Unknown error ");
	i64toa_r(err, unknown + strlen(unknown));
	return unknown;
}

/*
 * char *strerror_r(int err, char *buf, size_t len);
 * The GNU form (glibc's with _GNU_SOURCE, which selftests define): buf
 * holding the text when it fits, else the text where strerror() keeps it.
 */
static __attribute__((unused))
char *strerror_r(int err, char *buf, size_t len)
{
	char *s = (char *)strerror(err);
	size_t n = strlen(s);

	if (n >= len)
		return s;
	memcpy(buf, s, n + 1);
	return buf;
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
