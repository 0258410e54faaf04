// SPDX-License-Identifier: GPL-2.0
/*
 * Starts with the list's entry kunit-uapi-ns-a, which is no glob:
 * modpost and the loader must refuse it (EINVAL)
 */
#include "kunit-uapi-ns.h"
