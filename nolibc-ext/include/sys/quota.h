/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <sys/quota.h>: quotactl() with the UAPI's <linux/quota.h> (QCMD, the Q_*
 * commands, struct if_dqblk) and glibc's older names of its structures,
 * struct dqblk and struct dqinfo (the same layouts).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_SYS_QUOTA_H
#define _NOLIBC_EXT_SYS_QUOTA_H

#include <stdint.h>
#include <sys/types.h>
#include <linux/quota.h>

struct dqblk {
	uint64_t dqb_bhardlimit;
	uint64_t dqb_bsoftlimit;
	uint64_t dqb_curspace;
	uint64_t dqb_ihardlimit;
	uint64_t dqb_isoftlimit;
	uint64_t dqb_curinodes;
	uint64_t dqb_btime;
	uint64_t dqb_itime;
	uint32_t dqb_valid;
};

struct dqinfo {
	uint64_t dqi_bgrace;
	uint64_t dqi_igrace;
	uint32_t dqi_flags;
	uint32_t dqi_valid;
};

static __attribute__((unused))
int quotactl(int cmd, const char *special, int id, caddr_t addr)
{
	return __sysret(my_syscall4(__NR_quotactl, cmd, special, id, addr));
}

#endif /* _NOLIBC_EXT_SYS_QUOTA_H */
