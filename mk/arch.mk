# SPDX-License-Identifier: GPL-2.0
#
# The architecture table: every per-architecture fact lives here, as one
# lookup variable per fact (FACT_<arch>), and nowhere else.
#
#   TARGET_<arch>    clang --target triple
#   CFLAGS_<arch>    extra compiler flags (ABI, endianness, instruction set)
#   LD_<arch>        linker flag for clang (lld unless lld cannot link it)
#   KARCH_<arch>     the kernel's ARCH= for the UAPI headers
#   QEMU_<arch>      qemu-user binary
#   SSP_<arch>       flags enabling nolibc's stack protector, when clang has
#                    them for that target (nolibc-test skips the test if not)
#   UNSUPPORTED_<arch>  why an architecture nolibc knows cannot be used here
#   SKIP_TESTS_<arch>   tests/libc programs nolibc-check does not run under
#                    that qemu-user, each for a reason given below

ARCHS_ALL := x86_64 i386 aarch64 arm armthumb riscv64 mips32le mips32be \
	     ppc ppc64 ppc64le s390x
ARCHS_UNSUPPORTED := loongarch64

SSP_GLOBAL := -mstack-protector-guard=global -fstack-protector-all

TARGET_x86_64   := x86_64-linux-gnu
KARCH_x86_64    := x86
QEMU_x86_64     := qemu-x86_64-static
SSP_x86_64      := $(SSP_GLOBAL)

TARGET_i386     := i386-linux-gnu
KARCH_i386      := x86
QEMU_i386       := qemu-i386-static
SSP_i386        := $(SSP_GLOBAL)

TARGET_aarch64  := aarch64-linux-gnu
KARCH_aarch64   := arm64
QEMU_aarch64    := qemu-aarch64-static
SSP_aarch64     := $(SSP_GLOBAL)

TARGET_arm      := armv7a-linux-gnueabihf
CFLAGS_arm      := -marm
KARCH_arm       := arm
QEMU_arm        := qemu-arm-static
SSP_arm         := $(SSP_GLOBAL)

TARGET_armthumb := armv7a-linux-gnueabihf
CFLAGS_armthumb := -mthumb
KARCH_armthumb  := arm
QEMU_armthumb   := qemu-arm-static
SSP_armthumb    := $(SSP_GLOBAL)

TARGET_riscv64  := riscv64-linux-gnu
KARCH_riscv64   := riscv
QEMU_riscv64    := qemu-riscv64-static

TARGET_mips32le := mipsel-linux-gnu
CFLAGS_mips32le := -EL -mabi=32 -fPIC
KARCH_mips32le  := mips
QEMU_mips32le   := qemu-mipsel-static

TARGET_mips32be := mips-linux-gnu
CFLAGS_mips32be := -EB -mabi=32
KARCH_mips32be  := mips
QEMU_mips32be   := qemu-mips-static

TARGET_ppc      := powerpc-linux-gnu
CFLAGS_ppc      := -m32 -mbig-endian -mno-vsx
KARCH_ppc       := powerpc
QEMU_ppc        := qemu-ppc-static

# clang-14 emits ELFv1 for big-endian ppc64 while lld-14 marks the binary
# ELFv2: without -mabi=elfv2 it crashes on its first instruction.
TARGET_ppc64    := powerpc64-linux-gnu
CFLAGS_ppc64    := -m64 -mbig-endian -mno-vsx -mabi=elfv2
KARCH_ppc64     := powerpc
QEMU_ppc64      := qemu-ppc64-static

TARGET_ppc64le  := powerpc64le-linux-gnu
CFLAGS_ppc64le  := -m64 -mlittle-endian -mno-vsx -mabi=elfv2
KARCH_ppc64le   := powerpc
QEMU_ppc64le    := qemu-ppc64le-static

# lld-14 cannot link s390x; binutils' ld can.
TARGET_s390x    := s390x-linux-gnu
CFLAGS_s390x    := -m64
LD_s390x        := --ld-path=/usr/bin/s390x-linux-gnu-ld
KARCH_s390x     := s390
QEMU_s390x      := qemu-s390x-static

# qemu-user hands a PI futex word (the owner's thread id) of a big-endian
# guest to the little-endian host kernel unswapped: FUTEX_LOCK_PI fails
# with ESRCH, for glibc as for nolibc-ext. The booted guests run t-pi.
SKIP_TESTS_mips32be := t-pi
SKIP_TESTS_ppc      := t-pi
SKIP_TESTS_ppc64    := t-pi
SKIP_TESTS_s390x    := t-pi

UNSUPPORTED_loongarch64 := clang-14 (Debian 12) has no LoongArch backend \
	and Debian 12 ships no loongarch64 cross compiler

# Defaults and derived facts
HOST_ARCH := $(patsubst armv7%,arm,$(subst amd64,x86_64,$(shell uname -m)))
ld_flag = $(or $(LD_$(1)),-fuse-ld=lld)

# $(call check_arch,arch): stop with one line when arch is not usable.
check_arch = $(if $(filter $(ARCHS_ALL),$(1)),,$(error $(strip \
	$(if $(UNSUPPORTED_$(1)),ARCH=$(1) is not supported: $(UNSUPPORTED_$(1)),\
	unknown ARCH=$(1); choose one of: $(ARCHS_ALL)))))

arch_row = printf '%-12s %-24s %-42s %-12s %-7s %s\n' '$(1)' '$(TARGET_$(1))' \
	'$(strip $(CFLAGS_$(1)))' '$(if $(LD_$(1)),GNU ld,lld)' '$(KARCH_$(1))' '$(QEMU_$(1))';
arch_info_archs = $(if $(filter command line environment,$(origin ARCH)),$(ARCH),$(ARCHS_ALL) $(ARCHS_UNSUPPORTED))

arch-info:
	@printf '%-12s %-24s %-42s %-12s %-7s %s\n' arch target flags linker karch qemu-user
	@$(foreach a,$(arch_info_archs),$(if $(UNSUPPORTED_$(a)),\
		echo '$(a): unsupported: $(strip $(UNSUPPORTED_$(a)))';,\
		$(if $(TARGET_$(a)),$(call arch_row,$(a)),echo 'unknown ARCH=$(a); choose one of: $(ARCHS_ALL)'; exit 1;)))

.PHONY: arch-info
