/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sched.h>: 6.12 nolibc has sched_yield(); this adds unshare(), setns(),
 * the CLONE_* flags (from the UAPI), cpu_set_t with the CPU_* macros,
 * sched_setaffinity(), sched_getaffinity(), sched_getcpu(), getcpu(), the
 * scheduling policy calls, sched_rr_get_interval() and glibc's clone() (a
 * function on a new stack).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SCHED_H
#define _NOLIBC_EXT_SCHED_H

#include <stdarg.h>
#include <string.h>
#include <linux/sched.h>
#include "arch-ext.h"

/*
 * int unshare(int flags);
 */
static __attribute__((unused))
int sys_unshare(int flags)
{
	return my_syscall1(__NR_unshare, flags);
}

static __attribute__((unused))
int unshare(int flags)
{
	return __sysret(sys_unshare(flags));
}

/*
 * cpu_set_t and the CPU_* macros, glibc's shape: 1024 CPUs in unsigned
 * longs; the _S forms take a size in bytes, for sets from CPU_ALLOC().
 */
#define CPU_SETSIZE	1024
#define __NOLIBC_EXT_NCPUBITS	(8 * sizeof(unsigned long))

typedef struct {
	unsigned long __bits[CPU_SETSIZE / (8 * sizeof(unsigned long))];
} cpu_set_t;

#define __NOLIBC_EXT_CPU_WORD(cpu)	((cpu) / __NOLIBC_EXT_NCPUBITS)
#define __NOLIBC_EXT_CPU_MASK(cpu)	(1UL << ((cpu) % __NOLIBC_EXT_NCPUBITS))

#define CPU_ZERO_S(size, set)	memset((set), 0, (size))
/* each argument read once, as glibc's (CPU_SET(i++, set) sets one CPU) */
#define __NOLIBC_EXT_CPU_OP(cpu, size, op) __extension__ ({			\
	size_t __nolibc_ext_cpu = (cpu);							\
	__nolibc_ext_cpu / 8 < (size_t)(size) ? (long)(op) : 0L;				\
})
#define __NOLIBC_EXT_CPU_BITS(set) (set)->__bits[__NOLIBC_EXT_CPU_WORD(__nolibc_ext_cpu)]
#define CPU_SET_S(cpu, size, set) __NOLIBC_EXT_CPU_OP(cpu, size,		\
	__NOLIBC_EXT_CPU_BITS(set) |= __NOLIBC_EXT_CPU_MASK(__nolibc_ext_cpu))
#define CPU_CLR_S(cpu, size, set) __NOLIBC_EXT_CPU_OP(cpu, size,		\
	__NOLIBC_EXT_CPU_BITS(set) &= ~__NOLIBC_EXT_CPU_MASK(__nolibc_ext_cpu))
#define CPU_ISSET_S(cpu, size, set) (int)__NOLIBC_EXT_CPU_OP(cpu, size,	\
	!!(__NOLIBC_EXT_CPU_BITS(set) & __NOLIBC_EXT_CPU_MASK(__nolibc_ext_cpu)))
#define CPU_COUNT_S(size, set)	__nolibc_ext_cpu_count((size), (set))
#define CPU_EQUAL_S(size, a, b)	(!memcmp((a), (b), (size)))

#define CPU_ZERO(set)		CPU_ZERO_S(sizeof(cpu_set_t), set)
#define CPU_SET(cpu, set)	CPU_SET_S(cpu, sizeof(cpu_set_t), set)
#define CPU_CLR(cpu, set)	CPU_CLR_S(cpu, sizeof(cpu_set_t), set)
#define CPU_ISSET(cpu, set)	CPU_ISSET_S(cpu, sizeof(cpu_set_t), set)
#define CPU_COUNT(set)		CPU_COUNT_S(sizeof(cpu_set_t), set)
#define CPU_EQUAL(a, b)		CPU_EQUAL_S(sizeof(cpu_set_t), a, b)

#define CPU_ALLOC_SIZE(n) \
	((((n) + __NOLIBC_EXT_NCPUBITS - 1) / __NOLIBC_EXT_NCPUBITS) * sizeof(unsigned long))
#define CPU_ALLOC(n)		((cpu_set_t *)calloc(1, CPU_ALLOC_SIZE(n)))
#define CPU_FREE(set)		free(set)

static __attribute__((unused))
int __nolibc_ext_cpu_count(size_t size, const cpu_set_t *set)
{
	size_t i;
	int n = 0;

	for (i = 0; i < size / sizeof(unsigned long); i++)
		n += __builtin_popcountl(set->__bits[i]);
	return n;
}

/*
 * int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set);
 * int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set);
 * The kernel fills only as many bytes as it has CPUs for: as glibc, the
 * rest of the set is cleared.
 */
