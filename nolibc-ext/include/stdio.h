/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <stdio.h>: 6.12 nolibc's, with a complete printf family.
 *
 * 6.12's vfprintf() knows %[l]{d,u,x,c,p,s} without flags, width or
 * precision, and there is no snprintf(). One formatter here serves them
 * all: flags "-+ #0", width and precision (both may be *), lengths hh h l
 * ll j z t L, conversions d i u o x X c s p n %, f F e E g G a A (see
 * __nolibc_ext_emit_fp()) and GNU's m (strerror(errno), errno as it was
 * when the call began). Where C leaves room, it
 * does what glibc does: "(nil)" for a null %p, "(null)" for a null %s
 * unless the precision is under 6, an unknown conversion printed as
 * written, EINVAL for a format ending inside a conversion and EOVERFLOW
 * past INT_MAX characters. Output to a file descriptor goes out in chunks
 * of __NOLIBC_EXT_BUFSZ bytes: one write() per call for short messages.
 *
 * nolibc's own printf(), fprintf(), vprintf() and vfprintf() are static
 * functions: calls to them are redirected to these by macros.
 *
 * Streams: fopen(), freopen() and the rest on nolibc's unbuffered FILE,
 * with end of file and error flags and ungetc(); the scanf family (see below);
 * tmpfile(), popen() and pclose().
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_STDIO_H
#define _NOLIBC_EXT_STDIO_H

#include <ctype.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

/* read after nolibc.h's renaming window: rename alike (see sys-rename.h) */
#if defined(__NOLIBC_EXT_RENAMED) && !defined(__NOLIBC_EXT_RENAMING)
#define __NOLIBC_EXT_STDIO_RENAMING
#include "sys-rename.h"
#endif

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
#define __NOLIBC_EXT_L_LDOUBLE	3	/* L: long double, for the floating ones */

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

/* Stores n through the next pointer argument, of the size len says:
 * printf's %n and scanf's conversions. */
static __attribute__((unused))
void __nolibc_ext_store(va_list *ap, int len, unsigned long long n)
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

/*
 * Floating point conversions (f F e E g G a A), as exact as glibc's: a
 * double's value m * 2^e is written out as all its decimal digits first
 * (N * 10^-k with N = m * 2^e and k = 0 when e >= 0, N = m * 5^-e and
 * k = -e otherwise: at most 767 digits), in base 10000 with 32-bit
 * arithmetic only, then rounded once, half to even, at the digit the
 * conversion asks for; digits past the last are zeros. A long double
 * argument (L) is taken as the nearest double: exact where the two are
 * one type (arm, mips), not for x86's 80 bits, PowerPC's double-double
 * or binary128, whose further digits glibc prints.
 */
#define __NOLIBC_EXT_FP_LIMBS	200	/* of 4 digits: 10^800 > 2^53 * 5^1074 */

struct __nolibc_ext_fp {
	char d[__NOLIBC_EXT_FP_LIMBS * 4];	/* the digits, the first non-zero */
	int n;		/* how many: none for zero */
	int point;	/* the value is 0.d[0]d[1]... * 10^point */
};

static __attribute__((unused))
void __nolibc_ext_fp_mul(unsigned int *l, int *nl, unsigned int f)
{
	unsigned int carry = 0, x;
	int i;

	/* l[i] <= 9999 and f <= 15625: x stays below 2^32 */
	for (i = 0; i < *nl; i++) {
		x = l[i] * f + carry;
		l[i] = x % 10000;
		carry = x / 10000;
	}
	for (; carry; carry /= 10000)
		l[(*nl)++] = carry % 10000;
}

/* The digits of m * 2^e (m < 2^53, -1074 <= e <= 971) into fp. */
static __attribute__((unused))
void __nolibc_ext_fp_digits(struct __nolibc_ext_fp *fp, unsigned long long m, int e)
{
	unsigned int l[__NOLIBC_EXT_FP_LIMBS];
	char dec[24];
	int nl = 0, k = e < 0 ? -e : 0, i, j, len;

	/* m in limbs, from its decimal digits (no 64-bit division) */
	len = u64toa_r(m, dec);
	for (i = len; i > 0; i -= 4) {
		l[nl] = 0;
		for (j = i > 4 ? i - 4 : 0; j < i; j++)
			l[nl] = l[nl] * 10 + dec[j] - '0';
		nl++;
	}
	for (; e >= 13; e -= 13)
		__nolibc_ext_fp_mul(l, &nl, 8192);
	if (e > 0)
		__nolibc_ext_fp_mul(l, &nl, 1U << e);
	for (i = k; i >= 6; i -= 6)
		__nolibc_ext_fp_mul(l, &nl, 15625);
	for (; i > 0; i--)
		__nolibc_ext_fp_mul(l, &nl, 5);
	while (nl > 1 && !l[nl - 1])
		nl--;
	/* the most significant limb without its leading zeros */
	fp->n = u64toa_r(l[nl - 1], fp->d);
	for (i = nl - 2; i >= 0; i--) {
		for (j = 3; j >= 0; j--, l[i] /= 10)
			fp->d[fp->n + j] = '0' + l[i] % 10;
		fp->n += 4;
	}
	if (fp->n == 1 && fp->d[0] == '0')
		fp->n = 0;
	fp->point = fp->n - k;
	while (fp->n && fp->d[fp->n - 1] == '0')
		fp->n--;
}

/* Keeps the first keep digits (none when keep <= 0), half to even. */
static __attribute__((unused))
void __nolibc_ext_fp_round(struct __nolibc_ext_fp *fp, int keep)
{
	int up, i;

	if (keep >= fp->n)
		return;
	if (keep < 0) {
		fp->n = 0;
		return;
	}
	up = fp->d[keep] > '5';
	if (fp->d[keep] == '5') {
		/* a tie unless a digit after is not zero (none is: trimmed) */
		up = keep + 1 < fp->n || (keep > 0 && (fp->d[keep - 1] - '0') % 2);
	}
	fp->n = keep;
	if (up) {
		for (i = keep - 1; i >= 0 && fp->d[i] == '9'; i--)
			;
		if (i >= 0) {
			fp->d[i]++;
			fp->n = i + 1;
		} else {
			fp->d[0] = '1';
			fp->n = 1;
			fp->point++;
		}
	}
	while (fp->n && fp->d[fp->n - 1] == '0')
		fp->n--;
}

/* Emits count digits of fp from position from (0: d[0]; zeros outside). */
static __attribute__((unused))
void __nolibc_ext_fp_put(struct __nolibc_ext_out *o, const struct __nolibc_ext_fp *fp,
			 long from, long count)
{
	long lead = from < 0 ? -from : 0, have;

	if (lead > count)
		lead = count;
	__nolibc_ext_pad(o, '0', lead);
	from += lead;
	count -= lead;
	have = from < fp->n ? fp->n - from : 0;
	if (have > count)
		have = count;
	__nolibc_ext_put(o, fp->d + from, have);
	__nolibc_ext_pad(o, '0', count - have);
}

/* The digits of fp after position from that are not trailing zeros. */
static __attribute__((unused))
long __nolibc_ext_fp_sig(const struct __nolibc_ext_fp *fp, long from)
{
	return fp->n > from ? fp->n - from : 0;
}

/*
 * A long double as the nearest double (half to even). Where long double
 * is IEEE's binary128 (aarch64, riscv64, s390x) by hand: the compiler
 * would call a soft-float helper a -nostdlib program lacks.
 */
static __attribute__((unused))
double __nolibc_ext_ldouble(long double x)
{
#if __LDBL_MANT_DIG__ == 113
	union { long double q; unsigned long long w[2]; } u;
	union { double d; unsigned long long b; } r;
	unsigned long long hi, lo, m, rest;
	int e, shift;

	u.q = x;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	hi = u.w[0];
	lo = u.w[1];
#else
	hi = u.w[1];
	lo = u.w[0];
#endif
	r.b = hi & 1ULL << 63;
	e = (int)(hi >> 48 & 0x7fff);
	hi &= (1ULL << 48) - 1;
	if (e == 0x7fff) {
		r.b |= 0x7ffULL << 52 | (hi | lo ? 1ULL << 51 : 0);
		return r.d;
	}
	if (!e)
		return r.d;	/* binary128's subnormals are zeros as doubles */
	e -= 16383 - 1023;
	/* the 53 bits a double keeps, and below them the rest, left-aligned */
	m = 1ULL << 52 | hi << 4 | lo >> 60;
	rest = lo << 4;
	if (e <= 0) {
		shift = 1 - e;
		if (shift > 60)
			return r.d;
		rest = m << (64 - shift) | !!rest;
		m >>= shift;
		e = 0;
	}
	if (rest > 1ULL << 63 || (rest == 1ULL << 63 && (m & 1)))
		m++;
	/* a carry out of the significand raises the exponent, as it should */
	m = e ? ((unsigned long long)e << 52) + m - (1ULL << 52) : m;
	r.b |= e >= 0x7ff || m >= 0x7ffULL << 52 ? 0x7ffULL << 52 : m;
	return r.d;
#else
	return (double)x;
#endif
}

