"""Hachi-Hachi's yaku: the dealt hands (teyaku), the captured yaku
(dekiyaku) and the special endings, with their values.

Values are in the unit of the ``values`` option: kan as FudaWiki gives them
(a kan is ``kan`` points), or points as the English translation of
Nintendo's leaflet gives them (:func:`points`).  The leaflet has no two-
triplet dealt hands: such a hand is paid as its better triplet.

Dealt hands come in two groups (FudaWiki; games.porg.es): **A**, by how the
seven cards fall into months (three of a month, three pairs, four of a
month...), and **B**, by how few cards other than chaff the hand holds
(every willow card counting as chaff).  A player is paid the best of each
group, added, or (option ``teyaku=best``, the leaflet) only the best of all.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...families.capture import month_counts
from .cards import (BLUE, BOAR_DEER_BUTTERFLIES, BRIGHTS, FOUR_BRIGHTS, PLAIN_PAULOWNIA, RED_POETRY,
                    STANDING_MONTHS, WILLOW_RIBBON, YAKU_BRIGHTS, YAKU_CHAFF, YAKU_RIBBONS)
from .options import HachiHachiOptions


@dataclass(frozen=True)
class Yaku:
    """A yaku: ``key``, its name in rōmaji and Japanese, what it is in words,
    its group (``A`` or ``B`` for dealt hands, ``deki`` for captured yaku,
    ``special`` for the special endings) and its value in kan (FudaWiki) and
    in the leaflet's points (None: not in the leaflet)."""

    key: str
    name: str
    japanese: str
    what: str
    group: str
    kan: int
    leaflet: int | None

    def value(self, rules: HachiHachiOptions) -> int | None:
        """Its value in the rules' unit (None: not played with them)."""
        return self.kan if rules.values == "fudawiki" else self.leaflet


def _yaku(*args) -> Yaku:
    return Yaku(*args)


TEYAKU = (
    _yaku("shiso", "Shisō", "四三", "four cards of one month and three of another", "A", 20, 50),
    _yaku("ichinishi", "Ichi-ni-shi", "一二四", "four of one month, two of another and a single card", "A", 8, 35),
    _yaku("futatatesanbon", "Futatatesanbon", "二立三本", "two standing triplets", "A", 8, None),
    _yaku("sanbontatesanbon", "Sanbon-tatesanbon", "三本立三本", "a triplet and a standing triplet", "A", 7, None),
    _yaku("haneken", "Haneken", "跳剣", "three of one month and two pairs", "A", 7, 30),
    _yaku("teshi", "Teshi", "手四", "all four cards of one month", "A", 6, 30),
    _yaku("futasanbon", "Futasanbon", "二三本", "two triplets", "A", 6, None),
    _yaku("kuttsuki", "Kuttsuki", "喰付", "three pairs", "A", 4, 20),
    _yaku("tatesanbon", "Tatesanbon", "立三本",
          "a standing triplet: three of the wisteria, the iris or the bush clover, or the three paulownia chaff",
          "A", 3, 15),
    _yaku("sanbon", "Sanbon", "三本", "three cards of one month", "A", 2, 10),
    _yaku("karasu", "Karasu", "空素", "seven chaff", "B", 4, 25),
    _yaku("pikaichi", "Pika-ichi", "光一", "one bright and six chaff", "B", 4, 20),
    _yaku("tanichi", "Tan-ichi", "短一", "one ribbon and six chaff", "B", 3, 20),
    _yaku("toichi", "Tō-ichi", "十一", "one animal and six chaff", "B", 3, 20),
    _yaku("aka", "Aka", "赤", "two ribbons or more and the rest chaff", "B", 2, 15),
)
"""The dealt hands, group A then B, each group from the most valuable."""

DEKIYAKU = (
    _yaku("goko", "Gokō", "五光", "the five brights", "deki", 12, 75),
    _yaku("shiko", "Shikō", "四光", "the four brights other than the Rain Man", "deki", 10, 50),
    _yaku("nanatan", "Nanatan", "七短", "seven ribbons (not the willow's)", "deki", 10, 50),
    _yaku("akatan", "Akatan", "赤短", "the three red ribbons with writing", "deki", 7, 35),
    _yaku("aotan", "Aotan", "青短", "the three blue ribbons", "deki", 7, 35),
    _yaku("inoshikacho", "Inoshikachō", "猪鹿蝶", "the boar, the deer and the butterflies", "deki", 7, 35),
)
"""The captured yaku."""

SPECIALS = (
    _yaku("alleights", "Sōhachi", "総八", "all three players on 88 points", "special", 10, 50),
    _yaku("doubleeights", "Futahachi", "二八", "168 points or more", "special", 10, 50),
    _yaku("sixteenchaff", "Sujūroku", "素十六", "sixteen chaff or more", "special", 12, 50),
)
"""The special endings, when no captured yaku was made."""

BY_KEY = {y.key: y for y in TEYAKU + DEKIYAKU + SPECIALS}

_LEAFLET_CHAFF = {16: 50, 17: 60, 18: 75}  # 19 or more: 100


def points(units: int, rules: HachiHachiOptions) -> int:
    """A value in the rules' unit as points (a kan is ``rules.kan`` points)."""
    return units * rules.kan if rules.values == "fudawiki" else units


