# SPDX-License-Identifier: GPL-2.0
#
# The kernel patch series (kernel-patches/) and make boot-test: the series
# applied with git am to a git copy of the packaged tree in the cache
# (KWORK), built with O= into the cache and booted in QEMU.

KWORK := $(CACHE)/ktree/linux-6.12
KPATCHES := $(TOP)/scripts/kpatches
BOOT_MODES ?= builtin,module
BOOT_TIMEOUT ?= 120
TEST_TIMEOUT ?= 60
X86_BIN := $(OUT)/x86_64/bin$(TOP)

deps-boot: FORCE
	@$(call ensure_pkgs,$(PKGS_BOOT))

# Real selftests embedded as generated KUnit suites (a list of .c files or
# directories under tools/testing/selftests, or a developer's own anywhere
# else); make test's fixed subset: two of the tree and one of our own
UAPI_TESTS ?= $(BOOT_UAPI_TESTS)
BOOT_UAPI_TESTS := exec/null-argv.c prctl/set-process-name.c $(TOP)/tests/boot/devtest

# (the UAPI_TESTS programs are built with clang against nolibc-ext, and
# what they lack is named from glibc's headers)
boot-test: $(TREE_STAMP) $(X86_BIN)/preinit/preinit $(X86_BIN)/tests/boot/modload \
		$(X86_BIN)/tests/boot/debug-run \
		$(call uapi_dir,x86_64)/.stamp | deps-boot \
		$(if $(strip $(UAPI_TESTS)),deps-user deps-glibc)
	@$(TOP)/scripts/boot-test --top $(TOP) --ksrc $(KSRC) --cache $(CACHE) \
		--preinit $(X86_BIN)/preinit/preinit --modload $(X86_BIN)/tests/boot/modload \
		--debug-run $(X86_BIN)/tests/boot/debug-run \
		--jobs $(JOBS) --modes $(BOOT_MODES) --boot-timeout $(BOOT_TIMEOUT) \
		--test-timeout $(TEST_TIMEOUT) $(if $(filter 1,$(KVM)),--kvm) \
		--uapi-tests "$(UAPI_TESTS)" --selftests $(SELFTESTS_DIR) \
		--nolibc-cc "$(SELFTEST_NOLIBC_CC)" --uapi $(call uapi_dir,x86_64)/include

# After editing nolibc-ext/ or preinit/: put them into the series.
patches-sync: $(TREE_STAMP) | deps-boot
	@$(KPATCHES) tree $(KSRC) $(KWORK)
	@$(KPATCHES) apply $(TOP)/kernel-patches $(KWORK)
	@$(KPATCHES) sync $(TOP) $(KWORK)
	@$(KPATCHES) export $(TOP)/kernel-patches $(KWORK)

deps-patches: FORCE
	@$(call ensure_pkgs,$(PKGS_PATCHES))

patches-check: $(TREE_STAMP) | deps-patches
	@$(TOP)/scripts/patches-check $(TOP) $(KSRC) $(CACHE) $(JOBS)

.PHONY: deps-boot deps-patches boot-test patches-sync patches-check
