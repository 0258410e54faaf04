/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <alloca.h>: alloca(), which <stdlib.h> gives, as glibc's does.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_ALLOCA_H
#define _NOLIBC_EXT_ALLOCA_H

#include <stdlib.h>

#endif /* _NOLIBC_EXT_ALLOCA_H */
