// SPDX-License-Identifier: GPL-2.0
/*
 * The second file of t-units: library state touched here must be the
 * state t-units.c sees.
 */

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "units.h"

void units_srand(unsigned int seed)
{
	srand(seed);
}

int units_rand(void)
{
	return rand();
}

int units_getopt(int argc, char **argv, const char *opts)
{
	return getopt(argc, argv, opts);
}

char *units_strtok_next(const char *delim)
{
	return strtok(NULL, delim);
}

int units_ungetc(int c)
{
	return ungetc(c, stdin);
}

int units_getc(void)
{
	return getc(stdin);
}

int units_bad_close(void)
{
	return close(-1);
}

int units_errno(void)
{
	return errno;
}
