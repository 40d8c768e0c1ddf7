"""Actions, the round outcome and the phases of a turn."""

from __future__ import annotations

from dataclasses import dataclass

from ...cardset import index as _index
from ...deck import Card
from ...families import capture as ha
from ...families.capture import LIGHTNING
from ...notation import NotationError
from .rules import DEALT_CATALOG
from .scoring import ScoreBreakdown


# Actions


class KoiKoiAction(ha.CaptureAction):
    """One action.

    ``kind``: ``"play"`` (play ``card`` from the hand; ``target`` names the
    field card it captures when there is a choice), ``"draw"`` (``target``:
    the field card the card turned up from the draw pile captures, when it
    matches two), ``"stop"`` or ``"koikoi"``.  Text forms: ``3R``,
    ``3R>3C1``, ``draw>8A``, ``stop``, ``koikoi``.
    """

    __slots__ = ()

    @staticmethod
    def play(card: int | str | Card, target: int | str | Card | None = None) -> "KoiKoiAction":
        c = _index(card)
        if target is None:
            return PLAY_ACTIONS[c]
        return play_target(c, _index(target))

    @staticmethod
    def draw(target: int | str | Card | None) -> "KoiKoiAction":
        return DRAW_ANY if target is None else DRAW_ACTIONS[_index(target)]

    @classmethod
    def misread(cls, text: str, error: NotationError) -> NotationError:
        return NotationError(
            f"not an action: {text!r}. Write a card to play (3R), a card and the field card it "
            f"captures (3R>3C1), draw>CARD for the drawn card's target, 'stop' or 'koikoi' — "
            f"{error.reason}", error.token)


PLAY_TABLE = ha.PlayTable(KoiKoiAction)
PLAY_TABLE.month_targets()
for _t in range(48):
    if _t != LIGHTNING:
        PLAY_TABLE.play_target(LIGHTNING, _t)
PLAY_ACTIONS = PLAY_TABLE.play
DRAW_ACTIONS = PLAY_TABLE.draw
DRAW_ANY = PLAY_TABLE.draw_any
play_target = PLAY_TABLE.play_target
PLAYS = PLAY_TABLE.plays
"""PLAYS[c][nibble]: the legal plays of hand card c (without the wild Lightning)."""
DRAWS = PLAY_TABLE.draws
"""DRAWS[c][nibble]: the targets of card c turned up, when it matches two (not the wild Lightning)."""

STOP = KoiKoiAction("stop")
KOIKOI = KoiKoiAction("koikoi")
KoiKoiAction.TABLE = PLAY_TABLE
KoiKoiAction.WORDS = {"stop": STOP, "koikoi": KOIKOI, "koi-koi": KOIKOI}
LIGHTNING_BIT = 1 << LIGHTNING

# ---------------------------------------------------------------------------
# Outcomes and errors


@dataclass(frozen=True)
class KoiKoiOutcome(ha.CaptureOutcome):
    """The end of a round.

    ``reason``: ``"stop"`` (the winner stopped after a yaku), ``"yaku"`` (the
    round ended on the winner's yaku by itself: after a koi-koi, or on the
    last turn), ``"dealt-hand"`` (a dealt hand at the deal) or
    ``"exhausted"`` (the cards ran out: no points, or the dealer's
    privilege to the dealer, the winner then).  ``points`` are what each
    player scores this round; ``settlement`` the same as zero-sum balance
    changes; ``scores`` the game scores after the round.  ``breakdown`` shows
    the winner's yaku and multipliers (for ``stop``/``yaku``).
    """

    reason: str
    winner: int | None
    points: tuple[int, int]
    scores: tuple[int, int]
    next_dealer: int
    breakdown: ScoreBreakdown | None = None
    dealt: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    calls: tuple[int, int] = (0, 0)
    last_turn: bool = False
    final: bool = False  # the last round of the match

    @property
    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    @property
    def match_over(self) -> bool:
        return self.final

    @property
    def settlement(self) -> list[int]:
        return ha.settle(self.points)

    def explain(self) -> str:
        if self.reason == "exhausted":
            if self.winner is not None:
                text = (f"The cards ran out and nobody won with a yaku: the dealer, player {self.winner + 1}, "
                        f"scores {self.points[self.winner]} (the dealer's privilege).")
            else:
                text = "The cards ran out and nobody won with a yaku: no points this round."
            callers = [p for p in (0, 1) if self.calls[p]]
            if callers:
                text += " " + " and ".join(f"Player {p + 1}" for p in callers) + \
                        " called koi-koi but made no further yaku."
            return text
        if self.reason == "dealt-hand":
            parts = []
            for p in (0, 1):
                if self.dealt[p]:
                    names = " and ".join(DEALT_CATALOG[k].name if k in DEALT_CATALOG else k
                                         for k in self.dealt[p])
                    parts.append(f"player {p + 1} was dealt {names} ({self.points[p]} points)")
            text = "; ".join(parts)
            return text[0].upper() + text[1:] + ": the round is over."
        w = self.winner
        b = self.breakdown
        if self.reason == "stop":
            head = f"Player {w + 1} stops"
        elif self.calls[1 - w] and not self.calls[w]:
            head = f"Player {w + 1} made a yaku after player {2 - w}'s koi-koi"
        elif self.calls[w]:
            head = f"Player {w + 1}, who called koi-koi, made another yaku"
        else:
            head = f"Player {w + 1} made a yaku on the last turn"
        text = f"{head}: {b.explain()}. Player {w + 1} scores {self.points[w]}"
        if self.calls[1 - w]:
            return text + f"; player {2 - w}, who called koi-koi, scores nothing."
        return text + "."

    def to_dict(self) -> dict:
        return {
            **self.common_dict(), "winner": self.winner, "settlement": self.settlement,
            "breakdown": self.breakdown.to_dict() if self.breakdown else None,
            "dealt": [list(d) for d in self.dealt], "calls": list(self.calls),
        }


PHASE_PLAY, PHASE_DRAW, PHASE_DECIDE, PHASE_STOP, PHASE_END = 0, 1, 2, 3, 4
PHASES = ("play", "draw", "decide", "stop", "end")
# The fields of the position text, in order, with what each holds (the rules page's table).
