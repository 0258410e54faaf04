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
#                    that qemu-user (SKIP_TESTS_QEMU: under any), each for
#                    a reason given below, which SKIP_WHY_<program> says in
#                    a line of the report
#   CONTEXT_<arch>   1 where nolibc-ext has the getcontext() family
#   COMPAT_<arch>    the architecture (of this table) of the kernel's 32-bit
#                    ABI, whose programs it runs with COMPAT_KCONFIG_<arch>
#   KBUILD_CC_<arch> the compiler of the "<arch>/kbuild" builds, which
#                    stand for Kbuild's (the kernel's compiler): gcc where
#                    the host's can build for it, else clang --target

ARCHS_ALL := x86_64 i386 aarch64 arm armthumb riscv64 mips32le mips32be \
	     ppc ppc64 ppc64le s390x
ARCHS_UNSUPPORTED := loongarch64

SSP_GLOBAL := -mstack-protector-guard=global -fstack-protector-all

TARGET_x86_64   := x86_64-linux-gnu
KARCH_x86_64    := x86
QEMU_x86_64     := qemu-x86_64-static
SSP_x86_64      := $(SSP_GLOBAL)

COMPAT_x86_64   := i386
KBUILD_CC_x86_64 := gcc
COMPAT_KCONFIG_x86_64 := CONFIG_IA32_EMULATION

TARGET_i386     := i386-linux-gnu
KARCH_i386      := x86
QEMU_i386       := qemu-i386-static
SSP_i386        := $(SSP_GLOBAL)

TARGET_aarch64  := aarch64-linux-gnu
# clang calls libgcc's __aarch64_ldadd4_acq_rel() and the like for
# atomics once it finds a cross gcc installed (make boot-test ARCH=arm64
# installs one): inline instructions, a static program links no libgcc
CFLAGS_aarch64  := -mno-outline-atomics
KARCH_aarch64   := arm64
QEMU_aarch64    := qemu-aarch64-static
SSP_aarch64     := $(SSP_GLOBAL)

COMPAT_aarch64  := arm
COMPAT_KCONFIG_aarch64 := CONFIG_COMPAT

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
SKIP_WHY_t-pi       := qemu-user passes a big-endian PI futex word unswapped
# qemu-i386 keeps one GDT for all of a program's threads, so the %gs
# descriptor of the thread that set its TLS entry last is what every
# thread gets back from sigreturn: a thread whose signal handler returns
# then runs with another thread's thread pointer, which no libc can help (a
# probe: 7 of 8 threads had another one after a handler). t-stress's
# cancel waves return from pthread_cancel()'s handler in threads between
# cancellation points: it hung or crashed in about one run in five.
# guest-check runs it, and the other thread tests, as i386 programs on a
# real kernel.
SKIP_TESTS_i386     := t-stress
SKIP_WHY_t-stress   := qemu-i386 shares one GDT between threads
# qemu-user 7.2 (Debian 12's) has no epoll_pwait2, preadv2, pwritev2,
# process_madvise, quotactl nor any call of the mount API (it answers
# ENOSYS), no fanotify and remap_file_pages but on a few architectures,
# and passes pidfd_open()'s flags untranslated. The glibc build runs t-recent
# natively (its expected values are glibc's), and guest-check runs it on
# a real kernel as x86_64 and i386 programs.
SKIP_TESTS_QEMU     := t-recent
SKIP_WHY_t-recent   := qemu-user 7.2 lacks or mistranslates its system calls

# The getcontext() family is assembly in each architecture's part of
# nolibc-ext; x86's are written (CONTEXT_<arch> := 1 where it is):
# t-context runs there only.
CONTEXT_x86_64      := 1
CONTEXT_i386        := 1
SKIP_WHY_t-context  := nolibc-ext has no getcontext() family for it yet

UNSUPPORTED_loongarch64 := clang-14 (Debian 12) has no LoongArch backend \
	and Debian 12 ships no loongarch64 cross compiler

