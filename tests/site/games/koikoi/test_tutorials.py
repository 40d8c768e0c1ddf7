"""The Koi-Koi teaching content: lessons and puzzles in tutorials/koikoi/.

The build rejects illegal positions, unreachable goals and refused sample
answers; these tests check the content as a whole and replay every sample
answer through the browser's path (``judge.move`` one move at a time,
``judge.answer`` for questions).
"""

from __future__ import annotations

import pytest

from ..shared import ROOT  # noqa: F401  (also puts scripts/ on the path for sitegen)

from tests.core import judged as judge  # noqa: E402
from sitegen import tutorials  # noqa: E402

KEY = "koikoi"  # the game of the fixtures loaded, lessons and puzzles (conftest.py)



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





# ---------------------------------------------------------------------------
# Tutorials that name a rule set (the ``preset`` field)

SAMPLE = """\
id: sample
game: koikoi
kind: lesson
title: Sample
summary: A sample lesson.
preset: {preset}
steps:
  - id: moon
    title: The Moon
    text: Capture the Moon.
    position: "{position}"
    goal: {{type: capture-card, cards: 8B}}
    answer: "8C1"
    explanation: Your August chaff captures the Moon.
"""
MOON = ("1C1 4C1 6C1 8C1 12C1; 2A 4C2 5C2 7C1 10C2; 3C1 5C1 8B 11C; 1B 3B 3R 3C2 5A 5R 6A 7R 8A 8C2 9A "
        "9R 10R 11B 11A 11R 12B 2C1; -; 1R 1C2 2R 2C2 4A 4R 6R 6C2 7A 7C2 9C1 9C2 10A 10C1 12C2 12C3; 1; "
        "play; 1; -; 1/12; 0-0; {rules}")


def _load(tmp_path, preset, rules):
    folder = tmp_path / "koikoi"
    folder.mkdir(exist_ok=True)
    (folder / "01-sample.yaml").write_text(SAMPLE.format(preset=preset, position=MOON.format(rules=rules)))
    return tutorials.load_all(tmp_path)


def test_a_tutorial_may_name_a_rule_set(tmp_path):
    (loaded,) = _load(tmp_path, "modern", "modern,five-lights=10")  # single rules changed: still that set
    assert loaded.tutorial.preset == "modern"


@pytest.mark.parametrize("preset, rules, line, message", [
    ("modern", "seed", 11, "played under the rule set \"This site's rules\" (seed), but the file names "
                           "the rule set 'Modern Japanese rules' (modern)"),
    ("moderne", "modern", 6, "'preset' must be one of the rule sets seed, nintendo-leaflet, modern, "
                             "hanafuda-flash, koikoi-japan, first-game, not 'moderne' (did you mean 'modern'?)"),
    ("nintendo", "nintendo", 6, "not 'nintendo'"),  # the retired rule set cannot be named
    # an unknown option value in the position's rules: the value and the choices
    ("koikoi-japan", "koikoi-japan,bonus=triple", 11, "'triple'"),
    ("koikoi-japan", "koikoi-japan,spoiled-by=thunder", 11, "rain-man-or-lightning"),
    ("seed", "koikoi-jpn", 11, "unknown preset 'koikoi-jpn'; the presets are seed, nintendo-leaflet, modern, "
                               "hanafuda-flash, koikoi-japan, first-game"),
])
def test_a_wrong_rule_set_is_a_build_error(tmp_path, preset, rules, line, message):
    with pytest.raises(tutorials.TutorialFileError) as info:
        _load(tmp_path, preset, rules)
    assert info.value.line == line and message in str(info.value), str(info.value)


def test_a_game_without_rule_sets_refuses_the_field(tmp_path):
    from hanafuda_core.learning.tutorial import TutorialError, load_tutorial

    with pytest.raises(TutorialError, match="has no named rule sets"):
        load_tutorial({"id": "x", "game": "poka", "kind": "lesson", "title": "X", "summary": "X",
                       "preset": "seed", "steps": [{"id": "a", "title": "A", "text": "A"}]})


def test_the_modern_rules_lesson(loaded, built_site):
    lesson = next(x for x in loaded if x.tutorial.id == "modern-rules")
    assert lesson.tutorial.preset == "modern"
    for s in lesson.tutorial.steps:
        if s.exercise:
            assert s.exercise.position.endswith("; modern")
    html = (built_site.directory / "koikoi" / "lessons" / "modern-rules" / "index.html").read_text()
    assert "played with the rule set “Modern Japanese rules”" in html
