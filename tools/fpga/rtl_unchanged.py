#!/usr/bin/env python3
"""Does an RTL edit leave a synthesis configuration's logic unchanged? (docs/FPGA.md, "Rows kept
across an RTL-only edit").

For each configuration (testbenches/synth/NAME.json) this generates the current RTL and the
synthesis wrapper (`switchgen synth --gate-only --work`), rebuilds the RTL of commit OLD by putting
back the old text of every RTL template changed since then (only templates whose text outside
`{% raw %}` is the `{{ header }}` line: the primitives and the CAM modules; a change to a template
with other variables is refused), elaborates both with yosys (`proc; flatten; opt -full;
memory -nomap; opt -full; opt_clean -purge`: dead logic removed, memories kept as cells) and
compares the two netlists by Weisfeiler-Lehman colour refinement over cells, their types and
parameters, ports and constant inputs, with every name ignored. Equal colour multisets mean the
netlists are isomorphic (up to a negligible hash-collision chance): the edit renamed or moved logic
but changed none, so a measurement of the old RTL stands for the new one up to the place-and-route
scatter that names cause. "DIFFERENT" means only that the edit changed the elaborated logic.

Usage: tools/fpga/rtl_unchanged.py OLD NAME...   (prints one line per configuration; exit 1 when
any differs). Needs `make build` and a yosys on PATH (`make setup`). Set KEEP=DIR to keep the work
files. With --note TEXT, also writes the new `rtl_hash` and TEXT as `rtl_hash_note` into each
docs/fpga/NAME.*.json that was current at OLD per the rendered docs/FPGA.md of OLD.
"""
import collections
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SG = os.environ.get("SWITCHGEN", os.path.join(ROOT, "target", "release", "switchgen"))


def git(*args):
    return subprocess.run(["git", "-C", ROOT, *args], check=True, capture_output=True, text=True).stdout


def plain_body(text, path):
    """The Verilog of a template that has no variable but the header line, else exit."""
    body = text.replace("{{ header }}", "", 1)
    outside = re.sub(r"\{% raw %\}.*?\{% endraw %\}", "", body, flags=re.S)
    if "{{" in outside or "{%" in outside:
        sys.exit(f"{path}: a template with variables beside the header changed; this check cannot rebuild its old RTL")
    return body.replace("{% raw %}", "").replace("{% endraw %}", "")


def old_rtl(old, gen_rtl):
    """Put the templates of commit `old` back into the generated rtl/ directory `gen_rtl`."""
    changes = git("diff", "--name-status", "-M", old, "--", "rtl_templates").splitlines()
    for line in changes:
        parts = line.split("\t")
        status, paths = parts[0], parts[1:]
        if not paths[0].endswith(".v"):
            continue
        old_path = paths[0]
        new_path = paths[-1]
        if status.startswith(("M", "R", "D")):
            if os.path.exists(os.path.join(ROOT, new_path)):
                target = os.path.join(gen_rtl, os.path.basename(new_path))
                if os.path.exists(target):
                    os.remove(target)
            text = git("show", f"{old}:{old_path}")
            with open(os.path.join(gen_rtl, os.path.basename(old_path)), "w") as f:
                f.write(plain_body(text, old_path))
        elif status.startswith("A"):
            os.remove(os.path.join(gen_rtl, os.path.basename(new_path)))


def elaborate(rtl, wrapper, out_json, log):
    files = " ".join(sorted(os.path.join(rtl, f) for f in os.listdir(rtl) if f.endswith(".v") and f != "sg_network.v"))
    script = (f"read_verilog -sv -DSYNTHESIS {files} {wrapper}; hierarchy -top sg_synth_core; proc; flatten; "
              f"opt -full; memory -nomap; opt -full; opt_clean -purge; write_json {out_json}")
    with open(log, "w") as f:
        subprocess.run(["yosys", "-q", "-p", script], check=True, stdout=f, stderr=subprocess.STDOUT)


# Cells whose result does not depend on the order of their operands: A[i] and B[i] may swap
# (bitwise and arithmetic ones), or every bit of A may (reductions). Yosys orders such operands by
# internal names, which an edit can change.
SYMMETRIC = {"$and", "$or", "$xor", "$xnor", "$add", "$mul", "$eq", "$ne", "$eqx", "$nex", "$logic_and", "$logic_or"}
REDUCE = {"$reduce_and", "$reduce_or", "$reduce_xor", "$reduce_xnor", "$reduce_bool"}


def label(ctype, port, i):
    """The name of input bit i of `port` as the colour refinement sees it."""
    if ctype in REDUCE and port == "A":
        return "A"
    if ctype in SYMMETRIC and port in ("A", "B"):
        return f"AB{i}"
    return f"{port}{i}"


