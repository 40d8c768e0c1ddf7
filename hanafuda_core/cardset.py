"""Card sets: the one copy of the helpers every engine uses.

Cards are indices 0..47 (:mod:`hanafuda_core.deck`); a set of cards is an
``int`` bit set (bit ``i`` = card ``i``); a pile is a list of indices.  These
helpers convert between the forms (accepting card codes, :class:`Card`
objects or indices) and name cards and months in explanations.
"""

from __future__ import annotations

from typing import Iterable

from .deck import CARDS, FLOWERS, FULL_DECK, Card, indices
from .notation import parse_card, parse_cards

__all__ = ["bits", "mask", "index", "to_mask", "to_list", "codes", "card_words", "cards_words",
           "code_words", "capitalized", "month_words",
           "month_of"]

bits = indices
"""The card indices of a bit set, in deck order."""


def mask(cards: Iterable[int]) -> int:
    """The bit set of card indices."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def index(ref: int | str | Card) -> int:
    """A card index from an index, a card code or a :class:`Card`."""
    if isinstance(ref, Card):
        return ref.index
    if isinstance(ref, int) and not isinstance(ref, bool):
        if 0 <= ref < 48:
            return ref
        raise ValueError(f"card index must be 0..47, got {ref}")
    return parse_card(ref).index


def to_mask(cards) -> int:
    """A bit set from a bit set, a card list text or an iterable of cards."""
    if isinstance(cards, int) and not isinstance(cards, bool):
        if not 0 <= cards <= FULL_DECK:
            raise ValueError("a card bit set must be between 0 and 2**48 - 1")
        return cards
    if isinstance(cards, str):
        return mask(c.index for c in parse_cards(cards))
    return mask(index(c) for c in cards)


def to_list(cards) -> list[int]:
    """A list of indices (order kept) from a card list text, a bit set or an iterable."""
    if isinstance(cards, str):
        return [c.index for c in parse_cards(cards)]
    if isinstance(cards, int) and not isinstance(cards, bool):
        return bits(cards)
    return [index(c) for c in cards]


def codes(cards: int | Iterable[int]) -> str:
    """Card codes of a bit set or a list of indices, separated by spaces."""
    if isinstance(cards, int):
        cards = bits(cards)
    return " ".join(CARDS[c].code for c in cards)


def card_words(c: int) -> str:
    """A card for a learner, without notation: ``the Curtain (March)``,
    ``the Maple chaff 1 (October)``."""
    name, month = CARDS[c].name, FLOWERS[CARDS[c].month - 1].month_name
    if name.endswith(")"):  # "Paulownia chaff (coloured)"
        return f"the {name[:-1]}, {month})"
    return f"the {name} ({month})"


def cards_words(cards: int | Iterable[int]) -> str:
    """Cards of a bit set or a list of indices for a learner: ``the Curtain
    (March), the Moon (August) and the Rain Man (November)``."""
    parts = [card_words(c) for c in (bits(cards) if isinstance(cards, int) else cards)]
    if len(parts) <= 1:
        return "".join(parts) or "no card"
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def code_words(c: int) -> str:
    """A card for a lesson author or a developer, with its code: ``3B (Curtain)``."""
    return f"{CARDS[c].code} ({CARDS[c].name})"


def capitalized(text: str) -> str:
    """``text`` with its first letter upper-case (a sentence starting with a card)."""
    return text[:1].upper() + text[1:]


def month_words(month: int) -> str:
    """A month for an explanation: ``March (Cherry)``."""
    f = FLOWERS[month - 1]
    return f"{f.month_name} ({f.english})"


def month_of(card: int) -> int:
    """The month (1..12) of a card index."""
    return (card >> 2) + 1
