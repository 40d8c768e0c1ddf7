"""The Hachi-Hachi teaching content: its package's lessons, puzzles and mined
trainer puzzles.  What holds for every game (every file loads and is proved,
every sample answer is accepted move by move, every rules section is a
heading of the rules page, at least 200 trainer puzzles) is tested over the
registry; these tests check what is Hachi-Hachi's own."""

from __future__ import annotations

from ..shared import ROOT  # noqa: F401  (also puts scripts/ on the path for sitegen)

from hanafuda_core import games  # noqa: E402
from tests.core import judged as judge  # noqa: E402

KEY = "hachihachi"  # the game of the fixtures loaded, lessons and puzzles (conftest.py)


def test_eight_lessons_from_the_core_game_and_six_puzzles(lessons, puzzles):
    assert [t.order for t in lessons] == list(range(1, 9))
    assert lessons[0].id == "cards-and-88" and lessons[0].preset == "core"
    assert sorted(p.difficulty for p in puzzles) == [1, 2, 2, 3, 3, 4]


def test_the_mined_puzzles_are_themed_with_the_games_themes():
    from sitegen.sections import tutorial_folder
    from sitegen.tutorials import load_file

    mined = load_file(tutorial_folder(games.get(KEY)) / "mined" / "trainer.yaml").puzzles
    assert all(p.rating and p.themes and set(p.themes) <= set(games.get(KEY).puzzle_themes) for p in mined)


def test_a_wrong_sage_is_explained_with_figures(lessons):
    step = next(s for t in lessons if t.id == "sage-or-shoubu" for s in t.steps if s.id == "late")
    cfg = {"game": KEY, "position": step.exercise.position, "goal": step.exercise.goal_spec}
    out = judge.move(cfg, ["sage"])
    assert out["status"] == "missed"
    assert "Going on is the weaker choice here" in out["message"] and "Stopping is worth about" in out["message"]
