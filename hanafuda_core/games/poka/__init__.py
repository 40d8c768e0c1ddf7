"""Poka (ポカ, Go-mon Shobu and San-mon Shobu): a two-player game of the
month-sequence shedding family.

    engine   positions, legal actions and their explanations, teyaku,
             outcomes, notation, the match, solvers and the computer player
    game     the game as the shared modules see it (registered below)
    view     the board view model, status line and move log in words
    goals    the lesson and puzzle goals Poka offers
    tables   the generated tables of the rules page

The engine's public names are re-exported here (``from
hanafuda_core.games.poka import PokaPosition``).
"""

from .engine import *  # noqa: F401,F403
from .engine import __all__ as _engine_all
from .game import PokaGame
from ... import games as _games

GAME = _games.register(PokaGame())

__all__ = list(_engine_all) + ["PokaGame", "GAME"]
