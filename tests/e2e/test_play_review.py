"""End to end: the computer's level on the play page, and "Review my moves".

A Poka round against the Beginner computer, played by keyboard on a
360-pixel-wide screen; the same match is mirrored with
:class:`hanafuda_core.play.PlaySession` (same seed and level), so the test
knows the moves and what the review must list (the review is seeded: the
worker's figures are the same as CPython's).
"""

from __future__ import annotations

import json

import pytest

from hanafuda_core.play import PlaySession

from .conftest import visit
from .looks import controls_in_both_palettes

READY = '[data-hf-widget="play-board"][data-hf-mounted="ready"]'
SEED = 14
KEY = "hanafuda:play:poka"


def wait_saved(page, mirror: PlaySession):
    page.wait_for_function(f"t => (JSON.parse(localStorage.getItem({json.dumps(KEY)})) || {{}}).saved === t",
                           arg=mirror.to_text(), timeout=60_000)


def settle(page, mirror: PlaySession):
    while mirror.waiting == "computer":
        assert mirror.computer_step()["ok"]
    wait_saved(page, mirror)


def press_action(page, action: str) -> None:
    """Play a move by keyboard: focus the card or button carrying it, press Enter."""
    target = page.locator(f'.hf-play__board [data-action="{action}"]').first
    target.focus()
    target.press("Enter")


def _play_a_round(page, mirror: PlaySession) -> None:
    turns = 0
    while mirror.waiting in ("you", "computer"):
        if mirror.waiting == "computer":
            settle(page, mirror)
            continue
        # The learner plays the last legal move (often not the best one).
        move = mirror.game.legal_actions(mirror.position)[-1]
        press_action(page, move)
        assert mirror.act(move)["ok"]
        settle(page, mirror)  # the state the page holds: after the computer's answers
        turns += 1
        assert turns < 80


@pytest.mark.warm  # the tab kept across tests (conftest.WarmTab)
def test_level_choice_and_review_by_keyboard_at_360px(page, built_site):
    page.set_viewport_size({"width": 360, "height": 740})
    visit(page, built_site.url("games/poka-play/") + f"#seed={SEED}")
    page.wait_for_selector(READY, timeout=60_000)

    # The level: Standard first chosen, each level described in words.
    level = page.locator('select[name="level"]')
    assert level.evaluate("s => [...s.options].map(o => o.value)") == ["beginner", "standard", "strong"]
    assert level.input_value() == "standard"
    level.focus()
    level.select_option("beginner")
    assert "first opponent" in page.locator(".hf-play__level .hf-play__choice-desc").inner_text()
    start = page.locator('[data-play="start"]')
    start.focus()
    start.press("Enter")

    mirror = PlaySession("poka", seed=SEED, level="beginner")
    settle(page, mirror)
    assert "level: beginner" in mirror.to_text()
    info = page.locator(".hf-board__info").inner_text()
    assert "Beginner" in info
    _play_a_round(page, mirror)

    # After the round: review the learner's decisions.
    review = page.locator('[data-play="review"]')
    review.wait_for(state="visible")
    # The round's end and the review: every kind of control readable in every
    # state, in both palettes (looks.py; the other pages': test_controls.py).
    problems = controls_in_both_palettes(page, "round's end")
    review.focus()
    review.press("Enter")
    page.wait_for_selector(".hf-review__progress-label:text-matches('^Weighed')", timeout=120_000)
    r = mirror.review()
    items = [it for it in (r.step(i) for i in range(r.count)) if it]
    summary = page.locator(".hf-review__summary").inner_text()
    problems += controls_in_both_palettes(page, "review")
    assert not problems, "\n".join(problems)
    picks = page.locator(".hf-review__pick")
    assert picks.count() == len(items)
    if items:
        assert summary.startswith(f"{len(items)} of your {r.count} decisions")
        assert picks.first.inner_text() == str(items[0]["line"])
        assert str(items[0]["facts"][1]["text"]) in page.locator(".hf-review__facts").inner_text()
        assert page.locator(".hf-review__detail .hf-board").count() == 1
        # the decision as a puzzle, answered by keyboard
        puzzle = page.locator('[data-review="puzzle"]')
        puzzle.focus()
        puzzle.press("Enter")
        page.wait_for_selector(".hf-review__feedback:text('Which move was better?')")
        target = page.locator(f'.hf-review__board [data-action="{items[0]["better"]["action"]}"]').first
        target.focus()
        target.press("Enter")
        page.wait_for_selector(".hf-review__feedback.hf-feedback--right")
        assert page.locator(".hf-review__feedback").inner_text().startswith("Yes")
    else:
        assert "well played" in summary
    # Nothing wider than the screen.
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    back = page.locator('[data-review="back"]')
    back.focus()
    back.press("Enter")
    assert page.locator(".hf-play__game").is_visible()
