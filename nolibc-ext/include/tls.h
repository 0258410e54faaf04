/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * Thread-local storage. Every thread, the main one included, has a thread
 * pointer in the register its ABI names (arch-ext-<arch>.h: how to read
 * and set it, and where the block lies from it), and an area holding its
 * descriptor and its copy of the program's PT_TLS segment: __thread
 * variables, errno among them (nolibc.h).
 *
 * The main thread's area is set up before any constructor, from an entry
 * of .preinit_array that every file including this header adds (the
 * first one does the work). pthread_create() lays out each new thread's
 * area the same way, above its stack, and passes the thread pointer to
 * clone() with CLONE_SETTLS.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_TLS_H
#define _NOLIBC_EXT_TLS_H

#include <limits.h>
#include "arch-ext.h"

#ifndef __NOLIBC_EXT_TLS_GAP
#define __NOLIBC_EXT_TLS_GAP 0
#endif
#ifndef __NOLIBC_EXT_TP_OFFSET
#define __NOLIBC_EXT_TP_OFFSET 0
#endif
#ifndef __NOLIBC_EXT_DTV_OFFSET
#define __NOLIBC_EXT_DTV_OFFSET 0
#endif
/* what clone() takes for CLONE_SETTLS; i386 builds a descriptor in buf */
#ifndef __nolibc_ext_tls_arg
#define __nolibc_ext_tls_arg(tp, buf) ((void)(buf), (tp))
#endif

#define __NOLIBC_EXT_KEYS_MAX PTHREAD_KEYS_MAX	/* <limits.h> */

/*
 * A program header, as the ELF class of the ABI lays it out: <elf.h>
 * (the UAPI's <linux/elf.h>) is not included here, so that its
 * struct elf64_hdr and friends stay out of programs that never asked
 * for them and may define their own (proc/proc-pid-vm.c does).
 */
#define __NOLIBC_EXT_PT_TLS 7
struct __nolibc_ext_phdr {
	unsigned int p_type;
#if __SIZEOF_LONG__ == 8
	unsigned int p_flags;
#endif
	unsigned long p_offset, p_vaddr, p_paddr, p_filesz, p_memsz;
#if __SIZEOF_LONG__ == 4
	unsigned long p_flags;
#endif
	unsigned long p_align;
};

struct __nolibc_ext_cleanup {
	void (*fn)(void *);
	void *arg;
	struct __nolibc_ext_cleanup *prev;
};

/* A thread's descriptor; pthread_t points to it. */
struct __nolibc_ext_thread {
	struct __nolibc_ext_thread *self;	/* first: read at %fs:0 on x86 */
	unsigned int slot;	/* in pthread.h's table; ~0 for the main thread */
	void *(*start)(void *);
	void *arg;
	void *result;
	void *map;		/* the mapping: guard, stack, this area */
	size_t map_size;
	size_t guard;		/* the guard's size: PROT_NONE pages */
	int cancel_disabled;
	int cancel_pending;
	int cancel_async;	/* PTHREAD_CANCEL_ASYNCHRONOUS */
	int in_cp;		/* inside a cancellation point */
	int gate;		/* explicit scheduling or affinity: 0 wait, 1 go, 2 give up */
	struct __nolibc_ext_cleanup *cleanup;
	void *keys[__NOLIBC_EXT_KEYS_MAX];
};

/* The program's PT_TLS segment, as found at startup; size: of an area. */
struct __nolibc_ext_tls_image {
	const char *init;
	size_t filesz, memsz, align, size;
};

/* Shared by every translation unit of a program, like nolibc's errno. */
struct __nolibc_ext_tls_image __nolibc_ext_tls __attribute__((weak));
struct __nolibc_ext_thread *__nolibc_ext_main_thread __attribute__((weak));

/* The descriptor of the thread whose thread pointer is tp. */
static __inline__ __attribute__((unused))
struct __nolibc_ext_thread *__nolibc_ext_tls_self(char *tp)
{
#ifdef __NOLIBC_EXT_TLS_VARIANT_II
	return (struct __nolibc_ext_thread *)tp;
#else
	return (struct __nolibc_ext_thread *)(tp - __NOLIBC_EXT_TP_OFFSET) - 1;
#endif
}

/* The calling thread's descriptor: a register read. */
static __inline__ __attribute__((unused))
struct __nolibc_ext_thread *__nolibc_ext_self(void)
{
	return __nolibc_ext_tls_self((char *)__nolibc_ext_tp());
}

