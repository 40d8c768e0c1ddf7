"""Go-Stop in words, as messages: its cards (with their Korean month and
Go-Stop class), the parts of a player's points, and why an action is not
legal.

Cards are named with their Korean month (paulownia is November, the rain
December: :func:`~.cards.korean_month`) and their Go-Stop class: "the
Phoenix (November bright)", "a Cherry junk card (March)".  The names of the
parts of a player's points come from the scoring's data
(:data:`~.scoring.PART_NAMES`), so :func:`data_messages` lists them for the
catalogs."""

from __future__ import annotations

from typing import Iterator, Sequence

from ...cardset import bits
from ...deck import CARDS, FLOWERS, Kind
from ...families.capture import MONTH_BITS
from ...messages import Message, listed, msg, msg_in
from ...names import card_name, the_card
from .actions import PHASE_CUP, PHASE_DECIDE, PHASE_DRAW, PHASE_PLAY
from .cards import BONUS, BONUS_TRIPLE, CUP_BIT, card_class, korean_month
from .scoring import PART_NAMES

__all__ = ["card_words", "cards_words", "month_words", "bonus_words", "class_words", "part_name", "parts_words",
           "data_messages", "why_illegal"]

PART = "a part of Go-Stop's points"
"""The context of a part's name (the parts' names are data: :func:`data_messages`)."""

_CLASS_WORDS = {
    "bright": msg_in("a Go-Stop card's class, after its month", "bright"),
    "animal": msg_in("a Go-Stop card's class, after its month", "animal"),
    "ribbon": msg_in("a Go-Stop card's class, after its month", "ribbon"),
    "junk": msg_in("a Go-Stop card's class, after its month", "junk"),
    "double-junk": msg_in("a Go-Stop card's class, after its month", "double junk"),
}
"""Each class as a card's words name it, after its month ("the Moon (August bright)")."""

_CUP_CLASS = msg_in("a Go-Stop card's class, after its month", "animal or double junk")
"""The sake cup's class: its holder chooses."""


_JUNK_CARDS = {
    1: lambda m: msg_in("a Go-Stop junk card, with its month", "a Pine junk card ({month})", month=m),
    2: lambda m: msg_in("a Go-Stop junk card, with its month", "a Plum junk card ({month})", month=m),
    3: lambda m: msg_in("a Go-Stop junk card, with its month", "a Cherry junk card ({month})", month=m),
    4: lambda m: msg_in("a Go-Stop junk card, with its month", "a Wisteria junk card ({month})", month=m),
    5: lambda m: msg_in("a Go-Stop junk card, with its month", "an Iris junk card ({month})", month=m),
    6: lambda m: msg_in("a Go-Stop junk card, with its month", "a Peony junk card ({month})", month=m),
    7: lambda m: msg_in("a Go-Stop junk card, with its month", "a Bush clover junk card ({month})", month=m),
    8: lambda m: msg_in("a Go-Stop junk card, with its month", "a Susuki junk card ({month})", month=m),
    9: lambda m: msg_in("a Go-Stop junk card, with its month", "a Chrysanthemum junk card ({month})", month=m),
    10: lambda m: msg_in("a Go-Stop junk card, with its month", "a Maple junk card ({month})", month=m),
    12: lambda m: msg_in("a Go-Stop junk card, with its month", "a Paulownia junk card ({month})", month=m),
}
"""A plain junk card by its flower (the deck's month: paulownia 12), given its Korean
month: "a Pine junk card (January)".  (Written out, one a flower: Babel reads
only what is written.)"""


def _junk_card(c: int) -> Message:
    """A plain junk card: "a Cherry junk card (March)", "the coloured
    Paulownia junk card (November, double junk)"."""
    m = month_words(korean_month(c))
    if c == 45:
        return msg_in("a Go-Stop junk card, with its month", "the coloured Paulownia junk card ({month}, double junk)",
                      month=m)
    return _JUNK_CARDS[CARDS[c].month](m)


KOREAN_MONTH = "a month of Go-Stop, by its number as Korean decks number the months (the paulownia 11, the rain 12)"


def month_words(month: int) -> Message:
    """A month by its number as Go-Stop numbers the cards' months: "November"
    for the paulownia's (:func:`~.cards.korean_month`; the deck's and the
    shared names' month of a card, :func:`~hanafuda_core.names.month_name`,
    is the Japanese decks' number)."""
    return Message(FLOWERS[month - 1].month_name, {}, context=KOREAN_MONTH)


def bonus_words(c: int) -> Message:
    """A bonus card: "the triple junk bonus card", "a double junk bonus card"."""
    if 1 << c & BONUS_TRIPLE:
        return msg_in("a Go-Stop bonus card", "the triple junk bonus card")
    return msg_in("a Go-Stop bonus card", "a double junk bonus card")


