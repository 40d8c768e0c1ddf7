"""The Poka teaching content: lessons and puzzles in tutorials/poka/.

The build already rejects a file whose positions are illegal, whose goal cannot
be reached or whose sample answer the engine refuses.  These tests check the
content as a whole: enough lessons and puzzles, the topics covered, a spread of
difficulties, and that every sample answer also succeeds through the browser's
path (``judge.move`` one move at a time, ``judge.answer`` for questions).
"""

from __future__ import annotations

import pytest

from ..shared import ROOT  # noqa: F401  (also puts scripts/ on the path for sitegen)

from hanafuda_core.games import poka  # noqa: E402
from hanafuda_core.deck import CARDS  # noqa: E402
from tests.core import judged as judge  # noqa: E402
from hanafuda_core.games import get as game  # noqa: E402

# Lesson ids that must exist, by topic.
REQUIRED_LESSONS = {
    "following": "following the discard pile",
    "month-order": "the month order, December to January",
    "chains": "chains, stopping, longest chain",
    "ghost-cards": "ghost cards",
    "one-two": "the One-Two combo and the January/February option",
    "teyaku": "naming teyaku",
    "teyaku-at-the-deal": "settling teyaku at the deal",
    "passing": "passing, drawing and the reshuffle",
    "scoring": "scoring and All Out",
}


KEY = "poka"  # the game of the fixtures loaded, lessons and puzzles (conftest.py)




def _exercises(loaded, skip: tuple[str, ...] = ()):
    for x in loaded:
        t = x.tutorial
        if t.id in skip:
            continue
        if t.kind == "lesson":
            for s in t.steps:
                if s.exercise:
                    yield f"{x.file.name}:{s.id}", s.exercise
        else:
            for p in t.puzzles:
                yield f"{x.file.name}:{p.id}", p.exercise


def _config(ex) -> dict:
    return {"game": ex.game, "position": ex.position, "goal": ex.goal_spec}


def _moves(answer) -> list[str]:
    return answer.split() if isinstance(answer, str) else [str(a) for a in answer]


def _replay(ex) -> dict:
    """Play the sample answer through judge.move, one move at a time, like the browser."""
    cfg = _config(ex)
    accepted: list[str] = []
    result = None
    moves = _moves(ex.answer)
    for i, m in enumerate(moves):
        result = judge.move(cfg, accepted + [m])
        assert result["status"] != "illegal", f"move {m} is illegal: {result['message']}"
        assert result["status"] != "missed", f"move {m} misses the goal: {result['message']}"
        if i < len(moves) - 1:
            assert result["status"] == "continue", f"the goal was settled before move {moves[i + 1]}"
        accepted = result["actions"]
    return result


def test_counts(lessons, puzzles):
    assert len(lessons) >= 7
    assert len(puzzles) >= 12


def test_topics_covered(lessons):
    ids = {t.id for t in lessons}
    missing = {i: topic for i, topic in REQUIRED_LESSONS.items() if i not in ids}
    assert not missing, f"lessons missing: {missing}"


def test_lesson_shape(lessons):
    orders = [t.order for t in lessons]
    assert len(set(orders)) == len(orders), "two lessons share an order"
    for t in lessons:
        low = 2 if t.id == "following" else 3  # the first lesson is a short warm-up
        assert low <= len(t.steps) <= 6, t.id
        assert any(s.exercise for s in t.steps), f"{t.id} has no exercise"
        for s in t.steps:
            if s.exercise:
                assert 1 <= len(s.exercise.hints) <= 3, f"{t.id}/{s.id}: give 1 to 3 hints"








def _lesson(lessons, lid):
    return next(t for t in lessons if t.id == lid)


def _positions(lesson):
    adapter = game("poka")
    return [(s, adapter.parse_position(s.exercise.position)) for s in lesson.steps if s.exercise]


