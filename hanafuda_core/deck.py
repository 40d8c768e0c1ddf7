"""The 48 hanafuda cards as data, and the bonus cards of the Korean deck.

Every card has a stable index 0..47: ``(month - 1) * 4 + slot`` where the
slot orders the four cards of a month from the most to the least valuable
(bright or animal, then ribbon, then chaff).  The Korean deck (hwatu) may
add bonus cards, of no month, that count as two or three junk
(:data:`BONUS_CARDS`, indices 48 to 50, codes ``X1`` to ``X3``); only a
game that plays with them reads them (the notation refuses them elsewhere).  The index is what the engines
store (often as bits of an integer); the :class:`Card` object carries
everything a page or a learner wants to read about it.

Card *codes* such as ``1B`` or ``9A`` are the text notation; see
:mod:`hanafuda_core.notation`, which also looks a card up by index, code or
name (:func:`~hanafuda_core.notation.card`): the notation reads the deck,
the deck needs nothing of the notation.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from enum import Enum


class Kind(str, Enum):
    """The four card classes of the Japanese deck."""

    BRIGHT = "bright"
    ANIMAL = "animal"
    RIBBON = "ribbon"
    CHAFF = "chaff"

    @property
    def letter(self) -> str:
        return _KIND_LETTER[self]

    @property
    def points(self) -> int:
        return _KIND_POINTS[self]

    @property
    def japanese(self) -> str:
        return _KIND_JAPANESE[self]


_KIND_LETTER = {Kind.BRIGHT: "B", Kind.ANIMAL: "A", Kind.RIBBON: "R", Kind.CHAFF: "C"}
_KIND_POINTS = {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.CHAFF: 1}
_KIND_JAPANESE = {
    Kind.BRIGHT: "光 (hikari)",
    Kind.ANIMAL: "種 (tane)",
    Kind.RIBBON: "短冊 (tanzaku)",
    Kind.CHAFF: "カス (kasu)",
}


class RibbonStyle(str, Enum):
    """How a ribbon card is drawn and which ribbon yaku it counts for."""

    POETRY = "poetry"  # red ribbon with writing (akatan): January, February, March
    BLUE = "blue"  # blue/purple ribbon (aotan): June, September, October
    PLAIN = "plain"  # plain red ribbon: April, May, July
    WILLOW = "willow"  # November's plain ribbon, excluded from most ribbon yaku

    @property
    def label(self) -> str:
        return _RIBBON_LABEL[self]


_RIBBON_LABEL = {
    RibbonStyle.POETRY: "red poetry ribbon",
    RibbonStyle.BLUE: "blue ribbon",
    RibbonStyle.PLAIN: "plain red ribbon",
    RibbonStyle.WILLOW: "willow ribbon",
}


@dataclass(frozen=True)
class Flower:
    month: int
    english: str
    kanji: str
    reading: str
    month_name: str


FLOWERS: tuple[Flower, ...] = (
    Flower(1, "Pine", "松", "matsu", "January"),
    Flower(2, "Plum blossom", "梅", "ume", "February"),
    Flower(3, "Cherry blossom", "桜", "sakura", "March"),
    Flower(4, "Wisteria", "藤", "fuji", "April"),
    Flower(5, "Iris", "菖蒲", "ayame", "May"),
    Flower(6, "Peony", "牡丹", "botan", "June"),
    Flower(7, "Bush clover", "萩", "hagi", "July"),
    Flower(8, "Susuki grass", "芒", "susuki", "August"),
    Flower(9, "Chrysanthemum", "菊", "kiku", "September"),
    Flower(10, "Maple", "紅葉", "momiji", "October"),
    Flower(11, "Willow", "柳", "yanagi", "November"),
    Flower(12, "Paulownia", "桐", "kiri", "December"),
)


@dataclass(frozen=True)
class Card:
    """One card of the deck.  Compare and hash by ``index``."""

    index: int
    code: str
    month: int
    kind: Kind
    name: str
    kanji: str
    reading: str
    key: str | None = None  # identifier of an individually named card, e.g. "crane"
    ribbon: RibbonStyle | None = None
    bonus_junk: int = 0  # a bonus card (month 0): the junk it counts as

    @property
    def is_bonus(self) -> bool:
        return self.bonus_junk > 0

    @property
    def flower(self) -> Flower:
        if self.is_bonus:
            raise ValueError(f"{self.name} is a bonus card: it has no month")
        return FLOWERS[self.month - 1]

    @property
    def points(self) -> int:
        return self.kind.points

    @property
    def bit(self) -> int:
        return 1 << self.index

    @cached_property
    def label(self) -> str:
        """Accessible one-line description, e.g. 'January (Pine): Crane and Sun, bright, 20 points'
        (written once: every board names its cards with it); a bonus card's says what it counts as."""
        if self.is_bonus:
            return f"Bonus card, counts as {_JUNK_WORDS[self.bonus_junk]} junk"
        detail = self.kind.value
        if self.ribbon is not None:
            detail = self.ribbon.label
        return (
            f"{self.flower.month_name} ({self.flower.english}): {self.name}, "
            f"{detail}, {self.points} point{'s' if self.points != 1 else ''}"
        )

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __str__(self) -> str:
        return self.code