# The kernel side: the architectures make boot-test boots (ARCH=; the
# kernel's own names arm64 and riscv are taken too), each built from the
# series' tree with O= into the cache and booted in QEMU under TCG. Every
# guest ends by restarting (kunit_shutdown=reboot, or preinit -R), which
# ends QEMU under -no-reboot: no power-off driver, no ACPI, no PCI.
#
#   KBUILD_<arch>    the kernel's ARCH= for building it
#   KMAKE_<arch>     further variables of that build: the toolchain, gcc
#                    (the host's, or Debian 12's cross gcc-12: on 2 cores
#                    it built arm64's kernel/ and mm/ in 77 s where
#                    LLVM=-14, clang-14 and lld-14, took 91 s)
#   KIMAGE_<arch>    the image QEMU boots, in the O= directory
#   KCONFIG_<arch>   its fragment, after tinyconfig, preinit/kernel.config
#                    and tests/guest/config: console, 32-bit ABI
#   KCONSOLE_<arch>  the kernel's serial console
#   KQEMU_<arch>     qemu-system command and machine; KQEMU_PKG_<arch> its
#                    Debian package; KTOOLS_PKG_<arch>: its toolchain's
#   KMODES_<arch>    the modes it boots (module, debug and uml need
#                    programs and a UML of the host's architecture)
KBOOT_ARCHS := x86_64 aarch64 riscv64
KALIAS_arm64 := aarch64
KALIAS_riscv := riscv64

KBUILD_x86_64   := x86_64
KIMAGE_x86_64   := arch/x86/boot/bzImage
KCONFIG_x86_64  := tests/boot/x86_64.config
KCONSOLE_x86_64 := ttyS0
KQEMU_x86_64    := qemu-system-x86_64 -bios /usr/share/qemu/qboot.rom -cpu qemu64,+rdrand
KQEMU_PKG_x86_64 := qemu-system-x86
KMODES_x86_64   := builtin module debug uml

KBUILD_aarch64  := arm64
KMAKE_aarch64   := CROSS_COMPILE=aarch64-linux-gnu-
KTOOLS_PKG_aarch64 := gcc-aarch64-linux-gnu
KIMAGE_aarch64  := arch/arm64/boot/Image
KCONFIG_aarch64 := tests/boot/aarch64.config
KCONSOLE_aarch64 := ttyAMA0
KQEMU_aarch64   := qemu-system-aarch64 -M virt -cpu max
KQEMU_PKG_aarch64 := qemu-system-arm
KMODES_aarch64  := builtin

KBUILD_riscv64  := riscv
KMAKE_riscv64   := CROSS_COMPILE=riscv64-linux-gnu-
KTOOLS_PKG_riscv64 := gcc-riscv64-linux-gnu
KIMAGE_riscv64  := arch/riscv/boot/Image
KCONFIG_riscv64 := tests/boot/riscv64.config
KCONSOLE_riscv64 := ttyS0
KQEMU_riscv64   := qemu-system-riscv64 -M virt
KQEMU_PKG_riscv64 := qemu-system-misc
KMODES_riscv64  := builtin

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

# the kernel side, for those of arch_info_archs that boot
karch_fmt := '%-12s %-8s %-54s %-9s %-8s %s\n'
karch_row = printf $(karch_fmt) '$(1)' '$(KBUILD_$(1))' \
	'$(or $(strip $(KMAKE_$(1))),gcc)' '$(KCONSOLE_$(1))' '$(COMPAT_$(1))' '$(KQEMU_$(1))';

arch-info:
	@printf '%-12s %-24s %-42s %-12s %-7s %s\n' arch target flags linker karch qemu-user
	@$(foreach a,$(arch_info_archs),$(if $(UNSUPPORTED_$(a)),\
		echo '$(a): unsupported: $(strip $(UNSUPPORTED_$(a)))';,\
		$(if $(TARGET_$(a)),$(call arch_row,$(a)),echo 'unknown ARCH=$(a); choose one of: $(ARCHS_ALL)'; exit 1;)))
	@$(if $(filter $(KBOOT_ARCHS),$(arch_info_archs)),echo; \
		printf $(karch_fmt) 'boots' 'ARCH=' 'toolchain' 'console' 'compat' 'qemu-system'; \
		$(foreach a,$(filter $(KBOOT_ARCHS),$(arch_info_archs)),$(call karch_row,$(a))))

.PHONY: arch-info
