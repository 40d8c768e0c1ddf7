"""Yaku as data: the card classes, :class:`Yaku` read from :mod:`.rules_data`, the held yaku (:class:`YakuScore`) and the rule options applied to the catalogue."""

from __future__ import annotations

from typing import Iterator, Sequence
from dataclasses import dataclass
import re
from dataclasses import replace

from . import rules_data as _DATA
from ...cardset import bits as _bits, codes as _codes, mask as _mask
from ...deck import BY_KEY, CARDS, Card, FULL_DECK, Kind, RibbonStyle
from ...families.capture import LIGHTNING, MONTH_BITS
from ...families.capture.field import card_words_first
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...names import card_words, cards_words, month_name, the_card
from ...notation import NotationError, parse_cards
from .options import KoiKoiHouseRules, RulesDataError


# Card sets


def _mask_where(pred) -> int:
    m = 0
    for c in CARDS:
        if pred(c):
            m |= 1 << c.index
    return m


def _bit(key: str) -> int:
    return 1 << BY_KEY[key].index


LIGHTS = _mask_where(lambda c: c.kind is Kind.BRIGHT)
"""The five lights (brights): 1B 3B 8B 11B 12B."""
ANIMALS = _mask_where(lambda c: c.kind is Kind.ANIMAL)
"""The nine animals (earth cards, tane), the Sake Cup included."""
RIBBONS = _mask_where(lambda c: c.kind is Kind.RIBBON)
"""The ten ribbons (scrolls, tanzaku), the willow ribbon included."""
CHAFF = _mask_where(lambda c: c.kind is Kind.CHAFF)
"""The 24 chaff cards (junk, kasu), the Lightning and the coloured paulownia included."""
POETRY_RIBBONS = _mask_where(lambda c: c.ribbon is RibbonStyle.POETRY)
BLUE_RIBBONS = _mask_where(lambda c: c.ribbon is RibbonStyle.BLUE)
SAKE_CUP = _bit("sake-cup")
RAIN_MAN = _bit("rain-man")
MOON = _bit("moon")
CURTAIN = _bit("curtain")
BOAR_DEER_BUTTERFLIES = _bit("boar") | _bit("deer") | _bit("butterflies")

BITS = tuple(1 << i for i in range(48))


# ---------------------------------------------------------------------------
# Yaku as data

_CARD_CLASSES: dict[str, int] = {
    "lights": LIGHTS, "animals": ANIMALS, "ribbons": RIBBONS, "chaff": CHAFF,
    "poetry-ribbons": POETRY_RIBBONS, "blue-ribbons": BLUE_RIBBONS,
}
"""The card classes a yaku's ``cards`` may name in the rules data."""

ROLES = (
    "five-lights", "four-lights", "rainy-four", "three-lights", "tane", "boar-deer-butterflies",
    "moon-viewing", "blossom-viewing", "five-scrolls", "poetry-scrolls", "blue-scrolls",
    "poetry-and-blue", "cards-of-the-month", "kasu",
)
"""The roles the rule options adjust (a yaku's ``role``; see :class:`KoiKoiHouseRules`)."""
_VIEWING_ROLES = ("moon-viewing", "blossom-viewing")


