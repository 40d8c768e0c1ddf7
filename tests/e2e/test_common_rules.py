"""End to end: the common rules page and its two drills (hanafuda_core.rule_drills)."""

from __future__ import annotations

import json

import pytest

from hanafuda_core.dealer import rank_draws
from hanafuda_core.families.capture import settle
from hanafuda_core.notation import CODE_IN_TEXT, card

from .conftest import visit

BOOT_TIMEOUT = 60_000


def open_quiz(page, built_site, quiz: str):
    visit(page, built_site.url("common-rules/"))
    page.wait_for_selector(f'[data-hf-widget="quiz"][data-hf-mounted="ready"] [data-quiz="{quiz}"]',
                           timeout=BOOT_TIMEOUT)
    return page.locator(f'[data-hf-widget="quiz"]:has([data-quiz="{quiz}"])')


def shown_state(widget) -> dict:
    return json.loads(widget.locator(".hf-quiz").get_attribute("data-state"))


def right_answers(quiz: str, state: dict) -> set[str]:
    """Worked out here from the engine's rules, not from the drill's own judge."""
    if quiz == "who-deals":
        top = rank_draws({p: card(c) for p, c in enumerate(state["cards"])})[0]
        return {"again"} if len(top) > 1 else {str(top[0] + 1)}
    played = card(state["card"])
    same = [c for c in state["field"] if card(c).month == played.month]
    return {"nothing"} if not same else {"all"} if len(same) == 3 else set(same)


def choice_values(widget) -> list[str]:
    return widget.locator("[data-choice]").evaluate_all("els => els.map(e => e.dataset.value)")


@pytest.mark.warm  # the tab kept across tests (conftest.WarmTab)
@pytest.mark.parametrize("quiz", ["who-deals", "capture"])
def test_drill_judges_wrong_then_right(page, built_site, quiz):
    widget = open_quiz(page, built_site, quiz)
    state = shown_state(widget)
    right = right_answers(quiz, state)
    # The cards on show are the ones in the state.
    shown = widget.locator(".hf-quiz__cards li[data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    expected = state["cards"] if quiz == "who-deals" else [state["card"], *state["field"]]
    assert shown == expected
    feedback = widget.locator(".hf-feedback")
    assert feedback.get_attribute("role") == "status"

    wrong = next(v for v in choice_values(widget) if v not in right)
    widget.locator(f'[data-choice][data-value="{wrong}"]').click()
    widget.locator(".hf-feedback--wrong").wait_for()
    text = feedback.inner_text()
    assert "Not quite" in text
    if quiz == "who-deals":
        lead = min(card(c).month for c in state["cards"])
        assert f"earliest month drawn is {card(f'{lead}C1' if lead != 11 else '11C').flower.month_name}" in text
    else:
        assert card(state["card"]).name in text and not CODE_IN_TEXT.search(text)
    assert widget.locator('[data-action="next"]').is_hidden()

    answer = sorted(right)[0]
    widget.locator(f'[data-choice][data-value="{answer}"]').click()
    widget.locator(".hf-feedback--right").wait_for()
    text = feedback.inner_text()
    assert "Right" in text
    if len(right) == 2:
        assert "both answers are right" in text
    assert "1 of 2 right" in widget.locator(".hf-drill__tally").inner_text()

    # A new question follows.
    widget.locator('[data-action="next"]').click()
    page.wait_for_function(
        "([q, s]) => document.querySelector(`[data-quiz='${q}']`).dataset.state !== s",
        arg=[quiz, json.dumps(state, separators=(",", ":"))],
    )
    assert feedback.inner_text() == ""
    assert shown_state(widget) != state


def test_page_is_readable_without_javascript(new_context, built_site):
    ctx, _guard = new_context(java_script_enabled=False)
    page = ctx.new_page()
    page.goto(built_site.url("common-rules/"))
    body = page.locator("article").inner_text()
    for phrase in ("twelve rounds", "earliest month", "counter-clockwise", "stay", "penalty",
                   "joins the field", "Dealt hands", "exclusive", "add up to zero"):
        assert phrase in body, phrase
    assert f"+{settle([20, 0, 0])[0]}, −20, −20" in body
    fallbacks = page.locator(".hf-fallback--quiz")
    assert fallbacks.count() == 2
    assert "needs JavaScript" in fallbacks.first.inner_text()
    # Each fallback shows a worked example with its cards and an answer.
    assert fallbacks.first.locator("[data-card]").count() >= 2
    assert fallbacks.nth(1).locator("details").count() == 1
    # The example cards of the page are drawn at build time.
    assert page.locator(".hf-figure [data-card]").count() >= 12
