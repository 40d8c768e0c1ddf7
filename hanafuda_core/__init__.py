"""hanafuda_core: the rules of hanafuda games in pure Python.

No third-party dependencies; runs in CPython 3.11+ and in Pyodide.

    deck, notation, rng, dealer, art   the cards, their notation and drawings,
                                       the seeded shuffle, the dealer draw
    cardset, options, game             shared base types: card-set helpers,
                                       the option protocol, and Game / Position /
                                       Match / Outcome, what every game provides
    families/                          code shared by a family of games
                                       (capture; month-sequence shedding)
    games/                             the registry and one package per game
    board, play, learning/, webapi     shared modules over the registry: board
                                       view models, play sessions, lessons and
                                       their judge, the browser's JSON API
    drills, rule_drills, pagetables    drills of the deck and the common rules;
                                       pieces of the site's generated tables
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
    card,
    month_cards,
)
from .dealer import choose_dealer
from .notation import NotationError, format_cards, parse_card, parse_cards
from .rng import Rng

__version__ = "0.1.0"

__all__ = [
    "BY_CODE", "BY_KEY", "CARDS", "DECK_SUBSETS", "FLOWERS", "MONTH_ORDERS", "NAGOYA_ORDER",
    "STANDARD_ORDER", "Card", "Kind", "MonthOrder", "RibbonStyle", "card", "month_cards",
    "choose_dealer", "NotationError", "format_cards", "parse_card", "parse_cards", "Rng",
]
