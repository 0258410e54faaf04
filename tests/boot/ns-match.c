/* SPDX-License-Identifier: GPL-2.0 */
/*
 * module_ns_allows() of the patched include/linux/module_symbol.h, the
 * rule both the module loader and modpost apply to "module:" namespaces,
 * checked on the host: built by patches-check against the patched tree.
 */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "linux/module_symbol.h"

static const struct {
	const char *ns, *mod;
	bool allowed;
} cases[] = {
	{ "module:kunit-uapi",		"kunit-uapi",		true },
	{ "module:kunit-uapi",		"kunit_uapi",		true },	/* - is _ */
	{ "module:kunit_uapi",		"kunit-uapi",		true },
	{ "module:kunit-uapi",		"kunit-uapi-intruder",	false },	/* no prefix match */
	{ "module:kunit-uapi",		"kunit-uap",		false },
	{ "module:kunit-uapi",		"",			false },
	{ "module:kvm,kvm-*",		"kvm",			true },	/* list */
	{ "module:kvm,kvm-*",		"kvm_intel",		true },	/* glob, - is _ */
	{ "module:kvm,kvm-*",		"kvm-amd",		true },
	{ "module:kvm,kvm-*",		"kvmx",			false },
	{ "module:kvm,kvm-*",		"kv",			false },
	{ "module:a,,b",		"b",			true },	/* empty entry */
	{ "module:a*b",			"axb",			false },	/* only a trailing * globs */
	{ "module:*",			"anything",		true },
	{ "module:",			"x",			false },
	{ "kunit-uapi",			"kunit-uapi",		false },	/* not restricted */
	{ "MODULE:kunit-uapi",		"kunit-uapi",		false },
};

int main(void)
{
	unsigned int i, bad = 0;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		bool got = module_ns_allows(cases[i].ns, cases[i].mod);

		printf("%s %u - \"%s\" %s \"%s\"\n", got == cases[i].allowed ? "ok" : "not ok",
		       i + 1, cases[i].ns, got ? "allows" : "refuses", cases[i].mod);
		bad += got != cases[i].allowed;
	}
	printf("ns-match: %u passed, %u failed\n", i - bad, bad);
	return bad != 0;
}