def test_month_order_crosses_the_year(lessons):
    steps = _positions(_lesson(lessons, "month-order"))
    tops = {CARDS[pos.top].month for s, pos in steps if s.exercise.goal_spec["type"] == "next-month"}
    assert 12 in tops, "a next-month question on a December card"


def test_chains_lesson_has_stop_and_longest_chain(lessons):
    t = _lesson(lessons, "chains")
    goals = {s.exercise.goal_spec["type"] for s in t.steps if s.exercise}
    assert "longest-chain" in goals
    assert any(s.exercise and "stop" in _moves(s.exercise.answer) for s in t.steps)


def test_ghost_lesson_bridges_a_gap(lessons):
    steps = _positions(_lesson(lessons, "ghost-cards"))
    bridges = [s for s, pos in steps if s.exercise.goal_spec["type"] == "empty-hand"
               and pos.hands[pos.turn] & poka.GHOST_MASK]
    assert bridges
    for s in bridges:
        # The ghost is not the first card played: it bridges a gap.
        assert _moves(s.exercise.answer)[0] not in ("1B", "1R", "2A")


def test_one_two_lesson(lessons):
    steps = _positions(_lesson(lessons, "one-two"))
    combos = [s for s, pos in steps if pos.top in (2, 3) and any(
        m in ("1C1", "1C2") for m in _moves(s.exercise.answer))]
    assert combos, "a step playing the One-Two combo on a pine chaff"
    options = [s for s, pos in steps if pos.options.jan_feb_all_at_once]
    assert options, "a step with the jan-feb option"
    assert any("+" in m for s in options for m in _moves(s.exercise.answer)), "a multi-card move"


def test_teyaku_lessons(lessons):
    named = set()
    for s, pos in _positions(_lesson(lessons, "teyaku")):
        assert s.exercise.goal_spec["type"] == "name-teyaku"
        named |= set(_moves(s.exercise.answer))
    assert named >= {t.key for t in poka.TEYAKU} | {"none"}
    outcomes = set()
    for s, pos in _positions(_lesson(lessons, "teyaku-at-the-deal")):
        assert s.exercise.goal_spec["type"] == "deal-outcome"
        outcomes |= set(_moves(s.exercise.answer))
    assert {"play", "void"} <= outcomes
    assert outcomes & {"p1", "p2"}, "a teyaku winning the round"
    assert outcomes & {"p1-match", "p2-match"}, "Four of a Kind winning the match"


def test_passing_lesson_has_forced_passes_and_draws(lessons):
    steps = _positions(_lesson(lessons, "passing"))
    forced = [(s, pos) for s, pos in steps if [a.text() for a in pos.legal_actions()] == ["pass"]]
    assert forced and all(s.exercise.goal_spec["type"] == "legal-move" for s, _ in forced)
    events = set()
    for s, pos in forced:
        if pos.passes == 1 and pos.draw is not None:
            after = pos.copy()
            after.push("pass")
            events |= {e.kind for e in after.log[-1].events}
    assert {"draw", "reshuffle"} <= events


def test_scoring_lesson_has_all_out(lessons):
    results = []
    for s, pos in _positions(_lesson(lessons, "scoring")):
        if s.exercise.goal_spec["type"] == "empty-hand":
            results.append((pos.first[pos.turn], _replay(s.exercise)["message"]))
    assert any(first and "All Out" in msg for first, msg in results)
    assert any(not first and "All Out" not in msg for first, msg in results)


def test_at_deal_positions_hold_only_intended_teyaku(loaded):
    # Outside the teyaku lessons, a dealt six-card hand never holds a teyaku by accident.
    adapter = game("poka")
    for where, ex in _exercises(loaded, skip=("teyaku", "teyaku-at-the-deal")):
        if ex.game != "poka":
            continue
        pos = adapter.parse_position(ex.position)
        for p in (0, 1):
            if pos.hands[p].bit_count() == 6:
                assert not poka.teyaku_of(pos.hands[p]), f"{where}: player {p + 1} holds a teyaku"
