/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <stdatomic.h>: C11 atomics on the compiler's builtins (clang's
 * __c11_atomic_* on _Atomic objects, GCC's __atomic_* otherwise), for
 * programs built with -nostdinc, which hides the compiler's own header.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_STDATOMIC_H
#define _NOLIBC_EXT_STDATOMIC_H

typedef enum {
	memory_order_relaxed = __ATOMIC_RELAXED,
	memory_order_consume = __ATOMIC_CONSUME,
	memory_order_acquire = __ATOMIC_ACQUIRE,
	memory_order_release = __ATOMIC_RELEASE,
	memory_order_acq_rel = __ATOMIC_ACQ_REL,
	memory_order_seq_cst = __ATOMIC_SEQ_CST
} memory_order;

typedef _Atomic(_Bool) atomic_bool;
typedef _Atomic(char) atomic_char;
typedef _Atomic(signed char) atomic_schar;
typedef _Atomic(unsigned char) atomic_uchar;
typedef _Atomic(short) atomic_short;
typedef _Atomic(unsigned short) atomic_ushort;
typedef _Atomic(int) atomic_int;
typedef _Atomic(unsigned int) atomic_uint;
typedef _Atomic(long) atomic_long;
typedef _Atomic(unsigned long) atomic_ulong;
typedef _Atomic(long long) atomic_llong;
typedef _Atomic(unsigned long long) atomic_ullong;
typedef _Atomic(size_t) atomic_size_t;
typedef _Atomic(ssize_t) atomic_ssize_t;
typedef _Atomic(intptr_t) atomic_intptr_t;
typedef _Atomic(uintptr_t) atomic_uintptr_t;

#define ATOMIC_VAR_INIT(value)	(value)
#define kill_dependency(y)	(y)

#ifdef __clang__
#define atomic_init(obj, value)	__c11_atomic_init(obj, value)
#define atomic_load_explicit(obj, order) __c11_atomic_load(obj, order)
#define atomic_store_explicit(obj, value, order) __c11_atomic_store(obj, value, order)
#define atomic_exchange_explicit(obj, value, order) \
	__c11_atomic_exchange(obj, value, order)
#define atomic_compare_exchange_strong_explicit(obj, expected, desired, succ, fail) \
	__c11_atomic_compare_exchange_strong(obj, expected, desired, succ, fail)
#define atomic_compare_exchange_weak_explicit(obj, expected, desired, succ, fail) \
	__c11_atomic_compare_exchange_weak(obj, expected, desired, succ, fail)
#define atomic_fetch_add_explicit(obj, arg, order) __c11_atomic_fetch_add(obj, arg, order)
#define atomic_fetch_sub_explicit(obj, arg, order) __c11_atomic_fetch_sub(obj, arg, order)
#define atomic_fetch_or_explicit(obj, arg, order) __c11_atomic_fetch_or(obj, arg, order)
#define atomic_fetch_xor_explicit(obj, arg, order) __c11_atomic_fetch_xor(obj, arg, order)
#define atomic_fetch_and_explicit(obj, arg, order) __c11_atomic_fetch_and(obj, arg, order)
#define atomic_is_lock_free(obj) __c11_atomic_is_lock_free(sizeof(*(obj)))
#else
#define atomic_init(obj, value)	atomic_store_explicit(obj, value, __ATOMIC_RELAXED)
#define atomic_load_explicit(obj, order) __atomic_load_n(obj, order)
#define atomic_store_explicit(obj, value, order) __atomic_store_n(obj, value, order)
#define atomic_exchange_explicit(obj, value, order) __atomic_exchange_n(obj, value, order)
#define atomic_compare_exchange_strong_explicit(obj, expected, desired, succ, fail) \
	__atomic_compare_exchange_n(obj, expected, desired, 0, succ, fail)
#define atomic_compare_exchange_weak_explicit(obj, expected, desired, succ, fail) \
	__atomic_compare_exchange_n(obj, expected, desired, 1, succ, fail)
#define atomic_fetch_add_explicit(obj, arg, order) __atomic_fetch_add(obj, arg, order)
#define atomic_fetch_sub_explicit(obj, arg, order) __atomic_fetch_sub(obj, arg, order)
#define atomic_fetch_or_explicit(obj, arg, order) __atomic_fetch_or(obj, arg, order)
#define atomic_fetch_xor_explicit(obj, arg, order) __atomic_fetch_xor(obj, arg, order)
#define atomic_fetch_and_explicit(obj, arg, order) __atomic_fetch_and(obj, arg, order)
#define atomic_is_lock_free(obj) __atomic_is_lock_free(sizeof(*(obj)), (obj))
#endif

#define atomic_load(obj)	atomic_load_explicit(obj, __ATOMIC_SEQ_CST)
#define atomic_store(obj, value) atomic_store_explicit(obj, value, __ATOMIC_SEQ_CST)
#define atomic_exchange(obj, value) atomic_exchange_explicit(obj, value, __ATOMIC_SEQ_CST)
#define atomic_compare_exchange_strong(obj, expected, desired) \
	atomic_compare_exchange_strong_explicit(obj, expected, desired, \
						__ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)
#define atomic_compare_exchange_weak(obj, expected, desired) \
	atomic_compare_exchange_weak_explicit(obj, expected, desired, \
					      __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)
#define atomic_fetch_add(obj, arg) atomic_fetch_add_explicit(obj, arg, __ATOMIC_SEQ_CST)
#define atomic_fetch_sub(obj, arg) atomic_fetch_sub_explicit(obj, arg, __ATOMIC_SEQ_CST)
#define atomic_fetch_or(obj, arg) atomic_fetch_or_explicit(obj, arg, __ATOMIC_SEQ_CST)
#define atomic_fetch_xor(obj, arg) atomic_fetch_xor_explicit(obj, arg, __ATOMIC_SEQ_CST)
#define atomic_fetch_and(obj, arg) atomic_fetch_and_explicit(obj, arg, __ATOMIC_SEQ_CST)

#define atomic_thread_fence(order) __atomic_thread_fence(order)
#define atomic_signal_fence(order) __atomic_signal_fence(order)

typedef struct {
	atomic_bool value;
} atomic_flag;

#define ATOMIC_FLAG_INIT	{ 0 }
#define atomic_flag_test_and_set_explicit(flag, order) \
	atomic_exchange_explicit(&(flag)->value, 1, order)
#define atomic_flag_test_and_set(flag) \
	atomic_flag_test_and_set_explicit(flag, __ATOMIC_SEQ_CST)
#define atomic_flag_clear_explicit(flag, order) \
	atomic_store_explicit(&(flag)->value, 0, order)
#define atomic_flag_clear(flag)	atomic_flag_clear_explicit(flag, __ATOMIC_SEQ_CST)

#endif /* _NOLIBC_EXT_STDATOMIC_H */
