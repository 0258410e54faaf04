/* SPDX-License-Identifier: GPL-2.0 */
/*
 * deny_syscalls(): a seccomp filter on the calling thread under which
 * the system calls of a list fail with EPERM, every other one allowed.
 * 0 once set, -1 where none can be (qemu-user refuses filters): a case
 * then has nothing to tell. A filter stays for the thread's life: set
 * it in a child of the case's own, as run_in_child() (check.h) runs one.
 */

#ifndef TESTS_LIBC_DENY_H
#define TESTS_LIBC_DENY_H

#include <errno.h>
#include <stddef.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>

#define DENY_MAX 4

static inline void deny_insn(struct sock_filter *insn, unsigned short code,
			     unsigned char jt, unsigned int k)
{
	insn->code = code;
	insn->jt = jt;
	insn->jf = 0;
	insn->k = k;
}

static inline int deny_syscalls(const long *nrs, int n)
{
	struct sock_filter insns[DENY_MAX + 3];
	struct sock_fprog prog;
	int i;

	if (n < 0 || n > DENY_MAX)
		return -1;
	deny_insn(&insns[0], BPF_LD | BPF_W | BPF_ABS, 0, offsetof(struct seccomp_data, nr));
	/* a number of the list jumps to the last instruction */
	for (i = 0; i < n; i++)
		deny_insn(&insns[1 + i], BPF_JMP | BPF_JEQ | BPF_K, n - i, nrs[i]);
	deny_insn(&insns[1 + n], BPF_RET | BPF_K, 0, SECCOMP_RET_ALLOW);
	deny_insn(&insns[2 + n], BPF_RET | BPF_K, 0, SECCOMP_RET_ERRNO | EPERM);
	prog.len = n + 3;
	prog.filter = insns;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog))
		return -1;
	return 0;
}

#endif /* TESTS_LIBC_DENY_H */
