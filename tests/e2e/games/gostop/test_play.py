"""End to end: a three-player deal of Go-Stop on the "Play Go-Stop" page.

The page deals a fixed match when the address ends in ``#seed=N``; the same
match is mirrored here with :class:`hanafuda_core.play.PlaySession` (same
seed, three seats, the learner in seat 0, same moves), so the test knows the
learner's cards and what the saved game must be after every step.  The
learner's moves are the computer's own choices, made by clicking what the
board offers (a hand card, the field card it takes, the field card for the
card turned up, the buttons for a bomb, the sake cup, go and stop).
"""

from __future__ import annotations

import pytest

from hanafuda_core.play import PlaySession, describe_options

from tests.e2e.conftest import open_play, play_a_round, settle, wait_for_turn

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm

KEY = "gostop"
SEED = 6


def test_a_three_player_deal_played_with_the_mouse(page, built_site):
    widget = open_play(page, built_site, KEY, SEED)
    seats = widget.locator('select[name="seats"] option')
    assert seats.evaluate_all("os => os.map(o => o.value)") == ["2", "3"]
    assert widget.locator(".hf-play__option").count() == len(describe_options(KEY))
    widget.locator('select[name="seats"]').select_option("3")
    page.locator('[data-play="start"]').click()

    mirror = PlaySession(KEY, seed=SEED, seats=3, learner=0)
    settle(page, KEY, mirror)
    assert wait_for_turn(page, "you", "round-over") == "you"
    board = widget.locator(".hf-board")
    assert board.locator('.hf-board__area--top .hf-zone[data-zone^="hand-"]').count() == 2
    # Cards are named with the Korean months: the rain cards are December's, the paulownia November's.
    labels = board.locator("[data-card]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert labels and all("Willow" not in l or l.startswith("December") for l in labels if l)
    assert "Points to stop" in board.locator(".hf-board__info").inner_text()

    assert play_a_round(page, widget, KEY, mirror, limit=40) >= 1

    assert wait_for_turn(page, "round-over", "match-over") in ("round-over", "match-over")
    outcome = widget.locator(".hf-board__outcome").inner_text()
    assert str(mirror.view()["outcome"]["text"]) in outcome
    assert sum(mirror.scores) == 0  # what the winner gets, the losers pay
    log = widget.locator(".hf-board__log li").all_text_contents()
    assert any(line.startswith("You ") for line in log)
