# SPDX-License-Identifier: GPL-2.0
#
# Debian packages the targets need, each with one file that proves it is
# installed. Checking a file costs nothing at parse time, so targets can ask
# for their packages every time; scripts/ensure-packages installs what is
# missing (as root) or names the apt-get command to run.

PROOF_clang                   := /usr/bin/clang
PROOF_lld                     := /usr/bin/ld.lld
PROOF_llvm-14                 := /usr/lib/llvm-14/bin/llvm-strip
PROOF_gcc                     := /usr/bin/gcc
PROOF_libc6-dev               := /usr/lib/x86_64-linux-gnu/libc.a
PROOF_make                    := /usr/bin/make
PROOF_qemu-user-static        := /usr/bin/qemu-aarch64-static
PROOF_qemu-system-x86         := /usr/bin/qemu-system-x86_64
PROOF_qemu-system-arm         := /usr/bin/qemu-system-aarch64
PROOF_qemu-system-misc        := /usr/bin/qemu-system-riscv64
PROOF_binutils-s390x-linux-gnu := /usr/bin/s390x-linux-gnu-ld
PROOF_gcc-aarch64-linux-gnu   := /usr/bin/aarch64-linux-gnu-gcc
PROOF_gcc-riscv64-linux-gnu   := /usr/bin/riscv64-linux-gnu-gcc
PROOF_linux-source-6.12       := /usr/src/linux-source-6.12.tar.xz
PROOF_xz-utils                := /usr/bin/xz
PROOF_rsync                   := /usr/bin/rsync
PROOF_flex                    := /usr/bin/flex
PROOF_bison                   := /usr/bin/bison
PROOF_bc                      := /usr/bin/bc
PROOF_libelf-dev              := /usr/include/libelf.h
PROOF_libssl-dev              := /usr/include/openssl/ssl.h
PROOF_cpio                    := /usr/bin/cpio
PROOF_python3                 := /usr/bin/python3
PROOF_musl-tools              := /usr/bin/musl-gcc
PROOF_procps                  := /usr/bin/pgrep
PROOF_patch                   := /usr/bin/patch
PROOF_manpages-dev            := /usr/share/man/man2/read.2.gz
PROOF_binutils                := /usr/bin/nm
PROOF_strace                  := /usr/bin/strace
PROOF_git                     := /usr/bin/git
PROOF_ccache                  := /usr/bin/ccache
# perl-base alone has /usr/bin/perl; checkpatch.pl needs the whole of perl
PROOF_perl                    := /usr/bin/cpan
PROOF_python3-ply             := /usr/lib/python3/dist-packages/ply/lex.py
PROOF_python3-git             := /usr/lib/python3/dist-packages/git/__init__.py
PROOF_netbase                 := /etc/protocols
PROOF_libc6-dev-i386          := /usr/lib32/libc.a
PROOF_lib32gcc-12-dev         := /usr/lib/gcc/x86_64-linux-gnu/12/32/libgcc.a

# Package groups, by what they are needed for
# (headers_install builds Kbuild's host programs, fixdep and unifdef: gcc
# does not bring libc6-dev without its recommends)
PKGS_TREE    := linux-source-6.12 xz-utils rsync gcc libc6-dev make
PKGS_USER    := clang lld llvm-14 qemu-user-static binutils-s390x-linux-gnu python3 patch
# (python3: the scripts that run what these build are Python; netbase:
# /etc/protocols, which t-lookup reads with both libcs)
PKGS_GLIBC   := gcc libc6-dev python3 netbase
# (glibc's i386 build: cache-check's reference for nolibc-ext's i386 one;
# not gcc-multilib, which conflicts with the cross compilers boot-test
# installs: apt removes it then, behind ensure-packages' back)
PKGS_GLIBC32 := libc6-dev-i386 lib32gcc-12-dev
PKGS_KERNEL  := flex bison bc libelf-dev libssl-dev cpio qemu-system-x86 ccache git python3
PKGS_BOOT    := $(PKGS_KERNEL)
PKGS_PATCHES := $(PKGS_BOOT) perl python3-ply python3-git
PKGS_BENCH   := musl-tools
PKGS_PREINIT := procps cpio
PKGS_COVERAGE := manpages-dev clang binutils libc6-dev python3
PKGS_SYSCALL := strace python3
PKGS_ALL     := $(sort $(PKGS_TREE) $(PKGS_USER) $(PKGS_GLIBC) $(PKGS_GLIBC32) $(PKGS_KERNEL) $(PKGS_PATCHES) $(PKGS_BENCH) $(PKGS_PREINIT) $(PKGS_COVERAGE) $(PKGS_SYSCALL))

missing_pkgs = $(strip $(foreach p,$(1),$(if $(wildcard $(PROOF_$(p))),,$(p))))

# $(call ensure_pkgs,pkgs): a recipe line installing what is missing, or
# nothing at all when everything is there.
ensure_pkgs = $(if $(call missing_pkgs,$(1)),\
	$(TOP)/scripts/ensure-packages $(call missing_pkgs,$(1)))
