# SPDX-License-Identifier: GPL-2.0
#
# make bench: the figures the README quotes, measured now.

bench: FORCE | deps-user deps-glibc
	@$(call ensure_pkgs,$(PKGS_BENCH))
	@$(MAKE) nolibc-check-run >$(OUT)/bench-build.log 2>&1 || \
		{ cat $(OUT)/bench-build.log; exit 1; }
	@$(TOP)/scripts/bench $(TOP) $(OUT) $(ARCHS)

.PHONY: bench
