"""The Isuri teaching content: lessons on what Isuri adds, puzzles from easy to
hard (which discard earns the most among them), and no notation in anything a learner reads
(texts, hints, explanations, goals, statuses, the engine's messages)."""

from __future__ import annotations


KEY = "isuri"  # the game of the fixtures loaded, lessons and puzzles (conftest.py)


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

