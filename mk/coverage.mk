# SPDX-License-Identifier: GPL-2.0
#
# make coverage: nolibc-ext against three authoritative lists
# (scripts/coverage): the functions of Linux man-pages' section 2 that
# glibc exports, the functions, objects and macros of the POSIX headers
# nolibc-ext provides as glibc declares them, and the glibc functions the
# tree's selftests call. Each name present (on every architecture, with
# the tests that call it), partial, absent on purpose
# (nolibc-ext/coverage/absent says why) or missing. The inventories,
# nolibc-ext/coverage/{man2,posix,selftests}, are checked in;
# coverage-check (in make test) fails when one is stale, coverage-update
# rewrites them.

COVERAGE_INVENTORY ?= $(TOP)/nolibc-ext/coverage
COVERAGE_ABSENT ?= $(TOP)/nolibc-ext/coverage/absent
# the inventory is of x86_64's glibc (bookworm's 2.36): other
# architectures' glibc exports other functions (no iopl, ioperm, ...)
COVERAGE_LIBC := /usr/lib/x86_64-linux-gnu/libc.so.6
COVERAGE_STUBS := /usr/include/x86_64-linux-gnu/gnu/stubs-64.h
ifneq ($(filter coverage coverage-check coverage-update,$(MAKECMDGOALS)),)
ifneq ($(HOST_ARCH),x86_64)
$(error make coverage: the inventory is of x86_64's glibc; this host is $(HOST_ARCH))
endif
endif
coverage_cmd = $(TOP)/scripts/coverage --inventory $(COVERAGE_INVENTORY) \
	--absent $(COVERAGE_ABSENT) --man2 /usr/share/man/man2 --libc $(COVERAGE_LIBC) \
	--stubs $(COVERAGE_STUBS) --selftests $(SELFTESTS_DIR) --host-arch x86_64 \
	--tests $(TOP)/tests/libc $(TOP)/tests/harness \
	$(foreach a,$(ARCHS_ALL),--arch $(a) "$(call nolibc_cflags,$(a))") $(CHECK_HEADERS)
COVERAGE_DEPS := $(TREE_STAMP) $(foreach a,$(ARCHS_ALL),$(call uapi_dir,$(a))/.stamp)

deps-coverage: FORCE
	@$(call ensure_pkgs,$(PKGS_COVERAGE))

coverage: $(COVERAGE_DEPS) FORCE | deps-coverage
	@$(coverage_cmd) --report
coverage-check: $(COVERAGE_DEPS) FORCE | deps-coverage
	@$(coverage_cmd) --check
coverage-update: $(COVERAGE_DEPS) FORCE | deps-coverage
	@$(coverage_cmd) --update

.PHONY: deps-coverage coverage coverage-check coverage-update
