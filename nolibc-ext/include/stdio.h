/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <stdio.h>: 6.12 nolibc's, with a complete printf family.
 *
 * 6.12's vfprintf() knows %[l]{d,u,x,c,p,s} without flags, width or
 * precision, and there is no snprintf(). One formatter here serves them
 * all: flags "-+ #0", width and precision (both may be *), lengths hh h l
 * ll j z t, conversions d i u o x X c s p n %. Where C leaves room, it
 * does what glibc does: "(nil)" for a null %p, "(null)" for a null %s
 * unless the precision is under 6, an unknown conversion printed as
 * written, EINVAL for a format ending inside a conversion and EOVERFLOW
 * past INT_MAX characters. Output to a file descriptor goes out in chunks
 * of __NOLIBC_EXT_BUFSZ bytes: one write() per call for short messages.
 * Floating point conversions are not supported yet.
 *
 * nolibc's own printf(), fprintf(), vprintf() and vfprintf() are static
 * functions: calls to them are redirected to these by macros.
 */

#ifndef _NOLIBC_EXT_STDIO_H
#define _NOLIBC_EXT_STDIO_H

#include_next <nolibc.h>

#define __NOLIBC_EXT_BUFSZ 256

struct __nolibc_ext_out {
	char *buf;		/* string destination, or NULL for fd */
	size_t size;		/* its size, the terminating zero included */
	int fd;			/* destination when buf is NULL */
	int err;		/* a write failed with this errno */
	size_t len;		/* characters produced so far */
	size_t fill;		/* bytes waiting in tmp */
	char tmp[__NOLIBC_EXT_BUFSZ];
};

static __attribute__((unused))
void __nolibc_ext_flush(struct __nolibc_ext_out *o)
{
	size_t done = 0;
	ssize_t w;

	while (done < o->fill && !o->err) {
		w = sys_write(o->fd, o->tmp + done, o->fill - done);
		if (w == -EINTR)
			continue;
		if (w <= 0)
			o->err = w < 0 ? -w : EIO;
		else
			done += w;
	}
	o->fill = 0;
}

/*
 * Appends n bytes of s, or n copies of c when s is NULL. Past INT_MAX
 * characters nothing more is produced: the call fails with EOVERFLOW, as
 * glibc's does, instead of padding to a width of billions.
 */
static __attribute__((unused))
void __nolibc_ext_emit(struct __nolibc_ext_out *o, const char *s, char c,
		       size_t n)
{
	size_t i, room;

	if (o->err)
		return;
	if (n > INT_MAX - o->len) {
		o->err = EOVERFLOW;
		return;
	}
	if (o->buf) {
		room = o->len + 1 < o->size ? o->size - 1 - o->len : 0;
		if (room > n)
			room = n;
		if (s)
			memcpy(o->buf + o->len, s, room);
		else
			memset(o->buf + o->len, c, room);
	} else {
		for (i = 0; i < n; i++) {
			if (o->fill == sizeof(o->tmp))
				__nolibc_ext_flush(o);
			o->tmp[o->fill++] = s ? s[i] : c;
		}
	}
	o->len += n;
}

#define __nolibc_ext_put(o, s, n) __nolibc_ext_emit(o, s, 0, n)
#define __nolibc_ext_pad(o, c, n) __nolibc_ext_emit(o, NULL, c, (n) > 0 ? (n) : 0)

/*
 * Writes v in base (8, 10 or 16) backwards from end; returns the start.
 * No division: 32-bit targets would need libgcc's 64-bit helpers for it.
 */
static __attribute__((unused))
char *__nolibc_ext_utoa(unsigned long long v, int base, int upper, char *end)
{
	const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
	char dec[21];
	int n;

	*end = 0;
	if (base == 10) {
		n = u64toa_r(v, dec);
		end -= n;
		memcpy(end, dec, n);
		return end;
	}
	do {
		*--end = digits[v & (base - 1)];
		v >>= base == 16 ? 4 : 3;
	} while (v);
	return end;
}

/* Flag bits of one conversion */
#define __NOLIBC_EXT_F_MINUS	1
#define __NOLIBC_EXT_F_PLUS	2
#define __NOLIBC_EXT_F_SPACE	4
#define __NOLIBC_EXT_F_HASH	8
#define __NOLIBC_EXT_F_ZERO	16

