/* SPDX-License-Identifier: GPL-2.0 */
/*
 * preinit: gives one test a private, complete and disposable world, runs
 * it, and leaves nothing behind.
 *
 *   preinit [options] [--] program [arguments...]
 *   <test name> [arguments...]      (started by the kernel: kunit-uapi)
 *
 * When its own name (argv[0]) does not start with "preinit" (or it is PID 1,
 * alone in argv and PREINIT is set), it was started the seeds' way, with
 * the test's name as argv[0]: it runs that program
 * with the default options and any given in the PREINIT environment
 * variable, separated by spaces.
 *
 * Options:
 *   -t SECONDS   kill the test and everything it started after SECONDS
 *                (default 0: no timeout)
 *   -n LIST      namespaces besides the mount one, comma-separated among
 *                pid, ipc, uts, net, cgroup; "all" (default) or "none"
 *   -H NAME      hostname in the UTS namespace (default "kunit-uapi")
 *   -d MODE      /dev: "auto" (devtmpfs, else a minimal tmpfs one; the
 *                default) or "minimal" (never the kernel's devtmpfs)
 *   -e NAME=VAL  add to the test's environment (repeatable)
 *   -i PROGRAM   run the test through PROGRAM (a qemu-user binary)
 *   -m MODULE    load the kernel module file MODULE first (repeatable, in
 *                order; a guest's init loading the modules under test)
 *   -C DIR       the test's working directory (a relative program is
 *                found there)
 *   -D FD        start in the directory open as descriptor FD, as if
 *                started there: the kernel's way, where the runner gives
 *                preinit its directory as standard input, not as a
 *                working directory (on the command line and in PREINIT
 *                only; the descriptor is closed or replaced before the
 *                test starts, as every one but 0-2)
 *   -x ARCHIVE   unpack ARCHIVE, a cpio archive ("newc", as the kernel's
 *                initramfs), into the test's working directory before it
 *                starts: the files of a selftest besides its program
 *                (regular files, directories, symbolic links). Every
 *                entry stays beneath that directory: no absolute name, no
 *                "..", no walking through a symbolic link (the archive's
 *                own included), no entry replacing one that exists, no
 *                device node, no size beyond the archive's end; the first
 *                bad entry is named and no test runs. A relative ARCHIVE
 *                is found where preinit started, as a relative program is.
 *   -M LIST      mount, besides those below, the kernel's filesystems that
 *                selftests expect where a systemd machine has them,
 *                comma-separated among cgroup2 (/sys/fs/cgroup), debugfs
 *                (/sys/kernel/debug), tracefs (/sys/kernel/tracing),
 *                securityfs (/sys/kernel/security), configfs
 *                (/sys/kernel/config), bpf (/sys/fs/bpf), pstore
 *                (/sys/fs/pstore), fusectl (/sys/fs/fuse/connections),
 *                hugetlbfs (/dev/hugepages), mqueue (/dev/mqueue), and
 *                devtmpfs (/dev: the machine's devices, where /dev would be
 *                one of preinit's own, with -r tmpfs; -d minimal refuses
 *                it); "all":
 *                each of those the kernel has, the others left out; "none"
 *                (the default). One named that the kernel lacks is
 *                preinit's failure, naming the option it needs; "all"
 *                names those it left out in one line. A mount point
 *                missing in /dev is made only in a /dev of preinit's own
 *                (-d minimal, -r tmpfs) or by preinit as the machine's
 *                init (where it stays): a devtmpfs /dev is the machine's.
 *                These filesystems are the machine's own (but cgroup2,
 *                which shows the cgroup namespace's root, and mqueue,
 *                the IPC namespace's): what a test leaves there stays.
 *   -r ROOT      the test's root: "host" (the default) the real root
 *                bound read-only, but for the test's directory (-C, or
 *                where a relative program was found) and fresh /proc,
 *                /sys, /dev, /tmp and /run; "tmpfs" (the default the
 *                kernel's way) a new tmpfs holding a copy of the program
 *                at its top, the -x files and those mounts; "none" the
 *                real root itself, where the mount points are created
 *   -p MAX       at most MAX processes and threads in the test (default
 *                8192; 0: no limit): pids.max of a cgroup of its own,
 *                where the kernel has the pids controller (said, with -p,
 *                when it has not); a fork bomb then ends at the timeout
 *                without taking every pid of the machine
 *   -L           every argument is a test (without arguments): run each in
 *                turn, in a world of its own; exit 0 when all passed, and
 *                end with the line "preinit-result: PASSED FAILED STATUS"
 *   -l FILE      as -L, the tests being the lines of FILE: each line is
 *                "[options] program [arguments]" as on this command line,
 *                added to the options given here (no quoting; # starts a
 *                comment). Every line is checked before the first test
 *                runs.
 *   -P           then, as PID 1 of a machine, power it off (a guest's init)
 *   -R           then, as PID 1 of a machine, restart it: the end of a
 *                QEMU guest run with -no-reboot that cannot power off (an
 *                x86 kernel without ACPI halts instead), as KUnit's
 *                kunit_shutdown=reboot
 *
 * What the test gets: a new mount namespace with / private, recursively,
 * and a root of its own (-r) that it cannot damage; proc, sysfs, /dev
 * (devtmpfs or tmpfs with null, zero, full, random, urandom and tty),
 * devpts, and tmpfs on /dev/shm, /tmp and /run; the
 * namespaces asked for (in a pid namespace preinit is PID 1 and the test
 * its child; the UTS one gets the hostname; the network one a loopback
 * that is up); stdin reading end of file at once, no descriptor but 0-2,
 * every signal at its default action and unblocked (even when preinit was
 * started with some ignored, as a kernel thread ignores them all),
 * the environment PATH, HOME=/ and TERM=linux plus -e, umask 022, /tmp as
 * its working directory (but the starting one when the program's path is
 * relative: the kernel's way, where the test and its files are; -C DIR
 * when given), no core
 * dumps and at most 1024 open files (soft limits).
 *
 * When the test's main process ends, the timeout expires or preinit is
 * asked to stop (SIGTERM, SIGINT or SIGHUP from outside the test), every
 * process the test started is killed and reaped before preinit exits: all
 * of the pid namespace; without one, the test's process group and,
 * preinit being a child subreaper, every process that comes to it as an
 * orphan. The timeout is kept by the clock, not by a signal, so no amount
 * of activity makes it late. Killed outright (SIGKILL), preinit still
 * takes the pid namespace with it: the namespace's init, a child of
 * preinit, dies with it (a parent-death signal), and the kernel kills the
 * rest. Without a pid namespace only the test's main process dies then.
 *
 * Exit status (what the kernel runner decodes):
 *   0-123    the test's exit code
 *   124      the timeout expired (and a "not ok" line says so)
 *   125      a step of preinit's own failed (and a "not ok" line says
 *            which, with the errno's name and the likely missing option)
 *   126      the program exists but could not be executed
 *   127      the program was not found
 *   128 + N  the test was killed by signal N, or preinit was asked to
 *            stop by signal N (and a "not ok" line says so)
 * A test's own exit code above 123 is passed on as it is: from 124 to
 * 128 + the last signal it reads as one of the above (as a shell's
 * would), above that (255, a "return -1") as the test's own.
 */

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/fcntl.h>
#include <linux/if.h>
#include <linux/mount.h>
#include <linux/reboot.h>
#include <linux/sockios.h>

#define EXIT_TIMEOUT	124
#define EXIT_PREINIT	125
#define EXIT_NOEXEC	126
#define EXIT_NOTFOUND	127

/* -r: the test's root */
#define ROOT_HOST	0	/* the real root, read-only */
#define ROOT_TMPFS	1	/* a tmpfs holding a copy of the program */
#define ROOT_NONE	2	/* the real root itself */

#define MAX_ENV		32
#define MAX_MODULES	16
#define MAX_ARGS	64
#define MAX_LIST	(256 * 1024)	/* bytes of a -l file */
#define MAX_WORDS	(MAX_LIST / 8)	/* words in it, lines' ends included */

struct options {
	unsigned int timeout;
	int ns;				/* CLONE_NEW* besides CLONE_NEWNS */
	const char *hostname;
	int minimal_dev;
	const char *interp;
	const char *dir;		/* -C */
	int dirfd;			/* -D, or -1 */
	const char *archive;		/* -x */
	int root;			/* -r: ROOT_* */
	const char *exec;		/* the file to execute, if not argv[0] */
	const char *list_file;		/* -l */
	int list;			/* -L: each argument is a test */
	int end;			/* -P, -R: the reboot() command, as PID 1 */
	unsigned int pids;		/* -p: the test's pids.max, 0 none */
	int pids_given;			/* -p was given: say when it cannot be */
	int cgroup_procs;		/* the test joins its cgroup there */
	unsigned int fs;		/* -M: bits of api_fs[] */
	int fs_all;			/* -M all: those the kernel lacks left out */
	const char *env[MAX_ENV];
	int nenv;
	const char *modules[MAX_MODULES];
	int nmodules;
	const char *module;		/* the one load_module() loads */
	char **argv;			/* the program and its arguments */
};

