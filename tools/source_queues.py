#!/usr/bin/env python3
"""docs/RESULTS.md "Source queues": uniform saturation throughput (1-flit packets, offered load
1.0, no ACKs, 8-flit input buffers, round robin, seed 1, 100,000 cycles of which 10,000 warm-up)
of single switches and k-ary n-flies with `fifo` and `voq_sw` switches, for both
`hosts.injection_queue` settings, beside the HOL limit of tools/hol_limit.py for the single
switches. Prints the markdown table; every cell is one `switchgen sim` run.

    python3 tools/source_queues.py [--switchgen target/release/switchgen]
"""
import argparse
import json
import subprocess
import tempfile

NETS = [
    ("single 4-port", ["topology.kind=single", "topology.ports=4"]),
    ("single 8-port", ["topology.kind=single", "topology.ports=8"]),
    ("single 16-port", ["topology.kind=single", "topology.ports=16"]),
    ("4-ary 2-fly", ["topology.kind=kary_nfly", "topology.k=4", "topology.n=2"]),
    ("4-ary 3-fly", ["topology.kind=kary_nfly", "topology.k=4", "topology.n=3"]),
]
COMMON = ["traffic.pattern=uniform", "traffic.rate=1.0", "traffic.packet_flits=1", "hosts.acks=false", "switch.buffer_flits=8",
          "traffic.seed=1", "sim.cycles=100000", "sim.warmup_cycles=10000"]


def run(sg, keys):
    with tempfile.NamedTemporaryFile(suffix=".json") as f:
        args = [sg, "sim", "-q", "--json", f.name]
        for k in keys:
            args += ["--set", k]
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
        return json.load(open(f.name))["throughput"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--switchgen", default="target/release/switchgen")
    a = ap.parse_args()
    print("| network | switch queues | per_destination | fifo |")
    print("|---|---|---|---|")
    for name, net in NETS:
        for scheme in ["fifo", "voq_sw"]:
            t = [run(a.switchgen, net + COMMON + [f"switch.queue_scheme={scheme}", f"hosts.injection_queue={q}"]) for q in ["per_destination", "fifo"]]
            print(f"| {name} | {scheme} | {t[0]:.4f} | {t[1]:.4f} |")


if __name__ == "__main__":
    main()
