# SPDX-License-Identifier: GPL-2.0
#
# kunit-uapi for Linux 6.12: kernel selftests without a libc and without a
# root filesystem. `make help` lists every target and variable.

TOP := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/kunit-uapi
# Build outputs of this clone: keyed by its path, so clones never mix.
OUT ?= $(CACHE)/out$(TOP)
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

.DEFAULT_GOAL := help
.DELETE_ON_ERROR:
# Built programs are kept even when make reaches them only through pattern
# rules (it would delete them as intermediate files otherwise).
.PRECIOUS: $(OUT)/%
.SUFFIXES:
.SECONDEXPANSION:
MAKEFLAGS += --no-builtin-rules --no-print-directory

include $(TOP)/mk/arch.mk
include $(TOP)/mk/deps.mk
include $(TOP)/mk/tree.mk
include $(TOP)/mk/user.mk
include $(TOP)/mk/check.mk
include $(TOP)/mk/preinit.mk
include $(TOP)/mk/guest.mk
include $(TOP)/mk/boot.mk
include $(TOP)/mk/bench.mk
include $(TOP)/mk/fuzz.mk
include $(TOP)/mk/coverage.mk

ARCH ?= $(HOST_ARCH)
TIMEOUT ?= 120

# ---- run-user: one C file, one architecture, under qemu-user -------------

ifneq ($(filter run-user,$(MAKECMDGOALS)),)
ifeq ($(T),)
$(error run-user needs T=<file.c>, e.g. make run-user T=tests/libc/t-ctype.c)
endif
T_ABS := $(abspath $(T))
ifeq ($(wildcard $(T_ABS)),)
$(error T=$(T): no such file ($(T_ABS)))
endif
ifneq ($(suffix $(T_ABS)),.c)
$(error T=$(T) is not a C file (.c))
endif
ifeq ($(LIBC),glibc)
RUN_BIN := $(OUT)/glibc/bin$(basename $(T_ABS))
RUN_QEMU :=
else ifneq ($(LIBC),)
$(error LIBC=$(LIBC) is unknown: leave it unset for nolibc-ext or set LIBC=glibc)
else
$(call check_arch,$(ARCH))
RUN_BIN := $(OUT)/$(ARCH)/bin$(basename $(T_ABS))
RUN_QEMU := $(or $(QEMU),$(QEMU_$(ARCH)))
endif
-include $(RUN_BIN).d
endif

# preinit, built for the host, gives the program its own world (SANDBOX=0:
# none) and runs it through qemu-user.
SANDBOX ?= 1
PREINIT_BIN := $(OUT)/$(HOST_ARCH)/bin$(TOP)/preinit/preinit
# (here, once PREINIT_BIN has its value: a header of nolibc-ext rebuilds it)
-include $(PREINIT_BIN).d
ifneq ($(filter-out 0 1,$(SANDBOX)),)
$(error SANDBOX=$(SANDBOX): use SANDBOX=1 (the default: inside preinit) or SANDBOX=0)
endif

# make corpus and make port: real selftests (they need ARCH and PREINIT_BIN)
include $(TOP)/mk/corpus.mk

run-user: $(RUN_BIN) $(if $(filter 1,$(SANDBOX)),$(PREINIT_BIN)) | deps-glibc
	@$(TOP)/scripts/run-user --qemu "$(RUN_QEMU)" --timeout "$(TIMEOUT)" \
		$(if $(filter 1,$(SANDBOX)),--preinit $(PREINIT_BIN)) \
		$(foreach e,$(ENV),--env '$(e)') -- $(RUN_BIN) $(ARGS)

# ---- the project's own checks --------------------------------------------

deps: FORCE
	@$(call ensure_pkgs,$(PKGS_ALL))

# make test runs every check, one after another, past any that fails,
# and ends with the list of those that failed (exit 1 then): one failure
# does not hide the others. Each check is its own make run, so
# `make test` is the same as running them in turn by hand with the
# variables below.
TEST_CHECKS := nolibc-check cache-check syscall-check headers-check fuzz coverage-check \
	preinit-check guest-check tools-check patches-check boot-test boot-test-arches \
	corpus-kunit-check
# It boots the series on x86_64 as modules under the kernel's
# checkers: the debug mode is the module one (same suites, same checks,
# the i386 compat cases included) with KASAN, kmemleak, lockdep and
# failslab, and reloads the runner's module in a loop; runs kunit.py on
# UML, built in, as a kernel developer does; then boots the series built
# in on the other architectures (aarch64 with its arm compat cases,
# riscv64). The x86_64 built-in mode's checks are the module mode's; what
# make test leaves to make boot-test (which runs it by default) is its
# fragment, tests/boot/builtin.config, on x86_64, and the i386 cases
# under a built-in runner: a kernel build of 392 s on a new machine.
# The debug mode's loops are shorter than boot-test's own: 5 runs of the
# runner's suite, 4 under failslab, 2 reloads (20, 10 and 5 take 200 s
# more); the UAPI_TESTS programs are built for i386 too, run by the
# x86_64 kernels. Each of these only where make's command line does not
# set it (make test BOOT_MODES=builtin), and only for the boot checks.
# Last, make corpus CORPUS_VIA=kunit on nine programs of one selftest
# directory (futex/functional), in the corpus's kernel with the series.
test_var = $(if $(filter command line,$(origin $(1))),,$(1)=$(2))
TEST_VARS_boot-test := $(call test_var,BOOT_MODES,debug$(comma)uml) \
	$(call test_var,DEBUG_COUNTS,"5 4 2") $(call test_var,UAPI_COMPAT,1)
TEST_VARS_boot-test-arches := $(call test_var,UAPI_COMPAT,1)
test: FORCE
	@failed=; all=$$(date +%s); \
	$(foreach c,$(TEST_CHECKS),\
		echo "  TEST    $(c)"; start=$$(date +%s); \
		if $(MAKE) $(c) $(TEST_VARS_$(c)); then r=passed; \
		else r=FAILED; failed="$$failed $(c)"; fi; \
		echo "  TEST    $(c) $$r in $$(($$(date +%s) - start)) s";) \
	echo "make test: $(words $(TEST_CHECKS)) checks in $$(($$(date +%s) - all)) s," \
		"$$([ -n "$$failed" ] && echo "failed:$$failed" || echo "all passed")"; \
	[ -z "$$failed" ]

tools-check: FORCE | deps-user deps-syscall
	@$(TOP)/tests/tools/run-all $(TOP)

clean:
	rm -rf $(OUT)

# Removes everything cached, the unpacked tree included.
distclean:
	rm -rf $(CACHE)

print-%: FORCE
	@echo '$($*)'

help:
	@cat $(TOP)/mk/help.txt

FORCE:
.PHONY: run-user deps test tools-check clean distclean help FORCE
