"""Koi-Koi (こいこい): the best-known two-player game of the hana-awase
(capture) family, built on :mod:`hanafuda_core.families.capture`.

    engine   yaku as data, presets and options, positions, legal actions and
             their explanations, scoring, notation, the match, the computer
    game     the game as the shared modules see it (registered below)
    view     the board view model, status line and move log in words
    goals    the lesson and puzzle goals Koi-Koi offers
    tables   the generated tables of the rules page

The engine's public names are re-exported here.
"""

from .engine import *  # noqa: F401,F403
from .engine import __all__ as _engine_all
from .game import KoiKoiGame
from ... import games as _games

GAME = _games.register(KoiKoiGame())

__all__ = list(_engine_all) + ["KoiKoiGame", "GAME"]
