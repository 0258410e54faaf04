/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A test that damages its world: unmounts /proc and mounts an empty tmpfs
 * over /dev. The next test and the host must not notice.
 */

#include <stdio.h>
#include <sys/mount.h>
#include "kselftest.h"

int main(void)
{
	ksft_print_header();
	ksft_set_plan(2);
	ksft_test_result(umount2("/proc", MNT_DETACH) == 0, "unmount /proc\n");
	ksft_test_result(mount("tmpfs", "/dev", "tmpfs", 0, "size=4k") == 0,
			 "mount an empty tmpfs over /dev\n");
	ksft_finished();
}
