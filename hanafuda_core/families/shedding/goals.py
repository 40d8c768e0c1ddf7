"""The lesson goals every month-sequence shedding game offers, in their shared part.

Each game's ``goals.py`` subclasses these and writes its own words (how it
names the top card, why a turn ended, what a success is worth):

* :class:`LegalDiscardGoal` — put any card on the discard pile that may go there;
* :class:`EmptyHandGoal` — get rid of every card in hand this turn;
* :class:`LongestChainGoal` — discard as many cards as the position allows
  (the maximum from :func:`~hanafuda_core.families.shedding.solver.longest_chain_length`);
* :class:`DiscardCardsGoal` — discard all of the given cards this turn.
"""

from __future__ import annotations

from ...deck import CARDS
from .solver import longest_chain_length
from ...goal import Goal, GoalError, card_list_parameter
from ...messages import Message, msg

__all__ = ["LegalDiscardGoal", "EmptyHandGoal", "LongestChainGoal", "DiscardCardsGoal"]


class LegalDiscardGoal(Goal):
    """Put any card on the discard pile that may legally go there."""

    type = "legal-discard"

    def prepare(self, start) -> None:
        if not any(a.is_discard for a in start.legal_actions()):
            raise GoalError("no discard is possible in this position", "type")

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        return msg("That was not a discard: this step asks you to put a card on the discard pile.")


class EmptyHandGoal(Goal):
    """Get rid of every card in hand this turn."""

    type = "empty-hand"

    def prepare(self, start) -> None:
        if not start.hands[start.turn]:
            raise GoalError("the player to move has no cards", "type")

    def describe(self, start) -> Message:
        return msg("Get rid of every card in your hand this turn.")

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return pos.hands[start.turn] == 0


class LongestChainGoal(Goal):
    """Discard as many cards as the position allows this turn (the solver computes the maximum)."""

    type = "longest-chain"

    def prepare(self, start) -> None:
        self.best = longest_chain_length(start)
        if self.best == 0:
            raise GoalError("no card can be discarded in this position", "type")


class DiscardCardsGoal(Goal):
    """Discard all of the given `cards` this turn, in any order the rules allow."""

    type = "discard-cards"
    required = ("cards",)

    def setup(self) -> None:
        self.cards = card_list_parameter(self)

    def prepare(self, start) -> None:
        hand = start.hands[start.turn]
        missing = [CARDS[c].code for c in self.cards if not hand >> c & 1]
        if missing:
            raise GoalError(f"cards: {' '.join(missing)} not in the hand of the player to move", "cards")

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        hand = pos.hands[start.turn]
        return all(not hand >> c & 1 for c in self.cards)

    def success_message(self, start, actions, pos) -> Message:
        return msg("Done, by {actions}.", actions=self.game.presenter.actions_phrase(start, actions).gerund)
