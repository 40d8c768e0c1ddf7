"""Computer levels against each other, in every registered game.

    nice .venv/bin/python scripts/bench_levels.py [--matches 40] [--games <key>,<key>] [--rounds N]

For each game and seat count it plays whole matches (default options) and
prints a table: the pairing, matches, the first level's win rate with its
95% interval (Wilson; a draw counts half), and the mean final points of
each side.  Seats are swapped every other match and each deal is played
both ways round, so the luck of the deal cancels out as much as it can.

* 2 players: Strong vs Standard, Standard vs Beginner, and "Strong (sees
  all)" vs Standard — the evaluator playing in the true position, which
  shows how far any player can get in a game with this much luck.
  ``--pairs strong-hands:standard``: a Strong that sees the other hands
  but not the draw pile (what a perfect reading of the other player's
  choices could reach).
* 3 players: one Strong seat against Standard seats; 4 players: a Strong
  team against a Standard team.  The table gives the mean points of a
  Strong seat and of a Standard seat.

Also prints the Strong level's time per decision in this CPython (median
and 95th percentile) over the decisions it took; ``--times N`` instead
times N decisions a game in CPython and in Pyodide under Node (uncapped,
and with the browser's 250 ms cap); ``--browser SITE`` measures Strong's
moves in Chromium, in the site's own engine worker (a built site folder;
run it under the shared browser lock).  ``--rounds N`` stops each
match after N rounds (the leader wins) to save time; ``--strong
confidence=1,rollouts=600`` tries another Strong budget (any
:class:`~hanafuda_core.levels.StrongSettings` field).  ``--duplicate N`` plays N duplicate rounds instead:
each deal once by Strong (or the first level of ``--pairs``) and once by
Standard against Standard, with the same random streams for each seat, and
prints what Strong's decisions changed (net points a round); most rounds
end alike, so it tells levels apart with far fewer rounds than whole
matches.  Runs on one core.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hanafuda_core import games  # noqa: E402
from hanafuda_core.levels import STRONG, level, strong_choice  # noqa: E402
from hanafuda_core.rng import Rng  # noqa: E402

TIMES: list[float] = []


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


PROGRESS = 0
"""``--progress N``: the running figures every N matches (on stderr), for a run that may be stopped."""

OVERRIDES: dict = {}
"""``--strong name=value,...``: the Strong budget tried instead of the game's own."""


def _setting(text: str):
    """A ``--strong`` value: a number, True/False/None, else the text itself."""
    if text in ("True", "False", "None"):
        return {"True": True, "False": False, "None": None}[text]
    try:
        return float(text) if "." in text else int(text)
    except ValueError:
        return text


def settings_of(game):
    from dataclasses import replace

    return replace(game.computer.strong_settings(), **OVERRIDES)


def sees_hands(game):
    """``game`` for a Strong that sees the other hands (only the draw pile
    and other such places are dealt at random): what perfect reading of the
    other players could reach, short of knowing every card.  A copy of the
    game whose computer hides only the places that are not hands."""

    class SeesHandsComputer(type(game.computer)):
        def hidden_places(self, pos, seat: int) -> dict[str, int]:
            return {k: v for k, v in super().hidden_places(pos, seat).items() if not k.startswith("hand-")}

    seeing = copy.copy(game)
    seeing.computer = SeesHandsComputer(seeing)
    return seeing


def chooser(game, key: str):
    if key == "strong-all":
        def all_seeing(g, pos, rng):
            return strong_choice(g, pos, rng, settings_of(g), sees_all=True)
        return all_seeing
    if key == "strong-hands":
        def hand_seeing(g, pos, rng):
            return strong_choice(sees_hands(g), pos, rng, settings_of(g))
        return hand_seeing
    fn = level(game, key).choose
    if key != "strong":
        return fn
    if OVERRIDES:
        def fn(g, pos, rng):
            return strong_choice(g, pos, rng, settings_of(g))

    def timed(g, pos, rng):
        t = time.perf_counter()
        a = fn(g, pos, rng)
        if len(g.legal_actions(pos)) > 1:
            TIMES.append(time.perf_counter() - t)
        return a
    return timed


