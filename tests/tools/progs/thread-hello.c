/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The small threaded program of the figures: kselftest.h's header, one
 * thread created and joined, a __thread variable, the totals.
 */

#include <pthread.h>
#include "kselftest.h"

static __thread int mine = 1;

static void *run(void *arg)
{
	mine = 2;
	return arg;
}

int main(void)
{
	pthread_t t;
	void *res = NULL;

	ksft_print_header();
	ksft_set_plan(1);
	ksft_test_result(!pthread_create(&t, NULL, run, &t) && !pthread_join(t, &res) &&
			 res == &t && mine == 1, "thread\n");
	ksft_finished();
}