# (kind, english name, kanji, reading, key, ribbon style) per card, four per month,
# most valuable first.  Chaff names get a number when a month has several.
_B, _A, _R, _C = Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF
_P, _BL, _PL, _W = RibbonStyle.POETRY, RibbonStyle.BLUE, RibbonStyle.PLAIN, RibbonStyle.WILLOW

_SPEC: tuple[tuple[tuple, ...], ...] = (
    (  # 1 pine
        (_B, "Crane and Sun", "松に鶴", "matsu ni tsuru", "crane", None),
        (_R, "Pine poetry ribbon", "松に赤短", "matsu ni akatan", "pine-ribbon", _P),
        (_C, "Pine chaff", "松のカス", "matsu no kasu", None, None),
        (_C, "Pine chaff", "松のカス", "matsu no kasu", None, None),
    ),
    (  # 2 plum
        (_A, "Bush Warbler", "梅に鶯", "ume ni uguisu", "bush-warbler", None),
        (_R, "Plum poetry ribbon", "梅に赤短", "ume ni akatan", "plum-ribbon", _P),
        (_C, "Plum chaff", "梅のカス", "ume no kasu", None, None),
        (_C, "Plum chaff", "梅のカス", "ume no kasu", None, None),
    ),
    (  # 3 cherry
        (_B, "Curtain", "桜に幕", "sakura ni maku", "curtain", None),
        (_R, "Cherry poetry ribbon", "桜に赤短", "sakura ni akatan", "cherry-ribbon", _P),
        (_C, "Cherry chaff", "桜のカス", "sakura no kasu", None, None),
        (_C, "Cherry chaff", "桜のカス", "sakura no kasu", None, None),
    ),
    (  # 4 wisteria
        (_A, "Cuckoo", "藤に不如帰", "fuji ni hototogisu", "cuckoo", None),
        (_R, "Wisteria ribbon", "藤に短冊", "fuji ni tanzaku", "wisteria-ribbon", _PL),
        (_C, "Wisteria chaff", "藤のカス", "fuji no kasu", None, None),
        (_C, "Wisteria chaff", "藤のカス", "fuji no kasu", None, None),
    ),
    (  # 5 iris
        (_A, "Eight-plank Bridge", "菖蒲に八橋", "ayame ni yatsuhashi", "bridge", None),
        (_R, "Iris ribbon", "菖蒲に短冊", "ayame ni tanzaku", "iris-ribbon", _PL),
        (_C, "Iris chaff", "菖蒲のカス", "ayame no kasu", None, None),
        (_C, "Iris chaff", "菖蒲のカス", "ayame no kasu", None, None),
    ),
    (  # 6 peony
        (_A, "Butterflies", "牡丹に蝶", "botan ni chō", "butterflies", None),
        (_R, "Peony blue ribbon", "牡丹に青短", "botan ni aotan", "peony-ribbon", _BL),
        (_C, "Peony chaff", "牡丹のカス", "botan no kasu", None, None),
        (_C, "Peony chaff", "牡丹のカス", "botan no kasu", None, None),
    ),
    (  # 7 bush clover
        (_A, "Boar", "萩に猪", "hagi ni inoshishi", "boar", None),
        (_R, "Bush clover ribbon", "萩に短冊", "hagi ni tanzaku", "clover-ribbon", _PL),
        (_C, "Bush clover chaff", "萩のカス", "hagi no kasu", None, None),
        (_C, "Bush clover chaff", "萩のカス", "hagi no kasu", None, None),
    ),
    (  # 8 susuki
        (_B, "Moon", "芒に月", "susuki ni tsuki", "moon", None),
        (_A, "Geese", "芒に雁", "susuki ni kari", "geese", None),
        (_C, "Susuki chaff", "芒のカス", "susuki no kasu", None, None),
        (_C, "Susuki chaff", "芒のカス", "susuki no kasu", None, None),
    ),
    (  # 9 chrysanthemum
        (_A, "Sake Cup", "菊に盃", "kiku ni sakazuki", "sake-cup", None),
        (_R, "Chrysanthemum blue ribbon", "菊に青短", "kiku ni aotan", "chrysanthemum-ribbon", _BL),
        (_C, "Chrysanthemum chaff", "菊のカス", "kiku no kasu", None, None),
        (_C, "Chrysanthemum chaff", "菊のカス", "kiku no kasu", None, None),
    ),
    (  # 10 maple
        (_A, "Deer", "紅葉に鹿", "momiji ni shika", "deer", None),
        (_R, "Maple blue ribbon", "紅葉に青短", "momiji ni aotan", "maple-ribbon", _BL),
        (_C, "Maple chaff", "紅葉のカス", "momiji no kasu", None, None),
        (_C, "Maple chaff", "紅葉のカス", "momiji no kasu", None, None),
    ),
    (  # 11 willow
        (_B, "Rain Man", "柳に小野道風", "yanagi ni ono no michikaze", "rain-man", None),
        (_A, "Swallow", "柳に燕", "yanagi ni tsubame", "swallow", None),
        (_R, "Willow ribbon", "柳に短冊", "yanagi ni tanzaku", "willow-ribbon", _W),
        (_C, "Lightning", "柳のカス (雷)", "yanagi no kasu (kaminari)", "lightning", None),
    ),
    (  # 12 paulownia
        (_B, "Phoenix", "桐に鳳凰", "kiri ni hōō", "phoenix", None),
        (_C, "Paulownia chaff (coloured)", "桐のカス (色札)", "kiri no kasu (iro-fuda)", "yellow-chaff", None),
        (_C, "Paulownia chaff", "桐のカス", "kiri no kasu", None, None),
        (_C, "Paulownia chaff", "桐のカス", "kiri no kasu", None, None),
    ),
)


