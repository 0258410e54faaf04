/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <asm-generic/unistd.h> read before <sys/syscall.h>, as mm/seal_elf.c
 * does: the system call numbers are the architecture's in the end, with
 * nolibc-ext as with glibc (the compilers warn of the redefinitions).
 */

#include <asm-generic/unistd.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "check.h"

static void test_getpid_number(const char *name)
{
	CHECK_EQ(name, syscall(__NR_getpid) == getpid() && SYS_getpid == __NR_getpid, 1);
}

static void test_getppid_number(const char *name)
{
	CHECK_EQ(name, syscall(__NR_getppid) == getppid(), 1);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_getpid_number),
	CHECK_CASE(test_getppid_number),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
