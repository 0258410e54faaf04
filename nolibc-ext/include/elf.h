/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <elf.h>: the UAPI's <linux/elf.h> (headers, symbols, dynamic entries
 * and their constants), plus what glibc's has and it lacks: the symbol
 * versioning structures (Verdef, Verdaux, Versym), auxv_t, and a few
 * type names.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_ELF_H
#define _NOLIBC_EXT_ELF_H

#include <linux/elf.h>

typedef __u16 Elf32_Versym;
typedef __u16 Elf64_Versym;
typedef __u16 Elf32_Section;
typedef __u16 Elf64_Section;

typedef struct {
	Elf32_Half vd_version;
	Elf32_Half vd_flags;
	Elf32_Half vd_ndx;
	Elf32_Half vd_cnt;
	Elf32_Word vd_hash;
	Elf32_Word vd_aux;
	Elf32_Word vd_next;
} Elf32_Verdef;

typedef struct {
	Elf64_Half vd_version;
	Elf64_Half vd_flags;
	Elf64_Half vd_ndx;
	Elf64_Half vd_cnt;
	Elf64_Word vd_hash;
	Elf64_Word vd_aux;
	Elf64_Word vd_next;
} Elf64_Verdef;

typedef struct {
	Elf32_Word vda_name;
	Elf32_Word vda_next;
} Elf32_Verdaux;

typedef struct {
	Elf64_Word vda_name;
	Elf64_Word vda_next;
} Elf64_Verdaux;

#define VER_DEF_NONE	0
#define VER_DEF_CURRENT	1
#define VER_FLG_BASE	0x1
#define VER_FLG_WEAK	0x2
#define VER_NDX_LOCAL	0
#define VER_NDX_GLOBAL	1

typedef struct {
	__u32 a_type;
	union {
		__u32 a_val;
	} a_un;
} Elf32_auxv_t;

typedef struct {
	__u64 a_type;
	union {
		__u64 a_val;
	} a_un;
} Elf64_auxv_t;

#define STN_UNDEF	0	/* the undefined symbol's index */

#endif /* _NOLIBC_EXT_ELF_H */
