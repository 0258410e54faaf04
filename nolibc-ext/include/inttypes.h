/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <inttypes.h>: the PRI and SCN format macros for nolibc's <stdint.h>
 * types (its 64-bit types are long long on every architecture, its
 * pointer-sized ones long), and strtoimax()/strtoumax() (nolibc's).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_INTTYPES_H
#define _NOLIBC_EXT_INTTYPES_H

#define PRId8	"d"
#define PRId16	"d"
#define PRId32	"d"
#define PRId64	"lld"
#define PRIi8	"i"
#define PRIi16	"i"
#define PRIi32	"i"
#define PRIi64	"lli"
#define PRIu8	"u"
#define PRIu16	"u"
#define PRIu32	"u"
#define PRIu64	"llu"
#define PRIx8	"x"
#define PRIx16	"x"
#define PRIx32	"x"
#define PRIx64	"llx"
#define PRIX8	"X"
#define PRIX16	"X"
#define PRIX32	"X"
#define PRIX64	"llX"
#define PRIo8	"o"
#define PRIo16	"o"
#define PRIo32	"o"
#define PRIo64	"llo"
#define PRIdMAX	"lld"
#define PRIuMAX	"llu"
#define PRIxMAX	"llx"
#define PRIdPTR	"ld"
#define PRIuPTR	"lu"
#define PRIxPTR	"lx"
#define PRIdLEAST64	PRId64
#define PRIuLEAST64	PRIu64
#define PRIdFAST64	PRId64
#define PRIuFAST64	PRIu64

#define SCNd8	"hhd"
#define SCNd16	"hd"
#define SCNd32	"d"
#define SCNd64	"lld"
#define SCNi32	"i"
#define SCNi64	"lli"
#define SCNu8	"hhu"
#define SCNu16	"hu"
#define SCNu32	"u"
#define SCNu64	"llu"
#define SCNx8	"hhx"
#define SCNx16	"hx"
#define SCNx32	"x"
#define SCNx64	"llx"
#define SCNdMAX	"lld"
#define SCNuMAX	"llu"
#define SCNdPTR	"ld"
#define SCNuPTR	"lu"
#define SCNxPTR	"lx"

#endif /* _NOLIBC_EXT_INTTYPES_H */
