"""The Koi-Koi teaching content: lessons and puzzles in tutorials/koikoi/.

The build rejects illegal positions, unreachable goals and refused sample
answers; these tests check the content as a whole and replay every sample
answer through the browser's path (``judge.move`` one move at a time,
``judge.answer`` for questions).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]
for _p in (ROOT, ROOT / "scripts"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from hanafuda_core.learning import judge  # noqa: E402
from sitegen import tutorials  # noqa: E402


@pytest.fixture(scope="module")
def loaded():
    return [x for x in tutorials.load_all() if x.tutorial.game == "koikoi"]


@pytest.fixture(scope="module")
def lessons(loaded):
    return [x.tutorial for x in loaded if x.tutorial.kind == "lesson"]


@pytest.fixture(scope="module")
def puzzles(loaded):
    return [p for x in loaded if x.tutorial.kind == "puzzles" for p in x.tutorial.puzzles]



def test_counts(lessons, puzzles):
    assert len(lessons) >= 8
    assert len(puzzles) >= 15


def test_lesson_shape(loaded, lessons):
    orders = [t.order for t in lessons]
    assert len(set(orders)) == len(orders), "two lessons share an order"
    for t in lessons:
        assert 3 <= len(t.steps) <= 5, t.id
        assert any(s.exercise for s in t.steps), f"{t.id} has no exercise"
    for x in loaded:
        assert x.file.stem[3:] == x.tutorial.id


def test_puzzle_goals_and_difficulties(puzzles):
    assert {p.difficulty for p in puzzles} == {1, 2, 3, 4, 5}
    types = {p.exercise.goal_spec["type"] for p in puzzles}
    assert {"capture-card", "complete-yaku", "score-most", "name-yaku"} <= types
    assert any(p.exercise.goal_spec.get("cards") == "8B" for p in puzzles), "a capture-the-Moon puzzle"



