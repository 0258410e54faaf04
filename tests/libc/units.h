/* SPDX-License-Identifier: GPL-2.0 */
/* t-units.c and u-units.c: what one file calls in the other. */

#ifndef TESTS_LIBC_UNITS_H
#define TESTS_LIBC_UNITS_H

void units_srand(unsigned int seed);
int units_rand(void);
int units_getopt(int argc, char **argv, const char *opts);
char *units_strtok_next(const char *delim);
int units_ungetc(int c);
int units_getc(void);
int units_bad_close(void);
int units_errno(void);

#endif
