"""End to end: a round of Sakura at a crowded table (five players) on the
"Play Sakura" page.

The page deals a fixed match when the address ends in ``#seed=N``; the same
match is mirrored here with :class:`hanafuda_core.play.PlaySession` (same
seed, five seats, the learner in seat 0, same moves), so the test knows the
learner's cards and what the saved game must be after every step.  The
learner's moves are the computer's own choices, made by clicking what the
board offers (a hand card, the field card it or the Lightning takes, the
field card for the card turned up, a hiki).
"""

from __future__ import annotations

import pytest

from tests.e2e.conftest import play_a_round, start_match, wait_for_turn

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm

KEY = "sakura"
SEED = 6


def test_a_round_at_five_played_with_the_mouse(page, built_site):
    widget, mirror = start_match(page, built_site, KEY, SEED, seats=5)
    board = widget.locator(".hf-board")
    assert board.get_attribute("data-layout") == "crowded"
    assert board.locator('.hf-board__area--top .hf-zone[data-zone^="hand-"]').count() == 4
    assert board.locator('.hf-board__area--top .hf-zone--captured').count() == 4
    # a card is named with Sakura's value, not the deck's points
    labels = board.locator(".hf-zone__card[data-card] svg.hf-card, .hf-zone__card[data-card] [role=img]").evaluate_all(
        "cards => cards.map((c) => c.getAttribute('aria-label') || '')")
    assert labels and [label for label in labels if "worth" not in label or "point" in label] == []

    assert play_a_round(page, widget, KEY, mirror, limit=10) >= 1

    assert wait_for_turn(page, "round-over", "match-over") in ("round-over", "match-over")
    outcome = widget.locator(".hf-board__outcome").inner_text()
    assert str(mirror.view()["outcome"]["text"]) in outcome and "The cards' worth:" in outcome
    log = widget.locator(".hf-board__log li").all_text_contents()
    assert any(line.startswith("You ") for line in log)
