"""Sakura's yaku and the round's score.

Eight yaku of three cards, named after the first syllables of the Iroha poem
(Fudawiki).  A yaku earns its holder nothing: each one costs every opponent
50 at the end of the round.  A player's (or a team's) score for the round is
the value of their cards less 50 for every yaku their opponents hold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...cardset import to_mask
from .cards import card_value

PENALTY = 50
"""What each yaku costs each opponent."""


@dataclass(frozen=True)
class Yaku:
    """A yaku: ``key``, its name, its cards (a bit set) and what they are in words."""

    key: str
    name: str
    cards: int
    what: str


YAKU = (
    Yaku("i", "I", to_mask("3B 8B 9A"), "the Curtain, the Moon and the Sake Cup"),
    Yaku("ro", "Ro", to_mask("1B 2A 3B"), "the Crane, the Bush Warbler and the Curtain"),
    Yaku("ha", "Ha", to_mask("1R 2R 3R"), "the three poetry ribbons"),
    Yaku("ni", "Ni", to_mask("6R 9R 10R"), "the three blue ribbons"),
    Yaku("ho", "Ho", to_mask("6A 9A 10A"), "the Butterflies, the Sake Cup and the Deer"),
    Yaku("he", "He", to_mask("4R 5R 7R"), "the wisteria, iris and bush clover ribbons"),
    Yaku("to", "To", to_mask("4A 5A 7A"), "the Cuckoo, the Bridge and the Boar"),
    Yaku("chi", "Chi", to_mask("7A 8A 10A"), "the Boar, the Geese and the Deer"),
)
"""The eight yaku, in the order of the poem."""


def yaku_of(cards: int) -> tuple[Yaku, ...]:
    """The yaku ``cards`` (a player's or a team's captured cards) hold."""
    return tuple(y for y in YAKU if cards & y.cards == y.cards)


def round_scores(piles: Sequence[int]) -> tuple[int, ...]:
    """Each side's score for the round from its captured cards (one pile per
    player, or per team): the cards' value less :data:`PENALTY` for every
    yaku held by every other side."""
    counts = [len(yaku_of(p)) for p in piles]
    total = sum(counts)
    return tuple(card_value(p) - PENALTY * (total - n) for p, n in zip(piles, counts))
