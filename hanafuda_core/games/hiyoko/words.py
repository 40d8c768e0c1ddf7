"""Hiyoko's words for learners: months by their flower and place in the
Nagoya order, cards by name, never by code ("Willow (month 2)", "a Pine chaff",
"two Maple chaffs")."""

from __future__ import annotations

from typing import Iterable

from ...deck import CARDS, FLOWERS, Kind
from ...families.shedding.months import ALL_MONTHS, month_list
from ...words import with_article
from .cards import COLOURED_CHAFF, ORDER

__all__ = ["month_name", "month_text", "months_text", "card_name", "card_text", "cards_text", "plural"]


def month_name(m: int) -> str:
    """The flower at position ``m`` of the Nagoya order: "Willow"."""
    f = FLOWERS[ORDER.sequence[m - 1] - 1]
    return f.english


def month_text(m: int) -> str:
    """A month position for a learner: "Willow (month 2)"."""
    return f"{month_name(m)} (month {m})"


def _runs(months: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for m in month_list(months):
        if out and out[-1][1] == m - 1:
            out[-1] = (out[-1][0], m)
        else:
            out.append((m, m))
    return out


def months_text(months: int) -> str:
    """A set of month positions for a learner: "every month", "Pine (month 1)",
    "months 2 to 11 (Willow to Peony)"."""
    if months == ALL_MONTHS:
        return "every month"
    parts = []
    for a, b in _runs(months):
        if a == b:
            parts.append(month_text(a))
        elif b == a + 1:
            parts.append(f"{month_text(a)} and {month_text(b)}")
        else:
            parts.append(f"months {a} to {b} ({month_name(a)} to {month_name(b)})")
    return " and ".join(parts) if len(parts) <= 2 else ", ".join(parts[:-1]) + " and " + parts[-1]


def card_name(c: int) -> str:
    """A card's name without article: "Crane and Sun", "Pine chaff"."""
    card = CARDS[c]
    if c == COLOURED_CHAFF:
        return "coloured Paulownia chaff"
    if card.kind is Kind.CHAFF and card.key is None:
        return card.name.rstrip(" 0123456789")
    return card.name


def card_text(c: int) -> str:
    """A card for a learner: "the Crane and Sun", "a Pine chaff", "an Iris chaff"."""
    card = CARDS[c]
    name = card_name(c)
    if card.kind is Kind.CHAFF and card.key is None:
        return with_article(name)
    return f"the {name}"


_NUMBERS = {2: "two", 3: "three", 4: "four"}


def cards_text(cards: Iterable[int]) -> str:
    """Cards for a learner, joined with "and"; chaffs of one flower counted
    ("two Maple chaffs")."""
    counts: dict[str, int] = {}
    order: list[str] = []
    for c in cards:
        t = card_text(c)
        if t not in counts:
            order.append(t)
            counts[t] = 0
        counts[t] += 1
    names = []
    for t in order:
        n = counts[t]
        names.append(t if n == 1 else f"{_NUMBERS.get(n, str(n))} {t.split(' ', 1)[1]}s")
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"
