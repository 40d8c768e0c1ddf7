"""Actions, the round outcome and the phases of a turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...cardset import index as _index
from ...deck import Card
from ...messages import Message, listed, msg, msg_in, sentences
from ...seats import SeatName, by_seat, numbered_names
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


_DEALT_NAMES = {"four-of-a-month": msg_in("a dealt hand of Koi-Koi", "Four of a Month"),
                "four-pairs": msg_in("a dealt hand of Koi-Koi", "Four Pairs")}
"""(Written out: Babel reads a message only as it is written.)"""


def dealt_hand_name(key: str) -> Message:
    """A dealt hand's name by its key ("Four of a Month")."""
    if key in _DEALT_NAMES:
        return _DEALT_NAMES[key]
    return Message(DEALT_CATALOG[key].name if key in DEALT_CATALOG else key, {}, context="a dealt hand of Koi-Koi")


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

    def explain(self, names: "Sequence[SeatName] | None" = None) -> Message:
        """The round's end in words, naming the seats ``names`` as the board
        does (by their numbers, "Player 1", when none are given)."""
        numbered = names is None
        if names is None:
            names = numbered_names(2)

        def within(p: int) -> Message:
            """Seat ``p`` named within a sentence: the board's name ("Computer"),
            "you", or "player 2" for a seat named by its number."""
            if numbered:
                return msg_in("a seat, within a sentence", "player {n}", n=p + 1)
            return names[p].subject if names[p].is_reader else names[p].label

        if self.reason == "exhausted":
            if self.winner is not None:
                text = msg("The cards ran out and nobody won with a yaku: the dealer, {dealer}, scores {n} (the "
                           "dealer's privilege).", dealer=within(self.winner), n=self.points[self.winner])
            else:
                text = msg("The cards ran out and nobody won with a yaku: no points this round.")
            callers = [names[p].label for p in (0, 1) if self.calls[p]]
            if callers:
                called = msg("{who} called koi-koi but made no further yaku.", who=listed(callers))
                text = sentences([text, called])
            return text
        if self.reason == "dealt-hand":
            parts = []
            for p in (0, 1):
                if self.dealt[p]:
                    hands = listed([dealt_hand_name(k) for k in self.dealt[p]])
                    who, n = names[p], self.points[p]
                    if not parts:  # the sentence starts with the seat
                        part = by_seat(who, msg("You were dealt {hands} ({n} points)", hands=hands, n=n),
                                       msg("{who} was dealt {hands} ({n} points)", who=who.label, hands=hands, n=n))
                    else:
                        part = by_seat(who, msg("you were dealt {hands} ({n} points)", hands=hands, n=n),
                                       msg("{who} was dealt {hands} ({n} points)", who=within(p), hands=hands, n=n))
                    parts.append(part)
            said = parts[0] if len(parts) == 1 else msg_in("two players' dealt hands, one after the other",
                                                          "{first}; {second}", first=parts[0], second=parts[1])
            return msg("{dealt}: the round is over.", dealt=said)
        w = self.winner
        b = self.breakdown.explanation()
        who, other = names[w], names[1 - w]
        if self.reason == "stop":
            head = by_seat(who, msg("You stop: {score}.", score=b), msg("{who} stops: {score}.", who=who.label, score=b))
        elif self.calls[1 - w] and not self.calls[w]:
            if who.is_reader:
                head = msg("You made a yaku after {other}'s koi-koi: {score}.", other=within(1 - w), score=b)
            elif other.is_reader:
                head = msg("{who} made a yaku after your koi-koi: {score}.", who=who.label, score=b)
            else:
                head = msg("{who} made a yaku after {other}'s koi-koi: {score}.", who=who.label, other=within(1 - w),
                           score=b)
        elif self.calls[w]:
            head = by_seat(who, msg("You, who called koi-koi, made another yaku: {score}.", score=b),
                           msg("{who}, who called koi-koi, made another yaku: {score}.", who=who.label, score=b))
        else:
            head = by_seat(who, msg("You made a yaku on the last turn: {score}.", score=b),
                           msg("{who} made a yaku on the last turn: {score}.", who=who.label, score=b))
        n = self.points[w]
        if not self.calls[1 - w]:
            scored = by_seat(who, msg("You score {n}.", n=n), msg("{who} scores {n}.", who=who.label, n=n))
        elif who.is_reader:
            scored = msg("You score {n}; {other}, who called koi-koi, scores nothing.", n=n, other=within(1 - w))
        elif other.is_reader:
            scored = msg("{who} scores {n}; you, who called koi-koi, score nothing.", who=who.label, n=n)
        else:
            scored = msg("{who} scores {n}; {other}, who called koi-koi, scores nothing.", who=who.label, n=n,
                         other=within(1 - w))
        return sentences([head, scored])

    def to_dict(self, names: "Sequence[SeatName] | None" = None) -> dict:
        return {
            **self.common_dict(names), "winner": self.winner, "settlement": self.settlement,
            "breakdown": self.breakdown.to_dict() if self.breakdown else None,
            "dealt": [list(d) for d in self.dealt], "calls": list(self.calls),
        }


PHASE_PLAY, PHASE_DRAW, PHASE_DECIDE, PHASE_STOP, PHASE_END = 0, 1, 2, 3, 4
PHASES = ("play", "draw", "decide", "stop", "end")
# The fields of the position text, in order, with what each holds (the rules page's table).
