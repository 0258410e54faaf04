/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The smallest program of an architecture: scripts/native-probe runs it
 * to learn whether this machine's kernel runs that architecture's
 * programs natively (an x86_64 kernel runs i386 ones only with IA32
 * emulation). Exits 0, or 3 when the kernel mapped no vDSO: the program
 * then runs under an emulator that binfmt_misc started (qemu-user maps
 * none), or on a kernel without one, where the native rows' vDSO cases
 * could not pass either.
 */

#include <sys/auxv.h>

int main(void)
{
	return getauxval(AT_SYSINFO_EHDR) ? 0 : 3;
}
