"""Every goal type judges: for each goal type a game's tutorials use, a wrong
answer is refused by the engine (a move sequence that misses the goal is
"missed", a wrong choice is "wrong"; for legal-move, an illegal move is
"illegal").  Parametrised over the registry and the tutorials."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from hanafuda_core import games  # noqa: E402
from tests.core import judged as judge  # noqa: E402
from tests.project_tutorials import project_tutorials  # noqa: E402


def _exercises():
    for x in project_tutorials():
        t = x.tutorial
        items = [s.exercise for s in t.steps if s.exercise] if t.kind == "lesson" else \
            [p.exercise for p in t.puzzles]
        yield from items


BY_TYPE: dict[tuple[str, str], list] = {}
for _ex in _exercises():
    BY_TYPE.setdefault((_ex.game, _ex.goal_spec["type"]), []).append(_ex)
CASES = sorted(BY_TYPE)


def _cfg(ex):
    return {"game": ex.game, "position": ex.position, "goal": ex.goal_spec}


def _refuses(ex) -> str | None:
    """A wrong answer the engine refuses, or None if none was found."""
    game = games.get(ex.game)
    start = game.parse_position(ex.position)
    goal = judge.make_goal(game, ex.goal_spec)
    goal.prepare(start)
    if goal.kind == "question":
        right = goal.correct(start)
        for c in goal.choices(start):
            if {c["value"]} != right:
                out = judge.answer(_cfg(ex), [c["value"]])
                assert out["status"] == "wrong", (c, out)
                return c["value"]
        return None
    if ex.goal_spec["type"] == "legal-move":
        legal = set(game.legal_actions(start))
        for a in ("pass", "stop", "koikoi") + tuple(f"{m}{k}" for m in range(1, 13) for k in ("B", "A", "R", "C1")):
            if a not in legal and game.explain_illegal(start, a) is not None:
                assert judge.move(_cfg(ex), [a])["status"] == "illegal"
                return a
        return None
    for actions, _end in game.turn_sequences(start, 2000):
        verdict = judge.judge_actions(game, goal, start, actions)
        if verdict.status == "missed":
            return " ".join(actions)
    return None


@pytest.mark.parametrize("game_key, goal_type", CASES, ids=[f"{g}-{t}" for g, t in CASES])
def test_a_wrong_answer_is_refused(game_key, goal_type):
    found = [w for ex in BY_TYPE[(game_key, goal_type)] if (w := _refuses(ex)) is not None]
    assert found, f"no {goal_type} exercise of {game_key} refuses any answer: the goal does not judge"
