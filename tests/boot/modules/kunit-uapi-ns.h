/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A user of kunit-uapi-ns-provider's symbol: each kunit-uapi-ns-*.c is
 * this header under another module name.
 */
#ifndef KUNIT_UAPI_NS_H
#define KUNIT_UAPI_NS_H

#include <linux/module.h>

#define KUNIT_UAPI_NS_PROBE	42

int kunit_uapi_ns_probe(void);

#ifndef KUNIT_UAPI_NS_PROVIDER
static int __init ns_user_init(void)
{
	if (kunit_uapi_ns_probe() != KUNIT_UAPI_NS_PROBE)
		return -EIO;
	pr_info("%s: may use kunit_uapi_ns_probe\n", KBUILD_MODNAME);
	return 0;
}
module_init(ns_user_init);

static void __exit ns_user_exit(void)
{
}
module_exit(ns_user_exit);

MODULE_DESCRIPTION("Uses a symbol exported to some modules alone");
MODULE_LICENSE("GPL");
#endif

#endif
