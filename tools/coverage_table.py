#!/usr/bin/env python3
"""Lockstep coverage table of the test tiers (docs/TESTING.md).

Every co-simulation of the cargo suite appends one JSON line to $SWITCHGEN_COVERAGE
(tests/common/mod.rs, `record`); `make test` writes results/coverage-fast.jsonl and
`make test-full` results/coverage-full.jsonl. This script groups the runs by
(queue scheme, marking, topology kind, hosts' response, per-switch lockstep or whole network)
and prints a markdown table saying which tier runs each combination, with the networks and the
number of runs; with --update FILE it replaces the table between the markers
`<!-- coverage:begin -->` and `<!-- coverage:end -->` of FILE.

    tools/coverage_table.py results/coverage-fast.jsonl results/coverage-full.jsonl [--update docs/TESTING.md]

Exit status 1 when a file cannot be read or holds no record.
"""
import argparse
import collections
import json
import sys

BEGIN, END = "<!-- coverage:begin -->", "<!-- coverage:end -->"


def load(path):
    runs = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line:
                runs.append(json.loads(line))
    if not runs:
        sys.exit(f"coverage_table: {path} holds no record")
    return runs


def key(r):
    return (r["scheme"], r["marking"], r["topology"], r["hosts"], r["how"])


def summary(runs):
    """{combination: (runs, sorted networks, sorted queue counts)}"""
    by = collections.defaultdict(list)
    for r in runs:
        by[key(r)].append(r)
    out = {}
    for k, rs in by.items():
        sizes = sorted({r["size"] for r in rs})
        queues = sorted({r["queues"] for r in rs if r["queues"]}, key=lambda q: int(q.split()[0]))
        out[k] = (len(rs), sizes, queues)
    return out


SCHEMES = ["fifo", "voq_sw", "voq_net", "fbicm", "recn basic", "recn enhanced"]
MARKINGS = ["none", "naive", "ipm", "opm", "mvpm"]
KINDS = ["single", "two_switch", "kary_nfly", "bmin"]


def order(k):
    s, m, t, h, how = k
    idx = lambda lst, x: lst.index(x) if x in lst else len(lst)
    return (how, idx(SCHEMES, s), idx(MARKINGS, m), idx(KINDS, t), h)


def cell(entry):
    if entry is None:
        return "-"
    n, sizes, queues = entry
    q = f"; {', '.join(queues)}" if queues else ""
    return f"{n} runs: {', '.join(sizes)}{q}"


def table(fast, full):
    f, g = summary(fast), summary(full) if full else {}
    rows = ["| scheme | marking | topology | hosts | co-simulation | tier | fast tier (`make test`) | full tier only (`make test-full`) |",
            "|---|---|---|---|---|---|---|---|"]
    for k in sorted(set(f) | set(g), key=order):
        s, m, t, h, how = k
        tier = "fast" if k in f else "full"
        only_full = None
        if k in g:
            n_full, sizes_full, q_full = g[k]
            n_fast, sizes_fast, q_fast = f.get(k, (0, [], []))
            extra = [x for x in sizes_full if x not in sizes_fast]
            only_full = (n_full - n_fast, extra or ["the same networks, more seeds / loads"], [q for q in q_full if q not in q_fast])
        rows.append(f"| {s} | {m} | {t} | {h} | {how} | {tier} | {cell(f.get(k))} | {cell(only_full)} |")
    nf, ng = len(f), len(g)
    rows.append("")
    rows.append(f"{nf} combinations in the fast tier ({len(fast)} runs), {ng} in the full tier ({len(full) if full else 0} runs, "
                f"the fast tier's included); {len([k for k in g if k not in f])} run only in the full tier.")
    return "\n".join(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("fast")
    ap.add_argument("full", nargs="?")
    ap.add_argument("--update", metavar="FILE")
    a = ap.parse_args()
    t = table(load(a.fast), load(a.full) if a.full else None)
    if a.update:
        text = open(a.update).read()
        if BEGIN not in text or END not in text:
            sys.exit(f"coverage_table: {a.update} has no {BEGIN} ... {END} markers")
        head, rest = text.split(BEGIN, 1)
        _, tail = rest.split(END, 1)
        open(a.update, "w").write(f"{head}{BEGIN}\n{t}\n{END}{tail}")
    else:
        print(t)


if __name__ == "__main__":
    main()
