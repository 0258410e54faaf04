/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reaching the } that ends main() returns 0 (C99 5.1.2.2.3), whatever
 * the calls before it left in the return register: a selftest whose
 * main() has no return statement exits 0 with glibc. Under
 * -ffreestanding, main() is an ordinary function and the rule is lost
 * (the program exits with what its last call returned), so nolibc-ext's
 * builds are hosted with -fno-builtin. The child forked here is the
 * program that ends so; its parent checks its exit status.
 */

#include "check.h"

static int twenty_two(void)
{
	return 22;
}

/* called through a pointer the compiler cannot see through */
static int (*volatile last_call)(void) = twenty_two;
static pid_t child;

static void test_main_end_returns_0(const char *name)
{
	CHECK_EQ(name, check_child(child), 0);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_main_end_returns_0),
};

int main(void)
{
	child = fork();
	if (child)
		return check_run(cases, CHECK_COUNT(cases));
	last_call();
}