/* Emits prefix, zeros to precision, digits, padded to width as flags say. */
static __attribute__((unused))
void __nolibc_ext_emit_num(struct __nolibc_ext_out *o, const char *prefix,
			   const char *digits, int flags, long width, long prec)
{
	long plen = strlen(prefix), dlen = strlen(digits);
	long zeros = prec > dlen ? prec - dlen : 0;
	long pad = width - plen - zeros - dlen;

	if (prec < 0 && (flags & __NOLIBC_EXT_F_ZERO) &&
	    !(flags & __NOLIBC_EXT_F_MINUS)) {
		zeros += pad > 0 ? pad : 0;
		pad = 0;
	}
	if (!(flags & __NOLIBC_EXT_F_MINUS))
		__nolibc_ext_pad(o, ' ', pad);
	__nolibc_ext_put(o, prefix, plen);
	__nolibc_ext_pad(o, '0', zeros);
	__nolibc_ext_put(o, digits, dlen);
	if (flags & __NOLIBC_EXT_F_MINUS)
		__nolibc_ext_pad(o, ' ', pad);
}

/* Emits s (n bytes) padded to width. */
static __attribute__((unused))
void __nolibc_ext_emit_str(struct __nolibc_ext_out *o, const char *s, long n,
			   int flags, long width)
{
	if (!(flags & __NOLIBC_EXT_F_MINUS))
		__nolibc_ext_pad(o, ' ', width - n);
	__nolibc_ext_put(o, s, n);
	if (flags & __NOLIBC_EXT_F_MINUS)
		__nolibc_ext_pad(o, ' ', width - n);
}

/*
 * Length modifiers, as the size of the argument to fetch: on Linux, size_t
 * and ptrdiff_t are long-sized and intmax_t long long-sized everywhere;
 * char and short arrive as int and are truncated after.
 */
#define __NOLIBC_EXT_L_CHAR	-2
#define __NOLIBC_EXT_L_SHORT	-1
#define __NOLIBC_EXT_L_INT	0
#define __NOLIBC_EXT_L_LONG	1
#define __NOLIBC_EXT_L_LLONG	2

/* The next argument of length len, sign-extended when is_signed. */
static __attribute__((unused))
unsigned long long __nolibc_ext_arg(va_list *ap, int len, int is_signed)
{
	unsigned long long u;

	if (len == __NOLIBC_EXT_L_LLONG)
		return va_arg(*ap, unsigned long long);
	if (len == __NOLIBC_EXT_L_LONG)
		u = va_arg(*ap, unsigned long);
	else
		u = va_arg(*ap, unsigned int);
	if (len == __NOLIBC_EXT_L_CHAR)
		return is_signed ? (unsigned long long)(signed char)u : (unsigned char)u;
	if (len == __NOLIBC_EXT_L_SHORT)
		return is_signed ? (unsigned long long)(short)u : (unsigned short)u;
	if (!is_signed)
		return u;
	return len == __NOLIBC_EXT_L_LONG ? (unsigned long long)(long)u :
					     (unsigned long long)(int)u;
}

static __attribute__((unused))
void __nolibc_ext_store_n(va_list *ap, int len, size_t n)
{
	switch (len) {
	case __NOLIBC_EXT_L_CHAR:
		*va_arg(*ap, signed char *) = n;
		break;
	case __NOLIBC_EXT_L_SHORT:
		*va_arg(*ap, short *) = n;
		break;
	case __NOLIBC_EXT_L_LONG:
		*va_arg(*ap, long *) = n;
		break;
	case __NOLIBC_EXT_L_LLONG:
		*va_arg(*ap, long long *) = n;
		break;
	default:
		*va_arg(*ap, int *) = n;
		break;
	}
}

/* Reads a decimal number at *fmt; over INT_MAX, fails with EOVERFLOW. */
static __attribute__((unused))
long __nolibc_ext_atoi(struct __nolibc_ext_out *o, const char **fmt)
{
	long n = 0;
	int d;

	while (isdigit((unsigned char)**fmt)) {
		d = *(*fmt)++ - '0';
		if (n > (INT_MAX - d) / 10) {
			o->err = EOVERFLOW;	/* long may be no wider than int */
			n = INT_MAX;
		} else {
			n = n * 10 + d;
		}
	}
	return n;
}

