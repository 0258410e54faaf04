/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/sysinfo.h>: sysinfo() with the UAPI's struct sysinfo, get_nprocs()
 * and get_nprocs_conf() (the CPUs online and configured, as sysconf),
 * get_phys_pages() and get_avphys_pages() (the memory, and the free
 * memory, in pages, as sysconf).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_SYSINFO_H
#define _NOLIBC_EXT_SYS_SYSINFO_H

#include <linux/sysinfo.h>

static __attribute__((unused))
int sysinfo(struct sysinfo *info)
{
	return __sysret(my_syscall1(__NR_sysinfo, info));
}

static __attribute__((unused))
int get_nprocs(void)
{
	return (int)sysconf(_SC_NPROCESSORS_ONLN);
}

static __attribute__((unused))
int get_nprocs_conf(void)
{
	return (int)sysconf(_SC_NPROCESSORS_CONF);
}

static __attribute__((unused))
long get_phys_pages(void)
{
	return sysconf(_SC_PHYS_PAGES);
}

static __attribute__((unused))
long get_avphys_pages(void)
{
	return sysconf(_SC_AVPHYS_PAGES);
}

#endif /* _NOLIBC_EXT_SYS_SYSINFO_H */
