"""Sakura (Higo-Bana): the hanafuda game of Hawaii, for two to seven players,
alone or in teams, on the capture family.

    cards     the cards' values, the Lightning, the deal for 2 to 7 players
    yaku      the eight yaku and the round's score
    options   the rule options and the named presets
    actions   the actions and the phases of a turn
    position  a round: the Lightning, hiki, teams, the end and its scores
    notation  the position text
    outcome   the end of a round in words
    match     rounds until the chosen number
    computer  the random player, the rules of thumb, the rollout policy
    view      the board view model (a crowded table from four players), status line and move log
    game      the game as the shared modules see it (``SakuraGame``)
    engine    the engine's public names in one place
    goals     the lesson goals
    puzzles   the mined puzzles' themes
    tables    the rules page's generated tables
"""

from ... import games
from .cards import DEAL_SIZES, GAJI, VALUES, card_value
from .game import SakuraGame
from .match import SakuraMatch
from .options import DEFAULT_OPTIONS, PRESETS, SakuraOptions
from .position import SakuraPosition
from .yaku import PENALTY, YAKU, round_scores, yaku_of

GAME = games.register(SakuraGame())

__all__ = ["SakuraGame", "GAME", "SakuraMatch", "SakuraPosition", "SakuraOptions", "DEFAULT_OPTIONS", "PRESETS",
           "DEAL_SIZES", "GAJI", "VALUES", "card_value", "PENALTY", "YAKU", "round_scores", "yaku_of"]
