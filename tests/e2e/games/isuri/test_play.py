"""End to end: Isuri on its play page.

The page deals a fixed match when the address ends in ``#seed=N``; the same
match is mirrored here with :class:`hanafuda_core.play.PlaySession` (same
seed, same moves), so the test knows the learner's cards, which moves are
legal, and what the page must have saved after every step.
"""

from __future__ import annotations

import pytest

from hanafuda_core.notation import CODE_IN_TEXT as CODE

from tests.e2e.conftest import click_action, play_a_round, settle, start_match

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm


def test_a_few_moves_of_isuri_show_the_payments(page, built_site):
    widget, mirror = start_match(page, built_site, "isuri", 9)
    moves = 0
    while moves < 4 and mirror.waiting in ("you", "computer"):
        if mirror.waiting == "computer":
            settle(page, "isuri", mirror)
            continue
        move = mirror.game.legal_actions(mirror.position)[0]
        click_action(widget.locator(".hf-board"), move)
        assert mirror.act(move)["ok"]
        moves += 1
        settle(page, "isuri", mirror)
    info = widget.locator(".hf-board__info").inner_text()
    for label in ("Totals", "Round", "Pot", "This round"):
        assert label in info
    assert "1 of 6" in info
    log = " ".join(widget.locator(".hf-board__log li").all_text_contents())
    assert "(paid " in log or "in the pot" in log


def test_an_isuri_round_on_the_play_board(page, built_site):
    """A whole round against the computer, each move clicked as the board shows
    it (a group of one month through its own button), the page's saved match
    equal to the mirror's after every move; the outcome and the log in words."""
    widget, mirror = start_match(page, built_site, "isuri", 5)
    turns = play_a_round(page, widget, "isuri", mirror)
    assert turns >= 2
    outcome = widget.locator(".hf-board__outcome").inner_text()
    assert str(mirror.view()["outcome"]["text"]) in outcome
    log = widget.locator(".hf-board__log li").all_text_contents()
    assert any(line.startswith("You discard ") for line in log)
    assert not any(CODE.search(line) for line in log)
