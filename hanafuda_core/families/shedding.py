"""The month-sequence shedding family: games where cards are shed in month order.

The games of this family share one idea: cards go onto a discard pile one
month after the other in a month order (:mod:`hanafuda_core.deck`'s
the standard order, or a regional one such as the Nagoya order), December (the
last month of the order) followed by January (the first); wild cards follow
anything and anything follows them; whoever cannot follow passes, and when
everyone has passed a card is turned up from the draw pile, which is rebuilt
from the discard pile (all but its top card) when it runs out.

Written once, as plain functions over bit sets (see
:mod:`hanafuda_core.cardset`), so each game only states its order, its wild
cards and its own turn rules.
"""

from __future__ import annotations

from ..deck import FULL_DECK, MONTH_MASKS, STANDARD_ORDER, MonthOrder
from ..rng import Rng

__all__ = ["follow_table", "next_month", "rebuild_draw_pile"]


def next_month(month: int, order: MonthOrder = STANDARD_ORDER) -> int:
    """The printed month (1..12) that follows ``month`` in ``order`` (the last wraps to the first)."""
    pos = order.position(month)
    return order.flower_at(pos % 12 + 1).month


def follow_table(wild: int = 0, order: MonthOrder = STANDARD_ORDER, deck: int = FULL_DECK) -> tuple[int, ...]:
    """``table[top]`` = the bit set of the cards of ``deck`` that may go on ``top``.

    A card follows a top card of the month before it in ``order``; a wild
    card (bit set ``wild``) follows any card, and any card follows a wild top.
    """
    out = []
    for i in range(48):
        if (1 << i) & wild:
            out.append(deck)
        else:
            nxt = next_month((i >> 2) + 1, order)
            out.append((MONTH_MASKS[nxt - 1] | wild) & deck)
    return tuple(out)


def rebuild_draw_pile(discard: list[int], rng: Rng) -> tuple[list[int], list[int]]:
    """The draw pile ran out: every discarded card but the top one is
    shuffled into a new draw pile.  Returns ``(new draw pile, new discard pile)``."""
    top = discard[-1]
    pile = discard[:-1]
    rng.shuffle(pile)
    return pile, [top]
