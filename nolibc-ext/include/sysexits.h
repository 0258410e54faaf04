/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sysexits.h>: the exit statuses of 4.3BSD's programs, which glibc
 * installs with the same values (x86's syscall_numbering exits with
 * EX_OSERR).
 */

#ifndef _NOLIBC_EXT_SYSEXITS_H
#define _NOLIBC_EXT_SYSEXITS_H

#define EX_OK		0	/* success */
#define EX__BASE	64	/* the first of the error statuses */
#define EX_USAGE	64	/* a wrong command line */
#define EX_DATAERR	65	/* wrong input data */
#define EX_NOINPUT	66	/* an input file missing or unreadable */
#define EX_NOUSER	67	/* no such user */
#define EX_NOHOST	68	/* no such host */
#define EX_UNAVAILABLE	69	/* a service is not there */
#define EX_SOFTWARE	70	/* an internal error */
#define EX_OSERR	71	/* the system failed (fork, pipe...) */
#define EX_OSFILE	72	/* a system file missing or wrong */
#define EX_CANTCREAT	73	/* an output file cannot be made */
#define EX_IOERR	74	/* reading or writing failed */
#define EX_TEMPFAIL	75	/* a failure worth retrying */
#define EX_PROTOCOL	76	/* the other end broke the protocol */
#define EX_NOPERM	77	/* not allowed */
#define EX_CONFIG	78	/* a wrong configuration */
#define EX__MAX		78	/* the last of them */

#endif /* _NOLIBC_EXT_SYSEXITS_H */