def by_deal(each: dict[int, float]) -> dict | None:
    """The matches played in pairs on one deal, the sides swapped (match
    numbers 2k and 2k + 1): how many pairs the first side won both of,
    split, or lost both of, and the win rate with its 95% interval taken
    over the pairs (normal approximation; each pair's mean is one sample).
    Where the cards decide a match, its pair splits and adds no variance,
    so this interval is much narrower than one that takes every match as
    independent; it estimates the same rate, the sides being swapped on
    every deal.  None when no pair is complete."""
    means = [(each[i] + each[i + 1]) / 2 for i in sorted(each) if i % 2 == 0 and i + 1 in each]
    n = len(means)
    if n < 2:
        return None
    m = statistics.fmean(means)
    h = 1.96 * statistics.stdev(means) / math.sqrt(n)
    return {"pairs": n, "both": sum(x == 1 for x in means), "neither": sum(x == 0 for x in means),
            "split": sum(0 < x < 1 for x in means), "rate": m, "lo": max(0.0, m - h), "hi": min(1.0, m + h)}


def play(game, seats: int, players, seed: int, max_rounds: int | None) -> tuple[int, ...]:
    """One match; ``players[seat]`` chooses.  Returns the final scores."""
    m = game.new_match(None, Rng(seed), seats)
    rng = Rng(f"bench/{seed}")
    rounds = 0
    while True:
        pos = m.position
        while game.to_move(pos) is not None:
            p = game.to_move(pos)
            game.push(pos, players[p](game, pos, rng))
        rounds += 1
        if game.match_over(m) or (max_rounds and rounds >= max_rounds):
            return game.scores_of(pos)
        m.next_round()


def side_points(game, seats: int, scores, mine: set[int]) -> tuple[float, float]:
    teams = game.info.teams(seats) or tuple((p,) for p in range(seats))
    a = [scores[t[0]] for t in teams if t[0] in mine]
    b = [scores[t[0]] for t in teams if t[0] not in mine]
    return sum(a) / len(a), sum(b) / len(b)


def pairing(game, seats: int, first: str, second: str, matches: int, max_rounds: int | None, start: int = 0
            ) -> dict:
    """``first`` against ``second``: at 2 seats one each; at 3 one ``first``
    seat; at 4 a ``first`` team; matches number ``start`` to ``start +
    matches - 1`` (two runs with other starts play other deals and add up).
    Returns wins, matches, mean points."""
    wins = 0.0
    each: dict[int, float] = {}
    pa: list[float] = []
    pb: list[float] = []
    teams = game.info.teams(seats) or tuple((p,) for p in range(seats))
    paired = seats == 2 or len(teams) == 2  # each deal played with the two sides swapped
    for i in range(start, start + matches):
        seed = 1000 + i // 2
        k = i % len(teams) if seats > 2 else i % 2
        mine = set(teams[k]) if seats != 2 else {k}
        players = [chooser(game, first) if p in mine else chooser(game, second) for p in range(seats)]
        scores = play(game, seats, players, seed, max_rounds)
        a, b = side_points(game, seats, scores, mine)
        best_other = max(scores[t[0]] for t in teams if t[0] not in mine)
        each[i] = 1.0 if a > best_other else 0.5 if a == best_other else 0.0
        wins += each[i]
        pa.append(a)
        pb.append(b)
        done = i + 1 - start
        if PROGRESS and done % PROGRESS == 0 and done < matches:
            lo, hi = wilson(wins, done)
            print(f"  … {done} matches ({wins:g} won): {wins / done:.1%} ({lo:.1%}–{hi:.1%}), mean points "
                  f"{statistics.fmean(pa):.2f} / {statistics.fmean(pb):.2f}, difference {_difference_text(pa, pb)}"
                  + _pairs_text(by_deal(each) if paired else None), file=sys.stderr, flush=True)
    return {"wins": wins, "matches": matches, "a": statistics.fmean(pa), "b": statistics.fmean(pb),
            "difference": _difference_text(pa, pb),
            "pairs": by_deal(each) if paired else None}


