"""End to end: Hiyoko puzzles solved on the board, judged by the engine in the page."""

from __future__ import annotations

import pytest

from tests.core import judged as judge

from tests.e2e.conftest import click_action, open_exercise, wait_idle

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm


def test_a_hiyoko_puzzle_wrong_then_right(page, built_site):
    step = open_exercise(page, built_site, "hiyoko/puzzles/puzzles/", "hiyoko-puzzles-end-of-the-year")
    cfg = {"game": "hiyoko",
           "position": "1C1 2C1 3C1 5C1 6C1 10C1; 4C1 7C1 8C1 9C2 11A; 8C2 9C1; ?; 1; 0; 0; 2; 0-0; 2; -",
           "goal": {"type": "longest-chain"}}
    step.locator('.hf-board [data-action="10C1"]').click()
    wait_idle(page, step)
    step.locator('.hf-board [data-action="stop"]').click()
    feedback = step.locator(".hf-feedback")
    feedback.filter(has_text="Not quite").wait_for()
    assert judge.move(cfg, ["10C1", "stop"])["message"] in feedback.inner_text()
    step.locator('[data-tool="undo"]').click()
    step.locator('[data-tool="undo"]').click()
    step.locator(".hf-feedback:empty").wait_for(state="attached")
    # Both moves are taken back: nothing left to undo, and the board (whichever
    # of the two redraws answers last) shows the opening hand again.
    step.locator('[data-tool="undo"][disabled]').wait_for(state="attached")
    step.locator('.hf-board [data-zone="hand-0"] [data-action="10C1"]').wait_for()
    for action in ("10C1", "6C1", "2C1", "1C1"):
        click_action(step, action)
        wait_idle(page, step)
    step.locator(".hf-feedback--right").wait_for()
    assert step.locator(".hf-done-badge").is_visible()


def test_a_hiyoko_question_puzzle(page, built_site):
    q = open_exercise(page, built_site, "hiyoko/puzzles/puzzles/", "hiyoko-puzzles-after-the-willow")
    q.locator('[data-choice="12"]').click()
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback--wrong").wait_for()
    q.locator('[data-choice="12"]').click()
    q.locator('[data-choice="3"]').click()
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback--right").wait_for()
