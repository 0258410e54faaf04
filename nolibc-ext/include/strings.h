/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/* <strings.h>: strcasecmp() and strncasecmp() live in <string.h>. */

#ifndef _NOLIBC_EXT_STRINGS_H
#define _NOLIBC_EXT_STRINGS_H

#include <string.h>

#endif /* _NOLIBC_EXT_STRINGS_H */
