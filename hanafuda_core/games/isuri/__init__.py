"""Isuri (いすり): a variant of Hiyoko (:mod:`hanafuda_core.games.hiyoko`)
played for points — every discarded card is paid, passes feed a pot, and
three to six cards of one month may go down together.  Written as
subclasses of Hiyoko's classes that override only what differs.

    engine   the options, the position (deck, payments, pot, groups of one
             month), the outcome, the match and the turn's best earnings
    game     the game as the shared modules see it (registered below)
    goals    the lesson and puzzle goals it adds to Hiyoko's
    tables   the generated tables of its rules page

The board is Hiyoko's (:mod:`hanafuda_core.games.hiyoko.view`), which shows
the payments and the pot of an Isuri position.
"""

from .engine import *  # noqa: F401,F403
from .engine import __all__ as _engine_all
from .game import IsuriGame
from ... import games as _games

GAME = _games.register(IsuriGame())

__all__ = list(_engine_all) + ["IsuriGame", "GAME"]
