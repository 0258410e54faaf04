/* SPDX-License-Identifier: GPL-2.0 */
/*
 * System V IPC: <sys/ipc.h> (ftok), <sys/shm.h> (shmget, shmat, shmdt,
 * shmctl), <sys/msg.h> (msgget, msgsnd, msgrcv, msgctl), <sys/sem.h>
 * (semget, semop, semtimedop, semctl), and POSIX message queues
 * (<mqueue.h>, mq_timedsend and mq_notify included).
 * shm_perm.mode is not checked: qemu-user 7.2 writes it as 16 bits where
 * s390x's kernel has 32.
 */

#define _GNU_SOURCE	/* glibc: struct msgbuf */
#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "check.h"

static void test_ftok(const char *name)
{
	struct stat st;
	key_t want;

	stat("/", &st);
	want = (key_t)((st.st_ino & 0xffff) | ((st.st_dev & 0xff) << 16) | (0x37u << 24));
	CHECK_EQ(name, ftok("/", 0x137) == want, 1);
}

static void test_ftok_missing(const char *name)
{
	CHECK_ERR(name, ftok("/nonexistent-ftok-path", 1), -1, ENOENT);
}

static void test_shm(const char *name)
{
	int id = shmget(IPC_PRIVATE, 8192, IPC_CREAT | 0600), status = -1, r;
	struct shmid_ds ds;
	char *p = shmat(id, NULL, 0);
	pid_t pid;

	if (id < 0 || p == (void *)-1)
		return ksft_test_result_fail("%s: shmget or shmat: %s\n", name,
					     strerror(errno));
	strcpy(p, "parent");
	pid = fork();
	if (pid == 0) {
		char *q = shmat(id, NULL, 0);

		_exit(q == (void *)-1 || strcmp(q, "parent") ? 1 : (strcpy(q, "child"), 0));
	}
	waitpid(pid, &status, 0);
	r = shmctl(id, IPC_STAT, &ds);
	r = r * 10 + (ds.shm_segsz == 8192) * 1000 + ds.shm_nattch * 100 +
	    (ds.shm_perm.cuid == geteuid()) * 10 + WEXITSTATUS(status);
	r = r * 10 + !strcmp(p, "child");
	r = r * 10 + shmdt(p);
	r = r * 10 + shmctl(id, IPC_RMID, NULL);
	CHECK_EQ(name, r, 1110100);
}

static void test_shm_removed(const char *name)
{
	int id = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);

	shmctl(id, IPC_RMID, NULL);
	CHECK_EQ(name, shmat(id, NULL, 0) == (void *)-1 && errno == EINVAL, 1);
}

struct text_msg {
	long mtype;
	char mtext[16];
};

static void test_msg(const char *name)
{
	int id = msgget(IPC_PRIVATE, IPC_CREAT | 0600), r;
	struct text_msg one = { 1, "one" }, two = { 2, "two" }, got;
	struct msqid_ds ds;

	if (id < 0)
		return ksft_test_result_fail("%s: msgget: %s\n", name, strerror(errno));
	r = msgsnd(id, &two, 4, 0) + msgsnd(id, &one, 4, 0);
	r = r * 10 + (msgrcv(id, &got, sizeof(got.mtext), 1, 0) == 4 &&
		      !strcmp(got.mtext, "one"));
	r = r * 10 + msgctl(id, IPC_STAT, &ds);
	r = r * 10 + (int)ds.msg_qnum;
	r = r * 10 + (msgrcv(id, &got, sizeof(got.mtext), 0, 0) == 4 &&
		      !strcmp(got.mtext, "two") && got.mtype == 2);
	r = r * 10 + (msgrcv(id, &got, sizeof(got.mtext), 0, IPC_NOWAIT) == -1 &&
		      errno == ENOMSG);
	r = r * 10 + msgctl(id, IPC_RMID, NULL);
	CHECK_EQ(name, r, 101110);
}

/* the program's to define, as POSIX says */
union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
};

