/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The caches' fifteen sysconf() figures, each with the errno it left, one
 * line each: scripts/cache-check runs the glibc build and nolibc-ext's
 * x86_64 and i386 builds on every CPU model qemu offers and natively, and
 * wants the same lines from all of them. Exits 0.
 */

#include <errno.h>
#include <stdio.h>
#include <unistd.h>

int main(void)
{
	long v;
	int n;

	for (n = _SC_LEVEL1_ICACHE_SIZE; n <= _SC_LEVEL4_CACHE_LINESIZE; n++) {
		errno = 0;
		v = sysconf(n);
		printf("%d %ld %d\n", n, v, errno);
	}
	return 0;
}
