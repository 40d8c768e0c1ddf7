"""Hiyoko (ひよこ, also Shosho): a two-player game of the month-sequence
shedding family, played in the Nagoya month order with ten wild cards.

    engine   the engine's public names, gathered from the modules below
    cards    the Nagoya order, the deck, the wild cards, where the top card came from
    words    months and cards in words for learners
    options  the rule options (Isuri shares four of them)
    actions  the actions of a turn
    outcome  the end of a round
    position the position: state, deal, month rules, legal actions, push/pop, outcome
    notation the position as one line of text, and its checks
    explain  why an action is illegal, in words
    measure  how good the end of a turn is: the computer's measure, which the position reads
    computer the computer player and why its moves are sensible
    match    the match
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
