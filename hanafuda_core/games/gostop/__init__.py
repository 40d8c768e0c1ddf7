"""Go-Stop (고스톱; Matgo, 맞고, for two): Korea's hanafuda game for two or three
players, built on :mod:`hanafuda_core.families.capture`.

    cards     the Korean months, the classes as Go-Stop counts them
    options   the rule options and the named presets
    scoring   the cards' points, go calls, each loser's payment
    actions   the actions and the phases of a turn
    position  a deal: turns, declarations, go and stop, the outcome
    outcome   the end of a deal in words
    notation  the position text
    match     deals until the chosen number
    computer  the random player, the rules of thumb, the rollout policy
    words     why an action is not legal
    view      the board view model, status line and move log
    tables    the rules page's generated tables
    game      the game as the shared modules see it (GAME below)
"""

from ... import games
from .game import GoStopGame
from .match import GoStopMatch
from .options import DEFAULT_OPTIONS, PRESETS, GoStopOptions
from .position import GoStopPosition

GAME = games.register(GoStopGame())

__all__ = ["GoStopGame", "GoStopMatch", "GoStopOptions", "GoStopPosition", "DEFAULT_OPTIONS", "PRESETS", "GAME"]