static const char *errname(int err)
{
	switch (err) {
	case EPERM:	return "EPERM";
	case ENOENT:	return "ENOENT";
	case ESRCH:	return "ESRCH";
	case EINTR:	return "EINTR";
	case EIO:	return "EIO";
	case ENXIO:	return "ENXIO";
	case E2BIG:	return "E2BIG";
	case ENOEXEC:	return "ENOEXEC";
	case EBADF:	return "EBADF";
	case ECHILD:	return "ECHILD";
	case EAGAIN:	return "EAGAIN";
	case ENOMEM:	return "ENOMEM";
	case EACCES:	return "EACCES";
	case EFAULT:	return "EFAULT";
	case EBUSY:	return "EBUSY";
	case EEXIST:	return "EEXIST";
	case ENODEV:	return "ENODEV";
	case ENOTDIR:	return "ENOTDIR";
	case EISDIR:	return "EISDIR";
	case EINVAL:	return "EINVAL";
	case EMFILE:	return "EMFILE";
	case ETXTBSY:	return "ETXTBSY";
	case ENOSPC:	return "ENOSPC";
	case EROFS:	return "EROFS";
	case ENAMETOOLONG: return "ENAMETOOLONG";
	case ENOSYS:	return "ENOSYS";
	case ELOOP:	return "ELOOP";
	case EAFNOSUPPORT: return "EAFNOSUPPORT";
	default:	return "an unknown errno";
	}
}

/*
 * A step of preinit's own failed: one TAP report naming it, then exit.
 * hint names the kernel option most likely missing when err says the
 * kernel does not know the thing (EINVAL, ENODEV, ENOSYS), or NULL.
 */
static void __attribute__((noreturn))
fail(const char *step, const char *what, int err, const char *hint)
{
	int unsupported = err == EINVAL || err == ENODEV || err == ENOSYS;

	printf("TAP version 13\n1..1\nnot ok 1 preinit: %s%s%s: %s (errno %d)%s%s%s\n",
	       step, what ? " " : "", what ? what : "", errname(err), err,
	       hint && unsupported ? "; is " : "", hint && unsupported ? hint : "",
	       hint && unsupported ? " enabled?" : "");
	if (err == EPERM)
		printf("# preinit needs root (CAP_SYS_ADMIN) for its namespaces and mounts\n");
	exit(EXIT_PREINIT);
}

/* --- options -------------------------------------------------------------- */

/* Where the options being parsed come from, when not the command line. */
static const char *parsing_file;
static int parsing_line;

static const struct {
	const char *name;
	int flag;
	const char *config;
} namespaces[] = {
	{ "pid",	CLONE_NEWPID,		"CONFIG_PID_NS" },
	{ "ipc",	CLONE_NEWIPC,		"CONFIG_IPC_NS" },
	{ "uts",	CLONE_NEWUTS,		"CONFIG_UTS_NS" },
	{ "net",	CLONE_NEWNET,		"CONFIG_NET_NS" },
	{ "cgroup",	CLONE_NEWCGROUP,	"CONFIG_CGROUPS" },
};

#define NR_NAMESPACES (sizeof(namespaces) / sizeof(namespaces[0]))

/* -M: the filesystems a selftest may expect mounted, and where */
static const struct {
	const char *type;
	const char *target;
	unsigned long flags;
	const char *config;
} api_fs[] = {
	{ "cgroup2",	"/sys/fs/cgroup",	MS_NOEXEC,	"CONFIG_CGROUPS" },
	{ "debugfs",	"/sys/kernel/debug",	MS_NOEXEC,	"CONFIG_DEBUG_FS" },
	{ "tracefs",	"/sys/kernel/tracing",	MS_NOEXEC,	"CONFIG_TRACING" },
	{ "securityfs",	"/sys/kernel/security",	MS_NOEXEC,	"CONFIG_SECURITYFS" },
	{ "configfs",	"/sys/kernel/config",	MS_NOEXEC,	"CONFIG_CONFIGFS_FS" },
	{ "bpf",	"/sys/fs/bpf",		MS_NOEXEC,	"CONFIG_BPF_SYSCALL" },
	{ "pstore",	"/sys/fs/pstore",	MS_NOEXEC,	"CONFIG_PSTORE" },
	{ "fusectl",	"/sys/fs/fuse/connections", MS_NOEXEC,	"CONFIG_FUSE_FS" },
	{ "hugetlbfs",	"/dev/hugepages",	0,		"CONFIG_HUGETLBFS" },
	{ "mqueue",	"/dev/mqueue",		MS_NOEXEC,	"CONFIG_POSIX_MQUEUE" },
	/* mounted first, by mounts(), in place of a /dev of preinit's own */
	{ "devtmpfs",	"/dev",			MS_NOEXEC,	"CONFIG_DEVTMPFS" },
};

#define NR_API_FS (sizeof(api_fs) / sizeof(api_fs[0]))
#define FS_DEVTMPFS (1u << (NR_API_FS - 1))

static void usage_error(const char *msg, const char *arg)
{
	if (parsing_file)
		fprintf(stderr, "preinit: %s, line %d:\n", parsing_file, parsing_line);
	fprintf(stderr, "preinit: %s%s%s\n"
		"usage: preinit [-t seconds] [-n pid,ipc,uts,net,cgroup|all|none] [-H hostname]\n"
		"               [-d auto|minimal] [-e NAME=VALUE]... [-i interpreter]\n"
		"               [-m module]... [-C dir] [-x archive] [-r host|tmpfs|none]\n"
		"               [-p max] [-M fs,...|all|none] [-L | -l file] [-P | -R]\n"
		"               [--] program [args...]\n",
		msg, arg ? ": " : "", arg ? arg : "");
	exit(EXIT_PREINIT);
}

static int parse_namespaces(const char *list)
{
	const char *p = list, *end;
	unsigned int i;
	size_t len;
	int ns = 0;

	if (!strcmp(list, "all")) {
		for (i = 0; i < NR_NAMESPACES; i++)
			ns |= namespaces[i].flag;
		return ns;
	}
	if (!strcmp(list, "none"))
		return 0;
	/* every name, the empty ones after a comma too */
	do {
		end = strchr(p, ',');
		len = end ? (size_t)(end - p) : strlen(p);
		for (i = 0; i < NR_NAMESPACES; i++)
			if (strlen(namespaces[i].name) == len &&
			    !strncmp(namespaces[i].name, p, len))
				break;
		if (i == NR_NAMESPACES)
			usage_error("unknown namespace in -n", list);
		ns |= namespaces[i].flag;
		if (end)
			p = end + 1;
	} while (end);
	return ns;
}

/* -M LIST into opts */
static void parse_fs(const char *list, struct options *opts)
{
	const char *p = list, *end;
	unsigned int i;
	size_t len;

	opts->fs = 0;
	opts->fs_all = !strcmp(list, "all");
	if (opts->fs_all) {
		opts->fs = (1u << NR_API_FS) - 1;
		return;
	}
	if (!strcmp(list, "none"))
		return;
	do {
		end = strchr(p, ',');
		len = end ? (size_t)(end - p) : strlen(p);
		for (i = 0; i < NR_API_FS; i++)
			if (strlen(api_fs[i].type) == len && !strncmp(api_fs[i].type, p, len))
				break;
		if (i == NR_API_FS)
			usage_error("unknown filesystem in -M", list);
		opts->fs |= 1u << i;
		if (end)
			p = end + 1;
	} while (end);
}

static unsigned int parse_number(const char *s, const char *what)
{
	char *end;
	unsigned long v = strtoul(s, &end, 10);

	if (!*s || *end || v > 100000000UL || !isdigit((unsigned char)*s))
		usage_error(what, s);
	return v;
}

/* Parses argv[first..] into opts; returns the index of the program. */
static int parse(int argc, char **argv, int first, struct options *opts)
{
	int i = first;

	while (i < argc && argv[i][0] == '-' && argv[i][1]) {
		const char *opt = argv[i];

		if (!strcmp(opt, "--")) {
			i++;
			break;
		}
		if (!strcmp(opt, "-L")) {
			opts->list = 1;
			i++;
			continue;
		}
		if (!strcmp(opt, "-P") || !strcmp(opt, "-R")) {
			int cmd = opt[1] == 'P' ? LINUX_REBOOT_CMD_POWER_OFF :
						  LINUX_REBOOT_CMD_RESTART;

			if (opts->end && opts->end != cmd)
				usage_error("-P and -R exclude each other", NULL);
			opts->end = cmd;
			i++;
			continue;
		}
		if (opt[2] || !strchr("tnHdeimCDlxrpM", opt[1]))
			usage_error("unknown option", opt);
		if (i + 1 >= argc)
			usage_error("option needs a value", opt);
		switch (opt[1]) {
		case 't':
			opts->timeout = parse_number(argv[i + 1], "-t wants a number of seconds");
			break;
		case 'n':
			opts->ns = parse_namespaces(argv[i + 1]);
			break;
		case 'H':
			opts->hostname = argv[i + 1];
			break;
		case 'd':
			if (strcmp(argv[i + 1], "auto") && strcmp(argv[i + 1], "minimal"))
				usage_error("-d wants auto or minimal", argv[i + 1]);
			opts->minimal_dev = !strcmp(argv[i + 1], "minimal");
			break;
		case 'e':
			if (!strchr(argv[i + 1], '=') || argv[i + 1][0] == '=')
				usage_error("-e wants NAME=VALUE", argv[i + 1]);
			if (opts->nenv == MAX_ENV)
				usage_error("too many -e", argv[i + 1]);
			opts->env[opts->nenv++] = argv[i + 1];
			break;
		case 'i':
			opts->interp = argv[i + 1];
			break;
		case 'm':
			if (opts->nmodules == MAX_MODULES)
				usage_error("too many -m", argv[i + 1]);
			opts->modules[opts->nmodules++] = argv[i + 1];
			break;
		case 'C':
			opts->dir = argv[i + 1];
			break;
		case 'D':
			if (parsing_file)
				usage_error("-D in a list file", argv[i + 1]);
			opts->dirfd = parse_number(argv[i + 1], "-D wants a descriptor number");
			if (opts->dirfd > 1023)
				usage_error("-D wants a descriptor number below 1024", argv[i + 1]);
			break;
		case 'x':
			opts->archive = argv[i + 1];
			break;
		case 'p':
			opts->pids = parse_number(argv[i + 1], "-p wants a number of processes");
			opts->pids_given = 1;
			break;
		case 'r':
			if (!strcmp(argv[i + 1], "host"))
				opts->root = ROOT_HOST;
			else if (!strcmp(argv[i + 1], "tmpfs"))
				opts->root = ROOT_TMPFS;
			else if (!strcmp(argv[i + 1], "none"))
				opts->root = ROOT_NONE;
			else
				usage_error("-r wants host, tmpfs or none", argv[i + 1]);
			break;
		case 'M':
			parse_fs(argv[i + 1], opts);
			break;
		case 'l':
			if (parsing_file)
				usage_error("-l in a list file", argv[i + 1]);
			opts->list_file = argv[i + 1];
			break;
		}
		i += 2;
	}
	return i;
}

