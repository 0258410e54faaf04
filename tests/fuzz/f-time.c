// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzzing the time conversions: gmtime_r() and timegm() both ways,
 * mktime() and localtime_r() in UTC (scripts/fuzz runs every program
 * with TZ=UTC0), and strftime() with random formats of every conversion
 * C and POSIX define, into buffers of random sizes. Times stay within
 * 32 bits, the width of time_t on half of the architectures, and those
 * timegm() and mktime() normalize far enough inside for the result too;
 * but for timegm() from any year, whose result past 32 bits is only
 * told apart from one within.
 */

#include <errno.h>
#include <time.h>
#include "fuzz.h"

static const char *const specs[] = {
	"%a", "%A", "%b", "%B", "%c", "%C", "%d", "%D", "%e", "%F", "%g", "%G",
	"%h", "%H", "%I", "%j", "%m", "%M", "%n", "%p", "%r", "%R", "%S", "%t",
	"%T", "%u", "%U", "%V", "%w", "%W", "%x", "%X", "%y", "%Y", "%z", "%Z",
	"%%", "%s", " ", "-", "x",
};

static int64_t pick_time(void)
{
	static const int64_t edges[] = {
		0, -1, 1, 0x7fffffff, -0x7fffffffLL - 1, 951782400, 951868800,
		946684799, 978307200, 68169600, -2208988800LL + 0x7fffffff,
		4107542399LL - 0x100000000LL,
	};

	if (!fuzz_below(4))
		return FUZZ_PICK(edges);
	return (int64_t)(int32_t)(uint32_t)fuzz_next();
}

static void show_tm(const struct tm *tm)
{
	fuzz_field("y", tm->tm_year);
	fuzz_field("mon", tm->tm_mon);
	fuzz_field("d", tm->tm_mday);
	fuzz_field("h", tm->tm_hour);
	fuzz_field("min", tm->tm_min);
	fuzz_field("s", tm->tm_sec);
	fuzz_field("wd", tm->tm_wday);
	fuzz_field("yd", tm->tm_yday);
}

static void one_case(void)
{
	static const size_t sizes[] = { 0, 1, 8, 64, 256, 256 };
	int what = fuzz_below(5);
	int64_t v = pick_time();
	time_t t;
	struct tm tm, *r;
	char fmt[64], out[256];
	size_t size, n;
	int k, i;

	if ((what == 1 || what == 2) && (v > 0x7c000000 || v < -0x7c000000))
		v /= 2;
	t = (time_t)v;
	fuzz_field("t", (int64_t)t);
	switch (what) {
	case 0:
		r = gmtime_r(&t, &tm);
		fuzz_puts(r ? " gmtime_r" : " gmtime_r NULL");
		if (r)
			show_tm(&tm);
		break;
	case 1:
		gmtime_r(&t, &tm);
		/* fields out of their ranges: timegm() normalizes them */
		tm.tm_mday += (int)fuzz_below(100) - 50;
		tm.tm_hour += (int)fuzz_below(100) - 50;
		tm.tm_sec += (int)fuzz_below(200) - 100;
		fuzz_puts(" timegm");
		fuzz_field("r", (int64_t)timegm(&tm));
		show_tm(&tm);
		break;
	case 2:
		localtime_r(&t, &tm);
		tm.tm_mon += (int)fuzz_below(30) - 15;
		tm.tm_isdst = 0;
		fuzz_puts(" mktime");
		fuzz_field("r", (int64_t)mktime(&tm));
		show_tm(&tm);
		break;
	case 3:
		/*
		 * Any year an int holds, days and seconds far out of range:
		 * a result past 32 bits is "big" (EOVERFLOW where time_t has
		 * 32, a value elsewhere), one within is compared with tm.
		 */
		gmtime_r(&t, &tm);
		tm.tm_year = (int)(fuzz_next() % 0x7ffffffe) - 0x3fffffff;
		if (fuzz_below(2))
			tm.tm_year = (int)fuzz_below(300) - 100;
		tm.tm_mday += (int)(fuzz_next() % 2000001) - 1000000;
		tm.tm_sec += (int)(fuzz_next() % 200000001) - 100000000;
		errno = 0;
		v = (int64_t)timegm(&tm);
		fuzz_puts(" timegm far");
		if ((v == -1 && errno == EOVERFLOW) || v != (int32_t)v) {
			fuzz_puts(" big");
			break;
		}
		fuzz_field("r", v);
		show_tm(&tm);
		break;
	default:
		gmtime_r(&t, &tm);
		fmt[0] = 0;
		k = 1 + fuzz_below(4);
		while (k--)
			fuzz_cat(fmt, FUZZ_PICK(specs));
		size = FUZZ_PICK(sizes);
		for (i = 0; i < (int)sizeof(out); i++)
			out[i] = '#';
		n = strftime(out, size, fmt, &tm);
		fuzz_puts(" strftime ");
		fuzz_str(fmt);
		fuzz_field("size", size);
		fuzz_field("n", n);
		/* what strftime() wrote when it fit; the buffer is undefined if not */
		if (n) {
			fuzz_puts(" out=");
			fuzz_quote(out, n + 1);
		}
		break;
	}
}

FUZZ_MAIN(one_case)
