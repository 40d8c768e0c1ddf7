"""hanafuda_core: the rules of hanafuda games in pure Python.

No third-party dependencies; runs in CPython 3.11+ and in Pyodide.
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
