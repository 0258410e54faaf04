# SPDX-License-Identifier: GPL-2.0
#
# The kernel patch series (kernel-patches/) and make boot-test: the series
# applied with git am to a git copy of the packaged tree in the cache
# (KWORK), built with O= into the cache and booted in QEMU.

KWORK := $(CACHE)/ktree/linux-6.12
KPATCHES := $(TOP)/scripts/kpatches
BOOT_TIMEOUT ?= 120
TEST_TIMEOUT ?= 60
X86_BIN := $(OUT)/x86_64/bin$(TOP)
comma := ,

# The architecture booted: ARCH (the host's by default), the kernel's
# names arm64 and riscv taken for aarch64 and riscv64; its kernel side is
# the arch table's K*_<arch> (mk/arch.mk)
BOOT_ARCH := $(or $(ARCH),$(HOST_ARCH))
BOOT_ARCH := $(or $(KALIAS_$(BOOT_ARCH)),$(BOOT_ARCH))
BOOT_MODES ?= $(if $(filter module,$(KMODES_$(BOOT_ARCH))),builtin$(comma)module,builtin)
ifneq ($(filter boot-test,$(MAKECMDGOALS)),)
ifeq ($(filter $(BOOT_ARCH),$(KBOOT_ARCHS)),)
$(error ARCH=$(ARCH) cannot boot: make boot-test boots $(KBOOT_ARCHS) (arm64 and \
	riscv name the same); another architecture needs its kernel side in mk/arch.mk \
	first: a configuration fragment, a console, a QEMU machine)
endif
boot_bad_modes := $(filter-out $(KMODES_$(BOOT_ARCH)),$(filter builtin module debug uml,\
	$(subst $(comma), ,$(BOOT_MODES))))
ifneq ($(boot_bad_modes),)
$(error BOOT_MODES=$(BOOT_MODES): ARCH=$(BOOT_ARCH) boots $(KMODES_$(BOOT_ARCH)) only \
	(module, debug and uml run programs built for x86_64 and UML on x86_64))
endif
endif
# and its toolchain, a cross gcc off x86_64
BOOT_PKGS = $(PKGS_BOOT) $(KQEMU_PKG_$(BOOT_ARCH)) $(KTOOLS_PKG_$(BOOT_ARCH))

deps-boot: FORCE
	@$(call ensure_pkgs,$(BOOT_PKGS))

# Real selftests embedded as generated KUnit suites (a list of .c files or
# directories under tools/testing/selftests, or a developer's own anywhere
# else); make test's fixed subset: two of the tree and one of our own
UAPI_TESTS ?= $(BOOT_UAPI_TESTS)
BOOT_UAPI_TESTS := exec/null-argv.c prctl/set-process-name.c $(TOP)/tests/boot/devtest
# 1: each of those programs also built for the kernel's 32-bit ABI and run
# as <case>_compat (make test: 1)
UAPI_COMPAT ?= 0
ifneq ($(filter-out 0 1,$(UAPI_COMPAT)),)
$(error UAPI_COMPAT=$(UAPI_COMPAT): use UAPI_COMPAT=1 (32-bit cases too) or 0)
endif
# (make test gives UAPI_COMPAT=1 on its boot checks' command lines)
BOOT_COMPAT = $(if $(filter 1,$(UAPI_COMPAT)),$(COMPAT_$(BOOT_ARCH)))

# the debug mode's tests/boot/debug-run: "RUNS FAILS CYCLES", runs of the
# runner's suite, runs under failslab, unload and load cycles of its
# module (make test: fewer)
DEBUG_COUNTS ?= 20 10 5
ifneq ($(filter boot-test test,$(MAKECMDGOALS)),)
ifneq ($(shell printf '%s\n' '$(DEBUG_COUNTS)' | \
	grep -cxE ' *[1-9][0-9]{0,4} +[1-9][0-9]{0,4} +[1-9][0-9]{0,4} *'),1)
