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
* 3 players: one Strong seat against Standard seats; 4 players: a Strong
  team against a Standard team.  The table gives the mean points of a
  Strong seat and of a Standard seat.

Also prints the Strong level's time per decision in this CPython (median
and 95th percentile) over the decisions it took.  ``--rounds N`` stops each
match after N rounds (the leader wins) to save time.  Runs on one core.
"""

from __future__ import annotations

import argparse
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


def chooser(game, key: str):
    if key == "strong-all":
        def all_seeing(g, pos, rng):
            return strong_choice(g, pos, rng, g.strong_settings(), sees_all=True)
        return all_seeing
    fn = level(game, key).choose
    if key != "strong":
        return fn

    def timed(g, pos, rng):
        t = time.perf_counter()
        a = fn(g, pos, rng)
        if len(g.legal_actions(pos)) > 1:
            TIMES.append(time.perf_counter() - t)
        return a
    return timed


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
    teams = game.teams(seats) or tuple((p,) for p in range(seats))
    a = [scores[t[0]] for t in teams if t[0] in mine]
    b = [scores[t[0]] for t in teams if t[0] not in mine]
    return sum(a) / len(a), sum(b) / len(b)


def pairing(game, seats: int, first: str, second: str, matches: int, max_rounds: int | None) -> dict:
    """``first`` against ``second``: at 2 seats one each; at 3 one ``first``
    seat; at 4 a ``first`` team.  Returns wins, matches, mean points."""
    wins = 0.0
    pa: list[float] = []
    pb: list[float] = []
    teams = game.teams(seats) or tuple((p,) for p in range(seats))
    for i in range(matches):
        seed = 1000 + i // 2
        k = i % len(teams) if seats > 2 else i % 2
        mine = set(teams[k]) if seats != 2 else {k}
        players = [chooser(game, first) if p in mine else chooser(game, second) for p in range(seats)]
        scores = play(game, seats, players, seed, max_rounds)
        a, b = side_points(game, seats, scores, mine)
        best_other = max(scores[t[0]] for t in teams if t[0] not in mine)
        wins += 1.0 if a > best_other else 0.5 if a == best_other else 0.0
        pa.append(a)
        pb.append(b)
    return {"wins": wins, "matches": matches, "a": statistics.fmean(pa), "b": statistics.fmean(pb)}


LABELS = {"strong": "Strong", "standard": "Standard", "beginner": "Beginner", "strong-all": "Strong (sees all)"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matches", type=int, default=40)
    ap.add_argument("--games", default="")
    ap.add_argument("--seats", default="", help="seat counts to play, e.g. 2 or 3,4 (default: all)")
    ap.add_argument("--rounds", type=int, default=0, help="stop each match after this many rounds")
    ap.add_argument("--pairs", default="", help="e.g. strong:standard,standard:beginner")
    args = ap.parse_args()
    keys = [k for k in args.games.split(",") if k] or games.keys()
    seat_filter = {int(x) for x in args.seats.split(",") if x}
    print(f"matches per row: {args.matches}"
          + (f"; at most {args.rounds} rounds a match" if args.rounds else ""))
    for key in keys:
        game = games.get(key)
        for seats in game.seat_counts:
            if seat_filter and seats not in seat_filter:
                continue
            if args.pairs:
                pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
            elif seats == 2:
                pairs = [("strong", "standard"), ("standard", "beginner"), ("strong-all", "standard")]
            else:
                pairs = [("strong", "standard"), ("standard", "beginner")]
            st = game.strong_settings()
            print(f"\n{game.name}, {seats} players (Strong: {st.rollouts} rollouts a decision, "
                  f"{st.min_samples}-{st.max_samples} deals a move)")
            print("| pairing | matches | win rate (95% interval) | mean points (first / second) |")
            print("|---|---:|---|---|")
            for a, b in pairs:
                t0 = time.perf_counter()
                TIMES.clear()
                r = pairing(game, seats, a, b, args.matches, args.rounds or None)
                lo, hi = wilson(r["wins"], r["matches"])
                rate = r["wins"] / r["matches"]
                print(f"| {LABELS[a]} vs {LABELS[b]} | {r['matches']} | {rate:.0%} ({lo:.0%}–{hi:.0%}) | "
                      f"{r['a']:.1f} / {r['b']:.1f} |", end="")
                if TIMES:
                    ts = sorted(TIMES)
                    print(f" Strong: median {statistics.median(ts) * 1000:.0f} ms, "
                          f"p95 {ts[int(0.95 * (len(ts) - 1))] * 1000:.0f} ms over {len(ts)} decisions;", end="")
                print(f" {time.perf_counter() - t0:.0f} s", flush=True)


if __name__ == "__main__":
    main()