/* The formatter behind every function of the family. */
static __attribute__((unused))
void __nolibc_ext_vformat(struct __nolibc_ext_out *o, const char *fmt,
			  va_list args)
{
	char num[32], *digits;
	const char *spec, *s, *prefix;
	unsigned long long u;
	long width, prec, n;
	int flags, base, len;
	va_list ap;

	va_copy(ap, args);
	while (!o->err && *fmt) {
		for (s = fmt; *fmt && *fmt != '%'; fmt++)
			;
		__nolibc_ext_put(o, s, fmt - s);
		if (!*fmt)
			break;
		spec = fmt++;

		for (flags = 0; ; fmt++) {
			if (*fmt == '-')
				flags |= __NOLIBC_EXT_F_MINUS;
			else if (*fmt == '+')
				flags |= __NOLIBC_EXT_F_PLUS;
			else if (*fmt == ' ')
				flags |= __NOLIBC_EXT_F_SPACE;
			else if (*fmt == '#')
				flags |= __NOLIBC_EXT_F_HASH;
			else if (*fmt == '0')
				flags |= __NOLIBC_EXT_F_ZERO;
			else if (*fmt != '\'')	/* grouping: none in C */
				break;
		}

		if (*fmt == '*') {
			fmt++;
			width = va_arg(ap, int);
			if (width < 0) {
				flags |= __NOLIBC_EXT_F_MINUS;
				width = -width;
			}
			if (width > INT_MAX)	/* it was INT_MIN */
				o->err = EOVERFLOW;
		} else {
			width = __nolibc_ext_atoi(o, &fmt);
		}

		prec = -1;
		if (*fmt == '.') {
			fmt++;
			if (*fmt == '*') {
				fmt++;
				prec = va_arg(ap, int);
				if (prec < 0)
					prec = -1;
			} else {
				prec = __nolibc_ext_atoi(o, &fmt);
			}
		}

		len = __NOLIBC_EXT_L_INT;
		switch (*fmt) {
		case 'h':
			len = fmt[1] == 'h' ? __NOLIBC_EXT_L_CHAR : __NOLIBC_EXT_L_SHORT;
			fmt += fmt[1] == 'h' ? 2 : 1;
			break;
		case 'l':
			len = fmt[1] == 'l' ? __NOLIBC_EXT_L_LLONG : __NOLIBC_EXT_L_LONG;
			fmt += fmt[1] == 'l' ? 2 : 1;
			break;
		case 'q':
		case 'j':
			len = __NOLIBC_EXT_L_LLONG;
			fmt++;
			break;
		case 'z':
		case 't':
			len = __NOLIBC_EXT_L_LONG;
			fmt++;
			break;
		}

		prefix = "";
		base = 10;
		switch (*fmt) {
		case 'd':
		case 'i':
			u = __nolibc_ext_arg(&ap, len, 1);
			if ((long long)u < 0) {
				u = -u;
				prefix = "-";
			} else if (flags & __NOLIBC_EXT_F_PLUS) {
				prefix = "+";
			} else if (flags & __NOLIBC_EXT_F_SPACE) {
				prefix = " ";
			}
			goto number;
		case 'o':
			base = 8;
			goto unsigned_number;
		case 'x':
		case 'X':
			base = 16;
			/* fall through */
		case 'u':
		unsigned_number:
			u = __nolibc_ext_arg(&ap, len, 0);
			if ((flags & __NOLIBC_EXT_F_HASH) && base == 16 && u)
				prefix = *fmt == 'X' ? "0X" : "0x";
		number:
			digits = __nolibc_ext_utoa(u, base, *fmt == 'X',
						   num + sizeof(num) - 1);
			if (prec == 0 && u == 0)
				digits = num + sizeof(num) - 1;	/* no digit */
			if ((flags & __NOLIBC_EXT_F_HASH) && base == 8 &&
			    *digits != '0' && prec <= (long)strlen(digits))
				*--digits = '0';
			__nolibc_ext_emit_num(o, prefix, digits, flags, width, prec);
			break;
		case 'p':
			u = (unsigned long)va_arg(ap, void *);
			if (!u) {
				__nolibc_ext_emit_str(o, "(nil)", 5, flags, width);
				break;
			}
			digits = __nolibc_ext_utoa(u, 16, 0, num + sizeof(num) - 1);
			__nolibc_ext_emit_num(o, "0x", digits, flags, width, prec);
			break;
		case 'c':
			num[0] = (char)va_arg(ap, int);
			__nolibc_ext_emit_str(o, num, 1, flags, width);
			break;
		case 's':
			s = va_arg(ap, const char *);
			if (!s)
				s = prec < 0 || prec >= 6 ? "(null)" : "";
			n = prec < 0 ? (long)strlen(s) : (long)strnlen(s, prec);
			__nolibc_ext_emit_str(o, s, n, flags, width);
			break;
		case 'n':
			__nolibc_ext_store_n(&ap, len, o->len);
			break;
		case '%':
			__nolibc_ext_put(o, "%", 1);
			break;
		case 0:
			/* the format ends inside a conversion */
			o->err = EINVAL;
			break;
		default:
			/* unknown: written as it stands, as glibc does */
			__nolibc_ext_put(o, spec, fmt + 1 - spec);
			break;
		}
		fmt++;
	}
	va_end(ap);
}

