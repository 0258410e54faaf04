/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * The raw system call helpers of nolibc and nolibc-ext (sys_foo()) under
 * names of their own, for the length of the headers: many selftests
 * define static sys_foo() wrappers of their own (sys_memfd_create,
 * sys_mount...), which would clash with nolibc's. nolibc.h includes this
 * before nolibc when it comes first (a selftest's build: -include
 * nolibc.h) and sys-unrename.h after the last header, so the headers'
 * code calls the renamed helpers and the program's names are its own.
 * No include guard: it is meant to be included again.
 *
 * Every sys_ function nolibc or nolibc-ext defines must be listed here
 * and in sys-unrename.h (make tools-check verifies), but sys_fork and
 * sys_mmap: nolibc lets an architecture define those as macros (s390)
 * and skips its own when they are.
 */

#define sys_brk __nolibc_sys_brk
#define sys_chdir __nolibc_sys_chdir
#define sys_chmod __nolibc_sys_chmod
#define sys_chown __nolibc_sys_chown
#define sys_chroot __nolibc_sys_chroot
#define sys_close __nolibc_sys_close
#define sys_close_range __nolibc_sys_close_range
#define sys_dup __nolibc_sys_dup
#define sys_dup2 __nolibc_sys_dup2
#define sys_dup3 __nolibc_sys_dup3
#define sys_execve __nolibc_sys_execve
#define sys_exit __nolibc_sys_exit
#define sys_exit_group __nolibc_sys_exit_group
#define sys_faccessat __nolibc_sys_faccessat
#define sys_fchown __nolibc_sys_fchown
#define sys_fchownat __nolibc_sys_fchownat
#define sys_fcntl __nolibc_sys_fcntl
#define sys_fsync __nolibc_sys_fsync
#define sys_ftruncate __nolibc_sys_ftruncate
#define sys_getdents64 __nolibc_sys_getdents64
#define sys_geteuid __nolibc_sys_geteuid
#define sys_getpgid __nolibc_sys_getpgid
#define sys_getpgrp __nolibc_sys_getpgrp
#define sys_getpid __nolibc_sys_getpid
#define sys_getppid __nolibc_sys_getppid
#define sys_gettid __nolibc_sys_gettid
#define sys_gettimeofday __nolibc_sys_gettimeofday
#define sys_getuid __nolibc_sys_getuid
#define sys_ioctl __nolibc_sys_ioctl
#define sys_kill __nolibc_sys_kill
#define sys_link __nolibc_sys_link
#define sys_lseek __nolibc_sys_lseek
#define sys_memfd_create __nolibc_sys_memfd_create
#define sys_mkdir __nolibc_sys_mkdir
#define sys_mknod __nolibc_sys_mknod
#define sys_mount __nolibc_sys_mount
#define sys_mprotect __nolibc_sys_mprotect
#define sys_munmap __nolibc_sys_munmap
#define sys_open __nolibc_sys_open
#define sys_openat __nolibc_sys_openat
#define sys_pause __nolibc_sys_pause
#define sys_pipe2 __nolibc_sys_pipe2
#define sys_pivot_root __nolibc_sys_pivot_root
#define sys_poll __nolibc_sys_poll
#define sys_prctl __nolibc_sys_prctl
#define sys_pread __nolibc_sys_pread
#define sys_prlimit64 __nolibc_sys_prlimit64
#define sys_pwrite __nolibc_sys_pwrite
#define sys_read __nolibc_sys_read
#define sys_readlinkat __nolibc_sys_readlinkat
#define sys_reboot __nolibc_sys_reboot
#define sys_renameat2 __nolibc_sys_renameat2
#define sys_rmdir __nolibc_sys_rmdir
#define sys_rt_sigaction __nolibc_sys_rt_sigaction
#define sys_rt_sigpending __nolibc_sys_rt_sigpending
#define sys_rt_sigprocmask __nolibc_sys_rt_sigprocmask
#define sys_rt_sigsuspend __nolibc_sys_rt_sigsuspend
#define sys_sched_yield __nolibc_sys_sched_yield
#define sys_select __nolibc_sys_select
#define sys_sethostname __nolibc_sys_sethostname
#define sys_setpgid __nolibc_sys_setpgid
#define sys_setsid __nolibc_sys_setsid
#define sys_socket __nolibc_sys_socket
#define sys_statx __nolibc_sys_statx
#define sys_symlink __nolibc_sys_symlink
#define sys_truncate __nolibc_sys_truncate
#define sys_umask __nolibc_sys_umask
#define sys_umount2 __nolibc_sys_umount2
#define sys_uname __nolibc_sys_uname
#define sys_unlink __nolibc_sys_unlink
#define sys_unshare __nolibc_sys_unshare
#define sys_wait4 __nolibc_sys_wait4
#define sys_waitid __nolibc_sys_waitid
#define sys_write __nolibc_sys_write
