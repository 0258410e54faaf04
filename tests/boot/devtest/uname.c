// SPDX-License-Identifier: GPL-2.0
/*
 * A developer's own test, kept outside the tree's selftests as one being
 * written would be: make test embeds this directory with UAPI_TESTS (its
 * suite is local_devtest) and make tools-check ports it under qemu-user.
 * It asserts what the runner's world gives every test: the UTS name is
 * the kernel's, and the test's own hostname change stays in its UTS
 * namespace.
 */

#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>
#include "kselftest_harness.h"

TEST(uname_is_linux)
{
	struct utsname u;

	ASSERT_EQ(0, uname(&u));
	EXPECT_STREQ("Linux", u.sysname);
	EXPECT_NE(0, strlen(u.release));
}

TEST(hostname_round_trip)
{
	char name[65] = "";

	ASSERT_EQ(0, sethostname("devtest", 7));
	ASSERT_EQ(0, gethostname(name, sizeof(name)));
	EXPECT_STREQ("devtest", name);
}

TEST_HARNESS_MAIN