def _difference_text(pa: list[float], pb: list[float]) -> str:
    """The mean of each match's points difference (first side less the
    other sides' mean) with its 95% interval (normal approximation)."""
    d = [a - b for a, b in zip(pa, pb)]
    if len(d) < 2:
        return f"{d[0]:.1f}" if d else "–"
    m = statistics.fmean(d)
    h = 1.96 * statistics.stdev(d) / math.sqrt(len(d))
    return f"{m:.1f} ({m - h:.1f} to {m + h:.1f})"


def _pairs_text(d: dict | None) -> str:
    if not d:
        return ""
    return (f"; by deal: {d['both']} both / {d['split']} split / {d['neither']} neither, "
            f"{d['rate']:.1%} ({d['lo']:.1%}–{d['hi']:.1%})")


# Strong's time per decision, the same code in CPython and in Pyodide (sent as source text).
TIMES_SOURCE = r'''
def run(decisions, cap, keys=()):
    import statistics, time
    from hanafuda_core import games, levels
    from hanafuda_core.rng import Rng
    levels.TIME_CAP = cap
    out = {}
    for game in games.all_games():
        if game.key == "relay" or (keys and game.key not in keys):
            continue
        for seats in game.info.seat_counts:
            ts, seed = [], 0
            while len(ts) < decisions:
                m = game.new_match(None, Rng(seed), seats)
                pos, rng = m.position, Rng(seed)
                while game.to_move(pos) is not None and len(ts) < decisions:
                    if len(game.legal_actions(pos)) > 1:
                        t = time.perf_counter()
                        levels.level(game, "strong").choose(game, pos, Rng(len(ts)))
                        ts.append(time.perf_counter() - t)
                    game.push(pos, game.computer.choose_level(pos, rng, "standard"))
                seed += 1
            ts.sort()
            out[f"{game.name}, {seats} players"] = (statistics.median(ts) * 1000, ts[int(0.95 * (len(ts) - 1))] * 1000)
    return out
'''


def strong_times(decisions: int, cap: float | None, where: str, keys: tuple = ()) -> dict:
    if where == "cpython":
        scope: dict = {}
        exec(TIMES_SOURCE, scope)
        return scope["run"](decisions, cap, keys)
    import subprocess

    root = Path(__file__).resolve().parent.parent
    expr = f"(exec({TIMES_SOURCE!r}, g := {{}}), g['run']({decisions}, {cap!r}, {keys!r}))[1]"
    proc = subprocess.run(["node", "tests/pyodide/run_core_tests.mjs", "--eval", expr], cwd=root,
                          capture_output=True, text=True, timeout=3600)
    if proc.returncode != 0:
        raise SystemExit(f"pyodide timing failed:\n{proc.stderr}")
    return {k: tuple(v) for k, v in json.loads(proc.stdout).items()}


def print_times(decisions: int, keys: tuple = (), cpython_only: bool = False) -> None:
    rows = {"CPython": strong_times(decisions, None, "cpython", keys)}
    if not cpython_only:
        rows["Pyodide (Node)"] = strong_times(decisions, None, "pyodide", keys)
        rows["Pyodide (Node), 250 ms cap"] = strong_times(decisions, 0.25, "pyodide", keys)
    print(f"\nStrong's time per decision, ms (median / 95th percentile over {decisions} decisions "
          f"of Standard-vs-Standard matches)\n")
    print("| game | " + " | ".join(rows) + " |")
    print("|---|" + "---|" * len(rows))
    for k in rows["CPython"]:
        print(f"| {k} | " + " | ".join(f"{r[k][0]:.0f} / {r[k][1]:.0f}" for r in rows.values()) + " |")


