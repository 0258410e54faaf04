/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <dlfcn.h> in a static program: the vDSO opened by its soname and its
 * functions called, the program itself, names that cannot be opened
 * (with and without RTLD_NOLOAD), symbols that are not there, dlerror()
 * once per error. Under qemu-user there is no vDSO: each case then
 * checks that nothing is found, and says the same line.
 */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/auxv.h>
#include <sys/syscall.h>
#include "check.h"
#include "deny.h"

static const char *vdso_name;

static int find_vdso(struct dl_phdr_info *info, size_t size, void *data)
{
	(void)size;
	(void)data;
	if (info->dlpi_name && *info->dlpi_name)
		vdso_name = info->dlpi_name;
	return 0;
}

/* the vDSO by the name dl_iterate_phdr() gives it, NOLOAD or not */
static void test_open_vdso(const char *name)
{
	int have = getauxval(AT_SYSINFO_EHDR) != 0;
	void *a, *b;

	vdso_name = NULL;
	dl_iterate_phdr(find_vdso, NULL);
	a = vdso_name ? dlopen(vdso_name, RTLD_LAZY | RTLD_LOCAL | RTLD_NOLOAD) : NULL;
	b = vdso_name ? dlopen(vdso_name, RTLD_NOW) : NULL;
	CHECK_EQ(name, (have == (a != NULL)) * 100 + (a == b) * 10 +
		 (!a || !dlclose(a)), 111);
}

typedef int (*gettime_t)(clockid_t, struct timespec *);

/* the vDSO's clock_gettime(), by either of its names, or NULL */
static gettime_t vdso_gettime(void)
{
	void *h = vdso_name ? dlopen(vdso_name, RTLD_LAZY | RTLD_NOLOAD) : NULL;
	gettime_t fn = NULL;

	if (h) {
		fn = (gettime_t)dlsym(h, "__vdso_clock_gettime");
		if (!fn)
			fn = (gettime_t)dlsym(h, "__kernel_clock_gettime");
	}
	return fn;
}

/* its clock_gettime(), called, against the system call's */
static void test_vdso_call(const char *name)
{
	void *h = vdso_name ? dlopen(vdso_name, RTLD_LAZY | RTLD_NOLOAD) : NULL;
	gettime_t fn = vdso_gettime();
	struct timespec v = { 0, 0 }, s;
	int ok = !getauxval(AT_SYSINFO_EHDR) == !h;	/* a vDSO: opened */

	if (h) {
		clock_gettime(CLOCK_MONOTONIC, &s);
		ok = ok && fn && !fn(CLOCK_MONOTONIC, &v) &&
		     (v.tv_sec > s.tv_sec || (v.tv_sec == s.tv_sec && v.tv_nsec >= s.tv_nsec));
	}
	CHECK_EQ(name, ok, 1);
}

/*
 * clock_gettime() reads the clock as the vDSO's function does, not by a
 * system call: under a seccomp filter denying clock_gettime (and
 * clock_gettime64), it fails (EPERM) where that function fails, when
 * the vDSO falls back to the system call for the clock, and succeeds
 * where it succeeds, as glibc's; with no vDSO it fails. A child of its
 * own: a filter stays. Where no filter can be set (qemu-user refuses
 * one) there is nothing to tell.
 */
#define TS_AFTER(x, y) ((x)->tv_sec > (y)->tv_sec || \
			((x)->tv_sec == (y)->tv_sec && (x)->tv_nsec > (y)->tv_nsec))

static int read_under_filter(void)
{
	static const long nrs[] = {
		__NR_clock_gettime,
#ifdef __NR_clock_gettime64
		__NR_clock_gettime64,
#endif
	};
	gettime_t fn = vdso_gettime();
	struct timespec a, b, c;
	int want, got;

	if (deny_syscalls(nrs, sizeof(nrs) / sizeof(nrs[0])))
		return 0;
	want = fn ? fn(CLOCK_MONOTONIC, &a) : -EPERM;
	errno = 0;
	got = clock_gettime(CLOCK_MONOTONIC, &b) ? -errno : 0;
	if (got != want)
		return 1;
	/* read by the vDSO: its time, between two of the function's reads */
	return !got && (fn(CLOCK_MONOTONIC, &c) || TS_AFTER(&a, &b) || TS_AFTER(&b, &c));
}

static void test_vdso_used(const char *name)
{
	CHECK_EQ(name, run_in_child(read_under_filter), 0);
}

/*
 * a symbol the vDSO lacks: NULL and a message, given once (static
 * glibc 2.36's text is garbage there: "z"; nolibc-ext's is the form of
 * its other ones, "linux-vdso.so.1: undefined symbol: no_such_symbol")
 */
static void test_vdso_missing(const char *name)
{
	void *h = vdso_name ? dlopen(vdso_name, RTLD_LAZY | RTLD_NOLOAD) : NULL;
	const char *e = NULL, *again = NULL;
	int ok = !getauxval(AT_SYSINFO_EHDR) == !h;

	if (h) {
		dlerror();
		ok = ok && dlsym(h, "no_such_symbol") == NULL;
		e = dlerror();
		again = dlerror();
		ok = ok && e && *e && !again;
	}
	CHECK_EQ(name, ok, 1);
}