/*
 * Two semaphores: SETVAL, SETALL and GETALL, GETVAL after semop(), a
 * decrement that would block refused with IPC_NOWAIT, IPC_STAT's count.
 */
static void test_sem(const char *name)
{
	int id = semget(IPC_PRIVATE, 2, IPC_CREAT | 0600);
	long long r;
	unsigned short all[2] = { 5, 7 }, got[2] = { 0, 0 };
	struct sembuf down = { 1, -2, 0 }, big = { 0, -10, IPC_NOWAIT };
	union semun arg;
	struct semid_ds ds;

	if (id < 0)
		return ksft_test_result_fail("%s: semget: %s\n", name, strerror(errno));
	arg.val = 3;
	r = semctl(id, 0, SETVAL, arg);
	r = r * 10 + semctl(id, 0, GETVAL);
	arg.array = all;
	r = r * 10 + semctl(id, 0, SETALL, arg);
	r = r * 10 + semop(id, &down, 1);
	arg.array = got;
	r = r * 10 + semctl(id, 0, GETALL, arg);
	r = r * 100 + got[0] * 10 + got[1];
	r = r * 10 + (semop(id, &big, 1) == -1 && errno == EAGAIN);
	arg.buf = &ds;
	r = r * 10 + semctl(id, 0, IPC_STAT, arg);
	r = r * 10 + (int)ds.sem_nsems + (ds.sem_perm.cuid == geteuid()) * 10;
	r = r * 10 + semctl(id, 0, IPC_RMID);
	CHECK_EQ(name, r, 3000551120LL);
}

/* a child blocked in semop() until the parent raises the value */
static void test_sem_wait(const char *name)
{
	int id = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600), status = -1;
	struct sembuf down = { 0, -1, 0 }, up = { 0, 1, 0 };
	pid_t pid = fork();

	if (pid == 0)
		_exit(semop(id, &down, 1) == 0 ? 42 : 1);
	usleep(20000);
	semop(id, &up, 1);
	waitpid(pid, &status, 0);
	semctl(id, 0, IPC_RMID);
	CHECK_EQ(name, WIFEXITED(status) ? WEXITSTATUS(status) : -1, 42);
}

/* a decrement that cannot happen, given 10 ms: EAGAIN when they end */
static void test_semtimedop_timeout(const char *name)
{
	int id = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	struct sembuf down = { 0, -1, 0 };
	struct timespec ts = { 0, 10000000 };

	CHECK_ERR(name, semtimedop(id, &down, 1, &ts), -1, EAGAIN);
	semctl(id, 0, IPC_RMID);
}

static void test_semtimedop_bad_nsec(const char *name)
{
	int id = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	struct sembuf down = { 0, -1, 0 };
	struct timespec ts = { 0, 1000000000 };

	CHECK_ERR(name, semtimedop(id, &down, 1, &ts), -1, EINVAL);
	semctl(id, 0, IPC_RMID);
}

static void test_sem_removed(const char *name)
{
	int id = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	struct sembuf up = { 0, 1, 0 };

	semctl(id, 0, IPC_RMID);
	CHECK_ERR(name, semop(id, &up, 1), -1, EINVAL);
}

static void test_mqueue(const char *name)
{
	struct mq_attr attr = { 0 }, got;
	struct timespec past = { 0, 0 };
	char qname[32], buf[64] = "";
	unsigned int prio = 0;
	mqd_t q;
	int r;

	snprintf(qname, sizeof(qname), "/t-ipc.%d", getpid());
	attr.mq_maxmsg = 4;
	attr.mq_msgsize = sizeof(buf);
	q = mq_open(qname, O_CREAT | O_EXCL | O_RDWR, 0600, &attr);
	if (q < 0)
		return ksft_test_result_fail("%s: mq_open: %s\n", name, strerror(errno));
	r = mq_send(q, "low", 4, 1) + mq_send(q, "high", 5, 7);
	r = r * 10 + (mq_getattr(q, &got) == 0 && got.mq_curmsgs == 2 && got.mq_maxmsg == 4);
	r = r * 10 + (mq_receive(q, buf, sizeof(buf), &prio) == 5 && !strcmp(buf, "high") &&
		      prio == 7);
	r = r * 10 + (mq_timedreceive(q, buf, sizeof(buf), &prio, &past) == 4 &&
		      !strcmp(buf, "low"));
	r = r * 10 + (mq_timedreceive(q, buf, sizeof(buf), &prio, &past) == -1 &&
		      errno == ETIMEDOUT);
	r = r * 10 + mq_close(q) + mq_unlink(qname);
	CHECK_EQ(name, r, 11110);
}