/* The program and its arguments fit what run_test() passes on. */
static void check_args(char **argv, const struct options *opts)
{
	int n = 0;

	while (argv[n])
		n++;
	if (n + !!opts->interp > MAX_ARGS)
		usage_error("too many arguments (64 at most, the program included)", argv[0]);
	if (opts->root == ROOT_TMPFS && opts->interp)
		usage_error("-i needs a root that has the interpreter (-r host or none)", NULL);
	if (opts->minimal_dev && opts->fs & FS_DEVTMPFS && !opts->fs_all)
		usage_error("-M devtmpfs and -d minimal: /dev cannot be both", NULL);
}

/* Options from the PREINIT environment variable, for the kernel's way. */
static void parse_env_options(struct options *opts)
{
	static char buf[512];
	static char *words[MAX_ARGS];
	char *p, *s = getenv("PREINIT");
	int n = 1;

	if (!s)
		return;
	if (strlen(s) >= sizeof(buf))
		usage_error("PREINIT is too long", NULL);
	strcpy(buf, s);
	words[0] = "preinit";
	for (p = buf; *p; ) {
		while (*p == ' ')
			*p++ = 0;
		if (!*p)
			break;
		if (n == MAX_ARGS - 1)
			usage_error("PREINIT has too many words", s);
		words[n++] = p;
		while (*p && *p != ' ')
			p++;
	}
	words[n] = NULL;
	if (parse(n, words, 1, opts) != n)
		usage_error("PREINIT holds more than options", s);
}

/* --- the world of the test ----------------------------------------------- */

/* stdin reads end of file at once; 1 and 2 are open; nothing else is. */
static void sane_fds(void)
{
	int p[2], fd;

	if (pipe(p))
		fail("stdin", "pipe", errno, NULL);
	close(p[1]);
	if (p[0] != 0) {
		dup2(p[0], 0);
		close(p[0]);
	}
	for (fd = 1; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) < 0)
			dup2(fd == 1 ? 2 : 1, fd);
	if (close_range(3, ~0U, 0) < 0)
		for (fd = 3; fd < 1024; fd++)
			close(fd);
}

/*
 * Resource limits: no core dumps, and at most 1024 open files, the usual
 * soft limits of a login. Soft limits only: a test may raise them again.
 */
static void set_limits(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_CORE, &rl) == 0) {
		rl.rlim_cur = 0;
		setrlimit(RLIMIT_CORE, &rl);
	}
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur > 1024) {
		rl.rlim_cur = 1024;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
}

static void make_dir(const char *path, mode_t mode)
{
	if (mkdir(path, mode) < 0 && errno != EEXIST)
		fail("mkdir", path, errno, NULL);
}

static int mount_fs(const char *target, const char *fstype, unsigned long flags,
		    const char *data)
{
	make_dir(target, 0755);
	return mount(fstype, target, fstype, flags, data);
}

static void must_mount(const char *target, const char *fstype,
		       unsigned long flags, const char *data, const char *config)
{
	if (mount_fs(target, fstype, flags, data) < 0)
		fail("mount", target, errno, config);
}

/* A /dev of tmpfs with the few nodes every program may expect. */
static void minimal_dev(void)
{
	static const struct {
		const char *name;
		unsigned int major, minor;
	} nodes[] = {
		{ "/dev/null", 1, 3 }, { "/dev/zero", 1, 5 }, { "/dev/full", 1, 7 },
		{ "/dev/random", 1, 8 }, { "/dev/urandom", 1, 9 }, { "/dev/tty", 5, 0 },
	};
	unsigned int i;

	must_mount("/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "mode=0755,size=64k",
		   "CONFIG_TMPFS");
	for (i = 0; i < sizeof(nodes) / sizeof(nodes[0]); i++)
		if (mknod(nodes[i].name, S_IFCHR | 0666,
			  (nodes[i].major << 8) | nodes[i].minor) < 0)
			fail("mknod", nodes[i].name, errno, NULL);
}

static void links(void)
{
	static const char *const pairs[][2] = {
		{ "/proc/self/fd", "/dev/fd" }, { "/proc/self/fd/0", "/dev/stdin" },
		{ "/proc/self/fd/1", "/dev/stdout" }, { "/proc/self/fd/2", "/dev/stderr" },
		{ "pts/ptmx", "/dev/ptmx" },
	};
	unsigned int i;

	for (i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++)
		if (symlink(pairs[i][0], pairs[i][1]) < 0 && errno != EEXIST)
			fail("symlink", pairs[i][1], errno, NULL);
}

/*
 * -M. In sysfs the kernel makes the mount points of the filesystems it
 * has: a missing one says the kernel lacks the filesystem (or has it as
 * a module not loaded: preinit loads none but those -m names, and loads
 * none behind the caller's back, as a mount's request_module() would).
 * In /dev a missing mount point is made only in a /dev of preinit's own
 * (-d minimal, -r tmpfs) or by the machine's init: a devtmpfs /dev is
 * the machine's, shared by every preinit running (one removing a
 * directory would take it from under another's mount), and there the
 * directory stays, as systemd's.
 */
static int dev_own;		/* /dev is preinit's own tmpfs */
static int devtmpfs_lacking;	/* -M all asked for devtmpfs, none there */
static int machine_init;	/* preinit started as PID 1 */

/* what fs_mounts() could not mount: why, in a list of names */
struct fs_lack {
	char list[256];
};

static void fs_lacks(struct fs_lack *l, unsigned int i)
{
	size_t n = strlen(l->list);

	snprintf(l->list + n, sizeof(l->list) - n, "%s%s (%s)", n ? ", " : "",
		 api_fs[i].type, api_fs[i].config);
}

static void fs_mounts(const struct options *opts)
{
	struct fs_lack kernel = { "" }, dir = { "" };
	const char *target;
	struct stat st;
	unsigned int i;
	int err;

	for (i = 0; i < NR_API_FS; i++) {
		if (!(opts->fs & 1u << i))
			continue;
		if (1u << i == FS_DEVTMPFS) {
			/* mounted by mounts(), or the kernel lacks it */
			if (devtmpfs_lacking)
				fs_lacks(&kernel, i);
			continue;
		}
		target = api_fs[i].target;
		err = stat(target, &st) < 0 ? errno : 0;
		if (err == ENOENT && !strncmp(target, "/dev/", 5)) {
			if (!dev_own && !machine_init) {
				if (!opts->fs_all) {
					printf("# preinit: no %s: made only in a /dev of preinit's own (-d minimal) or as the machine's init\n",
					       target);
					fail("mount", target, err, NULL);
				}
				fs_lacks(&dir, i);
				continue;
			}
			err = mkdir(target, 0755) < 0 ? errno : 0;
			if (err)
				fail("mkdir", target, err, NULL);
		}
		if (err && err != ENOENT)
			fail("stat", target, err, NULL);
		if (!err && !mount(api_fs[i].type, target, api_fs[i].type,
				   MS_NOSUID | MS_NODEV | api_fs[i].flags, NULL))
			continue;
		if (!err)
			err = errno;
		if (err != ENOENT && err != ENODEV)
			fail("mount", target, err, api_fs[i].config);
		if (!opts->fs_all) {
			printf("# preinit: no %s: is %s enabled?\n", target, api_fs[i].config);
			fail("mount", target, err, NULL);
		}
		fs_lacks(&kernel, i);
	}
	if (*kernel.list)
		printf("# preinit: -M all: not mounted, the kernel lacks them: %s\n", kernel.list);
	if (*dir.list)
		printf("# preinit: -M all: not mounted, no mount point in the machine's /dev: %s\n",
		       dir.list);
}

/*
 * The mounts every test gets. /dev is devtmpfs, but for a tmpfs root or
 * with -d minimal: the kernel has one devtmpfs, shared by every mount of
 * it, and a test in the kernel's way must not change the /dev the booted
 * system gets (a real root that has /dev mounted refuses it anyway, with
 * EBUSY).
 */
