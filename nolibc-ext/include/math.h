/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <math.h>: the exact functions: sqrt() and sqrtf() (correctly rounded,
 * computed bit by bit in integers, so the same on every architecture and
 * as glibc's), fabs, trunc, floor, ceil, round, copysign, fmin, fmax,
 * their float forms, the classification macros, NAN, INFINITY,
 * HUGE_VAL and the M_* constants. No transcendental functions (exp, log,
 * pow, sin...) yet.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_MATH_H
#define _NOLIBC_EXT_MATH_H

#include <errno.h>

#define NAN		__builtin_nanf("")
#define INFINITY	__builtin_inff()
#define HUGE_VAL	__builtin_huge_val()
#define HUGE_VALF	__builtin_huge_valf()

#define isnan(x)	__builtin_isnan(x)
#define isinf(x)	__builtin_isinf(x)
#define isfinite(x)	__builtin_isfinite(x)
#define isnormal(x)	__builtin_isnormal(x)
#define signbit(x)	__builtin_signbit(x)

#define M_E		2.7182818284590452354
#define M_LOG2E		1.4426950408889634074
#define M_LOG10E	0.43429448190325182765
#define M_LN2		0.69314718055994530942
#define M_LN10		2.30258509299404568402
#define M_PI		3.14159265358979323846
#define M_PI_2		1.57079632679489661923
#define M_PI_4		0.78539816339744830962
#define M_1_PI		0.31830988618379067154
#define M_2_PI		0.63661977236758134308
#define M_SQRT2		1.41421356237309504880
#define M_SQRT1_2	0.70710678118654752440

/* a double's bits */
union __nolibc_ext_dbits {
	double d;
	unsigned long long u;
};

static __attribute__((unused))
double fabs(double x)
{
	return __builtin_fabs(x);
}

static __attribute__((unused))
float fabsf(float x)
{
	return __builtin_fabsf(x);
}

static __attribute__((unused))
double copysign(double x, double y)
{
	return __builtin_copysign(x, y);
}

/*
 * double sqrt(double x); float sqrtf(float x);
 * The significand, made even-exponented, is a 54-bit integer m; its root
 * is found two bits of radicand (one bit of root) at a time, 54 bits of
 * it, the last for rounding, the remainder telling whether anything is
 * left below. A float's root through double is correctly rounded too.
 */
static __attribute__((unused))
double sqrt(double x)
{
	union __nolibc_ext_dbits v;
	unsigned long long m, q = 0, r = 0, t;
	int e, i, shift;

	if (x != x || x == 0 || x == HUGE_VAL)
		return x;	/* NaN, -0, +0, +inf are their own roots */
	if (x < 0) {
		SET_ERRNO(EDOM);
		return NAN;
	}
	v.d = x;
	e = (int)((v.u >> 52) & 0x7ff);
	m = v.u & ((1ULL << 52) - 1);
	if (!e) {		/* subnormal: normalize */
		e = 1;
		while (!(m & (1ULL << 52))) {
			m <<= 1;
			e--;
		}
	} else {
		m |= 1ULL << 52;
	}
	e -= 1023;
	if (e & 1) {		/* x = m * 2^(e - 52), e even */
		m <<= 1;
		e--;
	}
	for (i = 0; i < 54; i++) {
		shift = 52 - 2 * i;	/* the next two bits of m, then zeros */
		r = (r << 2) | (shift >= 0 ? (m >> shift) & 3 : 0);
		t = (q << 2) | 1;
		if (r >= t) {
			r -= t;
			q = (q << 1) | 1;
		} else {
			q <<= 1;
		}
	}
	/* q = root * 2^27, 54 bits: round to 53, to nearest even */
	t = q & 1;
	q >>= 1;
	if (t && (r || (q & 1)))
		q++;
	if (q >> 53) {
		q >>= 1;
		e += 2;
	}
	v.u = ((unsigned long long)(e / 2 + 1023) << 52) | (q & ((1ULL << 52) - 1));
	return v.d;
}

static __attribute__((unused))
float sqrtf(float x)
{
	return (float)sqrt(x);
}

/*
 * double trunc(double x); floor, ceil, round (halves away from zero);
 * and their float forms, exact through double.
 */
static __attribute__((unused))
double trunc(double x)
{
	union __nolibc_ext_dbits v;
	int e;

	v.d = x;
	e = (int)((v.u >> 52) & 0x7ff) - 1023;
	if (e >= 52)
		return x;	/* an integer already, or inf or NaN */
	if (e < 0)
		return copysign(0.0, x);
	v.u &= ~((1ULL << (52 - e)) - 1);
	return v.d;
}

static __attribute__((unused))
double floor(double x)
{
	double t = trunc(x);

	return x < 0 && t != x ? t - 1.0 : t;
}

static __attribute__((unused))
double ceil(double x)
{
	double t = trunc(x);

	return x > 0 && t != x ? t + 1.0 : (t == 0 ? copysign(0.0, x) : t);
}

static __attribute__((unused))
double round(double x)
{
	double t = trunc(x);

	return fabs(x - t) >= 0.5 ? t + copysign(1.0, x) : t;
}

static __attribute__((unused))
float truncf(float x)
{
	return (float)trunc(x);
}

static __attribute__((unused))
float floorf(float x)
{
	return (float)floor(x);
}

static __attribute__((unused))
float ceilf(float x)
{
	return (float)ceil(x);
}

static __attribute__((unused))
float roundf(float x)
{
	return (float)round(x);
}

/* fmin() and fmax(): a NaN argument gives the other one */
static __attribute__((unused))
double fmin(double a, double b)
{
	return a != a ? b : b != b ? a : a < b ? a : b;
}

static __attribute__((unused))
double fmax(double a, double b)
{
	return a != a ? b : b != b ? a : a > b ? a : b;
}

#endif /* _NOLIBC_EXT_MATH_H */
