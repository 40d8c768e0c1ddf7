"""Hiyoko (ひよこ, also Shosho): a two-player game of the month-sequence
shedding family, played in the Nagoya month order with ten wild cards.

    engine   positions, legal actions and their explanations, outcomes,
             notation, the match, the solver and the computer player
    game     the game as the shared modules see it (registered below)
    view     the board view model, status line and move log in words
    goals    the lesson and puzzle goals it offers
    tables   the generated tables of its rules page

Isuri (:mod:`hanafuda_core.games.isuri`) is a variant built on these classes.
The engine's public names are re-exported here.
"""

from .engine import *  # noqa: F401,F403
from .engine import __all__ as _engine_all
from .game import HiyokoGame
from ... import games as _games

GAME = _games.register(HiyokoGame())

__all__ = list(_engine_all) + ["HiyokoGame", "GAME"]
