/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <byteswap.h>: bswap_16(), bswap_32(), bswap_64() live in <endian.h>. */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_BYTESWAP_H
#define _NOLIBC_EXT_BYTESWAP_H

#include <endian.h>

#endif /* _NOLIBC_EXT_BYTESWAP_H */
