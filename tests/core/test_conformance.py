"""The conformance suite: one set of checks run over every registered game.

Each game, at each of its seat counts, plays seeded random matches through
the shared :class:`~hanafuda_core.game.Game` interface only, and after every
action the suite checks that

* every card of the game is in exactly one place (hands, piles, captures);
* the position's notation reads back to the same position;
* push then pop restores the position exactly;
* every legal action is accepted by ``explain_illegal`` and every illegal one
  gets a readable reason (never an exception);
* the computer player only chooses legal actions;
* the board view model renders for every seat, with that seat's hand at the
  bottom;
* what a learner reads (the view's status, log and card labels, the reason an
  action on a card is refused) names cards in words, never by their codes;
* the position has every attribute the shared code reads
  (:class:`~hanafuda_core.position.PositionProtocol`), its fast path
  (``push_unchecked`` of a legal action) plays as ``push`` does, and
  ``is_over()`` agrees with ``outcome()``;

and at every few positions that every legal action reads in words, that
``ends_turn`` closes exactly the action sequences ``turn_sequences`` lists,
that a hint is a legal move told in words, and that the exercise view (a
lesson step's board) shows every hand and, for a question, offers no move;

and after every round that the points are consistent with the outcome (the
scores grow by the points of the round, partners score alike) and that the
match ends.  The test-only game Relay (tests/core/relay_game.py) takes part,
so the checks cover 3 and 4 seats and partnerships.
"""

from __future__ import annotations

import pytest

from hanafuda_core import games
from hanafuda_core.board import board_html
from hanafuda_core.deck import ALL_CARDS
from hanafuda_core.game import POSITION_ATTRIBUTES, Computer, PositionProtocol
from hanafuda_core.messages import ENGLISH, Message, written
from hanafuda_core.options import OptionsProtocol
from hanafuda_core.rng import Rng
from tests.core.learner_text import notation_in
from fuzzing import sampled

CASES = [(g.key, n) for g in games.all_games() for n in g.info.seat_counts]
IDS = [f"{k}-{n}seats" for k, n in CASES]
MAX_ACTIONS = 20_000
NOT_ACTIONS = ("", "hello", "99Z", "1B>", ">", "draw>", "stop stop", "1B 1B", "-", "pass!")


def _check_places(game, pos) -> None:
    places = game.card_places(pos)
    seen = 0
    for name, cards in places.items():
        assert seen & cards == 0, f"{game.name}: a card of {name} is also in another place"
        seen |= cards
    assert seen == game.deck(pos), f"{game.name}: cards missing or extra: {seen ^ game.deck(pos):#x}"


def _check_position(game, pos, rng: Rng, seats: int) -> None:
    text = game.position_text(pos)
    assert game.position_text(game.parse_position(text)) == text
    legal = game.legal_actions(pos)
    for a in legal:
        assert game.explain_illegal(pos, a) is None, (text, a)
    # push/pop is exact, for a few legal actions
    for a in legal[:3]:
        work = game.parse_position(text) if not hasattr(pos, "copy") else pos.copy()
        before = game.position_text(work)
        game.push(work, a)
        game.pop(work)
        assert game.position_text(work) == before, (text, a)
    # the fast path (an engine action from the legal list, unchecked) plays as push does
    for a in pos.legal_actions()[:2]:
        checked, fast = pos.copy(), pos.copy()
        checked.push(a)
        fast.push_unchecked(a)
        assert game.position_text(fast) == game.position_text(checked), (text, a)
        assert fast.move_stack == checked.move_stack, (text, a)
    # every other action text gets a reason, never an exception
    deck = game.deck(pos)
    card_actions = tuple(c.code for c in ALL_CARDS if deck >> c.index & 1)  # the cards a learner can click
    for a in NOT_ACTIONS + tuple(c.code for c in ALL_CARDS):  # the bonus cards too: a game without them says so
        reason = game.explain_illegal(pos, a)
        if reason is None:
            game.apply(pos, a)  # accepted, so it must apply
        else:
            assert isinstance(reason, (str, Message)), (text, a)
            reason = str(reason)  # a message: its English
            assert reason.strip(), (text, a)
            assert "Traceback" not in reason
            if a in card_actions:  # a card clicked: the learner reads the reason
                assert notation_in(reason) == [], (text, a)
    # the computer only plays legal actions
    if legal:
        choice = game.computer.choose(pos.copy(), Rng(rng.next64()))
        assert game.explain_illegal(pos, choice) is None, (text, choice)
    # the view renders for every seat
    for me in range(seats):
        names = game.seat_names(seats, me)
        view = written(game.presenter.view(pos, me=me, names=names, interactive=True), ENGLISH)
        bottom = [z for z in view["zones"] if z.get("area") == "bottom"]
        assert any(z["id"] == f"hand-{me}" for z in bottom), view["zones"]
        assert board_html(view, interactive=True).startswith('<div class="hf-board"')
        assert notation_in(view) == [], text