/*
 * The next argument, a long double, as the nearest double. On 32-bit
 * PowerPC the double-double comes in two floating point registers, read
 * as two doubles: clang-14's va_arg(long double) reads something else
 * there (measured: the argument after it was lost).
 */
static __attribute__((unused))
double __nolibc_ext_ldouble_arg(va_list *ap)
{
#if defined(__powerpc__) && !defined(__powerpc64__) && __LDBL_MANT_DIG__ == 106
	double hi = va_arg(*ap, double);

	return hi + va_arg(*ap, double);
#else
	return __nolibc_ext_ldouble(va_arg(*ap, long double));
#endif
}

/*
 * The start of a floating conversion body bytes long after sign and
 * prefix: the spaces before it, or with the 0 flag (zeros allowed) the
 * zeros after sign and prefix. Returns the spaces still owed after it
 * (the - flag).
 */
static __attribute__((unused))
long __nolibc_ext_fp_open(struct __nolibc_ext_out *o, int flags, long width,
			  const char *sign, const char *prefix, long body, int zeros)
{
	long slen = strlen(sign), plen = strlen(prefix);
	long pad = width - slen - plen - body, zpad = 0;

	if (zeros && (flags & __NOLIBC_EXT_F_ZERO) && !(flags & __NOLIBC_EXT_F_MINUS)) {
		zpad = pad;
		pad = 0;
	}
	if (!(flags & __NOLIBC_EXT_F_MINUS)) {
		__nolibc_ext_pad(o, ' ', pad);
		pad = 0;
	}
	__nolibc_ext_put(o, sign, slen);
	__nolibc_ext_put(o, prefix, plen);
	__nolibc_ext_pad(o, '0', zpad);
	return pad;
}

static __attribute__((unused))
void __nolibc_ext_emit_fp(struct __nolibc_ext_out *o, double v, char conv, int flags,
			  long width, long prec)
{
	struct __nolibc_ext_fp fp;
	union { double d; unsigned long long u; } bits;
	const char *sign = "", *hex = conv == 'A' ? "0123456789ABCDEF" : "0123456789abcdef";
	char tail[8], *t, lead;
	unsigned long long m, half;
	long pad, intl, frac, exp10 = 0;
	int e, upper = conv >= 'A' && conv <= 'Z', style, dot, hash;

	bits.d = v;
	e = (int)(bits.u >> 52 & 0x7ff);
	m = bits.u & ((1ULL << 52) - 1);
	hash = !!(flags & __NOLIBC_EXT_F_HASH);
	if (bits.u >> 63)
		sign = "-";
	else if (flags & __NOLIBC_EXT_F_PLUS)
		sign = "+";
	else if (flags & __NOLIBC_EXT_F_SPACE)
		sign = " ";
	if (e == 0x7ff) {
		const char *w = m ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");

		pad = __nolibc_ext_fp_open(o, flags, width, sign, "", 3, 0);
		__nolibc_ext_put(o, w, 3);
		__nolibc_ext_pad(o, ' ', pad);
		return;
	}

	if (conv == 'a' || conv == 'A') {
		/* 0x, a lead digit, 13 hex digits of fraction, p and a binary exponent */
		lead = e ? '1' : '0';
		exp10 = !e && !m ? 0 : e ? e - 1023 : -1022;
		frac = prec < 0 ? 13 : prec;
		if (prec >= 0 && prec < 13) {
			/* half to even: the last digit kept is the lead one for .0 */
			half = 1ULL << (4 * (13 - prec) - 1);
			m = (m & (half * 2 - 1)) > half ||
			    ((m & (half * 2 - 1)) == half &&
			     (prec ? m >> (4 * (13 - prec)) & 1 : lead == '1')) ?
			    (m >> (4 * (13 - prec))) + 1 : m >> (4 * (13 - prec));
			if (m >> (4 * prec)) {	/* carried into the lead digit */
				m &= (1ULL << (4 * prec)) - 1;
				lead++;
			}
			m <<= 4 * (13 - prec);
		}
		if (prec < 0)
			for (frac = 13; frac && !(m >> (4 * (13 - frac)) & 15); frac--)
				;
		t = tail + sizeof(tail);
		*--t = 0;
		t = __nolibc_ext_utoa(exp10 < 0 ? -exp10 : exp10, 10, 0, t);
		*--t = exp10 < 0 ? '-' : '+';
		*--t = upper ? 'P' : 'p';
		dot = frac || hash;
		pad = __nolibc_ext_fp_open(o, flags, width, sign, upper ? "0X" : "0x",
					   1 + dot + frac + strlen(t), 1);
		__nolibc_ext_put(o, &lead, 1);
		if (dot)
			__nolibc_ext_put(o, ".", 1);
		for (intl = 0; intl < frac; intl++) {
			char c = intl < 13 ? hex[m >> (4 * (12 - intl)) & 15] : '0';

			__nolibc_ext_put(o, &c, 1);
		}
		__nolibc_ext_put(o, t, strlen(t));
		__nolibc_ext_pad(o, ' ', pad);
		return;
	}

	if (e)
		m |= 1ULL << 52;
	__nolibc_ext_fp_digits(&fp, m, e ? e - 1075 : -1074);
	if (prec < 0)
		prec = 6;
	style = conv | 0x20;		/* f, e or g */
	if (style == 'g') {
		if (!prec)
			prec = 1;
		frac = fp.point;	/* before rounding */
		__nolibc_ext_fp_round(&fp, prec);
		exp10 = fp.n ? fp.point - 1 : 0;
		if (exp10 < prec && exp10 >= -4) {
			style = 'f';
			prec -= 1 + exp10;
		} else if (hash && fp.point > frac && exp10 == prec) {
			/*
			 * glibc's, not C's: when rounding carries into the
			 * exponent that makes it an e, the digits after the
			 * point are those the f would have had: none
			 * (printf("%#g", 999999.5) is "1.e+06")
			 */
			style = 'e';
			prec = 0;
		} else {
			style = 'e';
			prec -= 1;
		}
		if (!hash) {
			/* no trailing zeros */
			frac = __nolibc_ext_fp_sig(&fp, style == 'f' ? (fp.n ? fp.point : 1) : 1);
			if (frac < prec)
				prec = frac;
		}
	} else if (style == 'e') {
		__nolibc_ext_fp_round(&fp, prec + 1);
		exp10 = fp.n ? fp.point - 1 : 0;
	} else {
		__nolibc_ext_fp_round(&fp, fp.point + prec);
	}
	if (!fp.n)
		fp.point = 1;		/* zero: one digit before the point */

	t = tail + sizeof(tail);
	*--t = 0;
	if (style == 'e') {
		t = __nolibc_ext_utoa(exp10 < 0 ? -exp10 : exp10, 10, 0, t);
		if (exp10 > -10 && exp10 < 10)
			*--t = '0';
		*--t = exp10 < 0 ? '-' : '+';
		*--t = upper ? 'E' : 'e';
		intl = 1;
	} else {
		intl = fp.point > 0 ? fp.point : 1;
	}
	dot = prec || hash;
	pad = __nolibc_ext_fp_open(o, flags, width, sign, "", intl + dot + prec + strlen(t), 1);
	if (style == 'e') {
		__nolibc_ext_fp_put(o, &fp, 0, 1);
		if (dot)
			__nolibc_ext_put(o, ".", 1);
		__nolibc_ext_fp_put(o, &fp, 1, prec);
	} else {
		if (fp.point > 0)
			__nolibc_ext_fp_put(o, &fp, 0, fp.point);
		else
			__nolibc_ext_put(o, "0", 1);
		if (dot)
			__nolibc_ext_put(o, ".", 1);
		__nolibc_ext_fp_put(o, &fp, fp.point, prec);
	}
	__nolibc_ext_put(o, t, strlen(t));
	__nolibc_ext_pad(o, ' ', pad);
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
	int flags, base, len, err = errno;	/* %m's, before any write */
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
		case 'L':
			len = __NOLIBC_EXT_L_LDOUBLE;
			fmt++;
			break;
		}

		prefix = "";
		base = 10;
		/* glibc takes L with an integer as ll, and ll or q with a double as L */
		if (len == __NOLIBC_EXT_L_LDOUBLE && !strchr("fFeEgGaA", *fmt))
			len = __NOLIBC_EXT_L_LLONG;
		else if (len == __NOLIBC_EXT_L_LLONG && *fmt && strchr("fFeEgGaA", *fmt))
			len = __NOLIBC_EXT_L_LDOUBLE;
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
		case 'f':
		case 'F':
		case 'e':
		case 'E':
		case 'g':
		case 'G':
		case 'a':
		case 'A':
			__nolibc_ext_emit_fp(o, len == __NOLIBC_EXT_L_LDOUBLE ?
					     __nolibc_ext_ldouble_arg(&ap) : va_arg(ap, double),
					     *fmt, flags, width, prec);
			break;
		case 'm':
			/* %#m: the error's name (glibc 2.35), or its number */
			s = flags & __NOLIBC_EXT_F_HASH ? strerrorname_np(err) : strerror(err);
			if (!s) {
				digits = __nolibc_ext_utoa(err < 0 ? -(long long)err : err, 10, 0,
							   num + sizeof(num) - 1);
				if (err < 0)
					*--digits = '-';
				s = digits;
			}
			n = prec < 0 ? (long)strlen(s) : (long)strnlen(s, prec);
			__nolibc_ext_emit_str(o, s, n, flags, width);
			break;
		case 'n':
			__nolibc_ext_store(&ap, len, o->len);
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
 * A NULL stream: glibc's functions read through it and the program dies
 * of SIGSEGV; nolibc's answered EBADF and the program went on, to other
 * failures (mm/compaction_test calls fgets() on a popen() that failed).
 * nolibc-ext's stream functions, and 6.12's through the macros at the
 * end, read through the pointer where glibc's would: the empty asm hides
 * that it is NULL, so that the compiler emits the load, not a trap.
 */
