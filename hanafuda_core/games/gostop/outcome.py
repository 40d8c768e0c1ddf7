"""The end of a Go-Stop deal, and its explanation in words."""

from __future__ import annotations

from dataclasses import dataclass

from ...families import capture as ha
from .scoring import PART_NAMES, Payment, Settlement

PENALTY_NAMES = {"pibak": "few junk", "gwangbak": "no bright", "meongbak": "the winner's seven animals",
                 "gobak": "overtaken after a go"}
"""Each doubling of a loser's payment, as learners read it."""


def payment_reasons(pay: Payment) -> str:
    """Why a loser pays what they pay, in words (empty when no doubling applies):
    " (doubled: few junk, no bright)", " (for player 3 too: overtaken after a go)"."""
    doubled = [PENALTY_NAMES[k] for k in pay.penalties if not (k == "gobak" and pay.for_others)]
    text = f" (doubled: {', '.join(doubled)})" if doubled else ""
    if pay.for_others:
        others = " and ".join(f"player {q + 1}" for q in pay.for_others)
        text += f" (for {others} too: {PENALTY_NAMES['gobak']})"
    return text


@dataclass(frozen=True)
class GoStopOutcome(ha.CaptureOutcome):
    """The end of a deal.

    ``reason``: ``stop`` (``winner`` stopped, or had no turn left to go on),
    ``chongtong`` (four of a month dealt to the winner's hand) or ``nagari``
    (the cards ran out and nobody stopped: nobody wins).  ``points`` per seat
    (zero-sum: what each loser pays the winner), ``scores`` the match scores
    after the deal, ``next_dealer`` (the winner; the same dealer after a
    deal nobody won), ``settlement`` (a stop's points, go calls and
    doublings), ``payments`` (each loser's), ``carry`` (the factor the next
    deal is paid with: doubled after a deal nobody won), ``final`` (the
    match's last deal)."""

    reason: str
    winner: int | None
    points: tuple[int, ...]
    scores: tuple[int, ...]
    next_dealer: int
    settlement: Settlement | None
    payments: tuple[Payment, ...]
    carry: int
    final: bool

    @property
    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    @property
    def match_over(self) -> bool:
        return self.final

    def explain(self) -> str:
        if self.reason == "nagari":
            more = " The next deal is paid double." if self.carry > 1 else ""
            return f"The cards ran out and nobody stopped (nagari): nobody wins this deal.{more}"
        who = f"Player {self.winner + 1}"
        if self.reason == "chongtong":
            text = f"{who} was dealt all four cards of a month (chongtong) and wins the deal."
        else:
            s = self.settlement
            parts = " + ".join(f"{PART_NAMES[k]} {p}" for k, p in s.cards.parts)
            text = f"{who} stops with {parts}"
            text += f" = {s.cards.total}." if len(s.cards.parts) > 1 else "."
            if s.gos:
                text += f" {s.gos} go{'s' if s.gos != 1 else ''}: +{s.added}"
                text += f", ×{s.go_factor}." if s.go_factor > 1 else "."
            if s.shakes:
                text += f" Shaking and bombs: ×{2 ** s.shakes}."
            if s.carried > 1:
                text += f" Deals nobody won before: ×{s.carried}."
        for pay in self.payments:
            if not pay.amount and not pay.penalties:
                text += f" Player {pay.loser + 1} pays nothing."
                continue
            text += f" Player {pay.loser + 1} pays {pay.amount}{payment_reasons(pay)}."
        return text

    def to_dict(self) -> dict:
        return {**self.common_dict(), "winner": self.winner, "carry": self.carry,
                "payments": [{"loser": p.loser, "amount": p.amount, "penalties": list(p.penalties),
                              "for_others": list(p.for_others)} for p in self.payments]}
