// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing getopt() and getopt_long(): option strings with arguments
 * required and optional, a leading '+', '-' or ':', and argument vectors
 * of short option clusters, long options (exact, abbreviated, with '=',
 * unknown), "--", "-" and operands. Printed: each value returned with
 * optind, optarg and optopt, then the argument vector as getopt left it
 * (GNU permutes operands to the end). Error messages are off (opterr 0).
 */

#include <getopt.h>
#include <stdio.h>
#include <unistd.h>
#include "fuzz.h"

static const char *const optstrings[] = {
	"ab:c::d", "+ab:c::d", "-ab:c::d", ":ab:c::d", "a", "b:", "c::", "abcd", "",
};
static const char *const tokens[] = {
	"-a", "-b", "-c", "-d", "-z", "-ab", "-ba", "-bx", "-cx", "-acx", "-",
	"--", "x", "y", "--long", "--long=v", "--lo", "--req", "--req=r",
	"--opt", "--opt=o", "--flag", "--nope", "--l", "-:", "-?",
};

static const struct option longopts[] = {
	{ "long", no_argument, NULL, 'L' },
	{ "long-too", no_argument, NULL, 'M' },
	{ "req", required_argument, NULL, 'R' },
	{ "opt", optional_argument, NULL, 'O' },
	{ "flag", no_argument, NULL, 'F' },
	{ NULL, 0, NULL, 0 },
};

static void one_case(void)
{
	char store[10][16], *argv[11];
	const char *opts = FUZZ_PICK(optstrings);
	int argc = 1 + fuzz_below(9), i, r, use_long = fuzz_below(2), steps = 0;

	argv[0] = store[0];
	store[0][0] = 0;
	fuzz_cat(store[0], "prog");
	for (i = 1; i < argc; i++) {
		store[i][0] = 0;
		fuzz_cat(store[i], FUZZ_PICK(tokens));
		argv[i] = store[i];
	}
	argv[argc] = NULL;
	fuzz_putc(' ');
	fuzz_puts(use_long ? "getopt_long " : "getopt ");
	fuzz_str(opts);
	for (i = 1; i < argc; i++) {
		fuzz_putc(' ');
		fuzz_str(argv[i]);
	}
	fuzz_puts(" =>");
	optind = 0;	/* a fresh scan: glibc's and nolibc-ext's way */
	opterr = 0;
	while (steps++ < 32) {
		int idx = -1;

		r = use_long ? getopt_long(argc, argv, opts, longopts, &idx) :
			       getopt(argc, argv, opts);
		fuzz_field("r", r);
		if (r == -1)
			break;
		fuzz_field("ind", optind);
		if (optarg) {
			fuzz_puts(" arg=");
			fuzz_str(optarg);
		}
		if (r == '?' || r == ':')
			fuzz_field("opt", optopt);
		if (use_long && idx >= 0)
			fuzz_field("idx", idx);
	}
	fuzz_field("optind", optind);
	fuzz_puts(" argv:");
	for (i = 1; i < argc; i++) {
		fuzz_putc(' ');
		fuzz_str(argv[i]);
	}
}

FUZZ_MAIN(one_case)
