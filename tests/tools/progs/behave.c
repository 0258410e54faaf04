/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A program that misbehaves on request, to test how run-user reports it:
 *   behave exit N       exit with code N
 *   behave signal N     kill itself with signal N
 *   behave stdin        exit 0 when the first read of stdin is end of file
 *   behave open FILE    exit 0 when FILE can be opened for reading
 *   behave streams      write "to-stdout" on fd 1 and "to-stderr" on fd 2
 *   behave args A...    print each argument on a line of its own
 *   behave env          print each environment variable on a line of its own
 *   behave loop         never end
 */

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char **environ;

int main(int argc, char **argv)
{
	char c;
	int i;

	if (argc < 2)
		return 100;
	if (!strcmp(argv[1], "exit") && argc == 3)
		return atoi(argv[2]);
	if (!strcmp(argv[1], "signal") && argc == 3) {
		kill(getpid(), atoi(argv[2]));
		return 101;
	}
	if (!strcmp(argv[1], "stdin"))
		return read(0, &c, 1) == 0 ? 0 : 102;
	if (!strcmp(argv[1], "open") && argc == 3)
		return open(argv[2], O_RDONLY) >= 0 ? 0 : 104;
	if (!strcmp(argv[1], "streams")) {
		if (write(1, "to-stdout\n", 10) != 10 ||
		    write(2, "to-stderr\n", 10) != 10)
			return 103;
		return 0;
	}
	if (!strcmp(argv[1], "args")) {
		for (i = 2; i < argc; i++)
			printf("[%s]\n", argv[i]);
		return 0;
	}
	if (!strcmp(argv[1], "env")) {
		for (i = 0; environ[i]; i++)
			printf("%s\n", environ[i]);
		return 0;
	}
	if (!strcmp(argv[1], "loop"))
		for (;;)
			;
	return 104;
}