static void mounts(const struct options *opts, int root)
{
	must_mount("/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL,
		   "CONFIG_PROC_FS");
	/* EBUSY: this network namespace's sysfs is mounted there already */
	if (mount_fs("/sys", "sysfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0 &&
	    errno != EBUSY)
		fail("mount", "/sys", errno, "CONFIG_SYSFS");
	if (opts->minimal_dev || (root == ROOT_TMPFS && !(opts->fs & FS_DEVTMPFS)) ||
	    mount_fs("/dev", "devtmpfs", MS_NOSUID | MS_NOEXEC, "mode=0755") < 0) {
		/* asked for by name (-M devtmpfs) it must be there */
		if (opts->fs & FS_DEVTMPFS && !opts->minimal_dev) {
			if (!opts->fs_all)
				fail("mount", "/dev", errno, "CONFIG_DEVTMPFS");
			devtmpfs_lacking = 1;
		}
		minimal_dev();
		dev_own = 1;
	}
	must_mount("/dev/pts", "devpts", MS_NOSUID | MS_NOEXEC,
		   "newinstance,ptmxmode=0666,mode=0620", "CONFIG_UNIX98_PTYS");
	links();
	must_mount("/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, "mode=1777", "CONFIG_TMPFS");
	must_mount("/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "mode=1777", "CONFIG_TMPFS");
	must_mount("/run", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "mode=0755",
		   "CONFIG_TMPFS");
	fs_mounts(opts);
}

static void loopback_up(void)
{
	struct ifreq ifr;
	int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);

	if (fd < 0)
		fail("socket", "AF_INET", errno, "CONFIG_INET");
	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	if (ioctl(fd, SIOCGIFFLAGS, &ifr) < 0)
		fail("ioctl", "SIOCGIFFLAGS lo", errno, NULL);
	ifr.ifr_flags |= IFF_UP;
	if (ioctl(fd, SIOCSIFFLAGS, &ifr) < 0)
		fail("ioctl", "SIOCSIFFLAGS lo", errno, NULL);
	close(fd);
}

/*
 * The mount namespace, then those of ns; returns those made. One the
 * kernel does not have (EINVAL: its option is off) is skipped with one
 * line: without a pid namespace preinit reaps as a child subreaper, and
 * without the others the test shares the machine's. Any other error, and
 * a missing mount namespace, is preinit's failure.
 */
static int new_namespaces(int ns)
{
	unsigned int i;

	if (unshare(CLONE_NEWNS) < 0)
		fail("unshare", "CLONE_NEWNS", errno, "CONFIG_NAMESPACES");
	for (i = 0; i < NR_NAMESPACES; i++) {
		if (!(ns & namespaces[i].flag) || !unshare(namespaces[i].flag))
			continue;
		if (errno != EINVAL)
			fail("unshare", namespaces[i].name, errno, namespaces[i].config);
		printf("# preinit: no %s namespace (is %s enabled?): shared with the machine\n",
		       namespaces[i].name, namespaces[i].config);
		ns &= ~namespaces[i].flag;
	}
	return ns;
}

/* --- the test's root ------------------------------------------------------ */

/*
 * Mounts made from now on stay in this namespace. EINVAL: / is no mount
 * point (a plain chroot); its mount cannot be made private from here, and
 * mounts would reach the caller.
 */
static void make_private(void)
{
	if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
		fail("mount", errno == EINVAL ?
		     "/ private (is / a mount point? not in a plain chroot)" :
		     "/ private", errno, NULL);
}

/* The flags of mountinfo's per-mount options that a remount must keep. */
static unsigned long mount_flags(const char *opts)
{
	static const struct {
		const char *name;
		unsigned long flag;
	} keep[] = {
		{ "nosuid", MS_NOSUID }, { "nodev", MS_NODEV }, { "noexec", MS_NOEXEC },
		{ "noatime", MS_NOATIME }, { "nodiratime", MS_NODIRATIME },
		{ "relatime", MS_RELATIME }, { "strictatime", MS_STRICTATIME },
	};
	unsigned long flags = 0;
	const char *p = opts, *end;
	unsigned int i;

	while (*p) {
		end = strchr(p, ',');
		if (!end)
			end = p + strlen(p);
		for (i = 0; i < sizeof(keep) / sizeof(keep[0]); i++)
			if (strlen(keep[i].name) == (size_t)(end - p) &&
			    !strncmp(keep[i].name, p, end - p))
				flags |= keep[i].flag;
		p = *end ? end + 1 : end;
	}
	return flags;
}

/* Undoes mountinfo's octal escapes (\040 for a space...) in place. */
static void unescape(char *s)
{
	char *d = s;

	for (; *s; s++, d++) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' && s[2] >= '0' &&
		    s[2] <= '7' && s[3] >= '0' && s[3] <= '7') {
			*d = (s[1] - '0') * 64 + (s[2] - '0') * 8 + (s[3] - '0');
			s += 3;
		} else {
			*d = *s;
		}
	}
	*d = 0;
}

/*
 * Every mount of this namespace read-only: one mount_setattr() with
 * AT_RECURSIVE, or where that is missing (qemu-user 7.2), a remount of
 * each mount /proc/self/mountinfo lists (the real root's /proc, part of
 * the copy: a host has one).
 */
static void read_only_mounts(void)
{
	static char buf[256 * 1024];
	struct mount_attr attr;
	char *line, *next, *field[6];
	ssize_t len = 0, r;
	int fd, i;

	memset(&attr, 0, sizeof(attr));
	attr.attr_set = MOUNT_ATTR_RDONLY;
	if (syscall(__NR_mount_setattr, AT_FDCWD, "/", AT_RECURSIVE, &attr,
		    sizeof(attr)) == 0)
		return;
	if (errno != ENOSYS)
		fail("mount_setattr", "/ read-only", errno, NULL);
	fd = open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		fail("open", "/proc/self/mountinfo (the real root's)", errno, NULL);
	while ((r = read(fd, buf + len, sizeof(buf) - 1 - len)) > 0)
		len += r;
	close(fd);
	if (r < 0 || len == sizeof(buf) - 1)
		fail("read", "/proc/self/mountinfo", r < 0 ? errno : E2BIG, NULL);
	buf[len] = 0;
	for (line = buf; *line; line = next) {
		next = strchr(line, '\n');
		next = next ? (*next = 0, next + 1) : line + strlen(line);
		/* id parent major:minor root mountpoint options ... */
		for (i = 0; i < 6; i++) {
			field[i] = line;
			line = strchr(line, ' ');
			if (!line && i < 5)
				fail("parse", "/proc/self/mountinfo", EINVAL, NULL);
			if (line)
				*line++ = 0;
		}
		unescape(field[4]);
		if (mount(NULL, field[4], NULL, MS_REMOUNT | MS_BIND | MS_RDONLY |
			  mount_flags(field[5]), NULL) < 0)
			fail("remount read-only", field[4], errno, NULL);
	}
}

/*
 * The test's directory stays writable: a bind mount of itself, made
 * writable again (a bind keeps the read-only flag of its source).
 */
static void writable_dir(const char *dir)
{
	if (mount(dir, dir, NULL, MS_BIND, NULL) < 0 ||
	    mount(NULL, dir, NULL, MS_REMOUNT | MS_BIND | MS_NOSUID | MS_NODEV,
		  NULL) < 0)
		fail("bind writable", dir, errno, NULL);
}

/* path names the file st describes (the same inode of the same fs). */
static int same_file(const char *path, const struct stat *st)
{
	struct stat now;

	errno = 0;
	return stat(path, &now) == 0 && now.st_dev == st->st_dev &&
	       now.st_ino == st->st_ino;
}

/* Copies the file open on from into a new file of the working directory. */
static void copy_program(int from, const char *name)
{
	char buf[4096];
	struct stat st;
	ssize_t n;
	int to;

	/* not a regular file: no copy, and exec says why */
	if (fstat(from, &st) < 0 || !S_ISREG(st.st_mode)) {
		close(from);
		return;
	}
	to = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0755);
	if (to < 0)
		fail("copy the program to", name, errno, NULL);
	while ((n = read(from, buf, sizeof(buf))) > 0)
		if (write(to, buf, n) != n)
			fail("copy the program to", name, errno, "CONFIG_TMPFS");
	if (n < 0)
		fail("copy the program to", name, errno, NULL);
	close(to);
	close(from);
}

/*
 * Builds the test's root, stacked on "/", and moves into it: ".." of "/"
 * crosses into a mount stacked there, then pivot_root(".", ".") puts the
 * old root on top and umount2() drops it. The kernel's rootfs cannot be
 * pivoted away (EINVAL: it has no parent mount): there, as switch_root
 * does, a chroot() into the new root it covers. Returns 0, or -1 when the
 * root could not be stacked (said once; the test then sees the real one).
 */
