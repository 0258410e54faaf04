/* SPDX-License-Identifier: GPL-2.0 */
/* Does not compile, on purpose: run-user must say so and leave nothing. */

int main(void)
{
	return undeclared_identifier;
}
