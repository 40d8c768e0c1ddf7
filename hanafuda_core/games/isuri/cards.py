"""Isuri's cards: the 46-card deck (the coloured Paulownia chaff kept as a
second Phoenix) and what discarding a card, a pass and all six cards are paid
(:func:`card_value`, under the options)."""

from __future__ import annotations

from functools import lru_cache

from ...deck import DECK_SUBSETS
from ..hiyoko.cards import COLOURED_CHAFF, JANUARY, ORDER, WILD_TURNED
from .options import IsuriOptions

__all__ = ["ISURI_DECK", "ISURI_WILD_TURNED", "SOU_DASHI_BONUS", "PASS_COST", "card_value", "card_values"]

ISURI_DECK: int = DECK_SUBSETS["one-paulownia-chaff"].mask
"""The 46 cards of Isuri: two Paulownia chaffs out, the coloured one kept."""

ISURI_WILD_TURNED: dict[int, int] = {**WILD_TURNED, COLOURED_CHAFF: JANUARY}
"""Hiyoko's turned-up wild cards plus the coloured Paulownia chaff, a second Phoenix."""

SOU_DASHI_BONUS = 10
PASS_COST = 1


def card_value(c: int, options: IsuriOptions = IsuriOptions()) -> int:
    """What discarding card ``c`` is paid: 10 for a Pine (January) card, else
    its month's number (Nagoya order, or the printed month)."""
    return card_values(options)[c]


def _value(c: int, card_values: str) -> int:
    printed = (c >> 2) + 1
    if printed == 1:
        return 10
    if card_values == "printed":
        return printed
    return ORDER.position(printed)


@lru_cache(maxsize=None)
def _values(card_values: str) -> tuple[int, ...]:
    return tuple(_value(c, card_values) for c in range(48))


def card_values(options: IsuriOptions) -> tuple[int, ...]:
    """What discarding each card (by index) is paid under ``options`` (:func:`card_value`)."""
    return _values(options.card_values)
