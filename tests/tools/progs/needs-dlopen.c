/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A developer's test that loads a shared object, as the vDSO and timens
 * selftests do (to find the vDSO's functions): nolibc programs are
 * static, and make port must say in one line that dlopen() is left out
 * on purpose and why.
 */
#include <dlfcn.h>
#include "kselftest.h"

int main(void)
{
	void *h = dlopen("libc.so.6", RTLD_NOW);

	ksft_print_header();
	ksft_set_plan(1);
	if (h)
		ksft_test_result_pass("dlopen\n");
	else
		ksft_test_result_fail("dlopen\n");
	ksft_finished();
}
