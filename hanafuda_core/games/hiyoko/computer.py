"""Hiyoko's computer player (:func:`choose_action`, scoring the end of a turn
with :func:`.measure.evaluate`, which a variant extends through
``evaluate_end``) and why its moves are sensible, in words
(:func:`explain_move`).  The random player and the loop over every way to
finish the turn are the shedding family's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...families.shedding.players import choose_best
from ...messages import Message, msg, msg_n
from ...rng import Rng
from ...seats import SeatName
from .actions import HiyokoAction
from .words import card_text, cards_text

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


def explain_move(position: HiyokoPosition, action, names: Sequence[SeatName] | None = None) -> Message:
    """Why ``action`` (legal) is a sensible move, as a message (of the hand,
    so alike for the learner and for a seat named in ``names``)."""
    a = position.normalize(action)
    hand = position.hands[position.turn]
    if a.kind == "pass":
        return msg("nothing in the hand can follow the top card")
    if a.kind == "stop":
        left = hand.bit_count()
        return msg_n("stopping on {card} keeps {n} card, and its wild cards, for later",
                     "stopping on {card} keeps {n} cards, and its wild cards, for later", left,
                     card=card_text(position.top), n=left)
    after = position.copy(stack=False)
    after.push_unchecked(a)
    if not after.hands[position.turn]:
        return msg("it empties the hand and wins the round")
    if a.kind == "multi":
        return msg("it sheds {cards} in one go", cards=cards_text(a.cards))
    c = a.cards[0]
    if position.owe is False and not position.rules.follow(position.top, position.top_turned) >> c & 1:
        return msg("{card} starts the One-Two combo, so one more card goes", card=card_text(c))
    if position.rules.is_wild_in_hand(c):
        others = position.singles(hand & ~(1 << c), position.top, position.top_turned)
        if not others:
            return msg("{card} is wild, and nothing else in the hand could follow", card=card_text(c))
    return msg("{card} follows {top} and keeps the chain going", card=card_text(c), top=card_text(position.top))
