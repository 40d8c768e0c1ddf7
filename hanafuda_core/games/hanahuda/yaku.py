"""Yaku as data, the held yaku and the card points."""

from __future__ import annotations

from dataclasses import dataclass

from ...cardset import bits as _bits
from ...families import capture as ha
from ...messages import Message, msg_in
from ...notation import format_cards
from .cards import ANIMALS, BRIGHTS, CRANE, CURTAIN, MOON, PHOENIX, RAIN_MAN, RIBBONS, SAKE_CUP, WARBLER, card_bit, cards_where
from .options import DEFAULT_OPTIONS, HanahudaOptions


# Yaku as data


@dataclass(frozen=True)
class Yaku:
    """A scoring combination (*yak*): held when the captured cards include at
    least ``need`` of ``cards``.  Of the held yaku sharing a ``group`` only
    the most valuable counts; the others stack.  ``stop``: completing it lets
    the player stop the round.  ``option``: played only when that option
    allows it (see :func:`active_yaku`).  ``note``: what the rules page adds
    about it (a message)."""

    key: str
    name: str
    palauan: str
    points: int
    cards: int
    need: int
    group: str | None = None
    stop: bool = False
    option: str | None = None
    note: Message | None = None

    def held(self, captured: int) -> bool:
        return (captured & self.cards).bit_count() >= self.need

    @property
    def points_text(self) -> str:
        return str(self.points)

    @property
    def all_needed(self) -> bool:
        return self.need == self.cards.bit_count()

    def to_dict(self) -> dict:
        return {"key": self.key, "name": self.name, "palauan": self.palauan, "points": self.points,
                "cards": format_cards(_bits(self.cards)).split(), "need": self.need, "group": self.group,
                "stop": self.stop, "option": self.option}


_B, _V = "brights", "viewing"

YAKU_CATALOG: tuple[Yaku, ...] = (
    Yaku("six-brights", "Six Brights", "arasi", 1000, BRIGHTS, 6, _B, stop=True),
    Yaku("five-brights", "Five Brights", "kokok", 700, BRIGHTS & ~WARBLER, 5, _B,
         note=msg_in("a note on a yaku of Palauan Hanahuda", "Without the Plum (the Bush Warbler).")),
    Yaku("four-brights", "Four Brights", "skok", 500, CRANE | CURTAIN | MOON | PHOENIX, 4, _B,
         note=msg_in("a note on a yaku of Palauan Hanahuda", "Without the Plum and the Rain Man.")),
    Yaku("plum-pine-paulownia-baldy", "Plum with Pine, Paulownia, Baldy", "chume mats kiri bo", 400,
         WARBLER | CRANE | PHOENIX | MOON, 4, _B, option="plum_four"),
    Yaku("pine-paulownia-baldy", "Pine, Paulownia, Baldy", "mats kiri bo", 300, CRANE | PHOENIX | MOON, 3, _B),
    Yaku("plum-pine-cherry", "Plum, Pine, Cherry", "chume mats sakura", 300, WARBLER | CRANE | CURTAIN, 3, _B),
    Yaku("drinking", "Drinking", "teppo", 300, CURTAIN | MOON | SAKE_CUP, 3, _V,
         note=msg_in("a note on a yaku of Palauan Hanahuda", "The two viewing yaku together.")),
    Yaku("flower-viewing", "Flower Viewing with Sake", "ippai", 150, CURTAIN | SAKE_CUP, 2, _V),
    Yaku("moon-viewing", "Moon Viewing with Sake", "ippai", 150, MOON | SAKE_CUP, 2, _V),
    Yaku("nine-animals", "Nine Animals", "toyak", 10000, ANIMALS, 9, option="nine"),
    Yaku("nine-animals-warbler", "Nine Animals with the Warbler", "toyak", 5000, ANIMALS | WARBLER, 10,
         option="with-warbler"),
    Yaku("seven-ribbons", "Seven Ribbons", "nanatang", 700, RIBBONS, 7, stop=True,
         note=msg_in("a note on a yaku of Palauan Hanahuda", "Any seven of the ten ribbons.")),
    Yaku("boar-deer-butterflies", "Boar, Deer, Butterflies", "inoskasio", 300,
         card_bit("boar") | card_bit("deer") | card_bit("butterflies"), 3),
    Yaku("three-willows", "Three Willows", "nisoro", 200, RAIN_MAN | card_bit("swallow") | card_bit("willow-ribbon"), 3,
         note=msg_in("a note on a yaku of Palauan Hanahuda", "The Lightning does not count.")),
    Yaku("poetry-ribbons", "Poetry Ribbons", "kodangko", 150, cards_where(lambda c: c.ribbon is not None
                                                                      and c.ribbon.value == "poetry"), 3),
    Yaku("blue-ribbons", "Blue Ribbons", "chauotang", 150, cards_where(lambda c: c.ribbon is not None
                                                                   and c.ribbon.value == "blue"), 3),
    Yaku("grass-ribbons", "Grass Ribbons", "ksaiak", 100, cards_where(lambda c: c.ribbon is not None
                                                                  and c.ribbon.value == "plain"), 3,
         note=msg_in("a note on a yaku of Palauan Hanahuda", "The Willow ribbon does not count.")),
)
YAKU_BY_KEY: dict[str, Yaku] = {y.key: y for y in YAKU_CATALOG}