BROWSER_JS = r"""
async ({ game, seats, decisions, seed }) => {
  // A worker of the site's own (the play page's engine), driven by messages: the
  // Strong computer plays every seat but the learner's; the learner plays the
  // first legal move.  Each play.computer call is timed from the page.
  const worker = new Worker(new URL("assets/js/engine-worker.js", document.baseURI), { type: "module" });
  let next = 1;
  const waiting = new Map();
  const ready = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.type === "ready") resolve();
      else if (data.type === "failed") reject(new Error(data.message));
      else if (data.type === "result") waiting.get(data.id)(JSON.parse(data.response));
    };
  });
  const call = (name, args) => new Promise((resolve, reject) => {
    const id = next++;
    waiting.set(id, (r) => (r.ok ? resolve(r.result) : reject(new Error(r.error.message))));
    worker.postMessage({ type: "call", id, name, args });
  });
  await ready;
  const times = [];
  let r = await call("play.new", { game, seats, seed, level: "strong" });
  const sid = r.session;
  while (times.length < decisions) {
    const w = r.view.waiting;
    if (w === "computer") {
      const t = performance.now();
      r = await call("play.computer", { session: sid });
      times.push(performance.now() - t);
    } else if (w === "you") {
      const legal = [];
      for (const z of r.view.zones) for (const c of z.cards || []) if (c.action) legal.push(c.action);
      for (const b of r.view.buttons || []) if (b.action && !b.disabled) legal.push(b.action);
      let done = false;
      for (const a of legal) {
        const x = await call("play.act", { session: sid, action: a });
        if (x.ok) { r = x; done = true; break; }
      }
      if (!done) break;
    } else if (w === "round-over") {
      r = await call("play.next-round", { session: sid });
    } else break;
  }
  worker.terminate();
  return times;
}
"""


