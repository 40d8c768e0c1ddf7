"""The Palauan card classes, cards in words, hand sizes and sides (seats or teams)."""

from __future__ import annotations

from functools import cache
from typing import Iterable
from dataclasses import dataclass

from ...cardset import bits as _bits, mask as _mask
from ...deck import BY_KEY, CARDS, FLOWERS, Kind
from ...families import capture as ha
from ...families.capture.field import LOW_NIBBLE_BITS
from ...messages import Message, listed, msg_in
from ...names import card_name, card_with_month, flower_name, month_name, the_card
from ...words import article


def card_bit(key: str) -> int:
    return 1 << BY_KEY[key].index


# ---------------------------------------------------------------------------
# Card classes

WARBLER = card_bit("bush-warbler")
YELLOW_CHAFF = card_bit("yellow-chaff")
CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX = (card_bit(k) for k in ("crane", "curtain", "moon", "rain-man", "phoenix"))
SAKE_CUP = card_bit("sake-cup")


def cards_where(pred) -> int:
    return _mask(c.index for c in CARDS if pred(c))


BRIGHTS = cards_where(lambda c: c.kind is Kind.BRIGHT) | WARBLER
"""The six brights (okeiim): the five Japanese brights and the Bush Warbler."""
ANIMALS = (cards_where(lambda c: c.kind is Kind.ANIMAL) & ~WARBLER) | YELLOW_CHAFF
"""The nine animals (teruich): the other animals and the yellow Paulownia chaff."""
RIBBONS = cards_where(lambda c: c.kind is Kind.RIBBON)
"""The ten ribbons (tang), the Willow ribbon included."""
CHAFF = ((1 << 48) - 1) & ~BRIGHTS & ~ANIMALS & ~RIBBONS
"""The 23 chaff cards (kas)."""


@dataclass(frozen=True)
class CardClass:
    """A card class of the Palauan deck: key, English and Palauan names, the
    Palauan name's meaning, its cards and its card points (for the no-yaku count)."""

    key: str
    name: str
    plural: str
    palauan: str
    meaning: str
    cards: int
    points: int


CLASSES: tuple[CardClass, ...] = (
    CardClass("bright", "bright", "brights", "okeiim", "fifty", BRIGHTS, 50),
    CardClass("animal", "animal", "animals", "teruich", "ten", ANIMALS, 10),
    CardClass("ribbon", "ribbon", "ribbons", "tang", "ribbon", RIBBONS, 0),
    CardClass("chaff", "chaff", "chaff", "kas", "trash", CHAFF, 0),
)
CLASS_INDEX = tuple(next(i for i, k in enumerate(CLASSES) if k.cards >> c & 1) for c in range(48))


def class_of(card: int) -> CardClass:
    """The Palauan class of a card index."""
    return CLASSES[CLASS_INDEX[card]]


def dealer_draw_rank(card) -> int:
    """A card's rank within its month in the dealer draw (higher wins): its
    Palauan class, brights first, then animals, ribbons and chaff."""
    return len(CLASSES) - CLASS_INDEX[card.index]


_CLASS_NAME = {"bright": msg_in("a card class of Palauan Hanahuda", "bright"),
               "animal": msg_in("a card class of Palauan Hanahuda", "animal"),
               "ribbon": msg_in("a card class of Palauan Hanahuda", "ribbon"),
               "chaff": msg_in("a card class of Palauan Hanahuda", "chaff")}
_CLASS_PLURAL = {"bright": msg_in("card classes of Palauan Hanahuda, within a sentence", "brights"),
                 "animal": msg_in("card classes of Palauan Hanahuda, within a sentence", "animals"),
                 "ribbon": msg_in("card classes of Palauan Hanahuda, within a sentence", "ribbons"),
                 "chaff": msg_in("card classes of Palauan Hanahuda, within a sentence", "chaff")}