/*
 * an absolute symbol of the vDSO, the name of its version (LINUX_2.6 on
 * x86, LINUX_2.6.39 on arm64...): its value, 0, and no error
 */
static int find_version(struct dl_phdr_info *info, size_t size, void *data)
{
	const ElfW(Dyn) *dyn = NULL;
	const ElfW(Verdef) *vd = NULL;
	const char *str = NULL;
	int i;

	(void)size;
	if (!info->dlpi_name || !*info->dlpi_name)
		return 0;
	for (i = 0; i < info->dlpi_phnum; i++)
		if (info->dlpi_phdr[i].p_type == PT_DYNAMIC)
			dyn = (const ElfW(Dyn) *)(info->dlpi_addr + info->dlpi_phdr[i].p_vaddr);
	for (; dyn && dyn->d_tag != DT_NULL; dyn++) {
		if (dyn->d_tag == DT_STRTAB)
			str = (const char *)(info->dlpi_addr + dyn->d_un.d_ptr);
		else if (dyn->d_tag == DT_VERDEF)
			vd = (const ElfW(Verdef) *)(info->dlpi_addr + dyn->d_un.d_ptr);
	}
	/* the second definition names the version; the first is the file */
	if (str && vd && vd->vd_next) {
		vd = (const ElfW(Verdef) *)((const char *)vd + vd->vd_next);
		*(const char **)data = str + ((const ElfW(Verdaux) *)
					      ((const char *)vd + vd->vd_aux))->vda_name;
	}
	return 0;
}

static void test_vdso_version(const char *name)
{
	const char *ver = NULL;
	void *h = vdso_name ? dlopen(vdso_name, RTLD_LAZY | RTLD_NOLOAD) : NULL;
	int ok = !getauxval(AT_SYSINFO_EHDR) == !h;

	dl_iterate_phdr(find_version, &ver);
	if (h && ver) {
		dlerror();
		ok = ok && dlsym(h, ver) == NULL && dlerror() == NULL;
	}
	CHECK_EQ(name, ok, 1);
}

/* a file that is not there: NULL and the message, also with NOLOAD */
static void test_open_missing(const char *name)
{
	const char *e;
	void *h;

	dlerror();
	h = dlopen("libnonexistent-kunit-uapi.so", RTLD_NOW);
	e = dlerror();
	CHECK_STR(name, h ? "opened" : e ? e : "no error",
		  "libnonexistent-kunit-uapi.so: cannot open shared object file: "
		  "No such file or directory");
}

static void test_noload_missing(const char *name)
{
	const char *e;
	void *h;

	dlerror();
	h = dlopen("libnonexistent-kunit-uapi.so", RTLD_LAZY | RTLD_NOLOAD);
	e = dlerror();
	CHECK_STR(name, h ? "opened" : e ? e : "no error",
		  "libnonexistent-kunit-uapi.so: cannot open shared object file: "
		  "No such file or directory");
}

/* the program itself: a handle, closed again */
static void test_open_self(const char *name)
{
	void *h = dlopen(NULL, RTLD_NOW);

	CHECK_EQ(name, (h != NULL) * 10 + (h && !dlclose(h)), 11);
}

/*
 * which has no symbol to give: glibc names the program in its message,
 * by the last part of the name it was run by (t-dl, t-dl-i386...)
 */
static void test_self_symbol(const char *name)
{
	const char *run = (const char *)getauxval(AT_EXECFN), *base, *e;
	void *h = dlopen(NULL, RTLD_NOW);
	char want[128];

	base = run && strrchr(run, '/') ? strrchr(run, '/') + 1 : run ? run : "";
	snprintf(want, sizeof(want), "%s: undefined symbol: nope", base);
	dlerror();
	e = h && !dlsym(h, "nope") ? dlerror() : NULL;
	CHECK_EQ(name, e && !strcmp(e, want), 1);
}

/* a mode with neither RTLD_LAZY nor RTLD_NOW: NULL and glibc's message */
static void test_bad_mode(const char *name)
{
	const char *e;
	void *h;

	dlerror();
	h = dlopen("libnonexistent-kunit-uapi.so", RTLD_NOLOAD);
	e = dlerror();
	CHECK_STR(name, h ? "opened" : e ? e : "no error",
		  "libnonexistent-kunit-uapi.so: invalid mode for dlopen(): Invalid argument");
}

/* no error yet: NULL */
static void test_no_error(const char *name)
{
	dlerror();
	CHECK_EQ(name, dlerror() == NULL, 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_open_vdso),
	CHECK_CASE(test_vdso_call),
	CHECK_CASE(test_vdso_used),
	CHECK_CASE(test_vdso_missing),
	CHECK_CASE(test_vdso_version),
	CHECK_CASE(test_open_missing),
	CHECK_CASE(test_noload_missing),
	CHECK_CASE(test_open_self),
	CHECK_CASE(test_self_symbol),
	CHECK_CASE(test_bad_mode),
	CHECK_CASE(test_no_error),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
