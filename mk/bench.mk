# SPDX-License-Identifier: GPL-2.0
#
# make bench: the figures the README quotes, measured now.

bench: FORCE | deps-user deps-glibc
	@$(call ensure_pkgs,$(PKGS_BENCH))
	@$(MAKE) nolibc-check-run >/dev/null
	@$(TOP)/scripts/bench $(TOP) $(OUT) $(ARCHS)

.PHONY: bench
