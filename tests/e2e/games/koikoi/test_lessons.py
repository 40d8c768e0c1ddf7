"""End to end: a Koi-Koi lesson decision judged by its value, by the engine in the page."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import BOOT, visit

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm


def test_the_unsound_koikoi_decision_is_refused(page, built_site):
    """The stop-or-koi-koi lesson judges the decision: the unsound one is refused with the reason."""
    visit(page, built_site.url("koikoi/lessons/stop-or-koikoi/"))
    step = page.locator("#koikoi-stop-or-koikoi-late-and-strong")
    page.wait_for_selector('#koikoi-stop-or-koikoi-late-and-strong[data-hf-mounted="ready"]', timeout=BOOT)
    step.locator('.hf-board [data-action="koikoi"]').click()
    feedback = step.locator(".hf-feedback")
    feedback.filter(has_text="Not quite").wait_for()
    assert "weaker choice" in feedback.inner_text() and "Stopping scores" in feedback.inner_text()
    assert not step.locator(".hf-done-badge").is_visible()
    step.locator('[data-tool="undo"]').click()
    step.locator('.hf-board [data-action="stop"]').click()
    step.locator(".hf-feedback--right").wait_for()
