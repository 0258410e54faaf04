# SPDX-License-Identifier: GPL-2.0
#
# make guest-check: preinit as PID 1 of a QEMU-booted x86_64 kernel
# (tinyconfig plus preinit/kernel.config, tests/guest/config and
# tests/guest/compat.config, built once into the cache), running
# a list of tests and restarting the machine (QEMU ends: -no-reboot).
# The kernel is the series' last prefix as patches-check builds it (the
# same options and tests/boot/module.config's, KUnit not run): one
# x86_64 kernel built for both, not two.

GUEST_CONFIG := $(TOP)/preinit/kernel.config $(TOP)/tests/guest/config \
	$(TOP)/tests/guest/compat.config
# nolibc-ext's thread tests too: threads, thread-local storage and PI
# futexes on a real kernel rather than through qemu-user's emulation, as
# x86_64 programs and as i386 ones (the kernel's 32-bit ABI), which
# qemu-i386 cannot run reliably (SKIP_TESTS_i386, mk/arch.mk)
# and t-recent, the system calls qemu-user 7.2 lacks (SKIP_TESTS_QEMU),
# and t-dl, whose vDSO qemu-user does not map
GUEST_LIBC_TESTS := t-thread t-tls t-pi t-cancel t-stress t-recent t-dl
GUEST_TESTS := $(addprefix $(OUT)/x86_64/bin$(TOP)/tests/,preinit/p-world preinit/p-disturb \
	$(addprefix libc/,$(GUEST_LIBC_TESTS)))
GUEST_TESTS_I386 := $(addprefix $(OUT)/i386/bin$(TOP)/tests/libc/,$(GUEST_LIBC_TESTS))

deps-kernel: FORCE
	@$(call ensure_pkgs,$(PKGS_KERNEL))

guest-check: $(TREE_STAMP) $(OUT)/x86_64/bin$(TOP)/preinit/preinit $(GUEST_TESTS) \
		$(GUEST_TESTS_I386) \
		$(OUT)/x86_64/bin$(TOP)/tests/tools/progs/behave | deps-kernel
	@kernel=$$($(TOP)/scripts/build-guest-kernel --series $(TOP) $(KSRC) $(CACHE) $(JOBS) \
		$(GUEST_CONFIG)) && \
	$(TOP)/scripts/guest-check $(OUT) $$kernel $(OUT)/x86_64/bin$(TOP)/preinit/preinit \
		$(OUT)/x86_64/bin$(TOP)/tests/tools/progs/behave \
		$(GUEST_TESTS) $(foreach t,$(GUEST_TESTS_I386),$(notdir $(t))-i386=$(t)) \
		$(OUT)/x86_64/bin$(TOP)/tests/preinit/p-world

.PHONY: deps-kernel guest-check
