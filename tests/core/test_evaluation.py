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
from hanafuda_core.game import Computer
from hanafuda_core.evaluation import determinize, evaluate, hidden_cards, hidden_constraints, net_points
from hanafuda_core.levels import DEFAULT_LEVEL, LEVELS, StrongSettings, level, strong_choice
from hanafuda_core.rng import Rng

CASES = [(g.key, n) for g in games.all_games() for n in g.info.seat_counts]
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
        game.push(pos, game.computer.random_action(pos, rng))
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
    for lv in game.computer.levels():
        choice = lv.choose(game, pos, Rng(2)) if lv.key != "strong" else strong_choice(game, pos, Rng(2), SMALL)
        assert game.explain_illegal(pos, choice) is None


def test_levels_are_named_and_unknown_ones_refused():
    game = games.get("relay")
    assert [lv.key for lv in game.computer.levels()] == ["beginner", "standard", "strong"]
    assert level(game, None).key == DEFAULT_LEVEL == "standard"
    with pytest.raises(ValueError, match="unknown computer level 'ruthless'; the levels are beginner"):
        level(game, "ruthless")
    for lv in game.computer.levels():
        assert str(lv.label) and len(str(lv.description)) > 40  # messages: their English


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


def _standard_rounds(game, seeds=range(4)):
    """Every position of seeded Standard-vs-Standard rounds where the seat to move has a choice."""
    for seed in seeds:
        m = game.new_match(None, Rng(seed), game.info.seat_counts[0])
        pos, rng = m.position, Rng(f"std/{seed}")
        while game.to_move(pos) is not None:
            if len(game.legal_actions(pos)) > 1:
                yield pos
            game.push(pos, game.computer.choose(pos, rng))


INFERRING = [g.key for g in games.all_games()
             if type(g.computer).hidden_constraints is not Computer.hidden_constraints]


@pytest.mark.parametrize("key", INFERRING)
def test_what_the_record_rules_out_is_true_and_sampled_deals_respect_it(key):
    """A seat's conclusions from what it saw (a pass: no card that could
    follow) hold in the true deal, are drawn in play (not vacuous), and every
    sampled world deals each hand only cards it may hold."""
    game = games.get(key)
    ruled_out = 0
    for n, pos in enumerate(_standard_rounds(game)):
        seat = game.to_move(pos)
        excluded = hidden_constraints(game, pos, seat)
        places = game.card_places(pos)
        hidden = hidden_cards(game, pos, seat)
        for place, cards in excluded.items():
            assert place in hidden, place
            assert not places[place] & cards, (place, game.position_text(pos))
            ruled_out += cards.bit_count()
        if excluded and n % 3 == 0:
            for s in range(2):
                world = determinize(game, pos, seat, Rng(s))
                after = game.card_places(world)
                for place, cards in excluded.items():
                    assert not after[place] & cards, place
                # the world keeps the record: the seat draws the same conclusions in it
                assert hidden_constraints(game, world, seat) == excluded
    assert ruled_out > 0


def test_constrained_dealing_gives_each_place_only_cards_it_may_hold():
    from hanafuda_core.evaluation import _deal

    hidden = {"hand-1": 0b1111, "draw": 0b11110000}
    pool = list(range(8))
    seen = set()
    for s in range(40):
        a = _deal(hidden, {"hand-1": 0b00001111}, pool, Rng(s))
        assert sorted(a["hand-1"] + a["draw"]) == pool and len(a["hand-1"]) == 4
        assert all(c >= 4 for c in a["hand-1"])
        seen.add(tuple(sorted(a["hand-1"])))
    assert seen == {(4, 5, 6, 7)}
    assert _deal(hidden, {"hand-1": 0b00011111}, pool, Rng(1)) is None  # only 3 cards allowed for 4 places
    spread = {tuple(sorted(_deal(hidden, {"hand-1": 0b11}, pool, Rng(s))["hand-1"])) for s in range(60)}
    assert len(spread) > 5 and all(0 not in h and 1 not in h for h in spread)


WHOLE_TURNS = [g.key for g in games.all_games() if g.computer.strong_weighs_turns]


