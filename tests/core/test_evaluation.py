"""The evaluator and the computer levels, over every registered game and
seat count (the test-only game Relay brings 3 seats and 4 in two teams).

* A sampled world (:func:`determinize`) keeps everything the seat sees and
  the number of cards in every place; it only moves the hidden cards.
* Honest information: two positions that differ only in the arrangement of
  the cards a seat cannot see give every level the same decision, and the
  evaluator the same figures, for the same seed.
* Same position, seed and budget: the same answer.
"""

from __future__ import annotations

import pytest

from hanafuda_core import games
from hanafuda_core.evaluation import determinize, evaluate, hidden_cards, net_points
from hanafuda_core.levels import DEFAULT_LEVEL, LEVELS, StrongSettings, level, strong_choice
from hanafuda_core.rng import Rng

CASES = [(g.key, n) for g in games.all_games() for n in g.seat_counts]
IDS = [f"{k}-{n}seats" for k, n in CASES]
SMALL = StrongSettings(rollouts=24, min_samples=3, max_samples=6, trust_from=2, confidence=0.5)


def _positions(game, seats: int, seed: int, every: int = 5, limit: int = 6):
    """Positions of a seeded round (random play), the seat to move having a choice."""
    m = game.new_match(None, Rng(seed), seats)
    pos = m.position
    rng = Rng(f"walk/{seed}")
    out = []
    choices = 0  # every ``every``-th position with a choice, from the first
    while game.to_move(pos) is not None and len(out) < limit:
        if len(game.legal_actions(pos)) > 1:
            if choices % every == 0:
                out.append(pos.copy())
            choices += 1
        game.push(pos, game.random_action(pos, rng))
    return out


@pytest.mark.parametrize("key,seats", CASES, ids=IDS)
def test_sampled_world_keeps_what_the_seat_sees(key, seats):
    game = games.get(key)
    for pos in _positions(game, seats, 3):
        text = game.position_text(pos)
        seat = game.to_move(pos)
        hidden = hidden_cards(game, pos, seat)
        before = game.card_places(pos)
        for s in range(3):
            world = determinize(game, pos, seat, Rng(s))
            after = game.card_places(world)
            assert sorted(after) == sorted(before)
            pool = 0
            for cards in hidden.values():
                pool |= cards
            for place, cards in before.items():
                assert after[place].bit_count() == cards.bit_count(), place
                if place in hidden:  # hidden cards move among the hidden places only
                    assert after[place] & ~pool == cards & ~pool, place
                else:
                    assert after[place] == cards, f"{place} is seen by the seat and must not change"
            assert game.to_move(world) == seat
            assert game.legal_actions(world) == game.legal_actions(pos)
        assert game.position_text(pos) == text  # untouched


@pytest.mark.parametrize("key,seats", CASES, ids=IDS)
def test_honest_information_same_decision(key, seats):
    """Rearranging what the seat cannot see changes no level's decision."""
    game = games.get(key)
    checked = 0
    for n, pos in enumerate(_positions(game, seats, 11, every=4, limit=5)):
        seat = game.to_move(pos)
        if not hidden_cards(game, pos, seat):
            continue
        other = determinize(game, pos, seat, Rng(900 + n))
        for lv in LEVELS:
            if lv.key == "strong":
                a = strong_choice(game, pos, Rng(n), SMALL)
                b = strong_choice(game, other, Rng(n), SMALL)
            else:
                a = lv.choose(game, pos, Rng(n))
                b = lv.choose(game, other, Rng(n))
            assert a == b, (lv.key, game.position_text(pos), game.position_text(other))
        e1 = evaluate(game, pos, Rng(n), 3)
        e2 = evaluate(game, other, Rng(n), 3)
        assert e1 == e2
        checked += 1
    assert checked


@pytest.mark.parametrize("key,seats", CASES, ids=IDS)
def test_evaluation_is_seeded_and_levels_play_legal(key, seats):
    game = games.get(key)
    pos = _positions(game, seats, 5, limit=1)[0]
    a = evaluate(game, pos, Rng(1), 4)
    b = evaluate(game, pos, Rng(1), 4)
    assert a == b
    assert sorted(v.action for v in a.values) == sorted(game.legal_actions(pos))
    assert all(v.samples == 4 for v in a.values)
    assert [v.mean for v in a.values] == sorted((v.mean for v in a.values), reverse=True)
    assert a.values[0].diff_stderr == 0.0
    for lv in game.levels():
        choice = lv.choose(game, pos, Rng(2)) if lv.key != "strong" else strong_choice(game, pos, Rng(2), SMALL)
        assert game.explain_illegal(pos, choice) is None


def test_levels_are_named_and_unknown_ones_refused():
    game = games.get("relay")
    assert [lv.key for lv in game.levels()] == ["beginner", "standard", "strong"]
    assert level(game, None).key == DEFAULT_LEVEL == "standard"
    with pytest.raises(ValueError, match="unknown computer level 'ruthless'; the levels are beginner"):
        level(game, "ruthless")
    for lv in game.levels():
        assert lv.label and len(lv.description) > 40


def _relay(text: str):
    game = games.get("relay")
    return game, game.parse_position(text)


def test_evaluator_finds_the_capture_and_says_by_how_much():
    # Seat 2 may capture the pile with the January ribbon (1R on 1B); every
    # other card leaves the pile growing for the next player, an opponent.
    game, pos = _relay("2A 2R 3B 4A | 1R 2C1 3R 4R | 1C1 2C2 3C1 4C1 | 1C2 3C2 4C2 5A; 1B; - | -; 2; 1; "
                       "0-0-0-0; target=12")
    ev = evaluate(game, pos, Rng(4), 300)
    assert ev.seat == 1 and ev.best == "1R"
    for v in ev.values[1:]:
        assert ev.clearly_worse(v.action), v


def test_net_points_count_teams_and_seats():
    game = games.get("relay")

    class Out:
        seat_points = (3, 1, 3, 1)
    assert net_points(game, Out, 0, 4) == 2.0  # team (0, 2) against team (1, 3)
    assert net_points(game, Out, 1, 4) == -2.0

    class Out3:
        seat_points = (4, 2, 0)
    assert net_points(game, Out3, 0, 3) == 3.0  # 4 - mean(2, 0)
    assert net_points(game, Out3, 2, 3) == -3.0