/*
 * Cancellation points. pthread_cancel() acts on a thread with deferred
 * cancellation (the default) only at these: when it enters one, or while
 * it is inside (its signal handler sees in_cp). The call is then ended by
 * __nolibc_ext_cancel_now, which pthread_cancel() sets (no thread can be
 * cancelled before): the thread ends as cancelled. A cancel that comes
 * after the call's system call returned but before it left acts then,
 * with the call's effect done (musl closes that window in assembly).
 */
void (*__nolibc_ext_cancel_now)(void) __attribute__((weak));

static __inline__ __attribute__((unused))
struct __nolibc_ext_thread *__nolibc_ext_cp_enter(void)
{
	struct __nolibc_ext_thread *t = __nolibc_ext_self();

	__atomic_store_n(&t->in_cp, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&t->cancel_pending, __ATOMIC_SEQ_CST) &&
	    !__atomic_load_n(&t->cancel_disabled, __ATOMIC_RELAXED) && __nolibc_ext_cancel_now)
		__nolibc_ext_cancel_now();
	return t;
}

static __inline__ __attribute__((unused))
void __nolibc_ext_cp_leave(struct __nolibc_ext_thread *t)
{
	__atomic_store_n(&t->in_cp, 0, __ATOMIC_SEQ_CST);
}

/*
 * Cancellation off around a call that glibc makes no cancellation point
 * although it calls some (sem_open, error): the previous state, to give
 * back. A cancel that comes meanwhile stays pending.
 */
static __inline__ __attribute__((unused))
int __nolibc_ext_nocancel_enter(void)
{
	struct __nolibc_ext_thread *t = __nolibc_ext_self();
	int old = __atomic_load_n(&t->cancel_disabled, __ATOMIC_RELAXED);

	__atomic_store_n(&t->cancel_disabled, 1, __ATOMIC_SEQ_CST);
	return old;
}

static __inline__ __attribute__((unused))
void __nolibc_ext_nocancel_leave(int old)
{
	__atomic_store_n(&__nolibc_ext_self()->cancel_disabled, old, __ATOMIC_SEQ_CST);
}

/* call, of the given type, as a cancellation point */
#define __NOLIBC_EXT_CP(type, call) ({					\
	struct __nolibc_ext_thread *__cp_t = __nolibc_ext_cp_enter();	\
	type __cp_r = (call);						\
									\
	__nolibc_ext_cp_leave(__cp_t);					\
	__cp_r;								\
})

/*
 * fork(), 6.12's renamed while nolibc.h reads it: around the call,
 * __nolibc_ext_fork_hook, which pthread_create() and pthread_atfork()
 * set (pthread.h: the atfork handlers, and in the child, forgetting the
 * parent's other threads), with 0 before, then 1 in the parent or 2 in
 * the child. A program without threads pays for one test.
 * system() and popen() call 6.12's directly: glibc's run no handlers.
 */
void (*__nolibc_ext_fork_hook)(int stage) __attribute__((weak));

static __attribute__((unused))
pid_t fork(void)
{
	void (*hook)(int) = __nolibc_ext_fork_hook;
	pid_t pid;
	int err;

	if (hook)
		hook(0);
	pid = __nolibc_ext_fork_6_12();
	if (hook) {
		err = errno;
		hook(pid ? 1 : 2);
		errno = err;
	}
	return pid;
}

/*
 * Where the block lies from the thread pointer, as the linker computed
 * the variables' offsets: the block is congruent to the segment's
 * address modulo its alignment, which lld does not round the address to
 * (musl's formulas). Variant II: its distance below; variant I: its
 * distance above the thread pointer less the ABI's offset.
 */
static __inline__ __attribute__((unused))
unsigned long __nolibc_ext_tls_span(void)
{
	const struct __nolibc_ext_tls_image *im = &__nolibc_ext_tls;

	return im->memsz + ((-(unsigned long)im->init - im->memsz) & (im->align - 1));
}

static __inline__ __attribute__((unused))
unsigned long __nolibc_ext_tls_gap(void)
{
	const struct __nolibc_ext_tls_image *im = &__nolibc_ext_tls;

	return __NOLIBC_EXT_TLS_GAP +
	       (((unsigned long)im->init - __NOLIBC_EXT_TLS_GAP) & (im->align - 1));
}

