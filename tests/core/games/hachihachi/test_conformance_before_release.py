"""The conformance suite's checks over Hachi-Hachi while it is not declared
(its site section waits): these tests register it for their own run and call
the suite's checks on it; once it is declared, the suite covers it and this
module goes."""

from __future__ import annotations

import pytest

from hanafuda_core import games
from tests.core import test_conformance as suite


@pytest.fixture(autouse=True)
def hachihachi():
    from hanafuda_core.games.hachihachi.game import HachiHachiGame

    game = games.register(HachiHachiGame())
    yield game
    games.unregister(game.key)


def test_random_matches_keep_every_invariant():
    suite.test_random_matches_keep_every_invariant("hachihachi", 3)


def test_every_position_of_a_match_passes_the_position_checks():
    suite.test_every_position_of_a_match_passes_the_position_checks("hachihachi", 3)


def test_options_round_trip_through_text_and_form():
    suite.test_options_round_trip_through_text_and_form("hachihachi")


def test_the_computer_reads_only_what_its_seat_may_know():
    suite.test_the_computer_reads_only_what_its_seat_may_know("hachihachi", 3)
