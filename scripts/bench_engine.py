"""Engine throughput in CPython and inside Pyodide under Node.

    .venv/bin/python scripts/bench_engine.py [--seconds 3] [--cpython-only]
        [--baseline DIR] [--repeat 3] [--koikoi-ai PATH]

For every registered game (the registry, through the shared Game interface):
random matches and rounds per second (every player random, default options),
random rounds per second through the position itself (the game's random
player, pushed without checks, ``push_unchecked``: the path of simulations),
computer-vs-computer matches per second, and the game's own figures
(``Game.benchmarks()``, e.g. Koi-Koi's yaku evaluations), measured in this
CPython and in Pyodide (the same code, sent to the Node test runner).

The measuring code uses only what every version of the engine offers (or
falls back to it, as for ``push_unchecked``), so an earlier commit can be
measured in the same run for a comparison:
``--baseline DIR`` measures the checkout in DIR too (e.g. a temporary
worktree: ``git worktree add /tmp/base REV``) and prints both with their
ratio.  In CPython the two are measured in turns, ``--repeat`` times, and
each figure is the best of its turns (other work on the machine only ever
slows a turn down).

``--koikoi-ai PATH`` compares Koi-Koi with the public research engine
KoiKoi-AI (github.com/guansanghai/KoiKoi-AI; PATH is its ``koikoigame.py``,
kept outside this project), in this CPython process only, in turns, the best
of ``--repeat`` turns of ``--seconds`` each, and prints the ratio:

* Koi-Koi: the figure above, "random rounds/s, position pushed without
  checks": a round dealt (its dealer chosen by a coin, as KoiKoi-AI's), then
  played to its end by the game's random player (a hand card uniform, a
  target uniform when two match, stop or koi-koi uniform), each action
  pushed with ``push_unchecked``, and the round's outcome made; and the
  simulations' random round (``play_random_round``: the same player, the
  hands kept as lists), the game's own figure;
* KoiKoi-AI: a ``KoiKoiRoundStateBase`` made (its deal, the dealer chosen at
  random), then played to ``round-over`` as its own ``auto_random_action``
  plays (``random.choice`` of a hand card, of a field card when two match,
  of koi-koi or stop whenever the engine waits for that choice), its
  ``draw`` and the calls it makes without a choice included.  The round
  state without the subclass that also records the features of its neural
  network (numpy arrays, slower); numpy and torch, which only those use,
  get empty stand-ins when they are not installed.

Both play the same rounds in kind: eight cards each, the round over on a
stop or when the cards run out (in Koi-Koi's default rules also on a yaku
after a koi-koi, or on a dealt hand); about thirteen turns a round on
average on either side.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Runs unchanged in CPython and in Pyodide (sent as source text).
BENCH_SOURCE = r'''
import time

from hanafuda_core.rng import Rng

clock = time.process_time  # CPU time: other work on the machine does not count


def rate(fn, seconds):
    """Calls of ``fn(n)`` per second of CPU time over ``seconds`` (``fn`` returns how many it did)."""
    n, t0 = 0, clock()
    while clock() - t0 < seconds:
        n += fn(n)
    return n / (clock() - t0)


def seats(game):
    """The default seat count (``game.info``; before it, the game's own attribute)."""
    return getattr(game, "info", game).seat_counts[0]


def play(game, seed, chooser):
    """One match through the Game interface; returns the number of rounds."""
    rng = Rng(seed)
    m = game.new_match(None, Rng(seed), seats(game))
    while True:
        pos = m.position
        while game.to_move(pos) is not None:
            game.push(pos, chooser(game, pos, rng))
        if game.match_over(m):
            return len(m.rounds) + 1
        m.next_round()


def position_round(game, seed):
    """A round dealt and played to its end, random actions pushed on the
    position without checks.  Its dealer is chosen by a coin (a uniform
    seat), as a simulation's round or KoiKoi-AI's: the cards drawn for the
    dealer open a whole match, not a round (their figure is the random
    matches')."""
    rng = Rng(seed)
    n = seats(game)
    pos = game.match_type(None, rng, rng.below(n), record=False, seats=n).position
    computer = getattr(game, "computer", None)  # the Game's part; before it, an attribute
    player = getattr(computer, "random", None) if computer is not None else getattr(game, "random_player", None)
    if player is None:  # (an engine without a random player of its own)
        player = lambda pos, rng: (lambda legal: legal[rng.below(len(legal))])(pos.legal_actions())
    # the fast path's name; before it, push(a, check=False)
    push = getattr(pos, "push_unchecked", None) or (lambda a: pos.push(a, check=False))
    over = getattr(pos, "is_over", None) or (lambda: pos.outcome() is not None)
    while not over():  # the position's own test, then its outcome made once
        push(player(pos, rng))
    pos.outcome()
    return 1


def run(seconds):
    from hanafuda_core import games

    rand = lambda g, pos, rng: g.computer.random_action(pos, rng)
    ai = lambda g, pos, rng: g.computer.choose(pos, rng)
    out = {}
    for game in games.all_games():
        rounds = [0]
        def random_match(seed, game=game):
            rounds[0] += play(game, seed, rand)
            return 1
        t0 = clock()
        out[f"{game.name} random matches/s"] = rate(random_match, seconds)
        out[f"{game.name} random rounds/s"] = rounds[0] / (clock() - t0)
        out[f"{game.name} random rounds/s, position pushed without checks"] = rate(
            lambda seed, game=game: position_round(game, seed), seconds)
        out[f"{game.name} computer-vs-computer matches/s"] = rate(
            lambda seed, game=game: play(game, seed, ai) and 1, seconds)
        for name, fn in game.benchmarks().items():
            out[f"{game.name} {name}"] = rate(fn, seconds)
    return out
'''


def in_cpython(seconds: float, root: Path = ROOT) -> dict:
    sys.path.insert(0, str(root))
    scope: dict = {}
    exec(BENCH_SOURCE, scope)
    return scope["run"](seconds)


def load_koikoi_ai(path: Path):
    """KoiKoi-AI's ``koikoigame.py`` at ``path``, imported as a module.  Its round
    state uses neither numpy nor torch (only its neural network's features
    do), so where they are not installed empty stand-ins let it import."""
    import importlib.util
    import types
    stand_ins = [m for m in ("numpy", "torch") if importlib.util.find_spec(m) is None]
    for m in stand_ins:
        sys.modules[m] = types.ModuleType(m)
    try:
        spec = importlib.util.spec_from_file_location("koikoigame", path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
    finally:
        for m in stand_ins:
            del sys.modules[m]
    return mod


def koikoi_ai_round(mod, choice) -> int:
    """One round of KoiKoi-AI's engine from its deal to its end, every player
    random as its own ``auto_random_action``: a hand card, a field card among
    two of the month, koi-koi or stop, each uniform (``choice``,
    ``random.choice``) when the engine waits for one."""
    rs = mod.KoiKoiRoundStateBase()
    while rs.state != "round-over":
        state = rs.state
        if state == "discard":
            rs.discard(choice(rs.hand[rs.turn_player]))
        elif state == "discard-pick":
            rs.discard_pick(choice(rs.pairing_card) if rs.wait_action else None)
        elif state == "draw":
            rs.draw()
        elif state == "draw-pick":
            rs.draw_pick(choice(rs.pairing_card) if rs.wait_action else None)
        else:
            rs.claim_koikoi(choice((True, False)) if rs.wait_action else None)
    return 1


def koikoi_ai_ratio(args) -> None:
    """Koi-Koi's random rounds through the position against KoiKoi-AI's, in this
    process, in turns: the best of ``--repeat`` turns each, and their ratio."""
    import random
    mod = load_koikoi_ai(args.koikoi_ai)
    sys.path.insert(0, str(args.root.resolve()))
    scope: dict = {}
    exec(BENCH_SOURCE, scope)
    from hanafuda_core import games
    game = games.get("koikoi")
    rate, position_round = scope["rate"], scope["position_round"]
    sim = game.benchmarks().get("random rounds/s (simulation path)")
    ours = sims = theirs = 0.0
    for turn in range(args.repeat):
        ours = max(ours, rate(lambda seed: position_round(game, seed), args.seconds))
        if sim is not None:
            sims = max(sims, rate(sim, args.seconds))
        random.seed(turn)
        theirs = max(theirs, rate(lambda n: koikoi_ai_round(mod, random.choice), args.seconds))
    print(f"\nKoi-Koi random rounds against KoiKoi-AI's engine ({args.koikoi_ai}), best of "
          f"{args.repeat} turns of {args.seconds:g} s of CPU time, CPython {sys.version.split()[0]}\n")
    print("| engine | random rounds/s | ratio to KoiKoi-AI |")
    print("|---|---|---|")
    print(f"| {game.name}, the game's random player, position pushed without checks | {ours:,.0f} "
          f"| {ours / theirs:.1f}× |")
    if sim is not None:
        print(f"| {game.name}, the simulations' random round | {sims:,.0f} | {sims / theirs:.1f}× |")
    print(f"| KoiKoi-AI, KoiKoiRoundStateBase | {theirs:,.0f} | 1× |")


def in_pyodide(seconds: float, root: Path = ROOT) -> dict:
    expr = f"(exec({BENCH_SOURCE!r}, g := {{}}), g['run']({seconds}))[1]"
    # The runner builds the wheel with this Python, the measured checkout first on its path
    # (a worktree has no virtual environment of its own, and the one here may be this checkout's).
    path = os.pathsep.join(p for p in (str(root), os.environ.get("PYTHONPATH", "")) if p)
    proc = subprocess.run(
        ["node", "tests/pyodide/run_core_tests.mjs", "--eval", expr],
        cwd=root, capture_output=True, text=True, timeout=600,
        env={**os.environ, "PYTHON": sys.executable, "PYTHONPATH": path},
    )
    if proc.returncode != 0:
        raise SystemExit(f"pyodide benchmark failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def in_cpython_process(seconds: float, root: Path) -> dict:
    """The CPython figures of ``root``, measured in a process of their own."""
    proc = subprocess.run([sys.executable, __file__, "--json", "--cpython-only", "--root", str(root),
                           "--seconds", str(seconds)], capture_output=True, text=True, check=True)
    return json.loads(proc.stdout)


def in_turns(measure, seconds: float, roots: list[Path], repeat: int) -> list[dict]:
    """The figures of each checkout by ``measure(seconds, root)``, taken in turns
    (one checkout after the other, ``repeat`` times); the best of each figure."""
    best: list[dict] = [{} for _ in roots]
    for _ in range(repeat):
        for i, root in enumerate(roots):
            for k, v in measure(seconds, root).items():
                best[i][k] = max(best[i].get(k, 0.0), v)
    return best


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout to measure (default: this one)")
    ap.add_argument("--cpython-only", action="store_true", help="leave out the Pyodide figures")
    ap.add_argument("--baseline", type=Path, help="another checkout to measure in the same run")
    ap.add_argument("--repeat", type=int, default=3,
                    help="turns per checkout, in CPython and in Pyodide (with --baseline), or per engine (--koikoi-ai)")
    ap.add_argument("--koikoi-ai", type=Path, metavar="PATH",
                    help="KoiKoi-AI's koikoigame.py: compare Koi-Koi's random rounds with its engine's")
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.json:
        print(json.dumps(in_cpython(args.seconds, args.root.resolve())))
        return
    if args.koikoi_ai:
        koikoi_ai_ratio(args)
        return
    if args.baseline:
        compare(args)
        return
    cp = in_cpython(args.seconds, args.root.resolve())
    py = {} if args.cpython_only else in_pyodide(args.seconds, args.root.resolve())
    print(f"\nEngine throughput ({args.seconds:g} s of CPU time per figure, one core)\n")
    print("| measure | CPython " + sys.version.split()[0] + " | Pyodide (Node) |")
    print("|---|---|---|")
    for k in cp:
        print(f"| {k} | {cp[k]:,.0f} | {py[k]:,.0f} |" if k in py else f"| {k} | {cp[k]:,.0f} | - |")


def compare(args) -> None:
    roots = [args.baseline.resolve(), args.root.resolve()]
    cp = in_turns(in_cpython_process, args.seconds, roots, args.repeat)
    py = [{}, {}] if args.cpython_only else in_turns(in_pyodide, args.seconds, roots, args.repeat)
    print(f"\nEngine throughput, {roots[0]} (before) and {roots[1]} (after), "
          f"{args.seconds:g} s of CPU time per figure, one core\n")
    print(f"| measure | CPython before | after | × | Pyodide before | after | × |")
    print("|---|---|---|---|---|---|---|")
    for k in cp[1]:
        row = [k]
        for figs in (cp, py):
            a, b = figs[0].get(k), figs[1].get(k)
            row += [f"{a:,.0f}" if a else "-", f"{b:,.0f}" if b else "-", f"{b / a:.2f}" if a and b else "-"]
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
