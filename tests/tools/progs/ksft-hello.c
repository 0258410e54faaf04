/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The small kselftest.h program of the figures: a header, a plan, one
 * result, the totals.
 */

#include <unistd.h>
#include "kselftest.h"

int main(void)
{
	ksft_print_header();
	ksft_set_plan(1);
	ksft_test_result(getpid() > 0, "getpid\n");
	ksft_finished();
}
