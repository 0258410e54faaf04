# SPDX-License-Identifier: GPL-2.0
#
# make nolibc-check: per architecture, the 6.12 tree's unmodified
# nolibc-test and nolibc-ext's own tests, run under qemu-user; the same
# nolibc-ext tests built against glibc as the reference; one table.

ARCHS ?= $(ARCHS_ALL)
$(foreach a,$(ARCHS),$(call check_arch,$(a)))
CHECK_TIMEOUT ?= 60

NOLIBC_TEST_SRC := $(SELFTESTS_DIR)/nolibc/nolibc-test.c \
		   $(SELFTESTS_DIR)/nolibc/nolibc-test-linkage.c
LIBC_TESTS := $(basename $(wildcard $(TOP)/tests/libc/t-*.c))
HARNESS_DIR := $(TOP)/tests/harness
HARNESS_TESTS := $(basename $(wildcard $(HARNESS_DIR)/h-*.c))
# --golden RUNS --golden-bin DIR for one kind of build: $(call golden_args,arch)
golden_args = --golden $(HARNESS_DIR)/runs --golden-bin $(OUT)/$(1)/bin$(HARNESS_DIR)

# nolibc-test is built as its own Makefile builds it with a sysroot (no
# -include), in C89, with the stack protector where clang has it.
$(OUT)/%/nolibc-test: $(TREE_STAMP) $$(TREE_OUT)/uapi/$$(KARCH_$$*)/.stamp | deps-user
	$(call compile,$(call nolibc_cc,$*) $(STRICT_CFLAGS) $(SSP_$*),$*,$(NOLIBC_TEST_SRC))

# the tests/libc programs of one architecture under qemu-user (see
# SKIP_TESTS_<arch>: qemu-user's reasons all), or on the host's kernel
# itself when $(2) is "native"
skipped_tests = $(strip $(if $(2),,$(SKIP_TESTS_QEMU) $(SKIP_TESTS_$(1))) \
	$(if $(CONTEXT_$(1)),,t-context))
libc_tests = $(filter-out $(addprefix $(TOP)/tests/libc/,$(call skipped_tests,$(1),$(2))),$(LIBC_TESTS))
# (and those left out, named in the report with their reason)
skip_args = $(if $(call skipped_tests,$(1),$(2)),--skipped '$(call skipped_tests,$(1),$(2))' \
	--skip-why '$(foreach t,$(call skipped_tests,$(1),$(2)),$(t)=$(SKIP_WHY_$(t))|)')
check_bins = $(OUT)/$(1)/nolibc-test \
	$(addprefix $(OUT)/$(1)/bin,$(call libc_tests,$(1),$(2)) $(HARNESS_TESTS))
# The x86 builds run on the host's kernel too, as the glibc reference
# does, where it is x86_64 and runs them: qemu-user maps no vDSO, refuses
# seccomp filters and lacks recent system calls, and nolibc-ext's use of
# them is tested there (t-dl: clock_gettime() through the vDSO), besides
# guest-check. Which ones run is learnt by running a program of each
# (scripts/native-probe: an x86_64 kernel without IA32 emulation refuses
# i386 programs, whatever /proc says), once per nolibc-check, which gives
# the result to its sub-make as NATIVE_ARCHS; NATIVE_DENY="i386" makes
# the probe take i386 as refused, to try that path on any machine.
NATIVE_CANDIDATES := $(filter $(ARCHS),$(if $(filter x86_64,$(HOST_ARCH)),x86_64 i386))
NATIVE_PROBE_SRC := $(TOP)/tests/lib/native
NATIVE_PROBE_BINS := $(foreach a,$(NATIVE_CANDIDATES),$(OUT)/$(a)/bin$(NATIVE_PROBE_SRC))
native_probe_args = $(foreach a,$(NATIVE_CANDIDATES),$(a)=$(OUT)/$(a)/bin$(NATIVE_PROBE_SRC))
NATIVE_ARCHS ?=
# cache-check's program (below)
CACHE_CHECK_SRC := $(TOP)/tests/x86/cache
CACHE_CHECK_BINS := $(if $(filter x86_64,$(HOST_ARCH)),\
	$(foreach a,glibc glibc32 x86_64 i386,$(OUT)/$(a)/bin$(CACHE_CHECK_SRC)))