@pytest.mark.parametrize("key", WHOLE_TURNS)
def test_strong_weighs_each_distinct_way_to_finish_the_turn(key):
    """Where Strong weighs whole turns, each line is legal from the position
    and ends the turn, no two lines end the same way (nor in ways the game's
    ``turn_end_key`` finds alike), the Standard move's
    lines come first, and the figures name the line behind each value."""
    from hanafuda_core.levels import turn_lines

    game = games.get(key)
    same = game.computer.turn_end_key  # ends the rules cannot tell apart are one
    several = 0
    for n, pos in enumerate(_standard_rounds(game, range(2))):
        first = game.computer.choose(pos.copy(), Rng(n))
        lines = turn_lines(game, pos, first, 16)
        assert lines and lines[0][0] == first
        seen = set()
        for line in lines:
            w = pos.copy()
            for i, a in enumerate(line):
                assert game.explain_illegal(w, a) is None, (line, game.position_text(pos))
                game.push(w, a)
                assert game.ends_turn(a, w) == (i == len(line) - 1), line
            seen.add(same(w) if line[-1] != "pass" else "pass")
        assert len(seen) == len(lines)
        if len(lines) > 2 and n % 4 == 0:
            several += 1
            evs: list = []
            strong_choice(game, pos, Rng(n), SMALL, evaluation=evs)
            assert {v.line for v in evs[0].values} == {tuple(line) for line in lines}
            assert all(v.action == v.line[0] for v in evs[0].values)
    assert several


LIKELIHOOD = [g.key for g in games.all_games()
              if type(g.computer).choice_likelihood is not Computer.choice_likelihood]


@pytest.mark.parametrize("key", LIKELIHOOD)
def test_choice_likelihood_holds_the_true_deal_and_tells_deals_apart(key):
    """Weighing deals by the other player's choices: in rounds where that
    player really played by the rules of thumb, the true deal is never ruled
    out (with no slip at all), while some sampled deals are: the weights are
    right and not vacuous."""
    from hanafuda_core.evaluation import choice_likelihood

    game = games.get(key)
    saved = game.computer.likelihood_slip
    game.computer.likelihood_slip = 0.0
    try:
        ruled_out = weighed = 0
        for pos in _standard_rounds(game, range(4)):
            seat = game.to_move(pos)
            like = choice_likelihood(game, pos, seat)
            if like is None:
                continue
            weighed += 1
            assert like(pos) > 0.0, game.position_text(pos)
            ruled_out += sum(like(determinize(game, pos, seat, Rng(s))) == 0.0 for s in range(8))
        assert weighed and ruled_out
    finally:
        game.computer.likelihood_slip = saved


@pytest.mark.parametrize("key", LIKELIHOOD)
def test_choice_likelihood_reads_only_what_the_seat_may_know(key):
    """Two positions that differ only in the cards the seat cannot see give
    the same weights to the same sampled deals, the same weighted deals and
    the same Strong decision for the same seed."""
    from hanafuda_core.evaluation import choice_likelihood, weighted_worlds

    game = games.get(key)
    weighs = StrongSettings(rollouts=24, min_samples=3, max_samples=6, trust_from=2, confidence=0.5,
                            weigh_choices=3)
    checked = 0
    for n, pos in enumerate(_standard_rounds(game, range(2))):
        if n % 3:
            continue
        seat = game.to_move(pos)
        other = determinize(game, pos, seat, Rng(700 + n))
        a, b = choice_likelihood(game, pos, seat), choice_likelihood(game, other, seat)
        if a is None:
            assert b is None
            continue
        worlds = [determinize(game, pos, seat, Rng(s), keep_history=False) for s in range(4)]
        assert [a(w) for w in worlds] == [b(w) for w in worlds]
        wa = weighted_worlds(game, pos, seat, Rng(n), 4, 3, a)
        wb = weighted_worlds(game, other, seat, Rng(n), 4, 3, b)
        assert [game.position_text(w) for w in wa] == [game.position_text(w) for w in wb]
        assert strong_choice(game, pos, Rng(n), weighs) == strong_choice(game, other, Rng(n), weighs)
        checked += 1
    assert checked


def test_weighted_worlds_keep_deals_in_proportion_to_their_weight():
    """Systematic resampling: a deal with k/n of the total weight is kept k
    times; deals of weight 0 never; when every weight is 0, the plain deals."""
    from hanafuda_core.evaluation import weighted_worlds

    game = games.get("relay")
    pos = _positions(game, 3, 3, limit=1)[0]
    seat = game.to_move(pos)
    seen: list = []

    def like(world):
        seen.append(world)
        return [0.0, 3.0, 0.0, 1.0][len(seen) - 1]
    out = weighted_worlds(game, pos, seat, Rng(5), 4, 1, like)
    assert [seen.index(w) for w in out] == [1, 1, 1, 3]
    seen.clear()
    out = weighted_worlds(game, pos, seat, Rng(5), 2, 2, lambda w: seen.append(w) or 0.0)
    assert out == seen[:2]


