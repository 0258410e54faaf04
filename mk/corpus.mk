# SPDX-License-Identifier: GPL-2.0
#
# Real selftests of the 6.12 tree on nolibc-ext:
#   make corpus     the scoreboard: every program of tests/corpus/programs
#                   and every other one the tree builds (CORPUS_TREE=0:
#                   those of the list only) built against glibc and
#                   nolibc-ext, both run in one QEMU-booted kernel
#                   configured as their selftests ask, verdicts compared

CORPUS_PROGRAMS ?= $(TOP)/tests/corpus/programs
# seconds a run may take: kselftest's own default (kselftest/runner.sh's
# kselftest_default_timeout); at 30, pidfd_poll_test and
# virtual_address_range, 20 to 30 s in a loaded guest, were cut in one run
# of three and judged flaky
CORPUS_TIMEOUT ?= 45
# 1: a program that differs runs a second time, to tell flaky ones apart;
# N (up to 5): up to N runs after the first while it differs and is not
# flaky
CORPUS_AGAIN ?= 1
# guests running programs at once (each QEMU uses more than a core: with
# two on 2 cores, sync/sync_test's two threads take 60 s and more rather
# than 10, with either library)
CORPUS_GUESTS ?= $(JOBS)
CORPUS_CONFIG := $(GUEST_CONFIG) $(TOP)/tests/corpus/config
# why programs differ for reasons outside nolibc-ext (see scripts/corpus)
CORPUS_DIFFERS ?= $(TOP)/tests/corpus/differs
# the configuration the selftests of the programs ask for (their
# directories' config fragments, merged as make kselftest-merge does)
CORPUS_FRAGMENT = $(CORPUS_OUT)/selftests.config
# where its builds, table and logs go
CORPUS_OUT ?= $(OUT)/corpus
# 1: every program the tree builds for x86_64 besides CORPUS_PROGRAMS
CORPUS_TREE ?= 1
# kunit: the nolibc-ext builds also through KUnit, the series' runner
# running each as a case of generated suites; the corpus's kernel is then
# built with the series (and KUnit, tests/corpus/kunit.config), and both
# builds run the corpus's way in it too
CORPUS_VIA ?= preinit
CORPUS_KOUT := $(CACHE)/kbuild/corpus-kunit
CORPUS_TREE_ARG := $(if $(filter 1,$(CORPUS_TREE)),--tree)
ifneq ($(filter corpus,$(MAKECMDGOALS)),)
ifeq ($(shell echo '$(CORPUS_GUESTS)' | grep -x '[1-9][0-9]*'),)
$(error CORPUS_GUESTS=$(CORPUS_GUESTS): give the number of guests to run at once, 1 or more)
endif
ifneq ($(filter-out 0 1,$(CORPUS_TREE)),)
$(error CORPUS_TREE=$(CORPUS_TREE): use 1 (the default: the tree's programs too) or 0 (the list alone))
endif
ifneq ($(filter-out preinit kunit,$(CORPUS_VIA)),)
$(error CORPUS_VIA=$(CORPUS_VIA): use preinit (the default: preinit as the guest's init runs \
	the programs) or kunit (through KUnit too))
endif
endif
PKGS_CORPUS := $(sort $(PKGS_USER) $(PKGS_GLIBC) $(PKGS_KERNEL))

# How a selftest is built against nolibc-ext (for an architecture) and
# against glibc: kselftest-compat.h first, the tree's selftests directory
# on the include path, and last the compiler's own headers (x86intrin.h,
# cpuid.h: those of a C library are nolibc-ext's, found before; asked
# for when a build runs, after clang is installed)
COMPAT_INCLUDE := $(TOP)/kselftest-compat/include
CLANG_INCLUDE = $(shell clang -print-resource-dir 2>/dev/null)/include
selftest_nolibc_cc = $(call nolibc_cc,$(1)) -I$(COMPAT_INCLUDE) \
	-include kselftest-compat.h -I$(SELFTESTS_DIR) -idirafter $(CLANG_INCLUDE)
SELFTEST_GLIBC_CC = $(GLIBC_CC) $(GLIBC_CFLAGS)
# make corpus compares C libraries: its nolibc-ext build has the glibc
# build's compiler and optimisation (gcc -O2, as lib.mk builds selftests),
# and what nolibc needs besides (clang -Os and gcc -O2 ordered a test's
# racy loads differently, and laid out its variables differently). clang
# still lists what a build that fails lacks (--probe-cc): its messages
# are the ones scripts/lib/selftest.py reads.
GCC_INCLUDE = $(shell $(GLIBC_CC) -print-file-name=include 2>/dev/null)
CORPUS_NOLIBC_CC = $(GLIBC_CC) -O2 $(filter-out -Os,$(NOLIBC_CFLAGS)) \
	-I$(call uapi_dir,x86_64)/include $(NOLIBC_LDFLAGS) -I$(COMPAT_INCLUDE) \
	-include kselftest-compat.h -I$(SELFTESTS_DIR) -idirafter $(GCC_INCLUDE)

deps-corpus: FORCE
	@$(call ensure_pkgs,$(PKGS_CORPUS))

# the shell words that write the selftests' fragment, then build the
# guest kernel of make corpus (and make port BOOT=1) and set $kernel to it;
# with CORPUS_VIA=kunit, apply the series instead (scripts/corpus builds
# that kernel)
corpus_fragment = $(TOP)/scripts/corpus --selftests $(SELFTESTS_DIR) \
		$(or $(CORPUS_CONFIG_FROM),--programs $(CORPUS_PROGRAMS) $(CORPUS_TREE_ARG) \
		--differs $(CORPUS_DIFFERS)) --fragment $(CORPUS_FRAGMENT)
corpus_kernel = $(corpus_fragment) && \
	kernel=$$($(TOP)/scripts/build-guest-kernel $(KSRC) $(CACHE) $(JOBS) $(CORPUS_CONFIG) \
		--extra $(CORPUS_FRAGMENT))
corpus_series = $(corpus_fragment) && kernel=- && mkdir -p $(CORPUS_OUT) && \
	{ { $(KPATCHES) tree $(KSRC) $(KWORK) && $(KPATCHES) apply $(TOP)/kernel-patches $(KWORK); } \
		>$(CORPUS_OUT)/series.log 2>&1 || { tail -n 20 $(CORPUS_OUT)/series.log; \
		echo "corpus: the series did not apply (log: $(CORPUS_OUT)/series.log)"; exit 1; }; }
# why programs equal the corpus's way differ through KUnit, for reasons
# outside the runner (see scripts/corpus)
CORPUS_KUNIT_DIFFERS ?= $(TOP)/tests/corpus/kunit-differs
CORPUS_KUNIT_ARGS = --via kunit --kunit-differs $(CORPUS_KUNIT_DIFFERS) \
	--cache $(CACHE) --kunit-work $(KWORK) \
	--kunit-out $(CORPUS_KOUT) --kunit-config "$(CORPUS_CONFIG) $(TOP)/tests/corpus/kunit.config" \
	--kunit-extra $(CORPUS_FRAGMENT) --kunit-load $(X86_BIN)/tests/corpus/kunit-load

corpus: $(TREE_STAMP) $(call uapi_dir,x86_64)/.stamp $(X86_BIN)/preinit/preinit \
		$(if $(filter kunit,$(CORPUS_VIA)),$(X86_BIN)/tests/corpus/kunit-load) | deps-corpus
	@$(if $(filter kunit,$(CORPUS_VIA)),$(corpus_series),$(corpus_kernel)) && \
	$(TOP)/scripts/corpus --selftests $(SELFTESTS_DIR) --programs $(CORPUS_PROGRAMS) \
		$(if $(filter kunit,$(CORPUS_VIA)),$(CORPUS_KUNIT_ARGS)) \
		$(CORPUS_TREE_ARG) \
		--out $(CORPUS_OUT) --ext $(EXT_INCLUDE) --ext $(COMPAT_INCLUDE) \
		--nolibc-cc "$(CORPUS_NOLIBC_CC)" --glibc-cc "$(SELFTEST_GLIBC_CC)" \
		--probe-cc "$(call selftest_nolibc_cc,x86_64)" \
		--uapi $(call uapi_dir,x86_64)/include --kernel $$kernel \
		--preinit $(X86_BIN)/preinit/preinit --timeout $(CORPUS_TIMEOUT) --jobs $(JOBS) \
		--guests $(CORPUS_GUESTS) \
		--again $(CORPUS_AGAIN) --differs $(CORPUS_DIFFERS) $(CORPUS_CHECK_ARG)

# make test's reduced form of make corpus CORPUS_VIA=kunit: the programs
# of one selftest directory (tests/corpus/kunit-check), in the kernel of
# the whole corpus (configured from every program's fragment, so that a
# later make corpus CORPUS_VIA=kunit rebuilds only the generated module),
# one guest at a time (timing-bound tests see no other guest's load);
# fails unless each is equal to glibc and equal through KUnit
corpus-kunit-check: FORCE
	@$(MAKE) --no-print-directory corpus CORPUS_VIA=kunit CORPUS_TREE=0 \
		CORPUS_PROGRAMS=$(TOP)/tests/corpus/kunit-check CORPUS_DIFFERS=/dev/null \
		CORPUS_KUNIT_DIFFERS=/dev/null \
		CORPUS_OUT=$(OUT)/corpus-kunit-check CORPUS_CHECK_ARG=--require-equal \
		CORPUS_GUESTS=1 \
		CORPUS_CONFIG_FROM="--programs $(TOP)/tests/corpus/programs --tree \
			--differs $(TOP)/tests/corpus/differs"

.PHONY: deps-corpus corpus corpus-kunit-check

# make port T=<selftest .c or directory> [ARCH=] [BOOT=1] [ARGS=] [TIMEOUT=]
ifneq ($(filter port,$(MAKECMDGOALS)),)
ifeq ($(T),)
$(error port needs T=<selftest .c file or directory>, e.g. make port T=timers/nanosleep.c)
endif
$(call check_arch,$(ARCH))
ifeq ($(BOOT),1)
ifneq ($(ARCH),x86_64)
$(error BOOT=1 runs in an x86_64 kernel: ARCH=$(ARCH) cannot be used with it)
endif
endif
ifneq ($(filter-out 0 1,$(BOOT)),)
$(error BOOT=$(BOOT): use BOOT=1 (inside a booted kernel) or leave it unset)
endif
endif

port: $(TREE_STAMP) $(call uapi_dir,$(ARCH))/.stamp $(PREINIT_BIN) \
		$(if $(filter 1,$(BOOT)),$(X86_BIN)/preinit/preinit) | deps-user deps-glibc \
		$(if $(filter 1,$(BOOT)),deps-corpus)
	@$(if $(filter 1,$(BOOT)),$(corpus_kernel) &&) \
	$(TOP)/scripts/port --selftests $(SELFTESTS_DIR) --out $(OUT)/$(ARCH) \
		--nolibc-cc "$(call selftest_nolibc_cc,$(ARCH))" \
		--uapi $(call uapi_dir,$(ARCH))/include --qemu "$(QEMU_$(ARCH))" \
		--preinit $(PREINIT_BIN) --unsafe $(TOP)/tests/corpus/host-unsafe \
		$(if $(filter 1,$(BOOT)),--kernel $$kernel --guest-preinit $(X86_BIN)/preinit/preinit) \
		--timeout $(TIMEOUT) --args "$(ARGS)" -- $(T)

# make port-uapi-tests: the same programs as make boot-test's UAPI_TESTS,
# under qemu-user (a failure inside the kernel reproduced in a second)
port-uapi-tests: FORCE
	@$(MAKE) --no-print-directory port T="$(UAPI_TESTS)"

.PHONY: port port-uapi-tests
