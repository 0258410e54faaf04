# SPDX-License-Identifier: GPL-2.0
#
# Sourced by patches-check and build-guest-kernel --series: the series'
# prefixes (patches-check) and the guest kernel (the series whole) are
# built from one git worktree of the work tree, $pw, into one O=
# directory, $pout, with one configuration: tinyconfig, the FRAGMENTs
# (checked: each option must land) and tests/boot/module.config
# (unchecked: the early prefixes lack its options). So the guest kernel
# and the prefixes cost one full build and increments, not two full
# builds.
#
# Needs top, cache and jobs set; sets pw and pout.

pw=$cache/pfx/ktree/linux-6.12
pout=$cache/pfx/kbuild/prefix

# prefix_key FRAGMENT...: what names the configuration of a prefix build
prefix_key() {
	cat "$@" "$top/tests/boot/module.config" | sha1sum | cut -c1-16
}

# prefix_lock: until the calling script ends, no other one uses $pw and
# $pout (make -j runs guest-check and patches-check at once)
prefix_lock() {
	mkdir -p "$cache/pfx"
	exec 9>"$cache/pfx/.lock"
	flock 9
}

# prefix_build LABEL LOG TARGETS FRAGMENT...: configure $pout for what $pw
# has checked out and make TARGETS (a space-separated list); the output
# goes to LOG, progress to stderr, and the end of LOG on a failure to
# stderr too unless prefix_quiet is set. The last .config is kept from
# one prefix to the next (its options come and go with them), but not
# when the fragments changed: then tinyconfig again.
prefix_build() {
	_label=$1 _log=$2 _targets=$3
	shift 3
	mkdir -p "$pout"
	_key=$(prefix_key "$@")
	_keep=
	[ "$(cat "$pout/.prefix-config" 2>/dev/null)" = "$_key" ] && _keep=--keep
	rm -f "$pout/.prefix-config"
	"$top/scripts/kmake" --cache "$cache" --label "$_label" --log "$_log" $_keep \
		--config "$@" --extra "$top/tests/boot/module.config" -- \
		-C "$pw" O="$pout" ARCH=x86_64 >/dev/null 2>>"$_log" || return 1
	echo "$_key" >"$pout/.prefix-config"
	_errfd=2
	if [ -n "${prefix_quiet:-}" ]; then
		exec 4>/dev/null
		_errfd=4
	fi
	# shellcheck disable=SC2086 # TARGETS is a list
	"$top/scripts/kmake" --cache "$cache" --label "$_label" --log "$_log" --quiet -- \
		-C "$pw" O="$pout" ARCH=x86_64 -j"$jobs" $_targets >&2 2>&$_errfd
}