def _check_protocol(game, pos, seats: int) -> None:
    assert isinstance(pos, PositionProtocol), [a for a in POSITION_ATTRIBUTES if not hasattr(pos, a)]
    assert isinstance(pos.turn, int) and 0 <= pos.turn < seats
    assert isinstance(pos.dealer, int) and 0 <= pos.dealer < seats
    assert len(pos.scores) == seats and all(isinstance(x, int) for x in pos.scores)
    assert len(pos.hands) == seats and all(isinstance(h, int) and h >= 0 for h in pos.hands)
    assert isinstance(list(pos.move_stack), list)
    assert pos.is_over() == (pos.outcome() is not None)


def _check_words_turns_hint_and_exercise(game, pos, rng: Rng, seats: int) -> None:
    text = game.position_text(pos)
    legal = game.legal_actions(pos)
    for a in legal:
        words = str(game.presenter.action_phrase(pos, a).imperative)  # its English
        assert words.strip() and notation_in(words) == [], (text, a, words)
    # ends_turn closes exactly the sequences turn_sequences lists
    for actions, end in game.turn_sequences(pos, limit=12):
        work = pos.copy()
        for i, a in enumerate(actions):
            game.push(work, a)
            assert game.ends_turn(a, work) == (i == len(actions) - 1), (text, actions, i)
        assert game.position_text(work) == game.position_text(end), (text, actions)
    hint = game.computer.hint(pos, Rng(rng.next64()))
    assert hint["action"] in legal
    assert str(hint["words"]) == str(game.presenter.action_phrase(pos, hint["action"]).imperative)
    assert notation_in(str(hint["words"]) + " " + str(hint["reason"] or "")) == [], (text, hint)
    me = game.turn(pos)
    view = written(game.presenter.exercise_view(pos, me=me, show_legal=True), ENGLISH)
    assert board_html(view, interactive=True).startswith('<div class="hf-board"')
    assert notation_in(view) == [], text
    for z in view["zones"]:
        if z["id"].startswith("hand-"):
            assert all(c["code"] for c in z["cards"]), f"{game.name}: a hand face down in an exercise: {z['id']}"
    question = written(game.presenter.exercise_view(pos, me=me, question=True), ENGLISH)
    assert not [c for z in question["zones"] for c in z["cards"] if c.get("action")], text
    assert notation_in(question) == [], text


def _play(game, seats: int, seed: str, *, checks: bool) -> tuple[int, int]:
    rng = Rng(seed)
    match = game.new_match(None, Rng(f"{seed}/deal"), seats)
    teams = game.info.teams(seats) or ()
    actions = rounds = 0
    while True:
        pos = match.position
        before = tuple(pos.scores)
        assert len(before) == seats
        _check_places(game, pos)
        while game.to_move(pos) is not None:
            if checks and sampled(actions):
                _check_position(game, pos, rng, seats)
                _check_protocol(game, pos, seats)
                if actions % 10 == 0:
                    _check_words_turns_hint_and_exercise(game, pos, rng, seats)
            legal = game.legal_actions(pos)
            assert legal, f"{game.name}: a player to move has no legal action"
            a = game.computer.random_action(pos, rng)
            assert game.explain_illegal(pos, a) is None
            game.push(pos, a)
            _check_places(game, pos)
            actions += 1
            assert actions < MAX_ACTIONS, f"{game.name}: the match does not end"
        out = game.outcome(pos)
        assert out is not None
        rounds += 1
        assert len(out.seat_points) == seats and len(out.scores) == seats
        assert tuple(out.scores) == tuple(b + p for b, p in zip(before, out.seat_points))
        assert set(out.winners) <= set(range(seats))
        assert str(out.explain()).strip() and notation_in(str(out.explain())) == []
        for team in teams:
            assert len({out.seat_points[p] for p in team}) == 1, "partners score alike"
        if game.match_over(match):
            assert out.match_over
            return actions, rounds
        match.next_round()


@pytest.mark.parametrize("key, seats", CASES, ids=IDS)
def test_random_matches_keep_every_invariant(key, seats):
    game = games.get(key)
    for i in range(20):
        _play(game, seats, f"conformance/{key}/{seats}/{i}", checks=False)


