"""The most a turn can earn in Isuri (:func:`best_earnings`), from every
way to finish the turn, and what a line earned (:func:`earned`)."""

from __future__ import annotations

from ...families.shedding.solver import turn_sequences
from .position import IsuriPosition

__all__ = ["earned", "best_earnings"]


def earned(start: IsuriPosition, after: IsuriPosition) -> int:
    """What the player to move at ``start`` earned by ``after``: payments
    received, minus a pass, plus the pot when their hand is empty."""
    me = start.turn
    gain = after.paid[me] - start.paid[me]
    if not after.hands[me]:
        gain += after.pot
    return gain


def best_earnings(position: IsuriPosition, limit: int | None = 20000) -> int:
    """The most the player to move can earn this turn (:func:`earned`)."""
    best = None
    for _seq, result in turn_sequences(position, limit):
        e = earned(position, result)
        if best is None or e > best:
            best = e
    return best if best is not None else 0
