/* SPDX-License-Identifier: GPL-2.0 */
/*
 * p-root PATH...: tries to create each PATH as a file, then PATH.d as a
 * directory, and prints "created PATH" or "refused PATH: errno N" for
 * each. Exits 0: what it may write is for the caller to judge, from the
 * lines and from what is on the disk afterwards.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void report(const char *what, const char *path, int ok)
{
	if (ok)
		printf("created %s%s\n", path, what);
	else
		printf("refused %s%s: errno %d\n", path, what, errno);
}

int main(int argc, char **argv)
{
	char dir[4096];
	int i, fd;

	for (i = 1; i < argc; i++) {
		fd = open(argv[i], O_WRONLY | O_CREAT | O_EXCL, 0644);
		report("", argv[i], fd >= 0 && write(fd, "x", 1) == 1);
		if (fd >= 0)
			close(fd);
		snprintf(dir, sizeof(dir), "%s.d", argv[i]);
		report(".d", argv[i], mkdir(dir, 0755) == 0);
	}
	return 0;
}
