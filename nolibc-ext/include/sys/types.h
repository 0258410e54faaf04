/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/types.h>: pid_t, uid_t, off_t, ssize_t and the other types are in
 * 6.12 nolibc's std.h and stdint.h; added: the BSD names (u_int32_t,
 * u_char...), id_t, key_t, useconds_t, suseconds_t, loff_t, caddr_t,
 * and the 64-bit types of glibc's *64 functions: off64_t, ino64_t and
 * blkcnt64_t.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_TYPES_H
#define _NOLIBC_EXT_SYS_TYPES_H

typedef uint8_t u_int8_t;
typedef uint16_t u_int16_t;
typedef uint32_t u_int32_t;
typedef uint64_t u_int64_t;
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef unsigned int id_t;
typedef int key_t;
typedef unsigned int useconds_t;
typedef long suseconds_t;
typedef long long loff_t;

typedef char *caddr_t;
typedef long long off64_t;
typedef unsigned long long ino64_t;
typedef long long blkcnt64_t;

#endif /* _NOLIBC_EXT_SYS_TYPES_H */
