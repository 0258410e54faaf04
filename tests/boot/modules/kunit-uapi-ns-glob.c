// SPDX-License-Identifier: GPL-2.0
/*
 * Matched by the list's tail glob kunit-uapi-ns-g*: must load
 */
#include "kunit-uapi-ns.h"
