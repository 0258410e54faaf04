# SPDX-License-Identifier: GPL-2.0
#
# make fuzz: differential fuzzing against glibc. Every tests/fuzz/f-*.c
# program, built against glibc natively and against nolibc-ext for each
# architecture both ways (mk/user.mk), draws N cases from SEED; the
# outputs must be identical. make test runs it with the defaults; longer
# runs: make fuzz SEED=7 N=200000.

SEED ?= 1
N ?= 2000
FUZZ_TIMEOUT ?= 600
FUZZ_PROGS := $(basename $(wildcard $(TOP)/tests/fuzz/f-*.c))
fuzz_bins = $(addprefix $(OUT)/$(1)/bin,$(FUZZ_PROGS)) $(addprefix $(OUT)/$(1)/kbin,$(FUZZ_PROGS))
FUZZ_BINS := $(addprefix $(OUT)/glibc/bin,$(FUZZ_PROGS)) \
	$(foreach a,$(ARCHS),$(call fuzz_bins,$(a)))
.SECONDARY: $(FUZZ_BINS)
-include $(wildcard $(addsuffix .d,$(FUZZ_BINS)))

fuzz: FORCE | deps-user deps-glibc
	@case "$(SEED):$(N)" in *[!0-9:]*|:*|*:) \
		echo "fuzz: SEED=$(SEED) N=$(N): both must be numbers" >&2; exit 2;; esac
	@$(MAKE) -s -j$(JOBS) $(TREE_STAMP) $(foreach a,$(ARCHS),$(call uapi_dir,$(a))/.stamp)
	@$(MAKE) -s -j$(JOBS) QUIET_CC=1 $(FUZZ_BINS)
	@$(TOP)/scripts/fuzz --seed $(SEED) --n $(N) --out $(OUT)/fuzz \
		--glibc $(OUT)/glibc/bin --timeout $(FUZZ_TIMEOUT) --jobs $$(($(JOBS) * 2)) \
		-- $(foreach a,$(ARCHS),$(a):$(QEMU_$(a)):$(OUT)/$(a)/bin \
			$(a)/kbuild:$(QEMU_$(a)):$(OUT)/$(a)/kbin) \
		-- $(FUZZ_PROGS)

.PHONY: fuzz
