"""End to end: the puzzle trainer in Chromium. Solve, miss (the missed puzzle
comes back three puzzles later), the rating survives a reload, and a damaged
record gives a message and a fresh start."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from hanafuda_core import games
from hanafuda_core.learning.goals import make_goal
from hanafuda_core.learning.judge import judge_actions

from .conftest import click_action, visit, wait_offered
from tests.project_tutorials import tutorial_folder

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm

BOOT = 60_000
ROOT = Path(__file__).resolve().parents[2]


def _puzzles(key: str) -> dict:
    data = yaml.safe_load((tutorial_folder(key) / "mined" / "trainer.yaml").read_text(encoding="utf-8"))
    return {p["id"]: p for p in data["puzzles"]}


def _wrong_move(key: str, p: dict) -> str:
    game = games.get(key)
    pos = game.parse_position(p["position"])
    goal = make_goal(game, p["goal"])
    goal.prepare(pos)
    return next(a for a in game.legal_actions(pos) if judge_actions(game, goal, pos, [a]).status == "missed")


def _ready(page, shown: int) -> str:
    page.wait_for_selector(f'.hf-trainer[data-ready="{shown}"]', timeout=BOOT)
    return page.locator(".hf-trainer").get_attribute("data-puzzle")


def _solve(page, puzzle: dict) -> None:
    ex = page.locator(".hf-trainer__exercise")
    for a in puzzle["answer"].split():
        # A move is made on the board as drawn after the last one was judged
        # (a click while the engine judges is ignored, as it is for a learner).
        wait_offered(ex, a)
        click_action(ex, a)
        page.wait_for_function("e => !e.dataset.busy", arg=ex.element_handle())
    page.wait_for_selector('.hf-trainer[data-result="solved"]', timeout=BOOT)


def test_trainer_solve_miss_comes_back_and_rating_persists(page, built_site):
    key = "poka"
    puzzles = _puzzles(key)
    visit(page, built_site.url(f"trainer/{key}/"))
    first = _ready(page, 1)
    # Missed: the first wrong move is the result (Undo can still finish it).
    click_action(page.locator(".hf-trainer__exercise"), _wrong_move(key, puzzles[first]))
    page.wait_for_selector('.hf-trainer[data-result="missed"]', timeout=BOOT)
    assert int(page.locator(".hf-trainer").get_attribute("data-rating")) < 1500
    assert "come back" in page.locator(".hf-trainer__verdict").inner_text()
    seen = [first]
    for n in range(2, 5):
        page.locator(".hf-trainer__next").click()
        pid = _ready(page, n)
        seen.append(pid)
        _solve(page, puzzles[pid])
    assert first not in seen[1:]
    counts = page.locator(".hf-trainer__counts").inner_text()
    assert "Streak: 3" in counts and "1 missed puzzle to come back" in counts
    page.locator(".hf-trainer__next").click()
    assert _ready(page, 5) == first  # three puzzles later, the missed one is back
    rating = page.locator(".hf-trainer__rating").inner_text()
    assert page.locator(".hf-trainer__plot").get_attribute("aria-label").startswith("Your rating over the last 4")

    page.reload()  # the record and the next puzzle survive
    assert _ready(page, 1) == first
    page.wait_for_selector('.hf-trainer[data-engine="ready"]', timeout=BOOT)
    assert re.search(r"\d+", rating).group() in page.locator(".hf-trainer__rating").inner_text()
    assert page.locator(".hf-trainer").get_attribute("data-played") == "4"


def test_damaged_record_gives_a_message_and_a_fresh_start(page, built_site):
    visit(page, built_site.url("trainer/"))
    _ready(page, 1)
    # the engine has saved the record it started with (else it could overwrite the damage below)
    page.wait_for_selector('.hf-trainer[data-engine="ready"]', timeout=BOOT)
    page.evaluate("""() => { localStorage.setItem('hanafuda:trainer:all', '{"version": 1, "rating": "lots"');
                             localStorage.setItem('hanafuda:trainer:all:next', 'no-such-puzzle'); }""")
    page.reload()
    _ready(page, 1)  # the first puzzle is shown all the same
    page.wait_for_selector('.hf-trainer[data-engine="ready"]', timeout=BOOT)
    notice = page.locator(".hf-trainer__notice")
    assert notice.is_visible() and "could not be read" in notice.inner_text()
    assert "1500" in page.locator(".hf-trainer__rating").inner_text()
