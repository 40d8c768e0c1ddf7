"""Poka (ポカ, Go-mon Shobu and San-mon Shobu): a two-player game of the
month-sequence shedding family.

    engine   the engine's public names, gathered from the modules below
    cards    the ghost cards and which card follows which
    options  the rule options
    actions  the actions of a turn
    teyaku   the hand combinations checked at the deal, and how they are settled
    outcome  the end of a round
    position the position: state, deal, legal actions, push/pop, outcome
    notation the position as one line of text, and its checks
    explain  why an action is illegal, in words
    solver   the turn solver for lessons
    computer the computer player and why its moves are sensible
    match    the match
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
