"""End to end: Isuri puzzles on the board, judged by the engine in the page."""

from __future__ import annotations

import pytest

from tests.core import judged as judge

from tests.e2e.conftest import click_action, exercise_config, open_exercise, wait_idle

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm


def test_an_isuri_puzzle_with_a_group_of_one_month(page, built_site):
    step = open_exercise(page, built_site, "isuri/puzzles/puzzles/", "isuri-puzzles-everything-for-iris")
    for action in ("5C1+5C2+1B", "7C1", "8C1", "9C1"):
        click_action(step, action)
        wait_idle(page, step)
    step.locator(".hf-feedback--right").wait_for()
    assert "54 points" in step.locator(".hf-feedback").inner_text()


def test_which_card_first_wrong_then_right(page, built_site):
    """A question puzzle: the wrong card gets a hint rather than the answer, the
    engine's own reasoning on a second try, and the right card is accepted."""
    url, widget_id, cfg = exercise_config("isuri", "puzzles", "which-card-first")
    q = open_exercise(page, built_site, url, widget_id)
    right = judge.solution(cfg)["answer"]
    choices = q.locator("[data-choice]").evaluate_all("els => els.map(e => e.dataset.choice)")
    wrong = next(c for c in choices if c not in right)
    verdict = judge.answer(cfg, [wrong])
    assert verdict["status"] == "wrong"

    q.locator(f'[data-choice="{wrong}"]').click()
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback--wrong").wait_for()
    first = q.locator(".hf-feedback").inner_text()
    assert verdict["message"] in first and "Hint:" in first
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback", has_text=verdict["explanation"]).wait_for()
    assert not q.locator(".hf-done-badge").is_visible()

    q.locator(f'[data-choice="{wrong}"]').click()  # unselect it
    for c in right:
        q.locator(f'[data-choice="{c}"]').click()
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback--right").wait_for()
    assert judge.answer(cfg, right)["message"] in q.locator(".hf-feedback").inner_text()
    assert q.locator(".hf-done-badge").is_visible()