$(error DEBUG_COUNTS="$(DEBUG_COUNTS)": give three numbers from 1 to 99999, \
	"RUNS FAILS CYCLES" (default "20 10 5"))
endif
endif

# (the UAPI_TESTS programs are built with clang against nolibc-ext, and
# what they lack is named from glibc's headers)
boot-test: $(TREE_STAMP) $(X86_BIN)/preinit/preinit $(X86_BIN)/tests/boot/leftover \
		$(X86_BIN)/tests/boot/debug-run \
		$(call uapi_dir,$(BOOT_ARCH))/.stamp \
		$(if $(COMPAT_$(BOOT_ARCH)),$(call uapi_dir,$(COMPAT_$(BOOT_ARCH)))/.stamp) | deps-boot \
		$(if $(strip $(UAPI_TESTS)),deps-user deps-glibc)
	@$(TOP)/scripts/boot-test --top $(TOP) --ksrc $(KSRC) --cache $(CACHE) \
		--preinit $(X86_BIN)/preinit/preinit --leftover $(X86_BIN)/tests/boot/leftover \
		--debug-run $(X86_BIN)/tests/boot/debug-run --debug-counts "$(DEBUG_COUNTS)" \
		--jobs $(JOBS) --modes $(BOOT_MODES) --boot-timeout $(BOOT_TIMEOUT) \
		--test-timeout $(TEST_TIMEOUT) $(if $(filter 1,$(KVM)),--kvm) \
		--uapi-tests "$(UAPI_TESTS)" --selftests $(SELFTESTS_DIR) \
		--nolibc-cc "$(call selftest_nolibc_cc,$(BOOT_ARCH))" \
		--uapi $(call uapi_dir,$(BOOT_ARCH))/include \
		$(if $(BOOT_COMPAT),--compat-cc "$(call selftest_nolibc_cc,$(BOOT_COMPAT))" \
			--compat-uapi $(call uapi_dir,$(BOOT_COMPAT))/include \
			--compat-kconfig $(COMPAT_KCONFIG_$(BOOT_ARCH))) \
		--arch $(BOOT_ARCH) --kbuild-arch $(KBUILD_$(BOOT_ARCH)) \
		--kmake "$(KMAKE_$(BOOT_ARCH))" --kimage $(KIMAGE_$(BOOT_ARCH)) \
		--kconfig $(KCONFIG_$(BOOT_ARCH)) --kconsole $(KCONSOLE_$(BOOT_ARCH)) \
		--kqemu "$(KQEMU_$(BOOT_ARCH))"

# make test: a builtin boot of every other architecture that boots
boot-test-arches: FORCE
	@set -e; $(foreach a,$(filter-out x86_64,$(KBOOT_ARCHS)),\
		$(MAKE) --no-print-directory boot-test ARCH=$(a) BOOT_MODES=builtin \
			UAPI_COMPAT=$(UAPI_COMPAT);)

# After editing nolibc-ext/ or preinit/: put them into the series.
patches-sync: $(TREE_STAMP) | deps-boot
	@$(KPATCHES) tree $(KSRC) $(KWORK)
	@$(KPATCHES) apply $(TOP)/kernel-patches $(KWORK)
	@$(KPATCHES) sync $(TOP) $(KWORK)
	@$(KPATCHES) export $(TOP)/kernel-patches $(KWORK)

deps-patches: FORCE
	@$(call ensure_pkgs,$(PKGS_PATCHES))

patches-check: $(TREE_STAMP) $(call uapi_dir,x86_64)/.stamp | deps-patches
	@$(TOP)/scripts/patches-check $(TOP) $(KSRC) $(CACHE) $(JOBS) \
		$(call uapi_dir,x86_64)/include $(GUEST_CONFIG)

.PHONY: deps-boot deps-patches boot-test boot-test-arches patches-sync patches-check
