# SPDX-License-Identifier: GPL-2.0
#
# Sourced by patches-check and build-guest-kernel --series: the series'
# prefixes (patches-check) and the guest kernel (the series whole) are
# built from one git worktree of the work tree, $pw, into one O=
# directory, $pout, with one configuration: tinyconfig, the FRAGMENTs
# (checked: each option must land) and tests/boot/module.config
# (unchecked: the early prefixes lack its options), the last .config
# kept. So the guest kernel and the prefixes cost one full build and
# increments, not two full builds.
#
# Needs top, cache and jobs set; sets pw and pout.

pw=$cache/pfx/ktree/linux-6.12
pout=$cache/pfx/kbuild/prefix

# prefix_build LABEL LOG TARGETS FRAGMENT...: configure $pout for what $pw
# has checked out and make TARGETS (a space-separated list); the output
# goes to LOG, progress to stderr, and the end of LOG on a failure to
# $prefix_errs (stderr unless set)
prefix_build() {
	_label=$1 _log=$2 _targets=$3
	shift 3
	mkdir -p "$pout"
	"$top/scripts/kmake" --cache "$cache" --label "$_label" --log "$_log" --keep \
		--config "$@" --extra "$top/tests/boot/module.config" -- \
		-C "$pw" O="$pout" ARCH=x86_64 >/dev/null 2>>"$_log" &&
	# shellcheck disable=SC2086 # TARGETS is a list
	"$top/scripts/kmake" --cache "$cache" --label "$_label" --log "$_log" --quiet -- \
		-C "$pw" O="$pout" ARCH=x86_64 -j"$jobs" $_targets 2>"${prefix_errs:-/dev/stderr}" >&2
}
