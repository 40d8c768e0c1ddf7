#!/usr/bin/env python3
"""Mine puzzles from play for every registered game (or those named).

    .venv/bin/python scripts/mine_puzzles.py                 # every game, the default seed and count
    .venv/bin/python scripts/mine_puzzles.py --seed 7 --count 50 --games <key> --out /tmp/x

Plays seeded matches (``--level``: the player that plays them, ``--judge``:
the player whose success lowers a puzzle's rating), keeps the positions
:mod:`hanafuda_core.learning.mining` accepts, and writes
``<out>/<game>/mined/trainer.yaml`` in the tutorial format (validated at
build like every puzzle), and its translation into each language the engine
has a catalog for beside it (``trainer.<code>.yaml``).  The same seed writes identical files.  Prints,
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
from hanafuda_core.messages import ENGLISH, Language  # noqa: E402
from sitegen import catalogs, translations  # noqa: E402

DEFAULT_SEED = "dojo-1"
DEFAULT_COUNT = 240
FILE_ID = "trainer"


def puzzle_file(game, mined: list) -> dict:
    """The tutorial data of a game's mined puzzles (``kind: puzzles``)."""
    puzzles = []
    for n, m in enumerate(mined, start=1):
        texts = _texts(game, m, n, ENGLISH)
        puzzles.append({
            "id": f"{m.themes[0]}-{m.key[:8]}",
            "title": texts["title"],
            "difficulty": m.difficulty,
            "rating": m.rating,
            "themes": m.themes,
            **({"text": texts["text"]} if "text" in texts else {}),
            "position": m.position,
            "goal": m.goal,
            "answer": " ".join(m.answer),
            "hints": texts["hints"],
            "explanation": texts["explanation"],
        })
    header = {k: str(v) for k, v in _header(game).items()}
    return {"id": FILE_ID, "game": game.key, "kind": "puzzles", **header, "puzzles": puzzles}


def translation(game, mined: list, language) -> dict:
    """The trainer file's translation (``hanafuda_site.translations``): each
    text a learner reads, written in ``language`` from the same messages."""
    puzzles = []
    for n, m in enumerate(mined, start=1):
        puzzles.append({
            "id": f"{m.themes[0]}-{m.key[:8]}",
            **_texts(game, m, n, language),
        })
    return {"id": FILE_ID, **{k: v.render(language) for k, v in _header(game).items()}, "puzzles": puzzles}


def _header(game) -> dict:
    """The trainer file's title and summary, as messages."""
    return {"title": mining.trainer_title(game), "summary": mining.trainer_summary(game)}


def _texts(game, m, n: int, language) -> dict:
    """A mined puzzle's texts (title, note, hint, explanation) written in ``language``."""
    return {"title": mining.puzzle_title(game, n).render(language),
            **({"text": m.text.render(language)} if m.text else {}),
            "hints": [m.hint.render(language)],
            "explanation": m.explanation.render(language)}


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
    for code in (c for c in catalogs.languages() if catalogs.covers(c, game.key)):  # and its translations
        language = Language.from_catalog(code, catalogs.compiled(code))
        text = yaml.safe_dump(translation(game, mined, language), sort_keys=False, allow_unicode=True, width=110)
        translations.translation_file(target, code).write_text(header + text, encoding="utf-8")
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
