"""Hachi-Hachi (八八, "88"): the classic Japanese game for three players,
built on :mod:`hanafuda_core.families.capture`.

    cards     the cards' points, the classes the yaku read, the field
    options   the rule options and the named presets
    yaku      the dealt hands, the captured yaku, the special endings
    scoring   what a round pays
    actions   the actions and the phases of a turn
    position  a round: turns, sage and shoubu, the outcome
    outcome   the end of a round in words
    notation  the position text
    match     rounds until the chosen number
    words     why an action is not legal
    computer  the random player, the rules of thumb, the rollout policy
    view      the board view model, status line and move log
    game      the game as the shared modules see it (``HachiHachiGame``)

The game is being written: its package holds the rules engine, its board
view and its computer player (the conformance suite's checks pass, run from
tests/core/games/hachihachi), not yet its site section (rules page, lessons,
puzzles, play page), so it is not declared (tests/core/test_declared_games.py,
UNDECLARED) and importing it registers nothing.
"""

from .match import HachiHachiMatch
from .options import DEFAULT_OPTIONS, PRESETS, HachiHachiOptions
from .position import HachiHachiPosition

__all__ = ["HachiHachiMatch", "HachiHachiOptions", "HachiHachiPosition", "DEFAULT_OPTIONS", "PRESETS"]
