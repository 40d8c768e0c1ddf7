"""Sakura's cards: their values (Hawaii's, not the Japanese games'), the
Lightning, and the deal for two to seven players.

Values (Fudawiki's table; hanafudahawaii.com's totals agree: four cards at
20, eleven at 10, ten at 5, the rest nothing, 240 in all): the brights but
the Rain Man 20; the ribbons and the yellow paulownia chaff 10; the animals
and the Rain Man 5; every other chaff, the Lightning among them, 0.  Unlike
the Japanese games, a ribbon is worth more than an animal, and the deck's
own points (:attr:`hanafuda_core.deck.Kind.points`) must not be read.

The Lightning (Gaji, the willow chaff) is worth nothing as a card: played
from the hand it takes any field card (``docs/design/sakura-sources.md``).
"""

from __future__ import annotations

from ...deck import CARDS, Kind

RAIN_MAN, LIGHTNING, YELLOW_PAULOWNIA = 40, 43, 45
GAJI = LIGHTNING
"""The wild card (its Hawaiian name)."""


def _value(c) -> int:
    if c.index == RAIN_MAN:
        return 5
    if c.index == YELLOW_PAULOWNIA:
        return 10
    return {Kind.BRIGHT: 20, Kind.RIBBON: 10, Kind.ANIMAL: 5, Kind.CHAFF: 0}[c.kind]


VALUES = tuple(_value(c) for c in CARDS)
"""Each card's value, by index."""

DEAL_SIZES = {2: (8, 8), 3: (7, 6), 4: (5, 8), 5: (4, 8), 6: (3, 12), 7: (3, 6)}
"""Players -> (cards in each hand, cards on the field) (Fudawiki; Wikipedia
agrees); the rest is the draw pile."""


def card_value(cards: int) -> int:
    """The value of the cards in ``cards`` (a bit set)."""
    total = 0
    while cards:
        low = cards & -cards
        total += VALUES[low.bit_length() - 1]
        cards ^= low
    return total


def turns_each(seats: int) -> int:
    """The turns each player takes in a round: as many as a hand holds (every
    card is turned at three players or more; at two, eight draw cards stay
    unturned)."""
    return DEAL_SIZES[seats][0]
