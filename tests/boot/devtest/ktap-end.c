// SPDX-License-Identifier: GPL-2.0
/*
 * A test that prints, in its own output, the lines kunit.py takes for
 * the end of the kernel's (a halt, the partition list of a failed root
 * mount, its panic), as a diagnostic and as plain text, then passes.
 * Nested under its case, they must end nothing: the cases and suites
 * after this one are still parsed, which boot-test checks (patch 20 of
 * the series; kunit.py of 6.12 stopped at the first).
 */

#include <stdio.h>
#include "kselftest.h"

int main(void)
{
	static const char *const lines[] = {
		"reboot: System halted",
		"List of all partitions:",
		"Kernel panic - not syncing: VFS: Unable to mount root fs",
	};
	unsigned int i;

	ksft_print_header();
	ksft_set_plan(1);
	for (i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		ksft_print_msg("%s\n", lines[i]);
		printf("%s\n", lines[i]);
	}
	fflush(stdout);
	ksft_test_result_pass("the lines printed\n");
	ksft_finished();
}