_CLASS_TITLE = {"bright": msg_in("card classes of Palauan Hanahuda, as a title", "Brights"),
                "animal": msg_in("card classes of Palauan Hanahuda, as a title", "Animals"),
                "ribbon": msg_in("card classes of Palauan Hanahuda, as a title", "Ribbons"),
                "chaff": msg_in("card classes of Palauan Hanahuda, as a title", "Chaff")}
_CLASS_PALAUAN = {"bright": msg_in("a card class's name in Palauan", "okeiim"),
                  "animal": msg_in("a card class's name in Palauan", "teruich"),
                  "ribbon": msg_in("a card class's name in Palauan", "tang"),
                  "chaff": msg_in("a card class's name in Palauan", "kas")}
_CLASS_MEANING = {"bright": msg_in("the meaning of a card class's Palauan name", "fifty"),
                  "animal": msg_in("the meaning of a card class's Palauan name", "ten"),
                  "ribbon": msg_in("the meaning of a card class's Palauan name", "ribbon"),
                  "chaff": msg_in("the meaning of a card class's Palauan name", "trash")}
"""A class's names as messages (written out: Babel reads a context only as it is written)."""


def class_name(k: CardClass) -> Message:
    """A class's name after a month: "bright" (Japanese: 光札)."""
    return _CLASS_NAME[k.key]


def class_plural(k: CardClass, title: bool = False) -> Message:
    """A class's cards within a sentence: "brights" (``title``: "Brights")."""
    return (_CLASS_TITLE if title else _CLASS_PLURAL)[k.key]


def class_palauan(k: CardClass) -> Message:
    """A class's Palauan name: "okeiim"."""
    return _CLASS_PALAUAN[k.key]


def class_meaning(k: CardClass) -> Message:
    """What a class's Palauan name means: "fifty"."""
    return _CLASS_MEANING[k.key]


_YELLOW_INDEX = YELLOW_CHAFF.bit_length() - 1
_YELLOW = msg_in("a card's name in Palauan Hanahuda", "yellow Paulownia chaff")
"""Palau's name of the coloured Paulownia chaff, an animal there."""
_PLAIN_CHAFF = "a plain chaff card's name without its number, in Palauan Hanahuda"


def _is_plain_chaff(c: int) -> bool:
    card = CARDS[c]
    return card.kind is Kind.CHAFF and card.key is None


@cache
def _chaff_name(c: int) -> Message:
    """A plain chaff card's name without its number: "Pine chaff" (made from
    the deck's data: :func:`chaff_names` lists them for the catalogs)."""
    return Message(CARDS[c].name.rstrip(" 0123456789"), {}, context=_PLAIN_CHAFF)


def chaff_names() -> list[Message]:
    """Every plain chaff card's name without its number, one per month that has them."""
    return list({str(m): m for m in (_chaff_name(c) for c in range(48) if _is_plain_chaff(c))}.values())


@cache
def card_words(c: int, capital: bool = False) -> Message:
    """A card for a learner, without notation: "the Moon (August bright)",
    "the Pine poetry ribbon (January)", "a Pine chaff (January)" (``capital``:
    at the start of a sentence, "The Moon (August bright)")."""
    card = CARDS[c]
    month = month_name(card.month)
    k = class_of(c)
    if c == _YELLOW_INDEX:
        name = _YELLOW
    elif _is_plain_chaff(c):
        chaff = chaff_words(c, capital)
        return msg_in("a plain chaff card of Palauan Hanahuda, with its month", "{card} ({month})", card=chaff,
                      month=month)
    else:
        name = card_name(card)
        if k.key in card.name.lower():
            if capital:
                return msg_in("a card with its month, starting a sentence", "The {card} ({month})", card=name,
                              month=month)
            return card_with_month(card)
    if capital:
        return msg_in("a card of Palauan Hanahuda with its month and class, starting a sentence",
                      "The {card} ({month} {kind})", card=name, month=month, kind=class_name(k))
    return msg_in("a card of Palauan Hanahuda with its month and class", "the {card} ({month} {kind})", card=name,
                  month=month, kind=class_name(k))