/*
 * Lays out a thread's area in mem, __nolibc_ext_tls.size bytes of zeroes:
 * the block (a copy of the segment's image) at the place the ABI wants it
 * from the thread pointer, aligned as the segment asks, and the
 * descriptor. Returns the thread pointer.
 */
static __attribute__((unused))
char *__nolibc_ext_tls_lay(void *mem)
{
	const struct __nolibc_ext_tls_image *im = &__nolibc_ext_tls;
	unsigned long pa = im->align, big = pa > 16 ? pa : 16;
	struct __nolibc_ext_thread *t;
	char *block, *tp;

#ifdef __NOLIBC_EXT_TLS_VARIANT_II
	unsigned long span = __nolibc_ext_tls_span();

	tp = (char *)(((unsigned long)mem + span + big - 1) & -big);
	block = tp - span;
	t = (struct __nolibc_ext_thread *)tp;
#else
	block = (char *)(((unsigned long)mem + sizeof(*t) + big - 1) & -big);
	t = (struct __nolibc_ext_thread *)block - 1;
	tp = block + __NOLIBC_EXT_TP_OFFSET;
	block += __nolibc_ext_tls_gap();
#endif
	memcpy(block, im->init, im->filesz);
	t->self = t;
	return tp;
}

/*
 * Sets up the main thread's area; once, however many files ask. The
 * program is static and not relocated: its headers give the addresses.
 */
static __attribute__((unused))
void __nolibc_ext_tls_setup(int argc, char **argv, char **envp)
{
	static const char msg[] = "nolibc-ext: no thread-local storage\n";
	struct __nolibc_ext_tls_image *im = &__nolibc_ext_tls;
	const struct __nolibc_ext_phdr *ph = NULL;
	const unsigned long *av;
	unsigned long n = 0;
	void *mem;
	char *tp;

	(void)argc; (void)argv; (void)envp;
	if (__nolibc_ext_main_thread)
		return;
	for (av = _auxv; av[0]; av += 2) {
		if (av[0] == AT_PHDR)
			ph = (const struct __nolibc_ext_phdr *)av[1];
		else if (av[0] == AT_PHNUM)
			n = av[1];
	}
	im->align = 1;
	for (; ph && n--; ph++) {
		if (ph->p_type != __NOLIBC_EXT_PT_TLS)
			continue;
		im->init = (const char *)ph->p_vaddr;
		im->filesz = ph->p_filesz;
		im->memsz = ph->p_memsz;
		if (ph->p_align > 1)
			im->align = ph->p_align;
	}
	im->size = sizeof(struct __nolibc_ext_thread) + __NOLIBC_EXT_TLS_GAP +
		   2 * im->align + im->memsz + 16;
	mem = sys_mmap(NULL, im->size, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (mem == MAP_FAILED || __nolibc_ext_set_tp(tp = __nolibc_ext_tls_lay(mem))) {
		sys_write(2, msg, sizeof(msg) - 1);
		my_syscall1(__NR_exit_group, 127);
		__builtin_unreachable();
	}
	__nolibc_ext_main_thread = __nolibc_ext_tls_self(tp);
	__nolibc_ext_main_thread->slot = ~0U;
}

static void (*const __nolibc_ext_tls_setup_entry)(int, char **, char **)
	__attribute__((used, section(".preinit_array"))) = __nolibc_ext_tls_setup;

/*
 * Code compiled for position independence (mips32le's -fPIC) reaches
 * __thread variables through __tls_get_addr(): here one module, the
 * program, whose block every thread has at the same place from its
 * thread pointer.
 */
struct __nolibc_ext_tls_index {
	unsigned long module, offset;
};

void *__tls_get_addr(struct __nolibc_ext_tls_index *ti);
__attribute__((weak, section(".text.nolibc___tls_get_addr")))
void *__tls_get_addr(struct __nolibc_ext_tls_index *ti)
{
	char *tp = __nolibc_ext_tp();

#ifdef __NOLIBC_EXT_TLS_VARIANT_II
	return tp - __nolibc_ext_tls_span() + ti->offset;
#else
	return tp - __NOLIBC_EXT_TP_OFFSET + __nolibc_ext_tls_gap() + ti->offset +
	       __NOLIBC_EXT_DTV_OFFSET;
#endif
}

#endif /* _NOLIBC_EXT_TLS_H */
