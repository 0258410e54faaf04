/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Inside a booted kernel: each module given (by default
 * /kunit-uapi-intruder.ko) must be refused by the loader with EINVAL: a
 * module using a symbol restricted to other modules.
 */

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "kselftest.h"

int main(int argc, char **argv)
{
	static char *intruder[] = { "refused", "/kunit-uapi-intruder.ko", NULL };
	int i, fd, ret;

	if (argc < 2) {
		argc = 2;
		argv = intruder;
	}
	ksft_print_header();
	ksft_set_plan(argc - 1);
	for (i = 1; i < argc; i++) {
		fd = open(argv[i], O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			ksft_test_result_fail("%s: open: %s\n", argv[i], strerror(errno));
			continue;
		}
		ret = syscall(__NR_finit_module, fd, "", 0);
		ksft_test_result(ret < 0 && errno == EINVAL, "%s refused by the loader (%s)\n",
				 argv[i], ret < 0 ? strerror(errno) : "loaded!");
		close(fd);
	}
	ksft_finished();
}