@pytest.mark.parametrize("key, seats", CASES, ids=IDS)
def test_every_position_of_a_match_passes_the_position_checks(key, seats):
    game = games.get(key)
    actions, rounds = _play(game, seats, f"conformance-checked/{key}/{seats}", checks=True)
    assert actions > 0 and rounds >= 1


@pytest.mark.parametrize("key", [g.key for g in games.all_games()])
def test_options_round_trip_through_text_and_form(key):
    game = games.get(key)
    default = game.default_options()
    text = game.options_text(default)
    assert game.parse_options(text) == default
    assert game.parse_options(None) == default
    described = game.describe_options()
    assert described and all({"name", "label", "description", "choices"} <= set(d) for d in described)
    for d in described:
        for choice in d["choices"]:
            if choice["value"] is None:
                continue
            try:
                opts = game.parse_options({d["name"]: choice["value"]})
            except ValueError as e:  # a choice that needs another option first
                assert "needs" in str(e), e
                continue
            assert game.parse_options(game.options_text(opts)) == opts
    with pytest.raises(ValueError):
        game.parse_options({"no-such-option": 1})


@pytest.mark.parametrize("key", [g.key for g in games.all_games()])
def test_a_game_declares_itself(key):
    game = games.get(key)
    assert game.key == game.info.key == key and game.name == game.info.name and game.site.blurb
    assert game.site.page("rules") and game.site.page("play") and callable(game.site.tables)
    assert game.presenter.game is game and game.goals[0].type == "legal-move"
    assert game.computer.game is game and isinstance(game.computer, Computer)
    assert isinstance(game.position_type, type)
    assert isinstance(game.default_options(), OptionsProtocol) and isinstance(game.options_type, type)
    assert game.info.seat_counts and all(2 <= n <= 7 for n in game.info.seat_counts)
    for n in game.info.seat_counts:
        teams = game.info.teams(n)
        if teams:
            assert sorted(p for t in teams for p in t) == list(range(n))
        for me in range(n):
            names = game.seat_names(n, me)
            assert len(names) == n and str(names[me]) == "You" and len(set(names)) == n


@pytest.mark.parametrize("key, seats", CASES, ids=IDS)
def test_the_computer_reads_only_what_its_seat_may_know(key, seats):
    """Honest information: positions that differ only in the arrangement of
    the cards the seat to move cannot see get the same decision from every
    computer level (Strong on a small budget) for the same seed."""
    from hanafuda_core.evaluation import determinize, hidden_cards
    from hanafuda_core.levels import StrongSettings, strong_choice

    game = games.get(key)
    small = StrongSettings(rollouts=16, min_samples=2, max_samples=4, trust_from=2, confidence=0.5)
    m = game.new_match(None, Rng(f"honest/{key}/{seats}"), seats)
    pos, rng = m.position, Rng(1)
    checked = 0
    for step in range(200):
        if game.to_move(pos) is None and checked < 6 and not game.match_over(m):  # a round over at once: the next
            m.next_round()
            pos = m.position
        if game.to_move(pos) is None or checked == 6:
            break
        seat = game.to_move(pos)
        if step % 3 == 0 and len(game.legal_actions(pos)) > 1 and hidden_cards(game, pos, seat):
            other = determinize(game, pos, seat, Rng(step))
            for lv in game.computer.levels():
                if lv.key == "strong":
                    a, b = (strong_choice(game, p, Rng(step), small) for p in (pos, other))
                else:
                    a, b = (lv.choose(game, p, Rng(step)) for p in (pos, other))
                assert a == b, (lv.key, game.position_text(pos), game.position_text(other))
            checked += 1
        game.push(pos, game.computer.random_action(pos, rng))
    assert checked


def test_a_game_without_a_computer_player_plays_at_random():
    """The default computer part (no engine players): a uniformly random legal move, no reasons."""
    from hanafuda_core.game import Game

    game = games.get(games.keys()[0])
    bare = Computer(game)
    pos, rng = game.new_match(None, Rng("bare")).position, Rng(0)
    while len(game.legal_actions(pos)) < 3:
        game.push(pos, game.computer.random_action(pos, rng))
    legal = game.legal_actions(pos)
    picks = {bare.choose(pos, Rng(k)) for k in range(40)}
    assert picks <= set(legal) and len(picks) > 1
    assert bare.choose(pos, Rng(3)) == bare.random_action(pos, Rng(3)) == legal[Rng(3).below(len(legal))]
    assert bare.explain_move(pos, legal[0]) is None and bare.rollout_action(pos, Rng(3)) == bare.choose(pos, Rng(3))
    assert Game.computer_type is Computer
