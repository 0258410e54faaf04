/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * The division helpers compilers call on 32-bit architectures, which a
 * program linked with -nostdlib lacks (libgcc or compiler-rt would give
 * them): 64-bit division everywhere long is 32 bits (__udivdi3,
 * __umoddi3, __divdi3, __moddi3), and on ARM without a divide
 * instruction the EABI's 32-bit ones too (__aeabi_uidiv, __aeabi_idiv and
 * their divmod forms; the 64-bit divmod ones, which return four
 * registers, are assembly in arch-ext-arm.h around the functions here).
 *
 * Shift and subtract, one bit of quotient per step, from the divisor's
 * highest bit: no call back into a helper. Dividing by zero raises
 * SIGFPE, as x86's divide instruction does, and yields 0 if the signal is
 * ignored. Each helper is weak and in a section of its own, so a program
 * links only those it calls (with --gc-sections), and declared before it
 * is defined (Kbuild builds userprogs with -Wmissing-prototypes).
 * gcc's population count helpers are here too, at the end.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_DIV_HELPERS_H
#define _NOLIBC_EXT_DIV_HELPERS_H

#include <asm/signal.h>

#define __NOLIBC_EXT_HELPER(name) \
	__attribute__((weak, used, section(".text.nolibc_" #name)))

#if __SIZEOF_LONG__ == 4 || (defined(__ARM_EABI__) && !defined(__ARM_FEATURE_IDIV))

static __attribute__((unused))
void __nolibc_ext_div_zero(void)
{
	/*
	 * values first: gcc does not keep my_syscall()'s register variables
	 * across a call or system call inside its arguments
	 */
	long pid = my_syscall0(__NR_getpid);
	long tid = my_syscall0(__NR_gettid);

	my_syscall3(__NR_tgkill, pid, tid, SIGFPE);
}

/* n / d with the remainder in *rem; 0 and SIGFPE for d == 0 */
unsigned long long __nolibc_ext_udivmod64(unsigned long long n, unsigned long long d,
					  unsigned long long *rem);
__NOLIBC_EXT_HELPER(udivmod64)
unsigned long long __nolibc_ext_udivmod64(unsigned long long n, unsigned long long d,
					  unsigned long long *rem)
{
	unsigned long long q = 0, bit = 1;

	if (!d) {
		__nolibc_ext_div_zero();
		*rem = 0;
		return 0;
	}
	/* line the divisor up under the dividend's highest bit */
	while (d <= n && !(d >> 63)) {
		d <<= 1;
		bit <<= 1;
	}
	while (bit) {
		if (n >= d) {
			n -= d;
			q |= bit;
		}
		d >>= 1;
		bit >>= 1;
	}
	*rem = n;
	return q;
}

/* the quotient truncates toward zero, the remainder has n's sign */
long long __nolibc_ext_divmod64(long long n, long long d, long long *rem);
__NOLIBC_EXT_HELPER(divmod64)
long long __nolibc_ext_divmod64(long long n, long long d, long long *rem)
{
	unsigned long long un = n < 0 ? -(unsigned long long)n : (unsigned long long)n;
	unsigned long long ud = d < 0 ? -(unsigned long long)d : (unsigned long long)d;
	unsigned long long q, r;

	q = __nolibc_ext_udivmod64(un, ud, &r);
	*rem = n < 0 ? -(long long)r : (long long)r;
	return (n < 0) != (d < 0) ? -(long long)q : (long long)q;
}

#endif

#if __SIZEOF_LONG__ == 4 && !defined(__ARM_EABI__)

unsigned long long __udivdi3(unsigned long long n, unsigned long long d);
__NOLIBC_EXT_HELPER(udivdi3)
unsigned long long __udivdi3(unsigned long long n, unsigned long long d)
{
	unsigned long long r;

	return __nolibc_ext_udivmod64(n, d, &r);
}

unsigned long long __umoddi3(unsigned long long n, unsigned long long d);
__NOLIBC_EXT_HELPER(umoddi3)
unsigned long long __umoddi3(unsigned long long n, unsigned long long d)
{
	unsigned long long r;

	__nolibc_ext_udivmod64(n, d, &r);
	return r;
}

long long __divdi3(long long n, long long d);
__NOLIBC_EXT_HELPER(divdi3)
long long __divdi3(long long n, long long d)
{
	long long r;

	return __nolibc_ext_divmod64(n, d, &r);
}

long long __moddi3(long long n, long long d);
__NOLIBC_EXT_HELPER(moddi3)
long long __moddi3(long long n, long long d)
{
	long long r;

	__nolibc_ext_divmod64(n, d, &r);
	return r;
}

#endif

#if defined(__ARM_EABI__) && !defined(__ARM_FEATURE_IDIV)

/*
 * 32-bit ones: the quotient in r0; the divmod forms return the remainder
 * in r1 too, which is where a 64-bit value's high half goes.
 */
unsigned int __aeabi_uidiv(unsigned int n, unsigned int d);
__NOLIBC_EXT_HELPER(aeabi_uidiv)
unsigned int __aeabi_uidiv(unsigned int n, unsigned int d)
{
	unsigned long long r;

	return (unsigned int)__nolibc_ext_udivmod64(n, d, &r);
}

unsigned long long __aeabi_uidivmod(unsigned int n, unsigned int d);
__NOLIBC_EXT_HELPER(aeabi_uidivmod)
unsigned long long __aeabi_uidivmod(unsigned int n, unsigned int d)
{
	unsigned long long r, q = __nolibc_ext_udivmod64(n, d, &r);

	return (r << 32) | q;
}

int __aeabi_idiv(int n, int d);
__NOLIBC_EXT_HELPER(aeabi_idiv)
int __aeabi_idiv(int n, int d)
{
	long long r;

	return (int)__nolibc_ext_divmod64(n, d, &r);
}

unsigned long long __aeabi_idivmod(int n, int d);
__NOLIBC_EXT_HELPER(aeabi_idivmod)
unsigned long long __aeabi_idivmod(int n, int d)
{
	long long r, q = __nolibc_ext_divmod64(n, d, &r);

	return ((unsigned long long)(unsigned int)r << 32) | (unsigned int)q;
}

#endif

#if defined(__GNUC__) && !defined(__clang__)
/*
 * gcc, where the CPU has no population count instruction it may use
 * (x86_64 without -mpopcnt), calls libgcc for __builtin_popcount() and
 * friends: __popcountsi2 for 32 bits, __popcountdi2 for 64 (clang
 * inlines the count). Bits summed in pairs, nibbles, then bytes; the
 * empty asm keeps gcc from seeing the idiom and calling the helper
 * from itself.
 */
int __popcountdi2(unsigned long long x);
__NOLIBC_EXT_HELPER(popcountdi2)
int __popcountdi2(unsigned long long x)
{
	x -= (x >> 1) & 0x5555555555555555ULL;
	__asm__ ("" : "+r"(x));
	x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)((x * 0x0101010101010101ULL) >> 56);
}

int __popcountsi2(unsigned int x);
__NOLIBC_EXT_HELPER(popcountsi2)
int __popcountsi2(unsigned int x)
{
	return __popcountdi2(x);
}
#endif

#endif /* _NOLIBC_EXT_DIV_HELPERS_H */
