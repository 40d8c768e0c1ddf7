"""The shedding family's shared parts, checked once over every game that
uses them (found in the registry, never named): the turn solver, the
actions' notation, the stop/pass button and the family's Game hooks."""

from __future__ import annotations

import pytest

from hanafuda_core import games
from hanafuda_core.families.shedding.position import ShedPosition
from hanafuda_core.families.shedding.solver import longest_chain_length, turn_over, turn_sequences
from hanafuda_core.families.shedding.view import stop_or_pass_button
from hanafuda_core.rng import Rng
from tests.core.families.sampled import positions

FAMILY = [g.key for g in games.all_games() if isinstance(g.position_type, type)
          and issubclass(g.position_type, ShedPosition)]


def test_the_family_has_its_games():
    assert len(FAMILY) >= 2


@pytest.mark.parametrize("key", FAMILY)
def test_every_turn_ends_once_and_the_longest_chain_is_the_solvers(key):
    game = games.get(key)
    for pos in positions(game, f"family/{key}"):
        most = 0
        for actions, end in turn_sequences(pos, limit=200):
            work = pos.copy()
            for i, a in enumerate(actions):
                work.push(a)
                assert turn_over(work, a) == (i == len(actions) - 1), (pos.to_text(), actions)
            assert work.to_text() == end.to_text()
            most = max(most, sum(len(a.cards) if a.kind == "multi" else 1 for a in actions if a.is_discard))
        assert longest_chain_length(pos) == most, pos.to_text()


@pytest.mark.parametrize("key", FAMILY)
def test_a_copy_holds_every_field_and_shares_nothing_it_changes(key):
    game = games.get(key)
    for pos in positions(game, f"copy/{key}"):
        names = {name for cls in type(pos).__mro__ for name in getattr(cls, "__slots__", ())}
        for stack in (True, False):
            new = pos.copy(stack=stack)
            assert type(new) is type(pos) and new == pos
            assert new._stack == (pos._stack if stack else [])
            for name in names - {"_stack"}:
                mine, theirs = getattr(pos, name), getattr(new, name)
                if isinstance(mine, Rng):
                    assert theirs is not mine and theirs.state == mine.state
                else:
                    assert theirs == mine, name
                if isinstance(mine, list):
                    assert theirs is not mine, name


@pytest.mark.parametrize("key", FAMILY)
def test_actions_read_back_from_their_notation(key):
    game = games.get(key)
    action_type = game.position_type.action_type
    for pos in positions(game, f"notation/{key}"):
        for a in pos.legal_actions():
            assert action_type.parse(a.text()) == a
            assert game.explain_illegal(pos, a.text()) is None


@pytest.mark.parametrize("key", FAMILY)
def test_the_stop_or_pass_button_is_enabled_exactly_when_legal(key):
    game = games.get(key)
    for pos in positions(game, f"button/{key}"):
        button = stop_or_pass_button(pos)
        assert button["action"] in ("stop", "pass")
        assert button["enabled"] == (button["action"] in game.legal_actions(pos))
        assert button["hint"] and str(button["label"]) == button["action"].capitalize()


@pytest.mark.parametrize("key", FAMILY)
def test_the_cards_places_cover_the_deck(key):
    game = games.get(key)
    for pos in positions(game, f"places/{key}"):
        places = game.card_places(pos)
        assert {"hand-0", "hand-1", "discard"} <= set(places)
        seen = 0
        for cards in places.values():
            assert seen & cards == 0
            seen |= cards
        assert seen == game.deck(pos)


@pytest.mark.parametrize("key", FAMILY)
def test_the_puzzle_goals_are_the_games_data(key):
    game = games.get(key)
    for pos in positions(game, f"puzzles/{key}", count=3):
        out = game.puzzle_candidates(pos)
        assert [(spec["type"], themes) for spec, themes in out] == [(g, [g]) for g in game.puzzle_goals]
        assert set(game.puzzle_goals) <= set(game.puzzle_themes)
