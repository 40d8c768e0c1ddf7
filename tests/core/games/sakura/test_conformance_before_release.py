"""The conformance suite's checks over Sakura while it is not declared (its
site section, and the board for five to seven players, wait): these tests
register it for their own run and call the suite's checks on it at every
table size; once it is declared, the suite covers it and this module goes."""

from __future__ import annotations

import pytest

from hanafuda_core import games
from tests.core import test_conformance as suite


@pytest.fixture(autouse=True)
def sakura():
    from hanafuda_core.games.sakura.game import SakuraGame

    game = games.register(SakuraGame())
    yield game
    games.unregister(game.key)


@pytest.mark.parametrize("seats", [2, 3, 4, 6, 7])
def test_random_matches_keep_every_invariant(seats):
    suite.test_random_matches_keep_every_invariant("sakura", seats)


@pytest.mark.parametrize("seats", [2, 3, 5, 6, 7])
def test_every_position_of_a_match_passes_the_position_checks(seats):
    suite.test_every_position_of_a_match_passes_the_position_checks("sakura", seats)


def test_options_round_trip_through_text_and_form():
    suite.test_options_round_trip_through_text_and_form("sakura")


@pytest.mark.parametrize("seats", [2, 4])
def test_the_computer_reads_only_what_its_seat_may_know(seats):
    suite.test_the_computer_reads_only_what_its_seat_may_know("sakura", seats)
