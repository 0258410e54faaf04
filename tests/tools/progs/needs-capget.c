/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A developer's test that declares capget() itself, as some selftests
 * do (bpf's cap_helpers.c): glibc exports it without declaring it, and
 * nolibc-ext, headers only, has nothing to link it to. make port must
 * say so in one line, with the reason nolibc-ext/coverage/absent gives.
 */
#include <linux/capability.h>
#include "kselftest.h"

int capget(cap_user_header_t header, cap_user_data_t data);

int main(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	ksft_print_header();
	ksft_set_plan(1);
	if (capget(&h, d))
		ksft_test_result_fail("capget\n");
	else
		ksft_test_result_pass("capget\n");
	ksft_finished();
}