def class_words(c: int) -> Message:
    """A month card's Go-Stop class in words: "bright", "double junk",
    "animal or double junk" (the sake cup)."""
    return _CUP_CLASS if 1 << c == CUP_BIT else _CLASS_WORDS[card_class(c)]


def card_words(c: int) -> Message:
    """A card in words: "the Phoenix (November bright)", "the Lightning
    (December double junk)", "a Cherry junk card (March)", "a double junk
    bonus card"."""
    if 1 << c & BONUS:
        return bonus_words(c)
    card = CARDS[c]
    if card.kind is Kind.CHAFF and c != 43:  # the plain chaff: two or three alike, named by their flower
        return _junk_card(c)
    return msg_in("a Go-Stop card with its month and class", "the {card} ({month} {kind})", card=card_name(card),
                  month=month_words(korean_month(c)), kind=class_words(c))


def cards_words(cards: Sequence[int]) -> Message:
    """Cards in words, listed ("... and ..."); "nothing" for none."""
    cards = list(cards)
    if not cards:
        return msg_in("Go-Stop cards: none", "nothing")
    return listed([card_words(c) for c in cards])


def part_name(key: str) -> Message:
    """A part of a player's points by its key: "Brights", "Godori"."""
    return Message(PART_NAMES[key], {}, context=PART)


def parts_words(key: str, points: int) -> Message:
    """A part of a player's points and what it scores: "Brights 3"."""
    return msg_in("a part of Go-Stop's points and what it scores", "{part} {points}", part=part_name(key),
                  points=points)


def data_messages() -> Iterator[Message]:
    """The messages made here from data: the parts' names, the months' names."""
    for key in PART_NAMES:
        yield part_name(key)
    for month in range(1, 13):
        yield month_words(month)


# -- why an action is not legal -------------------------------------------------------


def _one_of(cards: list[int]) -> Message:
    """The two field cards the card turned up may take: "the Pine chaff 1 or Pine chaff 2"."""
    first, second = (card_name(CARDS[t]) for t in cards)
    return msg_in("two cards, one or the other", "the {first} or {second}", first=first, second=second)


def why_illegal(pos, action) -> Message:
    """Why ``action`` (not in the legal list) cannot be played now, for the player to move."""
    ph, kind = pos.phase, action.kind
    if ph == PHASE_DRAW:
        return msg("The card turned up, {card}, takes one of two cards first: {options}.",
                   card=the_card(CARDS[pos.pending]), options=_one_of(bits(pos.field & MONTH_BITS[pos.pending])))
    if ph == PHASE_CUP:
        return msg("First choose how the sake cup counts: as an animal or as double junk.")
    if ph == PHASE_DECIDE:
        return msg("You have the points to stop: say go or stop first.")
    if ph != PHASE_PLAY:  # pragma: no cover - a round over is explained by explain_illegal
        return msg("The deal is over.")
    p = pos.turn
    hand = pos.hands[p]
    if kind in ("go", "stop"):
        return msg("You may go or stop only when your cards score {n} points or more (and more than at your "
                   "last go).", n=pos.threshold)
    if kind in ("animal", "junk"):
        return msg("The sake cup's class is chosen when you take it.")
    if kind == "draw":
        return msg("Play a card from your hand first; the card turned up comes after it.")
    if kind == "flip":
        return msg("Only a bomb gives a turn that just turns a card up, and you have none left.")
    c = action.card
    if c is None or not hand >> c & 1:
        return msg("That card is not in your hand.")
    if c >= 48:
        return msg("A bonus card is played on its own, as it has no month: it goes to your cards, and you take the "
                   "top card of the stock into your hand.")
    held = (hand & MONTH_BITS[c]).bit_count()
    on = (pos.field & MONTH_BITS[c]).bit_count()
    if kind == "shake":
        if not pos.rules.shaking:
            return msg("Shaking is not played under these rules.")
        if held != 3:
            return msg("You can shake only a month of which you hold three cards.")
        return msg("You cannot shake a month whose fourth card is on the field: that is a bomb.")
    if kind == "bomb":
        if not pos.rules.bomb:
            return msg("Bombs are not played under these rules.")
        if held != 3:
            return msg("A bomb needs three cards of a month in your hand.")
        return msg("A bomb needs the fourth card of the month on the field.")
    if action.target is None and on == 2:
        return msg("Two field cards match: say which one you take.")
    if action.target is not None:
        if not pos.field >> action.target & 1:
            return msg("The {card} is not on the field.", card=card_name(CARDS[action.target]))
        return msg("The {card} can only take a field card of its own month.", card=card_name(CARDS[c]))
    return msg("That is not a legal move now.")  # pragma: no cover - every illegal play is named above
