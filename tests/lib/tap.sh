# SPDX-License-Identifier: GPL-2.0
#
# TAP helpers for the project's shell tests, sourced. A script sets tmp (a
# scratch directory) before using run; not_ok shows the end of the last
# run's output when there is one.

pass=0
fail=0

ok() { pass=$((pass + 1)); echo "ok $((pass + fail)) $1"; }

not_ok() {
	fail=$((fail + 1)); echo "not ok $((pass + fail)) $1"
	[ -n "${tmp:-}" ] && sed 's/^/#   /' "$tmp/out" "$tmp/err" 2>/dev/null | tail -n 20
	return 0
}

# run NAME CMD...: run CMD, stdin empty, stdout and stderr kept apart in
# $tmp/out and $tmp/err; the status in $rc.
run() {
	name=$1; shift
	"$@" </dev/null >"$tmp/out" 2>"$tmp/err"
	rc=$?
}

# expect_rc WANT: the last run exited with WANT.
expect_rc() {
	if [ "$rc" = "$1" ]; then ok "$name: exit status $1"
	else not_ok "$name: exit status $rc, expected $1"; fi
}

# expect_in out|err TEXT: the last run wrote TEXT (a fixed string) there.
expect_in() {
	if grep -qF -- "$2" "$tmp/$1"; then ok "$name: $1 has '$2'"
	else not_ok "$name: $1 lacks '$2'"; fi
}

# expect_not_in out|err TEXT: the last run did not write TEXT there.
expect_not_in() {
	if grep -qF -- "$2" "$tmp/$1"; then not_ok "$name: $1 has '$2'"
	else ok "$name: $1 lacks '$2'"; fi
}

# expect_lines out|err N: the last run wrote exactly N lines there.
expect_lines() {
	n=$(wc -l <"$tmp/$1")
	if [ "$n" = "$2" ]; then ok "$name: $2 line(s) on $1"
	else not_ok "$name: $n lines on $1, expected $2"; fi
}

# tap_end NAME: the closing line, and the exit status of the script.
tap_end() {
	echo "$1: $pass passed, $fail failed"
	[ "$fail" = 0 ]
}
