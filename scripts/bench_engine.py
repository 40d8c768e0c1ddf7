"""Engine throughput in CPython and inside Pyodide under Node.

    .venv/bin/python scripts/bench_engine.py [--seconds 3]

Prints random Poka matches and rounds per second (both players random, match
to 5), computer-vs-computer Poka matches per second, random Koi-Koi rounds per
second (fast simulation path and through the position API) and Koi-Koi yaku
evaluations per second, measured in this CPython and in Pyodide (the same
code, sent to the Node test runner).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Runs unchanged in CPython and in Pyodide (sent as source text).
BENCH_SOURCE = r'''
def run(seconds):
    import time
    from hanafuda_core.games import poka
    from hanafuda_core.rng import Rng

    def rate(fn):
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            n += fn(n)
        return n / (time.perf_counter() - t0)

    def random_match(seed):
        poka.play_match(Rng(seed), record=False)
        return 1

    rounds = [0]
    def count_rounds(seed):
        m = poka.play_match(Rng(seed), record=True)
        rounds[0] += len(m.rounds)
        return 1

    def ai_match(seed):
        ai = lambda pos, rng: poka.choose_action(pos, rng)
        poka.play_match(Rng(seed), players=(ai, ai), record=False)
        return 1

    out = {"Poka random matches/s": rate(random_match)}
    t0 = time.perf_counter(); n = 0
    while time.perf_counter() - t0 < seconds:
        count_rounds(n); n += 1
    out["Poka random rounds/s"] = rounds[0] / (time.perf_counter() - t0)
    out["Poka computer-vs-computer matches/s"] = rate(ai_match)

    from hanafuda_core.games import koikoi

    def kk_round(seed):
        koikoi.play_random_round(Rng(seed))
        return 1

    def kk_round_engine(seed):
        rng = Rng(seed)
        pos = koikoi.KoiKoiPosition.deal(rng)
        while pos.outcome() is None:
            pos.push(koikoi.random_action(pos, rng))
        return 1

    piles = []
    rng = Rng(1)
    for i in range(2000):
        deck = list(range(48))
        rng.shuffle(deck)
        m = 0
        for c in deck[: i % 25]:
            m |= 1 << c
        piles.append(m)
    rules = koikoi.DEFAULT_RULES

    def evals(_):
        for m in piles:
            rules.yaku_of(m)
        return len(piles)

    out["Koi-Koi random rounds/s (fast path)"] = rate(kk_round)
    out["Koi-Koi random rounds/s (position API)"] = rate(kk_round_engine)
    out["Koi-Koi yaku evaluations/s"] = rate(evals)
    return out
'''


def in_cpython(seconds: float) -> dict:
    sys.path.insert(0, str(ROOT))
    scope: dict = {}
    exec(BENCH_SOURCE, scope)
    return scope["run"](seconds)


def in_pyodide(seconds: float) -> dict:
    expr = f"(exec({BENCH_SOURCE!r}, g := {{}}), g['run']({seconds}))[1]"
    proc = subprocess.run(
        ["node", "tests/pyodide/run_core_tests.mjs", "--eval", expr],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    if proc.returncode != 0:
        raise SystemExit(f"pyodide benchmark failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    args = ap.parse_args()
    cp = in_cpython(args.seconds)
    py = in_pyodide(args.seconds)
    print(f"\nEngine throughput ({args.seconds:.0f} s per figure, one core)\n")
    print("| measure | CPython " + sys.version.split()[0] + " | Pyodide (Node) |")
    print("|---|---|---|")
    for k in cp:
        print(f"| {k} | {cp[k]:,.0f} | {py[k]:,.0f} |")


if __name__ == "__main__":
    main()
