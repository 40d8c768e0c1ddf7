"""The end of an Isuri round (:class:`IsuriOutcome`): the payments, the pot,
the all-six bonus and the running totals, in words with true minus signs
(:func:`num`)."""

from __future__ import annotations

from dataclasses import dataclass

from ...game import Outcome
from ..hiyoko.words import plural
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

    def explain(self) -> str:
        w = self.winner
        parts = [f"Player {w + 1} emptied their hand"]
        if self.bonus:
            parts[0] += f", all six cards in one turn ({SOU_DASHI_BONUS} points more)"
        if self.pot:
            parts[0] += f", and takes the pot of {plural(self.pot, 'point')}"
        pts = self.seat_points

        def signed(x: int) -> str:
            return f"+{x}" if x > 0 else ("−" + str(-x) if x < 0 else "0")

        text = (parts[0] + f". This round: player 1 {signed(pts[0])}, player 2 {signed(pts[1])}; "
                f"totals {num(self.scores[0])} and {num(self.scores[1])}.")
        if self.ends_match:
            if self.match_winner is None:
                text += " The match ends in a draw."
            else:
                m = self.match_winner
                text += f" Player {m + 1} wins the match {num(self.scores[m])} to {num(self.scores[1 - m])}."
        return text

    def to_dict(self) -> dict:
        return {"winner": self.winner, "payments": list(self.payments), "pot": self.pot, "bonus": self.bonus,
                "points": list(self.seat_points), "scores": list(self.scores), "match_over": self.ends_match,
                "match_winner": self.match_winner, "explanation": self.explain()}
