"""Sakura's section while the game is not declared (its package is left out
of the site until the suite finds its time): the game is registered for
these tests only; every lesson file loads and is proved by the engine, its
sample answers are accepted through the browser's path, a wrong Lightning is
explained with the figures, its rules sections are headings of the rules
page, the trainer holds at least 200 mined puzzles, and every table of the
rules page is built.  Once the game is declared, the tests over every game
cover all of this (checked with the game declared locally: the site and core
suites, the sweeps of every page and the boards at every table size) and
this module goes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]
for _p in (ROOT, ROOT / "scripts"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from hanafuda_core import games  # noqa: E402
from hanafuda_core.learning import judge  # noqa: E402

PACKAGE = ROOT / "hanafuda_core" / "games" / "sakura"


@pytest.fixture(scope="module")
def game():
    from hanafuda_core.games.sakura.game import SakuraGame

    if "sakura" in games.keys():  # declared (locally, while the section is checked whole)
        yield games.get("sakura")
        return
    game = games.register(SakuraGame())
    yield game
    games.unregister(game.key)


@pytest.fixture(scope="module")
def loaded(game):
    from sitegen.tutorials import load_file

    return [load_file(f) for f in sorted((PACKAGE / "tutorials").glob("*.yaml"))]


@pytest.fixture(scope="module")
def lessons(loaded):
    return [t for t in loaded if t.kind == "lesson"]


def test_six_lessons_in_order_each_with_exercises_and_the_puzzles(loaded, lessons):
    assert [t.order for t in lessons] == list(range(1, 7))
    assert all(any(s.exercise for s in t.steps) for t in lessons)
    puzzles = [p for t in loaded if t.kind == "puzzles" for p in t.puzzles]
    assert sorted(p.difficulty for p in puzzles) == [1, 2, 2, 3, 4]
    hard = next(p for p in puzzles if p.difficulty == 4)
    assert hard.exercise.solution_count <= 3


def test_the_trainer_holds_at_least_200_rated_and_themed_mined_puzzles(game):
    from sitegen.tutorials import load_file

    mined = load_file(PACKAGE / "tutorials" / "mined" / "trainer.yaml")
    assert len(mined.puzzles) >= 200
    assert all(p.rating and p.themes and set(p.themes) <= set(game.puzzle_themes) for p in mined.puzzles)


def _exercises(loaded):
    for t in loaded:
        for item in (t.steps if t.kind == "lesson" else t.puzzles):
            if item.exercise is not None:
                yield t.id, item.id, item.exercise


def test_every_sample_answer_is_accepted_move_by_move(loaded):
    for tid, sid, ex in _exercises(loaded):
        cfg = {"game": ex.game, "position": ex.position, "goal": ex.goal_spec}
        if ex.goal.kind == "question":
            assert judge.answer(cfg, ex.answer)["status"] == "success", (tid, sid)
            continue
        out = judge.move(cfg, ex.answer.split())
        assert out["status"] == "success", (tid, sid, out["message"])


def test_a_lightning_aimed_at_the_best_card_but_not_the_best_turn_is_explained_with_figures(loaded):
    puzzle = next(p for t in loaded if t.kind == "puzzles" for p in t.puzzles if p.id == "not-the-moon")
    cfg = {"game": "sakura", "position": puzzle.exercise.position, "goal": puzzle.exercise.goal_spec}
    out = judge.move(cfg, ["11C>8B"])
    assert out["status"] == "missed"
    assert "Your turn ended with cards worth 20 points" in out["message"]
    assert "the most this turn was 30" in out["message"]


def test_every_lesson_names_a_heading_of_the_rules_page(game, lessons):
    from sitegen.course import rules_headings

    headings = rules_headings((PACKAGE / "pages" / "games" / "sakura.md").read_text(encoding="utf-8"))
    assert {t.rules for t in lessons} <= set(headings)


def test_every_table_of_the_rules_page_is_built(game):
    page = (PACKAGE / "pages" / "games" / "sakura.md").read_text(encoding="utf-8")
    tables = game.site.tables()
    fences = {line.strip() for line in page.split("```hanafuda-table\n")[1:] for line in [line.split("\n")[0]]}
    assert fences == set(tables)
    for name, build in tables.items():
        assert build().endswith("</table></div>"), name
