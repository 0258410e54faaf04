# SPDX-License-Identifier: GPL-2.0
#
# make guest-check: preinit as PID 1 of a QEMU-booted x86_64 kernel
# (tinyconfig plus preinit/kernel.config and tests/guest/config, built
# once into the cache), running
# a list of tests and restarting the machine (QEMU ends: -no-reboot).

GUEST_CONFIG := $(TOP)/preinit/kernel.config $(TOP)/tests/guest/config
# nolibc-ext's thread tests too: threads, thread-local storage and PI
# futexes on a real kernel rather than through qemu-user's emulation
GUEST_TESTS := $(addprefix $(OUT)/x86_64/bin$(TOP)/tests/,preinit/p-world preinit/p-disturb \
	libc/t-thread libc/t-tls libc/t-pi libc/t-cancel libc/t-stress)

deps-kernel: FORCE
	@$(call ensure_pkgs,$(PKGS_KERNEL))

guest-check: $(TREE_STAMP) $(OUT)/x86_64/bin$(TOP)/preinit/preinit $(GUEST_TESTS) \
		$(OUT)/x86_64/bin$(TOP)/tests/tools/progs/behave | deps-kernel
	@kernel=$$($(TOP)/scripts/build-guest-kernel $(KSRC) $(CACHE) $(JOBS) $(GUEST_CONFIG)) && \
	$(TOP)/scripts/guest-check $(OUT) $$kernel $(OUT)/x86_64/bin$(TOP)/preinit/preinit \
		$(OUT)/x86_64/bin$(TOP)/tests/tools/progs/behave \
		$(GUEST_TESTS) $(OUT)/x86_64/bin$(TOP)/tests/preinit/p-world

.PHONY: deps-kernel guest-check
