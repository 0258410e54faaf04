/* SPDX-License-Identifier: GPL-2.0 */
/*
 * getopt() and getopt_long() of nolibc-ext: each case parses one command
 * line and sums up everything observable in one string (each option with
 * its argument, optind, optopt on errors, the messages on stderr and the
 * order of argv at the end), which must be glibc's.
 */

#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static int flag;
static const struct option longopts[] = {
	{ "verbose", no_argument, &flag, 7 },
	{ "file", required_argument, NULL, 'f' },
	{ "opt", optional_argument, NULL, 'o' },
	{ "verify", no_argument, NULL, 'V' },
	{ "debug", no_argument, NULL, 'd' },
	{ NULL, 0, NULL, 0 }
};

static char trace[1024];

static void add(const char *s)
{
	strncat(trace, s, sizeof(trace) - strlen(trace) - 1);
}

/*
 * Parses argv (NULL-terminated, argv[0] = "prog") with optstring, with the
 * long options when lng; stderr goes to a pipe read back into the trace.
 */
static const char *parse(const char *optstring, int lng, char **argv)
{
	char item[160], msgs[512];
	int argc, c, i, n, p[2], saved;

	for (argc = 0; argv[argc]; argc++)
		;
	trace[0] = 0;
	flag = 0;
	optind = 0;
	if (pipe(p))
		return "pipe failed";
	saved = dup(2);
	dup2(p[1], 2);
	while ((c = lng ? getopt_long(argc, argv, optstring, longopts, &i)
			: getopt(argc, argv, optstring)) != -1) {
		/* [c=optarg] on success, [c!optopt] on an error */
		if (c == '?' || c == ':')
			snprintf(item, sizeof(item), "[%c!%c]", c,
				 optopt > ' ' ? optopt : '0');
		else
			snprintf(item, sizeof(item), "[%c%s%s]", c > ' ' ? c : '0' + c,
				 optarg ? "=" : "", optarg ? optarg : "");
		add(item);
		if (c == 0) {
			snprintf(item, sizeof(item), "flag=%d,", flag);
			add(item);
		}
	}
	dup2(saved, 2);
	close(saved);
	close(p[1]);
	n = read(p[0], msgs, sizeof(msgs) - 1);
	close(p[0]);
	msgs[n > 0 ? n : 0] = 0;
	snprintf(item, sizeof(item), " optind=%d argv:", optind);
	add(item);
	for (i = 1; i < argc; i++) {
		add(" ");
		add(argv[i]);
	}
	for (i = 0; i < n; i++)
		if (msgs[i] == '\n')
			msgs[i] = '|';
	add(" stderr:");
	add(msgs);
	return trace;
}

#define PARSE(name, optstring, lng, want, ...) \
	do { \
		char *av[] = { "prog", __VA_ARGS__, NULL }; \
		CHECK_STR(name, parse(optstring, lng, av), want); \
	} while (0)

static void test_short(const char *name)
{
	PARSE(name, "ab:c::", 0,
	      "[a][b=foo][b=bar][c=x][c] optind=7 argv: -a -bfoo -b bar -cx -c file stderr:",
	      "-a", "-bfoo", "-b", "bar", "-cx", "-c", "file");
}

static void test_cluster(const char *name)
{
	PARSE(name, "ab", 0, "[a][b][a] optind=3 argv: -ab -a - stderr:",
	      "-ab", "-", "-a");
}

static void test_invalid(const char *name)
{
	PARSE(name, "ab", 0,
	      "[a][?!z] optind=3 argv: -a -z stderr:prog: invalid option -- 'z'|",
	      "-a", "-z");
}

static void test_double_dash(const char *name)
{
	PARSE(name, "a", 0, "[a] optind=3 argv: -a -- -a stderr:", "-a", "--", "-a");
}

static void test_missing_arg(const char *name)
{
	PARSE(name, "ab:", 0,
	      "[?!b] optind=2 argv: -b stderr:prog: option requires an argument -- 'b'|",
	      "-b");
}

static void test_missing_arg_colon(const char *name)
{
	PARSE(name, ":ab:", 0, "[:!b] optind=2 argv: -b stderr:", "-b");
}

