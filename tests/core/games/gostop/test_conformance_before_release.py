"""The conformance suite's checks over Go-Stop while it is not declared
(its site section waits): these tests register it for their own run and call
the suite's checks on it; once it is declared, the suite covers it and this
module goes."""

from __future__ import annotations

import pytest

from hanafuda_core import games
from tests.core import test_conformance as suite


@pytest.fixture(autouse=True)
def gostop():
    from hanafuda_core.games.gostop import GAME

    games.register(GAME)
    yield GAME
    games.unregister(GAME.key)


@pytest.mark.parametrize("seats", [2, 3])
def test_random_matches_keep_every_invariant(seats):
    suite.test_random_matches_keep_every_invariant("gostop", seats)


@pytest.mark.parametrize("seats", [2, 3])
def test_every_position_of_a_match_passes_the_position_checks(seats):
    suite.test_every_position_of_a_match_passes_the_position_checks("gostop", seats)


def test_options_round_trip_through_text_and_form():
    suite.test_options_round_trip_through_text_and_form("gostop")


def test_a_game_declares_itself():
    suite.test_a_game_declares_itself("gostop")


@pytest.mark.parametrize("seats", [2, 3])
def test_the_computer_reads_only_what_its_seat_may_know(seats):
    suite.test_the_computer_reads_only_what_its_seat_may_know("gostop", seats)
