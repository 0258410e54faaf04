/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Tests that keep preinit busy or try to get rid of it; none ends by
 * itself before the timeout preinit is given:
 *   p-hostile storm      an orphan storm: fork, the child forks and exits,
 *                        reap it, again; every orphan comes to preinit
 *   p-hostile stubborn   the same, every signal blocked or ignored first
 *   p-hostile bomb D     a fork bomb of depth D (2^(D+1) - 1 processes at
 *                        most): each process forks two children, retrying
 *                        while fork fails, then sleeps
 *   p-hostile parricide  signals its supervisor (PID 1 in its pid
 *                        namespace, else its parent) to stop, then loops
 *   p-hostile hideproc   covers /proc with a tmpfs, leaves an orphan that
 *                        sleeps, and exits 0 (without a pid namespace
 *                        preinit finds orphans through /proc)
 * Every process gives up after 60 s, so that a preinit that fails to kill
 * them cannot leave them running for long.
 */

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

static time_t start;

static void give_up_later(void)
{
	if (time(NULL) - start > 60)
		_exit(3);
}

static void storm(void)
{
	pid_t pid;

	for (;;) {
		give_up_later();
		pid = fork();
		if (pid == 0) {
			if (fork() == 0)
				_exit(0);
			_exit(0);
		}
		if (pid > 0)
			waitpid(pid, NULL, 0);
	}
}

static void stubborn(void)
{
	sigset_t all;
	int sig;

	for (sig = 1; sig < 65; sig++)
		signal(sig, SIG_IGN);
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, NULL);
	storm();
}

static void bomb(int depth)
{
	int children = 0;

	while (depth > 0 && children < 2) {
		give_up_later();
		if (fork() == 0) {
			depth--;
			children = 0;
			continue;
		}
		children++;
	}
	for (;;) {
		give_up_later();
		sleep(1);
	}
}

static void parricide(void)
{
	pid_t target = getppid();

	kill(target, SIGTERM);
	kill(target, SIGINT);
	kill(target, SIGHUP);
	kill(target, SIGKILL);
	for (;;)
		give_up_later();
}

static void hideproc(void)
{
	if (mount("none", "/proc", "tmpfs", 0, NULL) < 0)
		_exit(1);
	if (fork() == 0) {
		if (fork() == 0)
			for (;;) {
				give_up_later();
				sleep(1);
			}
		_exit(0);
	}
	wait(NULL);
	_exit(0);
}

int main(int argc, char **argv)
{
	start = time(NULL);
	if (argc == 2 && !strcmp(argv[1], "storm"))
		storm();
	if (argc == 2 && !strcmp(argv[1], "stubborn"))
		stubborn();
	if (argc == 3 && !strcmp(argv[1], "bomb"))
		bomb(atoi(argv[2]));
	if (argc == 2 && !strcmp(argv[1], "parricide"))
		parricide();
	if (argc == 2 && !strcmp(argv[1], "hideproc"))
		hideproc();
	return 2;
}
