"""End to end: a lesson step and a puzzle, judged by the engine in the browser."""

from __future__ import annotations

import json
import re
from urllib.parse import urljoin

import pytest

from ...conftest import solve, visit

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm

BOOT = 60_000
STEP = "#poka-following-play-a-follower"


def open_lesson(page, built_site):
    visit(page, built_site.url("poka/lessons/following/"))
    page.wait_for_selector(f'{STEP}[data-hf-mounted="ready"]', timeout=BOOT)
    return page.locator(STEP)


def test_lesson_step_wrong_then_right_and_progress_survives_reload(page, built_site):
    step = open_lesson(page, built_site)
    feedback = step.locator(".hf-feedback")
    # An illegal card: the engine's reason is shown and the board does not change.
    step.locator('[data-action="9R"]').click()
    feedback.filter(has_text="Not allowed").wait_for()
    assert "A September card can only follow an August card; the top card is June" in feedback.inner_text()
    assert step.locator('.hf-zone[data-zone="discard"] [data-card="9R"]').count() == 0
    # A legal follower: success, with the lesson's explanation.
    step.locator('[data-action="7C1"]').click()
    feedback.filter(has_text="Well done").wait_for()
    assert "may go on" in feedback.inner_text()
    assert "July comes right after June" in step.locator(".hf-exercise__explanation").inner_text()
    assert step.locator(".hf-done-badge").is_visible()
    summary = page.locator(".hf-progress-summary")
    assert "1 of 2 done" in summary.inner_text()

    page.reload()
    page.wait_for_selector(f'{STEP}[data-hf-mounted="ready"]', timeout=BOOT)
    assert page.locator(f"{STEP} .hf-done-badge").is_visible()
    assert "1 of 2 done" in page.locator(".hf-progress-summary").inner_text()


def test_question_step_wrong_then_right(page, built_site):
    open_lesson(page, built_site)
    q = page.locator("#poka-following-next-month")
    q.locator('[data-choice="8"]').click()
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback--wrong").wait_for()
    first = q.locator(".hf-feedback").inner_text()
    assert "Hint:" in first and "July" not in first  # the first wrong answer gets a hint, not the answer
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback", has_text="July").wait_for()  # then the engine's reasoning
    q.locator('[data-choice="7"]').click()
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback--right").wait_for()


def test_corrupt_progress_is_reset_without_breaking_the_page(page, built_site):
    open_lesson(page, built_site)
    page.locator(".hf-progress-summary").filter(has_text="0 of 2 done").wait_for()
    page.evaluate("localStorage.setItem('hanafuda:progress', '{not json')")
    page.reload()
    page.wait_for_selector(f'{STEP}[data-hf-mounted="ready"]', timeout=BOOT)
    assert "could not be read" in page.locator(".hf-progress-summary").inner_text()
    assert "0 of 2 done" in page.locator(".hf-progress-summary").inner_text()
    page.locator(f'{STEP} [data-action="7C1"]').click()
    page.locator(f"{STEP} .hf-feedback--right").wait_for()
    stored = json.loads(page.evaluate("localStorage.getItem('hanafuda:progress')"))
    assert "play-a-follower" in stored["tutorials"]["poka/following"]["done"]

    # Damaged while the page is open (another tab, or a hand in the browser's
    # storage): the next step done sets the text aside, and the page says so at once.
    page.evaluate("""() => {
        document.querySelector('.hf-progress-summary .hf-notice').remove();
        localStorage.setItem('hanafuda:progress', '{not json either');
    }""")
    q = page.locator("#poka-following-next-month")
    q.locator('[data-choice="7"]').click()
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback--right").wait_for()
    page.locator(".hf-progress-summary .hf-notice").filter(has_text="could not be read").wait_for()
    assert page.evaluate("localStorage.getItem('hanafuda:progress:corrupt')") == "{not json either"
    stored = json.loads(page.evaluate("localStorage.getItem('hanafuda:progress')"))
    assert list(stored["tutorials"]["poka/following"]["done"]) == ["next-month"]


def test_step_completed_with_the_keyboard_only(page, built_site):
    step = open_lesson(page, built_site)
    # Start from the step's goal text and move only with the keyboard.
    step.locator(".hf-exercise__goal").click()
    for _ in range(40):
        page.keyboard.press("Tab")
        active = page.evaluate("document.activeElement.closest('#poka-following-play-a-follower .hf-zone') ? document.activeElement.dataset.action : null")
        if active:
            break
    assert active, "Tab never reached the hand"
    for _ in range(8):
        if page.evaluate("document.activeElement.dataset.action") == "7C1":
            break
        page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.action") == "7C1"
    page.keyboard.press("Enter")
    step.locator(".hf-feedback--right").wait_for()


def test_a_puzzle_solved_with_the_engines_own_solution(page, built_site):
    # Find the first puzzle page through the site's navigation.
    visit(page, built_site.url("poka/lessons/following/"))
    href = page.locator("a[href*='puzzles/']").first.get_attribute("href")
    visit(page, urljoin(built_site.url("poka/lessons/following/"), href))
    widget = page.locator('[data-hf-widget="exercise"]').first
    page.wait_for_selector('[data-hf-widget="exercise"][data-hf-mounted="ready"]', timeout=BOOT)
    solve(page, widget)
    assert widget.locator(".hf-done-badge").is_visible()
