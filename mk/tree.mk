# SPDX-License-Identifier: GPL-2.0
#
# The Linux 6.12 tree from Debian's linux-source-6.12, unpacked once into
# the cache and never written to afterwards: everything built from it goes
# through O= into TREE_OUT.

KTARBALL ?= /usr/src/linux-source-6.12.tar.xz

ifeq ($(origin KSRC),undefined)
KSRC := $(CACHE)/src/linux-source-6.12
# Re-unpacked only when the tarball changes; the stamp keeps its mtime
# otherwise, so nothing built from the tree is rebuilt for nothing.
TREE_STAMP := $(KSRC)/.kunit-uapi-tarball
$(TREE_STAMP): FORCE | deps-tree
	@$(TOP)/scripts/unpack-tree $(KTARBALL) $(KSRC)
else
KSRC := $(abspath $(KSRC))
TREE_STAMP := $(KSRC)/tools/include/nolibc/nolibc.h
$(TREE_STAMP):
	$(error KSRC=$(KSRC) is not a Linux tree with tools/include/nolibc; \
		unset KSRC to use linux-source-6.12 from the cache)
endif

TREE_OUT ?= $(CACHE)/tree-out$(KSRC)
NOLIBC_DIR := $(KSRC)/tools/include/nolibc
SELFTESTS_DIR := $(KSRC)/tools/testing/selftests

deps-tree: FORCE
	@$(call ensure_pkgs,$(PKGS_TREE))

# UAPI headers, one set per kernel architecture: $(call uapi_dir,arch)
uapi_dir = $(TREE_OUT)/uapi/$(KARCH_$(1))
UAPI_KARCHS := $(sort $(foreach a,$(ARCHS_ALL),$(KARCH_$(a))))
# The first one's Kbuild output (usr/include, .cmd files and all) seeds
# the others' O= directories, less its asm/: include/uapi installs the
# same for every architecture (its Kbuild drops, as unwanted, what one
# lacks, such as linux/kvm.h on arm), so Kbuild finds those up to date
# and installs only the architecture's own; measured: 2-4 s each instead
# of 38 s, the result identical (diff -r) to an install from nothing.
# A seed older than the tree, or of another architecture, is not used.
UAPI_SEED := $(firstword $(UAPI_KARCHS))
UAPI_SEED_USR := $(TREE_OUT)/uapi/$(UAPI_SEED).usr

$(TREE_OUT)/uapi/%/.stamp: $(TREE_STAMP)
	@echo "  UAPI    $*"
	@rm -rf $(@D) $(@D).tmp && mkdir -p $(@D).tmp/obj
	@if [ $* = $(UAPI_SEED) ]; then rm -rf $(TREE_OUT)/uapi/*.usr; \
	elif [ $(UAPI_SEED_USR) -nt $(TREE_STAMP) ]; then \
		cp -a $(UAPI_SEED_USR) $(@D).tmp/obj/usr && rm -rf $(@D).tmp/obj/usr/include/asm; fi
	@$(MAKE) -s -C $(KSRC) O=$(@D).tmp/obj ARCH=$* \
		INSTALL_HDR_PATH=$(@D).tmp headers_install >$(@D).log 2>&1 || \
		{ cat $(@D).log >&2; echo "headers_install ARCH=$* failed: see above" >&2; exit 1; }
	@if [ $* = $(UAPI_SEED) ]; then \
		rm -rf $(UAPI_SEED_USR) && mv $(@D).tmp/obj/usr $(UAPI_SEED_USR); fi
	@rm -rf $(@D).tmp/obj $(@D).log
	@mv $(@D).tmp $(@D)
	@touch $@

$(foreach k,$(filter-out $(UAPI_SEED),$(UAPI_KARCHS)),$(TREE_OUT)/uapi/$(k)/.stamp): \
	$(TREE_OUT)/uapi/$(UAPI_SEED)/.stamp

uapi-headers: $(foreach k,$(UAPI_KARCHS),$(TREE_OUT)/uapi/$(k)/.stamp)

.PHONY: deps-tree uapi-headers
