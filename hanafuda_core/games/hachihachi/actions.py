"""Hachi-Hachi's actions and the phases of a turn.

A hand card played (``3R``, ``3R>3C1`` naming the field card it takes when
two of its month lie there), the card turned up from the draw pile taking
one of two (``draw>8A``), and the words: ``sage`` (go on after a yaku),
``shoubu`` (stop and be paid) and ``cancel`` (end the round at the start of
one's turn, after going on).
"""

from __future__ import annotations

from ...families import capture as ha
from ...notation import NotationError


class HachiHachiAction(ha.CaptureAction):
    """One action (see the module notes): ``kind`` is ``play``, ``draw``,
    ``sage``, ``shoubu`` or ``cancel``."""

    __slots__ = ()

    @classmethod
    def misread(cls, text: str, error: NotationError) -> NotationError:
        return NotationError(
            f"not an action: {text!r}. Write a card to play (3R), a card and the field card it takes "
            f"(3R>3C1), draw>CARD, 'sage', 'shoubu' or 'cancel' — {error.reason}", error.token)


PLAY_TABLE = ha.PlayTable(HachiHachiAction)
PLAY_ACTIONS = PLAY_TABLE.play
DRAW_ACTIONS = PLAY_TABLE.draw
SAGE = HachiHachiAction("sage")
SHOUBU = HachiHachiAction("shoubu")
CANCEL = HachiHachiAction("cancel")
HachiHachiAction.TABLE = PLAY_TABLE
HachiHachiAction.WORDS = {"sage": SAGE, "shoubu": SHOUBU, "cancel": CANCEL}

PHASE_PLAY, PHASE_DRAW, PHASE_DECIDE, PHASE_OVER = range(4)
PHASES = ("play", "draw", "decide", "over")
"""The phases by number: a hand card to play (or, after going on, the round
to cancel), the card turned up to place on one of two, sage or shoubu to
call after a new yaku, and the round over."""
