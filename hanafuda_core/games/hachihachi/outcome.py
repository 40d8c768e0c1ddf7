"""The end of a Hachi-Hachi round, and its explanation in words."""

from __future__ import annotations

from dataclasses import dataclass

from ...families import capture as ha
from ...words import plural
from .scoring import Payment
from .yaku import BY_KEY

REASONS = {
    "shoubu": "stopped with a yaku (shoubu)",
    "cancel": "ended the round after going on",
    "exhausted": "The cards ran out after a yaku",
    "cards": "No yaku was captured",
}

_WHAT = {"cards": "for the cards over 88", "refund": "giving back half of a yaku after being overtaken",
         "overtaken": "the new yaku, double, after going on and being overtaken",
         "dekiyaku": "for the captured yaku"}


def payment_words(pay: Payment) -> str:
    """Why a payment is made, in words: "for Sanbon (a dealt hand)"."""
    if pay.what in _WHAT:
        return _WHAT[pay.what]
    y = BY_KEY[pay.what]
    kind = {"A": "a dealt hand", "B": "a dealt hand", "deki": "a captured yaku", "special": "a special ending"}
    return f"for {y.name} ({kind[y.group]})"


def _who(seat: int) -> str:
    return f"player {seat + 1}"


def _dealt_hands(pays: list[Payment]) -> str:
    """The dealt hands paid, in one sentence: each holder's hands and what each
    other player pays them for all of them."""
    held: dict[int, dict[int, list[Payment]]] = {}
    for p in pays:
        held.setdefault(p.payee, {}).setdefault(p.payer, []).append(p)
    parts = []
    for holder, by_payer in held.items():
        first = next(iter(by_payer.values()))  # every other player pays the holder the same
        names = [BY_KEY[p.what].name for p in first]
        parts.append(f"{_who(holder)} {' and '.join(names)}, {plural(sum(p.amount for p in first), 'point')}")
    return f" Dealt hands, paid by each other player: {'; '.join(parts)}."


def _sentences(pays: list[Payment]) -> str:
    """The payments made for one thing, in as few sentences as they allow."""
    words = payment_words(pays[0])
    payers, payees = {p.payer for p in pays}, {p.payee for p in pays}
    same = len({p.amount for p in pays}) == 1
    if len(payers) == 1:
        if same and len(pays) > 1:
            to = " and ".join(_who(p.payee) for p in pays)
            return f" {_who(pays[0].payer)} pays {to} {plural(pays[0].amount, 'point')} each {words}."
        to = " and ".join(f"{_who(p.payee)} {plural(p.amount, 'point')}" for p in pays)
        return f" {_who(pays[0].payer)} pays {to} {words}."
    if len(payees) == 1:
        if same:
            return (f" {' and '.join(_who(p.payer) for p in pays)} pay {_who(pays[0].payee)} "
                    f"{plural(pays[0].amount, 'point')} each {words}.")
        by = " and ".join(f"{plural(p.amount, 'point')} by {_who(p.payer)}" for p in pays)
        return f" {_who(pays[0].payee)} is paid {by} {words}."
    return "".join(_sentences([p for p in pays if p.payee == q]) for q in dict.fromkeys(p.payee for p in pays))


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

    def explain(self) -> str:
        if self.reason in ("shoubu", "cancel"):
            text = f"Player {self.winner + 1} {REASONS[self.reason]}."
        elif self.special is not None:
            y = BY_KEY[self.special]
            text = f"{REASONS['cards']}: {y.name} ({y.what})."
        else:
            text = f"{REASONS[self.reason]}."
        if self.multiplier > 1:
            text += f" The field: every payment ×{self.multiplier}."
        dealt = [p for p in self.payments if BY_KEY.get(p.what) and BY_KEY[p.what].group in ("A", "B")]
        if dealt:
            text += _dealt_hands(dealt)
        groups: dict[str, list] = {}
        for pay in self.payments:  # one sentence for each other thing paid for (and player paid, if several)
            if pay not in dealt:
                groups.setdefault(pay.what, []).append(pay)
        for pays in groups.values():
            text += _sentences(pays)
        if not self.payments:
            text += " Nobody pays anything."
        return text.replace(". player", ". Player").replace(": player", ": Player")

    def to_dict(self) -> dict:
        return {**self.common_dict(), "winner": self.winner, "multiplier": self.multiplier,
                "special": self.special, "carry": list(self.carry),
                "payments": [{"payer": p.payer, "payee": p.payee, "amount": p.amount, "what": p.what}
                             for p in self.payments]}
