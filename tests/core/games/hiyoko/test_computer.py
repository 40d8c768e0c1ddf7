"""The computer player: legal, explained in words, and clearly better than
random players (1,000 matches are measured for the report; a smaller sample
is enough to catch a regression)."""

from __future__ import annotations

import pytest

from hanafuda_core.games.hiyoko import engine as e
from hanafuda_core.games.hiyoko.engine import HiyokoOptions
from hanafuda_core.rng import Rng


def win_rate(n: int, options=None, match_type=e.HiyokoMatch, tag: str = "") -> float:
    wins = 0
    for i in range(n):
        me = i % 2
        players = [e.random_action, e.random_action]
        players[me] = e.choose_action
        m = e.play_match(f"computer/{tag}{i}", options=options, players=players, match_type=match_type,
                         record=False)
        wins += m.result.winner == me
    return wins / n


@pytest.mark.parametrize("options", [None, HiyokoOptions(draw_rule="discarder")], ids=["first-passer", "discarder"])
def test_the_computer_beats_random_players(options):
    assert win_rate(200, options, tag=str(options)) >= 0.62


def test_the_computer_keeps_a_wild_card_it_does_not_need():
    # On a Cherry chaff the Wisteria chaff and the Crane both fit; the Crane is kept for a gap.
    p = e.HiyokoPosition.from_text("1B 4C1 5C1 10C1; 2C1 6C1 7C1 8C1 9C1; 3C1; ?; 1; 0; 0; d; 0-0; 1; -")
    assert e.choose_action(p, Rng(1)).text() == "4C1"


def test_the_computer_spends_a_wild_card_to_empty_its_hand():
    p = e.HiyokoPosition.from_text("11B 7C1 8C1; 2C1 3C1 4C1 5C1 6C1; 10C1; ?; 1; 0; 0; d; 0-0; 1; -")
    seq = []
    while p.turn == 0 and p.outcome() is None:
        a = e.choose_action(p, Rng(2))
        seq.append(a.text())
        p.push(a)
    assert p.hands[0] == 0 and seq[0] == "11B"
