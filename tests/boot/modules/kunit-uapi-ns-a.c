// SPDX-License-Identifier: GPL-2.0
/*
 * Named in the provider's list as kunit-uapi-ns-a, seen by the loader
 * as kunit_uapi_ns_a: must load
 */
#include "kunit-uapi-ns.h"
