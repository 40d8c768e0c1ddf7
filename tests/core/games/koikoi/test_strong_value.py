"""Koi-Koi's Strong level scores a rollout by the chance of winning the match
(hanafuda_core.games.koikoi.game: ``match_chance``, ``KoiKoiComputer.strong_value``).

Plain test functions: only ``pytest.mark.parametrize`` is used, so the file
also runs in Pyodide under the small pytest shim.
"""

import pytest

from hanafuda_core import games
from hanafuda_core.games.koikoi import KoiKoiOptions
from hanafuda_core.games.koikoi.game import ROUND_NETS, match_chance
from hanafuda_core.games.koikoi.engine import KoiKoiPosition, choose_action
from hanafuda_core.rng import Rng

GAME = games.get("koikoi")


def finished(seed, round_no, scores, rules=None):
    """A round dealt with these match scores and played out by the rules of thumb."""
    pos = KoiKoiPosition.deal(Rng(seed), 0, rules or KoiKoiOptions(), scores, round_no)
    rng = Rng(seed)
    while not pos.is_over():
        pos.push_unchecked(choose_action(pos, rng))
    return pos


def test_after_the_last_round_a_win_a_draw_or_a_loss():
    assert (match_chance(1, 0), match_chance(0, 0), match_chance(-1, 0)) == (1.0, 0.5, 0.0)
    for seed in range(6):
        pos = finished(seed, 12, (20, 20))
        out = pos.outcome()
        want = 1.0 if out.scores[0] > out.scores[1] else 0.5 if out.scores[0] == out.scores[1] else 0.0
        assert GAME.computer.strong_value(pos, 0) == want
        assert GAME.computer.strong_value(pos, 1) == 1.0 - want


@pytest.mark.parametrize("key", sorted(ROUND_NETS))
def test_monotone_in_the_lead_and_the_same_either_way(key):
    for left in (1, 2, 5, 11):
        values = [match_chance(lead, left, key) for lead in range(-80, 81)]
        assert values == sorted(values)
        assert values[0] < 0.5 < values[-1]
        assert match_chance(0, left, key) == pytest.approx(0.5)
        for lead in (1, 4, 7, 30):
            assert match_chance(lead, left, key) + match_chance(-lead, left, key) == pytest.approx(1.0)


def test_a_lead_counts_for_more_when_fewer_rounds_are_left():
    assert match_chance(6, 1) > match_chance(6, 3) > match_chance(6, 11) > 0.5


def test_mirrored_positions_are_worth_the_same():
    for seed in range(4):
        a = finished(seed, 9, (30, 18))
        b = finished(seed, 9, (18, 30))
        pa, pb = a.outcome().points, b.outcome().points
        assert pa == pb  # the same round: only the match scores differ
        # seat 0 in a stands where seat 1 stands in a round with the scores and the points swapped
        lead = 30 + pa[0] - 18 - pa[1]
        assert GAME.computer.strong_value(a, 0) == match_chance(lead, 3)
        assert GAME.computer.strong_value(a, 1) == match_chance(-lead, 3)
        assert GAME.computer.strong_value(a, 0) + GAME.computer.strong_value(a, 1) == pytest.approx(1.0)


def test_a_match_to_a_target_counts_the_round_points():
    pos = finished(2, 1, (0, 0), KoiKoiOptions(rounds=0, target=50))
    assert GAME.computer.strong_value(pos, 0) == GAME.computer.rollout_value(pos, 0)


def test_strong_plays_for_the_match():
    assert GAME.computer.strong_settings().match_value