static int private_root(int root)
{
	if ((root == ROOT_HOST ?
	     mount("/", "/", NULL, MS_BIND | MS_REC, NULL) :
	     mount("tmpfs", "/", "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755")) < 0) {
		printf("# preinit: no private root (%s on /: %s): the real one is writable\n",
		       root == ROOT_HOST ? "bind" : "tmpfs", errname(errno));
		return -1;
	}
	if (chdir("/..") < 0)
		fail("chdir", "into the new root", errno, NULL);
	if (syscall(__NR_pivot_root, ".", ".") == 0) {
		if (umount2(".", MNT_DETACH) < 0)
			fail("umount", "the old root", errno, NULL);
	} else if (errno != EINVAL) {
		fail("pivot_root", "into the new root", errno, NULL);
	} else if (chroot(".") < 0) {
		fail("chroot", "into the new root", errno, NULL);
	}
	if (chdir("/") < 0)
		fail("chdir", "/", errno, NULL);
	if (root == ROOT_HOST) {
		/*
		 * Mount points the real root lacks (an initramfs has no
		 * /proc) are made while it is writable: empty directories,
		 * the only thing preinit itself writes there.
		 */
		make_dir("/proc", 0555);
		make_dir("/sys", 0555);
		make_dir("/dev", 0755);
		make_dir("/tmp", 01777);
		make_dir("/run", 0755);
		read_only_mounts();
	}
	return 0;
}

/* Milliseconds of CLOCK_MONOTONIC (it needs no CONFIG_POSIX_TIMERS). */
static long long now_ms(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) < 0)
		fail("clock_gettime", "CLOCK_MONOTONIC", errno, NULL);
	return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
}

/* --- a pids limit --------------------------------------------------------- */

#define CGROUP_MNT	"/run/.preinit-cgroup"

/* The test's cgroup: its parent directory (an fd) and its name in it. */
struct pids_cgroup {
	int parent;
	char name[40];
};

static int write_file(int dir, const char *name, const char *text)
{
	int fd = openat(dir, name, O_WRONLY | O_CLOEXEC);
	int ok = fd >= 0 && write(fd, text, strlen(text)) == (ssize_t)strlen(text);

	if (fd >= 0)
		close(fd);
	return ok ? 0 : -1;
}

/*
 * Removes the cgroups that preinits killed outright left (an empty one
 * whose name says it was made over a minute ago); a busy one stays.
 */
static void pids_gc(int parent)
{
	char buf[2048];
	struct linux_dirent64 *d;
	long long made;
	int len, off;

	while ((len = getdents64(parent, (void *)buf, sizeof(buf))) > 0) {
		for (off = 0; off < len; off += d->d_reclen) {
			d = (struct linux_dirent64 *)(buf + off);
			if (strncmp(d->d_name, "preinit-", 8))
				continue;
			made = strtoll(d->d_name + 8, NULL, 10);
			if (made < now_ms() - 60000)
				unlinkat(parent, d->d_name, AT_REMOVEDIR);
		}
	}
}

/*
 * A cgroup of the test's own with pids.max, so that a fork bomb ends at
 * the limit rather than at the machine's pid_max: the pids controller of
 * a cgroup v1 hierarchy, or of cgroup2 where it is bound there (and the
 * namespace's root cgroup may delegate it). RLIMIT_NPROC would be no
 * substitute: root is exempt from it. The hierarchy is mounted only long
 * enough to make the cgroup; the test joins it through the returned fd of
 * its cgroup.procs (-1: no limit, said when -p asked for one).
 */
static int pids_limit(const struct options *opts, struct pids_cgroup *cg)
{
	const char *why = "no cgroup2 or cgroup v1 hierarchy with pids to use";
	char max[24];
	int procs = -1, dir, i;

	cg->parent = -1;
	if (!opts->pids)
		return -1;
	make_dir(CGROUP_MNT, 0700);
	/*
	 * cgroup2 first: mounting a v1 hierarchy with pids would take the
	 * controller away from cgroup2, where tests expect it.
	 */
	if (mount("cgroup2", CGROUP_MNT, "cgroup2", MS_NOSUID | MS_NODEV | MS_NOEXEC,
		  NULL) == 0) {
		if (!write_file(AT_FDCWD, CGROUP_MNT "/cgroup.subtree_control", "+pids"))
			goto mounted;
		umount2(CGROUP_MNT, MNT_DETACH);
	}
	if (mount("cgroup", CGROUP_MNT, "cgroup", MS_NOSUID | MS_NODEV | MS_NOEXEC,
		  "pids") < 0)
		goto out;
mounted:
	dir = open(CGROUP_MNT, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dir >= 0) {
		pids_gc(dir);
		close(dir);
	}
	cg->parent = open(CGROUP_MNT, O_PATH | O_DIRECTORY | O_CLOEXEC);
	/* preinits running side by side share the hierarchy: a fresh name */
	for (i = 0; cg->parent >= 0 && i < 100; i++) {
		snprintf(cg->name, sizeof(cg->name), "preinit-%lld-%d", now_ms(), i);
		if (!mkdirat(cg->parent, cg->name, 0755) || errno != EEXIST)
			break;
	}
	why = "cannot make the test's cgroup";
	dir = cg->parent < 0 ? -1 :
	      openat(cg->parent, cg->name, O_PATH | O_DIRECTORY | O_CLOEXEC);
	snprintf(max, sizeof(max), "%u", opts->pids);
	if (dir >= 0 && !write_file(dir, "pids.max", max))
		procs = openat(dir, "cgroup.procs", O_WRONLY | O_CLOEXEC);
	if (dir >= 0)
		close(dir);
	if (procs < 0 && cg->parent >= 0) {
		unlinkat(cg->parent, cg->name, AT_REMOVEDIR);
		close(cg->parent);
		cg->parent = -1;
	}
	/* the fds keep what the test and the clean-up need */
	umount2(CGROUP_MNT, MNT_DETACH);
out:
	rmdir(CGROUP_MNT);
	if (procs < 0 && opts->pids_given)
		printf("# preinit: no pids limit (%s): a fork bomb is ended by the timeout alone\n",
		       why);
	return procs;
}

/* Removes the test's cgroup once all it held is gone. */
static void pids_cleanup(struct pids_cgroup *cg)
{
	struct timespec ts = { 0, 10 * 1000000 };
	int i;

	if (cg->parent < 0)
		return;
	/* the last exits may not be accounted yet: a few tries */
	for (i = 0; i < 100; i++) {
		if (!unlinkat(cg->parent, cg->name, AT_REMOVEDIR) || errno != EBUSY)
			break;
		nanosleep(&ts, NULL);
	}
	close(cg->parent);
}

/* --- running the test ---------------------------------------------------- */

/*
 * What the supervisor waits for: a child's end and a request to stop. They
 * stay blocked from before the test starts, so one that comes while the
 * supervisor is busy waits, pending, for the next sigtimedwait().
 */
static void supervisor_signals(sigset_t *set)
{
	sigemptyset(set);
	sigaddset(set, SIGCHLD);
	sigaddset(set, SIGTERM);
	sigaddset(set, SIGINT);
	sigaddset(set, SIGHUP);
}

