/* SPDX-License-Identifier: LGPL-2.1 OR MIT */
/*
 * <dirent.h>: directory streams on getdents64(): opendir(), fdopendir(),
 * readdir(), readdir_r(), closedir(), dirfd(), rewinddir(), scandir()
 * with alphasort(), and the DT_* types.
 * struct dirent has glibc's members; d_ino and d_off are 64-bit on every
 * architecture (they are on 64-bit ones, and nothing is lost on others).
 */

#include <nolibc.h>	/* before anything else: see nolibc.h */

#ifndef _NOLIBC_EXT_DIRENT_H
#define _NOLIBC_EXT_DIRENT_H

#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* DT_UNKNOWN, DT_DIR... come with 6.12 nolibc (types.h) */

struct dirent {
	uint64_t d_ino;
	int64_t d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[256];
};

#define __NOLIBC_EXT_DIRBUF 4096

typedef struct {
	int fd;
	int pos;		/* next entry in buf */
	int len;		/* bytes in buf */
	struct dirent ent;
	char buf[__NOLIBC_EXT_DIRBUF];
} DIR;

/*
 * DIR *fdopendir(int fd);
 * DIR *opendir(const char *name);
 */
static __attribute__((unused))
DIR *fdopendir(int fd)
{
	DIR *d;

	if (fcntl(fd, F_GETFD) < 0)
		return NULL;
	d = (DIR *)malloc(sizeof(*d));
	if (!d) {
		SET_ERRNO(ENOMEM);
		return NULL;
	}
	d->fd = fd;
	d->pos = d->len = 0;
	return d;
}

static __attribute__((unused))
DIR *opendir(const char *name)
{
	int fd = open(name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *d;

	if (fd < 0)
		return NULL;
	d = fdopendir(fd);
	if (!d)
		close(fd);
	return d;
}

/*
 * struct dirent *readdir(DIR *dirp);
 * NULL at the end (errno untouched) or on error (errno set).
 */
static __attribute__((unused))
struct dirent *readdir(DIR *dirp)
{
	struct linux_dirent64 *k;
	size_t n;
	int r;

	if (dirp->pos >= dirp->len) {
		r = getdents64(dirp->fd, (struct linux_dirent64 *)dirp->buf,
			       sizeof(dirp->buf));
		if (r <= 0)
			return NULL;
		dirp->len = r;
		dirp->pos = 0;
	}
	k = (struct linux_dirent64 *)(dirp->buf + dirp->pos);
	dirp->pos += k->d_reclen;
	dirp->ent.d_ino = k->d_ino;
	dirp->ent.d_off = k->d_off;
	dirp->ent.d_type = k->d_type;
	n = strlen(k->d_name);
	if (n >= sizeof(dirp->ent.d_name))
		n = sizeof(dirp->ent.d_name) - 1;
	memcpy(dirp->ent.d_name, k->d_name, n);
	dirp->ent.d_name[n] = 0;
	dirp->ent.d_reclen = sizeof(dirp->ent);
	return &dirp->ent;
}

/*
 * int closedir(DIR *dirp); int dirfd(DIR *dirp); void rewinddir(DIR *dirp);
 */
static __attribute__((unused))
int closedir(DIR *dirp)
{
	int ret = close(dirp->fd);

	free(dirp);
	return ret;
}

static __attribute__((unused))
int dirfd(DIR *dirp)
{
	return dirp->fd;
}

static __attribute__((unused))
void rewinddir(DIR *dirp)
{
	lseek(dirp->fd, 0, SEEK_SET);
	dirp->pos = dirp->len = 0;
}

/*
 * int readdir_r(DIR *dirp, struct dirent *entry, struct dirent **result);
 * readdir() into entry: 0 with *result NULL at the end, or errno.
 */
static __attribute__((unused))
int readdir_r(DIR *dirp, struct dirent *entry, struct dirent **result)
{
	int saved = errno, err;
	struct dirent *d;

	errno = 0;
	d = readdir(dirp);
	err = errno;
	errno = saved;
	*result = NULL;
	if (!d)
		return err;
	memcpy(entry, d, sizeof(*d));
	*result = entry;
	return 0;
}

/*
 * int alphasort(const struct dirent **a, const struct dirent **b);
 * int scandir(const char *dir, struct dirent ***list,
 *	       int (*filter)(const struct dirent *),
 *	       int (*compar)(const struct dirent **, const struct dirent **));
 * The entries filter keeps (all without one), each malloc()ed, sorted by
 * compar (in the directory's order without one): their number, or -1.
 * alphasort() is strcmp(), the C locale's strcoll().
 */
static __attribute__((unused))
int alphasort(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

static __attribute__((unused))
int scandir(const char *dir, struct dirent ***list,
	    int (*filter)(const struct dirent *),
	    int (*compar)(const struct dirent **, const struct dirent **))
{
	struct dirent **v = NULL, **nv, *d, *copy;
	size_t n = 0, room = 0;
	int err = 0;
	DIR *dp = opendir(dir);

	if (!dp)
		return -1;
	for (;;) {
		errno = 0;
		d = readdir(dp);
		if (!d) {
			err = errno;
			break;
		}
		if (filter && !filter(d))
			continue;
		if (n == room) {
			room = room ? 2 * room : 16;
			nv = realloc(v, room * sizeof(*v));
			if (!nv) {
				err = ENOMEM;
				break;
			}
			v = nv;
		}
		copy = malloc(sizeof(*copy));
		if (!copy) {
			err = ENOMEM;
			break;
		}
		memcpy(copy, d, sizeof(*copy));
		v[n++] = copy;
	}
	closedir(dp);
	if (err || n > INT_MAX) {
		while (n)
			free(v[--n]);
		free(v);
		SET_ERRNO(err ? err : EOVERFLOW);
		return -1;
	}
	if (compar && n > 1)
		qsort(v, n, sizeof(*v), (int (*)(const void *, const void *))compar);
	*list = v;
	return n;
}

#endif /* _NOLIBC_EXT_DIRENT_H */
