/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <ftw.h>: nftw() and ftw(), a file tree walked depth first, the entries
 * of each directory in the order readdir() gives them, as glibc walks it:
 * trailing slashes of the root dropped; FTW_PHYS (symbolic links as such,
 * FTW_SL), FTW_MOUNT (mount points below the root are left out),
 * FTW_DEPTH (a directory after its entries, FTW_DP), FTW_CHDIR (each call
 * in the directory holding the entry; the working directory restored at
 * the end) and GNU's FTW_ACTIONRETVAL. Without FTW_PHYS, links are
 * followed (FTW_SLN when they lead nowhere) and a directory reached twice
 * is walked once. nopenfd is not a limit here: one directory is open per
 * level, as deep as the tree goes.
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_FTW_H
#define _NOLIBC_EXT_FTW_H

#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* typeflag values, glibc's */
#define FTW_F		0
#define FTW_D		1
#define FTW_DNR		2
#define FTW_NS		3
#define FTW_SL		4
#define FTW_DP		5
#define FTW_SLN		6

/* flags */
#define FTW_PHYS	1
#define FTW_MOUNT	2
#define FTW_CHDIR	4
#define FTW_DEPTH	8
#define FTW_ACTIONRETVAL 16

/* what fn returns with FTW_ACTIONRETVAL */
#define FTW_CONTINUE	0
#define FTW_STOP	1
#define FTW_SKIP_SUBTREE 2
#define FTW_SKIP_SIBLINGS 3

struct FTW {
	int base;
	int level;
};

struct __nolibc_ext_ftw_seen {
	dev_t dev;
	ino_t ino;
};

struct __nolibc_ext_ftw {
	int (*fn)(const char *, const struct stat *, int, struct FTW *);
	int (*old)(const char *, const struct stat *, int);
	int flags;
	dev_t dev;			/* the root's, for FTW_MOUNT */
	char *path;			/* the entry's path, built in place */
	size_t room;
	struct __nolibc_ext_ftw_seen *seen;	/* directories walked */
	size_t nseen, seen_room;
};

/*
 * fn's answer; the old ftw() callback has no struct FTW. With FTW_CHDIR,
 * in pfd, the directory holding the entry.
 */
static __attribute__((unused))
int __nolibc_ext_ftw_call(struct __nolibc_ext_ftw *w, const struct stat *st,
			  int type, struct FTW *f, int pfd)
{
	if ((w->flags & FTW_CHDIR) && fchdir(pfd))
		return -1;
	if (w->old)
		return w->old(w->path, st, type);
	return w->fn(w->path, st, type, f);
}

/* room for len more bytes of path: 0, or -1 with ENOMEM */
static __attribute__((unused))
int __nolibc_ext_ftw_grow(struct __nolibc_ext_ftw *w, size_t len)
{
	char *p;

	if (len < w->room)
		return 0;
	p = realloc(w->path, 2 * len + 64);
	if (!p) {
		SET_ERRNO(ENOMEM);
		return -1;
	}
	w->path = p;
	w->room = 2 * len + 64;
	return 0;
}

/* 1 if the directory st was walked already, else noted: 0, or -1 */
static __attribute__((unused))
int __nolibc_ext_ftw_seen_before(struct __nolibc_ext_ftw *w, const struct stat *st)
{
	struct __nolibc_ext_ftw_seen *s;
	size_t i;

	for (i = 0; i < w->nseen; i++)
		if (w->seen[i].dev == st->st_dev && w->seen[i].ino == st->st_ino)
			return 1;
	if (w->nseen == w->seen_room) {
		s = realloc(w->seen, (2 * w->seen_room + 16) * sizeof(*s));
		if (!s) {
			SET_ERRNO(ENOMEM);
			return -1;
		}
		w->seen = s;
		w->seen_room = 2 * w->seen_room + 16;
	}
	w->seen[w->nseen].dev = st->st_dev;
	w->seen[w->nseen].ino = st->st_ino;
	w->nseen++;
	return 0;
}

/*
 * The entry whose path is w->path (len bytes, its name at base), at
 * level, in the directory open as pfd: fn's non-zero answer that ends
 * the walk, -1 on an error, or 0.
 */