/* The return value of the family: the length, or -1 and errno. */
static __attribute__((unused))
int __nolibc_ext_result(struct __nolibc_ext_out *o)
{
	if (!o->buf)
		__nolibc_ext_flush(o);
	if (o->err) {
		SET_ERRNO(o->err);
		return -1;
	}
	if (o->len > INT_MAX) {
		SET_ERRNO(EOVERFLOW);
		return -1;
	}
	return o->len;
}

/*
 * int vsnprintf(char *str, size_t size, const char *format, va_list ap);
 */
static __attribute__((unused, format(printf, 3, 0)))
int vsnprintf(char *str, size_t size, const char *format, va_list ap)
{
	struct __nolibc_ext_out o;
	char dummy;

	o.buf = size ? str : &dummy;
	o.size = size;
	o.err = 0;
	o.len = 0;
	__nolibc_ext_vformat(&o, format, ap);
	if (size)
		str[o.len < size ? o.len : size - 1] = 0;
	return __nolibc_ext_result(&o);
}

/*
 * int snprintf(char *str, size_t size, const char *format, ...);
 */
static __attribute__((unused, format(printf, 3, 4)))
int snprintf(char *str, size_t size, const char *format, ...)
{
	va_list ap;
	int ret;

	va_start(ap, format);
	ret = vsnprintf(str, size, format, ap);
	va_end(ap);
	return ret;
}

/*
 * int vsprintf(char *str, const char *format, va_list ap);
 */
static __attribute__((unused, format(printf, 2, 0)))
int vsprintf(char *str, const char *format, va_list ap)
{
	return vsnprintf(str, SIZE_MAX, format, ap);
}

/*
 * int sprintf(char *str, const char *format, ...);
 */
static __attribute__((unused, format(printf, 2, 3)))
int sprintf(char *str, const char *format, ...)
{
	va_list ap;
	int ret;

	va_start(ap, format);
	ret = vsnprintf(str, SIZE_MAX, format, ap);
	va_end(ap);
	return ret;
}

/*
 * int vdprintf(int fd, const char *format, va_list ap);
 */
static __attribute__((unused, format(printf, 2, 0)))
int vdprintf(int fd, const char *format, va_list ap)
{
	struct __nolibc_ext_out o;

	o.buf = NULL;
	o.fd = fd;
	o.err = 0;
	o.len = 0;
	o.fill = 0;
	__nolibc_ext_vformat(&o, format, ap);
	return __nolibc_ext_result(&o);
}

/*
 * int dprintf(int fd, const char *format, ...);
 */
static __attribute__((unused, format(printf, 2, 3)))
int dprintf(int fd, const char *format, ...)
{
	va_list ap;
	int ret;

	va_start(ap, format);
	ret = vdprintf(fd, format, ap);
	va_end(ap);
	return ret;
}

/*
 * int vfprintf(FILE *stream, const char *format, va_list ap);
 */
static __attribute__((unused, format(printf, 2, 0)))
int __nolibc_ext_vfprintf(FILE *stream, const char *format, va_list ap)
{
	int fd = fileno(stream);

	return fd < 0 ? -1 : vdprintf(fd, format, ap);
}

/*
 * int fprintf(FILE *stream, const char *format, ...);
 */
static __attribute__((unused, format(printf, 2, 3)))
int __nolibc_ext_fprintf(FILE *stream, const char *format, ...)
{
	va_list ap;
	int ret;

	va_start(ap, format);
	ret = __nolibc_ext_vfprintf(stream, format, ap);
	va_end(ap);
	return ret;
}

/*
 * int vprintf(const char *format, va_list ap);
 */
static __attribute__((unused, format(printf, 1, 0)))
int __nolibc_ext_vprintf(const char *format, va_list ap)
{
	return vdprintf(STDOUT_FILENO, format, ap);
}

/*
 * int printf(const char *format, ...);
 */
static __attribute__((unused, format(printf, 1, 2)))
int __nolibc_ext_printf(const char *format, ...)
{
	va_list ap;
	int ret;

	va_start(ap, format);
	ret = vdprintf(STDOUT_FILENO, format, ap);
	va_end(ap);
	return ret;
}

/*
 * Function-like, so that the word alone is left as it is: kselftest.h and
 * many programs write __attribute__((format(printf, 1, 2))).
 */
#define vfprintf(stream, format, ap) __nolibc_ext_vfprintf(stream, format, ap)
#define fprintf(...) __nolibc_ext_fprintf(__VA_ARGS__)
#define vprintf(format, ap) __nolibc_ext_vprintf(format, ap)
#define printf(...) __nolibc_ext_printf(__VA_ARGS__)

/* make sure to include all global symbols */
#include <nolibc.h>

#endif /* _NOLIBC_EXT_STDIO_H */
