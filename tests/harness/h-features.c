/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Every feature of the unmodified 6.12 kselftest_harness.h, for golden
 * output: passing and failing TEST, EXPECT going on after a failure,
 * ASSERT stopping the test (longjmp, then teardown, then abort), SKIP,
 * TH_LOG, TEST_SIGNAL met and missed, a test killed by a signal,
 * TEST_F with setup and teardown, TEST_F_TIMEOUT killed by SIGALRM,
 * FIXTURE_VARIANT and XFAIL_ADD. tests/harness/runs lists the command
 * lines it is run with, expected/ what each must print.
 */

#include <signal.h>
#include <unistd.h>
#include "kselftest_harness.h"

TEST(pass_basic)
{
	ASSERT_EQ(1, 1);
	EXPECT_NE(1, 2);
	EXPECT_STREQ("abc", "abc");
	EXPECT_LT(-1, 0);
}

TEST(expect_goes_on)
{
	EXPECT_EQ(1, 2);
	TH_LOG("still running after a failed EXPECT");
	EXPECT_STRNE("x", "x");
}

TEST(assert_stops)
{
	ASSERT_EQ(3, 4) TH_LOG("the assertion's own message");
	TH_LOG("never printed");
}

TEST(skip_me)
{
	SKIP(return, "skipped with reason %d", 42);
	TH_LOG("never printed");
}

TEST_SIGNAL(dies_by_signal, SIGUSR1)
{
	raise(SIGUSR1);
}

TEST_SIGNAL(signal_missed, SIGUSR1)
{
}

TEST(killed)
{
	kill(getpid(), SIGKILL);
}

FIXTURE(fix) {
	int value;
};

FIXTURE_SETUP(fix)
{
	self->value = 10;
	TH_LOG("setup");
}

FIXTURE_TEARDOWN(fix)
{
	TH_LOG("teardown with value %d", self->value);
}

TEST_F(fix, uses_setup)
{
	ASSERT_EQ(10, self->value);
	self->value = 11;
}

TEST_F(fix, assert_then_teardown)
{
	ASSERT_EQ(0, self->value);
}

TEST_F_TIMEOUT(fix, times_out, 1)
{
	sleep(10);
}

FIXTURE(var) {
	int x;
};

FIXTURE_VARIANT(var) {
	int x;
	const char *label;
};

FIXTURE_VARIANT_ADD(var, one) {
	.x = 1,
	.label = "first",
};

FIXTURE_VARIANT_ADD(var, two) {
	.x = 2,
	.label = "second",
};

FIXTURE_SETUP(var)
{
	self->x = variant->x;
}

FIXTURE_TEARDOWN(var)
{
}

TEST_F(var, positive)
{
	ASSERT_GT(self->x, 0);
	TH_LOG("variant %s", variant->label);
}

TEST_F(var, is_one)
{
	ASSERT_EQ(1, self->x);
}

XFAIL_ADD(var, two, is_one);

TEST_HARNESS_MAIN
