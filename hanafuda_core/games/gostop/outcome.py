"""The end of a Go-Stop deal, and its explanation in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...families import capture as ha
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...seats import SeatName, by_seat, numbered_names
from .scoring import Payment, Settlement
from .words import parts_words

PENALTY_WORDS = {
    "pibak": msg_in("a doubling of a Go-Stop payment", "few junk"),
    "gwangbak": msg_in("a doubling of a Go-Stop payment", "no bright"),
    "meongbak": msg_in("a doubling of a Go-Stop payment", "the winner's seven animals"),
    "gobak": msg_in("a doubling of a Go-Stop payment", "overtaken after a go"),
}
"""Each doubling of a loser's payment, as a deal's outcome (and the rules page) says it."""


def _for_whom(name: SeatName, given: bool) -> Message:
    """A seat another loser pays for, within a sentence: "you", "Computer
    2"; "player 3" when the outcome is explained without names."""
    if not given:
        return msg_in("a seat of a Go-Stop outcome explained without names", "player {n}", n=name.number)
    return by_seat(name, msg_in("a seat, within a sentence", "you"), name.label)


def _payment_words(pay: Payment, names: Sequence[SeatName], given: bool) -> Message:
    """What one loser pays, and why: "Computer pays 6 (doubled: few junk)."."""
    name = names[pay.loser]
    who = name.label
    if not pay.amount and not pay.penalties:
        return by_seat(name, msg("You pay nothing."), msg("{who} pays nothing.", who=who))
    doubled = [PENALTY_WORDS[k] for k in pay.penalties if not (k == "gobak" and pay.for_others)]
    penalties = listed(doubled, commas_only=True) if doubled else None
    others = listed([_for_whom(names[q], given) for q in pay.for_others]) if pay.for_others else None
    n, why = pay.amount, PENALTY_WORDS["gobak"]
    if penalties is not None and others is not None:
        return by_seat(name, msg("You pay {n} (doubled: {penalties}) (for {others} too: {why}).", n=n,
                                 penalties=penalties, others=others, why=why),
                       msg("{who} pays {n} (doubled: {penalties}) (for {others} too: {why}).", who=who, n=n,
                           penalties=penalties, others=others, why=why))
    if penalties is not None:
        return by_seat(name, msg("You pay {n} (doubled: {penalties}).", n=n, penalties=penalties),
                       msg("{who} pays {n} (doubled: {penalties}).", who=who, n=n, penalties=penalties))
    if others is not None:
        return by_seat(name, msg("You pay {n} (for {others} too: {why}).", n=n, others=others, why=why),
                       msg("{who} pays {n} (for {others} too: {why}).", who=who, n=n, others=others, why=why))
    return by_seat(name, msg("You pay {n}.", n=n), msg("{who} pays {n}.", who=who, n=n))


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

    def explain(self, names: Sequence[SeatName] | None = None) -> Message:
        """The deal's end in words, the seats named as the board does
        (``names``; by their numbers, "Player 1", when none are given)."""
        given = names is not None
        names = tuple(names) if given else numbered_names(len(self.points))
        if self.reason == "nagari":
            text = msg("The cards ran out and nobody stopped (nagari): nobody wins this deal.")
            return sentences([text, msg("The next deal is paid double.")]) if self.carry > 1 else text
        name = names[self.winner]
        who = name.label
        if self.reason == "chongtong":
            parts = [by_seat(name, msg("You were dealt all four cards of a month (chongtong) and win the deal."),
                             msg("{who} was dealt all four cards of a month (chongtong) and wins the deal.", who=who))]
        else:
            s = self.settlement
            cards = [parts_words(k, p) for k, p in s.cards.parts]
            points = cards[0] if cards else msg_in("Go-Stop cards: none", "nothing")  # (a stop always scores)
            for more in cards[1:]:
                points = msg_in("points added up", "{first} + {next}", first=points, next=more)
            if len(cards) > 1:
                parts = [by_seat(name, msg("You stop with {points} = {total}.", points=points, total=s.cards.total),
                                 msg("{who} stops with {points} = {total}.", who=who, points=points,
                                     total=s.cards.total))]
            else:
                parts = [by_seat(name, msg("You stop with {points}.", points=points),
                                 msg("{who} stops with {points}.", who=who, points=points))]
            if s.gos:
                parts.append(msg_n("{n} go: +{added}, ×{factor}.", "{n} gos: +{added}, ×{factor}.", s.gos, n=s.gos,
                                   added=s.added, factor=s.go_factor) if s.go_factor > 1 else
                             msg_n("{n} go: +{added}.", "{n} gos: +{added}.", s.gos, n=s.gos, added=s.added))
            if s.shakes:
                parts.append(msg("Shaking and bombs: ×{n}.", n=2 ** s.shakes))
            if s.carried > 1:
                parts.append(msg("Deals nobody won before: ×{n}.", n=s.carried))
        for pay in self.payments:
            parts.append(_payment_words(pay, names, given))
        return sentences(parts)

    def to_dict(self) -> dict:
        return {**self.common_dict(), "winner": self.winner, "carry": self.carry,
                "payments": [{"loser": p.loser, "amount": p.amount, "penalties": list(p.penalties),
                              "for_others": list(p.for_others)} for p in self.payments]}
