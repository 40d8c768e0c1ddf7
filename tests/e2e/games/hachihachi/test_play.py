"""End to end: a round of Hachi-Hachi on the "Play Hachi-Hachi" page.

The page deals a fixed match when the address ends in ``#seed=N``; the same
match is mirrored here with :class:`hanafuda_core.play.PlaySession` (same
seed, three seats, the learner in seat 0, same moves), so the test knows the
learner's cards and what the saved game must be after every step.  The
learner's moves are the computer's own choices, made by clicking what the
board offers (a hand card, the field card it takes, the field card for the
card turned up, sage or shoubu).
"""

from __future__ import annotations

import pytest

from tests.e2e.conftest import play_a_round, start_match, wait_for_turn

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm

KEY = "hachihachi"
SEED = 6


def test_a_round_played_with_the_mouse(page, built_site):
    widget, mirror = start_match(page, built_site, KEY, SEED)
    board = widget.locator(".hf-board")
    assert board.locator('.hf-board__area--top .hf-zone[data-zone^="hand-"]').count() == 2
    assert "Round" in board.locator(".hf-board__info").inner_text()

    assert play_a_round(page, widget, KEY, mirror, limit=20) >= 1

    assert wait_for_turn(page, "round-over", "match-over") in ("round-over", "match-over")
    outcome = widget.locator(".hf-board__outcome").inner_text()
    assert str(mirror.view()["outcome"]["text"]) in outcome
    assert sum(mirror.scores) == 0  # what one player wins, the others pay
    log = widget.locator(".hf-board__log li").all_text_contents()
    assert any(line.startswith("You ") for line in log)