@cache
def chaff_words(c: int, capital: bool = False) -> Message:
    """A plain chaff card with its article: "a Pine chaff", "an Iris chaff"
    (``capital``: "A Pine chaff")."""
    name = _chaff_name(c)
    an = article(name.text) == "an"
    if capital:
        return (msg_in("a plain chaff card, one of its month's", "An {chaff}", chaff=name) if an
                else msg_in("a plain chaff card, one of its month's", "A {chaff}", chaff=name))
    return (msg_in("a plain chaff card, one of its month's", "an {chaff}", chaff=name) if an
            else msg_in("a plain chaff card, one of its month's", "a {chaff}", chaff=name))


def the_chaff(c: int) -> Message:
    """A plain chaff card when it is the one of its month meant: "the Pine chaff"."""
    return msg_in("a plain chaff card, the one meant", "the {chaff}", chaff=_chaff_name(c))


def short_words(c: int) -> Message:
    """A short name: "the Moon", "a Pine chaff", "the yellow Paulownia chaff"."""
    if c == _YELLOW_INDEX:
        return msg_in("a card by its name, the one meant", "the {card}", card=_YELLOW)
    if _is_plain_chaff(c):
        return chaff_words(c)
    return the_card(CARDS[c])


def card_in_place(c: int, place: int) -> Message:
    """A card of a place (a hand, the field) for an action: "the Moon", "the
    Pine chaff" when it is the place's only Pine chaff, "a Pine chaff" when
    the place holds two (either may go: the rules never tell them apart)."""
    if _is_plain_chaff(c):
        twin = any(d != c and _is_plain_chaff(d) and d >> 2 == c >> 2 for d in _bits(place))
        return chaff_words(c) if twin else the_chaff(c)
    return short_words(c)


def month_words(month: int) -> Message:
    """A month with its flower: "March (Cherry blossom)"."""
    return msg_in("a month with its flower", "{month} ({flower})", month=month_name(month),
                  flower=flower_name(FLOWERS[month - 1]))


def months_words(months: Iterable[int]) -> Message:
    """Months with their flowers, each joined with "and": "March (Cherry
    blossom) and May (Iris)"."""
    out = None
    for m in months:
        w = month_words(m)
        out = w if out is None else listed([out, w])
    if out is None:
        raise ValueError("no month")
    return out


def cards_words(cards: Iterable[int]) -> Message:
    """Cards for a learner, listed: "the Moon (August bright) and two Pine
    chaff cards (January)" ("nothing" when there is none)."""
    parts: list[Message] = []
    last = None
    for c in cards:
        if last is not None and _is_plain_chaff(c) and _is_plain_chaff(last) and c >> 2 == last >> 2:
            # two plain chaff of one month
            parts[-1] = msg_in("two plain chaff cards of one month", "two {chaff} cards ({month})",
                               chaff=_chaff_name(c), month=month_name(CARDS[c].month))
            last = None
            continue
        parts.append(card_words(c))
        last = c
    if not parts:
        return msg_in("cards in words: none", "nothing")
    return listed(parts)


HAND_SIZE = {2: 10, 3: 9, 4: 8}
"""Cards dealt to each hand, and to the field, by the number of players."""


def pile_size(seats: int) -> int:
    return 48 - HAND_SIZE[seats] * (seats + 1)


def side_of(seat: int, seats: int) -> int:
    """The capture pile (side) of a seat: the seat itself, or its team (4 players)."""
    return seat % 2 if seats == 4 else seat


def sides_of(seats: int) -> int:
    return 2 if seats == 4 else seats


def side_seats(side: int, seats: int) -> tuple[int, ...]:
    return (side, side + 2) if seats == 4 else (side,)


def triple_months(hand: int) -> list[int]:
    """Months (1..12) with three or more cards in ``hand``."""
    # bits a, b, c, d of a month's four: three or more are set when a & b & (c | d) or c & d & (a | b)
    a, b, c, d = hand, hand >> 1, hand >> 2, hand >> 3
    three = ((a & b & (c | d)) | (c & d & (a | b))) & LOW_NIBBLE_BITS
    return [(i >> 2) + 1 for i in _bits(three)] if three else []