@dataclass(frozen=True)
class Yaku:
    """A captured hand (yaku), declared as data (see :mod:`.rules_data`).

    A player holds the yaku when their captured cards contain at least
    ``min_count`` cards of ``mask`` (plus the Sake Cup when
    ``sake_cup_dual``), all of ``required`` and none of ``excluded``.  It is
    worth ``points``, plus ``per_extra`` for every counted card beyond
    ``min_count`` (the "+1 per additional card" rule).

    Stacking: of the held yaku sharing a ``group``, only the most valuable
    counts (the first declared on a tie) — e.g. the light yaku.  A yaku does
    not count when any yaku named in ``blocked_by`` is held — e.g. Five
    Scrolls "only counts if it is the only scroll yaku formed".  A yaku with
    ``needs_other`` counts only when the player also holds a yaku without it.

    ``card_class``: the class named in the data (``"animals"``, ``"chaff"``,
    ...), which the Sake Cup option reads.  ``month``: the yaku's cards are
    the four cards of the round's month (``mask`` is filled in for each round
    by :meth:`KoiKoiOptions.for_round`).  ``role``: the rule options that adjust
    it (:data:`ROLES`).
    """

    key: str
    name: str
    japanese: str
    romaji: str
    points: int
    description: str
    mask: int
    min_count: int = 1
    required: int = 0
    excluded: int = 0
    per_extra: int = 0
    group: str | None = None
    blocked_by: tuple[str, ...] = ()
    sake_cup_dual: bool = False
    role: str | None = None
    card_class: str | None = None
    month: bool = False
    needs_other: bool = False

    def __post_init__(self):
        if not isinstance(self.key, str) or not KEY_PATTERN.match(self.key):
            raise ValueError(f"yaku key {self.key!r}: lowercase words joined by hyphens, e.g. 'moon-viewing'")
        for name in ("points", "min_count", "per_extra"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise ValueError(f"yaku {self.key!r}: {name} must be a whole number >= 0, got {v!r}")
        for name in ("mask", "required", "excluded"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= FULL_DECK:
                raise ValueError(f"yaku {self.key!r}: {name} must be a card bit set")
        if self.required & self.excluded:
            raise ValueError(f"yaku {self.key!r}: {_codes(self.required & self.excluded)} is both "
                             f"required and excluded")
        if self.month:
            if self.min_count > 4 or self.required or self.mask & ~FULL_DECK:
                raise ValueError(f"yaku {self.key!r}: a yaku of the round's month counts its four cards")
        else:
            if self.min_count > self.counted.bit_count():
                raise ValueError(f"yaku {self.key!r} needs {self.min_count} of only "
                                 f"{self.counted.bit_count()} cards: it can never be made")
            if not self.mask and not self.required:
                raise ValueError(f"yaku {self.key!r} names no cards")
        if self.min_count < 1 and not self.required:
            raise ValueError(f"yaku {self.key!r} needs at least one card (min_count >= 1 or required "
                             f"cards): a yaku held with no cards makes no sense")
        if self.role is not None and self.role not in ROLES:
            raise ValueError(f"yaku {self.key!r}: role must be one of {', '.join(ROLES)}, got {self.role!r}")
        if self.card_class is not None and self.card_class not in _CARD_CLASSES:
            raise ValueError(f"yaku {self.key!r}: card_class must be one of {', '.join(_CARD_CLASSES)}")
        if isinstance(self.blocked_by, str) or not all(isinstance(b, str) for b in self.blocked_by):
            raise ValueError(f"yaku {self.key!r}: blocked_by is a tuple of yaku keys")
        if self.key in self.blocked_by:
            raise ValueError(f"yaku {self.key!r} cannot be blocked by itself")

    @property
    def counted(self) -> int:
        """The cards counted towards ``min_count`` (the mask, plus the cup when dual)."""
        return self.mask | (SAKE_CUP if self.sake_cup_dual else 0)

    def value(self, captured: int) -> int:
        """Points this yaku is worth on its own for ``captured`` (0 when not held);
        stacking with other yaku is not applied here."""
        n = (captured & self.counted).bit_count()
        if n < self.min_count or captured & self.required != self.required or captured & self.excluded:
            return 0
        return self.points + self.per_extra * (n - self.min_count)

    def held(self, captured: int) -> bool:
        n = (captured & self.counted).bit_count()
        return n >= self.min_count and captured & self.required == self.required and not captured & self.excluded

    def cards(self, captured: int) -> int:
        """The captured cards that make this yaku."""
        return captured & (self.counted | self.required)

    @property
    def viewing(self) -> bool:
        """A viewing yaku (Moon Viewing, Blossom Viewing): the viewing options apply."""
        return self.role in _VIEWING_ROLES

    @property
    def words(self) -> str:
        """What the yaku needs and is worth, in English, written from its
        fields (the data's ``description`` when it has one; the message:
        :func:`yaku_needs`)."""
        return self.description or _yaku_words(self)

    @property
    def points_text(self) -> str:
        return f"{self.points}+" if self.per_extra else str(self.points)

    def to_dict(self) -> dict:
        return {
            "key": self.key, "name": self.name, "japanese": self.japanese, "romaji": self.romaji,
            "points": self.points, "points_text": self.points_text, "per_extra": self.per_extra,
            "description": self.description, "cards": _codes(self.counted | self.required).split(),
            "min_count": self.min_count, "required": _codes(self.required).split(),
            "excluded": _codes(self.excluded).split(), "group": self.group,
            "blocked_by": list(self.blocked_by), "sake_cup_dual": self.sake_cup_dual,
            "role": self.role, "month": self.month, "needs_other": self.needs_other,
        }


CLASS_ONE = {"lights": "light", "animals": "animal card", "ribbons": "ribbon", "chaff": "chaff card",
              "poetry-ribbons": "poetry ribbon", "blue-ribbons": "purple ribbon"}

_CLASS_POOL = {
    "lights": msg_in("the cards a yaku of Koi-Koi counts", "the five lights"),
    "animals": msg_in("the cards a yaku of Koi-Koi counts", "the animal cards"),
    "ribbons": msg_in("the cards a yaku of Koi-Koi counts", "the ribbons"),
    "chaff": msg_in("the cards a yaku of Koi-Koi counts", "the chaff cards"),
    "poetry-ribbons": msg_in("the cards a yaku of Koi-Koi counts", "the three poetry ribbons"),
    "blue-ribbons": msg_in("the cards a yaku of Koi-Koi counts", "the three purple ribbons"),
}
"""The cards of each class, as a yaku's description names them (written
out: Babel reads a context only as it is written)."""

_CLASS_CARD = {
    "lights": msg_in("one card a yaku of Koi-Koi counts", "light"),
    "animals": msg_in("one card a yaku of Koi-Koi counts", "animal card"),
    "ribbons": msg_in("one card a yaku of Koi-Koi counts", "ribbon"),
    "chaff": msg_in("one card a yaku of Koi-Koi counts", "chaff card"),
    "poetry-ribbons": msg_in("one card a yaku of Koi-Koi counts", "poetry ribbon"),
    "blue-ribbons": msg_in("one card a yaku of Koi-Koi counts", "purple ribbon"),
}
"""One card of each class (:data:`CLASS_ONE`), as a message."""


def class_card(cls: str) -> Message:
    """One card of a card class, as a yaku's description names it: "animal card"."""
    return _CLASS_CARD[cls]

YAKU_NAME = "a yaku of Koi-Koi"
"""The context of a yaku's name (:func:`yaku_name`)."""
YAKU_NEEDS = "what a yaku of Koi-Koi needs"
"""The context of a yaku's own description, from the data (:func:`yaku_needs`)."""


def class_of_mask(mask: int) -> str | None:
    for name, m in _CARD_CLASSES.items():
        if mask & ~SAKE_CUP == m & ~SAKE_CUP:
            return name
    return None


def yaku_name(y: Yaku) -> Message:
    """The yaku's name, a message made from its data ("Boar, Deer, Butterflies";
    the catalogs learn every one from :func:`data_messages`)."""
    return Message(y.name, {}, context=YAKU_NAME)


def _cards_first(cards: int) -> Message:
    """Cards listed at the start of a sentence: "The Boar (July), the Deer (October) and …"."""
    first, *rest = _bits(cards)
    return listed([card_words_first(first)] + [card_words(c) for c in rest])


def yaku_needs(y: Yaku) -> Message:
    """What ``y`` needs and what each further card adds, in a learner's words:
    its ``description`` when the data has one, else written from its fields
    (never typed per yaku)."""
    if y.description:
        return Message(y.description, {}, context=YAKU_NEEDS)
    one = msg_in("one card a yaku of Koi-Koi counts", "card")
    if y.month:
        if y.mask:
            what = msg("All four cards of the round's month (this round: {month})",
                       month=month_name(((y.mask & -y.mask).bit_length() - 1 >> 2) + 1))
        else:
            what = msg("All four cards of the round's month (round 1 is {first}, round 2 {second}, and so on)",
                       first=month_name(1), second=month_name(2))
    else:
        counted = y.counted
        cls = class_of_mask(counted)
        if cls:
            one = _CLASS_CARD[cls]
            pool = _CLASS_POOL[cls]
            cup = the_card(CARDS[SAKE_CUP.bit_length() - 1])
            if cls == "animals" and not counted & SAKE_CUP:
                pool = msg_in("the cards a yaku of Koi-Koi counts", "{cards} other than {card}", cards=pool,
                              card=cup)
            elif y.sake_cup_dual:
                pool = msg_in("the cards a yaku of Koi-Koi counts", "{cards}, {card} counting as one",
                              cards=pool, card=cup)
        else:
            pool = cards_words(counted)
        if y.required and y.required.bit_count() >= y.min_count:
            what = _cards_first(y.required)
        elif y.min_count == counted.bit_count():
            what = msg("All of {cards}", cards=pool) if cls else _cards_first(counted)
        elif y.required:
            what = msg("Any {n} of {cards}, including {required}", n=y.min_count, cards=pool,
                       required=cards_words(y.required))
        else:
            what = msg("Any {n} of {cards}", n=y.min_count, cards=pool)
    if y.excluded:
        parts = [msg_in("what a yaku of Koi-Koi needs", "{cards}, without {excluded}.", cards=what,
                        excluded=cards_words(y.excluded))]
    else:
        parts = [msg_in("what a yaku of Koi-Koi needs", "{cards}.", cards=what)]
    if y.per_extra:
        parts.append(msg_n("Each further {card} adds {n} point.", "Each further {card} adds {n} points.",
                           y.per_extra, card=one, n=y.per_extra))
    if y.needs_other:
        parts.append(msg("Counts only beside another yaku."))
    return sentences(parts)


def _yaku_words(y: Yaku) -> str:
    """What ``y`` needs, in English (:func:`yaku_needs`)."""
    return str(yaku_needs(y))  # English until the rules page is converted


def data_messages() -> Iterator[Message]:
    """The messages made here from the yaku's data: each yaku's name (and
    own description), of the catalogue and of the old Nintendo preset."""
    for y in CATALOGUE + OLD_NINTENDO_YAKU:
        yield yaku_name(y)
        if y.description:
            yield yaku_needs(y)


KEY_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_YAKU_FIELDS = {"key", "name", "japanese", "romaji", "cards", "count", "required", "excluded", "points",
                "extra", "group", "only_without", "role", "description"}


def _data_cards(value, what: str, where: str) -> int:
    if not isinstance(value, str) or not value.strip():
        raise RulesDataError(f"{where}: '{what}' must be card codes such as '6A 7A 10A'")
    try:
        return _mask(c.index for c in parse_cards(value))
    except NotationError as e:
        raise RulesDataError(f"{where}: '{what}': {e}") from None


def yaku_from_data(data: dict) -> Yaku:
    """A :class:`Yaku` from one entry of the rules data (see :mod:`.rules_data`
    for the fields); raises :class:`RulesDataError` saying which field is wrong."""
    if not isinstance(data, dict):
        raise RulesDataError(f"a yaku is a mapping of fields, not {type(data).__name__}")
    where = f"yaku {data.get('key', '?')!r}"
    unknown = set(data) - _YAKU_FIELDS
    if unknown:
        raise RulesDataError(f"{where}: unknown field {', '.join(sorted(map(str, unknown)))}; the fields are "
                             f"{', '.join(sorted(_YAKU_FIELDS))}")
    for need in ("key", "name", "cards", "points"):
        if need not in data:
            raise RulesDataError(f"{where}: '{need}' is missing")
    cards = data["cards"]
    month = cards == "month"
    card_class = cards if cards in _CARD_CLASSES else None
    if month:
        mask = 0
    elif card_class:
        mask = _CARD_CLASSES[card_class]
    else:
        mask = _data_cards(cards, "cards", where)
    required = data.get("required", 0)
    if required == "all":
        required = mask
    elif required:
        required = _data_cards(required, "required", where)
    excluded = _data_cards(data["excluded"], "excluded", where) if data.get("excluded") else 0
    count = data.get("count", 4 if month else (mask | required).bit_count())
    blocked = data.get("only_without", ())
    if isinstance(blocked, str):
        blocked = tuple(blocked.split())
    try:
        return Yaku(
            data["key"], data["name"], data.get("japanese", ""), data.get("romaji", ""), data["points"],
            data.get("description", ""), mask, count, required, excluded, data.get("extra", 0),
            data.get("group"), tuple(blocked), False, data.get("role"), card_class, month)
    except (TypeError, ValueError) as e:
        raise RulesDataError(str(e)) from None


@dataclass(frozen=True)
class YakuScore:
    """A yaku a player holds, with the points it is worth."""

    yaku: Yaku
    points: int

    @property
    def key(self) -> str:
        return self.yaku.key

    @property
    def name(self) -> str:
        return self.yaku.name

    def to_dict(self, captured: int | None = None) -> dict:
        d = {"key": self.yaku.key, "name": self.yaku.name, "japanese": self.yaku.japanese,
             "romaji": self.yaku.romaji, "points": self.points}
        if captured is not None:
            d["cards"] = _codes(self.yaku.cards(captured)).split()
        return d

    def __repr__(self) -> str:
        return f"YakuScore({self.yaku.key!r}, {self.points})"


def yaku_cards(yaku: Yaku, captured: int) -> list[Card]:
    """The captured cards that make ``yaku`` (for display)."""
    return [CARDS[c] for c in _bits(yaku.cards(captured))]


# -- the catalogue, and the rule options applied to it -----------------------

CATALOGUE: tuple[Yaku, ...] = tuple(yaku_from_data(d) for d in _DATA.YAKU)
BY_ROLE = {}


def _animals(cup: str) -> int:
    return ANIMALS if cup in ("both", "animal") else ANIMALS & ~SAKE_CUP


_SPOILER_CARDS = {"none": 0, "rain-man": RAIN_MAN, "willow": MONTH_BITS[RAIN_MAN.bit_length() - 1],
                  "lightning": 1 << LIGHTNING, "rain-man-or-lightning": RAIN_MAN | 1 << LIGHTNING}


def apply_options(base: Sequence[Yaku], o: KoiKoiHouseRules) -> tuple[Yaku, ...]:
    """The yaku that count under the options ``o``: ``base`` with each yaku
    adjusted by its ``role`` (and its card class, for the Sake Cup), and the
    yaku the options turn off left out.  A yaku without a role is as its
    data says, except for the Sake Cup."""
    roles = {y.role: y.key for y in base if y.role}

    def keys(*rs):
        return tuple(roles[r] for r in rs if r in roles)

    out = []
    for y in base:
        ch: dict = {}
        if y.card_class == "animals":
            ch["mask"] = _animals(o.sake_cup)
        elif y.card_class == "chaff":
            ch["sake_cup_dual"] = o.sake_cup in ("both", "chaff")
        r = y.role
        if r == "five-lights":
            ch["points"] = o.five_lights
        elif r == "four-lights":
            ch["points"] = o.four_lights
        elif r == "rainy-four":
            if not o.rainy_four:
                continue
            ch["points"] = o.rainy_four
        elif r == "three-lights":
            ch["points"] = o.three_lights
            if not o.rainy_four:  # any three lights other than the Rain Man, with it or not
                ch.update(mask=y.mask & ~RAIN_MAN, excluded=y.excluded & ~RAIN_MAN)
        elif r == "tane":
            blocked = tuple(b for b in y.blocked_by if b not in keys("boar-deer-butterflies"))
            ch["blocked_by"] = blocked if o.tane_with_bdb else blocked + keys("boar-deer-butterflies")
        elif r == "boar-deer-butterflies" and o.bdb_extra:
            trio = y.required or y.mask
            ch.update(mask=_animals(o.sake_cup) | trio, required=trio, min_count=trio.bit_count(), per_extra=1)
        elif r in _VIEWING_ROLES:
            if o.viewing_yaku not in ("yes", r.partition("-")[0]):
                continue
            ch.update(excluded=y.excluded | (_SPOILER_CARDS[o.viewing_spoiler] & ~y.required),
                      needs_other=not o.viewing_alone, points=o.viewing_points)
        elif r == "five-scrolls":
            others = keys("poetry-scrolls", "blue-scrolls", "poetry-and-blue")
            blocked = tuple(b for b in y.blocked_by if b not in others)
            ch["blocked_by"] = blocked if o.scrolls_stack else blocked + others
        elif r in ("poetry-scrolls", "blue-scrolls", "poetry-and-blue"):
            if r == "poetry-and-blue" and o.red_and_blue == "none":
                continue
            ch.update(per_extra=1 if o.ribbon_extra else 0,
                      group="red-blue-scrolls" if o.red_and_blue == "instead" else None)
        elif r == "cards-of-the-month":
            if not o.monthly_cards:
                continue
            ch["points"] = o.monthly_cards
        out.append(replace(y, **ch) if ch else y)
    return tuple(out)


def month_yaku(y: Yaku, round_no: int) -> Yaku:
    month = (round_no - 1) % 12
    return replace(y, mask=MONTH_BITS[4 * month])


# -- the yaku of the first version of the Nintendo preset (kept so that matches saved with it
#    still open; it is no longer offered) ------------------------------------

_LIGHT_GROUP = "lights"
_BY_KEY = {y.key: y for y in CATALOGUE}
_TANE, _KASU = _BY_KEY["tane"], _BY_KEY["kasu"]

OLD_NINTENDO_YAKU: tuple[Yaku, ...] = (
    Yaku("goko", "Gokō (Five Brights)", "五光", "gokō", 10,
         "All five brights.", LIGHTS, 5, group=_LIGHT_GROUP),
    Yaku("shiko", "Shikō (Four Brights)", "四光", "shikō", 8,
         "The four brights other than the Rain Man.", LIGHTS, 4, excluded=RAIN_MAN,
         group=_LIGHT_GROUP),
    Yaku("ame-shiko", "Ame-Shikō (Rainy Four Brights)", "雨四光", "ame-shikō", 7,
         "Four brights, the Rain Man among them.", LIGHTS, 4, required=RAIN_MAN,
         group=_LIGHT_GROUP),
    Yaku("sanko", "Sankō (Three Brights)", "三光", "sankō", 5,
         "Three brights, none of them the Rain Man.", LIGHTS, 3, excluded=RAIN_MAN,
         group=_LIGHT_GROUP),
    Yaku("inoshikacho", "Inoshikachō (Boar, Deer, Butterflies)", "猪鹿蝶", "ino-shika-chō", 5,
         "The Boar, the Deer and the Butterflies.",
         BOAR_DEER_BUTTERFLIES, 3, required=BOAR_DEER_BUTTERFLIES),
    Yaku("akatan", "Akatan (Red Poetry Ribbons)", "赤短", "akatan", 5,
         "The three red ribbons with writing.", POETRY_RIBBONS, 3, required=POETRY_RIBBONS),
    Yaku("aotan", "Aotan (Blue Ribbons)", "青短", "aotan", 5,
         "The three blue ribbons.", BLUE_RIBBONS, 3, required=BLUE_RIBBONS),
    _TANE,
    Yaku("tan", "Tan (Ribbons)", "タン", "tan", 1,
         "Any five ribbons; each further ribbon adds 1 point.", RIBBONS, 5, per_extra=1),
    _KASU,
    Yaku("tsukimi-zake", "Tsukimi-zake (Moon Viewing)", "月見酒", "tsukimi-zake", 5,
         "The Moon and the Sake Cup.", MOON | SAKE_CUP, 2, required=MOON | SAKE_CUP,
         role="moon-viewing"),
    Yaku("hanami-zake", "Hanami-zake (Blossom Viewing)", "花見酒", "hanami-zake", 5,
         "The Curtain and the Sake Cup.", CURTAIN | SAKE_CUP, 2, required=CURTAIN | SAKE_CUP,
         role="blossom-viewing"),
)