def _build() -> tuple[Card, ...]:
    cards: list[Card] = []
    for month, specs in enumerate(_SPEC, start=1):
        chaffs = [s for s in specs if s[0] is Kind.CHAFF]
        chaff_no = 0
        for slot, (kind, name, kanji, reading, key, ribbon) in enumerate(specs):
            code = f"{month}{kind.letter}"
            if kind is Kind.CHAFF and len(chaffs) > 1:
                chaff_no += 1
                code += str(chaff_no)
                if key is None:
                    name = f"{name} {chaff_no}"
            cards.append(
                Card(
                    index=(month - 1) * 4 + slot,
                    code=code,
                    month=month,
                    kind=kind,
                    name=name,
                    kanji=kanji,
                    reading=reading,
                    key=key,
                    ribbon=ribbon,
                )
            )
    return tuple(cards)


CARDS: tuple[Card, ...] = _build()
"""All 48 cards, by index."""

_JUNK_WORDS = {2: "two", 3: "three"}
BONUS_CARDS: tuple[Card, ...] = tuple(
    Card(index=48 + i, code=f"X{i + 1}", month=0, kind=Kind.CHAFF, name=name, kanji="", reading="",
         bonus_junk=junk)
    for i, (name, junk) in enumerate((("Bonus double junk 1", 2), ("Bonus double junk 2", 2),
                                      ("Bonus triple junk", 3))))
"""The bonus cards some Korean decks add (two double junk, a triple junk), by index from 48."""

ALL_CARDS: tuple[Card, ...] = CARDS + BONUS_CARDS
"""Every card by index: the 48 and the bonus cards (for looking a card up, never for iterating a deck)."""

