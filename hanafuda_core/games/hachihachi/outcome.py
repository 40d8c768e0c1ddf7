"""The end of a Hachi-Hachi round, and its explanation in words."""

from __future__ import annotations

from dataclasses import dataclass

from typing import Sequence

from ...families import capture as ha
from ...families.capture.seating import SeatWords
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...seats import SeatName
from .scoring import Payment
from .words import romaji_name, yaku_what
from .yaku import BY_KEY

_WHAT = {"cards": msg_in("a payment of Hachi-Hachi: what it is for", "for the cards over 88"),
         "refund": msg_in("a payment of Hachi-Hachi: what it is for",
                          "giving back half of a yaku after being overtaken"),
         "overtaken": msg_in("a payment of Hachi-Hachi: what it is for",
                             "the new yaku, double, after going on and being overtaken"),
         "dekiyaku": msg_in("a payment of Hachi-Hachi: what it is for", "for the captured yaku")}


def payment_words(pay: Payment) -> Message:
    """Why a payment is made, in words: "for Sanbon (a dealt hand)"."""
    if pay.what in _WHAT:
        return _WHAT[pay.what]
    y = BY_KEY[pay.what]
    name = romaji_name(y)
    if y.group == "deki":
        return msg_in("a payment of Hachi-Hachi: what it is for", "for {yaku} (a captured yaku)", yaku=name)
    if y.group == "special":
        return msg_in("a payment of Hachi-Hachi: what it is for", "for {yaku} (a special ending)", yaku=name)
    return msg_in("a payment of Hachi-Hachi: what it is for", "for {yaku} (a dealt hand)", yaku=name)


def _points(n: int) -> Message:
    return msg_n("{n} point", "{n} points", n, n=n)


def _seats_and(items: list[Message]) -> Message:
    """Players of a payment, each joined with "and" ("player 1 and player 3 and player 1": a
    player paying twice for the same thing is named twice)."""
    out = items[0]
    for item in items[1:]:
        out = msg_in("the players of a payment of Hachi-Hachi: one more", "{first} and {next}", first=out, next=item)
    return out


def _amounts_and(items: list[Message]) -> Message:
    """Amounts paid, each with its player, joined with "and"."""
    out = items[0]
    for item in items[1:]:
        out = msg_in("the amounts of a payment of Hachi-Hachi, each with its player: one more", "{first} and {next}",
                     first=out, next=item)
    return out


def _dealt_hands(pays: list[Payment], seats: SeatWords) -> Message:
    """The dealt hands paid, in one sentence: each holder's hands and what each
    other player pays them for all of them."""
    held: dict[int, dict[int, list[Payment]]] = {}
    for p in pays:
        held.setdefault(p.payee, {}).setdefault(p.payer, []).append(p)
    parts = None
    for holder, by_payer in held.items():
        first = next(iter(by_payer.values()))  # every other player pays the holder the same
        hands = listed([romaji_name(BY_KEY[p.what]) for p in first])  # one of each group at most
        who = seats.first(holder) if parts is None else seats.within(holder)
        part = msg_in("a holder's dealt hands of Hachi-Hachi and what each other player pays for them",
                      "{who} {hands}, {amount}", who=who, hands=hands, amount=_points(sum(p.amount for p in first)))
        parts = part if parts is None else msg_in("dealt hands of Hachi-Hachi: one more holder's", "{first}; {next}",
                                                  first=parts, next=part)
    return msg("Dealt hands, paid by each other player: {holders}.", holders=parts)


