"""End to end: Hiyoko on its play page.

A round is played on "Play Hiyoko" with the learner's moves clicked as the
board shows them (the same match mirrored here with
:class:`hanafuda_core.play.PlaySession`, same seed, same moves), and an
illegal card is explained in words.
"""

from __future__ import annotations

import pytest

from hanafuda_core.notation import CODE_IN_TEXT as CODE

from tests.e2e.conftest import play_a_round, start_match

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm


def test_a_hiyoko_round_on_the_play_board(page, built_site):
    widget, mirror = start_match(page, built_site, "hiyoko", 5)
    info = widget.locator(".hf-board__info").inner_text()
    assert "Playing to" in info and "3 points" in info
    turns = play_a_round(page, widget, "hiyoko", mirror)
    assert turns >= 2
    outcome = widget.locator(".hf-board__outcome").inner_text()
    assert str(mirror.view()["outcome"]["text"]) in outcome
    log = widget.locator(".hf-board__log li").all_text_contents()
    assert any(line.startswith("You discard ") for line in log)
    assert any(line.startswith("Dealer draw:") for line in log)
    assert not any(CODE.search(line) for line in log)


def test_an_illegal_card_is_explained_in_words(page, built_site):
    widget, mirror = start_match(page, built_site, "hiyoko", 5)
    assert mirror.waiting == "you"
    legal = set(mirror.game.legal_actions(mirror.position))
    wrong = next(c.code for c in mirror.position.hand(0) if c.code not in legal)
    widget.locator(f'.hf-board [data-action="{wrong}"]').click()
    message = widget.locator(".hf-play__message")
    message.filter(has_text="cannot go on the pile").wait_for()
    text = message.inner_text()
    assert str(mirror.game.explain_illegal(mirror.position, wrong)) in text
    assert not CODE.search(text)
    # the table did not change: the card is still in the hand
    assert widget.locator(f'.hf-zone[data-zone="hand-0"] li.hf-zone__card[data-card="{wrong}"]').count() == 1
