"""Hiyoko's computer player (:func:`choose_action`, scoring the end of a turn
with :func:`.measure.evaluate`, which a variant extends through
``evaluate_end``) and why its moves are sensible, in words
(:func:`explain_move`).  The random player and the loop over every way to
finish the turn are the shedding family's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...families.shedding.players import choose_best
from ...rng import Rng
from .actions import HiyokoAction
from .words import card_text, cards_text, plural

if TYPE_CHECKING:
    from .position import HiyokoPosition

__all__ = ["choose_action", "explain_move"]


def choose_action(position: HiyokoPosition, rng: Rng | None = None, limit: int = 2000) -> HiyokoAction:
    """A sensible computer move (not random).

    Every complete way to play the rest of the turn is scored by where it
    leaves the player (:meth:`HiyokoPosition.evaluate_end`, which a variant
    extends): emptying the hand wins, each card left costs 10, and each wild
    card kept is worth a little, since it bridges a gap later — so a wild card
    is spent only when that sheds more cards.  The first action of the best
    line is returned (ties broken with ``rng``).

    Weighing the chance that the opponent can follow the card the turn ends on
    (as the Poka player does) made it weaker against random players under both
    drawing rules — a player who cannot follow soon gets a fresh card anyway —
    so it is left out.
    """
    return choose_best(position, position.evaluate_end, rng, limit)


def explain_move(position: HiyokoPosition, action, names: Sequence[str] | None = None) -> str:
    """Why ``action`` (legal) is a sensible move, in words (of the hand, so
    alike for the learner and for a player named in ``names``)."""
    a = position.normalize(action)
    hand = position.hands[position.turn]
    if a.kind == "pass":
        return "nothing in the hand can follow the top card"
    if a.kind == "stop":
        left = hand.bit_count()
        return f"stopping on {card_text(position.top)} keeps {plural(left, 'card')}, and its wild cards, for later"
    after = position.copy(stack=False)
    after.push_unchecked(a)
    if not after.hands[position.turn]:
        return "it empties the hand and wins the round"
    if a.kind == "multi":
        return f"it sheds {cards_text(a.cards)} in one go"
    c = a.cards[0]
    if position.owe is False and not position.rules.follow(position.top, position.top_turned) >> c & 1:
        return f"{card_text(c)} starts the One-Two combo, so one more card goes"
    if position.rules.is_wild_in_hand(c):
        others = position.singles(hand & ~(1 << c), position.top, position.top_turned)
        if not others:
            return f"{card_text(c)} is wild, and nothing else in the hand could follow"
    return f"{card_text(c)} follows {card_text(position.top)} and keeps the chain going"
