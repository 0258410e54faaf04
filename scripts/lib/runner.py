# SPDX-License-Identifier: GPL-2.0
"""Running one test program the way the project promises, under a qemu-user
binary or natively:

- stdin is an empty pipe: the first read returns end of file (nolibc-test
  wants a pipe there, not /dev/null);
- stdout and stderr go where the caller says, untouched;
- the environment is the one the kernel gives init (HOME=/ TERM=linux)
  with a PATH, plus what the caller adds: never the caller's own, so a
  result does not depend on who ran it (nolibc-test wants TERM set);
- core dumps are off (qemu-user would drop a core file in the current
  directory);
- the program runs in a process group of its own, killed whole when it
  ends or when the timeout expires.
"""

import os
import resource
import shutil
import signal
import subprocess

TIMEOUT = "timeout"


class CannotRun(Exception):
    """The program could not be started; the message says why."""


def command(qemu, argv, argv0=None):
    """The command line running argv, under qemu when qemu is not empty,
    and the executable to start; argv0 replaces argv[0] as the program
    sees it."""
    if not os.path.isfile(argv[0]):
        raise CannotRun("%s does not exist (did its build fail?)" % argv[0])
    if not qemu:
        return [argv0 or argv[0]] + list(argv[1:]), argv[0]
    path = shutil.which(qemu)
    if path is None:
        raise CannotRun("%s not found: install qemu-user-static "
                        "(apt-get install qemu-user-static)" % qemu)
    return [path] + (["-0", argv0] if argv0 else []) + list(argv), path


def _no_core():
    # The soft limit only: a test may raise it again (nolibc-test does).
    hard = resource.getrlimit(resource.RLIMIT_CORE)[1]
    resource.setrlimit(resource.RLIMIT_CORE, (0, hard))


def _kill_group(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


BASE_ENV = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/", "TERM": "linux"}


def environment(extra=()):
    """The environment of a test: BASE_ENV plus NAME=VALUE strings."""
    env = dict(BASE_ENV)
    for item in extra:
        name, eq, value = item.partition("=")
        if not eq or not name:
            raise CannotRun("%r is not NAME=VALUE" % item)
        env[name] = value
    return env


def run(cmd, timeout=0, stdout=None, stderr=None, env=None):
    """Run cmd, as command() gives it; return its exit code, -N when signal
    N killed it, or TIMEOUT."""
    cmd, executable = cmd
    rfd, wfd = os.pipe()
    os.close(wfd)
    try:
        proc = subprocess.Popen(cmd, executable=executable, stdin=rfd,
                                stdout=stdout, stderr=stderr,
                                close_fds=True, start_new_session=True,
                                preexec_fn=_no_core, env=env or environment())
    except OSError as e:
        raise CannotRun("cannot run %s: %s" % (cmd[0], e.strerror))
    finally:
        os.close(rfd)
    try:
        status = proc.wait(timeout=timeout or None)
    except subprocess.TimeoutExpired:
        status = TIMEOUT
    except KeyboardInterrupt:
        _kill_group(proc.pid)
        proc.wait()
        raise
    # Whatever the program left behind in its group goes with it.
    _kill_group(proc.pid)
    proc.wait()
    return status


def signame(num):
    try:
        return signal.Signals(num).name
    except ValueError:
        return "signal %d" % num


def describe(status, timeout=0):
    """One phrase for a non-zero status returned by run()."""
    if status == TIMEOUT:
        return "timed out after %gs and was killed" % timeout
    if status < 0:
        return "killed by %s (%d)" % (signame(-status), -status)
    return "exited with code %d" % status


def exit_code(status):
    """The shell's encoding: the code itself, 128+N for signal N, 124 for
    a timeout (as timeout(1) does)."""
    if status == TIMEOUT:
        return 124
    return 128 - status if status < 0 else status