def _sentences(pays: list[Payment], seats: SeatWords) -> list[Message]:
    """The payments made for one thing, in as few sentences as they allow."""
    words = payment_words(pays[0])
    payers, payees = {p.payer for p in pays}, {p.payee for p in pays}
    same = len({p.amount for p in pays}) == 1
    if len(payers) == 1:
        payer = pays[0].payer
        who = seats.first(payer)
        if same and len(pays) > 1:
            to = _seats_and([seats.within(p.payee) for p in pays])
            amount = _points(pays[0].amount)
            return [seats.by_seat(payer, msg("You pay {payees} {amount} each {what}.", payees=to, amount=amount,
                                             what=words),
                                  msg("{who} pays {payees} {amount} each {what}.", who=who, payees=to, amount=amount,
                                      what=words))]
        to = _amounts_and([msg_in("a payee of Hachi-Hachi and the amount paid", "{who} {amount}",
                                  who=seats.within(p.payee), amount=_points(p.amount)) for p in pays])
        return [seats.by_seat(payer, msg("You pay {payees} {what}.", payees=to, what=words),
                              msg("{who} pays {payees} {what}.", who=who, payees=to, what=words))]
    if len(payees) == 1:
        payee = pays[0].payee
        if same:
            by = _seats_and([seats.first(p.payer) if i == 0 else seats.within(p.payer) for i, p in enumerate(pays)])
            return [msg("{payers} pay {payee} {amount} each {what}.", payers=by, payee=seats.within(payee),
                        amount=_points(pays[0].amount), what=words)]
        by = _amounts_and([msg_in("an amount of Hachi-Hachi and who pays it", "{amount} by {who}",
                                  amount=_points(p.amount), who=seats.within(p.payer)) for p in pays])
        return [seats.by_seat(payee, msg("You are paid {payments} {what}.", payments=by, what=words),
                              msg("{who} is paid {payments} {what}.", who=seats.first(payee), payments=by,
                                  what=words))]
    out = []
    for q in dict.fromkeys(p.payee for p in pays):
        out += _sentences([p for p in pays if p.payee == q], seats)
    return out


@dataclass(frozen=True)
class HachiHachiOutcome(ha.CaptureOutcome):
    """The end of a round.

    ``reason``: ``shoubu``, ``cancel``, ``exhausted`` or ``cards`` (see
    :mod:`.scoring`); ``winner`` (who deals next, but for all eights);
    ``points`` per seat (zero-sum: every payment of the round, those made at
    once included); ``scores`` the match scores after it; ``next_dealer``;
    ``multiplier`` (the field's); ``payments`` (every payment of the round,
    in order); ``special`` (the special ending's key, if any); ``carry``
    (the field multipliers carried to the next rounds); ``final`` (the
    match's last round)."""

    reason: str
    winner: int | None
    points: tuple[int, ...]
    scores: tuple[int, ...]
    next_dealer: int
    multiplier: int
    payments: tuple[Payment, ...]
    special: str | None
    carry: tuple[int, ...]
    final: bool

    @property
    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    @property
    def match_over(self) -> bool:
        return self.final

    def explain(self, names: Sequence[SeatName] | None = None) -> Message:
        seats = SeatWords(names)
        if self.reason in ("shoubu", "cancel"):
            w = self.winner
            if self.reason == "shoubu":
                parts = [seats.by_seat(w, msg("You stopped with a yaku (shoubu)."),
                                       msg("{who} stopped with a yaku (shoubu).", who=seats.first(w)))]
            else:
                parts = [seats.by_seat(w, msg("You ended the round after going on."),
                                       msg("{who} ended the round after going on.", who=seats.first(w)))]
        elif self.special is not None:
            y = BY_KEY[self.special]
            parts = [msg("No yaku was captured: {yaku} ({what}).", yaku=romaji_name(y), what=yaku_what(y))]
        elif self.reason == "exhausted":
            parts = [msg("The cards ran out after a yaku.")]
        else:
            parts = [msg("No yaku was captured.")]
        if self.multiplier > 1:
            parts.append(msg("The field: every payment ×{n}.", n=self.multiplier))
        dealt = [p for p in self.payments if BY_KEY.get(p.what) and BY_KEY[p.what].group in ("A", "B")]
        if dealt:
            parts.append(_dealt_hands(dealt, seats))
        groups: dict[str, list] = {}
        for pay in self.payments:  # one sentence for each other thing paid for (and player paid, if several)
            if pay not in dealt:
                groups.setdefault(pay.what, []).append(pay)
        for pays in groups.values():
            parts += _sentences(pays, seats)
        if not self.payments:
            parts.append(msg("Nobody pays anything."))
        return sentences(parts)

    def to_dict(self) -> dict:
        return {**self.common_dict(), "winner": self.winner, "multiplier": self.multiplier,
                "special": self.special, "carry": list(self.carry),
                "payments": [{"payer": p.payer, "payee": p.payee, "amount": p.amount, "what": p.what}
                             for p in self.payments]}