/* The test's process: a session of its own, default signals, then exec. */
static void __attribute__((noreturn))
run_test(const struct options *opts)
{
	static char *argv[MAX_ARGS + 2];
	static char *envp[MAX_ENV + 4];
	sigset_t none;
	int i, n = 0;

	/* every signal at its default: ignored ones stay so across exec */
	for (i = 1; i < NSIG; i++)
		if (i != SIGKILL && i != SIGSTOP)
			signal(i, SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	setsid();
	/* before anything of the test runs: its cgroup, with the pids limit */
	if (opts->cgroup_procs >= 0 && write(opts->cgroup_procs, "0", 1) != 1) {
		printf("TAP version 13\n1..1\nnot ok 1 preinit: join the test's cgroup: %s (errno %d)\n",
		       errname(errno), errno);
		_exit(EXIT_PREINIT);
	}

	envp[0] = "PATH=/usr/sbin:/usr/bin:/sbin:/bin";
	envp[1] = "HOME=/";
	envp[2] = "TERM=linux";
	for (i = 0; i < opts->nenv; i++)
		envp[3 + i] = (char *)opts->env[i];
	envp[3 + i] = NULL;

	if (opts->interp)
		argv[n++] = (char *)opts->interp;
	for (i = 0; opts->argv[i] && n < MAX_ARGS; i++)
		argv[n++] = opts->argv[i];
	argv[n] = NULL;

	execve(opts->exec && !opts->interp ? opts->exec : argv[0], argv, envp);
	printf("TAP version 13\n1..1\nnot ok 1 preinit: exec %s: %s (errno %d)\n",
	       argv[0], errname(errno), errno);
	_exit(errno == ENOENT ? EXIT_NOTFOUND : EXIT_NOEXEC);
}

/*
 * Without a pid namespace: kills every process whose parent is preinit.
 * preinit is a child subreaper, so whatever the test left comes to it
 * when its parent dies; called after each death, this gets them all.
 * proc is /proc opened before the test ran: the test shares our mounts
 * and may unmount or cover /proc since.
 */
static void kill_children(int proc)
{
	char buf[2048], path[64], stat[256];
	struct linux_dirent64 *d;
	int fd, len, off, n;
	char *p;

	/* no child at all (the usual case): no orphan to look for */
	if (waitpid(-1, &n, WNOHANG) < 0 && errno == ECHILD)
		return;
	if (proc < 0 || lseek(proc, 0, SEEK_SET) < 0)
		return;
	while ((len = getdents64(proc, (void *)buf, sizeof(buf))) > 0) {
		for (off = 0; off < len; off += d->d_reclen) {
			d = (struct linux_dirent64 *)(buf + off);
			if (!isdigit((unsigned char)d->d_name[0]))
				continue;
			snprintf(path, sizeof(path), "%s/stat", d->d_name);
			fd = openat(proc, path, O_RDONLY | O_CLOEXEC);
			n = fd < 0 ? -1 : read(fd, stat, sizeof(stat) - 1);
			close(fd);
			if (n <= 0)
				continue;
			stat[n] = 0;
			/* "pid (comm) state ppid ...": comm may hold anything */
			p = strrchr(stat, ')');
			if (p && p[1] == ' ' && p[2] && p[3] == ' ' &&
			    atoi(p + 4) == getpid())
				kill(atoi(d->d_name), SIGKILL);
		}
	}
}

/*
 * Kills what the test left: the whole pid namespace, or all it started.
 * Called again until no child is left: a process forked while the last
 * round ran is found by the next. Without a pid namespace, the test's
 * process group is killed in the first round only (its number may be
 * reused once it is empty); what escaped it comes to us as an orphan.
 */
static void kill_all(int in_pidns, pid_t test, int round, int proc)
{
	if (in_pidns) {
		kill(-1, SIGKILL);
	} else {
		if (!round)
			kill(-test, SIGKILL);
		kill_children(proc);
	}
}

/* --- -x: a cpio archive of the test's files ------------------------------ */

/*
 * The archive being unpacked: its name, the bytes left in it (a size
 * field is checked against them before anything is read or written), the
 * directory it is unpacked into and the entry at hand, for messages.
 */
struct archive {
	int fd, top;
	dev_t dev;			/* the file system of top */
	const char *path;
	unsigned long long left;
	const char *entry;
};

/* A bad archive: one TAP line naming the entry (or the archive) and why. */
static void __attribute__((noreturn))
bad_archive(const struct archive *ar, const char *why, int err)
{
	char what[PATH_MAX + 64];

	snprintf(what, sizeof(what), "%s%s%s", ar->entry ? ar->entry : ar->path,
		 ar->entry ? " in " : "", ar->entry ? ar->path : "");
	fail(why, what, err, NULL);
}

/* Reads exactly n bytes of the archive, or says it is short. */
static void read_archive(struct archive *ar, void *buf, unsigned long n)
{
	char *p = buf;
	ssize_t r;

	if (n > ar->left)
		bad_archive(ar, "unpack: archive too short for", EIO);
	while (n) {
		r = read(ar->fd, p, n);
		if (r <= 0)
			bad_archive(ar, "unpack: cannot read", r < 0 ? errno : EIO);
		p += r;
		n -= r;
		ar->left -= r;
	}
}

/* Skips n bytes of the archive (padding, or the data of "."). */
static void skip_archive(struct archive *ar, unsigned long n)
{
	char buf[256];
	unsigned long k;

	while (n) {
		k = n < sizeof(buf) ? n : sizeof(buf);
		read_archive(ar, buf, k);
		n -= k;
	}
}

/* A header field: 8 hex digits, or the archive is bad. */
static unsigned long hex8(struct archive *ar, const char *p)
{
	unsigned long v = 0;
	int i, d;

	for (i = 0; i < 8; i++) {
		if (p[i] >= '0' && p[i] <= '9')
			d = p[i] - '0';
		else if ((p[i] | 0x20) >= 'a' && (p[i] | 0x20) <= 'f')
			d = (p[i] | 0x20) - 'a' + 10;
		else
			bad_archive(ar, "unpack: not a newc cpio header", EINVAL);
		v = v * 16 + d;
	}
	return v;
}

/*
 * Opens the directory that holds the last component of name, beneath
 * ar->top, and points *base at that component. Each directory on the way
 * is opened with O_NOFOLLOW | O_DIRECTORY: a symbolic link, one the
 * archive itself created included, ends the walk (ELOOP or ENOTDIR)
 * instead of leading elsewhere, and so does a mount point (EXDEV: its
 * file system is not top's); ".." and absolute names are refused before.
 * What openat2()'s RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_XDEV
 * does, by hand: qemu-user 7.2 has no openat2().
 */
static int open_parent(struct archive *ar, char *name, const char **base)
{
	struct stat st;
	int dir, next;
	char *p = name, *slash;

	dir = openat(ar->top, ".", O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (dir < 0)
		bad_archive(ar, "unpack: open the directory for", errno);
	while ((slash = strchr(p, '/'))) {
		*slash = 0;
		next = *p ? openat(dir, p, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) :
			    dup(dir);
		*slash = '/';
		if (next < 0)
			bad_archive(ar, "unpack: not a directory (or a link) on the way to", errno);
		close(dir);
		dir = next;
		/* nor into another mount (/dev, /proc... under a root's top) */
		if (fstat(dir, &st) < 0 || st.st_dev != ar->dev)
			bad_archive(ar, "unpack: a mount point on the way to", EXDEV);
		p = slash + 1;
	}
	*base = p;
	return dir;
}

/* A name that stays beneath the directory: relative, without "..". */
static int safe_name(const char *name)
{
	const char *p = name;

	if (*name == '/' || !*name)
		return 0;
	for (;;) {
		if (p[0] == '.' && p[1] == '.' && (p[2] == '/' || !p[2]))
			return 0;
		p = strchr(p, '/');
		if (!p)
			return 1;
		p++;
	}
}

/* Copies size bytes of the archive into a new file base of dir. */
static void unpack_file(struct archive *ar, int dir, const char *base,
			unsigned long mode, unsigned long size)
{
	char buf[512];
	unsigned long k;
	int out;

	/* O_EXCL: never an entry that exists, nor through a link */
	out = openat(dir, base, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
		     mode & 0777);
	if (out < 0)
		bad_archive(ar, "unpack: create", errno);
	while (size) {
		k = size < sizeof(buf) ? size : sizeof(buf);
		read_archive(ar, buf, k);
		if (write(out, buf, k) != (ssize_t)k)
			bad_archive(ar, "unpack: write", errno);
		size -= k;
	}
	close(out);
}

/* One entry of the archive, its name already read and checked. */
static void unpack_entry(struct archive *ar, char *name, unsigned long mode,
			 unsigned long size)
{
	char target[PATH_MAX];
	const char *base;
	struct stat st;
	int dir, err;

	if (!strcmp(name, ".")) {
		skip_archive(ar, size);
		return;
	}
	if (!safe_name(name))
		bad_archive(ar, "unpack: name out of the directory:", EINVAL);
	dir = open_parent(ar, name, &base);
	if (!*base || !strcmp(base, "."))
		bad_archive(ar, "unpack: no file name in", EINVAL);
	if (S_ISDIR(mode)) {
		/* a directory may come twice; nothing else may be there */
		err = mkdirat(dir, base, mode & 01777) < 0 ? errno : 0;
		if (err && (err != EEXIST ||
			    fstatat(dir, base, &st, AT_SYMLINK_NOFOLLOW) ||
			    !S_ISDIR(st.st_mode)))
			bad_archive(ar, "unpack: mkdir", err);
		skip_archive(ar, size);
	} else if (S_ISREG(mode)) {
		unpack_file(ar, dir, base, mode, size);
	} else if (S_ISLNK(mode)) {
		if (!size || size >= sizeof(target))
			bad_archive(ar, "unpack: bad link target length in", EINVAL);
		read_archive(ar, target, size);
		target[size] = 0;
		if (strlen(target) != size)
			bad_archive(ar, "unpack: bad link target in", EINVAL);
		/* made, never followed: later entries do not walk through it */
		if (symlinkat(target, dir, base) < 0)
			bad_archive(ar, "unpack: symlink", errno);
	} else {
		bad_archive(ar, "unpack: not a file, directory or link (refused):", EINVAL);
	}
	close(dir);
}

/*
 * Unpacks the newc cpio archive open on fd into the working directory.
 * Any problem is preinit's own failure, naming the entry: a test without
 * its files would fail in ways that mislead. No set-user or set-group ID
 * bit is kept. Hard links are not supported: every name but the last of
 * a linked file (which carries the data in newc) comes out empty.
 */
static void unpack(int fd, const char *path)
{
	struct archive ar = { fd, -1, 0, path, 0, NULL };
	char hdr[110], name[PATH_MAX];
	unsigned long mode, size, namesize;
	struct stat st;

	if (fstat(fd, &st) < 0)
		bad_archive(&ar, "unpack: stat", errno);
	if (!S_ISREG(st.st_mode))
		bad_archive(&ar, "unpack: not a regular file:", EINVAL);
	ar.left = st.st_size;
	ar.top = open(".", O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (ar.top < 0 || fstat(ar.top, &st) < 0)
		bad_archive(&ar, "unpack: open the working directory for", errno);
	ar.dev = st.st_dev;
	for (;;) {
		ar.entry = NULL;
		if (ar.left < sizeof(hdr))
			bad_archive(&ar, "unpack: no trailer (truncated?):", EIO);
		read_archive(&ar, hdr, sizeof(hdr));
		if (memcmp(hdr, "070701", 6))
			bad_archive(&ar, "unpack: not a newc cpio archive", EINVAL);
		mode = hex8(&ar, hdr + 14);
		size = hex8(&ar, hdr + 54);
		namesize = hex8(&ar, hdr + 94);
		if (!namesize || namesize > sizeof(name))
			bad_archive(&ar, "unpack: bad name size in", EINVAL);
		read_archive(&ar, name, namesize);
		if (name[namesize - 1] || strlen(name) != namesize - 1)
			bad_archive(&ar, "unpack: bad entry name in", EINVAL);
		ar.entry = name;
		/* the header and the name are padded to 4 bytes, as the data */
		skip_archive(&ar, (4 - (110 + namesize) % 4) % 4);
		if (!strcmp(name, "TRAILER!!!"))
			break;
		if (size > ar.left)
			bad_archive(&ar, "unpack: size beyond the archive's end:", EIO);
		unpack_entry(&ar, name, mode, size);
		skip_archive(&ar, (4 - size % 4) % 4);
	}
	close(ar.top);
	close(fd);
}

/* The line saying why the test and all it started were killed. */
static void say_killed(const char *why, unsigned int n, const char *unit,
		       const char *prog)
{
	printf("not ok 1 preinit: %s %u%s: %s and every process it started killed\n",
	       why, n, unit, prog);
}

/*
 * The directories the test gets afresh (mounts()), under -r host and -r
 * none: a program named by an absolute path beneath one, found where
 * preinit started, would be gone when the test's exec looks for it, and
 * exec would say ENOENT without the reason. Said instead, before
 * anything is mounted; a relative name (-C DIR) or -r tmpfs runs it.
 */
static void not_hidden(const char *path)
{
	static const char *const fresh[] = { "/proc/", "/sys/", "/dev/", "/tmp/", "/run/" };
	char real[PATH_MAX];
	unsigned int i;

	if (!path || path[0] != '/' || !realpath(path, real))
		return;
	for (i = 0; i < sizeof(fresh) / sizeof(fresh[0]); i++)
		if (!strncmp(real, fresh[i], strlen(fresh[i]))) {
			printf("TAP version 13\n1..1\nnot ok 1 preinit: %s is under %.*s, which the test gets afresh: "
			       "give it relative to its directory (-C DIR) or use -r tmpfs\n",
			       path, (int)strlen(fresh[i]) - 1, fresh[i]);
			exit(EXIT_NOTFOUND);
		}
}

/* preinit as the test's supervisor: returns the exit status to give. */
static int supervise(const struct options *opts)
{
	int ws, n, sig, status = 0, done = 0, killed = 0, afd = -1, proc = -1;
	int in_pidns = getpid() == 1, in_dir, progfd = -1, root = opts->root;
	char dir[PATH_MAX], exec[PATH_MAX];
	struct options run = *opts;
	struct pids_cgroup cg;
	struct stat here;
	const char *base;
	long long deadline, left;
	struct timespec ts;
	sigset_t waited;
	pid_t test, pid;

	/* what is found where preinit started: before the root changes */
	if (opts->archive) {
		afd = open(opts->archive, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
		if (afd < 0)
			fail("open archive", opts->archive, errno, NULL);
	}
	if (opts->dir && chdir(opts->dir) < 0)
		fail("chdir", opts->dir, errno, NULL);
	/* a relative program (the kernel's way) runs where it was found */
	in_dir = opts->dir || opts->argv[0][0] != '/';
	if (root == ROOT_HOST && in_dir &&
	    (!getcwd(dir, sizeof(dir)) || stat(".", &here) < 0))
		fail("getcwd", "of the test's directory", errno, NULL);
	if (root == ROOT_TMPFS)	/* not there: exec says so, as without -r */
		progfd = open(opts->argv[0], O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (root != ROOT_TMPFS) {
		not_hidden(opts->interp);
		not_hidden(opts->argv[0]);
	}

	make_private();
	if (root != ROOT_NONE && private_root(root) < 0)
		root = ROOT_NONE;
	if (root == ROOT_HOST && in_dir) {
		/* the same directory by its name, and never the root itself */
		if (!same_file(dir, &here))
			fail("find the test's directory again", dir, ESTALE, NULL);
		if (!same_file("/", &here))
			writable_dir(dir);
		if (!same_file(dir, &here) || chdir(dir) < 0)
			fail("chdir", dir, errno ? errno : ESTALE, NULL);
	}
	mounts(opts, root);
	if (opts->ns & CLONE_NEWUTS) {
		const char *name = opts->hostname ? opts->hostname : "kunit-uapi";

		if (sethostname(name, strlen(name)) < 0)
			fail("sethostname", name, errno, NULL);
	}
	if (opts->ns & CLONE_NEWNET)
		loopback_up();
	umask(022);
	run.cgroup_procs = pids_limit(opts, &cg);
	if (!in_pidns && prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) < 0)
		fail("prctl", "PR_SET_CHILD_SUBREAPER", errno, NULL);
	if (root == ROOT_TMPFS) {
		/* the program's copy at the top of the new root */
		base = strrchr(opts->argv[0], '/');
		snprintf(exec, sizeof(exec), "/%s", base ? base + 1 : opts->argv[0]);
		if (progfd >= 0)
			copy_program(progfd, exec);
		run.exec = exec;
		if (in_dir && chdir("/") < 0)
			fail("chdir", "/", errno, NULL);
	}
	if (!in_dir && chdir("/tmp") < 0)
		fail("chdir", "/tmp", errno, NULL);
	if (afd >= 0)
		unpack(afd, opts->archive);

	supervisor_signals(&waited);
	sigprocmask(SIG_BLOCK, &waited, NULL);	/* run_test() unblocks them */
	if (!in_pidns)
		proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	fflush(stdout);
	deadline = opts->timeout ? now_ms() + opts->timeout * 1000LL : 0;
	test = fork();
	if (test < 0)
		fail("fork", NULL, errno, NULL);
	if (test == 0) {
		/* without a pid namespace, at least the test dies with us */
		if (!in_pidns)
			prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
		run_test(&run);
	}

	/*
	 * One loop consumes every event: children that ended, the deadline,
	 * a request to stop. Nothing is looked at in a signal handler, so
	 * nothing can come between a check and the wait that follows it.
	 */
	for (;;) {
		/* reap, but look at the clock at least every 256 children */
		for (n = 0; n < 256; n++) {
			pid = waitpid(-1, &ws, WNOHANG);
			if (pid <= 0)
				break;
			if (pid == test && !done) {
				done = 1;
				status = WIFEXITED(ws) ? WEXITSTATUS(ws) :
					 128 + WTERMSIG(ws);
			}
		}
		if (pid < 0 && errno == ECHILD)
			break;
		if (!done && deadline && now_ms() >= deadline) {
			done = 1;
			status = EXIT_TIMEOUT;
			/* killed first: printing may block (a full pipe) */
			kill_all(in_pidns, test, killed++, proc);
			say_killed("timeout after", opts->timeout, " s", opts->argv[0]);
		}
		if (done)
			kill_all(in_pidns, test, killed++, proc);

		/*
		 * Children left to reap: look again at once. Done: each killed
		 * process ends with a SIGCHLD, but look again after 1 s anyway.
		 */
		left = done ? 1000 : deadline ? deadline - now_ms() : 0;
		if (left < 0 || n == 256)
			left = 0;
		ts.tv_sec = left / 1000;
		ts.tv_nsec = left % 1000 * 1000000;
		sig = sigtimedwait(&waited, NULL,
				   done || deadline || n == 256 ? &ts : NULL);
		/*
		 * As the init of the test's pid namespace, no request to stop
		 * counts: one from the test is the test's, and its parent acts
		 * on one from outside by killing this process (wait_status()).
		 */
		if (sig <= 0 || sig == SIGCHLD || done || in_pidns)
			continue;
		done = 1;
		status = 128 + sig;
		kill_all(in_pidns, test, killed++, proc);
		say_killed("stopped by signal", sig, "", opts->argv[0]);
	}
	pids_cleanup(&cg);
	return status;
}

/* A request to stop that came to this process: 128 + its number, or 0. */
static int stopped;

/*
 * Waits for pid, its signals to wait for blocked; its exit status, or 128
 * + the signal that killed it. A request to stop (SIGTERM, SIGINT,
 * SIGHUP) is passed on, but for init: then pid is the init of the test's
 * pid namespace, beyond the test's reach: it is killed outright, and the
 * kernel kills the namespace with it. For init, opts->timeout + 10 s is
 * also a backstop, should the supervisor not keep its own timeout.
 */
static int wait_status(pid_t pid, const struct options *init)
{
	long long backstop = 0, left;
	struct timespec ts;
	sigset_t waited;
	int status, sig, late = 0;
	pid_t r;

	if (init && init->timeout)
		backstop = now_ms() + (init->timeout + 10) * 1000LL;
	supervisor_signals(&waited);
	while ((r = waitpid(pid, &status, WNOHANG)) != pid) {
		if (r < 0)
			fail("waitpid", NULL, errno, NULL);
		left = backstop ? backstop - now_ms() : 0;
		if (backstop && left <= 0) {
			kill(pid, SIGKILL);
			say_killed("supervisor still there 10 s after the timeout of",
				   init->timeout, " s", init->argv[0]);
			backstop = 0;
			late = 1;
			continue;
		}
		ts.tv_sec = left / 1000;
		ts.tv_nsec = left % 1000 * 1000000;
		sig = sigtimedwait(&waited, NULL, backstop ? &ts : NULL);
		if (sig <= 0 || sig == SIGCHLD)
			continue;
		stopped = 128 + sig;
		if (!init) {
			kill(pid, sig);
			continue;
		}
		kill(pid, SIGKILL);
		say_killed("stopped by signal", sig, "", init->argv[0]);
	}
	if (init && (stopped || late) && WIFSIGNALED(status) &&
	    WTERMSIG(status) == SIGKILL)
		return late ? EXIT_TIMEOUT : stopped;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/*
 * Runs fn(opts) in a child process; its exit status. The child dies with
 * us (SIGKILL when we end, however we end): the supervisor below is the
 * init of the test's pid namespace, and its end ends every process there.
 * The pipe tells the child whether we ended before it asked for that. The
 * signals wait_status() waits for are blocked before the fork, so none is
 * lost to the child's default action while it sets up. init: the child is
 * the init of the test's pid namespace (see wait_status()).
 */
static int in_child(int (*fn)(const struct options *), const struct options *opts,
		    int init)
{
	struct pollfd pfd;
	sigset_t waited, old;
	int status, p[2];
	pid_t pid;

	if (pipe2(p, O_CLOEXEC) < 0)
		fail("pipe", NULL, errno, NULL);
	supervisor_signals(&waited);
	sigprocmask(SIG_BLOCK, &waited, &old);
	fflush(stdout);
	pid = fork();
	if (pid < 0)
		fail("fork", NULL, errno, NULL);
	if (pid == 0) {
		close(p[1]);
		if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) < 0)
			fail("prctl", "PR_SET_PDEATHSIG", errno, NULL);
		pfd.fd = p[0];
		pfd.events = POLLIN;
		if (poll(&pfd, 1, 0) != 0)	/* no writer left: we are gone */
			_exit(EXIT_PREINIT);
		close(p[0]);
		exit(fn(opts));
	}
	close(p[0]);
	status = wait_status(pid, init ? opts : NULL);
	close(p[1]);
	sigprocmask(SIG_SETMASK, &old, NULL);
	return status;
}

/*
 * One test, in namespaces of its own. The supervisor is a child: in a new
 * pid namespace the first child is its PID 1, and the caller's only job
 * is to pass its status on.
 */
static int run_one(const struct options *opts)
{
	struct options made = *opts;

	made.ns = new_namespaces(opts->ns);
	return in_child(supervise, &made, !!(made.ns & CLONE_NEWPID));
}

/* Counts one test's exit status; a skip (KSFT_SKIP, 4) passes. */
static void count(const char *prog, int status, int *passed, int *failed)
{
	if (status == 0 || status == 4)
		(*passed)++;
	else
		(*failed)++;
	printf("# preinit: %s: exit status %d\n", prog, status);
}

/* The summary line of a list, of fixed form; the list's exit status. */
static int list_result(int passed, int failed)
{
	if (stopped)
		printf("# preinit: stopped by signal %d: the tests after it not run\n",
		       stopped - 128);
	printf("preinit-result: %d %d %d\n", passed, failed, failed ? 1 : 0);
	return stopped ? stopped : failed ? 1 : 0;
}

/*
 * -L: each program in turn, each in a world of its own (a child process,
 * as namespaces cannot be left). The summary ends with one line of fixed
 * form: "preinit-result: <passed> <failed> <status>", status 0 when all
 * passed.
 */
static int run_list(struct options *opts)
{
	char **progs = opts->argv, *one[2];
	int passed = 0, failed = 0;

	one[1] = NULL;
	for (; *progs; progs++) {
		one[0] = *progs;
		opts->argv = one;
		printf("# preinit: run %s\n", *progs);
		fflush(stdout);
		count(*progs, in_child(run_one, opts, 0), &passed, &failed);
		if (stopped)
			break;
	}
	return list_result(passed, failed);
}

/* The line number in the -l file of each test, for error messages. */
static int list_lines[MAX_WORDS / 2];

/*
 * -l FILE: reads FILE and splits it into words, each line's ending with a
 * NULL; returns the number of words stored (NULLs included).
 */
static int read_list(const char *file, char **words)
{
	static char buf[MAX_LIST + 1];
	ssize_t len = 0, r;
	int fd, n = 0, line = 1, tests = 0;
	char *p;

	fd = open(file, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		fail("open list", file, errno, NULL);
	while ((r = read(fd, buf + len, MAX_LIST - len)) > 0)
		len += r;
	if (r < 0)
		fail("read list", file, errno, NULL);
	if (len == MAX_LIST && read(fd, &r, 1) > 0)
		usage_error("list file too long (256 KiB at most)", file);
	close(fd);
	buf[len] = 0;
	for (p = buf; *p; ) {
		while (*p == ' ' || *p == '\t')
			*p++ = 0;
		if (*p == '#')
			while (*p && *p != '\n')
				*p++ = 0;
		if (*p == '\n' || !*p) {
			if (n && words[n - 1]) {
				words[n++] = NULL;
				list_lines[tests++] = line;
			}
			if (*p) {
				*p++ = 0;
				line++;
			}
			continue;
		}
		if (n >= MAX_WORDS - 2)
			usage_error("list file has too many words", file);
		words[n++] = p;
		while (*p && *p != ' ' && *p != '\t' && *p != '\n')
			p++;
	}
	if (n && words[n - 1]) {
		words[n++] = NULL;
		list_lines[tests] = line;
	}
	return n;
}

/* The options of one -l line on top of base; returns the program's index. */
static int parse_line(char **line, const struct options *base, struct options *opts)
{
	int argc = 0, first;

	while (line[argc])
		argc++;
	*opts = *base;
	opts->list = 0;
	first = parse(argc, line, 0, opts);
	if (first >= argc)
		usage_error("no program to run", NULL);
	opts->argv = line + first;
	check_args(opts->argv, opts);
	return first;
}

/* -l: every line is checked first, then each runs as -L runs a program. */
static int run_list_file(struct options *base)
{
	static char *words[MAX_WORDS];
	struct options opts;
	int i, t, n, passed = 0, failed = 0;

	n = read_list(base->list_file, words);
	parsing_file = base->list_file;
	for (i = 0, t = 0; i < n; t++) {
		parsing_line = list_lines[t];
		parse_line(words + i, base, &opts);
		while (words[i++])
			;
	}
	parsing_file = NULL;
	for (i = 0; i < n; ) {
		parse_line(words + i, base, &opts);
		printf("# preinit: run %s\n", opts.argv[0]);
		fflush(stdout);
		count(opts.argv[0], in_child(run_one, &opts, 0), &passed, &failed);
		if (stopped)
			break;
		while (words[i++])
			;
	}
	return list_result(passed, failed);
}

/* -m: loads one module (in a child: a failure reports and exits). */
static int load_module(const struct options *opts)
{
	int fd = open(opts->module, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		fail("open module", opts->module, errno, NULL);
	if (syscall(__NR_finit_module, fd, "", 0) < 0)
		fail("load module", opts->module, errno, "CONFIG_MODULES");
	return 0;
}

/* Loads the -m modules in order; 0 when all loaded, else EXIT_PREINIT. */
static int load_modules(struct options *opts)
{
	int i;

	for (i = 0; i < opts->nmodules; i++) {
		opts->module = opts->modules[i];
		if (in_child(load_module, opts, 0)) {
			printf("# preinit: module %s not loaded: no test run\n", opts->module);
			return EXIT_PREINIT;
		}
	}
	return 0;
}

/*
 * -P, -R: as PID 1, power the machine off or restart it (in a child pid
 * namespace the kernel ends the namespace's init with SIGINT or SIGHUP
 * instead). Not PID 1: no.
 */
static void end_machine(int cmd, int status)
{
	int off = cmd == LINUX_REBOOT_CMD_POWER_OFF;

	if (getpid() != 1) {
		printf("# preinit: -%c ignored: not PID 1\n", off ? 'P' : 'R');
		exit(status);
	}
	sync();
	reboot(cmd);
	fail("reboot", off ? "power off" : "restart", errno, NULL);
}

int main(int argc, char **argv)
{
	struct options opts;
	const char *name = strrchr(argv[0], '/');
	int first, status;
	unsigned int i;

	machine_init = getpid() == 1;
	memset(&opts, 0, sizeof(opts));
	opts.pids = 8192;
	opts.cgroup_procs = -1;
	opts.dirfd = -1;
	for (i = 0; i < NR_NAMESPACES; i++)
		opts.ns |= namespaces[i].flag;

	name = name ? name + 1 : argv[0];
	/*
	 * The kunit-uapi runner starts preinit as the init of a pid namespace
	 * of its own, the test's name alone in argv and PREINIT set: the
	 * kernel's way, even for a test named like preinit.
	 */
	if (!strncmp(name, "preinit", 7) &&
	    !(argc == 1 && getpid() == 1 && getenv("PREINIT"))) {
		first = parse(argc, argv, 1, &opts);
		if (first >= argc && !opts.list_file)
			usage_error("no program to run", NULL);
		if (first < argc && opts.list_file)
			usage_error("-l takes its programs from the file", argv[first]);
	} else {
		opts.root = ROOT_TMPFS;	/* the test's files come with -x */
		parse_env_options(&opts);
		first = 0;	/* the kernel's way: argv[0] is the test */
	}
	if (opts.root == ROOT_TMPFS && opts.interp)
		usage_error("-i needs a root that has the interpreter (-r host or none)", NULL);
	opts.argv = argv + first;
	if (!opts.list && !opts.list_file)
		check_args(opts.argv, &opts);

	/* where preinit starts: before its descriptors are made sane */
	if (opts.dirfd >= 0 && fchdir(opts.dirfd) < 0)
		fail("fchdir", "-D", errno, NULL);
	/* ignored (as by a kernel thread), children would reap themselves */
	signal(SIGCHLD, SIG_DFL);
	sane_fds();
	set_limits();
	status = load_modules(&opts);
	if (!status)
		status = opts.list_file ? run_list_file(&opts) :
			 opts.list ? run_list(&opts) : run_one(&opts);
	if (opts.end)
		end_machine(opts.end, status);
	return status;
}
