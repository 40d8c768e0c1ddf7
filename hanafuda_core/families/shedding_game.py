"""What the shedding games show the shared modules alike: their
:class:`~hanafuda_core.game.Game` hooks and a part of their board views.

* :class:`ShedGame` — the :class:`~hanafuda_core.game.Game` hooks that read a
  shedding position the same way in every game of the family: when an action
  ends the turn, the turn sequences as texts, where the cards are, the deck.
  Each game's ``game.py`` subclasses it with its names, its words and its views.
* :func:`stop_or_pass_button` — the board's stop or pass button for the
  player to move (each game's ``view.py`` adds its own buttons).
"""

from __future__ import annotations

from ..cardset import mask as _pile
from ..game import Game
from .shedding_engine import turn_sequences
from .shedding_inference import excluded_cards

__all__ = ["ShedGame", "stop_or_pass_button"]


class ShedGame(Game):
    """A shedding game as the shared modules see it (``position_type`` is a
    :class:`~hanafuda_core.families.shedding_engine.ShedPosition`)."""

    standard_words = ("Plays by rules of thumb: it looks at every way to finish its turn and keeps the one "
                      "that leaves it best placed.")

    strong_weighs_turns = True
    """The Strong level weighs whole turns (a chain of discards is one plan)."""

    def ends_turn(self, action: str, after) -> bool:
        # The rule of turn_sequences: a pass or a stop ends the turn, and so does
        # a discard after which the engine closed the chain (nothing can follow).
        a = self.position_type.action_type.parse(action)
        return not a.is_discard or after.chain == 0 or after.outcome() is not None

    def turn_sequences(self, pos, limit: int | None = None):
        for actions, end in turn_sequences(pos, limit):
            yield [a.text() for a in actions], end

    def card_places(self, pos) -> dict[str, int]:
        places = {"hand-0": pos.hands[0], "hand-1": pos.hands[1], "discard": _pile(pos.discard)}
        if pos.draw is not None:
            places["draw"] = _pile(pos.draw)
        return places

    def hidden_constraints(self, pos, seat: int) -> dict[str, int]:
        """The cards the other hand cannot hold, by what the seat saw it do
        (passes, stops, turns that ended by themselves): used by the evaluator."""
        return excluded_cards(pos, seat)

    def deck(self, pos) -> int:
        if pos.draw is None:  # the draw pile's order is unknown: whatever is not elsewhere
            return pos.hands[0] | pos.hands[1] | _pile(pos.discard)
        return pos.deck_mask


def stop_or_pass_button(pos) -> dict:
    """The button of the player to move: stop (during a chain) or pass,
    enabled when legal, its hint what it does or why it is not allowed."""
    actions = pos.action_type
    kind = actions._STOP if pos.chain else actions._PASS
    reason = pos.explain_illegal(kind)
    if kind is actions._STOP:
        what = "End your turn here; the other player plays next."
    else:
        what = "You cannot play a card on the top card, so your turn passes."
    return {"action": kind.text(), "label": kind.text().capitalize(), "enabled": reason is None,
            "hint": what if reason is None else reason}
