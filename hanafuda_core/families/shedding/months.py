"""The month rules of the shedding family, as plain functions over bit sets
(see :mod:`hanafuda_core.cardset`), so each game only states its order, its
deck and its wild cards.

Months are *positions* in the game's order (1..12), held as 12-bit sets (bit
``m - 1`` = position ``m``).

* :class:`MonthRules` — which months every card counts as, played from a
  hand, lying on the pile after a discard, or turned up from the draw pile,
  and from that the bit set of the cards that may follow any top card.  A
  game's wild cards may count as every month everywhere, or as a range of
  months, some only when turned up (:func:`month_rules`).
* :func:`follow_table` — the simple case: a month follows the month before
  it, and a set of wild cards follows anything and is followed by anything.
* month sets: :func:`months_between`, :func:`month_set`, :func:`month_list`,
  :func:`next_months`, :func:`next_month`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from ...deck import FULL_DECK, STANDARD_ORDER, MonthOrder

__all__ = ["ALL_MONTHS", "months_between", "month_set", "next_months", "MonthRules", "month_rules",
           "follow_table", "next_month", "month_list"]

ALL_MONTHS = (1 << 12) - 1
"""The 12-bit set of every month position."""


def months_between(first: int, last: int) -> int:
    """The month positions ``first..last`` (1..12) as a 12-bit set."""
    if not 1 <= first <= last <= 12:
        raise ValueError(f"a month range runs from 1 to 12, got {first}..{last}")
    return ((1 << last) - 1) & ~((1 << (first - 1)) - 1)


def month_set(positions: Iterable[int]) -> int:
    """A 12-bit set of month positions (1..12)."""
    out = 0
    for m in positions:
        out |= 1 << (m - 1)
    return out


def month_list(months: int) -> list[int]:
    """The month positions of a 12-bit set, in order."""
    return [m for m in range(1, 13) if months >> (m - 1) & 1]


def next_months(months: int) -> int:
    """The months that follow any month of ``months`` (the 12th wraps to the 1st)."""
    return ((months << 1) | (months >> 11)) & ALL_MONTHS


def next_month(month: int, order: MonthOrder = STANDARD_ORDER) -> int:
    """The printed month (1..12) that follows ``month`` in ``order`` (the last wraps to the first)."""
    pos = order.position(month)
    return order.flower_at(pos % 12 + 1).month


@dataclass(frozen=True)
class MonthRules:
    """Which months each card counts as, and therefore which cards follow which.

    ``hand[c]``: the months card ``c`` counts as when played from a hand;
    ``played[c]``: as the top card after it was discarded from a hand;
    ``turned[c]``: as the top card after it was turned up from the draw pile
    (each a 12-bit set of positions in ``order``).  A card ``x`` may go on a
    top card ``t`` when some month ``x`` counts as comes right after some
    month ``t`` counts as.  ``wild_cards``: the bit set of the cards that
    count as more than one month in a hand.
    """

    order: MonthOrder
    deck: int
    hand: tuple[int, ...]
    played: tuple[int, ...]
    turned: tuple[int, ...]

    def __post_init__(self):
        singles = tuple(self._cards_meeting(1 << i) for i in range(12))
        object.__setattr__(self, "_singles", singles)
        object.__setattr__(self, "wild_cards", sum(1 << c for c in range(48) if self.hand[c].bit_count() > 1))
        object.__setattr__(self, "_follow_played", tuple(self.followers(self.played[c]) for c in range(48)))
        object.__setattr__(self, "_follow_turned", tuple(self.followers(self.turned[c]) for c in range(48)))

    def _cards_meeting(self, months: int) -> int:
        out = 0
        for c in range(48):
            if self.deck >> c & 1 and self.hand[c] & months:
                out |= 1 << c
        return out

    def counting_as_month(self, month: int) -> int:
        """The cards of the deck that count as ``month`` (a position, 1..12) when played from a hand."""
        return self._singles[month - 1]  # type: ignore[attr-defined]

    def counting_as(self, months: int) -> int:
        """The cards of the deck that count as one of ``months`` when played from a hand."""
        out = 0
        singles = self._singles  # type: ignore[attr-defined]
        for i in range(12):
            if months >> i & 1:
                out |= singles[i]
        return out

    def followers(self, top_months: int) -> int:
        """The cards that may go on a top card counting as ``top_months``."""
        return self.counting_as(next_months(top_months))

    def top_months(self, top: int, turned: bool) -> int:
        """The months a top card counts as (turned up from the draw pile, or discarded)."""
        return self.turned[top] if turned else self.played[top]

    def follow(self, top: int, turned: bool) -> int:
        """The bit set of the cards that may go on ``top``."""
        return (self._follow_turned if turned else self._follow_played)[top]  # type: ignore[attr-defined]

    def follows(self, top: int, card: int, turned: bool = False) -> bool:
        return bool(self.follow(top, turned) >> card & 1)

    def is_wild_in_hand(self, card: int) -> bool:
        return self.hand[card].bit_count() > 1

    def own_month(self, card: int) -> int:
        """The position of a card's own flower in the order."""
        return self.order.position((card >> 2) + 1)


def month_rules(order: MonthOrder = STANDARD_ORDER, deck: int = FULL_DECK,
                wild: Mapping[int, int] | None = None, wild_turned: Mapping[int, int] | None = None,
                wild_anywhere: int = 0) -> MonthRules:
    """The :class:`MonthRules` of a game.

    Every card counts as its own flower's position in ``order``, except:
    ``wild[c]`` — the months card ``c`` counts as in a hand and on the pile;
    ``wild_turned[c]`` — the months it counts as only when turned up from the
    draw pile (in a hand, or discarded from one, it is its own month);
    ``wild_anywhere`` — a bit set of cards that count as every month everywhere.
    """
    wild = dict(wild or {})
    wild_turned = dict(wild_turned or {})
    for c in range(48):
        if wild_anywhere >> c & 1:
            wild[c] = ALL_MONTHS
    hand, played, turned = [], [], []
    for c in range(48):
        own = 1 << (order.position((c >> 2) + 1) - 1)
        h = wild.get(c, own)
        hand.append(h)
        played.append(h)
        turned.append(wild_turned.get(c, h))
    return MonthRules(order, deck, tuple(hand), tuple(played), tuple(turned))


def follow_table(wild: int = 0, order: MonthOrder = STANDARD_ORDER, deck: int = FULL_DECK) -> tuple[int, ...]:
    """``table[top]`` = the bit set of the cards of ``deck`` that may go on ``top``.

    A card follows a top card of the month before it in ``order``; a wild
    card (bit set ``wild``) follows any card, and any card follows a wild top.
    """
    rules = month_rules(order, deck, wild_anywhere=wild)
    out = []
    for i in range(48):
        if (1 << i) & wild:
            out.append(deck)
        else:
            out.append(rules.follow(i, False))
    return tuple(out)
