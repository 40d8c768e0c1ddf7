"""Engine throughput in CPython and inside Pyodide under Node.

    .venv/bin/python scripts/bench_engine.py [--seconds 3]

For every registered game (the registry, through the shared Game interface):
random matches and rounds per second (every player random, default options),
computer-vs-computer matches per second, and the game's own figures
(``Game.benchmarks()``, e.g. Koi-Koi's yaku evaluations), measured in this
CPython and in Pyodide (the same code, sent to the Node test runner).
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
    from hanafuda_core import games
    from hanafuda_core.rng import Rng

    def rate(fn):
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            n += fn(n)
        return n / (time.perf_counter() - t0)

    def play(game, seed, chooser):
        """One match through the Game interface; returns the number of rounds."""
        rng = Rng(seed)
        m = game.new_match(None, Rng(seed), game.info.seat_counts[0])
        while True:
            pos = m.position
            while game.to_move(pos) is not None:
                game.push(pos, chooser(game, pos, rng))
            if game.match_over(m):
                return len(m.rounds) + 1
            m.next_round()

    rand = lambda g, pos, rng: g.random_action(pos, rng)
    ai = lambda g, pos, rng: g.choose(pos, rng)
    out = {}
    for game in games.all_games():
        rounds = [0]
        def random_match(seed, game=game):
            rounds[0] += play(game, seed, rand)
            return 1
        t0 = time.perf_counter()
        out[f"{game.name} random matches/s"] = rate(random_match)
        out[f"{game.name} random rounds/s"] = rounds[0] / (time.perf_counter() - t0)
        out[f"{game.name} computer-vs-computer matches/s"] = rate(lambda seed, game=game: play(game, seed, ai) and 1)
        for name, fn in game.benchmarks().items():
            out[f"{game.name} {name}"] = rate(fn)
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
