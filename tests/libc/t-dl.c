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
#include <link.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/auxv.h>
#include "check.h"

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

/* its clock_gettime(), called, against the system call's */
static void test_vdso_call(const char *name)
{
	void *h = vdso_name ? dlopen(vdso_name, RTLD_NOLOAD) : NULL;
	gettime_t fn = NULL;
	struct timespec v = { 0, 0 }, s;
	int ok = 1;

	if (h) {
		fn = (gettime_t)dlsym(h, "__vdso_clock_gettime");
		if (!fn)
			fn = (gettime_t)dlsym(h, "__kernel_clock_gettime");
		clock_gettime(CLOCK_MONOTONIC, &s);
		ok = fn && !fn(CLOCK_MONOTONIC, &v) &&
		     (v.tv_sec > s.tv_sec || (v.tv_sec == s.tv_sec && v.tv_nsec >= s.tv_nsec));
	}
	CHECK_EQ(name, ok, 1);
}

/* a symbol the vDSO lacks: NULL and glibc's message, given once */
static void test_vdso_missing(const char *name)
{
	void *h = vdso_name ? dlopen(vdso_name, RTLD_NOLOAD) : NULL;
	char want[128];
	const char *e = NULL, *again = NULL;
	int ok = 1;

	if (h) {
		dlerror();
		ok = dlsym(h, "no_such_symbol") == NULL;
		e = dlerror();
		again = dlerror();
		snprintf(want, sizeof(want), "%s: undefined symbol: no_such_symbol", vdso_name);
		ok = ok && e && !strcmp(e, want) && !again;
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

/* no error yet: NULL */
static void test_no_error(const char *name)
{
	dlerror();
	CHECK_EQ(name, dlerror() == NULL, 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_open_vdso),
	CHECK_CASE(test_vdso_call),
	CHECK_CASE(test_vdso_missing),
	CHECK_CASE(test_open_missing),
	CHECK_CASE(test_noload_missing),
	CHECK_CASE(test_open_self),
	CHECK_CASE(test_no_error),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
