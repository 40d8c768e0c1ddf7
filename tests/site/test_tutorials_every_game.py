"""The teaching content of every registered game (tutorials/<game>/).

The build rejects illegal positions, unreachable goals and refused sample
answers; these tests check what holds for every game's lessons and puzzles,
parametrised over the registry, and replay every sample answer through the
browser's path (``judge.move`` one move at a time, ``judge.answer`` for
questions).  What is particular to a game's content is tested in
``tests/site/games/<key>/``.
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
for _p in (ROOT, ROOT / "scripts"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from tests.core import judged as judge  # noqa: E402
from tests.project_tutorials import project_tutorials  # noqa: E402

ALL = project_tutorials()
KEYS = sorted({x.tutorial.game for x in ALL})


def _loaded(key):
    return [x for x in ALL if x.tutorial.game == key]


def _exercises(key):
    for x in _loaded(key):
        t = x.tutorial
        if t.kind == "lesson":
            for s in t.steps:
                if s.exercise:
                    yield f"{x.file.name}:{s.id}", s.exercise
        else:
            for p in t.puzzles:
                yield f"{x.file.name}:{p.id}", p.exercise


def _replay(where, ex) -> None:
    cfg = {"game": ex.game, "position": ex.position, "goal": ex.goal_spec}
    if ex.goal.kind == "question":
        out = judge.answer(cfg, ex.answer)
        assert out["status"] == "success", (where, out["message"])
        return
    accepted: list[str] = []
    moves = ex.answer.split() if isinstance(ex.answer, str) else [str(a) for a in ex.answer]
    result = None
    for i, m in enumerate(moves):
        result = judge.move(cfg, accepted + [m])
        assert result["status"] not in ("illegal", "missed"), (where, m, result["message"])
        if i < len(moves) - 1:
            assert result["status"] == "continue", (where, f"settled before {moves[i + 1]}")
        accepted = result["actions"]
    assert result is not None and result["status"] == "success", (where, result)


@pytest.mark.parametrize("key", KEYS)
def test_file_names_match_ids_and_orders(key):
    lessons = [x for x in _loaded(key) if x.tutorial.kind == "lesson"]
    orders = [x.tutorial.order for x in lessons]
    assert len(set(orders)) == len(orders), "two lessons share an order"
    for x in _loaded(key):
        stem = x.file.stem
        assert stem[:2].isdigit() and stem[2] == "-", stem
        assert stem[3:] == x.tutorial.id
        if x.tutorial.kind == "lesson":
            assert int(stem[:2]) == x.tutorial.order
            assert any(s.exercise for s in x.tutorial.steps), f"{x.tutorial.id} has no exercise"


@pytest.mark.parametrize("key", KEYS)
def test_every_goal_is_reachable(key):
    for where, ex in _exercises(key):
        assert ex.solution_count >= 1, where


@pytest.mark.parametrize("key", KEYS)
def test_every_sample_answer_replays_in_the_browser_path(key):
    for where, ex in _exercises(key):
        _replay(where, ex)


@pytest.mark.parametrize("key", KEYS)
def test_puzzles_are_played_on_the_board_from_easy_to_hard(key):
    puzzles = [p for x in _loaded(key) if x.tutorial.kind == "puzzles" for p in x.tutorial.puzzles]
    assert puzzles, f"{key} has no puzzles"
    levels = {p.difficulty for p in puzzles}
    assert min(levels) == 1 and max(levels) >= 4
    for p in puzzles:
        assert 1 <= len(p.exercise.hints) <= 3, p.id
        if p.difficulty >= 4 and p.exercise.goal.kind == "move":
            assert p.exercise.solution_count <= 3, p.id


# ---------------------------------------------------------------------------
# A lesson names a button by the button's own label

_EMPHASIS = re.compile(r"(?<![*\w])\*(?!\*)([^*\n]+?)\*(?!\*)")


def _labels(ex) -> set[str]:
    """The button labels of an exercise's board, at the start and after each move of its sample answer
    (worked out once per exercise: the exercises are the module's, loaded once)."""
    if id(ex) not in _LABELS:
        _LABELS[id(ex)] = _labels_of(ex)
    return _LABELS[id(ex)]


_LABELS: dict[int, set[str]] = {}


def _labels_of(ex) -> set[str]:
    cfg = {"game": ex.game, "position": ex.position, "goal": ex.goal_spec}
    views = [judge.start(cfg)["view"]]
    if ex.goal.kind != "question":
        accepted: list[str] = []
        for m in (ex.answer.split() if isinstance(ex.answer, str) else [str(a) for a in ex.answer]):
            out = judge.move(cfg, accepted + [m])
            if out.get("view"):
                views.append(out["view"])
            accepted = out.get("actions", accepted + [m])
    return {b.get("label", "") for v in views for b in v.get("buttons", [])}


@functools.cache
def _button_words() -> frozenset[str]:
    """The first word of every button label the engines write (Discard, Pass, Stop...)."""
    words = set()
    for key in KEYS:
        for _, ex in _exercises(key):
            words |= {label.split()[0] for label in _labels(ex) if label}
    return frozenset(words)


@pytest.mark.parametrize("key", KEYS)
def test_a_lesson_names_a_button_by_its_own_label(key):
    verbs = _button_words()
    assert {"Pass", "Discard"} <= verbs
    game_labels = set()  # a button that shows on some board of this game (Stop, after a discard)
    for _, ex in _exercises(key):
        game_labels |= _labels(ex)
    for x in _loaded(key):
        t = x.tutorial
        if t.kind != "lesson":
            continue
        everywhere = set()
        for s in t.steps:
            if s.exercise:
                everywhere |= _labels(s.exercise)
        for s in t.steps:
            labels = _labels(s.exercise) if s.exercise else everywhere
            for phrase in _EMPHASIS.findall(s.text or ""):
                if phrase.split()[0] in verbs and phrase.split()[0] not in ("Options",):
                    assert phrase in labels | everywhere | game_labels, (f"{x.file.name}:{s.id}", phrase,
                                                                         sorted(labels))


@pytest.mark.parametrize("key", KEYS)
def test_what_learners_read_has_no_notation(key):
    """No card code in what a learner reads, in any game: the lessons' prose
    and the captions of their pictures, the puzzles' texts, every exercise's
    goal, hints and explanation, the board's status, and the judge's solution
    with its steps (or its answer to a question)."""
    from tests.site.games.shared import assert_no_notation

    lessons = [x.tutorial for x in _loaded(key) if x.tutorial.kind == "lesson"]
    puzzles = [p for x in _loaded(key) if x.tutorial.kind == "puzzles" for p in x.tutorial.puzzles]
    assert_no_notation(key, lessons, puzzles, solution_parts=("message", "steps"))