static __attribute__((unused))
int __nolibc_ext_ftw_walk(struct __nolibc_ext_ftw *w, size_t len, int base, int level,
			  int pfd)
{
	int phys = w->flags & FTW_PHYS, act = w->flags & FTW_ACTIONRETVAL, type, ret;
	struct FTW f = { base, level };
	struct dirent *d;
	struct stat st;
	size_t nlen;
	DIR *dir;

	if ((phys ? lstat(w->path, &st) : stat(w->path, &st)) == 0) {
		if (S_ISLNK(st.st_mode))
			type = FTW_SL;
		else
			type = S_ISDIR(st.st_mode) ? FTW_D : FTW_F;
	} else if (!phys && lstat(w->path, &st) == 0 && S_ISLNK(st.st_mode)) {
		type = w->old ? FTW_NS : FTW_SLN;	/* a link to nothing */
	} else {
		if (errno != EACCES && errno != ENOENT && errno != ENOTDIR)
			return -1;
		memset(&st, 0, sizeof(st));
		type = FTW_NS;
	}
	if (type != FTW_D)
		return __nolibc_ext_ftw_call(w, &st, type, &f, pfd);
	if ((w->flags & FTW_MOUNT) && st.st_dev != w->dev)
		return 0;
	if (!phys) {
		ret = __nolibc_ext_ftw_seen_before(w, &st);
		if (ret)
			return ret < 0 ? -1 : 0;
	}
	dir = opendir(w->path);
	if (!dir) {
		if (errno != EACCES)
			return -1;
		return __nolibc_ext_ftw_call(w, &st, FTW_DNR, &f, pfd);
	}
	if (!(w->flags & FTW_DEPTH)) {
		ret = __nolibc_ext_ftw_call(w, &st, FTW_D, &f, pfd);
		if (act && ret == FTW_SKIP_SUBTREE) {
			closedir(dir);
			return 0;
		}
		if (ret) {
			closedir(dir);
			return ret;
		}
	}
	ret = 0;
	while (!ret && (d = readdir(dir))) {
		/* FTW_SKIP_SIBLINGS below: the rest of this directory is skipped */
		if (!strcmp(d->d_name, ".") || !strcmp(d->d_name, ".."))
			continue;
		nlen = strlen(d->d_name);
		if (__nolibc_ext_ftw_grow(w, len + nlen + 2)) {
			ret = -1;
			break;
		}
		w->path[len] = '/';
		memcpy(w->path + len + 1, d->d_name, nlen + 1);
		ret = __nolibc_ext_ftw_walk(w, len + 1 + nlen, len + 1, level + 1, dirfd(dir));
		w->path[len] = 0;
		if (act && ret == FTW_SKIP_SIBLINGS) {
			ret = 0;
			break;
		}
		if (act && ret == FTW_SKIP_SUBTREE)
			ret = 0;
	}
	closedir(dir);
	if (ret)
		return ret;
	if (w->flags & FTW_DEPTH)
		return __nolibc_ext_ftw_call(w, &st, FTW_DP, &f, pfd);
	return 0;
}

static __attribute__((unused))
int __nolibc_ext_ftw_run(struct __nolibc_ext_ftw *w, const char *root)
{
	int phys = w->flags & FTW_PHYS, base, here = -1, pfd = -1, ret;
	size_t len = strlen(root), cut;
	struct stat st;
	char save;

	if (!len) {
		SET_ERRNO(ENOENT);
		return -1;
	}
	while (len > 1 && root[len - 1] == '/')
		len--;
	if (__nolibc_ext_ftw_grow(w, len + 1))
		return -1;
	memcpy(w->path, root, len);
	w->path[len] = 0;
	for (base = len; base > 0 && w->path[base - 1] != '/'; base--)
		;
	if (base == (int)len)
		base = 0;	/* "/" */
	/* a root that is not there fails; a link to nothing is FTW_SLN */
	if ((phys ? lstat(w->path, &st) : stat(w->path, &st)) &&
	    (phys || errno != ENOENT || lstat(w->path, &st)))
		return -1;
	w->dev = st.st_dev;
	if (w->flags & FTW_CHDIR) {
		/* the calls for the root are made in the directory holding it */
		here = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (here < 0)
			return -1;
		ret = 0;
		if (base) {
			cut = base > 1 ? base - 1 : 1;
			save = w->path[cut];
			w->path[cut] = 0;
			ret = chdir(w->path);
			w->path[cut] = save;
		}
		pfd = ret ? -1 : open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (pfd < 0) {
			close(here);
			return -1;
		}
	}
	ret = __nolibc_ext_ftw_walk(w, len, base, 0, pfd);
	if (here >= 0) {
		fchdir(here);
		close(here);
		close(pfd);
	}
	return ret;
}

/*
 * int nftw(const char *dir, int (*fn)(const char *path, const struct stat *st,
 *	    int type, struct FTW *f), int nopenfd, int flags);
 * int ftw(const char *dir, int (*fn)(const char *path, const struct stat *st,
 *	   int type), int nopenfd);
 * fn's first non-zero answer (FTW_STOP's with FTW_ACTIONRETVAL), 0 when
 * the walk ends, or -1 with errno.
 */
static __attribute__((unused))
int nftw(const char *dir, int (*fn)(const char *, const struct stat *, int, struct FTW *),
	 int nopenfd, int flags)
{
	struct __nolibc_ext_ftw w;
	int ret;

	(void)nopenfd;
	memset(&w, 0, sizeof(w));
	w.fn = fn;
	w.flags = flags;
	ret = __nolibc_ext_ftw_run(&w, dir);
	free(w.path);
	free(w.seen);
	if ((flags & FTW_ACTIONRETVAL) && (ret == FTW_SKIP_SUBTREE || ret == FTW_SKIP_SIBLINGS))
		ret = 0;
	return ret;
}

static __attribute__((unused))
int ftw(const char *dir, int (*fn)(const char *, const struct stat *, int), int nopenfd)
{
	struct __nolibc_ext_ftw w;
	int ret;

	(void)nopenfd;
	memset(&w, 0, sizeof(w));
	w.old = fn;
	ret = __nolibc_ext_ftw_run(&w, dir);
	free(w.path);
	free(w.seen);
	return ret;
}

#endif /* _NOLIBC_EXT_FTW_H */
