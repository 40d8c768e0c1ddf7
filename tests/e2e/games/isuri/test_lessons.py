"""End to end: an Isuri lesson step answered wrong, then right, on the board,
judged by the engine in the page."""

from __future__ import annotations

import pytest

from tests.core import judged as judge

from tests.e2e.conftest import click_action, exercise_config, open_exercise, wait_idle

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm


def test_a_group_of_one_month_wrong_then_right(page, built_site):
    """One bush clover card alone ends the turn with the other two still in the hand:
    the engine says why the goal is missed; the three together, as one move, meet it."""
    url, widget_id, cfg = exercise_config("isuri", "several-cards", "three-bush-clovers")
    step = open_exercise(page, built_site, url, widget_id)
    feedback = step.locator(".hf-feedback")

    click_action(step, "7R")
    verdict = judge.move(cfg, ["7R"])
    assert verdict["status"] == "missed"
    feedback.filter(has_text="Not quite").wait_for()
    assert verdict["message"] in feedback.inner_text()
    assert not step.locator(".hf-done-badge").is_visible()

    step.locator('[data-tool="undo"]').click()
    step.locator(".hf-feedback:empty").wait_for(state="attached")
    step.locator('[data-tool="undo"][disabled]').wait_for(state="attached")
    group = "7R+7C1+7A"
    step.locator(f'.hf-board [data-action="{group}"]').first.wait_for(state="attached")
    click_action(step, group)
    wait_idle(page, step)
    step.locator(".hf-feedback--right").wait_for()
    assert judge.move(cfg, [group])["status"] == "success"
    assert step.locator(".hf-done-badge").is_visible()
    assert "21 points" in step.locator(".hf-exercise__explanation").inner_text()
