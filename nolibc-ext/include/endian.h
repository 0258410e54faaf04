/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <endian.h>: byte order macros and the htobe16()... conversions, from
 * the compiler's own knowledge of the target.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_ENDIAN_H
#define _NOLIBC_EXT_ENDIAN_H

/*
 * Spelt as glibc and the UAPI's <linux/byteorder/little_endian.h> and
 * big_endian.h spell them, so that either may come first without a
 * redefinition warning.
 */
#define __LITTLE_ENDIAN	1234
#define __BIG_ENDIAN	4321
#define __PDP_ENDIAN	3412
#define __BYTE_ORDER	__BYTE_ORDER__
#define LITTLE_ENDIAN	__LITTLE_ENDIAN
#define BIG_ENDIAN	__BIG_ENDIAN
#define PDP_ENDIAN	__PDP_ENDIAN
#define BYTE_ORDER	__BYTE_ORDER

#define bswap_16(x)	__builtin_bswap16(x)
#define bswap_32(x)	__builtin_bswap32(x)
#define bswap_64(x)	__builtin_bswap64(x)

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define htobe16(x)	__builtin_bswap16(x)
#define htole16(x)	((uint16_t)(x))
#define be16toh(x)	__builtin_bswap16(x)
#define le16toh(x)	((uint16_t)(x))
#define htobe32(x)	__builtin_bswap32(x)
#define htole32(x)	((uint32_t)(x))
#define be32toh(x)	__builtin_bswap32(x)
#define le32toh(x)	((uint32_t)(x))
#define htobe64(x)	__builtin_bswap64(x)
#define htole64(x)	((uint64_t)(x))
#define be64toh(x)	__builtin_bswap64(x)
#define le64toh(x)	((uint64_t)(x))
#else
#define htobe16(x)	((uint16_t)(x))
#define htole16(x)	__builtin_bswap16(x)
#define be16toh(x)	((uint16_t)(x))
#define le16toh(x)	__builtin_bswap16(x)
#define htobe32(x)	((uint32_t)(x))
#define htole32(x)	__builtin_bswap32(x)
#define be32toh(x)	((uint32_t)(x))
#define le32toh(x)	__builtin_bswap32(x)
#define htobe64(x)	((uint64_t)(x))
#define htole64(x)	__builtin_bswap64(x)
#define be64toh(x)	((uint64_t)(x))
#define le64toh(x)	__builtin_bswap64(x)
#endif

#endif /* _NOLIBC_EXT_ENDIAN_H */
