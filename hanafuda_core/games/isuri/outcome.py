"""The end of an Isuri round (:class:`IsuriOutcome`): the payments, the pot,
the all-six bonus and the running totals, in words with true minus signs
(:func:`num`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...game import Outcome
from ...messages import Message, msg, msg_in, msg_n, sentences
from ...seats import SeatName, by_seat, numbered_names
from .cards import SOU_DASHI_BONUS

__all__ = ["IsuriOutcome", "num"]


def num(x: int) -> str:
    """A whole number for a learner, with a true minus sign: "−5"."""
    return f"−{-x}" if x < 0 else str(x)


@dataclass(frozen=True)
class IsuriOutcome(Outcome):
    """The end of an Isuri round.  ``winner`` emptied their hand and takes the
    ``pot``; ``payments`` are what each player gained or lost by discards and
    passes this round (the all-six bonus included); ``seat_points`` their sum
    with the pot; ``scores`` the running totals after the round."""

    winner: int
    payments: tuple[int, int]
    pot: int
    bonus: bool
    scores: tuple[int, int]
    ends_match: bool = False
    match_winner: int | None = None
    reason: str = "empty-hand"

    @property
    def match_over(self) -> bool:
        return self.ends_match

    @property
    def winners(self) -> tuple[int, ...]:
        return (self.winner,)

    @property
    def seat_points(self) -> tuple[int, ...]:
        return tuple(self.payments[p] + (self.pot if p == self.winner else 0) for p in range(2))

    @property
    def points(self) -> int:
        return self.seat_points[self.winner]

    def explain(self, names: Sequence[SeatName] | None = None) -> Message:
        """The round's end in words, the seats named ``names`` (by number
        when none are given: "Player 1" starting a sentence, "player 1"
        within one)."""
        numbered = names is None
        names = numbered_names(2) if numbered else names
        w = names[self.winner]
        bonus, pot = SOU_DASHI_BONUS, msg_n("{n} point", "{n} points", self.pot, n=self.pot)
        if self.bonus and self.pot:
            first = by_seat(w, msg("You emptied your hand, all six cards in one turn ({bonus} points more), and take "
                                   "the pot of {pot}.", bonus=bonus, pot=pot),
                            msg("{who} emptied their hand, all six cards in one turn ({bonus} points more), and takes "
                                "the pot of {pot}.", who=w.label, bonus=bonus, pot=pot))
        elif self.bonus:
            first = by_seat(w, msg("You emptied your hand, all six cards in one turn ({bonus} points more).",
                                   bonus=bonus),
                            msg("{who} emptied their hand, all six cards in one turn ({bonus} points more).",
                                who=w.label, bonus=bonus))
        elif self.pot:
            first = by_seat(w, msg("You emptied your hand, and take the pot of {pot}.", pot=pot),
                            msg("{who} emptied their hand, and takes the pot of {pot}.", who=w.label, pot=pot))
        else:
            first = by_seat(w, msg("You emptied your hand."), msg("{who} emptied their hand.", who=w.label))
        pts = self.seat_points

        def signed(x: int) -> str:
            return f"+{x}" if x > 0 else ("−" + str(-x) if x < 0 else "0")

        def seat(p: int) -> Message:  # a seat within the sentence: "you", "Computer", "player 1"
            if numbered:
                return msg_in("a seat, within a sentence", "player {n}", n=p + 1)
            return names[p].subject if names[p].is_reader else names[p].label

        parts = [first, msg("This round: {first} {a}, {second} {b}; totals {x} and {y}.", first=seat(0), a=signed(pts[0]),
                            second=seat(1), b=signed(pts[1]), x=num(self.scores[0]), y=num(self.scores[1]))]
        if self.ends_match:
            if self.match_winner is None:
                parts.append(msg("The match ends in a draw."))
            else:
                m = self.match_winner
                a, b = num(self.scores[m]), num(self.scores[1 - m])
                parts.append(by_seat(names[m], msg("You win the match {a} to {b}.", a=a, b=b),
                                     msg("{who} wins the match {a} to {b}.", who=names[m].label, a=a, b=b)))
        return sentences(parts)

    def to_dict(self) -> dict:
        return {"winner": self.winner, "payments": list(self.payments), "pot": self.pot, "bonus": self.bonus,
                "points": list(self.seat_points), "scores": list(self.scores), "match_over": self.ends_match,
                "match_winner": self.match_winner, "explanation": self.explain()}
