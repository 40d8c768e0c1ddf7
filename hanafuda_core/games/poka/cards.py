"""Poka's cards as the rules see them: the three ghost cards, which follow
any card and which any card follows, and the table of which card may go on
which top card (:func:`follows`)."""

from __future__ import annotations

from ...cardset import index as _index
from ...deck import FULL_DECK, MONTH_MASKS, Card
from ...families.shedding.months import follow_table

__all__ = ["GHOSTS", "GHOST_MASK", "JANUARY_CARDS", "FEBRUARY_CARDS", "PLAIN_JANUARY", "NOT_GHOSTS", "FOLLOW",
           "follows", "ALIKE"]

GHOSTS: tuple[int, ...] = (0, 1, 4)
"""Indices of the three ghost cards: 1B (crane), 1R (pine poetry ribbon), 2A (bush warbler)."""
GHOST_MASK: int = (1 << 0) | (1 << 1) | (1 << 4)

JANUARY_CARDS = MONTH_MASKS[0]
FEBRUARY_CARDS = MONTH_MASKS[1]
PLAIN_JANUARY = JANUARY_CARDS & ~GHOST_MASK
"""1C1 and 1C2: the only January cards that are not ghosts (the One-Two combo starts with one)."""
NOT_GHOSTS = FULL_DECK & ~GHOST_MASK

FOLLOW: tuple[int, ...] = follow_table(GHOST_MASK)
"""``FOLLOW[top]``: the bit set of the cards that may be discarded on ``top`` by the basic rule."""


def follows(top: int | str | Card, card: int | str | Card) -> bool:
    """True when ``card`` may be discarded on ``top`` by the basic rule (month or ghost).

    The One-Two combo and the optional January/February rule depend on the
    rest of the hand; :meth:`PokaPosition.legal_actions` knows about them.
    """
    return bool(FOLLOW[_index(top)] >> _index(card) & 1)


def _alike() -> tuple[int, ...]:
    # Two cards are alike when every rule of a round treats them the same:
    # they follow the same cards, the same cards follow them, and they belong
    # to the same special sets (ghosts, the One-Two combo's plain January
    # cards, February, a month for the January/February rule).  Teyaku are
    # only checked at the deal, before any choice.
    sets = (GHOST_MASK, PLAIN_JANUARY, FEBRUARY_CARDS, *MONTH_MASKS)

    def sign(c: int) -> tuple:
        return (FOLLOW[c], tuple(FOLLOW[t] >> c & 1 for t in range(48)), tuple(m >> c & 1 for m in sets),
                c if (1 << c) & GHOST_MASK else -1)

    first: dict[tuple, int] = {}
    return tuple(first.setdefault(sign(c), c) for c in range(48))


ALIKE: tuple[int, ...] = _alike()
"""``ALIKE[c]``: the first card of the deck that the rules of a round cannot
tell apart from ``c`` (``c`` itself for a ghost card, the first plain card
of its month otherwise)."""