/*
 * mq_timedsend() on a full queue with a deadline past: ETIMEDOUT; a
 * notification by signal, fired by a message to the empty queue, a
 * second registration refused (EBUSY) and NULL removing it. qemu-user
 * has no mq_notify (ENOSYS): accepted, as its only way out.
 */
static void test_mqueue_notify(const char *name)
{
	struct mq_attr attr = { 0 };
	struct timespec past = { 0, 0 };
	struct timespec wait = { 10, 0 };
	struct sigevent ev;
	char qname[32], buf[8];
	sigset_t usr1;
	mqd_t q;
	int r;
	EXPECT_START;

	snprintf(qname, sizeof(qname), "/t-ipc-n.%d", getpid());
	attr.mq_maxmsg = 1;
	attr.mq_msgsize = sizeof(buf);
	q = mq_open(qname, O_CREAT | O_EXCL | O_RDWR, 0600, &attr);
	EXPECT(q >= 0);
	EXPECT(mq_timedsend(q, "a", 2, 0, &past) == 0);
	errno = 0;
	EXPECT(mq_timedsend(q, "b", 2, 0, &past) == -1 && errno == ETIMEDOUT);
	/* timed: a queue left empty by a failed step must not hang the test */
	EXPECT(mq_timedreceive(q, buf, sizeof(buf), NULL, &past) == 2 && !strcmp(buf, "a"));
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigprocmask(SIG_BLOCK, &usr1, NULL);
	memset(&ev, 0, sizeof(ev));
	ev.sigev_notify = SIGEV_SIGNAL;
	ev.sigev_signo = SIGUSR1;
	r = mq_notify(q, &ev);
	if (r == -1 && errno == ENOSYS) {
		EXPECT(1);
		EXPECT(1);
		EXPECT(1);
	} else {
		/* never a wait for a notification not registered */
		errno = 0;
		EXPECT(r == 0 && mq_notify(q, &ev) == -1 && errno == EBUSY);
		EXPECT(r == 0 && mq_timedsend(q, "c", 2, 0, &past) == 0 &&
		       sigtimedwait(&usr1, NULL, &wait) == SIGUSR1);
		EXPECT(mq_notify(q, &ev) == 0 && mq_notify(q, NULL) == 0);
	}
	/* a notification come late is taken, not delivered at the unblock */
	sigtimedwait(&usr1, NULL, &past);
	sigprocmask(SIG_UNBLOCK, &usr1, NULL);
	EXPECT(mq_close(q) == 0 && mq_unlink(qname) == 0);
	EXPECT_END(name);
}

static void test_mqueue_bad_name(const char *name)
{
	CHECK_ERR(name, mq_open("no-slash", O_RDONLY), -1, EINVAL);
}

static const struct check_case cases[] = {
	CHECK_CASE(test_ftok),
	CHECK_CASE(test_ftok_missing),
	CHECK_CASE(test_shm),
	CHECK_CASE(test_shm_removed),
	CHECK_CASE(test_msg),
	CHECK_CASE(test_sem),
	CHECK_CASE(test_sem_wait),
	CHECK_CASE(test_semtimedop_timeout),
	CHECK_CASE(test_semtimedop_bad_nsec),
	CHECK_CASE(test_sem_removed),
	CHECK_CASE(test_mqueue),
	CHECK_CASE(test_mqueue_bad_name),
	CHECK_CASE(test_mqueue_notify),
};

int main(void)
{
	return check_run(cases, CHECK_COUNT(cases));
}
