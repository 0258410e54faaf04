/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The small kselftest_harness.h program of the figures: one fixture-less
 * test with one assertion.
 */

#include <unistd.h>
#include "kselftest_harness.h"

TEST(getpid_positive)
{
	ASSERT_GT(getpid(), 0);
}

TEST_HARNESS_MAIN
