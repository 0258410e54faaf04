/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/mman.h>: 6.12 nolibc has mmap() and munmap(), and PROT_* and MAP_*
 * from the UAPI; this adds mprotect().
 */

#ifndef _NOLIBC_EXT_SYS_MMAN_H
#define _NOLIBC_EXT_SYS_MMAN_H

#include_next <nolibc.h>

/*
 * int mprotect(void *addr, size_t len, int prot);
 */
static __attribute__((unused))
int sys_mprotect(void *addr, size_t len, int prot)
{
	return my_syscall3(__NR_mprotect, addr, len, prot);
}

static __attribute__((unused))
int mprotect(void *addr, size_t len, int prot)
{
	return __sysret(sys_mprotect(addr, len, prot));
}

/* make sure to include all global symbols */
#include <nolibc.h>

#endif /* _NOLIBC_EXT_SYS_MMAN_H */
