/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * The vDSO's symbols, found as glibc's static programs find
 * __vdso_clock_gettime and the like: from the ELF header at
 * AT_SYSINFO_EHDR, through its dynamic table to its symbols and strings.
 * For <dlfcn.h>, <link.h> and <time.h>. The ELF records are read through
 * structures of nolibc-ext's own names: <elf.h>'s are not brought in with
 * <time.h> (proc/proc-pid-vm.c defines struct elf64_hdr itself and
 * includes <sys/time.h>).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_VDSO_SYM_H
#define _NOLIBC_EXT_VDSO_SYM_H

#include <string.h>

#if __SIZEOF_LONG__ == 8
struct __nolibc_ext_elf_ehdr {
	unsigned char e_ident[16];
	__u16 e_type, e_machine;
	__u32 e_version;
	__u64 e_entry, e_phoff, e_shoff;
	__u32 e_flags;
	__u16 e_ehsize, e_phentsize, e_phnum;
};

struct __nolibc_ext_elf_phdr {
	__u32 p_type, p_flags;
	__u64 p_offset, p_vaddr, p_paddr, p_filesz, p_memsz, p_align;
};

struct __nolibc_ext_elf_sym {
	__u32 st_name;
	unsigned char st_info, st_other;
	__u16 st_shndx;
	__u64 st_value, st_size;
};
#else
struct __nolibc_ext_elf_ehdr {
	unsigned char e_ident[16];
	__u16 e_type, e_machine;
	__u32 e_version, e_entry, e_phoff, e_shoff, e_flags;
	__u16 e_ehsize, e_phentsize, e_phnum;
};

struct __nolibc_ext_elf_phdr {
	__u32 p_type, p_offset, p_vaddr, p_paddr, p_filesz, p_memsz, p_flags, p_align;
};

struct __nolibc_ext_elf_sym {
	__u32 st_name, st_value, st_size;
	unsigned char st_info, st_other;
	__u16 st_shndx;
};
#endif

struct __nolibc_ext_elf_dyn {
	long d_tag;
	unsigned long d_val;
};

/* The vDSO's dynamic table, bias and soname, or 0 when there is none. */
struct __nolibc_ext_dso {
	unsigned long bias;
	const struct __nolibc_ext_elf_sym *sym;
	const char *str;
	unsigned long nsym;
	const char *soname;
};

static __attribute__((unused))
int __nolibc_ext_vdso(struct __nolibc_ext_dso *d)
{
	/* AT_SYSINFO_EHDR */
	const struct __nolibc_ext_elf_ehdr *eh = (const void *)getauxval(33);
	const struct __nolibc_ext_elf_phdr *ph;
	const struct __nolibc_ext_elf_dyn *dyn = NULL;
#if defined(__s390x__)
	const unsigned long *hash = NULL;	/* 64-bit entries there */
#else
	const unsigned int *hash = NULL;
#endif
	unsigned long soname = 0;
	int i, load = 0;

	if (!eh)
		return 0;
	memset(d, 0, sizeof(*d));
	ph = (const void *)((const char *)eh + eh->e_phoff);
	for (i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type == 1 /* PT_LOAD */ && !load++)
			d->bias = (unsigned long)eh + ph[i].p_offset - ph[i].p_vaddr;
		else if (ph[i].p_type == 2 /* PT_DYNAMIC */)
			dyn = (const void *)((const char *)eh + ph[i].p_offset);
	}
	if (!load || !dyn)
		return 0;
	for (; dyn->d_tag != 0 /* DT_NULL */; dyn++) {
		if (dyn->d_tag == 6 /* DT_SYMTAB */)
			d->sym = (const void *)(d->bias + dyn->d_val);
		else if (dyn->d_tag == 5 /* DT_STRTAB */)
			d->str = (const char *)(d->bias + dyn->d_val);
		else if (dyn->d_tag == 4 /* DT_HASH */)
			hash = (const void *)(d->bias + dyn->d_val);
		else if (dyn->d_tag == 14 /* DT_SONAME */)
			soname = dyn->d_val;
	}
	if (!d->sym || !d->str)
		return 0;
	/* the symbol count: the hash table's nchain, or the symbols up to
	 * the strings (which the kernel's vDSO links right after them) */
	if (hash)
		d->nsym = hash[1];
	else if ((const char *)d->str > (const char *)d->sym)
		d->nsym = ((const char *)d->str - (const char *)d->sym) / sizeof(*d->sym);
	d->soname = soname ? d->str + soname : "linux-vdso.so.1";
	return 1;
}

/*
 * Whether the vDSO d defines name, a function or an object (each has one
 * version there), and its address in *addr; an absolute symbol (a
 * version's name) has its value, 0.
 */
static __attribute__((unused))
int __nolibc_ext_vdso_sym(const struct __nolibc_ext_dso *d, const char *name, void **addr)
{
	unsigned long i;

	for (i = 1; i < d->nsym; i++) {
		const struct __nolibc_ext_elf_sym *s = &d->sym[i];
		int type = s->st_info & 15, bind = s->st_info >> 4;

		/* defined (not SHN_UNDEF), STB_GLOBAL or STB_WEAK,
		 * STT_NOTYPE, STT_OBJECT or STT_FUNC */
		if (s->st_shndx == 0 || (bind != 1 && bind != 2) || type > 2 ||
		    strcmp(d->str + s->st_name, name))
			continue;
		*addr = (void *)(s->st_shndx == 0xfff1 /* SHN_ABS */ ? s->st_value :
				 d->bias + s->st_value);
		return 1;
	}
	return 0;
}

/*
 * The vDSO's function name, looked up at the first call and kept in
 * *cache (a weak global of its own: 0 not yet, 1 none, for a process
 * without a vDSO, such as qemu-user's); NULL when there is none.
 */
static __attribute__((unused))
void *__nolibc_ext_vdso_fn(void **cache, const char *name)
{
	void *f = __atomic_load_n(cache, __ATOMIC_RELAXED);
	struct __nolibc_ext_dso d;

	if (!f) {
		if (!__nolibc_ext_vdso(&d) || !__nolibc_ext_vdso_sym(&d, name, &f) || !f)
			f = (void *)1;
		__atomic_store_n(cache, f, __ATOMIC_RELAXED);
	}
	return f == (void *)1 ? NULL : f;
}

#endif /* _NOLIBC_EXT_VDSO_SYM_H */