BONUS_BY_CODE: dict[str, Card] = {c.code: c for c in BONUS_CARDS}
BONUS_DECK: int = sum(c.bit for c in BONUS_CARDS)
"""The bonus cards as a bit set."""

BY_CODE: dict[str, Card] = {c.code: c for c in CARDS}
BY_KEY: dict[str, Card] = {c.key: c for c in CARDS if c.key}

FULL_DECK: int = (1 << 48) - 1
"""The whole deck as a bit set."""

MONTH_MASKS: tuple[int, ...] = tuple(0b1111 << (4 * m) for m in range(12))
"""MONTH_MASKS[m - 1] is the bit set of the four cards of month m."""


def month_cards(month: int) -> tuple[Card, ...]:
    """The four cards of a month (1..12), most valuable first."""
    if not 1 <= month <= 12:
        raise ValueError(f"month must be 1..12, got {month}")
    return CARDS[(month - 1) * 4 : month * 4]


def cards_of_kind(kind: Kind) -> tuple[Card, ...]:
    return tuple(c for c in CARDS if c.kind is kind)


def mask_of(cards) -> int:
    """Bit set of an iterable of cards (or indices)."""
    m = 0
    for c in cards:
        m |= 1 << (c if isinstance(c, int) else c.index)
    return m


def indices(mask: int) -> list[int]:
    """Card indices of a bit set, in deck order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cards_in(mask: int) -> list[Card]:
    """Cards of a bit set, in deck order."""
    return [CARDS[i] for i in indices(mask)]


# ---------------------------------------------------------------------------
# Month orders and deck subsets


@dataclass(frozen=True)
class MonthOrder:
    """A sequence of the twelve flowers.

    ``sequence[i]`` is the calendar month of the flower that counts as month
    ``i + 1`` in this order.  In the standard order the two agree; in the
    Nagoya order willow counts as February, paulownia as
    June, peony as November and plum as December.
    """

    key: str
    name: str
    sequence: tuple[int, ...]
    description: str

    def position(self, flower_month: int) -> int:
        """The month number (1..12) this order gives to a flower."""
        return self.sequence.index(flower_month) + 1

    def flower_at(self, position: int) -> Flower:
        return FLOWERS[self.sequence[position - 1] - 1]

    def next_position(self, position: int) -> int:
        return position % 12 + 1

    def follows(self, before: Card | int, after: Card | int) -> bool:
        """True when ``after``'s flower is the one right after ``before``'s (December → January)."""
        b = before if isinstance(before, int) else before.month
        a = after if isinstance(after, int) else after.month
        return self.position(a) == self.next_position(self.position(b))


STANDARD_ORDER = MonthOrder(
    "standard",
    "Standard",
    tuple(range(1, 13)),
    "The calendar order printed on most decks; used by most games.",
)
NAGOYA_ORDER = MonthOrder(
    "nagoya",
    "Nagoya",
    (1, 11, 3, 4, 5, 12, 7, 8, 9, 10, 6, 2),
    "A regional order from Nagoya: willow is February, paulownia June, "
    "peony November and plum December.",
)
MONTH_ORDERS: dict[str, MonthOrder] = {o.key: o for o in (STANDARD_ORDER, NAGOYA_ORDER)}


@dataclass(frozen=True)
class DeckSubset:
    key: str
    name: str
    mask: int
    description: str

    @property
    def cards(self) -> list[Card]:
        return cards_in(self.mask)

    def __len__(self) -> int:
        return bin(self.mask).count("1")


_PLAIN_PAULOWNIA = mask_of(c for c in month_cards(12) if c.kind is Kind.CHAFF and c.key is None)

DECK_SUBSETS: dict[str, DeckSubset] = {
    s.key: s
    for s in (
        DeckSubset("full", "Full deck", FULL_DECK, "All 48 cards."),
        DeckSubset(
            "no-paulownia-chaff",
            "Without the paulownia chaffs",
            FULL_DECK & ~mask_of(c for c in month_cards(12) if c.kind is Kind.CHAFF),
            "45 cards: the three paulownia chaffs are removed.",
        ),
        DeckSubset(
            "one-paulownia-chaff",
            "Without two paulownia chaffs",
            FULL_DECK & ~_PLAIN_PAULOWNIA,
            "46 cards: the two plain paulownia chaffs are removed; the coloured one stays.",
        ),
    )
}