def colours(path, rounds=8):
    d = json.load(open(path))["modules"]["sg_synth_core"]
    col, drv, loads, consts = {}, {}, collections.defaultdict(list), collections.defaultdict(list)
    for name, c in d["cells"].items():
        params = sorted((k, v) for k, v in c["parameters"].items() if k != "MEMID")
        col[("c", name)] = c["type"] + str(params)
        for port, bits in c["connections"].items():
            out = c["port_directions"].get(port) == "output"
            for i, b in enumerate(bits):
                if isinstance(b, str):
                    if not out:
                        consts[("c", name)].append((label(c["type"], port, i), "", b))
                elif out:
                    drv[b] = (("c", name), port, i)
                else:
                    loads[b].append((("c", name), label(c["type"], port, i), ""))
    for name, p in d["ports"].items():
        col[("p", name)] = "port " + p["direction"] + " " + name  # the same wrapper: names kept
        for i, b in enumerate(p["bits"]):
            if isinstance(b, str):
                continue
            if p["direction"] == "input":
                drv[b] = (("p", name), "", i)
            else:
                loads[b].append((("p", name), "", i))
    ins, outs = collections.defaultdict(list), collections.defaultdict(list)
    for b, ls in loads.items():
        dv = drv.get(b)
        for node, port, i in ls:
            ins[node].append((port, i, dv))
            if dv:
                outs[dv[0]].append((dv[1], dv[2], node, port, i))
    c = {k: hashlib.sha1(v.encode()).hexdigest() for k, v in col.items()}
    for _ in range(rounds):
        nxt = {}
        for k in c:
            a = sorted(f"{p}{i}:{c[dv[0]]}{dv[1]}{dv[2]}" if dv else f"{p}{i}:undriven" for p, i, dv in ins.get(k, []))
            a += sorted(f"{p}{i}:const{v}" for p, i, v in consts.get(k, []))
            o = sorted(f"{p}{i}>{c[m]}{q}{j}" for p, i, m, q, j in outs.get(k, []))
            nxt[k] = hashlib.sha1((c[k] + "|".join(a) + "#" + "|".join(o)).encode()).hexdigest()
        c = nxt
    return collections.Counter(c.values())


def current_at(old):
    """(config, family) pairs the rendered docs/FPGA.md of `old` does not mark "(older RTL)"."""
    text = git("show", f"{old}:docs/FPGA.md")
    fam, rows = None, set()
    for line in text.splitlines():
        if line.startswith("## LFE5U"):
            fam = "ecp5"
        elif line.startswith("## Xilinx"):
            fam = "xilinx"
        elif line.startswith("## iCE40"):
            fam = "ice40"
        m = re.match(r"\| (s\d+_\w+) \|", line)
        if fam and m:
            rows.add((m.group(1), fam))
    return rows


def main():
    args = sys.argv[1:]
    note = None
    if "--note" in args:
        i = args.index("--note")
        note = args[i + 1]
        del args[i:i + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    old, names = args[0], args[1:]
    keep = os.environ.get("KEEP")
    work = keep or tempfile.mkdtemp(prefix="rtl_unchanged.")
    current = current_at(old) if note else set()
    differ = False
    for name in names:
        d = os.path.join(work, name)
        shutil.rmtree(d, ignore_errors=True)
        new = os.path.join(d, "new")
        subprocess.run([SG, "synth", "--config", os.path.join(ROOT, "testbenches/synth", name + ".json"), "--family", "ecp5",
                        "--gate-only", "--work", new, "--json", os.path.join(d, "gate.json")], check=True, capture_output=True)
        shutil.copytree(new, os.path.join(d, "old"))
        old_rtl(old, os.path.join(d, "old", "rtl"))
        wrapper = os.path.join(new, "synth", "sg_synth_top.v")
        for v in ("old", "new"):
            elaborate(os.path.join(d, v, "rtl"), wrapper, os.path.join(d, v + ".json"), os.path.join(d, v + ".log"))
        a, b = colours(os.path.join(d, "old.json")), colours(os.path.join(d, "new.json"))
        same = a == b
        differ |= not same
        print(f"{name}: {'unchanged (isomorphic)' if same else 'DIFFERENT'}: {sum(a.values())} / {sum(b.values())} nodes, "
              f"{sum((a - b).values())} only in {old}, {sum((b - a).values())} only in the worktree")
        if same and note:
            new_hash = json.load(open(os.path.join(d, "gate.json")))["rtl_hash"]
            for fam in ("ecp5", "xilinx", "ice40"):
                p = os.path.join(ROOT, "docs", "fpga", f"{name}.{fam}.json")
                if (name, fam) not in current or not os.path.exists(p):
                    continue
                r = json.load(open(p))
                if r.get("rtl_hash") == new_hash:
                    continue
                r["rtl_hash_note"] = f"{note} (was {r.get('rtl_hash')})"
                r["rtl_hash"] = new_hash
                with open(p, "w") as f:
                    json.dump(r, f, indent=2)
                    f.write("\n")
                print(f"  {p}: rtl_hash {new_hash}")
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