kbuild_bins = $(addprefix $(OUT)/$(1)/kbin,$(call libc_tests,$(1)))
GLIBC_CHECK_BINS := $(addprefix $(OUT)/glibc/bin,$(LIBC_TESTS) $(HARNESS_TESTS))
# made by pattern rules, they would be intermediate: make would delete them
# all at the end (one "rm" line of 20 KB) and build them again next time
ALL_CHECK_BINS := $(GLIBC_CHECK_BINS) \
	$(foreach a,$(ARCHS),$(call check_bins,$(a)) $(call kbuild_bins,$(a))) \
	$(foreach a,$(NATIVE_ARCHS),$(call check_bins,$(a),native)) \
	$(NATIVE_PROBE_BINS) $(CACHE_CHECK_BINS)
.SECONDARY: $(ALL_CHECK_BINS)
-include $(wildcard $(addsuffix .d,$(ALL_CHECK_BINS)))

# Tests of more than one file: the other files of each, every build.
LIBC_UNITS := $(TOP)/tests/libc/t-units
$(foreach a,glibc $(ARCHS),$(OUT)/$(a)/bin$(LIBC_UNITS)) \
$(foreach a,$(ARCHS),$(OUT)/$(a)/kbin$(LIBC_UNITS)): $(TOP)/tests/libc/u-units.c

# The glibc reference run comes first: each architecture compares with it.
$(OUT)/check/glibc/result.json: $(GLIBC_CHECK_BINS) FORCE | deps-glibc
	@$(TOP)/scripts/nolibc-check run --arch glibc --out $(@D) \
		--timeout $(CHECK_TIMEOUT) $(call golden_args,glibc) \
		-- $(addprefix $(OUT)/glibc/bin,$(LIBC_TESTS))

# the run of architecture $(1)'s programs, under qemu-user or, when $(2)
# is "native", on the host's kernel
check_run = $(TOP)/scripts/nolibc-check run --arch $(1)$(if $(2),/$(2)) \
	$(if $(2),,--qemu $(QEMU_$(1))) --out $(@D) \
	--timeout $(CHECK_TIMEOUT) --ref $(OUT)/check/glibc $(call skip_args,$(1),$(2)) \
	--nolibc-test $(OUT)/$(1)/nolibc-test $(call golden_args,$(1)) \
	-- $(addprefix $(OUT)/$(1)/bin,$(call libc_tests,$(1),$(2)))

$(OUT)/check/%/result.json: $$(call check_bins,$$*) $(OUT)/check/glibc/result.json FORCE | deps-user
	@echo "  CHECK   $*"
	@$(call check_run,$*)

$(OUT)/check/%-native/result.json: $$(call check_bins,$$*,native) $(OUT)/check/glibc/result.json \
		FORCE | deps-user
	@echo "  CHECK   $*/native"
	@$(call check_run,$*,native)

# The same tests built as Kbuild builds an embedded program (mk/user.mk).
$(OUT)/check/%-kbuild/result.json: $$(call kbuild_bins,$$*) $(OUT)/check/glibc/result.json FORCE | deps-user
	@echo "  CHECK   $*/kbuild"
	@$(TOP)/scripts/nolibc-check run --arch $*/kbuild --qemu $(QEMU_$*) --out $(@D) \
		--timeout $(CHECK_TIMEOUT) --ref $(OUT)/check/glibc $(call skip_args,$*) \
		-- $(addprefix $(OUT)/$*/kbin,$(call libc_tests,$*))

