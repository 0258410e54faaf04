/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <string.h>: 6.12 nolibc's does not build when included first (it uses what
 * nolibc.h includes after it); this one brings in nolibc and nolibc-ext in
 * their working order.
 */

#ifndef _NOLIBC_EXT_STRING_H
#define _NOLIBC_EXT_STRING_H

#include <nolibc.h>

#endif /* _NOLIBC_EXT_STRING_H */
