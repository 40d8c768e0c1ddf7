"""End to end: a four-player round of Palauan Hanahuda on the "Play Palauan
Hanahuda" page, the learner with a computer partner opposite.

The page deals a fixed match when the address ends in ``#seed=N``.  The same
match is mirrored here with :class:`hanafuda_core.play.PlaySession` (same
seed, four seats, the learner in seat 0, same moves), so the test knows the
learner's cards, which moves are legal, and what the saved game must be after
every step.
"""

from __future__ import annotations

import json

import pytest

from hanafuda_core.play import PlaySession, describe_options
from hanafuda_core.rng import Rng

from tests.e2e.conftest import click_action, open_play, wait_for_turn
from tests.e2e.looks import hint_cut

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm

READY = '[data-hf-widget="play-board"][data-hf-mounted="ready"]'
BOOT_TIMEOUT = 60_000
SEED = 4
KEY = "hanafuda:play:hanahuda"


def wait_saved(page, mirror: PlaySession):
    page.wait_for_function(f"t => (JSON.parse(localStorage.getItem({json.dumps(KEY)})) || {{}}).saved === t",
                           arg=mirror.to_text(), timeout=60_000)


def hand(page) -> list[str]:
    return page.locator('.hf-zone[data-zone="hand-0"] [data-card]:is(svg, img)').evaluate_all(
        "els => els.map(e => e.dataset.card)")


def settle(page, mirror: PlaySession):
    while mirror.waiting == "computer":
        assert mirror.computer_step()["ok"]
    wait_saved(page, mirror)


def test_a_four_player_round_with_a_computer_partner(page, built_site):
    widget = open_play(page, built_site, "hanahuda", SEED)
    # Before the match: the number of players, then the rules from the engine.
    seats = widget.locator('select[name="seats"] option')
    assert seats.evaluate_all("os => os.map(o => o.value)") == ["2", "3", "4"]
    assert widget.locator(".hf-play__option").count() == len(describe_options("hanahuda"))
    widget.locator('select[name="seats"]').select_option("4")
    page.locator('[data-play="start"]').click()

    mirror = PlaySession("hanahuda", seed=SEED, seats=4, learner=0)
    assert tuple(str(n) for n in mirror.names) == ("You", "Computer 1", "Partner", "Computer 2")
    settle(page, mirror)
    assert wait_for_turn(page, "you", "round-over") == "you"

    # Every seat is on the table: three hands at the top (the partner's opposite), yours below.
    board = widget.locator(".hf-board")
    for seat in range(4):
        assert board.locator(f'.hf-zone[data-zone="hand-{seat}"]').count() == 1
    assert board.locator('.hf-board__area--top .hf-zone[data-zone^="hand-"]').count() == 3
    labels = board.locator(".hf-zone__label").all_inner_texts()
    assert any(t.startswith("Partner's hand") for t in labels)
    assert any(t.startswith("Your team's captures") for t in labels)
    info = board.locator(".hf-board__info").inner_text()
    assert "You and Partner" in info and "Your team's yaku" in info
    assert hand(page) == [c.code for c in mirror.position.hand(0)]

    # Play the learner's moves as the engine's computer would, by clicking what the board offers
    # (a cut button, a card to trade or "Keep my hand", a hand card and, when it matches two, the
    # field card it takes, a field card for the card turned up, Stop / Play on); the partner and
    # the opponents answer.
    turns = 0
    while mirror.waiting in ("you", "computer"):
        if mirror.waiting == "computer":
            settle(page, mirror)
            continue
        move = mirror.game.computer.choose(mirror.position.copy(), Rng(turns))
        if turns in (1, 4):  # a hint, shown whole on a wide screen and on a phone
            cut = hint_cut(page)
            assert not cut, "\n".join(cut)
        click_action(widget.locator(".hf-board"), move)
        assert mirror.act(move)["ok"]
        turns += 1
        settle(page, mirror)  # the state the page holds: after the partner's and opponents' answers
        assert widget.locator(".hf-play__message").inner_text() == ""
        assert turns < 60
    assert turns >= 2

    assert wait_for_turn(page, "round-over", "match-over") in ("round-over", "match-over")
    wait_saved(page, mirror)
    outcome = widget.locator(".hf-board__outcome").inner_text()
    assert str(mirror.view()["outcome"]["text"]) in outcome
    a, b, c, d = mirror.scores
    assert a == c and b == d  # partners share one score
    log = widget.locator(".hf-board__log li").all_text_contents()
    assert any(line.startswith("You play ") for line in log)
    assert any(line.startswith("Partner ") for line in log)


def test_the_players_choice_defaults_to_two(page, built_site):
    widget = open_play(page, built_site, "hanahuda", 7)
    assert widget.locator('select[name="seats"]').input_value() == "2"
    page.locator('[data-play="start"]').click()
    mirror = PlaySession("hanahuda", seed=7)
    settle(page, mirror)
    board = widget.locator(".hf-board")
    assert board.locator('.hf-zone[data-zone^="hand-"]').count() == 2
