#!/usr/bin/env python3
"""Mine puzzles from play for every registered game (or those named).

    .venv/bin/python scripts/mine_puzzles.py                 # every game, the default seed and count
    .venv/bin/python scripts/mine_puzzles.py --seed 7 --count 50 --games <key> --out /tmp/x

Plays seeded matches (``--level``: the player that plays them, ``--judge``:
the player whose success lowers a puzzle's rating), keeps the positions
:mod:`hanafuda_core.learning.mining` accepts, and writes
``<out>/<game>/mined/trainer.yaml`` in the tutorial format (validated at
build like every puzzle).  The same seed writes identical files.  Prints,
per game, the matches played, positions examined, goals tried, puzzles kept
and the time taken.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

import yaml  # noqa: E402

from hanafuda_core import games  # noqa: E402
from hanafuda_core.learning import mining  # noqa: E402

DEFAULT_SEED = "dojo-1"
DEFAULT_COUNT = 240
FILE_ID = "trainer"


def puzzle_file(game, mined: list) -> dict:
    """The tutorial data of a game's mined puzzles (``kind: puzzles``)."""
    puzzles = []
    for n, m in enumerate(mined, start=1):
        puzzles.append({
            "id": f"{m.themes[0]}-{m.key[:8]}",
            "title": f"{game.name} puzzle {n}",
            "difficulty": m.difficulty,
            "rating": m.rating,
            "themes": m.themes,
            **({"text": m.text} if m.text else {}),
            "position": m.position,
            "goal": m.goal,
            "answer": " ".join(m.answer),
            "hints": [str(m.hint)],
            "explanation": str(m.explanation),
        })
    return {
        "id": FILE_ID,
        "game": game.key,
        "kind": "puzzles",
        "title": f"{game.name} puzzle trainer",
        "summary": (f"Puzzles found by the rules engine in computer-played {game.name} matches, "
                    "each proven to have an answer and rated by how hard it is to find."),
        "puzzles": puzzles,
    }


def write(out: Path | None, game, mined: list, header: str) -> Path:
    """The game's trainer file: in its package's tutorials folder, or under
    ``out`` as a host's (``<out>/<game>/mined/``)."""
    from sitegen import sections

    folder = out / game.key if out is not None else sections.tutorial_folder(game)
    if folder is None:
        raise SystemExit(f"{game.name} has no tutorials folder in its package; give --out")
    target = folder / "mined" / f"{FILE_ID}.yaml"
    target.parent.mkdir(parents=True, exist_ok=True)
    text = yaml.safe_dump(puzzle_file(game, mined), sort_keys=False, allow_unicode=True, width=110)
    target.write_text(header + text, encoding="utf-8")
    return target


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", default=DEFAULT_SEED)
    ap.add_argument("--count", type=int, default=DEFAULT_COUNT, help="puzzles per game")
    ap.add_argument("--games", nargs="*", default=None, help="game keys (default: every registered game)")
    ap.add_argument("--level", default="computer",
                    help="who plays the matches: computer, random, or a computer level where the engine has them")
    ap.add_argument("--judge", default="computer",
                    help="whose success makes a puzzle easier (the same choices)")
    ap.add_argument("--out", type=Path, default=None,
                    help="a host's tutorials folder (default: each game's own, in its package)")
    args = ap.parse_args(argv)
    chosen = [games.get(k) for k in args.games] if args.games else list(games.all_games())
    chosen = [g for g in chosen if g.puzzle_themes]  # games that offer puzzle goals
    print(f"{'game':<10} {'matches':>8} {'positions':>10} {'goals tried':>12} {'kept':>6} {'seconds':>8}")
    for game in chosen:
        t0 = time.perf_counter()
        mined, figures = mining.mine(game, seed=args.seed, target=args.count, level=args.level, judge=args.judge)
        header = (f"# Mined by scripts/mine_puzzles.py --seed {args.seed} --count {args.count} "
                  f"--level {args.level} --judge {args.judge}; do not edit by hand: run it again.\n")
        write(args.out, game, mined, header)
        print(f"{game.key:<10} {figures['matches']:>8} {figures['positions']:>10} {figures['candidates']:>12} "
              f"{figures['kept']:>6} {time.perf_counter() - t0:>8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
