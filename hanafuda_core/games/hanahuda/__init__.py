"""Palauan Hanahuda: the capture game of Palau for two, three or four players
(four in two teams of partners), built on :mod:`hanafuda_core.families.capture`.

    engine   card classes, yaku as data, options, positions, legal actions and
             their explanations, scoring, notation, the match, the computer
    game     the game as the shared modules see it (registered below)
    view     the board view model (every seat), status line and move log in words
    goals    the lesson and puzzle goals it offers
    tables   the generated tables of its rules page

The engine's public names are re-exported here.
"""

from .engine import *  # noqa: F401,F403
from .engine import __all__ as _engine_all
from .game import HanahudaGame
from ... import games as _games

GAME = _games.register(HanahudaGame())

__all__ = list(_engine_all) + ["HanahudaGame", "GAME"]
