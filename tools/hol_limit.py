#!/usr/bin/env python3
"""Saturation throughput of an N x N input-queued switch with one FIFO per input (the HOL
blocking limit, Karol, Hluchyj and Morgan 1987), by Monte Carlo of the saturated model: every
input always holds a head-of-line packet of one cell; each output grants one of the inputs whose
head wants it; a granted input's next head draws a new destination. Throughput = grants per slot
/ N. Destinations are uniform over the N - 1 other ports (`--others`, as switchgen's traffic:
a host never sends to itself) or over all N (Karol's model, for checking: N = 4 gives 0.6553,
N = 8 0.6184 in Karol's Table I). Output arbitration: random (Karol's) or round robin with the
pointer past the winner (switchgen's `round_robin`, docs/MICROARCHITECTURE.md "SA").

    python3 tools/hol_limit.py --n 4 8 16 --slots 400000
"""
import argparse
import random


def simulate(n, slots, others, arbiter, seed):
    rng = random.Random(seed)

    def draw(i):
        if others:
            d = rng.randrange(n - 1)
            return d if d < i else d + 1
        return rng.randrange(n)

    head = [draw(i) for i in range(n)]
    ptr = [0] * n
    grants = 0
    warm = slots // 10
    for t in range(slots):
        want = [[] for _ in range(n)]
        for i in range(n):
            want[head[i]].append(i)
        won = []
        for o in range(n):
            c = want[o]
            if not c:
                continue
            if arbiter == "random":
                w = rng.choice(c)
            else:
                w = min(c, key=lambda i: (i - ptr[o]) % n)
                ptr[o] = (w + 1) % n
            won.append(w)
        for w in won:
            head[w] = draw(w)
        if t >= warm:
            grants += len(won)
    return grants / ((slots - warm) * n)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, nargs="+", default=[4, 8, 16])
    ap.add_argument("--slots", type=int, default=400_000)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    print("| N | others, round robin | others, random | all N, random (Karol) |")
    print("|---|---|---|---|")
    for n in a.n:
        r = [simulate(n, a.slots, o, arb, a.seed) for o, arb in [(True, "rr"), (True, "random"), (False, "random")]]
        print(f"| {n} | {r[0]:.4f} | {r[1]:.4f} | {r[2]:.4f} |")


if __name__ == "__main__":
    main()
