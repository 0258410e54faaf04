# SPDX-License-Identifier: GPL-2.0
#
# Building user programs: statically against 6.12 nolibc plus nolibc-ext for
# any architecture of the table, or natively against glibc for comparison.
#
# A C file at /abs/path/prog.c is built as
#   $(OUT)/<arch>/bin/abs/path/prog     against nolibc-ext (<arch> from the table)
#   $(OUT)/glibc/bin/abs/path/prog      against glibc, for the host
#   $(OUT)/glibc32/bin/abs/path/prog    against glibc, for i386 (x86_64 hosts)
# so any file anywhere has one fixed place, and two clones never share one.

EXT_INCLUDE := $(TOP)/nolibc-ext/include

# Flags shared by every nolibc build; the arch table adds its own.
# -fno-builtin keeps the compiler from turning printf("x\n") into a call
# to an external puts(): nolibc's functions are static, there is none.
# Not -ffreestanding, which implies it: that makes main() an ordinary
# function, and a main() without a return statement would exit with
# what its last call returned rather than 0 (tests/libc/t-main.c).
NOLIBC_CFLAGS := -Os -fno-ident -fno-asynchronous-unwind-tables \
	-fno-stack-protector -fno-builtin -Wall -nostdinc \
	-I$(EXT_INCLUDE) -I$(NOLIBC_DIR)
# --gc-sections drops nolibc-ext's assembly functions (each a weak symbol in
# a section of its own) from programs that do not call them.
NOLIBC_LDFLAGS := -nostdlib -static -Wl,--gc-sections
# nolibc's own programs and headers are held to -Wextra as well; selftests
# (and kselftest.h under nolibc) are written for -Wall, as lib.mk builds them.
STRICT_CFLAGS := -std=c89 -W -Wextra

# What run-user adds for a test program: nolibc.h first (kselftest.h wants
# it included before itself) and the tree's selftests directory, so that
# "kselftest.h" and "kselftest_harness.h" are the 6.12 copies.
PROG_CFLAGS := -include nolibc.h -I$(SELFTESTS_DIR)

GLIBC_CC ?= gcc
GLIBC_CFLAGS := -O2 -static -Wall -I$(SELFTESTS_DIR)
# nolibc-ext has <math.h>'s functions in the header; glibc in libm
GLIBC_LDLIBS := -lm

# The other way a program is built: as init/Makefile.nolibc of the series
# builds a program Kbuild embeds, with Kbuild's flags for userprogs: no
# -include, -O2, gnu11, all sections kept. tests/libc runs built both ways
# (make nolibc-check, rows "<arch>/kbuild"): nolibc-ext must give the same
# program the same behaviour whatever its build. On x86_64 that build is
# gcc's, as the kernel's (KBUILD_CC_<arch>): gcc sees the whole library
# in the program's file and optimises across it as clang does not.
KBUILD_MODE_CFLAGS := -O2 -std=gnu11 -fomit-frame-pointer -Wall -nostdinc \
	-fno-builtin -fno-asynchronous-unwind-tables -fno-stack-protector \
	-I$(EXT_INCLUDE) -I$(NOLIBC_DIR)
KBUILD_MODE_LDFLAGS := -nostdlib -static

# $(call nolibc_cflags,arch): compiling for arch; nolibc_cc: and linking
nolibc_cflags = --target=$(TARGET_$(1)) $(CFLAGS_$(1)) $(NOLIBC_CFLAGS) \
	-I$(call uapi_dir,$(1))/include
nolibc_cc = clang $(call nolibc_cflags,$(1)) $(call ld_flag,$(1)) $(NOLIBC_LDFLAGS)
kbuild_mode_cc = $(or $(KBUILD_CC_$(1)),clang --target=$(TARGET_$(1)) $(call ld_flag,$(1))) \
	$(CFLAGS_$(1)) $(KBUILD_MODE_CFLAGS) -I$(call uapi_dir,$(1))/include $(KBUILD_MODE_LDFLAGS)

