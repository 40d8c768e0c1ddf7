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
    engine    the engine's public names in one place
    goals     the lesson goals
    puzzles   the mined puzzles' themes
    tables    the rules page's generated tables
"""

from ... import games
from .game import HachiHachiGame
from .match import HachiHachiMatch
from .options import DEFAULT_OPTIONS, PRESETS, HachiHachiOptions
from .position import HachiHachiPosition

GAME = games.register(HachiHachiGame())

__all__ = ["HachiHachiGame", "GAME", "HachiHachiMatch", "HachiHachiOptions", "HachiHachiPosition", "DEFAULT_OPTIONS",
           "PRESETS"]
