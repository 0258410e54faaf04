/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The smallest program of an architecture: scripts/native-probe runs it
 * to learn whether this machine's kernel runs that architecture's
 * programs natively (an x86_64 kernel runs i386 ones only with IA32
 * emulation). Exits 0.
 */

int main(void)
{
	return 0;
}
