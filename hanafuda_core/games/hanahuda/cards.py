"""The Palauan card classes, cards in words, hand sizes and sides (seats or teams)."""

from __future__ import annotations

from typing import Iterable
from dataclasses import dataclass

from ...cardset import bits as _bits, mask as _mask
from ...deck import BY_KEY, CARDS, FLOWERS, Kind
from ...families import capture as ha
from ...families.capture.field import LOW_NIBBLE_BITS
from ...words import with_article


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


def card_words(c: int) -> str:
    """A card for a learner, without notation: "the Moon (August bright)",
    "the Pine poetry ribbon (January)", "a Pine chaff (January)"."""
    card = CARDS[c]
    month = FLOWERS[card.month - 1].month_name
    k = class_of(c)
    if c == YELLOW_CHAFF.bit_length() - 1:
        return f"the yellow Paulownia chaff ({month} {k.name})"
    if card.kind is Kind.CHAFF and card.key is None:
        return f"{chaff_words(c)} ({month})"
    name = card.name
    if k.key in name.lower():
        return f"the {name} ({month})"
    return f"the {name} ({month} {k.name})"


def chaff_words(c: int) -> str:
    """A plain chaff card with its article: "a Pine chaff", "an Iris chaff"."""
    name = CARDS[c].name.rstrip(" 0123456789")
    return with_article(name)


def month_words(month: int) -> str:
    f = FLOWERS[month - 1]
    return f"{f.month_name} ({f.english})"


def cards_words(cards: Iterable[int]) -> str:
    parts: list[str] = []
    for c in cards:
        w = card_words(c)
        if parts and parts[-1] == w and w.startswith(("a ", "an ")):  # two plain chaff of one month
            parts[-1] = "two " + w.split(" ", 1)[1].replace(" chaff (", " chaff cards (")
        else:
            parts.append(w)
    if len(parts) <= 1:
        return "".join(parts) or "nothing"
    return ", ".join(parts[:-1]) + " and " + parts[-1]


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
