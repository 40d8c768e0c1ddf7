"""Hiyoko's cards as the rules see them: the Nagoya month order, the 45-card
deck, the cards the rules name, the ten wild cards (five wild in a hand,
five only when turned up from the draw pile) and where a top card came from."""

from __future__ import annotations

from ...deck import DECK_SUBSETS, NAGOYA_ORDER
from ...families.shedding.months import ALL_MONTHS, months_between

__all__ = ["ORDER", "HIYOKO_DECK", "JANUARY", "FEBRUARY", "WILD_IN_HAND", "WILD_TURNED", "WILLOW_RIBBON",
           "COLOURED_CHAFF", "DEALT", "TURNED", "TOP_CODES", "wild_table"]

ORDER = NAGOYA_ORDER
HIYOKO_DECK: int = DECK_SUBSETS["no-paulownia-chaff"].mask
"""The 45 cards of Hiyoko: the whole deck without the three Paulownia chaffs."""

# The cards named by the rules
CRANE, PINE_RIBBON, PINE_CHAFFS = 0, 1, (2, 3)
WARBLER, PLUM_RIBBON, PLUM_CHAFFS = 4, 5, (6, 7)
CHERRY_RIBBON = 9
RAIN_MAN, WILLOW_RIBBON = 40, 42
PHOENIX, COLOURED_CHAFF = 44, 45

JANUARY = 1  # the month bit of position 1 (Pine)
FEBRUARY = 2  # position 2 (Willow)

WILD_IN_HAND: dict[int, int] = {
    CRANE: months_between(1, 10),
    PINE_RIBBON: months_between(1, 10),
    RAIN_MAN: months_between(2, 11),
    WILLOW_RIBBON: months_between(2, 10),
    CHERRY_RIBBON: ALL_MONTHS,
}
"""The five wild cards that count as a range of months in a hand and on the pile."""

WILD_TURNED: dict[int, int] = {
    PHOENIX: JANUARY,
    PLUM_RIBBON: JANUARY,
    PLUM_CHAFFS[0]: JANUARY,
    PLUM_CHAFFS[1]: JANUARY,
    WARBLER: ALL_MONTHS,
}
"""The five wild cards that count as other months only when turned up from the draw pile."""

DEALT, TURNED = 2, 3
"""Where the top card came from, besides a player's discard (0 or 1)."""
TOP_CODES = {0: "1", 1: "2", DEALT: "d", TURNED: "t"}
"""How the position text writes where the top card came from."""


def wild_table(in_hand: dict[int, int], turned: dict[int, int], willow_ribbon: str = "feb-oct") -> tuple[dict, dict]:
    """The wild cards of a variant, with the Willow ribbon option applied."""
    hand = dict(in_hand)
    if willow_ribbon == "feb-nov":
        hand[WILLOW_RIBBON] = months_between(2, 11)
    return hand, dict(turned)
