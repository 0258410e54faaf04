/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Inside a booted kernel (boot-test's module mode, after preinit loaded
 * the series' modules): loads the modules of tests/boot/modules in order
 * and checks what the loader says of each, against the module namespace
 * rules of the series (EXPORT_SYMBOL_GPL_FOR_MODULES as upstream).
 */

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "kselftest.h"

static const struct {
	const char *path;
	int err;	/* 0: must load */
	const char *why;
} cases[] = {
	{ "/kunit-uapi-intruder.ko", EINVAL, "another module using a symbol of kunit-uapi's" },
	{ "/kunit-uapi-importer.ko", EPERM, "an explicit import of a module namespace" },
	{ "/kunit-uapi-ns-provider.ko", 0, "exports to kunit-uapi-ns-a,kunit-uapi-ns-g*" },
	{ "/kunit-uapi-ns-a.ko", 0, "a name of the list, '-' where the loader has '_'" },
	{ "/kunit-uapi-ns-glob.ko", 0, "a name the list's tail glob matches" },
	{ "/kunit-uapi-ns-ax.ko", EINVAL, "a name a list entry is a prefix of" },
};

int main(void)
{
	unsigned int i;
	int fd, ret, err;

	ksft_print_header();
	ksft_set_plan(sizeof(cases) / sizeof(cases[0]));
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		fd = open(cases[i].path, O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			ksft_test_result_fail("%s: open: %s\n", cases[i].path, strerror(errno));
			continue;
		}
		ret = syscall(__NR_finit_module, fd, "", 0);
		err = ret < 0 ? errno : 0;
		close(fd);
		ksft_test_result(err == cases[i].err, "%s %s (%s): %s\n", cases[i].path,
				 cases[i].err ? "refused" : "loaded", cases[i].why,
				 err ? strerror(err) : "loaded");
	}
	ksft_finished();
}