# -- dealt hands ---------------------------------------------------------------------


def _standing(hand: int, month: int) -> bool:
    """Whether ``hand``'s three cards of ``month`` (1..12) are a standing triplet."""
    return month in STANDING_MONTHS or (month == 12 and hand & PLAIN_PAULOWNIA == PLAIN_PAULOWNIA
                                        and not hand >> 44 & 1)


def group_a(hand: int) -> list[str]:
    """The keys of every group-A pattern ``hand`` (seven cards) shows."""
    counts = month_counts(hand)
    fours = [m + 1 for m, k in enumerate(counts) if k == 4]
    threes = [m + 1 for m, k in enumerate(counts) if k == 3]
    pairs = sum(k == 2 for k in counts)
    out = []
    if fours:
        out.append("teshi")
        if threes:
            out.append("shiso")
        elif pairs:
            out.append("ichinishi")
    standing = [_standing(hand, m) for m in threes]
    out += ["tatesanbon" if s else "sanbon" for s in standing]
    if len(threes) == 2:
        out.append(("futasanbon", "sanbontatesanbon", "futatatesanbon")[sum(standing)])
    if threes and pairs >= 2:
        out.append("haneken")
    if pairs >= 3:
        out.append("kuttsuki")
    return out


def group_b(hand: int) -> list[str]:
    """The keys of the group-B pattern ``hand`` (seven cards) shows (none or one)."""
    others = hand & ~YAKU_CHAFF
    n = others.bit_count()
    if n == 0:
        return ["karasu"]
    if n == 1:
        return ["pikaichi" if others & YAKU_BRIGHTS else "tanichi" if others & YAKU_RIBBONS else "toichi"]
    if others & ~YAKU_RIBBONS == 0:
        return ["aka"]
    return []


def teyaku_of(hand: int, rules: HachiHachiOptions) -> tuple[tuple[Yaku, int], ...]:
    """The dealt hands ``hand`` is paid for, with their values in the rules'
    unit: the best of each group (``teyaku=groups``), or the best of all
    (``best``); none with ``off``, or for a hand of other than seven cards
    (a lesson's position, dealt in part)."""
    if rules.teyaku == "off" or hand.bit_count() != 7:
        return ()
    best = []
    for keys in (group_a(hand), group_b(hand)):
        valued = [(BY_KEY[k], BY_KEY[k].value(rules)) for k in keys if BY_KEY[k].value(rules) is not None]
        if valued:
            best.append(max(valued, key=lambda yv: yv[1]))
    if rules.teyaku == "best" and best:
        return (max(best, key=lambda yv: yv[1]),)
    return tuple(best)


# -- captured yaku -------------------------------------------------------------------


def dekiyaku_of(captured: int, rules: HachiHachiOptions) -> tuple[tuple[Yaku, int], ...]:
    """The captured yaku in ``captured``, with their values in the rules'
    unit (gokō and shikō never both)."""
    if not rules.dekiyaku:
        return ()
    out = []
    if captured & BRIGHTS == BRIGHTS:
        out.append("goko")
    elif captured & FOUR_BRIGHTS == FOUR_BRIGHTS:
        out.append("shiko")
    ribbons = (captured & YAKU_RIBBONS).bit_count()
    extra = 0
    if ribbons >= 7:
        out.append("nanatan")
        if rules.nanatan_extra:
            extra = ribbons - 7 + (captured >> WILLOW_RIBBON & 1)
    if captured & RED_POETRY == RED_POETRY:
        out.append("akatan")
    if captured & BLUE == BLUE:
        out.append("aotan")
    if rules.inoshikacho and captured & BOAR_DEER_BUTTERFLIES == BOAR_DEER_BUTTERFLIES:
        out.append("inoshikacho")
    per_extra = 1 if rules.values == "fudawiki" else 5
    return tuple((BY_KEY[k], BY_KEY[k].value(rules) + (extra * per_extra if k == "nanatan" else 0)) for k in out)


def dekiyaku_value(captured: int, rules: HachiHachiOptions) -> int:
    """The total value of the captured yaku in ``captured`` (the rules' unit)."""
    return sum(v for _, v in dekiyaku_of(captured, rules))


# -- special endings -----------------------------------------------------------------


def special_ending(card_points: tuple[int, ...], chaff: tuple[int, ...], rules: HachiHachiOptions
                   ) -> tuple[Yaku, int | None, int] | None:
    """The special ending of a round without captured yaku, if any: the yaku,
    the seat it pays (None: the dealer, for all eights) and its value from
    each other player in the rules' unit.  All eights and double eights come
    before sixteen chaff."""
    if not rules.specials:
        return None
    leaflet = rules.values == "leaflet"
    if all(p == 88 for p in card_points):
        return BY_KEY["alleights"], None, BY_KEY["alleights"].value(rules)
    for seat, p in enumerate(card_points):
        if p >= 168:
            return BY_KEY["doubleeights"], seat, 50 if leaflet else 10 + (p - 168)
    for seat, n in enumerate(chaff):
        if n >= 16:
            return BY_KEY["sixteenchaff"], seat, _LEAFLET_CHAFF.get(n, 100) if leaflet else 12 + 2 * (n - 16)
    return None
