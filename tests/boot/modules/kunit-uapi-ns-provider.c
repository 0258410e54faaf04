// SPDX-License-Identifier: GPL-2.0
/*
 * Exports a symbol to a list of modules, one entry a name and one a tail
 * glob, both written with '-' where the loader sees the names with '_'.
 * The kunit-uapi-ns-* modules use it: two may, one may not.
 */

#include <linux/module.h>

#define KUNIT_UAPI_NS_PROVIDER
#include "kunit-uapi-ns.h"

int kunit_uapi_ns_probe(void)
{
	return KUNIT_UAPI_NS_PROBE;
}
EXPORT_SYMBOL_GPL_FOR_MODULES(kunit_uapi_ns_probe, "kunit-uapi-ns-a,kunit-uapi-ns-g*");

MODULE_DESCRIPTION("Exports a symbol to some modules alone");
MODULE_LICENSE("GPL");
