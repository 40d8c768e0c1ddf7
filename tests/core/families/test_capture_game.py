"""The capture family's Game hooks (:class:`CaptureGame`, :class:`CaptureComputer`),
checked once over every game that uses them (found in the registry, never
named): the turn rule is the engine's own, the cards' places, the mined
puzzles' goals and note."""

from __future__ import annotations

import importlib

import pytest

from hanafuda_core import games
from hanafuda_core.families.capture.game import CaptureComputer, CaptureGame
from hanafuda_core.families.capture.puzzles import capture_candidates, draw_note
from tests.core.families.sampled import positions

FAMILY = [g.key for g in games.all_games() if isinstance(g, CaptureGame)]


def test_the_family_has_its_games():
    assert len(FAMILY) >= 2
    for key in FAMILY:
        assert isinstance(games.get(key).computer, CaptureComputer)


@pytest.mark.parametrize("key", FAMILY)
def test_the_turns_are_the_engines_own(key):
    # The family's rule (the round over, or a decision that opens a turn:
    # turn_phases) lists the turns the engine's players list, in their order.
    game = games.get(key)
    engine = importlib.import_module(f"hanafuda_core.games.{key}.engine")
    for pos in positions(game, f"turns/{key}", count=32):
        mine = [(actions, end.to_text()) for actions, end in game.turn_sequences(pos, 300)]
        theirs = [([a.text() for a in actions], end.to_text()) for actions, end in engine.turn_sequences(pos, 300)]
        assert mine == theirs, pos.to_text()


@pytest.mark.parametrize("key", FAMILY)
def test_the_cards_places_are_the_familys(key):
    game = games.get(key)
    for pos in positions(game, f"places/{key}", count=32):
        # The places' names (that they cover the deck once is the conformance suite's check).
        places = game.card_places(pos)
        assert {f"hand-{p}" for p in range(len(pos.hands))} | {"field", "draw"} <= set(places)


@pytest.mark.parametrize("key", FAMILY)
def test_the_puzzle_hooks_read_the_games_data(key):
    game = games.get(key)
    first = 0
    for pos in positions(game, f"puzzles/{key}", count=32):
        out = game.puzzle_candidates(pos)
        family = capture_candidates(pos, game.puzzle_brights)
        assert out[:len(family)] == family  # a game may add its own goals after the family's
        assert bool(out) == bool(family)  # at the same decisions
        assert all(set(themes) <= set(game.puzzle_themes) for _, themes in out)
        assert game.puzzle_note(pos) == draw_note(pos, game.card_words)
        first += bool(out)
    assert first  # some turn's first decision was seen
