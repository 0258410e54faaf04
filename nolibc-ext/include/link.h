/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <link.h>: ElfW() and dl_iterate_phdr(). A nolibc program is static:
 * the objects are the program itself (an empty name, its load bias from
 * its PT_PHDR entry) and, when the kernel maps one, the vDSO (by its
 * soname), as glibc's static dl_iterate_phdr() reports them.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_LINK_H
#define _NOLIBC_EXT_LINK_H

#include <elf.h>
#include <sys/auxv.h>
#include <string.h>
#include "vdso-sym.h"

#if __SIZEOF_LONG__ == 8
#define ElfW(type)	Elf64_##type
#else
#define ElfW(type)	Elf32_##type
#endif

struct dl_phdr_info {
	ElfW(Addr) dlpi_addr;		/* the load bias */
	const char *dlpi_name;
	const ElfW(Phdr) *dlpi_phdr;
	ElfW(Half) dlpi_phnum;
	unsigned long long dlpi_adds;
	unsigned long long dlpi_subs;
	size_t dlpi_tls_modid;
	void *dlpi_tls_data;
};

/*
 * int dl_iterate_phdr(int (*cb)(struct dl_phdr_info *, size_t, void *),
 *		       void *data);
 * Stops at the first nonzero return of cb, which it returns.
 */
static __attribute__((unused))
int dl_iterate_phdr(int (*cb)(struct dl_phdr_info *info, size_t size, void *data),
		    void *data)
{
	struct __nolibc_ext_dso d;
	struct dl_phdr_info info;
	const ElfW(Ehdr) *vdso;
	int i, ret;

	memset(&info, 0, sizeof(info));
	info.dlpi_name = "";
	info.dlpi_phdr = (const ElfW(Phdr) *)getauxval(AT_PHDR);
	info.dlpi_phnum = getauxval(AT_PHNUM);
	for (i = 0; i < info.dlpi_phnum; i++)
		if (info.dlpi_phdr[i].p_type == PT_PHDR)
			info.dlpi_addr = (ElfW(Addr))info.dlpi_phdr - info.dlpi_phdr[i].p_vaddr;
	info.dlpi_adds = 1;
	ret = cb(&info, sizeof(info), data);
	vdso = (const ElfW(Ehdr) *)getauxval(AT_SYSINFO_EHDR);
	if (ret || !vdso)
		return ret;
	memset(&info, 0, sizeof(info));
	/* its soname, as glibc's: linux-gate.so.1 on i386, linux-vdso64.so.1... */
	info.dlpi_name = __nolibc_ext_vdso(&d) ? d.soname : "linux-vdso.so.1";
	info.dlpi_phdr = (const ElfW(Phdr) *)((const char *)vdso + vdso->e_phoff);
	info.dlpi_phnum = vdso->e_phnum;
	/* the vDSO is linked at 0: its bias is where it lies */
	for (i = 0; i < info.dlpi_phnum; i++)
		if (info.dlpi_phdr[i].p_type == PT_LOAD) {
			info.dlpi_addr = (ElfW(Addr))vdso - info.dlpi_phdr[i].p_vaddr;
			break;
		}
	info.dlpi_adds = 1;
	return cb(&info, sizeof(info), data);
}

#endif /* _NOLIBC_EXT_LINK_H */
