"""The computer player: legal in every seat, partners cooperating (one side's
evaluation), and clearly better than random players."""

import pytest

from hanafuda_core.games.hanahuda import engine as e
from hanafuda_core.rng import Rng


def _rounds(seats, computers, n):
    totals = [0] * e.sides_of(seats)
    for i in range(n):
        players = [e.choose_action if p in computers else e.random_action for p in range(seats)]
        pos = e.play_round(Rng(f"computer/{seats}/{i}"), seats, players, dealer=i % seats)
        for s, x in enumerate(pos.outcome().side_points):
            totals[s] += x
    return totals


@pytest.mark.parametrize("seats, computers", [(2, {0}), (3, {0}), (4, {0, 2})])
def test_the_computer_beats_random_players(seats, computers):
    totals = _rounds(seats, computers, 60)
    mine = totals[0]
    assert all(mine > 1.5 * t for t in totals[1:]), totals


def test_the_computer_stops_when_playing_on_would_help_the_others():
    from .helpers import position

    pos = position(2, hands=["11B 5C1 5C2 7R 4R", "9C1 9C2 10R 10C2 6R"], field="11C 4C1",
                   captured=["1B 1C1 2A 2C1 3B 3C1 8B 8C1 12B 12C1", "6A 7A 10A 6C1 7C1 10C1"],
                   top="12C2 12C3", dump=(1,))
    pos.push("11B")
    assert e.choose_action(pos, Rng(1)).text() == "stop"


def test_the_computer_trades_its_least_valuable_card():
    from .helpers import position

    pos = position(2, hands=["1B 1R 1C1 2A 3B 4A 5A 6A 7A 8A", "2R 3R 4R 5R 6R 7R 9R 10R 11R 9A"],
                   field="10A 11A 12C1 2C1 3C1 4C1 5C1 6C1 7C1 8B", phase="trade")
    assert e.choose_action(pos, Rng(1)).text() == "trade>1C1"
