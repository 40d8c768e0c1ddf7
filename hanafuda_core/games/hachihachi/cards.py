"""Hachi-Hachi's cards: their points, the classes its yaku read, and the field.

The cards are the project's 48 (:mod:`hanafuda_core.deck`).  Every card
scores its class's points at the end of a round (bright 20, animal 10,
ribbon 5, chaff 1: 264 in all, 88 for each of three players; the willow
cards too).  For the yaku, every willow card (month 11: the Rain Man, the
Swallow, the willow ribbon and the Lightning) counts as chaff (FudaWiki;
games.porg.es; Board Game Arena), except that the five brights of gokō are
the five brights, the Rain Man among them.

The field dealt decides the round's multiplier: a bright of the pine, the
cherry or the pampas (Crane, Curtain, Moon) makes a large field (×2), the
Rain Man or the Phoenix a grand field (×4), none an ordinary one (×1)
(:func:`field_multipliers`).
"""

from __future__ import annotations

from ...deck import CARDS, Kind

CRANE, PINE_RIBBON, CURTAIN, CHERRY_RIBBON, PLUM_RIBBON = 0, 1, 8, 9, 5
BUTTERFLIES, PEONY_RIBBON, BOAR, MOON = 20, 21, 24, 28
CHRYSANTHEMUM_RIBBON, DEER, MAPLE_RIBBON = 33, 36, 37
RAIN_MAN, WILLOW_RIBBON, PHOENIX = 40, 42, 44
PLAIN_PAULOWNIA = (1 << 45) | (1 << 46) | (1 << 47)
"""The three paulownia chaff (the coloured one among them): a standing triplet."""


def _set(*cards: int) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


POINTS = tuple(c.kind.points for c in CARDS)
"""Each card's points (20, 10, 5, 1), by index."""
WILLOW = 0xF << 40
"""The four willow cards (month 11): chaff for every yaku."""
BRIGHTS = _set(CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX)
"""The five brights (gokō)."""
FOUR_BRIGHTS = BRIGHTS & ~(1 << RAIN_MAN)
"""The four brights of shikō: all but the Rain Man."""
YAKU_BRIGHTS = FOUR_BRIGHTS
YAKU_ANIMALS = sum(1 << c.index for c in CARDS if c.kind is Kind.ANIMAL) & ~WILLOW
YAKU_RIBBONS = sum(1 << c.index for c in CARDS if c.kind is Kind.RIBBON) & ~WILLOW
"""The nine ribbons the yaku count (the willow ribbon is chaff)."""
YAKU_CHAFF = (sum(1 << c.index for c in CARDS if c.kind is Kind.CHAFF) | WILLOW)
"""The chaff as the yaku count it: the 24 chaff and the other three willow cards (27 cards)."""
RED_POETRY = _set(PINE_RIBBON, PLUM_RIBBON, CHERRY_RIBBON)
"""Akatan: the red ribbons with writing (pine, plum, cherry)."""
BLUE = _set(PEONY_RIBBON, CHRYSANTHEMUM_RIBBON, MAPLE_RIBBON)
"""Aotan: the blue ribbons (peony, chrysanthemum, maple)."""
BOAR_DEER_BUTTERFLIES = _set(BOAR, DEER, BUTTERFLIES)
"""Inoshikachō."""
STANDING_MONTHS = (4, 5, 7)
"""The months whose triplet stands (tatesanbon): wisteria, iris, bush clover,
the months that give no card to akatan or aotan (and the three paulownia chaff)."""
LARGE_FIELD = _set(CRANE, CURTAIN, MOON)
GRAND_FIELD = _set(RAIN_MAN, PHOENIX)


def card_points(cards: int) -> int:
    """The points of the cards in ``cards`` (a bit set)."""
    total = 0
    while cards:
        low = cards & -cards
        total += POINTS[low.bit_length() - 1]
        cards ^= low
    return total


def chaff_count(cards: int) -> int:
    """The chaff in ``cards`` as the yaku count it (willow cards included)."""
    return (cards & YAKU_CHAFF).bit_count()


def field_multipliers(field: int) -> tuple[int, ...]:
    """The multiplier each bright on the field dealt calls for, the largest
    first: 4 for the Rain Man and the Phoenix, 2 for the Crane, the Curtain
    and the Moon; empty for an ordinary field."""
    return (4,) * (field & GRAND_FIELD).bit_count() + (2,) * (field & LARGE_FIELD).bit_count()
