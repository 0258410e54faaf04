// SPDX-License-Identifier: GPL-2.0
/*
 * Time and threads through the ABI the program is built for. As a compat
 * case (a 32-bit program on a 64-bit kernel, UAPI_COMPAT=1), nolibc-ext
 * calls the 32-bit time system calls, futex among them, which a kernel
 * has only with COMPAT_32BIT_TIME: tests/boot/<arch>.config sets it
 * wherever there is a compat ABI. Without it, clock_gettime() fails with
 * ENOSYS (the thread's join still ends: it retries a futex that fails).
 */

#include <pthread.h>
#include <time.h>
#include "kselftest_harness.h"

TEST(monotonic_clock_advances)
{
	struct timespec a, b, d = { 0, 10 * 1000 * 1000 };
	long long ns;

	ASSERT_EQ(0, clock_gettime(CLOCK_MONOTONIC, &a));
	ASSERT_EQ(0, clock_nanosleep(CLOCK_MONOTONIC, 0, &d, NULL));
	ASSERT_EQ(0, clock_gettime(CLOCK_MONOTONIC, &b));
	ns = (b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec);
	EXPECT_GE(ns, 10 * 1000 * 1000);
}

static void *add_one(void *arg)
{
	*(int *)arg += 1;
	return arg;
}

TEST(thread_joins)
{
	pthread_t t;
	void *ret = NULL;
	int n = 41;

	ASSERT_EQ(0, pthread_create(&t, NULL, add_one, &n));
	ASSERT_EQ(0, pthread_join(t, &ret));
	EXPECT_EQ(&n, ret);
	EXPECT_EQ(42, n);
}

TEST_HARNESS_MAIN
