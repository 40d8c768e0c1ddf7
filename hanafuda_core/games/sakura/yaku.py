"""Sakura's yaku and the round's score.

Eight yaku of three cards, named after the first syllables of the Iroha poem
(Fudawiki).  A yaku earns its holder nothing: each one costs every opponent
50 at the end of the round.  A player's (or a team's) score for the round is
the value of their cards less 50 for every yaku their opponents hold.
A match scored in victories (an option) counts the rounds won instead, a
win by 50 (chu) or by 100 (basa) counting more.
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


CHU, BASA = 50, 100
"""The margins of a win that counts more in a match scored in victories."""


def win_name(margin: int, scoring: str) -> str | None:
    """What a win by ``margin`` is called where the option ``scoring``
    (``"chu-and-basa"``, ``"chu"`` or ``"basa"``) counts it more: "basa",
    "chu", or None (a plain win)."""
    if margin >= BASA and scoring in ("chu-and-basa", "basa"):
        return "basa"
    if margin >= CHU and scoring in ("chu-and-basa", "chu"):
        return "chu"
    return None


def round_victories(scores: Sequence[int], scoring: str) -> tuple[int, tuple[int, ...]]:
    """The best side's margin and the victories each side wins in a round,
    from each side's score for it (:func:`round_scores`), as ``scoring``
    counts them: the best side alone wins the round, 1, or 2 for a chu or a
    basa, 3 for a basa where both are played.  Its margin is its lead over
    the next best side (Fudawiki gives the margins for two players; at three
    sides or more the lead is the project's reading, docs/design/
    sakura-sources.md); a tie for the best score wins no one anything
    (margin 0)."""
    best = max(scores)
    if scores.count(best) > 1:
        return 0, (0,) * len(scores)
    margin = best - max(s for s in scores if s != best)
    won = {"basa": 3 if scoring == "chu-and-basa" else 2, "chu": 2, None: 1}[win_name(margin, scoring)]
    return margin, tuple(won if s == best else 0 for s in scores)
