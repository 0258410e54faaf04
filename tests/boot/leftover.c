/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Inside a booted kernel (boot-test's module and debug modes, run by
 * preinit as PID 1 with -n none after the modules' KUnit suites ran):
 * nothing the runner started is left. Every process of the machine is
 * read from /proc (a proc of the initial pid namespace: -n none); besides
 * this program and its preinit ancestors, no process of user space may be
 * there (a test, a preinit of the runner's, an orphan of either), and no
 * kernel thread of the runner's (kunit-uapi-wait, which waits for a
 * usermode helper) either.
 */

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kselftest.h"

#define PF_KTHREAD	0x00200000

struct proc {
	int pid, ppid;
	unsigned long flags;
	char comm[64];
};

/* /proc/PID/stat: "pid (comm) state ppid ... flags (the 9th field)" */
static int read_proc(int pid, struct proc *p)
{
	char path[64], buf[1024], *lp, *rp, *s;
	int fd, i;
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return -1;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	lp = strchr(buf, '(');
	rp = strrchr(buf, ')');
	if (!lp || !rp || rp < lp)
		return -1;
	p->pid = pid;
	snprintf(p->comm, sizeof(p->comm), "%.*s", (int)(rp - lp - 1), lp + 1);
	/* after ") ": state, ppid, pgrp, session, tty_nr, tpgid, flags */
	s = rp + 2;
	if (!*s || s[1] != ' ')
		return -1;
	p->ppid = strtol(s + 2, &s, 10);
	for (i = 0; i < 4; i++)
		strtol(s, &s, 10);
	p->flags = strtoul(s, NULL, 10);
	return 0;
}

static int is_ancestor(const struct proc *procs, int n, int pid)
{
	int me = getpid(), i, hops;

	for (hops = 0; me > 0 && hops < 64; hops++) {
		if (me == pid)
			return 1;
		for (i = 0; i < n && procs[i].pid != me; i++)
			;
		if (i == n)
			return 0;
		me = procs[i].ppid;
	}
	return 0;
}

static struct proc procs[4096];

int main(void)
{
	int n = 0, users = 0, waiters = 0, left = 0, i;
	struct dirent *d;
	DIR *dir;

	ksft_print_header();
	ksft_set_plan(3);
	dir = opendir("/proc");
	if (!dir)
		ksft_exit_fail_msg("opendir /proc\n");
	while ((d = readdir(dir)) && n < (int)(sizeof(procs) / sizeof(procs[0]))) {
		if (d->d_name[0] < '1' || d->d_name[0] > '9')
			continue;
		if (read_proc(atoi(d->d_name), &procs[n]) == 0)
			n++;
	}
	closedir(dir);

	for (i = 0; i < n; i++) {
		if (procs[i].flags & PF_KTHREAD) {
			if (!strcmp(procs[i].comm, "kunit-uapi-wait")) {
				ksft_print_msg("left: kernel thread %d %s\n", procs[i].pid,
					       procs[i].comm);
				waiters++;
			}
			continue;
		}
		users++;
		if (!is_ancestor(procs, n, procs[i].pid)) {
			ksft_print_msg("left: process %d (%s), parent %d\n", procs[i].pid,
				       procs[i].comm, procs[i].ppid);
			left++;
		}
	}
	/* the check can fail: it sees this program and PID 1 */
	ksft_test_result(users >= 2 && is_ancestor(procs, n, 1),
			 "%d processes read, %d of user space, this one and PID 1 among them\n",
			 n, users);
	ksft_test_result(!left, "no process of user space left but this one's ancestors (%d)\n",
			 left);
	ksft_test_result(!waiters, "no kunit-uapi-wait kernel thread left (%d)\n", waiters);
	ksft_finished();
}
