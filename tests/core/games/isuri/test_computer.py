"""Isuri's computer player (Hiyoko's, weighing payments): legal, and clearly
better than random players over whole matches."""

from __future__ import annotations

from hanafuda_core.games.hiyoko import engine as h
from hanafuda_core.games.isuri import engine as e
from hanafuda_core.rng import Rng


def test_the_computer_beats_random_players():
    wins = 0
    n = 150
    for i in range(n):
        me = i % 2
        players = [h.random_action, h.random_action]
        players[me] = h.choose_action
        m = h.play_match(f"isuri-computer/{i}", players=players, match_type=e.IsuriMatch, record=False)
        wins += m.result.winner == me
    assert wins / n >= 0.65


def test_the_computer_takes_the_pot_when_it_can_empty_its_hand():
    p = e.IsuriPosition.from_text("1C1 2C1 6C1; 3C1 4C1 5C1 8C1 9C2 11A; 7C1 8C2 10C1; ?; 1; 0; 0; 2; 3,-3; 2; 2; 6; "
                                  "-2,-4; -")
    while p.turn == 0 and p.outcome() is None:
        p.push(h.choose_action(p, Rng(3)))
    assert p.outcome().winner == 0 and p.outcome().seat_points[0] == -2 + 33 + 6


def test_the_computer_puts_down_a_group_when_it_pays():
    p = e.IsuriPosition.from_text("1B 5C1 5C2 7C1 8C1 9C1; 2R 3C2 4R 6R 10A 11A; 4C1; ?; 1; 0; 0; d; 0,0; 1; 1; 0; 0,0; -")
    assert h.choose_action(p, Rng(1)).text() == "5C1+5C2+1B"