def browser_times(site: str, decisions: int, keys: tuple = ()) -> None:
    """Strong's time per move in Chromium: the site's engine worker (Pyodide),
    with the browser's time cap, over ``decisions`` computer moves a game."""
    import socket
    import subprocess

    from playwright.sync_api import sync_playwright

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    root = Path(__file__).resolve().parent.parent
    server = subprocess.Popen([sys.executable, str(root / "scripts" / "serve_site.py"), site, "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        print(f"\nStrong's time per computer move in Chromium (the engine worker, Pyodide, 250 ms cap; "
              f"{decisions} moves a row; includes moves with one choice)\n")
        print("| game | median ms | p95 ms | max ms | moves over 5 ms: count, median ms |")
        print("|---|---:|---:|---:|---|")
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"], headless=True)
            page = b.new_page()
            page.goto(f"http://127.0.0.1:{port}/")
            for game in games.all_games():
                if game.key == "relay" or (keys and game.key not in keys):
                    continue
                for seats in game.info.seat_counts:
                    ts = sorted(page.evaluate(BROWSER_JS, {"game": game.key, "seats": seats,
                                                           "decisions": decisions, "seed": 5}))
                    # a move with one choice answers in about a millisecond: those over 5 ms were weighed
                    weighed = [t for t in ts if t > 5.0]
                    print(f"| {game.name}, {seats} players | {statistics.median(ts):.0f} | "
                          f"{ts[int(0.95 * (len(ts) - 1))]:.0f} | {ts[-1]:.0f} | {len(weighed)}, "
                          f"{statistics.median(weighed) if weighed else 0:.0f} |", flush=True)
            b.close()
    finally:
        server.terminate()


def decisions(game, count: int, seed: int = 0, every: int = 3) -> list:
    """``count`` positions from Standard-vs-Standard matches (2 players): one
    decision in ``every`` with more than one legal action, in order."""
    out: list = []
    k = 0
    while len(out) < count:
        m = game.new_match(None, Rng(f"gain/{seed}"), 2)
        rng = Rng(f"gain-play/{seed}")
        while len(out) < count:
            pos = m.position
            while game.to_move(pos) is not None and len(out) < count:
                if len(game.legal_actions(pos)) > 1:
                    k += 1
                    if k % every == 0:
                        out.append(pos.copy())
                game.push(pos, game.computer.choose_level(pos, rng, "standard"))
            if game.match_over(m) or len(out) >= count:
                break
            m.next_round()
        seed += 1
    return out


def decision_gain(game, count: int, playouts: int = 2, value=None, record: list | None = None,
                  sees_all: bool = False, sees_hands: bool = False) -> tuple[float, float, float, float]:
    """Strong's gain per decision over Standard, measured in the true deal:
    at ``count`` positions of Standard-vs-Standard matches, Strong's move and
    the Standard move are each played out ``playouts`` times from the true
    position (both by the rollout policy, with the same random streams) and
    the difference of the round's value (``value(game, end, seat)``, default
    :meth:`Game.rollout_value`) for the seat is averaged.  Returns (mean
    gain, its standard error, the share of decisions where Strong left the
    Standard move, Strong's median time in ms); ``record`` receives each
    position's (gain, Strong's move), to pair with another Strong budget on
    the same positions.  ``sees_all``: Strong weighs its moves in the true
    position (the gauge's cap: what knowing every card is worth);
    ``sees_hands``: it sees the other hands, only the draw pile is dealt at
    random (what a perfect reading of the other players is worth)."""
    from hanafuda_core.evaluation import copy_position, rollout

    score = value or (lambda g, end, s: g.computer.rollout_value(end, s))
    gains: list[float] = []
    ts: list[float] = []
    changed = 0
    for i, pos in enumerate(decisions(game, count)):
        seat = game.to_move(pos)
        std = game.computer.choose_level(pos.copy(), Rng(f"std/{i}"), "standard")
        t = time.perf_counter()
        strong = strong_choice(sees_hands(game) if sees_hands else game, pos.copy(), Rng(f"strong/{i}"),
                               settings_of(game), sees_all=sees_all)
        ts.append(time.perf_counter() - t)
        if strong == std:
            gains.append(0.0)
            if record is not None:
                record.append((0.0, strong))
            continue
        changed += 1
        d = 0.0
        for j in range(playouts):
            vals = []
            for a in (strong, std):
                w = copy_position(pos)
                game.push(w, a)
                rollout(game, w, Rng(f"true/{i}/{j}"))
                vals.append(score(game, w, seat))
            d += vals[0] - vals[1]
        gains.append(d / playouts)
        if record is not None:
            record.append((d / playouts, strong))
    m = statistics.fmean(gains)
    se = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
    return m, se, changed / len(gains), statistics.median(ts) * 1000


def duplicate_rounds(game, count: int, start: int = 0, first: str = "strong") -> dict:
    """Duplicate rounds (2 players): rounds number ``start`` to ``start +
    count - 1``, two to a deal (``first`` in either seat), each played twice
    from the same deal with the same random streams per seat, once ``first``
    against Standard and once Standard against Standard; the difference of
    ``first``'s seat's net points (the game's rollout value) is what its
    decisions changed.  Most rounds end alike, so this tells levels apart
    with far fewer rounds than whole matches.  Returns the mean difference
    per round, its standard error, the share of rounds that ended otherwise
    and their number."""
    diffs: list[float] = []
    for i in range(start, start + count):
        seat = i % 2
        m = game.new_match(None, Rng(f"dup/{i // 2}"), 2)
        vals = []
        for key in (first, "standard"):
            pos = m.position.copy()
            players = [chooser(game, key) if p == seat else chooser(game, "standard") for p in range(2)]
            rngs = [Rng(f"dup/{i}/{p}") for p in range(2)]
            while game.to_move(pos) is not None:
                p = game.to_move(pos)
                game.push(pos, players[p](game, pos, rngs[p]))
            vals.append(game.computer.rollout_value(pos, seat))
        diffs.append(vals[0] - vals[1])
        done = i + 1 - start
        if PROGRESS and done % PROGRESS == 0 and done < count:
            se = statistics.stdev(diffs) / math.sqrt(len(diffs))
            print(f"  … {done} rounds: {statistics.fmean(diffs):+.4f} ± {se:.4f}, "
                  f"{sum(1 for d in diffs if d) } ended otherwise", file=sys.stderr, flush=True)
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    return {"mean": statistics.fmean(diffs), "se": se, "changed": sum(1 for d in diffs if d), "rounds": len(diffs)}


LABELS = {"strong": "Strong", "standard": "Standard", "beginner": "Beginner", "strong-all": "Strong (sees all)",
          "strong-hands": "Strong (sees hands)"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matches", type=int, default=40)
    ap.add_argument("--games", default="")
    ap.add_argument("--seats", default="", help="seat counts to play, e.g. 2 or 3,4 (default: all)")
    ap.add_argument("--rounds", type=int, default=0, help="stop each match after this many rounds")
    ap.add_argument("--pairs", default="", help="e.g. strong:standard,standard:beginner")
    ap.add_argument("--times", type=int, default=0, metavar="N",
                    help="instead: Strong's time per decision over N decisions a game, CPython and Pyodide")
    ap.add_argument("--cpython-only", action="store_true", help="with --times: skip Pyodide")
    ap.add_argument("--browser", metavar="SITE", default="",
                    help="instead: Strong's move time in Chromium, on a built site folder (under the browser lock)")
    ap.add_argument("--strong", default="", metavar="NAME=VALUE,...",
                    help="try another Strong budget, e.g. confidence=1,rollouts=600 (StrongSettings fields)")
    ap.add_argument("--start", type=int, default=0, metavar="K",
                    help="play the matches from number K on (other deals, to add to a run from 0)")
    ap.add_argument("--progress", type=int, default=0, metavar="N",
                    help="print the running figures every N matches (stderr)")
    ap.add_argument("--gain", type=int, default=0, metavar="N",
                    help="instead: Strong's gain per decision over Standard at N positions, in the true deal")
    ap.add_argument("--match-value", action="store_true",
                    help="with --gain: score in the game's strong_value (the chance of winning the match where that is what counts; else net points)")
    ap.add_argument("--sees-all", action="store_true",
                    help="with --gain: Strong weighs its moves in the true position (what knowing every card is worth)")
    ap.add_argument("--sees-hands", action="store_true",
                    help="with --gain: Strong sees the other hands, only the draw pile is dealt at random")
    ap.add_argument("--playouts", type=int, default=2, metavar="N",
                    help="with --gain: play each of the two moves out N times in the true deal (less noise)")
    ap.add_argument("--duplicate", type=int, default=0, metavar="N",
                    help="instead: N duplicate rounds (N/2 deals, Strong in either seat), Strong's and Standard's play from the same deals")
    ap.add_argument("--save", default="", metavar="FILE",
                    help="with --gain: write each position's gain and Strong's move to FILE (JSON)")
    args = ap.parse_args()
    global PROGRESS
    PROGRESS = args.progress
    for item in filter(None, args.strong.split(",")):
        name, _, value = item.partition("=")
        OVERRIDES[name.strip()] = _setting(value.strip())
    if args.browser:
        browser_times(args.browser, args.times or 40, tuple(k for k in args.games.split(",") if k))
        return
    if args.gain:
        keys = [k for k in args.games.split(",") if k] or [g.key for g in games.all_games() if 2 in g.info.seat_counts]
        print(f"Strong's gain per decision over Standard ({args.gain} positions a game, {args.playouts} playouts each"
              + (f"; Strong: {args.strong}" if args.strong else "") + ("; Strong sees every card" if args.sees_all else "")
              + ("; Strong sees the other hands" if args.sees_hands else "")
              + ")\n")
        print("| game | gain per decision (± SE) | Strong leaves Standard's move | Strong median ms |")
        print("|---|---|---:|---:|")
        saved: dict = {}
        for key in keys:
            game = games.get(key)
            value = (lambda g, end, s: g.computer.strong_value(end, s)) if args.match_value else None
            m, se, share, ms = decision_gain(game, args.gain, args.playouts, value=value, record=saved.setdefault(key, []),
                                             sees_all=args.sees_all, sees_hands=args.sees_hands)
            if args.save:
                Path(args.save).write_text(json.dumps(saved))
            print(f"| {game.name} | {m:+.3f} ± {se:.3f} | {share:.0%} | {ms:.0f} |", flush=True)
        return
    if args.duplicate:
        keys = [k for k in args.games.split(",") if k] or [g.key for g in games.all_games() if 2 in g.info.seat_counts]
        print(f"Duplicate rounds: {args.duplicate} ({args.duplicate // 2} deals, in either seat), each played by "
              f"{LABELS[args.pairs.split(':')[0]] if args.pairs else 'Strong'} and by Standard against Standard"
              + (f"; Strong: {args.strong}" if args.strong else "") + "\n")
        print("| game | Strong's gain per round, net points (± SE) | rounds that ended otherwise | Strong median ms |")
        print("|---|---|---:|---:|")
        for key in keys:
            game = games.get(key)
            TIMES.clear()
            r = duplicate_rounds(game, args.duplicate, args.start, args.pairs.split(":")[0] if args.pairs else "strong")
            ms = statistics.median(TIMES) * 1000 if TIMES else 0.0
            print(f"| {game.name} | {r['mean']:+.4f} ± {r['se']:.4f} | {r['changed']} of {r['rounds']} | {ms:.0f} |",
                  flush=True)
        return
    if args.times:
        print_times(args.times, tuple(k for k in args.games.split(",") if k), args.cpython_only)
        return
    keys = [k for k in args.games.split(",") if k] or games.keys()
    seat_filter = {int(x) for x in args.seats.split(",") if x}
    print(f"matches per row: {args.matches}"
          + (f"; at most {args.rounds} rounds a match" if args.rounds else ""))
    for key in keys:
        game = games.get(key)
        for seats in game.info.seat_counts:
            if seat_filter and seats not in seat_filter:
                continue
            if args.pairs:
                pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
            elif seats == 2:
                pairs = [("strong", "standard"), ("standard", "beginner"), ("strong-all", "standard")]
            else:
                pairs = [("strong", "standard"), ("standard", "beginner")]
            st = settings_of(game)
            print(f"\n{game.name}, {seats} players (Strong: {st.rollouts} rollouts a decision, "
                  f"{st.min_samples}-{st.max_samples} deals a move, leaves the Standard move at "
                  f"{st.confidence:g} standard errors)")
            print("| pairing | matches | won | win rate (95% interval) | deals won both / split / lost both | "
                  "win rate over deal pairs (95% interval) | mean points (first / second) | points difference (95% interval) |")
            print("|---|---:|---:|---|---|---|---|---|")
            for a, b in pairs:
                t0 = time.perf_counter()
                TIMES.clear()
                r = pairing(game, seats, a, b, args.matches, args.rounds or None, args.start)
                lo, hi = wilson(r["wins"], r["matches"])
                rate = r["wins"] / r["matches"]
                # the matches won (a draw counts half) and the rate to 0.1%, so that runs on other deals add up
                d = r["pairs"]
                by = (f"{d['both']} / {d['split']} / {d['neither']} | {d['rate']:.1%} ({d['lo']:.1%}–{d['hi']:.1%})"
                      if d else "– | –")
                print(f"| {LABELS[a]} vs {LABELS[b]} | {r['matches']} | {r['wins']:g} | {rate:.1%} ({lo:.1%}–{hi:.1%}) | "
                      f"{by} | {r['a']:.1f} / {r['b']:.1f} | {r['difference']} |", end="")
                if TIMES:
                    ts = sorted(TIMES)
                    print(f" Strong: median {statistics.median(ts) * 1000:.0f} ms, "
                          f"p95 {ts[int(0.95 * (len(ts) - 1))] * 1000:.0f} ms over {len(ts)} decisions;", end="")
                print(f" {time.perf_counter() - t0:.0f} s", flush=True)


if __name__ == "__main__":
    main()
