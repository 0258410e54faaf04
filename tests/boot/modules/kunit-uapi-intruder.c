// SPDX-License-Identifier: GPL-2.0
/*
 * A module that is not kunit-uapi but uses one of the functions exported
 * to kunit-uapi alone (EXPORT_SYMBOL_GPL_FOR_MODULES): modpost must fail
 * its build, and the loader must refuse it (EINVAL) when it was built
 * anyway with modpost's errors on namespaces made warnings. Its name
 * differs from kunit-uapi only after the prefix, so that a prefix match
 * would let it through.
 */

#include <linux/module.h>
#include <linux/sched/task.h>

static int __init intruder_init(void)
{
	/* never called: loading must fail before init */
	pr_info("kunit-uapi-intruder: user_mode_thread at %p\n", user_mode_thread);
	return 0;
}
module_init(intruder_init);

MODULE_DESCRIPTION("Uses a symbol restricted to kunit-uapi: must be refused");
MODULE_LICENSE("GPL");