YAKU_CONTEXT = "a yaku of Palauan Hanahuda"


_PALAUAN = {
    "arasi": msg_in("a yaku's name in Palauan", "arasi"),
    "kokok": msg_in("a yaku's name in Palauan", "kokok"),
    "skok": msg_in("a yaku's name in Palauan", "skok"),
    "chume mats kiri bo": msg_in("a yaku's name in Palauan", "chume mats kiri bo"),
    "mats kiri bo": msg_in("a yaku's name in Palauan", "mats kiri bo"),
    "chume mats sakura": msg_in("a yaku's name in Palauan", "chume mats sakura"),
    "teppo": msg_in("a yaku's name in Palauan", "teppo"),
    "ippai": msg_in("a yaku's name in Palauan", "ippai"),
    "toyak": msg_in("a yaku's name in Palauan", "toyak"),
    "nanatang": msg_in("a yaku's name in Palauan", "nanatang"),
    "inoskasio": msg_in("a yaku's name in Palauan", "inoskasio"),
    "nisoro": msg_in("a yaku's name in Palauan", "nisoro"),
    "kodangko": msg_in("a yaku's name in Palauan", "kodangko"),
    "chauotang": msg_in("a yaku's name in Palauan", "chauotang"),
    "ksaiak": msg_in("a yaku's name in Palauan", "ksaiak"),
}
"""The yaku's Palauan names as messages (a language may write them in its
own script), by the name (written out: Babel reads only what is written)."""


def yaku_palauan(yaku: Yaku) -> Message:
    """A yaku's Palauan name: "arasi" (Japanese: アラシ)."""
    return _PALAUAN[yaku.palauan]


def yaku_name(yaku: Yaku) -> Message:
    """A yaku's name as a message ("Boar, Deer, Butterflies"; Japanese: 猪鹿蝶),
    made from the data (:meth:`HanahudaGame.data_messages` lists them all)."""
    return Message(yaku.name, {}, context=YAKU_CONTEXT)

STOP_YAKU: tuple[Yaku, ...] = tuple(y for y in YAKU_CATALOG if y.stop)
STOP_BIT = {y.key: 1 << i for i, y in enumerate(STOP_YAKU)}

_ACTIVE: dict[HanahudaOptions, tuple[Yaku, ...]] = {}


def active_yaku(options: HanahudaOptions = DEFAULT_OPTIONS) -> tuple[Yaku, ...]:
    """The yaku played under ``options`` (the optional ones as the options say)."""
    got = _ACTIVE.get(options)
    if got is None:
        got = tuple(y for y in YAKU_CATALOG if y.option is None
                    or (y.option == "plum_four" and options.plum_four)
                    or y.option == options.nine_animals)
        if len(_ACTIVE) < 64:
            _ACTIVE[options] = got
    return got


_RELEVANT = BRIGHTS | ANIMALS | RIBBONS
_YAKU_CACHE: dict[tuple, tuple] = {}


def yaku_of(captured: int, options: HanahudaOptions = DEFAULT_OPTIONS) -> tuple[tuple[Yaku, int], ...]:
    """The yaku held with ``captured`` (a bit set), exclusions applied: ``((yaku, points), ...)``."""
    key = (captured & _RELEVANT, options)
    got = _YAKU_CACHE.get(key)
    if got is None:
        held = [(y, y.points) for y in active_yaku(options) if (captured & y.cards).bit_count() >= y.need]
        if len(held) > 1:
            held = ha.best_exclusive(held, lambda h: h[0].group, lambda h: h[1])
        got = tuple(held)
        if len(_YAKU_CACHE) > 50_000:
            _YAKU_CACHE.clear()
        _YAKU_CACHE[key] = got
    return got


def score_of(captured: int, options: HanahudaOptions = DEFAULT_OPTIONS) -> int:
    """The yaku points of ``captured``."""
    return sum(p for _, p in yaku_of(captured, options))


def card_points(captured: int, options: HanahudaOptions = DEFAULT_OPTIONS) -> int:
    """The card points of ``captured``: brights 50, animals 10, ribbons 0 (or the option's value)."""
    return ((captured & BRIGHTS).bit_count() * 50 + (captured & ANIMALS).bit_count() * 10
            + (captured & RIBBONS).bit_count() * options.ribbon_points)


_STOP_ROWS = tuple((y.cards, y.need, STOP_BIT[y.key]) for y in STOP_YAKU)


def stop_yaku_held(captured: int) -> int:
    """Bits of the stop-yaku held (bit 0 Six Brights, bit 1 Seven Ribbons)."""
    out = 0
    for cards, need, bit in _STOP_ROWS:  # read after every turn
        if (captured & cards).bit_count() >= need:
            out |= bit
    return out


def stop_yaku_named(bits_: int) -> list[Yaku]:
    return [y for y in STOP_YAKU if bits_ & STOP_BIT[y.key]]
