"""End to end: the first move on an exercise page is judged before the rules
engine has started (from the engine's answers recorded at build time,
scripts/sitegen/answers.py), and the live engine takes over after it.

The test server holds back every Pyodide file until the test releases them,
as a slow network would, so the engine cannot be ready when the first move
is made."""

from __future__ import annotations

import threading

import pytest

from hanafuda_core.learning import judge

from .test_every_game import KEYS, _step_with_an_illegal_click, solve_on_board

BOOT = 60_000


def _runtime(page, field):
    return page.evaluate(f"() => window.__hanafudaRuntime.{field}")


@pytest.mark.parametrize("key", KEYS)
def test_the_first_move_is_judged_before_the_engine_is_ready(page, built_site, key):
    url, widget_id, cfg, refused = _step_with_an_illegal_click(key)
    release = threading.Event()
    held: list[str] = []

    def gate(path):
        if "/assets/pyodide/" in path:
            held.append(path)
            release.wait(60)

    built_site.server.gate = gate
    try:
        page.goto(built_site.url(url))
        step = page.locator(f"#{widget_id}")
        page.wait_for_selector(f'#{widget_id}[data-hf-mounted="ready"]', timeout=10_000)
        assert step.get_attribute("data-hf-answered") == "recorded"
        # No loading bar over a board that already works.
        assert step.locator(".hf-widget__status progress").count() == 0
        feedback = step.locator(".hf-feedback")
        step.locator(f'.hf-board [data-action="{refused}"]').first.click()
        verdict = judge.move(cfg, [refused])
        feedback.filter(has_text="Not allowed" if verdict["status"] == "illegal" else "Not quite").wait_for(timeout=10_000)
        assert verdict["message"] in feedback.inner_text()
        # Judged while Python was still held back.
        assert held, "the engine's files were never requested"
        assert _runtime(page, "ready") is False
        recorded = _runtime(page, "recordedAnswers")
        assert recorded >= 2  # the start of the step and the move
    finally:
        release.set()
        built_site.server.gate = None

    # The engine takes over: everything after the first move is judged live.
    page.wait_for_function("() => window.__hanafudaRuntime.ready", timeout=BOOT)
    if verdict["status"] == "missed":
        step.locator('[data-tool="undo"]').click()
        step.locator(".hf-feedback:empty").wait_for(state="attached")
        # The engine's first live answer (the start board again) may take a moment.
        step.locator(".hf-board [data-action]").first.wait_for()
    solve_on_board(page, step, key, cfg)
    assert _runtime(page, "recordedAnswers") == recorded, "a call after the engine was ready was answered from the record"


def test_the_deck_drill_judges_its_first_answer_before_the_engine_is_ready(page, built_site):
    from hanafuda_core.deck import BY_CODE

    release = threading.Event()
    built_site.server.gate = lambda path: "/assets/pyodide/" in path and release.wait(60)
    try:
        page.goto(built_site.url("deck/"))
        drill = page.locator('[data-hf-widget="name-that-card"]')
        page.wait_for_selector('[data-hf-widget="name-that-card"][data-hf-mounted="ready"]', timeout=10_000)
        assert drill.get_attribute("data-hf-answered") == "recorded"
        card = BY_CODE[drill.locator(".hf-drill__card").get_attribute("data-card")]
        drill.locator(f'[data-choice="month"][data-value="{card.month}"]').click()
        drill.locator(f'[data-choice="kind"][data-value="{card.kind.value}"]').click()
        drill.locator('[data-action="check"]').click()
        drill.locator(".hf-feedback--right").wait_for(timeout=10_000)
        assert _runtime(page, "ready") is False
    finally:
        release.set()
        built_site.server.gate = None
    # The next card comes from the live engine.
    drill.locator('[data-action="next"]').click()
    page.wait_for_function("() => window.__hanafudaRuntime.ready", timeout=BOOT)
    drill.locator('[data-action="check"]:not([hidden])').wait_for()
    assert drill.locator(".hf-drill__card").get_attribute("data-card") != card.code


def test_pages_without_exercises_fetch_no_recorded_answers(page, built_site):
    page.goto(built_site.url("games/poka/"))
    page.wait_for_load_state("networkidle")
    assert not [u for u in page.guard.requests if u.endswith(".answers.json")]
