"""Isuri (いすり): a variant of Hiyoko (:mod:`hanafuda_core.games.hiyoko`)
played for points — every discarded card is paid, passes feed a pot, and
three to six cards of one month may go down together.  Written as
subclasses of Hiyoko's classes that override only what differs.

    engine   the engine's public names, gathered from the modules below
    options  the rule options (the last four are Hiyoko's)
    cards    the deck and what each card, a pass and all six cards are paid
    outcome  the end of a round: payments, pot, bonus, totals
    position the position (payments, pot, groups of one month)
    earnings the most a turn can earn
    match    the match
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
