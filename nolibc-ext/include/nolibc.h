/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * nolibc-ext entry point: Linux 6.12's nolibc, then all that nolibc-ext
 * adds to it. nolibc-ext's directory comes before nolibc's on the include
 * path, so <nolibc.h> and every standard header name land here first; each
 * nolibc-ext header includes nolibc's header of the same name (when there
 * is one) with #include_next and adds what 6.12 lacks.
 *
 * <stdio.h> is the exception: its complete printf family replaces 6.12's
 * small one only in programs that include it, so that a program written
 * against kselftest.h alone (which under nolibc includes nothing) keeps
 * 6.12's printf and its size.
 */

#ifndef _NOLIBC_EXT_H
#define _NOLIBC_EXT_H

#include_next <nolibc.h>

#include <ctype.h>
#include <fcntl.h>
#include <getopt.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/utsname.h>
#include <sys/wait.h>

#endif /* _NOLIBC_EXT_H */