static __inline__ __attribute__((unused))
FILE *__nolibc_ext_stream(FILE *stream)
{
	volatile char *p = (volatile char *)stream;

	if (!stream) {
		__asm__ volatile ("" : "+r"(p));
		(void)*p;
	}
	return stream;
}
#define __NOLIBC_EXT_FD(stream) fileno(__nolibc_ext_stream(stream))

/*
 * int vfprintf(FILE *stream, const char *format, va_list ap);
 */
/* whether stdio wrote to stderr: glibc's stream is then oriented (perror) */
int __nolibc_ext_stderr_used __attribute__((weak));

static __attribute__((unused, format(printf, 2, 0)))
int __nolibc_ext_vfprintf(FILE *stream, const char *format, va_list ap)
{
	int fd = __NOLIBC_EXT_FD(stream);

	if (stream == stderr)
		__nolibc_ext_stderr_used = 1;
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

/* --- streams ----------------------------------------------------------------
 *
 * A FILE is 6.12 nolibc's: the file descriptor itself (FILE * = ~fd).
 * What a stream needs besides is kept per descriptor below
 * __NOLIBC_EXT_MAXFD: end of file and error flags, one character pushed
 * back by ungetc() or by a scanf() that read one too many, and a read
 * buffer. Reading goes through the buffer, __NOLIBC_EXT_RBUF bytes per
 * read() as glibc's stdio reads: a file of /proc/sys gives its value to
 * a read at offset 0 only, so that reading it one byte per call, as this
 * did, got its first digit alone. The buffers are __NOLIBC_EXT_RBUFS in
 * the program's bss, not malloc()ed: nolibc's malloc() maps memory, and
 * a mapping made while a program reads /proc/self/smaps may merge with
 * the one it looks for (mm's vm_util.c then finds no entry starting at
 * its address); a stream opened when all are taken reads one byte per
 * read(). Writes are not buffered. The functions here honour all three;
 * nolibc's fgetc() and fgets() are replaced by ones that do.
 */

#define __NOLIBC_EXT_MAXFD 256
#define __NOLIBC_EXT_EOF 1
#define __NOLIBC_EXT_ERR 2
#define __NOLIBC_EXT_RBUF 4096
#define __NOLIBC_EXT_RBUFS 4

struct __nolibc_ext_fstate {
	unsigned char flags;
	unsigned char has_back;
	unsigned char back;
	unsigned char nobuf;	/* setvbuf(_IONBF): one byte per read() */
	unsigned short rpos;	/* the next byte of rbuf to give */
	unsigned short rlen;	/* the bytes in rbuf */
	char *rbuf;		/* one of the pool's, taken at the first read */
};

/* the read buffers, and which are taken (any thread may take one) */
char __nolibc_ext_rbuf_pool[__NOLIBC_EXT_RBUFS][__NOLIBC_EXT_RBUF] __attribute__((weak));
int __nolibc_ext_rbuf_taken[__NOLIBC_EXT_RBUFS] __attribute__((weak));

static __attribute__((unused))
char *__nolibc_ext_rbuf_take(void)
{
	int i;

	for (i = 0; i < __NOLIBC_EXT_RBUFS; i++)
		if (!__atomic_exchange_n(&__nolibc_ext_rbuf_taken[i], 1, __ATOMIC_ACQUIRE))
			return __nolibc_ext_rbuf_pool[i];
	return NULL;
}

static __attribute__((unused))
void __nolibc_ext_rbuf_give(char *buf)
{
	int i;

	for (i = 0; i < __NOLIBC_EXT_RBUFS; i++)
		if (buf == __nolibc_ext_rbuf_pool[i])
			__atomic_store_n(&__nolibc_ext_rbuf_taken[i], 0, __ATOMIC_RELEASE);
}

/* one per file descriptor for the whole program, as nolibc's errno */
struct __nolibc_ext_fstate __nolibc_ext_files[__NOLIBC_EXT_MAXFD] __attribute__((weak));

/* the state of a stream past __NOLIBC_EXT_MAXFD: none, each time */
static __attribute__((unused))
struct __nolibc_ext_fstate *__nolibc_ext_fs_none(void)
{
	static struct __nolibc_ext_fstate none;

	return &none;
}

static __attribute__((unused))
struct __nolibc_ext_fstate *__nolibc_ext_fs(FILE *stream)
{
	struct __nolibc_ext_fstate *none = __nolibc_ext_fs_none();
	int fd = __NOLIBC_EXT_FD(stream);

	if (fd < 0 || fd >= __NOLIBC_EXT_MAXFD) {
		memset(none, 0, sizeof(*none));
		return none;
	}
	return &__nolibc_ext_files[fd];
}

/* Forgets a stream's state: flags, pushed back character, buffer. */
static __attribute__((unused))
void __nolibc_ext_fs_reset(struct __nolibc_ext_fstate *fs)
{
	__nolibc_ext_rbuf_give(fs->rbuf);
	memset(fs, 0, sizeof(*fs));
}

/*
 * A stream's state starts clean for each file opened on its descriptor:
 * fopen(), popen(), tmpfile() open theirs so.
 */
static __attribute__((unused))
FILE *__nolibc_ext_fdopen_new(int fd, const char *mode)
{
	if (fd >= 0 && fd < __NOLIBC_EXT_MAXFD)
		__nolibc_ext_fs_reset(&__nolibc_ext_files[fd]);
	return fdopen(fd, mode);
}

/*
 * FILE *fdopen(int fd, const char *mode);
 * As glibc's, only on an open descriptor (EBADF) whose access allows the
 * mode's (EINVAL: "w" on one opened O_RDONLY, "r+" on O_WRONLY, a mode
 * of no 'r', 'w' or 'a'), and "a" sets O_APPEND on it, and for "a"
 * without '+' the offset at the end (6.12's took any mode and
 * descriptor). See the end of this file for the name.
 */
static __attribute__((unused))
FILE *__nolibc_ext_fdopen_checked(int fd, const char *mode)
{
	long fl, r;
	int reads = 1, writes = 1, i;

	switch (*mode) {
	case 'r':
		writes = 0;
		break;
	case 'w':
	case 'a':
		reads = 0;
		break;
	default:
		SET_ERRNO(EINVAL);
		return NULL;
	}
	/* glibc looks at the next four characters for a '+' */
	for (i = 1; i < 5 && mode[i] && mode[i] != '+'; i++)
		;
	if (i < 5 && mode[i] == '+')
		reads = writes = 1;
	fl = my_syscall2(__NR_fcntl, fd, F_GETFL);
	if (fl < 0) {
		SET_ERRNO(-fl);
		return NULL;
	}
	if (((fl & O_ACCMODE) == O_RDONLY && writes) ||
	    ((fl & O_ACCMODE) == O_WRONLY && reads)) {
		SET_ERRNO(EINVAL);
		return NULL;
	}
	if (*mode == 'a' && !(fl & O_APPEND)) {
		r = my_syscall3(__NR_fcntl, fd, F_SETFL, fl | O_APPEND);
		/* and at the end already, for ftell(), when not read too */
		if (r >= 0 && !reads)
			r = my_syscall3(__NR_lseek, fd, 0, SEEK_END);
		if (r < 0 && r != -ESPIPE) {
			SET_ERRNO(-r);
			return NULL;
		}
	}
	return __nolibc_ext_fdopen_new(fd, mode);
}

/*
 * The next bytes of a stream into its buffer: 1 when some came, else 0
 * with the end of file or error flag set. Without a buffer (all taken,
 * or setvbuf(_IONBF)), one byte in the pushed back character.
 */
static __attribute__((unused))
int __nolibc_ext_fill(FILE *stream, struct __nolibc_ext_fstate *fs)
{
	ssize_t r;

	if (!fs->rbuf && !fs->nobuf && fs != __nolibc_ext_fs_none())
		fs->rbuf = __nolibc_ext_rbuf_take();
	if (fs->rbuf && !fs->nobuf) {
		r = read(__NOLIBC_EXT_FD(stream), fs->rbuf, __NOLIBC_EXT_RBUF);
		fs->rpos = 0;
		fs->rlen = r > 0 ? r : 0;
	} else {
		r = read(__NOLIBC_EXT_FD(stream), &fs->back, 1);
		fs->has_back = r == 1;
	}
	if (r > 0)
		return 1;
	fs->flags |= r ? __NOLIBC_EXT_ERR : __NOLIBC_EXT_EOF;
	return 0;
}

/*
 * FILE *fopen(const char *path, const char *mode);
 * Modes r, w, a, each with an optional +; b is ignored, e adds O_CLOEXEC
 * and x O_EXCL, as in glibc. Anything else is EINVAL.
 */
static __attribute__((unused))
int __nolibc_ext_fmode(const char *mode)
{
	const char *m;
	int flags;

	switch (*mode) {
	case 'r':
		flags = O_RDONLY;
		break;
	case 'w':
		flags = O_WRONLY | O_CREAT | O_TRUNC;
		break;
	case 'a':
		flags = O_WRONLY | O_CREAT | O_APPEND;
		break;
	default:
		SET_ERRNO(EINVAL);
		return -1;
	}
	for (m = mode + 1; *m; m++) {
		if (*m == '+')
			flags = (flags & ~O_ACCMODE) | O_RDWR;
		else if (*m == 'e')
			flags |= O_CLOEXEC;
		else if (*m == 'x')
			flags |= O_EXCL;
	}
	return flags;
}

static __attribute__((unused))
FILE *fopen(const char *path, const char *mode)
{
	int flags = __nolibc_ext_fmode(mode), fd;

	if (flags < 0)
		return NULL;
	fd = open(path, flags, 0666);
	if (fd < 0)
		return NULL;
	return __nolibc_ext_fdopen_new(fd, mode);
}

/*
 * int fclose(FILE *stream);
 */
static __attribute__((unused))
int __nolibc_ext_fclose(FILE *stream)
{
	__nolibc_ext_fs_reset(__nolibc_ext_fs(stream));
	return fclose(stream);
}

/*
 * FILE *freopen(const char *path, const char *mode, FILE *stream);
 * The stream's descriptor becomes path opened with mode (dup3() onto it,
 * so stdout stays fd 1), its flags cleared; a NULL path reopens the same
 * file with the new mode (a "w" truncating it), through /proc/self/fd as
 * glibc does. When the open fails, the stream is closed all the same and
 * NULL returned.
 */
static __attribute__((unused))
FILE *freopen(const char *path, const char *mode, FILE *stream)
{
	int flags = __nolibc_ext_fmode(mode), fd = __NOLIBC_EXT_FD(stream), nfd;
	char self[32] = "/proc/self/fd/";

	if (flags >= 0 && !path) {
		utoa_r(fd, self + 14);
		path = self;
	}
	nfd = flags < 0 ? -1 : open(path, flags, 0666);
	if (nfd < 0) {
		__nolibc_ext_fclose(stream);
		return NULL;
	}
	if (nfd != fd) {
		if (dup3(nfd, fd, flags & O_CLOEXEC) < 0) {
			close(nfd);
			__nolibc_ext_fclose(stream);
			return NULL;
		}
		close(nfd);
	}
	__nolibc_ext_fs_reset(__nolibc_ext_fs(stream));
	return stream;
}

/*
 * int feof(FILE *stream); int ferror(FILE *stream); void clearerr(FILE *stream);
 */
static __attribute__((unused))
int feof(FILE *stream)
{
	return !!(__nolibc_ext_fs(stream)->flags & __NOLIBC_EXT_EOF);
}

static __attribute__((unused))
int ferror(FILE *stream)
{
	return !!(__nolibc_ext_fs(stream)->flags & __NOLIBC_EXT_ERR);
}

static __attribute__((unused))
void clearerr(FILE *stream)
{
	__nolibc_ext_fs(stream)->flags = 0;
}

/*
 * int fgetc(FILE *stream); int getc(FILE *stream); int getchar(void);
 * int ungetc(int c, FILE *stream);
 */
static __attribute__((unused))
int __nolibc_ext_fgetc(FILE *stream)
{
	struct __nolibc_ext_fstate *fs = __nolibc_ext_fs(stream);

	if (!fs->has_back && fs->rpos == fs->rlen && !__nolibc_ext_fill(stream, fs))
		return EOF;
	if (fs->has_back) {
		fs->has_back = 0;
		return fs->back;
	}
	return (unsigned char)fs->rbuf[fs->rpos++];
}

static __attribute__((unused))
int __nolibc_ext_getchar(void)
{
	return __nolibc_ext_fgetc(stdin);
}

static __attribute__((unused))
int ungetc(int c, FILE *stream)
{
	struct __nolibc_ext_fstate *fs;

	if (c == EOF)	/* glibc's looks at no stream then */
		return EOF;
	fs = __nolibc_ext_fs(stream);
	if (fs->has_back || __NOLIBC_EXT_FD(stream) >= __NOLIBC_EXT_MAXFD)
		return EOF;
	fs->has_back = 1;
	fs->back = (unsigned char)c;
	fs->flags &= ~__NOLIBC_EXT_EOF;
	return (unsigned char)c;
}

/*
 * char *fgets(char *s, int size, FILE *stream);
 */
static __attribute__((unused))
char *__nolibc_ext_fgets(char *s, int size, FILE *stream)
{
	struct __nolibc_ext_fstate *fs;
	int ofs = 0, c;
	size_t n;
	char *nl;

	/* as glibc's: no room, no line; room for the end alone, "" */
	if (size <= 0)
		return NULL;
	if (size == 1) {
		*s = 0;
		return s;
	}
	fs = __nolibc_ext_fs(stream);

	while (ofs + 1 < size) {
		if (fs->has_back || fs->rpos == fs->rlen) {
			c = __nolibc_ext_fgetc(stream);
			if (c == EOF)
				break;
			s[ofs++] = c;
			if (c == '\n')
				break;
			continue;
		}
		/* a line's worth out of the buffer at once (a char at a time
		 * is slow under emulation: mm's virtual_address_range reads
		 * 100000 lines of /proc/self/maps) */
		n = fs->rlen - fs->rpos;
		if (n > (size_t)(size - 1 - ofs))
			n = size - 1 - ofs;
		nl = memchr(fs->rbuf + fs->rpos, '\n', n);
		if (nl)
			n = nl - (fs->rbuf + fs->rpos) + 1;
		memcpy(s + ofs, fs->rbuf + fs->rpos, n);
		fs->rpos += n;
		ofs += n;
		if (nl)
			break;
	}
	s[ofs] = 0;
	return ofs ? s : NULL;
}

/*
 * ssize_t getdelim(char **line, size_t *n, int delim, FILE *stream);
 * ssize_t getline(char **line, size_t *n, FILE *stream);
 */
static __attribute__((unused))
ssize_t getdelim(char **line, size_t *n, int delim, FILE *stream)
{
	size_t len = 0;
	char *p;
	int c;

	if (!line || !n) {
		SET_ERRNO(EINVAL);
		return -1;
	}
	if (!*line)
		*n = 0;
	for (;;) {
		if (len + 2 > *n) {
			size_t want = *n < 120 ? 120 : *n * 2;

			p = realloc(*line, want);
			if (!p) {
				SET_ERRNO(ENOMEM);
				return -1;
			}
			*line = p;
			*n = want;
		}
		c = __nolibc_ext_fgetc(stream);
		if (c == EOF)
			break;
		(*line)[len++] = c;
		if (c == delim)
			break;
	}
	(*line)[len] = 0;
	return len ? (ssize_t)len : -1;
}

static __attribute__((unused))
ssize_t getline(char **line, size_t *n, FILE *stream)
{
	return getdelim(line, n, '\n', stream);
}

/*
 * size_t fread(void *ptr, size_t size, size_t nmemb, FILE *stream);
 */
static __attribute__((unused))
size_t fread(void *ptr, size_t size, size_t nmemb, FILE *stream)
{
	struct __nolibc_ext_fstate *fs;
	size_t want = size * nmemb, got = 0;
	char *p = (char *)ptr;
	ssize_t r;

	if (!want)
		return 0;
	fs = __nolibc_ext_fs(stream);
	if (fs->has_back) {
		fs->has_back = 0;
		p[got++] = fs->back;
	}
	while (got < want) {
		if (fs->rpos < fs->rlen) {
			r = fs->rlen - fs->rpos;
			if ((size_t)r > want - got)
				r = want - got;
			memcpy(p + got, fs->rbuf + fs->rpos, r);
			fs->rpos += r;
		} else if (want - got >= __NOLIBC_EXT_RBUF) {
			/* a large read: straight into the caller's memory */
			r = read(__NOLIBC_EXT_FD(stream), p + got, want - got);
			if (r <= 0) {
				fs->flags |= r ? __NOLIBC_EXT_ERR : __NOLIBC_EXT_EOF;
				break;
			}
		} else if (__nolibc_ext_fill(stream, fs)) {
			continue;
		} else {
			break;
		}
		got += r;
	}
	/* got / size without a division: 32-bit ARM has no divide helper */
	for (want = 0; got >= size; got -= size)
		want++;
	return want;
}

/*
 * int fseek(FILE *stream, long offset, int whence);
 * long ftell(FILE *stream); void rewind(FILE *stream);
 * int fseeko(FILE *stream, off_t offset, int whence); off_t ftello(FILE *stream);
 */
static __attribute__((unused))
int fseek(FILE *stream, long offset, int whence)
{
	struct __nolibc_ext_fstate *fs = __nolibc_ext_fs(stream);

	/* a pushed back character and the buffer count as not read yet */
	if (whence == SEEK_CUR)
		offset -= fs->has_back + fs->rlen - fs->rpos;
	if (lseek(__NOLIBC_EXT_FD(stream), offset, whence) < 0)
		return -1;
	fs->has_back = 0;
	fs->rpos = fs->rlen = 0;
	fs->flags &= ~__NOLIBC_EXT_EOF;
	return 0;
}

static __attribute__((unused))
long ftell(FILE *stream)
{
	struct __nolibc_ext_fstate *fs = __nolibc_ext_fs(stream);
	off_t pos = lseek(__NOLIBC_EXT_FD(stream), 0, SEEK_CUR);

	if (pos < 0)
		return -1;
	return pos - fs->has_back - (fs->rlen - fs->rpos);
}

static __attribute__((unused))
void rewind(FILE *stream)
{
	fseek(stream, 0, SEEK_SET);
	__nolibc_ext_fs(stream)->flags = 0;
}

static __attribute__((unused))
int fseeko(FILE *stream, off_t offset, int whence)
{
	return fseek(stream, offset, whence);
}

static __attribute__((unused))
off_t ftello(FILE *stream)
{
	return ftell(stream);
}

/*
 * int setvbuf(FILE *stream, char *buf, int mode, size_t size);
 * void setbuf(FILE *stream, char *buf); void setlinebuf(FILE *stream);
 * void setbuffer(FILE *stream, char *buf, size_t size);
 * Only reading is buffered, in a buffer of the library's: _IONBF makes
 * a stream read one byte per read() (a program that hands the rest of
 * its standard input to a child asks for that), the other modes buffer.
 */
static __attribute__((unused))
int __nolibc_ext_setvbuf(FILE *stream, char *buf, int mode, size_t size)
{
	struct __nolibc_ext_fstate *fs = __nolibc_ext_fs(stream);

	(void)buf;
	(void)size;
	if (mode != _IONBF && mode != _IOLBF && mode != _IOFBF) {
		SET_ERRNO(EINVAL);
		return EOF;
	}
	fs->nobuf = mode == _IONBF;
	return 0;
}

static __attribute__((unused))
void setbuf(FILE *stream, char *buf)
{
	__nolibc_ext_setvbuf(stream, buf, buf ? _IOFBF : _IONBF, 0);
}

static __attribute__((unused))
void setlinebuf(FILE *stream)
{
	__nolibc_ext_setvbuf(stream, NULL, _IOLBF, 0);
}

static __attribute__((unused))
void setbuffer(FILE *stream, char *buf, size_t size)
{
	__nolibc_ext_setvbuf(stream, buf, buf ? _IOFBF : _IONBF, size);
}

/*
 * int remove(const char *path);
 * int rename(const char *old, const char *new);
 */
static __attribute__((unused))
int remove(const char *path)
{
	if (unlink(path) == 0)
		return 0;
	if (errno != EISDIR)
		return -1;
	return rmdir(path);
}

static __attribute__((unused))
int sys_renameat2(int olddirfd, const char *old, int newdirfd, const char *new,
		  unsigned int flags)
{
#if defined(__NR_renameat)
	if (!flags)
		return my_syscall4(__NR_renameat, olddirfd, old, newdirfd, new);
#endif
	return my_syscall5(__NR_renameat2, olddirfd, old, newdirfd, new, flags);
}

static __attribute__((unused))
int rename(const char *old, const char *new)
{
	return __sysret(sys_renameat2(AT_FDCWD, old, AT_FDCWD, new, 0));
}

/*
 * int renameat(int olddirfd, const char *old, int newdirfd, const char *new);
 * int renameat2(int olddirfd, const char *old, int newdirfd, const char *new,
 *               unsigned int flags);
 */
static __attribute__((unused))
int renameat(int olddirfd, const char *old, int newdirfd, const char *new)
{
	return __sysret(sys_renameat2(olddirfd, old, newdirfd, new, 0));
}

static __attribute__((unused))
int renameat2(int olddirfd, const char *old, int newdirfd, const char *new,
	      unsigned int flags)
{
	return __sysret(sys_renameat2(olddirfd, old, newdirfd, new, flags));
}

/*
 * int vasprintf(char **strp, const char *format, va_list ap);
 * int asprintf(char **strp, const char *format, ...);
 * The length is measured first, then the string written into a buffer
 * of that size; -1 (and *strp undefined, as glibc) when it fails.
 */
static __attribute__((unused, format(printf, 2, 0)))
int vasprintf(char **strp, const char *format, va_list ap)
{
	va_list again;
	int n;

	va_copy(again, ap);
	n = vsnprintf(NULL, 0, format, ap);
	if (n >= 0) {
		*strp = (char *)malloc(n + 1);
		if (*strp)
			vsnprintf(*strp, n + 1, format, again);
		else
			n = -1;
	}
	va_end(again);
	return n;
}

static __attribute__((unused, format(printf, 2, 3)))
int asprintf(char **strp, const char *format, ...)
{
	va_list ap;
	int ret;

	va_start(ap, format);
	ret = vasprintf(strp, format, ap);
	va_end(ap);
	return ret;
}

/* --- scanf ------------------------------------------------------------------
 *
 * One scanner reads from a string or a stream: conversions d i u o x X p
 * c s [ n % e E f F g G a A with * and a width, lengths hh h l ll j z t L
 * q, one of them at most ("%hld" is no conversion, as in glibc). A long
 * double (L, ll or q with a floating conversion, and j where intmax_t is
 * wider than long: glibc's long double) is not supported: it ends the scan
 * as a matching failure; z and t are a double where long is wider than
 * int, a float elsewhere, as glibc has them. Once the end of the
 * input is read, nothing more is read, and errno is made at each attempt
 * what it was when the end was read, as in glibc (which reports so a
 * read error's errno); white space before a conversion is skipped with
 * errno 0. A stream is read one character at a time and the one character
 * read past the last conversion is pushed back (see ungetc()).
 */

struct __nolibc_ext_in {
	const char *s;		/* string source, or NULL for a stream */
	FILE *stream;
	size_t count;		/* characters consumed, for %n */
	int eof;		/* the end was read: no more reading */
	int eof_errno;		/* errno then, errno again at each read after */
};

static __attribute__((unused))
int __nolibc_ext_in_get(struct __nolibc_ext_in *in)
{
	int c;

	if (in->eof) {
		SET_ERRNO(in->eof_errno);
		return EOF;
	}
	c = in->s ? (*in->s ? (unsigned char)*in->s++ : EOF) : __nolibc_ext_fgetc(in->stream);
	if (c == EOF) {
		in->eof = 1;
		in->eof_errno = errno;
		return EOF;
	}
	in->count++;
	return c;
}

static __attribute__((unused))
void __nolibc_ext_in_unget(struct __nolibc_ext_in *in, int c)
{
	if (c == EOF)
		return;
	in->count--;
	if (in->s)
		in->s--;
	else
		ungetc(c, in->stream);
}

/*
 * Reads an integer of the given base (0: C's prefixes) in at most width
 * characters (0: any), as glibc does: a sign, then "0x" or "0X" for base
 * 16 (or 0) even when no hex digit follows (the "0" is the number, the
 * "x" consumed), then the digits; 0 when there was no number, the
 * character that ended it pushed back. The value is strtol()'s, or
 * strtoll()'s for the long long lengths, as in glibc (a value past them
 * saturates the same way on each architecture).
 */
static __attribute__((unused))
int __nolibc_ext_scan_int(struct __nolibc_ext_in *in, int base, long width,
			  int is_signed, int llong, unsigned long long *out)
{
	long w = width ? width : -1;
	char buf[72];
	size_t n = 0;
	int c, d, sign = 0, zero = 0;	/* zero: the digits kept are "0" */

	c = __nolibc_ext_in_get(in);
	if (c == '-' || c == '+') {
		buf[n++] = c;
		sign = 1;
		w--;
		c = __nolibc_ext_in_get(in);
	}
	if (w && c == '0') {
		buf[n++] = c;
		zero = 1;
		w--;
		c = __nolibc_ext_in_get(in);
		if (w && (c == 'x' || c == 'X') && (base == 0 || base == 16)) {
			base = 16;
			w--;
			c = __nolibc_ext_in_get(in);
		} else if (base == 0) {
			base = 8;
		}
	}
	if (base == 0)
		base = 10;
	/*
	 * Leading zeros are not kept, nor digits past the buffer: 70
	 * significant digits overflow in any base, so strto*() saturates
	 * as it would on the whole number, which is still read.
	 */
	while (w && c != EOF) {
		if (c >= '0' && c <= '9')
			d = c - '0';
		else if (c >= 'a' && c <= 'z')
			d = c - 'a' + 10;
		else if (c >= 'A' && c <= 'Z')
			d = c - 'A' + 10;
		else
			break;
		if (d >= base)
			break;
		if (!zero || d) {
			if (n < sizeof(buf) - 1)
				buf[n++] = c;
			zero = !d && n == 1 + (size_t)sign;
		}
		w--;
		c = __nolibc_ext_in_get(in);
	}
	__nolibc_ext_in_unget(in, c);	/* read one past the number */
	if (!n || (n == 1 && (buf[0] == '-' || buf[0] == '+')))
		return 0;
	buf[n] = 0;
	if (llong)
		*out = is_signed ? (unsigned long long)strtoll(buf, NULL, base)
				 : strtoull(buf, NULL, base);
	else
		*out = is_signed ? (unsigned long long)strtol(buf, NULL, base)
				 : strtoul(buf, NULL, base);
	return 1;
}

/*
 * Whether c is in the scanset of %[ from set (after '[') to end (its
 * ']'), read as glibc reads it: a ']' or '-' first (after any '^') is a
 * member; "x-y" is x to y when x <= y, and y may begin the next range
 * ("a-c-e" is a to e); otherwise the '-' is a member itself.
 */
static __attribute__((unused))
int __nolibc_ext_in_set(const char *set, const char *end, int c)
{
	const unsigned char *p = (const unsigned char *)set;
	const unsigned char *e = (const unsigned char *)end;
	int neg = *p == '^', in = 0;

	p += neg;
	if (p < e && (*p == ']' || *p == '-'))
		in |= c == *p++;
	for (; p < e; p++) {
		if (*p == '-' && p + 1 < e && p[-1] <= p[1])
			in |= c >= p[-1] && c < p[1];
		else
			in |= c == *p;
	}
	return neg ? !in : in;
}

/* The next character if the width w (< 0: none) has room for it, w counted */
static __attribute__((unused))
int __nolibc_ext_in_within(struct __nolibc_ext_in *in, long *w)
{
	int c;

	if (!*w)
		return EOF;
	c = __nolibc_ext_in_get(in);
	if (c != EOF && *w > 0)
		(*w)--;
	return c;
}

/* Whether the next characters within w are word's from i to n (any case) */
static __attribute__((unused))
int __nolibc_ext_in_word(struct __nolibc_ext_in *in, long *w, const char *word, int i, int n)
{
	for (; i < n; i++)
		if ((__nolibc_ext_in_within(in, w) | 0x20) != word[i])
			return 0;
	return 1;
}

/*
 * A floating conversion (e E f F g G a A) of at most width characters (0:
 * any) as glibc's: it reads the longest run that may begin a number, a
 * sign, then "nan", "inf" or "infinity" (each letter or a matching
 * failure), or "0x" and hex digits, or digits with one point, an
 * exponent letter after a digit, a sign right after it and digits; the
 * character that ends the run is pushed back, one that breaks a word or
 * ends the input after a sign is not. The value is what strtod() makes
 * of the run: "1e+" is 1 (its "e+" read), "0x." is 0, "." and "0x" are
 * matching failures. ERANGE as strtod()'s. dst: a float or, with dbl, a
 * double, or NULL. 1 when a number was read. Never inlined: the 2 KB of
 * stack strtod()'s exact conversion takes are taken only while a
 * floating conversion runs, not by every scanf().
 */
static __attribute__((unused, noinline))
int __nolibc_ext_scan_fp(struct __nolibc_ext_in *in, long width, int dbl, void *dst)
{
	struct __nolibc_ext_fpnum n;
	unsigned long long bits;
	long w = width ? width : -1;
	int c, neg = 0, xneg = 0, dot = 0, got_e = 0, after_e = 0, added = 0;
	int mant = dbl ? 53 : 24, emax = dbl ? 1023 : 127, err = 0;
	union { unsigned long long u; double d; } d;
	union { unsigned int u; float f; } f;

	c = __nolibc_ext_in_within(in, &w);	/* not EOF: white space was skipped */
	if (c == '-' || c == '+') {
		neg = c == '-';
		c = __nolibc_ext_in_within(in, &w);
		if (c == EOF)
			return 0;
	}
	if ((c | 0x20) == 'n' || (c | 0x20) == 'i') {
		bits = (unsigned long long)(2 * emax + 1) << (mant - 1);
		if ((c | 0x20) == 'n') {
			if (!__nolibc_ext_in_word(in, &w, "nan", 1, 3))
				return 0;
			bits |= 1ULL << (mant - 2);
			goto store;
		}
		if (!__nolibc_ext_in_word(in, &w, "inf", 1, 3))
			return 0;
		c = __nolibc_ext_in_within(in, &w);
		if ((c | 0x20) != 'i')
			__nolibc_ext_in_unget(in, c);
		else if (!__nolibc_ext_in_word(in, &w, "infinity", 4, 8))
			return 0;
		goto store;
	}
	__nolibc_ext_fpnum_init(&n, 0);
	if (w && c == '0') {
		added++;
		c = __nolibc_ext_in_within(in, &w);
		if (w && (c | 0x20) == 'x') {
			added++;
			n.hex = 1;
			c = __nolibc_ext_in_within(in, &w);
		} else {
			__nolibc_ext_fpnum_digit(&n, '0');
		}
	}
	for (;;) {
		if (isdigit(c) && got_e) {
			__nolibc_ext_fpnum_xdigit(&n, c);
			after_e = 0;
		} else if (isdigit(c) || (n.hex && !got_e && isxdigit(c))) {
			__nolibc_ext_fpnum_digit(&n, c);
		} else if (after_e && (c == '-' || c == '+')) {
			xneg = c == '-';
			after_e = 0;
		} else if (n.seen && !got_e && (c | 0x20) == (n.hex ? 'p' : 'e')) {
			got_e = 1;
			after_e = 1;
			dot = 1;
		} else if (!dot && c == '.') {
			dot = 1;
			n.point = 1;
		} else {
			__nolibc_ext_in_unget(in, c);
			break;
		}
		added++;
		c = __nolibc_ext_in_within(in, &w);
		if (c == EOF)
			break;
	}
	/* the run, as strtod() reads it: a number without digits is none */
	if (!added || (n.hex && added == 2) || (!n.hex && !n.seen))
		return 0;
	bits = __nolibc_ext_fpnum_bits(&n, xneg, mant, emax, &err);
	if (err)
		SET_ERRNO(err);
store:
	bits |= (unsigned long long)neg << __nolibc_ext_fp_sign(mant, emax);
	if (dst && dbl) {
		d.u = bits;
		*(double *)dst = d.d;
	} else if (dst) {
		f.u = (unsigned int)bits;
		*(float *)dst = f.f;
	}
	return 1;
}

/*
 * glibc's outcome: the number of values assigned, or EOF when the input
 * ended where a directive needed a character (white space in the format
 * needs none, nor does %n) and nothing was assigned yet, even when a
 * suppressed conversion had succeeded.
 */
static __attribute__((unused))
int __nolibc_ext_vscan(struct __nolibc_ext_in *in, const char *fmt, va_list args)
{
	int done = 0, c, len, fp, skip, is_signed, base, skip_space = 0, saved;
	unsigned long long v;
	const char *set, *set_end;
	long width, i;
	char *dst;
	va_list ap;

	/* a va_list parameter may be an array: va_copy gives one to point to */
	va_copy(ap, args);

	for (; *fmt; fmt++) {
		/* white space: skipped in the input before what comes next */
		if (isspace((unsigned char)*fmt)) {
			skip_space = 1;
			continue;
		}
		if (*fmt != '%') {
			c = __nolibc_ext_in_get(in);
			if (c == EOF)
				goto input_error;
			for (; skip_space && isspace(c); c = __nolibc_ext_in_get(in))
				;
			skip_space = 0;
			if (c == EOF)
				goto input_error;
			if (c != (unsigned char)*fmt) {
				__nolibc_ext_in_unget(in, c);
				goto out;
			}
			continue;
		}
		fmt++;
		skip = *fmt == '*';
		fmt += skip;
		width = 0;
		while (*fmt >= '0' && *fmt <= '9')
			width = width * 10 + *fmt++ - '0';
		/*
		 * One length, as glibc ("%hld" is no conversion); with a
		 * floating one: fp 0 float, 1 double, 2 long double, j, z
		 * and t wider than long long, long and int as glibc has it
		 */
		len = __NOLIBC_EXT_L_INT;
		fp = 0;
		switch (*fmt) {
		case 'h':
			len = fmt[1] == 'h' ? __NOLIBC_EXT_L_CHAR : __NOLIBC_EXT_L_SHORT;
			fmt += fmt[1] == 'h';
			break;
		case 'l':
			len = fmt[1] == 'l' ? __NOLIBC_EXT_L_LLONG : __NOLIBC_EXT_L_LONG;
			fp = fmt[1] == 'l' ? 2 : 1;
			fmt += fmt[1] == 'l';
			break;
		case 'L':
		case 'q':
			len = __NOLIBC_EXT_L_LLONG;
			fp = 2;
			break;
		case 'j':
			len = __NOLIBC_EXT_L_LLONG;
			fp = sizeof(long long) > sizeof(long) ? 2 : 1;
			break;
		case 'z':
		case 't':
			len = __NOLIBC_EXT_L_LONG;
			fp = sizeof(long) > sizeof(int);
			break;
		}
		fmt += len != __NOLIBC_EXT_L_INT;
		if (!*fmt)
			break;
		/* as glibc, with errno 0 for the end it may read (see above) */
		if (skip_space || (*fmt != 'c' && *fmt != '[' && *fmt != 'n')) {
			saved = errno;
			SET_ERRNO(0);
			do
				c = __nolibc_ext_in_get(in);
			while (isspace(c));
			SET_ERRNO(saved);
			__nolibc_ext_in_unget(in, c);
			skip_space = 0;
		}
		if (*fmt == 'n') {
			if (!skip)
				__nolibc_ext_store(&ap, len, in->count);
			continue;
		}
		/* an unknown conversion fails without reading */
		if (!strchr("diuoxXpcs[%eEfFgGaA", *fmt))
			goto out;
		if (*fmt != 'c' && *fmt != '[') {
			c = __nolibc_ext_in_get(in);
			if (c == EOF)
				goto input_error;
			if (*fmt == '%') {
				if (c == '%')
					continue;
				__nolibc_ext_in_unget(in, c);
				goto out;
			}
			__nolibc_ext_in_unget(in, c);
		}
		base = -1;
		is_signed = 0;
		switch (*fmt) {
		case 'd':
			base = 10;
			is_signed = 1;
			break;
		case 'i':
			base = 0;
			is_signed = 1;
			break;
		case 'u':
			base = 10;
			break;
		case 'o':
			base = 8;
			break;
		case 'x':
		case 'X':
		case 'p':
			base = 16;
			if (*fmt == 'p')
				len = __NOLIBC_EXT_L_LONG;
			break;
		}
		if (base >= 0) {
			if (!__nolibc_ext_scan_int(in, base, width, is_signed,
						   len == __NOLIBC_EXT_L_LLONG, &v))
				goto out;
			if (!skip) {
				__nolibc_ext_store(&ap, len, v);
				done++;
			}
			continue;
		}
		if (*fmt == 'c') {
			/* fewer characters than the width, up to the end: glibc's success */
			dst = skip ? NULL : va_arg(ap, char *);
			c = __nolibc_ext_in_get(in);
			if (c == EOF)
				goto input_error;
			for (i = 0; c != EOF; ) {
				if (dst)
					dst[i] = c;
				if (++i >= (width ? width : 1))
					break;
				c = __nolibc_ext_in_get(in);
			}
			done += !skip;
			continue;
		}
		if (*fmt == 's' || *fmt == '[') {
			set = set_end = NULL;
			if (*fmt == '[') {
				set = ++fmt;
				if (*fmt == '^')
					fmt++;
				if (*fmt == ']')
					fmt++;
				while (*fmt && *fmt != ']')
					fmt++;
				if (!*fmt)
					goto out;
				set_end = fmt;
			}
			dst = skip ? NULL : va_arg(ap, char *);
			c = __nolibc_ext_in_get(in);
			if (c == EOF)
				goto input_error;
			for (i = 0; c != EOF; ) {
				if (set ? !__nolibc_ext_in_set(set, set_end, c) : isspace(c)) {
					__nolibc_ext_in_unget(in, c);
					break;
				}
				if (dst)
					dst[i] = c;
				if (++i == width)
					break;
				c = __nolibc_ext_in_get(in);
			}
			if (!i)
				goto out;
			if (dst)
				dst[i] = 0;
			done += !skip;
			continue;
		}
		/* what is left: e E f F g G a A; a long double is not supported */
		if (fp == 2)
			goto out;
		dst = skip ? NULL : va_arg(ap, char *);
		if (!__nolibc_ext_scan_fp(in, width, fp, dst))
			goto out;
		done += !skip;
	}
	if (skip_space) {
		do
			c = __nolibc_ext_in_get(in);
		while (isspace(c));
		__nolibc_ext_in_unget(in, c);
	}
	goto out;
input_error:
	if (!done)
		done = EOF;
out:
	va_end(ap);
	return done;
}

/*
 * int vsscanf(const char *str, const char *format, va_list ap);
 * int sscanf(const char *str, const char *format, ...);
 * int vfscanf(FILE *stream, const char *format, va_list ap);
 * int fscanf(FILE *stream, const char *format, ...);
 * int scanf(const char *format, ...);
 */
static __attribute__((unused, format(scanf, 2, 0)))
int vsscanf(const char *str, const char *format, va_list ap)
{
	struct __nolibc_ext_in in;

	memset(&in, 0, sizeof(in));
	in.s = str;
	return __nolibc_ext_vscan(&in, format, ap);
}

static __attribute__((unused, format(scanf, 2, 3)))
int sscanf(const char *str, const char *format, ...)
{
	va_list ap;
	int ret;

	va_start(ap, format);
	ret = vsscanf(str, format, ap);
	va_end(ap);
	return ret;
}

static __attribute__((unused, format(scanf, 2, 0)))
int vfscanf(FILE *stream, const char *format, va_list ap)
{
	struct __nolibc_ext_in in;

	memset(&in, 0, sizeof(in));
	in.stream = stream;
	return __nolibc_ext_vscan(&in, format, ap);
}

static __attribute__((unused, format(scanf, 2, 3)))
int fscanf(FILE *stream, const char *format, ...)
{
	va_list ap;
	int ret;

	va_start(ap, format);
	ret = vfscanf(stream, format, ap);
	va_end(ap);
	return ret;
}

static __attribute__((unused, format(scanf, 1, 2)))
int scanf(const char *format, ...)
{
	va_list ap;
	int ret;

	va_start(ap, format);
	ret = vfscanf(stdin, format, ap);
	va_end(ap);
	return ret;
}

#define BUFSIZ		8192
#define P_tmpdir	"/tmp"

/*
 * FILE *tmpfile(void);
 * An unnamed file in /tmp (O_TMPFILE), or, where the filesystem has no
 * O_TMPFILE, one created and unlinked at once.
 */
static __attribute__((unused))
FILE *tmpfile(void)
{
	char path[] = P_tmpdir "/tmpfileXXXXXX";
	int fd = open(P_tmpdir, O_TMPFILE | O_RDWR, 0600);

	if (fd < 0) {
		fd = mkstemp(path);
		if (fd < 0)
			return NULL;
		unlink(path);
	}
	return __nolibc_ext_fdopen_new(fd, "w+");
}

/*
 * FILE *popen(const char *command, const char *mode);
 * int pclose(FILE *stream);
 * /bin/sh -c command with its standard output (mode "r") or input ("w")
 * on a pipe; "e" makes our end close-on-exec. The child closes the other
 * popen() streams, as POSIX asks. A shell that cannot be run (no
 * /bin/sh) makes popen() fail, as glibc's does (its posix_spawn() sees
 * the failed exec), with glibc 2.36's errno, ENOMEM, whatever exec's
 * was: the child reports the failure on a close-on-exec pipe, which a
 * successful exec closes. pclose() returns the wait status, or -1 with ECHILD
 * for a stream popen() did not open.
 */
pid_t __nolibc_ext_popen_pid[__NOLIBC_EXT_MAXFD] __attribute__((weak));

static __attribute__((unused))
FILE *popen(const char *command, const char *mode)
{
	int fds[2], efds[2], reading = mode[0] == 'r', mine, theirs, want, fd, err, st;
	ssize_t n;
	pid_t pid;

	if ((mode[0] != 'r' && mode[0] != 'w') || (mode[1] && strcmp(mode + 1, "e"))) {
		SET_ERRNO(EINVAL);
		return NULL;
	}
	if (pipe2(fds, O_CLOEXEC))
		return NULL;
	if (pipe2(efds, O_CLOEXEC)) {
		close(fds[0]);
		close(fds[1]);
		return NULL;
	}
	mine = fds[!reading];
	theirs = fds[reading];
	want = reading ? 1 : 0;
	pid = -1;
	if (mine < __NOLIBC_EXT_MAXFD)
		pid = __nolibc_ext_fork_6_12();
	else
		SET_ERRNO(EMFILE);
	if (pid == 0) {
		char *argv[4];

		for (fd = 0; fd < __NOLIBC_EXT_MAXFD; fd++)
			if (__nolibc_ext_popen_pid[fd])
				close(fd);
		/* dup2() clears close-on-exec, except onto itself */
		if (theirs == want)
			fcntl(theirs, F_SETFD, 0);
		else
			dup2(theirs, want);
		argv[0] = (char *)"sh";
		argv[1] = (char *)"-c";
		argv[2] = (char *)command;
		argv[3] = NULL;
		execve("/bin/sh", argv, environ);
		err = ENOMEM;
		write(efds[1], &err, sizeof(err));
		_exit(127);
	}
	close(efds[1]);
	err = 0;
	if (pid > 0) {
		/* nothing read: exec succeeded and closed the child's end */
		do
			n = read(efds[0], &err, sizeof(err));
		while (n < 0 && errno == EINTR);
		if (n != sizeof(err))
			err = 0;
	}
	close(efds[0]);
	if (pid < 0 || err) {
		if (err) {
			while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
				;
			SET_ERRNO(err);
		}
		close(fds[0]);
		close(fds[1]);
		return NULL;
	}
	close(theirs);
	if (!mode[1])
		fcntl(mine, F_SETFD, 0);
	__nolibc_ext_popen_pid[mine] = pid;
	return __nolibc_ext_fdopen_new(mine, reading ? "r" : "w");
}

static __attribute__((unused))
int pclose(FILE *stream)
{
	int fd = __NOLIBC_EXT_FD(stream), status;
	pid_t pid;

	if (fd < 0 || fd >= __NOLIBC_EXT_MAXFD || !__nolibc_ext_popen_pid[fd]) {
		SET_ERRNO(ECHILD);
		return -1;
	}
	pid = __nolibc_ext_popen_pid[fd];
	__nolibc_ext_popen_pid[fd] = 0;
	__nolibc_ext_fclose(stream);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	return status;
}

/*
 * void perror(const char *s);
 * "s: " (when s is neither NULL nor empty) and strerror(errno)'s text,
 * glibc's, on stderr in one write (6.12's printed "errno=N").
 */
static __attribute__((unused))
void perror(const char *s)
{
	int err = errno, after = errno, used = __nolibc_ext_stderr_used, fl;

	/*
	 * errno afterwards as glibc leaves it: before stdio has written to
	 * stderr, glibc's perror() writes through fdopen(dup(2), "w+"),
	 * which fails with EINVAL unless descriptor 2 was opened for
	 * reading and writing (and dup() with EBADF when it is closed);
	 * it then writes to stderr itself. A program that calls
	 * perror() and then exit(errno) exits so.
	 */
	if (!used) {
		fl = fcntl(2, F_GETFL);
		if (fl < 0 || (fl & O_ACCMODE) != O_RDWR)
			after = fl < 0 ? EBADF : EINVAL;
	}
	if (s && *s)
		fprintf(stderr, "%s: %s\n", s, strerror(err));
	else
		fprintf(stderr, "%s\n", strerror(err));
	if (!used && after == err)
		__nolibc_ext_stderr_used = 0;	/* glibc wrote through a stream of its own */
	SET_ERRNO(after);
}

/*
 * int fflush(FILE *stream);
 * Output is not buffered; what was read ahead of an input stream is
 * given back, as glibc does: the descriptor's offset goes back to the
 * stream's position (where it can seek) and the buffer is emptied, so
 * that a write or another reader of the descriptor starts there.
 */
static __attribute__((unused))
int __nolibc_ext_fflush(FILE *stream)
{
	struct __nolibc_ext_fstate *fs;
	long ahead;

	if (!stream)
		return 0;
	fs = __nolibc_ext_fs(stream);
	ahead = fs->has_back + fs->rlen - fs->rpos;
	if (ahead)
		lseek(__NOLIBC_EXT_FD(stream), -ahead, SEEK_CUR);
	fs->has_back = 0;
	fs->rpos = fs->rlen = 0;
	return 0;
}

/*
 * size_t fwrite(const void *ptr, size_t size, size_t nmemb, FILE *stream);
 * 6.12's, but nothing to write is 0 written whatever the stream (glibc's
 * looks at it only then; 6.12's counted nmemb writes of nothing).
 */
static __attribute__((unused))
size_t __nolibc_ext_fwrite(const void *ptr, size_t size, size_t nmemb, FILE *stream)
{
	if (!size || !nmemb)
		return 0;
	return fwrite(ptr, size, nmemb, __nolibc_ext_stream(stream));
}

/*
 * 6.12's functions of the same names are static ones: object-like macros,
 * so that a call and the function's address both reach these (6.12's
 * getchar() ignored ungetc()).
 */
#define fclose __nolibc_ext_fclose
#define fflush __nolibc_ext_fflush
#define setvbuf __nolibc_ext_setvbuf
#define fdopen __nolibc_ext_fdopen_checked
#define fgetc __nolibc_ext_fgetc
#undef getc
#define getc __nolibc_ext_fgetc
#define getchar __nolibc_ext_getchar
#define fgets __nolibc_ext_fgets
/* 6.12's, through nolibc-ext's NULL stream (putc() is fputc()) */
#define fileno(stream) fileno(__nolibc_ext_stream(stream))
#define fputc(c, stream) fputc(c, __nolibc_ext_stream(stream))
#define fputs(str, stream) fputs(str, __nolibc_ext_stream(stream))
#define fwrite __nolibc_ext_fwrite

#ifdef __NOLIBC_EXT_STDIO_RENAMING
#include "sys-unrename.h"
#undef __NOLIBC_EXT_STDIO_RENAMING
#endif

#endif /* _NOLIBC_EXT_STDIO_H */
