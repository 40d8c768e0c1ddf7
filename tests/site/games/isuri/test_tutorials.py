"""The Isuri teaching content: lessons on what Isuri adds, puzzles from easy to
hard (which discard earns the most among them), and no notation in anything a learner reads
(texts, hints, explanations, goals, statuses, the engine's messages)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]
for _p in (ROOT, ROOT / "scripts"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from hanafuda_core.learning import judge  # noqa: E402
from sitegen import tutorials  # noqa: E402

CODE = re.compile(r"\b\d{1,2}[BARC]\d?\b")
KEY = "isuri"


@pytest.fixture(scope="module")
def loaded():
    return [x for x in tutorials.load_all() if x.tutorial.game == KEY]


@pytest.fixture(scope="module")
def lessons(loaded):
    return [x.tutorial for x in loaded if x.tutorial.kind == "lesson"]


@pytest.fixture(scope="module")
def puzzles(loaded):
    return [p for x in loaded if x.tutorial.kind == "puzzles" for p in x.tutorial.puzzles]


def test_the_lessons_cover_what_isuri_adds(lessons):
    assert [t.id for t in lessons] == ["payments", "the-pot", "several-cards"]
    for t in lessons:
        assert t.rules and t.learned and any(s.exercise for s in t.steps)


def test_the_puzzles_go_from_easy_to_hard(puzzles):
    assert len(puzzles) >= 6
    levels = [p.difficulty for p in puzzles]
    assert levels[0] == 1 and max(levels) == 5
    types = [p.exercise.goal_spec["type"] for p in puzzles]
    assert "best-discard" in types and "earn-most" in types
    assert any("+" in str(p.exercise.answer) for p in puzzles)  # a group of one month


def test_what_learners_read_has_no_notation(lessons, puzzles):
    def prose(text):
        return re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)

    exercises = [(s.id, s.exercise) for t in lessons for s in t.steps if s.exercise] + \
                [(p.id, p.exercise) for p in puzzles]
    for t in lessons:
        for s in t.steps:
            assert not CODE.search(prose(s.text)), (t.id, s.id)
    for p in puzzles:
        assert not CODE.search(p.text + p.title)
    for where, ex in exercises:
        for text in [ex.explanation, ex.goal_text] + ex.hints:
            assert not CODE.search(text), (where, text)
        cfg = {"game": KEY, "position": ex.position, "goal": ex.goal_spec}
        view = judge.start(cfg)["view"]
        assert not CODE.search(view["status"]), (where, view["status"])
        if ex.goal.kind == "move":
            sol = judge.solution(cfg)
            assert not CODE.search(sol["message"] + sol["steps"]), (where, sol["message"])
        else:
            assert not CODE.search(judge.answer(cfg, ex.answer)["message"]), where
