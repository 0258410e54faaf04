# SPDX-License-Identifier: GPL-2.0
#
# make bench: the figures the README quotes, measured now.

bench: FORCE | deps-user deps-glibc
	@$(call ensure_pkgs,$(PKGS_BENCH))
	@$(MAKE) nolibc-check-run >$(OUT)/bench-build.log 2>&1 || \
		{ cat $(OUT)/bench-build.log; exit 1; }
	@$(TOP)/scripts/bench $(TOP) $(OUT) $(ARCHS)
	@$(MAKE) -s --no-print-directory bench-boot

# the boot-test figures alone (COLD=1: measure the cold run again)
bench-boot: FORCE | deps-boot
	@$(TOP)/scripts/bench-boot $(TOP) $(CACHE) $(JOBS)

.PHONY: bench bench-boot
