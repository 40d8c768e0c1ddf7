"""The Sakura teaching content: its package's lessons, puzzles and mined
trainer puzzles.  What holds for every game (every file loads and is proved,
every sample answer is accepted move by move, every rules section is a
heading of the rules page, at least 200 trainer puzzles, every table of the
rules page built) is tested over the registry; these tests check what is
Sakura's own."""

from __future__ import annotations

from ..shared import ROOT  # noqa: F401  (also puts scripts/ on the path for sitegen)

from hanafuda_core import games  # noqa: E402
from tests.core import judged as judge  # noqa: E402

KEY = "sakura"  # the game of the fixtures loaded, lessons and puzzles (conftest.py)


def test_six_lessons_in_order_and_five_puzzles(lessons, puzzles):
    assert [t.order for t in lessons] == list(range(1, 7))
    assert lessons[0].id == "cards-and-their-worth"
    assert sorted(p.difficulty for p in puzzles) == [1, 2, 2, 3, 4]
    hard = next(p for p in puzzles if p.difficulty == 4)
    assert hard.exercise.solution_count <= 3


def test_the_mined_puzzles_are_themed_with_the_games_themes():
    from sitegen.sections import tutorial_folder
    from sitegen.tutorials import load_file

    mined = load_file(tutorial_folder(games.get(KEY)) / "mined" / "trainer.yaml").puzzles
    assert all(p.rating and p.themes and set(p.themes) <= set(games.get(KEY).puzzle_themes) for p in mined)


def test_a_lightning_aimed_at_the_best_card_but_not_the_best_turn_is_explained_with_figures(puzzles):
    puzzle = next(p for p in puzzles if p.id == "not-the-moon")
    cfg = {"game": KEY, "position": puzzle.exercise.position, "goal": puzzle.exercise.goal_spec}
    out = judge.move(cfg, ["11C>8B"])
    assert out["status"] == "missed"
    assert "Your turn ended with cards worth 20 points" in out["message"]
    assert "the most this turn was 30" in out["message"]
