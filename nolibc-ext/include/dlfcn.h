/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <dlfcn.h>: a static program's dlopen(). The one shared object a nolibc
 * program has is the vDSO the kernel maps, and it is the one selftests
 * open (vDSO/, timens/, x86/: dlopen("linux-vdso.so.1", RTLD_NOLOAD)
 * and dlsym() of __vdso_clock_gettime and the like), as glibc's static
 * dlopen() finds it. dlopen() gives it by its DT_SONAME, and the program
 * itself for NULL (with no symbol to look up: a static program exports
 * none); any other name fails, with glibc's text for a file it does not
 * find: nothing is loaded from a file. dlerror() keeps one message per
 * thread, as glibc's.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_DLFCN_H
#define _NOLIBC_EXT_DLFCN_H

#include <err.h>
#include <link.h>
#include <string.h>
#include <stdio.h>
#include <unistd.h>

#define RTLD_LAZY	0x00001
#define RTLD_NOW	0x00002
#define RTLD_NOLOAD	0x00004
#define RTLD_DEEPBIND	0x00008
#define RTLD_GLOBAL	0x00100
#define RTLD_LOCAL	0
#define RTLD_NODELETE	0x01000
#define RTLD_NEXT	((void *)-1l)
#define RTLD_DEFAULT	((void *)0)

/* the last error of the thread, for dlerror() */
__thread char __nolibc_ext_dlerr[160] __attribute__((weak));
__thread int __nolibc_ext_dlerr_set __attribute__((weak));
/* the handle of the program itself */
char __nolibc_ext_dl_self __attribute__((weak));

static __attribute__((unused))
void __nolibc_ext_dl_fail(const char *a, const char *b)
{
	snprintf(__nolibc_ext_dlerr, sizeof(__nolibc_ext_dlerr), "%s%s", a, b);
	__nolibc_ext_dlerr_set = 1;
}

/*
 * void *dlopen(const char *file, int mode);
 * Without RTLD_LAZY or RTLD_NOW: NULL and glibc's "invalid mode"; then
 * NULL: the program; the vDSO's soname: the vDSO; anything else: NULL,
 * with glibc's message for a file it does not find (RTLD_NOLOAD or not),
 * or, for a path to a file that is there, that none is loaded.
 */
static __attribute__((unused))
void *dlopen(const char *file, int mode)
{
	struct __nolibc_ext_dso d;

	/* RTLD_LAZY or RTLD_NOW it must have, as glibc's */
	if (!(mode & (RTLD_LAZY | RTLD_NOW))) {
		__nolibc_ext_dl_fail(file ? file : "", file ? ": invalid mode for dlopen(): "
				     "Invalid argument" : "invalid mode for dlopen(): Invalid argument");
		return NULL;
	}
	if (!file)
		return &__nolibc_ext_dl_self;
	if (__nolibc_ext_vdso(&d) && !strcmp(file, d.soname))
		return (void *)getauxval(AT_SYSINFO_EHDR);
	__nolibc_ext_dl_fail(file, strchr(file, '/') && !access(file, F_OK) ?
			     ": cannot open shared object file: a static nolibc "
			     "program loads none" :
			     ": cannot open shared object file: No such file or directory");
	return NULL;
}

/* int dlclose(void *handle); */
static __attribute__((unused))
int dlclose(void *handle)
{
	(void)handle;
	return 0;
}

/*
 * void *dlsym(void *handle, const char *symbol);
 * In the vDSO, its defined functions and objects by name (each has one
 * version); the program, RTLD_DEFAULT and RTLD_NEXT have none.
 */
static __attribute__((unused))
void *dlsym(void *handle, const char *symbol)
{
	struct __nolibc_ext_dso d;
	void *addr;

	if (handle && handle != RTLD_NEXT && handle != &__nolibc_ext_dl_self &&
	    __nolibc_ext_vdso(&d) && handle == (void *)getauxval(AT_SYSINFO_EHDR)) {
		if (__nolibc_ext_vdso_sym(&d, symbol, &addr))
			return addr;
		__nolibc_ext_dl_fail(d.soname, ": undefined symbol: ");
	} else if (handle == RTLD_NEXT) {
		__nolibc_ext_dl_fail("RTLD_NEXT used in code not dynamically loaded", "");
		return NULL;
	} else {
		/* glibc names the program as its short name */
		__nolibc_ext_dl_fail(__nolibc_ext_progname(), ": undefined symbol: ");
	}
	strncat(__nolibc_ext_dlerr, symbol,
		sizeof(__nolibc_ext_dlerr) - strlen(__nolibc_ext_dlerr) - 1);
	return NULL;
}

/* char *dlerror(void); the thread's last error, once */
static __attribute__((unused))
char *dlerror(void)
{
	if (!__nolibc_ext_dlerr_set)
		return NULL;
	__nolibc_ext_dlerr_set = 0;
	return __nolibc_ext_dlerr;
}

#endif /* _NOLIBC_EXT_DLFCN_H */
