/* SPDX-License-Identifier: GPL-2.0 */
/*
 * make bench's thread figure: the time of one pthread_create() and
 * pthread_join() of a thread that returns at once, the median of 5
 * rounds of argv[1] (default 2000) pairs, in microseconds.
 */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static void *nothing(void *arg)
{
	return arg;
}

static double round_us(int n)
{
	struct timespec a, b;
	pthread_t t;
	int i;

	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i++)
		if (pthread_create(&t, NULL, nothing, NULL) || pthread_join(t, NULL))
			exit(1);
	clock_gettime(CLOCK_MONOTONIC, &b);
	return ((b.tv_sec - a.tv_sec) * 1e6 + (b.tv_nsec - a.tv_nsec) / 1e3) / n;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2000, i, j;
	double r[5], x;

	for (i = 0; i < 5; i++)
		r[i] = round_us(n);
	for (i = 0; i < 5; i++)
		for (j = i + 1; j < 5; j++)
			if (r[j] < r[i]) {
				x = r[i];
				r[i] = r[j];
				r[j] = x;
			}
	printf("%d\n", (int)(r[2] * 1000));	/* nanoseconds */
	return 0;
}
