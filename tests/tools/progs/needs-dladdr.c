/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A developer's test that asks which shared object holds a function:
 * nolibc programs are static and their <dlfcn.h> knows only the vDSO,
 * and make port must say in one line that dladdr() is left out on
 * purpose and why.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include "kselftest.h"

int main(void)
{
	char info[64];	/* room for glibc's Dl_info */

	ksft_print_header();
	ksft_set_plan(1);
	if (dladdr((void *)main, (void *)info))
		ksft_test_result_pass("dladdr\n");
	else
		ksft_test_result_fail("dladdr\n");
	ksft_finished();
}
