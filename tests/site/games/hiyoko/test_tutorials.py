"""The Hiyoko teaching content: the lessons the course needs, thirteen
puzzles from easy to hard, and no notation in anything a learner reads
(texts, hints, explanations, goals, statuses, the engine's messages)."""

from __future__ import annotations


KEY = "hiyoko"  # the game of the fixtures loaded, lessons and puzzles (conftest.py)


def test_the_lessons_cover_the_game(lessons):
    ids = [t.id for t in lessons]
    assert ids == ["nagoya-order", "following", "wild-cards", "passing-and-drawing", "one-two", "winning"]
    for t in lessons:
        assert t.rules and t.learned and any(s.exercise for s in t.steps)


def test_the_puzzles_go_from_easy_to_hard(puzzles):
    assert len(puzzles) >= 12
    levels = [p.difficulty for p in puzzles]
    assert levels == sorted(levels) and levels[0] == 1 and levels[-1] == 5
    types = {p.exercise.goal_spec["type"] for p in puzzles}
    assert {"empty-hand", "longest-chain", "follow-months", "can-follow", "after-pass"} <= types


def test_the_wild_card_lessons_use_both_kinds_of_wild_cards(lessons):
    wild = next(t for t in lessons if t.id == "wild-cards")
    positions = " ".join(s.exercise.position for s in wild.steps if s.exercise)
    assert "; t;" in positions and "; 2;" in positions  # turned up and discarded
    drawing = next(t for t in lessons if t.id == "passing-and-drawing")
    assert any("draw=first-passer" in s.exercise.position for s in drawing.steps if s.exercise)

