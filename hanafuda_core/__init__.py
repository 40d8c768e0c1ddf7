"""hanafuda_core: the rules of hanafuda games in pure Python.

No third-party dependencies; runs in CPython 3.11+ and in Pyodide.

The modules in layers, from the bottom (a module imports only from its own
layer or below; tests/core/test_layers.py holds it):

    deck, notation, rng, errors,           the cards, their notation, the
      messages, glyphs                     seeded shuffle, learners' sentences
                                           in the reader's language
    cardset, options, words, names, art/,  card-set helpers, the option
      dealer, pagetables                   protocol, English for learners,
                                           the deck's names as messages,
                                           the card drawings, the dealer draw,
                                           pieces of the generated tables
    game, position, match, presenter,      what every game provides: Game and
      goal, evaluation, levels             its parts (facts, site content,
                                           presenter, position protocol),
                                           Match / Outcome, the lesson goal
                                           base; the evaluator and the levels
    families/                              code shared by a family of games
                                           (capture; month-sequence shedding)
    games/                                 the registry and one package per game
    board, play, learning/, review,        shared modules over the registry:
      drills, rule_drills                  the board's HTML, play sessions,
                                           lessons and their judge, the match
                                           review, the drills
    webapi                                 the browser's JSON API
"""

from .deck import (
    BY_CODE,
    BY_KEY,
    CARDS,
    DECK_SUBSETS,
    FLOWERS,
    MONTH_ORDERS,
    NAGOYA_ORDER,
    STANDARD_ORDER,
    Card,
    Kind,
    MonthOrder,
    RibbonStyle,
    month_cards,
)
from .dealer import choose_dealer
from .notation import NotationError, card, format_cards, parse_card, parse_cards
from .rng import Rng

__version__ = "0.1.0"

__all__ = [
    "BY_CODE", "BY_KEY", "CARDS", "DECK_SUBSETS", "FLOWERS", "MONTH_ORDERS", "NAGOYA_ORDER",
    "STANDARD_ORDER", "Card", "Kind", "MonthOrder", "RibbonStyle", "card", "month_cards",
    "choose_dealer", "NotationError", "format_cards", "parse_card", "parse_cards", "Rng",
]
