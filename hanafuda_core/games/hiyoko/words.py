"""Hiyoko's words for learners, as messages (written in the reader's language
when shown): months by their flower and place in the Nagoya order, cards by
name, never by code ("Willow (month 2)", "a Pine chaff", "two Maple chaffs").

The chaffs of a flower are alike to the rules, so a chaff is named by its
flower alone ("a Pine chaff"); English starts a sentence with a capital, so
a card that may start one has a capitalised form (``capital=True``)."""

from __future__ import annotations

from typing import Iterable

from ...deck import CARDS, FLOWERS, Kind
from ...families.shedding.months import ALL_MONTHS, month_list
from ...messages import Message, listed, msg_in
from ...names import card_name as _card_name, flower_name
from ...words import article
from .cards import COLOURED_CHAFF, ORDER

__all__ = ["month_name", "month_text", "months_text", "card_name", "card_text", "the_card_text", "cards_text",
           "chaff_name"]

_CHAFFS = {
    1: msg_in("a chaff by its flower, not one card in particular", "Pine chaff"),
    2: msg_in("a chaff by its flower, not one card in particular", "Plum chaff"),
    3: msg_in("a chaff by its flower, not one card in particular", "Cherry chaff"),
    4: msg_in("a chaff by its flower, not one card in particular", "Wisteria chaff"),
    5: msg_in("a chaff by its flower, not one card in particular", "Iris chaff"),
    6: msg_in("a chaff by its flower, not one card in particular", "Peony chaff"),
    7: msg_in("a chaff by its flower, not one card in particular", "Bush clover chaff"),
    8: msg_in("a chaff by its flower, not one card in particular", "Susuki chaff"),
    9: msg_in("a chaff by its flower, not one card in particular", "Chrysanthemum chaff"),
    10: msg_in("a chaff by its flower, not one card in particular", "Maple chaff"),
    12: msg_in("a chaff by its flower, not one card in particular", "Paulownia chaff"),
}
"""The plain chaffs by their card's month, named by their flower (written
out: Babel reads a message only as it is written)."""

_COLOURED = msg_in("a chaff by its flower, not one card in particular", "coloured Paulownia chaff")


def month_name(m: int) -> Message:
    """The flower at position ``m`` of the Nagoya order: "Willow"."""
    return flower_name(FLOWERS[ORDER.sequence[m - 1] - 1])


def month_text(m: int) -> Message:
    """A month position for a learner: "Willow (month 2)"."""
    return msg_in("a month by its place in the Nagoya order", "{flower} (month {m})", flower=month_name(m), m=m)


def _runs(months: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for m in month_list(months):
        if out and out[-1][1] == m - 1:
            out[-1] = (out[-1][0], m)
        else:
            out.append((m, m))
    return out


def months_text(months: int) -> Message:
    """A set of month positions for a learner: "every month", "Pine (month 1)",
    "months 2 to 11 (Willow to Peony)"."""
    if months == ALL_MONTHS:
        return msg_in("months of the Nagoya order", "every month")
    parts = []
    for a, b in _runs(months):
        if a == b:
            parts.append(month_text(a))
        elif b == a + 1:
            parts.append(listed([month_text(a), month_text(b)]))
        else:
            parts.append(msg_in("months of the Nagoya order", "months {a} to {b} ({first} to {last})", a=a, b=b,
                                first=month_name(a), last=month_name(b)))
    return listed(parts)


def _plain_chaff(c: int) -> bool:
    card = CARDS[c]
    return card.kind is Kind.CHAFF and card.key is None


def chaff_name(c: int) -> Message:
    """The name of a plain chaff by its flower: "Pine chaff"."""
    return _CHAFFS[CARDS[c].month]


def card_name(c: int) -> Message:
    """A card's name without article: "Crane and Sun", "Pine chaff"."""
    if c == COLOURED_CHAFF:
        return _COLOURED
    if _plain_chaff(c):
        return chaff_name(c)
    return _card_name(CARDS[c])


def _a_chaff(c: int, capital: bool) -> Message:
    """"a Pine chaff", "an Iris chaff" (``capital``: "A Pine chaff")."""
    name = chaff_name(c)
    an = article(name.text) == "an"
    if capital:
        if an:
            return msg_in("a chaff, one of several alike, starting a sentence", "An {chaff}", chaff=name)
        return msg_in("a chaff, one of several alike, starting a sentence", "A {chaff}", chaff=name)
    if an:
        return msg_in("a chaff, one of several alike", "an {chaff}", chaff=name)
    return msg_in("a chaff, one of several alike", "a {chaff}", chaff=name)


def _the(name: Message, capital: bool) -> Message:
    if capital:
        return msg_in("a card by its name, the one meant, starting a sentence", "The {card}", card=name)
    return msg_in("a card by its name, the one meant", "the {card}", card=name)


def card_text(c: int, capital: bool = False) -> Message:
    """A card for a learner: "the Crane and Sun", "a Pine chaff", "an Iris
    chaff" (``capital``: "The Crane and Sun", "A Pine chaff")."""
    if _plain_chaff(c):
        return _a_chaff(c, capital)
    return _the(card_name(c), capital)


def the_card_text(c: int, capital: bool = False) -> Message:
    """A card as the one meant: "the Crane and Sun", "the Pine chaff" (a
    chaff when no other of its flower is meant)."""
    return _the(card_name(c), capital)


def _count(n: int, c: int, capital: bool) -> Message:
    """Chaffs of one flower counted: "two Maple chaffs"."""
    name = chaff_name(c)
    if n == 2:
        return (msg_in("chaffs of one flower, counted, starting a sentence", "Two {chaff}s", chaff=name) if capital
                else msg_in("chaffs of one flower, counted", "two {chaff}s", chaff=name))
    if n == 3:
        return (msg_in("chaffs of one flower, counted, starting a sentence", "Three {chaff}s", chaff=name) if capital
                else msg_in("chaffs of one flower, counted", "three {chaff}s", chaff=name))
    if n == 4:
        return (msg_in("chaffs of one flower, counted, starting a sentence", "Four {chaff}s", chaff=name) if capital
                else msg_in("chaffs of one flower, counted", "four {chaff}s", chaff=name))
    return msg_in("chaffs of one flower, counted", "{n} {chaff}s", n=n, chaff=name)


def cards_text(cards: Iterable[int], capital: bool = False) -> Message | str:
    """Cards for a learner, listed; chaffs of one flower counted ("two Maple
    chaffs"); ``capital``: the first one capitalised.  "" when there is none."""
    counts: dict[int, int] = {}
    first: dict[int, int] = {}
    for c in cards:
        key = -CARDS[c].month if _plain_chaff(c) else c  # the chaffs of a flower are named alike
        if key not in counts:
            first[key] = c
            counts[key] = 0
        counts[key] += 1
    names = []
    for key, c in first.items():
        cap = capital and not names
        n = counts[key]
        names.append(card_text(c, cap) if n == 1 else _count(n, c, cap))
    if not names:
        return ""
    return listed(names)