# Results of an earlier run never stand in for this one. Twice as many jobs
# as cores: the runs mostly wait (alarms, timeouts) rather than compute.
# The programs to build are counted first, for the progress: the tree and
# the UAPI headers made, make -n lists the compilations left (-o: the
# tree's stamp, remade each time, makes nothing look out of date). The
# native rows are those the probe found (check/native-archs).
CHECK_DIRS = $(foreach a,$(ARCHS),$(a) $(a)-kbuild) $(addsuffix -native,$(NATIVE_ARCHS))
CHECK_RESULTS = $(foreach d,$(CHECK_DIRS),$(OUT)/check/$(d)/result.json)
NATIVE_LIST := $(OUT)/check/native-archs
nolibc-check-run: FORCE
	@rm -f $(foreach d,glibc $(CHECK_DIRS) $(addsuffix -native,$(NATIVE_CANDIDATES)),\
		$(OUT)/check/$(d)/result.json) $(NATIVE_LIST) $(NATIVE_LIST).skipped
	@$(MAKE) -s -j$(JOBS) $(TREE_STAMP) $(foreach a,$(ARCHS),$(call uapi_dir,$(a))/.stamp)
	@$(if $(NATIVE_PROBE_BINS),$(MAKE) -s $(NATIVE_PROBE_BINS))
	@mkdir -p $(OUT)/check && $(TOP)/scripts/native-probe $(native_probe_args) \
		>$(NATIVE_LIST).tmp 2>$(NATIVE_LIST).skipped && mv $(NATIVE_LIST).tmp $(NATIVE_LIST) && \
		cat $(NATIVE_LIST).skipped
	@native="$$(cat $(NATIVE_LIST))" && : >$(OUT)/check/.cc-done && \
	total=$$($(MAKE) -n -o $(TREE_STAMP) QUIET_CC=1 NATIVE_ARCHS="$$native" nolibc-check-rows-run | \
		grep -c '^echo "  CC  ') ; \
	[ "$$total" = 0 ] || echo "  CC      $$total programs to build"; \
	$(MAKE) -j$$(($(JOBS) * 2)) QUIET_CC=1 CC_TOTAL=$$total CC_DONE=$(OUT)/check/.cc-done \
		NATIVE_ARCHS="$$native" nolibc-check-rows-run
	@n=$$(find $(OUT) -path '*/bin/*' -name '*.log' -size +0 | wc -l); [ "$$n" = 0 ] || \
		echo "  ($$n programs built with compiler warnings: see the .log beside each under $(OUT))"

nolibc-check-rows-run: $$(CHECK_RESULTS)

# (the native rows the probe left out named again above the table)
nolibc-check: nolibc-check-run
	@cat $(NATIVE_LIST).skipped
	@$(TOP)/scripts/nolibc-check report $(addprefix $(OUT)/check/,glibc $(CHECK_DIRS)) \
		$$(for a in $$(cat $(NATIVE_LIST)); do echo $(OUT)/check/$$a-native; done)

# make cache-check: sysconf()'s cache figures, which glibc reads from cpuid
# on x86, compared between glibc's builds and nolibc-ext's, x86_64 and
# i386 (glibc's with gcc -m32), natively (where the probe above finds
# they run) and under qemu-user on every CPU model it has
# (scripts/cache-check). An x86_64 host only: elsewhere no glibc of x86
# to compare with.
ifeq ($(HOST_ARCH),x86_64)
cache-check: $(CACHE_CHECK_BINS) $(NATIVE_PROBE_BINS) | deps-user deps-glibc deps-glibc32
	@$(TOP)/scripts/cache-check --glibc x86_64=$(OUT)/glibc/bin$(CACHE_CHECK_SRC) \
		--glibc i386=$(OUT)/glibc32/bin$(CACHE_CHECK_SRC) \
		$(foreach a,x86_64 i386,--ext $(a)=$(OUT)/$(a)/bin$(CACHE_CHECK_SRC)) \
		--native "$$($(TOP)/scripts/native-probe $(native_probe_args))"
else
cache-check: FORCE
	@echo "cache-check: skipped: it compares x86 programs with the host's glibc, and this host is $(HOST_ARCH)"
endif

# make syscall-check: each tests/libc program, glibc's build and
# nolibc-ext's x86_64 one, run natively under strace; the system calls
# each makes that the other does not, past tests/libc/syscalls' rules,
# fail it (scripts/syscall-check). It needs an x86_64 host.
SYSCALL_TESTS := $(call libc_tests,x86_64,native)
SYSCALL_RULES := $(TOP)/tests/libc/syscalls
deps-syscall: FORCE
	@$(call ensure_pkgs,$(PKGS_SYSCALL))

ifeq ($(shell uname -m),x86_64)
syscall-check: $(addprefix $(OUT)/glibc/bin,$(SYSCALL_TESTS)) \
		$(addprefix $(OUT)/x86_64/bin,$(SYSCALL_TESTS)) | deps-syscall deps-user deps-glibc
	@$(TOP)/scripts/syscall-check --allow $(SYSCALL_RULES) --timeout $(CHECK_TIMEOUT) \
		--glibc $(OUT)/glibc/bin$(TOP)/tests/libc --ext $(OUT)/x86_64/bin$(TOP)/tests/libc \
		$(notdir $(SYSCALL_TESTS))
else
syscall-check: FORCE
	@echo "syscall-check: skipped: it runs x86_64 programs natively, and this host is $(shell uname -m)"
endif

