// SPDX-License-Identifier: GPL-2.0
/*
 * A module that imports the namespace of the symbols exported to
 * kunit-uapi alone explicitly: that satisfies modpost, but a "module:"
 * namespace cannot be imported, and the loader must refuse it (EPERM).
 */

#include <linux/module.h>
#include <linux/sched/task.h>

static int __init importer_init(void)
{
	/* never called: loading must fail before init */
	pr_info("kunit-uapi-importer: user_mode_thread at %p\n", user_mode_thread);
	return 0;
}
module_init(importer_init);

MODULE_INFO(import_ns, "module:kunit-uapi");
MODULE_DESCRIPTION("Imports a module namespace: must be refused");
MODULE_LICENSE("GPL");