static void test_quiet_invalid(const char *name)
{
	PARSE(name, ":a", 0, "[?!q] optind=2 argv: -q stderr:", "-q");
}

static void test_colon_option(const char *name)
{
	PARSE(name, "ab:", 0,
	      "[a][?!:] optind=2 argv: -a: stderr:prog: invalid option -- ':'|",
	      "-a:");
}

static void test_permute(const char *name)
{
	PARSE(name, "ab", 0, "[a][b] optind=3 argv: -a -b x y z stderr:",
	      "x", "-a", "y", "-b", "z");
}

static void test_posix_order(const char *name)
{
	PARSE(name, "+ab", 0, " optind=1 argv: x -a stderr:", "x", "-a");
}

static void test_in_order(const char *name)
{
	PARSE(name, "-ab", 0, "[1=x][a] optind=3 argv: x -a stderr:", "x", "-a");
}

static void test_permute_dash_dash(const char *name)
{
	PARSE(name, "a", 0, "[a] optind=3 argv: -a -- x -a stderr:",
	      "x", "-a", "--", "-a");
}

static void test_optarg_not_option(const char *name)
{
	PARSE(name, "b:", 0, "[b=-a] optind=3 argv: -b -a stderr:", "-b", "-a");
}

static void test_long(const char *name)
{
	PARSE(name, "f:", 1,
	      "[0]flag=7,[f=x][f=y][f=z][o][o=q] optind=9 argv: --verbose --file=x --file y --fi z --opt --opt=q stderr:",
	      "--verbose", "--file=x", "--file", "y", "--fi", "z", "--opt", "--opt=q");
}

static void test_long_ambiguous(const char *name)
{
	PARSE(name, "", 1,
	      "[?!0] optind=2 argv: --ver stderr:prog: option '--ver' is ambiguous; possibilities: '--verbose' '--verify'|",
	      "--ver");
}

static void test_long_unknown(const char *name)
{
	PARSE(name, "", 1,
	      "[?!0] optind=2 argv: --nope stderr:prog: unrecognized option '--nope'|",
	      "--nope");
}

static void test_long_no_arg_allowed(const char *name)
{
	PARSE(name, "", 1,
	      "[?!V] optind=2 argv: --verify=3 stderr:prog: option '--verify' doesn't allow an argument|",
	      "--verify=3");
}

static void test_long_missing_arg(const char *name)
{
	PARSE(name, "", 1,
	      "[?!f] optind=2 argv: --file stderr:prog: option '--file' requires an argument|",
	      "--file");
}

static void test_long_missing_arg_colon(const char *name)
{
	PARSE(name, ":", 1, "[:!f] optind=2 argv: --file stderr:", "--file");
}

static void test_long_mixed(const char *name)
{
	PARSE(name, "x", 1, "[x][d][f=a] optind=5 argv: -x --debug --file a b stderr:",
	      "b", "-x", "--debug", "--file", "a");
}

static void test_long_opterr_off(const char *name)
{
	opterr = 0;
	PARSE(name, "", 1, "[?!0] optind=2 argv: --nope stderr:", "--nope");
	opterr = 1;
}

static const struct check_case cases[] = {
	CHECK_CASE(test_short),
	CHECK_CASE(test_cluster),
	CHECK_CASE(test_invalid),
	CHECK_CASE(test_double_dash),
	CHECK_CASE(test_missing_arg),
	CHECK_CASE(test_missing_arg_colon),
	CHECK_CASE(test_quiet_invalid),
	CHECK_CASE(test_colon_option),
	CHECK_CASE(test_permute),
	CHECK_CASE(test_posix_order),
	CHECK_CASE(test_in_order),
	CHECK_CASE(test_permute_dash_dash),
	CHECK_CASE(test_optarg_not_option),
	CHECK_CASE(test_long),
	CHECK_CASE(test_long_ambiguous),
	CHECK_CASE(test_long_unknown),
	CHECK_CASE(test_long_no_arg_allowed),
	CHECK_CASE(test_long_missing_arg),
	CHECK_CASE(test_long_missing_arg_colon),
	CHECK_CASE(test_long_mixed),
	CHECK_CASE(test_long_opterr_off),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
