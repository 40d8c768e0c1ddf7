"""Sakura's actions and the phases of a turn.

A hand card played (``3R``, ``3R>3C1`` naming the field card it takes when
two of its month lie there), the Lightning naming any field card
(``11C>8B``), the card turned up taking one of its choices (``draw>8A``), a
whole month taken (``hiki>4A``, the month of the card named) and ``flip``
(an empty hand's turn: a card turned up only).
"""

from __future__ import annotations

from ...families.capture import MONTH_BITS
from ...families.capture.actions import CaptureAction, PlayTable
from .cards import GAJI

PHASE_PLAY, PHASE_DRAW, PHASE_OVER, PHASE_GAJI = range(4)
PHASES = ("play", "draw", "over", "gaji")
"""The phases by number: a hand card to play, the card turned up to place, the
round over, and the Lightning played whose first target another player took
with a hiki (it takes another card, or stays on the field)."""


class SakuraAction(CaptureAction):
    """``3R``, ``3R>3C1``, ``11C>8B`` (the Lightning onto any field card),
    ``draw>8A``, ``hiki>4A`` (the month of the card named), ``flip``."""

    __slots__ = ()


PLAY_TABLE = PlayTable(SakuraAction)
PLAY_TABLE.month_targets()
FLIP = SakuraAction("flip")
HIKI = tuple(SakuraAction("hiki", c) for c in range(48))
SakuraAction.TABLE = PLAY_TABLE
SakuraAction.WORDS = {"flip": FLIP}
SakuraAction.HEADS = {"hiki": (SakuraAction("hiki"), HIKI)}


WILLOW = MONTH_BITS[GAJI]
"""The willow month's cards (the Lightning's)."""
