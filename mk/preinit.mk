# SPDX-License-Identifier: GPL-2.0
#
# make preinit-check: tests/preinit/run-all over preinit built for the
# host (native) and for every architecture (under qemu-user).

PREINIT_TESTS := $(basename $(wildcard $(TOP)/tests/preinit/p-*.c))
preinit_bins = $(addprefix $(OUT)/$(1)/bin,$(TOP)/preinit/preinit $(PREINIT_TESTS))

preinit-check: $(foreach a,$(sort $(HOST_ARCH) $(ARCHS)),$(call preinit_bins,$(a))) \
		$(OUT)/$(HOST_ARCH)/bin$(TOP)/tests/tools/progs/behave | deps-user
	@$(call ensure_pkgs,$(PKGS_PREINIT))
	@$(TOP)/tests/preinit/run-all $(TOP) $(OUT) $(HOST_ARCH) $(ARCHS)

.PHONY: preinit-check
