"""How good the end of a turn is for a player: the measure Hiyoko's computer
player scores every way to finish its turn with (:func:`evaluate`, which a
variant extends through the position's ``evaluate_end``), and what wild
cards kept in hand are worth (:func:`wild_worth`, Isuri's measure uses it
too).  It reads positions only, so the positions' ``evaluate_end`` hooks use
it without depending on the computer player (:mod:`.computer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cardset import bits as _bits
from ...families.shedding.months import MonthRules

if TYPE_CHECKING:
    from .position import HiyokoPosition

__all__ = ["wild_worth", "evaluate"]


_CARD_COST = 10.0


def wild_worth(rules: MonthRules, hand: int) -> float:
    """Wild cards kept in hand are worth keeping: they bridge gaps later."""
    w = 0.0
    for c in _bits(hand & rules.wild_cards):
        w += 2.0 + 0.5 * rules.hand[c].bit_count()
    return w


def evaluate(me: int, before: HiyokoPosition, after: HiyokoPosition) -> float:
    """How good the end of a turn is for ``me`` (the computer's measure; variants extend it)."""
    out = after.outcome()
    if out is not None:
        return 1000.0 if out.winners == (me,) else -1000.0
    hand = after.hands[me]
    return -_CARD_COST * hand.bit_count() + wild_worth(after.rules, hand)
