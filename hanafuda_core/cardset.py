"""Card sets: the one copy of the helpers every engine uses.

Cards are indices 0..47 (:mod:`hanafuda_core.deck`; a game that plays
with the bonus cards also 48..50, read with ``bonus=True``); a set of cards
is an ``int`` bit set (bit ``i`` = card ``i``); a pile is a list of indices.
These helpers convert between the forms (accepting card codes, :class:`Card`
objects or indices).  The cards' and months' names in words are
:mod:`hanafuda_core.words`' (read here too, as before).
"""

from __future__ import annotations

from typing import Iterable

from .deck import ALL_CARDS, BONUS_DECK, FULL_DECK, Card, indices
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


def index(ref: int | str | Card, *, bonus: bool = False) -> int:
    """A card index from an index, a card code or a :class:`Card` (a bonus
    card only with ``bonus``)."""
    if isinstance(ref, Card):
        if ref.is_bonus and not bonus:
            raise ValueError(f"{ref.code} is a bonus card, which this game does not play with")
        return ref.index
    if isinstance(ref, int) and not isinstance(ref, bool):
        last = len(ALL_CARDS) - 1 if bonus else 47
        if 0 <= ref <= last:
            return ref
        raise ValueError(f"card index must be 0..{last}, got {ref}")
    return parse_card(ref, bonus=bonus).index


def to_mask(cards, *, bonus: bool = False) -> int:
    """A bit set from a bit set, a card list text or an iterable of cards
    (the bonus cards allowed only with ``bonus``)."""
    if isinstance(cards, int) and not isinstance(cards, bool):
        allowed = FULL_DECK | BONUS_DECK if bonus else FULL_DECK
        if cards < 0 or cards & ~allowed:
            raise ValueError("a card bit set holds only the bits of the 48 cards and the bonus cards (48 to 50)"
                             if bonus else "a card bit set must be between 0 and 2**48 - 1")
        return cards
    if isinstance(cards, str):
        return mask(c.index for c in parse_cards(cards, bonus=bonus))
    return mask(index(c, bonus=bonus) for c in cards)


def to_list(cards, *, bonus: bool = False) -> list[int]:
    """A list of indices (order kept) from a card list text, a bit set or an
    iterable (the bonus cards allowed only with ``bonus``)."""
    if isinstance(cards, str):
        return [c.index for c in parse_cards(cards, bonus=bonus)]
    if isinstance(cards, int) and not isinstance(cards, bool):
        return bits(to_mask(cards, bonus=bonus))
    return [index(c, bonus=bonus) for c in cards]


def codes(cards: int | Iterable[int]) -> str:
    """Card codes of a bit set or a list of indices, separated by spaces."""
    if isinstance(cards, int):
        cards = bits(cards)
    return " ".join(ALL_CARDS[c].code for c in cards)


def month_of(card: int) -> int:
    """The month (1..12) of a card index."""
    return (card >> 2) + 1