# Rewrites tests/harness/expected/ from the glibc build: after a change to
# a harness program or to runs, review the result with git diff.
golden-update: $(addprefix $(OUT)/glibc/bin,$(HARNESS_TESTS)) | deps-user
	@$(TOP)/scripts/nolibc-check golden-update --timeout $(CHECK_TIMEOUT) \
		$(call golden_args,glibc)

# Every header a program can include, nolibc-ext's and 6.12 nolibc's
# standard ones as seen through nolibc-ext, compiles on its own, twice in a
# row, as C89, with warnings as errors, for every architecture, with what
# Kbuild adds for userprogs too (-Wmissing-prototypes -Wstrict-prototypes).
# 6.12's nolibc lacks prototypes for its non-static functions: the series'
# patch 1 (upstream's 0de64754a554) adds them, and headers-check takes
# nolibc from a copy of the tree's with that patch applied, as the series'
# tree has it (the backport checked on every architecture too).
NOLIBC_BP := $(TREE_OUT)/nolibc-bp
NOLIBC_BP_PATCH := $(TOP)/kernel-patches/0001-tools-nolibc-add-prototypes-for-non-static-functions.patch
$(NOLIBC_BP)/.stamp: $(TREE_STAMP) $(NOLIBC_BP_PATCH) | deps-user
	@rm -rf $(@D) $(@D).tmp && mkdir -p $(@D).tmp/tools/include
	@cp -a $(NOLIBC_DIR) $(@D).tmp/tools/include/
	@patch -s -p1 -d $(@D).tmp <$(NOLIBC_BP_PATCH) || \
		{ echo "$(NOLIBC_BP_PATCH) does not apply to $(NOLIBC_DIR)" >&2; exit 1; }
	@mv $(@D).tmp $(@D)
	@touch $@
bp_cflags = $(subst -I$(NOLIBC_DIR),-I$(NOLIBC_BP)/tools/include/nolibc,$(call nolibc_cflags,$(1)))
# (= : the find runs only for headers-check, not on every make run)
EXT_HEADERS = $(patsubst $(EXT_INCLUDE)/%,%,$(shell find $(EXT_INCLUDE) -name '*.h'))
NOLIBC_STD_HEADERS := ctype.h errno.h signal.h stdarg.h stdbool.h stdint.h \
	stdio.h stdlib.h string.h time.h unistd.h
# arch-ext-<arch>.h are parts of arch-ext.h for one architecture each.
CHECK_HEADERS = $(sort $(filter-out arch-ext-%,$(EXT_HEADERS)) $(NOLIBC_STD_HEADERS))

headers-check-%: $$(TREE_OUT)/uapi/$$(KARCH_$$*)/.stamp $(NOLIBC_BP)/.stamp FORCE | deps-user
	@$(foreach h,$(CHECK_HEADERS),clang $(call bp_cflags,$*) $(STRICT_CFLAGS) -Werror \
		-Wmissing-prototypes -Wstrict-prototypes \
		-fsyntax-only -x c /dev/null -include $(h) -include $(h) || \
		{ echo "header $(h) does not build on its own for $*" >&2; exit 1; };)

# And all of them together, in either order, and what nolibc.h declares that
# neither stock 6.12 nolibc nor glibc does (scripts/namespace-check): names
# a program may give its own struct, type or function.
stock_cflags = --target=$(TARGET_$(1)) $(CFLAGS_$(1)) -nostdinc -ffreestanding \
	-I$(NOLIBC_DIR) -I$(call uapi_dir,$(1))/include
NAMESPACE_ALLOW := $(TOP)/nolibc-ext/namespace.allow

namespace-check: $(foreach a,$(ARCHS),$(TREE_OUT)/uapi/$(KARCH_$(a))/.stamp) FORCE | deps-user
	@$(TOP)/scripts/namespace-check --allow $(NAMESPACE_ALLOW) \
		$(foreach a,$(ARCHS),--arch $(a) "$(call nolibc_cflags,$(a))" "$(call stock_cflags,$(a))") \
		$(CHECK_HEADERS)

headers-check: FORCE
	@$(MAKE) -j$(JOBS) $(addprefix headers-check-,$(ARCHS))
	@echo "headers-check: $(words $(CHECK_HEADERS)) headers build on their own for $(words $(ARCHS)) architectures"
	@$(MAKE) namespace-check

.PHONY: syscall-check deps-syscall nolibc-check nolibc-check-run nolibc-check-rows-run cache-check headers-check namespace-check golden-update
