"""Every lesson and puzzle of every game, judged in Japanese: the goal, the
verdict on each move the board offers at the start (a success, a miss with
its reason, an illegal move with why), the solution, each answer to a
question, all written in Japanese with no Latin letter (the engine's words,
from the shipped catalog; the board's own texts come later)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from sitegen import catalogs  # noqa: E402

from hanafuda_core import games  # noqa: E402
from hanafuda_core.learning import judge  # noqa: E402
from hanafuda_core.messages import Language  # noqa: E402
from tests.project_tutorials import project_tutorials  # noqa: E402
from tests.site.games.shared import exercises  # noqa: E402

LATIN = re.compile(r"[A-Za-z]+")


@pytest.fixture(scope="module")
def ja() -> Language:
    return Language.from_catalog("ja", catalogs.compiled("ja"))


def _offered(view: dict) -> list[str]:
    """Every action the board offers (cards, the cards each may take, buttons)."""
    out = []
    for z in view.get("zones", []):
        for c in z.get("cards", []):
            if c.get("action"):
                out.append(c["action"])
            out += [t["action"] for t in c.get("then") or []]
    out += [b["action"] for b in view.get("buttons", []) if b.get("action")]
    return list(dict.fromkeys(out))


def _said(cfg: dict, ja: Language) -> list[tuple[str, str]]:
    """What the judge tells a learner about this exercise, in Japanese."""
    out = []
    started = judge.start(cfg, show_legal=True, language=ja)
    out.append(("goal", started["goalText"]))
    if started["kind"] == "question":
        out += [("choice", c["label"]) for c in started["choices"]]
        for c in started["choices"]:
            reply = judge.answer(cfg, [c["value"]], language=ja)
            out += [("answer", reply["message"]), ("explanation", reply.get("explanation", ""))]
        out.append(("solution", judge.solution(cfg, language=ja)["message"]))
        return out
    for action in _offered(started["view"]):
        out.append((f"move {action}", judge.move(cfg, [action], language=ja)["message"]))
    solution = judge.solution(cfg, language=ja)
    out += [("solution", solution["message"]), ("steps", solution["steps"])]
    return out


GAMES = sorted(g.key for g in games.all_games())


@pytest.mark.parametrize("key", GAMES)
def test_every_exercise_is_judged_in_japanese(key, ja):
    english = []
    for loaded in project_tutorials():
        t = loaded.tutorial
        if t.game != key:
            continue
        lessons, puzzles = ([t], []) if t.kind == "lesson" else ([], t.puzzles)
        for where, ex in exercises(lessons, puzzles):
            cfg = {"game": key, "position": ex.position, "goal": ex.goal_spec}
            for part, text in _said(cfg, ja):
                if LATIN.search(text):
                    english.append(f"{t.id}/{where} {part}: {text}")
    assert not english, f"{len(english)} texts not in Japanese:\n" + "\n".join(english[:40])
