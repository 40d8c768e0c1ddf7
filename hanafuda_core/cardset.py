"""Card sets: the one copy of the helpers every engine uses.

Cards are indices 0..47 (:mod:`hanafuda_core.deck`); a set of cards is an
``int`` bit set (bit ``i`` = card ``i``); a pile is a list of indices.  These
helpers convert between the forms (accepting card codes, :class:`Card`
objects or indices).  The cards' and months' names in words are
:mod:`hanafuda_core.words`' (read here too, as before).
"""

from __future__ import annotations

from typing import Iterable

from .deck import CARDS, FULL_DECK, Card, indices
from .notation import parse_card, parse_cards
from .words import capitalized, card_words, cards_words, code_words, month_words

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


def month_of(card: int) -> int:
    """The month (1..12) of a card index."""
    return (card >> 2) + 1
