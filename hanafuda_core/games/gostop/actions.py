"""Go-Stop's actions and the phases of a turn.

A hand card played (``3R``, ``3R>3C1`` naming the field card it takes when
two of its month lie there), the card turned up from the stock taking one of
two (``draw>8A``), a hand card played showing the three of its month
(``shake>3R``), the three cards of a month played at once onto the fourth
(``bomb>3R``, any of the three named), a bomb's spare turn that only turns a
card up (``flip``), the sake cup counted as an ``animal`` or as ``junk``, and
``go`` or ``stop``.  A bonus card in hand is played as a card (``X1``): it
goes to the player's cards and the top card of the stock to their hand.
"""

from __future__ import annotations

from ...deck import ALL_CARDS
from ...families import capture as ha
from ...notation import NotationError


class GoStopAction(ha.CaptureAction):
    """One action (see the module notes): ``kind`` is ``play``, ``draw``,
    ``shake``, ``bomb``, ``flip``, ``animal``, ``junk``, ``go`` or ``stop``."""

    __slots__ = ()
    BONUS_CARDS = True

    @classmethod
    def misread(cls, text: str, error: NotationError) -> NotationError:
        return NotationError(
            f"not an action: {text!r}. Write a card to play (3R), a card and the field card it takes "
            f"(3R>3C1), draw>CARD, shake>CARD, bomb>CARD, 'flip', 'animal', 'junk', 'go' or 'stop' — "
            f"{error.reason}", error.token)


PLAY_TABLE = ha.PlayTable(GoStopAction)
PLAY_ACTIONS = PLAY_TABLE.play
DRAW_ACTIONS = PLAY_TABLE.draw
SHAKE_ACTIONS = tuple(GoStopAction("shake", c) for c in range(len(ALL_CARDS)))
BOMB_ACTIONS = tuple(GoStopAction("bomb", c) for c in range(len(ALL_CARDS)))
GO = GoStopAction("go")
STOP = GoStopAction("stop")
FLIP = GoStopAction("flip")
AS_ANIMAL = GoStopAction("animal")
AS_JUNK = GoStopAction("junk")
GoStopAction.TABLE = PLAY_TABLE
GoStopAction.WORDS = {"go": GO, "stop": STOP, "flip": FLIP, "animal": AS_ANIMAL, "junk": AS_JUNK}
GoStopAction.HEADS = {"shake": (GoStopAction("shake"), SHAKE_ACTIONS),
                      "bomb": (GoStopAction("bomb"), BOMB_ACTIONS)}

PHASE_PLAY, PHASE_DRAW, PHASE_CUP, PHASE_DECIDE, PHASE_OVER = range(5)
PHASES = ("play", "draw", "cup", "decide", "over")
"""The phases by number: a hand card (or a bomb's flip) to play, the card
turned up to place on one of two, the sake cup's class to choose, go or
stop to call, and the round over."""