static __attribute__((unused))
int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set)
{
	return __sysret(my_syscall3(__NR_sched_setaffinity, pid, size, set));
}

static __attribute__((unused))
int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set)
{
	long ret = my_syscall3(__NR_sched_getaffinity, pid, size, set);

	if (ret < 0)
		return __sysret(ret);
	memset((char *)set + ret, 0, size - ret);
	return 0;
}

/*
 * int sched_getcpu(void);
 */
static __attribute__((unused))
int sched_getcpu(void)
{
	unsigned int cpu;

	if (__sysret(my_syscall3(__NR_getcpu, &cpu, NULL, NULL)) < 0)
		return -1;
	return cpu;
}

/*
 * int getcpu(unsigned int *cpu, unsigned int *node);
 * int sched_rr_get_interval(pid_t pid, struct timespec *tp);
 */
static __attribute__((unused))
int getcpu(unsigned int *cpu, unsigned int *node)
{
	return __sysret(my_syscall3(__NR_getcpu, cpu, node, NULL));
}

static __attribute__((unused))
int sched_rr_get_interval(pid_t pid, struct timespec *tp)
{
	return __sysret(my_syscall2(__NR_sched_rr_get_interval, pid, tp));
}

/*
 * int setns(int fd, int nstype);
 */
static __attribute__((unused))
int setns(int fd, int nstype)
{
	return __sysret(my_syscall2(__NR_setns, fd, nstype));
}

/*
 * struct sched_param; int sched_setscheduler(pid_t pid, int policy,
 * const struct sched_param *param); int sched_getscheduler(pid_t pid);
 * int sched_setparam(pid_t, const struct sched_param *);
 * int sched_getparam(pid_t, struct sched_param *);
 * int sched_get_priority_max(int policy); int sched_get_priority_min(int policy);
 */
struct sched_param {
	int sched_priority;
};

#define SCHED_OTHER	0

static __attribute__((unused))
int sched_setscheduler(pid_t pid, int policy, const struct sched_param *param)
{
	return __sysret(my_syscall3(__NR_sched_setscheduler, pid, policy, param));
}

static __attribute__((unused))
int sched_getscheduler(pid_t pid)
{
	return __sysret(my_syscall1(__NR_sched_getscheduler, pid));
}

static __attribute__((unused))
int sched_setparam(pid_t pid, const struct sched_param *param)
{
	return __sysret(my_syscall2(__NR_sched_setparam, pid, param));
}

static __attribute__((unused))
int sched_getparam(pid_t pid, struct sched_param *param)
{
	return __sysret(my_syscall2(__NR_sched_getparam, pid, param));
}

static __attribute__((unused))
int sched_get_priority_max(int policy)
{
	return __sysret(my_syscall1(__NR_sched_get_priority_max, policy));
}

static __attribute__((unused))
int sched_get_priority_min(int policy)
{
	return __sysret(my_syscall1(__NR_sched_get_priority_min, policy));
}

/*
 * int clone(int (*fn)(void *), void *stack, int flags, void *arg,
 *	     ... pid_t *ptid, void *tls, pid_t *ctid);
 * The child runs fn(arg) on stack (its highest address: stacks grow down
 * on every architecture nolibc has) and its thread ends with fn's return
 * value. The optional arguments are read only as far as flags use them.
 */
#define __NOLIBC_EXT_CLONE_PTID	(CLONE_PARENT_SETTID | CLONE_PIDFD)
#define __NOLIBC_EXT_CLONE_TLS	CLONE_SETTLS
#define __NOLIBC_EXT_CLONE_CTID	(CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)

static __attribute__((unused))
int clone(int (*fn)(void *), void *stack, int flags, void *arg, ...)
{
	void *ptid = NULL, *tls = NULL, *ctid = NULL;
	unsigned long uflags = (unsigned int)flags;
	va_list ap;

	if (!fn || !stack)
		return __sysret(-EINVAL);
	va_start(ap, arg);
	if (uflags & (__NOLIBC_EXT_CLONE_PTID | __NOLIBC_EXT_CLONE_TLS |
		      __NOLIBC_EXT_CLONE_CTID))
		ptid = va_arg(ap, void *);
	if (uflags & (__NOLIBC_EXT_CLONE_TLS | __NOLIBC_EXT_CLONE_CTID))
		tls = va_arg(ap, void *);
	if (uflags & __NOLIBC_EXT_CLONE_CTID)
		ctid = va_arg(ap, void *);
	va_end(ap);
	return __sysret(__nolibc_ext_clone(fn, stack, uflags, arg, ptid, tls, ctid));
}

#endif /* _NOLIBC_EXT_SCHED_H */