# Compile into a temporary name and rename: a failed or interrupted build
# never leaves a binary the next run would trust. -MMD records the headers
# each binary was built from.
#
# QUIET_CC=1 (nolibc-check's many programs): the compiler's messages go to
# $@.log, shown only when the build fails (nolibc-check then counts the
# programs that built with warnings); with CC_TOTAL=N, CC_DONE=FILE, no
# line per program but the count at each tenth of N (scripts/cc-progress).
define compile
	@mkdir -p $(@D)
	@$(if $(CC_TOTAL),$(TOP)/scripts/cc-progress $(CC_DONE) $(CC_TOTAL),echo "  CC      $(2) $(patsubst $(KSRC)/%,%,$(patsubst $(TOP)/%,%,$(firstword $(3))))")
	@$(1) -MMD -MP -MF $@.d -MT $@ -o $@.tmp $(3) $(if $(QUIET_CC),>$@.log 2>&1) || \
		{ $(if $(QUIET_CC),cat $@.log >&2;) rm -f $@.tmp $@.d $@; \
		  echo "build of $(firstword $(3)) for $(2) failed (errors above)" >&2; exit 1; }
	@mv $@.tmp $@
endef

deps-user: FORCE
	@$(call ensure_pkgs,$(PKGS_USER))
deps-glibc: FORCE
	@$(call ensure_pkgs,$(PKGS_GLIBC))

# The files that set the flags of these builds: a program is rebuilt
# when one changes, as it is when its source or a header it read does
# (-MMD), or a change of flags would leave it built the old way.
BUILD_FLAGS_FILES := $(TOP)/mk/user.mk $(TOP)/mk/arch.mk

# One pattern rule per architecture, all from this one template. A program
# of several files names the others in EXTRA_SRCS, a variable of its target
# (and a prerequisite of it).
EXTRA_SRCS = $(filter %.c,$(filter-out $<,$^))
define arch_rules
$(OUT)/$(1)/bin/%: /%.c $(TREE_OUT)/uapi/$(KARCH_$(1))/.stamp $(BUILD_FLAGS_FILES) | deps-user
	$$(call compile,$$(call nolibc_cc,$(1)) $$(PROG_CFLAGS),$(1),$$< $$(EXTRA_SRCS))
$(OUT)/$(1)/kbin/%: /%.c $(TREE_OUT)/uapi/$(KARCH_$(1))/.stamp $(BUILD_FLAGS_FILES) | deps-user
	$$(call compile,$$(call kbuild_mode_cc,$(1)) -I$(SELFTESTS_DIR),$(1)/kbuild,$$< $$(EXTRA_SRCS))
endef
$(foreach a,$(ARCHS_ALL),$(eval $(call arch_rules,$(a))))

$(OUT)/glibc/bin/%: /%.c $(TREE_STAMP) $(BUILD_FLAGS_FILES) | deps-glibc
	$(call compile,$(GLIBC_CC) $(GLIBC_CFLAGS),glibc,$< $(EXTRA_SRCS) $(GLIBC_LDLIBS))

# and for i386 (gcc -m32, Debian's i386 glibc for amd64). The kernel's
# x86 <asm/...> headers serve both ABIs; without gcc-multilib (above)
# nothing puts them where gcc -m32 looks: a directory of ours does.
GLIBC32_INC := $(OUT)/glibc32/include
$(GLIBC32_INC)/asm:
	@mkdir -p $(@D) && ln -sfn /usr/include/x86_64-linux-gnu/asm $@
$(OUT)/glibc32/bin/%: /%.c $(TREE_STAMP) $(BUILD_FLAGS_FILES) | deps-glibc32 $(GLIBC32_INC)/asm
	$(call compile,$(GLIBC_CC) -m32 -isystem $(GLIBC32_INC) $(GLIBC_CFLAGS),glibc32,$< \
		$(EXTRA_SRCS) $(GLIBC_LDLIBS))

deps-glibc32: FORCE
	@$(call ensure_pkgs,$(PKGS_GLIBC32))

.PHONY: deps-user deps-glibc deps-glibc32
