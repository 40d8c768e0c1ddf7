"""Poka's computer player (:func:`choose_action`) and why its moves are
sensible, in words (:func:`explain_move`).  The random player and the loop
over every way to finish the turn are the shedding family's."""

from __future__ import annotations

from typing import Sequence

from ...deck import CARDS
from ...families.shedding.players import choose_best, follow_chance
from ...messages import Message, listed, msg, msg_n
from ...names import the_card
from ...rng import Rng
from ...seats import SeatName
from .actions import PokaAction
from .cards import FOLLOW, GHOST_MASK
from .position import PokaPosition

__all__ = ["choose_action", "explain_move"]


_GHOST_RESERVE = 7.0  # a ghost kept in hand is a guaranteed play later
_CARD_COST = 10.0  # each card still in hand


def _follow_chance(after: PokaPosition, me: int) -> float:
    """Chance that the opponent holds a card that can go on the top card."""
    opp_n = after.hands[1 - me].bit_count()
    if opp_n == 0:
        return 1.0
    top = after.discard[-1]
    if (1 << top) & GHOST_MASK:
        return 1.0
    return follow_chance(FOLLOW[top], after.unseen(me), opp_n)


def _evaluate(me: int, after: PokaPosition) -> float:
    out = after.outcome()
    if out is not None:
        return 1000.0 + 100 * out.points if out.winner == me else -1000.0
    hand = after.hands[me]
    score = -_CARD_COST * hand.bit_count() + _GHOST_RESERVE * (hand & GHOST_MASK).bit_count()
    if after.turn != me and not after.draw_pending:
        opp_n = after.hands[1 - me].bit_count()
        score -= _follow_chance(after, me) * (4.0 + 12.0 / max(opp_n, 1))
    return score


def choose_action(position: PokaPosition, rng: Rng | None = None, limit: int = 3000) -> PokaAction:
    """A sensible computer move (not random).

    It looks at every complete way to play the rest of the turn
    (:func:`turn_sequences`) and scores where each one leaves the player:

    * emptying the hand wins outright, so such a line is always taken;
    * each card left in hand costs 10;
    * each ghost kept in hand is worth 7 back: a ghost is a guaranteed play
      for a later turn when nothing else fits, so it is spent only when that
      buys more cards (it lets any card follow) or wins;
    * the card the turn ends on is judged by the opponent's chance of holding
      a card that can follow it, from the cards this player cannot see — a
      ghost on top, or a month whose next cards are still unseen, is risky;
      a card whose followers are all in view blocks the opponent.  The risk
      weighs more when the opponent has few cards left.  This is what makes
      it stop a chain early on a blocking card rather than discard one more
      card that hands the opponent an easy follow.

    The first action of the best line is returned (ties broken with ``rng``).
    """
    return choose_best(position, _evaluate, rng, limit)


def explain_move(position: PokaPosition, action: PokaAction | str, names: Sequence[SeatName] | None = None) -> Message:
    """Why ``action`` (legal in ``position``) is a sensible move, as a
    message.  The computer player's own considerations (:func:`choose_action`);
    they speak of "the hand", so alike for the learner and for a seat named
    in ``names``."""
    a = PokaAction.parse(action) if isinstance(action, str) else action
    top = position.top
    hand = position.hands[position.turn]
    if a.kind == "pass":
        return msg("nothing in the hand can follow the top card")
    if a.kind == "stop":
        left = hand.bit_count()
        return msg_n("stopping on {card} keeps {n} card for later and leaves the opponent a card that is hard to "
                     "follow",
                     "stopping on {card} keeps {n} cards for later and leaves the opponent a card that is hard to "
                     "follow", left, card=the_card(CARDS[top]), n=left)
    after = position.copy(stack=False)
    after.push_unchecked(a)
    if not after.hands[position.turn]:
        return msg("it empties the hand and wins the round")
    cards = the_card(CARDS[a.cards[0]])
    for c in a.cards[1:]:  # one by one: "the Moon and the Geese and the Susuki chaff 1"
        cards = listed([cards, the_card(CARDS[c])])
    if a.kind == "multi":
        return msg("it sheds {cards} in one go", cards=cards)
    c = a.cards[0]
    if (1 << c) & GHOST_MASK and not (FOLLOW[top] & hand & ~GHOST_MASK & ~(1 << c)):
        return msg("{card} is a ghost card: it can follow anything, and nothing else in the hand could", card=cards)
    return msg("{card} follows {top} and keeps the chain going", card=cards, top=the_card(CARDS[top]))
