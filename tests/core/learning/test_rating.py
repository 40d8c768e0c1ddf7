"""Glicko-2 against the worked example of Glickman's paper ("Example of the Glicko-2 system")."""

import pytest

from hanafuda_core.learning.rating import Rating, expected, update


def test_glickman_worked_example():
    player = Rating(1500, 200, 0.06)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = update(player, games, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_no_game_only_widens_the_deviation():
    after = update(Rating(1500, 200, 0.06), [])
    assert after.rating == 1500
    assert after.deviation == pytest.approx(200.27, abs=0.01)  # the paper's step 6 with no games


def test_win_raises_loss_lowers_and_surprise_counts_more():
    me = Rating()
    assert update(me, [(Rating(1500, 80), 1.0)]).rating > 1500
    assert update(me, [(Rating(1500, 80), 0.0)]).rating < 1500
    gain_hard = update(me, [(Rating(1900, 80), 1.0)]).rating - 1500
    gain_easy = update(me, [(Rating(1100, 80), 1.0)]).rating - 1500
    assert gain_hard > gain_easy > 0
    assert expected(Rating(1700), Rating(1500)) > 0.5 > expected(Rating(1300), Rating(1500))
