"""Shuffling and dealing, and the dealt hands judged on the opening hand
(see :mod:`hanafuda_core.families.capture`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from ...rng import Rng
from .field import LOW_NIBBLE_BITS, pair_count
from .scoring import best_exclusive

FIELD = -1
"""Recipient code for the field in :func:`deal_packets`."""

# ---------------------------------------------------------------------------
# Dealt hands


@dataclass(frozen=True)
class DealtHand:
    """A hand judged on the opening hand alone (a *dealt hand*, teyaku).

    ``test(hand_mask)`` says whether a hand holds it.  ``group`` makes dealt
    hands exclusive with each other (only the most valuable counts).
    """

    key: str
    name: str
    japanese: str
    romaji: str
    points: int
    description: str
    test: Callable[[int], bool] = field(compare=False, repr=False)
    group: str | None = None

    def held_by(self, hand: int) -> bool:
        return bool(self.test(hand))

    def with_points(self, points: int) -> "DealtHand":
        return DealtHand(self.key, self.name, self.japanese, self.romaji, points,
                         self.description, self.test, self.group)

    def to_dict(self) -> dict:
        return {"key": self.key, "name": self.name, "japanese": self.japanese,
                "romaji": self.romaji, "points": self.points, "description": self.description,
                "group": self.group}


FOUR_OF_A_MONTH = DealtHand(
    "four-of-a-month", "Four of a Month", "手四", "teshi", 6,
    "All four cards of one month in the dealt hand.",
    lambda h: bool((x := h & (h >> 1)) & (x >> 2) & LOW_NIBBLE_BITS),
    group="dealt",
)
FOUR_PAIRS = DealtHand(
    "four-pairs", "Four Pairs", "くっつき", "kuttsuki", 6,
    "Four months with exactly two cards each in the dealt hand (a month of four is Four of a "
    "Month, not two pairs).",
    lambda h: pair_count(h) >= 4,
    group="dealt",
)


def dealt_hands_of(hand: int, table: Sequence[DealtHand]) -> list[DealtHand]:
    """The dealt hands of ``table`` that an opening hand holds, exclusive ones
    resolved with :func:`best_exclusive`."""
    held = [d for d in table if d.test(hand)]
    if len(held) < 2:
        return held
    return best_exclusive(held, lambda d: d.group, lambda d: d.points)


# Shuffling and dealing


def shuffle(rng: Rng, items: list) -> None:
    """Shuffle in place with the seeded :class:`Rng` (same result in CPython and Pyodide)."""
    rng.shuffle(items)


_DECK = tuple(range(48))


def shuffled_deck(rng: Rng, cards: Iterable[int] | None = None) -> list[int]:
    """A shuffled deck (a list of indices; ``deck[0]`` is dealt first)."""
    deck = list(_DECK if cards is None else cards)
    rng.shuffle(deck)
    return deck


def deal_packets(deck: Sequence[int], order: Sequence[int], packet: int, passes: int
                 ) -> tuple[dict[int, int], int, list[int]]:
    """Deal from the top of ``deck`` (``deck[0]`` first) in packets.

    ``order`` lists the recipients of one pass: player numbers, or
    :data:`FIELD` for the field (face up).  Each gets ``packet`` cards per
    pass, for ``passes`` passes.  Two players, eight cards each: ``order = [opponent, FIELD,
    dealer]``, 4 cards, 2 passes.  Returns ``(hands, field, draw)``:
    ``hands`` maps each player to a bit set, ``draw`` is the rest of the deck
    as a pile with its top card *last* (the next card turned up is ``draw[-1]``).
    """
    hands = {r: 0 for r in order if r != FIELD}
    field_mask = 0
    i = 0
    for _ in range(passes):
        for r in order:
            m = 0
            for c in deck[i:i + packet]:
                m |= 1 << c
            i += packet
            if r == FIELD:
                field_mask |= m
            else:
                hands[r] |= m
    if i > len(deck):
        raise ValueError(f"the deck has {len(deck)} cards, the deal needs {i}")
    return hands, field_mask, list(reversed(deck[i:]))
