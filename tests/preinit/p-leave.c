/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A test that leaves processes behind and exits at once:
 *   p-leave holder      a grandchild in a session of its own sleeps for a
 *                       minute with stdout open
 *   p-leave sleepers N  N children sleep for a minute
 * preinit must finish at once anyway and leave none of them alive.
 */

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int i, n = argc > 2 ? atoi(argv[2]) : 1;

	if (argc < 2)
		return 2;
	if (!strcmp(argv[1], "holder"))
		n = 1;
	for (i = 0; i < n; i++) {
		pid_t pid = fork();

		if (pid < 0)
			return 1;
		if (pid == 0) {
			if (!strcmp(argv[1], "holder") && fork() != 0)
				_exit(0);	/* the grandchild stays */
			setsid();
			sleep(60);
			_exit(0);
		}
	}
	return 0;
}