@pytest.mark.parametrize("key", LIKELIHOOD)
def test_a_games_own_play_out_plays_the_shared_rollout_moves(key):
    """A game's faster play-out (the engine's own actions) ends each round
    exactly where the shared loop over :meth:`Computer.rollout_action` does."""
    from hanafuda_core.game import Computer

    game = games.get(key)
    assert type(game.computer).play_out is not Computer.play_out
    for n, pos in enumerate(_positions(game, 2, 8, every=3, limit=4)):
        a, b = pos.copy(), pos.copy()
        game.computer.play_out(a, Rng(n))
        Computer.play_out(game.computer, b, Rng(n))
        assert game.outcome(a) is not None
        assert game.position_text(a) == game.position_text(b)
        assert [str(x) for x in a.move_stack] == [str(x) for x in b.move_stack]


RACING = StrongSettings(rollouts=60, min_samples=3, max_samples=6, trust_from=2, confidence=0.5, race=3,
                        race_samples=12)


@pytest.mark.parametrize("key,seats", CASES, ids=IDS)
def test_a_raced_budget_is_seeded_honest_and_keeps_the_move_to_beat(key, seats):
    """Racing the budget (the moves worth clearly less leave the race): the
    same answer for the same seed, the same decision for positions that
    differ only in the cards the seat cannot see, and the move to beat (the
    Standard move) is played out in every sampled world while the others
    may leave early; never more rollouts than the budget and one round."""
    from hanafuda_core.evaluation import Race

    game = games.get(key)
    checked = 0
    for n, pos in enumerate(_positions(game, seats, 17, every=3, limit=4)):
        seat = game.to_move(pos)
        legal = game.legal_actions(pos)
        keep = game.computer.choose_level(pos.copy(), Rng(n), "standard")
        race = Race(rollouts=40, every=2, drop=1.0, keep=keep, deal=4)
        ev = evaluate(game, pos, Rng(n), 20, race=race)
        assert ev == evaluate(game, pos, Rng(n), 20, race=race)
        assert sorted(v.action for v in ev.values) == sorted(legal)
        assert ev.value_of(keep).samples == ev.samples
        assert sum(v.samples for v in ev.values) < 40 + len(legal)
        if hidden_cards(game, pos, seat):
            other = determinize(game, pos, seat, Rng(300 + n))
            assert strong_choice(game, pos, Rng(n), RACING) == strong_choice(game, other, Rng(n), RACING)
            checked += 1
    assert checked


def test_a_race_drops_the_clearly_worse_and_the_copies_of_the_best():
    from hanafuda_core.evaluation import Race

    race = Race(rollouts=100, every=4, drop=2.0, keep="b")
    results = [[1.0, 2.0, 1.0, 2.0], [0.0, 0.0, 0.0, 0.1], [1.0, 2.0, 1.0, 2.0], [-5.0, -6.0, -5.0, -6.0],
               [1.0, 2.5, 0.0, 2.0]]
    first = ["a", "b", "c", "d", "e"]
    # "a" is best; "b" is worse but is the move to beat; "c" scored as "a" everywhere; "d" is clearly
    # worse; "e" is too close to call
    assert race.prune([0, 1, 2, 3, 4], results, first) == [0, 1, 4]


def test_isuri_strong_value_is_the_chance_of_winning_the_match():
    """Where the higher total after the last round wins, Strong scores a
    rollout by the chance of winning the match: after the last round 1, ½ or
    0 by the totals alone (not by how many points); before it, rising with
    the lead, ½ for none; in a match played to a total, the net points."""
    from dataclasses import replace

    game = games.get("isuri")
    m = game.new_match(None, Rng(4), 2)
    pos, rng = m.position, Rng(4)
    while game.to_move(pos) is not None:
        game.push(pos, game.computer.choose(pos, rng))
    out = game.outcome(pos)
    net = out.seat_points[0] - out.seat_points[1]
    rounds = pos.options.rounds
    assert rounds > 1
    last = pos.copy()
    values = []
    for lead in (-net - 1, -net, -net + 1, -net + 200):
        last.round_no = rounds
        last.scores = (lead, 0)
        values.append((game.computer.strong_value(last, 0), game.computer.strong_value(last, 1)))
    assert values == [(0.0, 1.0), (0.5, 0.5), (1.0, 0.0), (1.0, 0.0)]
    early = pos.copy()
    chances = []
    for lead in (-300, -net - 30, -net, -net + 30, 300):
        early.round_no = 1
        early.scores = (lead, 0)
        v = game.computer.strong_value(early, 0)
        assert 0.0 < v < 1.0 and v + game.computer.strong_value(early, 1) == pytest.approx(1.0)
        chances.append(v)
    assert chances == sorted(chances) and chances[2] == 0.5 and len(set(chances)) == 5
    to_total = pos.copy()
    to_total.options = replace(pos.options, length="100-points")
    assert game.computer.strong_value(to_total, 0) == game.computer.rollout_value(to_total, 0) == net
