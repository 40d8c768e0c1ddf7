"""The deck's names as messages: each card, month, flower and kind, to be
written in the reader's language.

The English names are the deck's own (``hanafuda_core.deck``: the single
source); each name here is a message with a context that says what it names,
so that a catalog translates "Iris" the flower apart from any other "Iris".
The code makes them from the deck's data, which Babel cannot read, so
:func:`every_name` lists them for the catalogs (``hanafuda_site.catalogs``).
"""

from __future__ import annotations

from functools import cache
from typing import Iterable, Iterator

from .deck import ALL_CARDS, CARDS, FLOWERS, Card, Flower, Kind, indices
from .words import with_article
from .messages import Message, listed, msg, msg_in, msg_n

__all__ = ["card_name", "card_label", "face_label", "card_with_month", "card_words", "cards_words", "the_card", "month_name",
           "month_number", "month_card", "flower_name", "flower_in_sentence", "kind_name", "every_name"]

CARD, MONTH, FLOWER, FLOWER_IN_SENTENCE, RIBBON, MONTH_CARD = (
    "card", "month", "flower", "flower, within a sentence", "a ribbon's kind", "a card of the month")
CARD_WITH_MONTH = "a card with its month"


@cache
def card_name(card: Card) -> Message:
    """The card's name: "Crane and Sun" (Japanese: 松に鶴)."""
    return Message(card.name, {}, context=CARD)


@cache
def card_with_month(card: Card) -> Message:
    """The card with its month, as an explanation names it: "the Curtain
    (March)", "the Paulownia chaff (coloured, December)"."""
    if card.name.endswith(")"):  # the month joins the name's own brackets
        return Message(f"the {card.name[:-1]}, {{month}})", {"month": month_name(card.month)},
                       context=CARD_WITH_MONTH)
    return msg_in("a card with its month", "the {card} ({month})", card=card_name(card),
                  month=month_name(card.month))


@cache
def card_words(index: int) -> Message:
    """A card for a learner by its index, bonus cards too: the card with its
    month ("the Curtain (March)"), or a bonus card's name ("the bonus triple
    junk")."""
    card = ALL_CARDS[index]
    if card.is_bonus:
        return Message(f"the {card.name[0].lower()}{card.name[1:]}", {}, context=CARD_WITH_MONTH)
    return card_with_month(card)


def cards_words(cards: int | Iterable[int]) -> Message:
    """Cards of a bit set or a list of indices, listed: "the Curtain (March),
    the Moon (August) and the Rain Man (November)" ("no card" when there is
    none)."""
    parts = [card_words(c) for c in (indices(cards) if isinstance(cards, int) else cards)]
    return listed(parts) if parts else msg("no card")


@cache
def the_card(card: Card) -> Message:
    """The card meant, by its name alone: "the Curtain" (Japanese: 桜に幕)."""
    return msg_in("a card by its name, the one meant", "the {card}", card=card_name(card))


@cache
def month_card(month: int) -> Message:
    """A card of the month, with its English article: "a March card", "an
    October card"."""
    return Message(f"{with_article(FLOWERS[month - 1].month_name)} card", {}, context=MONTH_CARD)


@cache
def month_name(month: int) -> Message:
    """The month's name: "January" (in a language whose decks number the
    months otherwise, its name for the month of that flower: in Korean, the
    rain's month, the deck's eleventh, is 12월)."""
    return Message(FLOWERS[month - 1].month_name, {}, context=MONTH)


MONTH_NUMBER = "a month's number, as the reader's decks number the months (the rain 11 and the paulownia 12 in Japan)"


@cache
def month_number(month: int) -> Message:
    """The month's number as the reader's decks number it: "11" for the rain's
    month (Korean decks number it 12, and the paulownia's 11)."""
    return Message(str(month), {}, context=MONTH_NUMBER)


@cache
def flower_name(flower: Flower) -> Message:
    """The month's flower as a name or a label: "Cherry blossom"."""
    return Message(flower.english, {}, context=FLOWER)


@cache
def flower_in_sentence(flower: Flower) -> Message:
    """The month's flower inside an English sentence: "cherry blossom"."""
    return Message(flower.english.lower(), {}, context=FLOWER_IN_SENTENCE)


_KINDS = {Kind.BRIGHT: msg_in("a card's kind", "bright"), Kind.ANIMAL: msg_in("a card's kind", "animal"),
          Kind.RIBBON: msg_in("a card's kind", "ribbon"), Kind.CHAFF: msg_in("a card's kind", "chaff")}
"""(Written out: Babel reads a context only as it is written.)"""


def kind_name(kind: Kind) -> Message:
    """The kind's name: "bright" (Japanese: 光札)."""
    return _KINDS[kind]


@cache
def card_label(card: Card) -> Message:
    """The card's accessible one-line description, as ``Card.label`` writes it
    in English: "January (Pine): Crane and Sun, bright, 20 points" (a month's
    card: not a bonus card)."""
    detail = kind_name(card.kind) if card.ribbon is None else Message(card.ribbon.label, {}, context=RIBBON)
    return msg_n("{month} ({flower}): {card}, {detail}, {points} point",
                 "{month} ({flower}): {card}, {detail}, {points} points", card.points,
                 month=month_name(card.month), flower=flower_name(card.flower), card=card_name(card), detail=detail,
                 points=card.points)


@cache
def face_label(index: int) -> Message:
    """A card's accessible one-line description by its index, bonus cards
    too: :func:`card_label`, or a bonus card's ("Bonus card, counts as three
    junk")."""
    card = ALL_CARDS[index]
    if card.is_bonus:
        return Message(card.label, {}, context="a bonus card's description")
    return card_label(card)


def every_name() -> Iterator[Message]:
    """Every name made here from the deck's data (the kinds' are written as
    messages above, where Babel reads them)."""
    for card in CARDS:
        yield card_name(card)
        if card.name.endswith(")"):
            yield card_with_month(card)
        if card.ribbon is not None:
            yield Message(card.ribbon.label, {}, context=RIBBON)
    for card in ALL_CARDS[len(CARDS):]:
        yield card_words(card.index)
        yield face_label(card.index)
    for flower in FLOWERS:
        yield month_name(flower.month)
        yield month_number(flower.month)
        yield month_card(flower.month)
        yield flower_name(flower)
        yield flower_in_sentence(flower)
