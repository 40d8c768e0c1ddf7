"""The deal of the shedding family (six cards each in packets of three, one
card face up, the rest the draw pile) and the draw pile rebuilt from the
discard pile when it runs out."""

from __future__ import annotations

from typing import Sequence

from ...rng import Rng

__all__ = ["deal_six", "rebuild_draw_pile"]


def deal_six(rng: Rng, cards: Sequence[int], dealer: int) -> tuple[list[int], int, list[int]]:
    """Shuffle ``cards`` and deal as the family does: three cards to the other
    player, three to the dealer, and again; then one card face up.  Returns
    ``(hands, face-up card, draw pile)`` — hands as bit sets by seat, the draw
    pile as a list with its top card last."""
    deck = list(cards)
    rng.shuffle(deck)
    other = 1 - dealer
    hands = [0, 0]
    for c in deck[0:3] + deck[6:9]:
        hands[other] |= 1 << c
    for c in deck[3:6] + deck[9:12]:
        hands[dealer] |= 1 << c
    return hands, deck[12], deck[:12:-1]  # deck[13] is drawn first, so it goes last (top)


def rebuild_draw_pile(discard: list[int], rng: Rng) -> tuple[list[int], list[int]]:
    """The draw pile ran out: every discarded card but the top one is
    shuffled into a new draw pile.  Returns ``(new draw pile, new discard pile)``."""
    top = discard[-1]
    pile = discard[:-1]
    rng.shuffle(pile)
    return pile, [top]
