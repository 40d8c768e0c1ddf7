"""Sakura's lesson goals: take a card, make a yaku, take the most card value
in a turn, and name the yaku a side holds (the capture family's goals, with
Sakura's yaku, values and words).  Every answer is computed by the engine."""

from __future__ import annotations

from dataclasses import dataclass

from ...families.capture import goals as ha
from ...goal import player_parameter
from ...words import cards_words
from .cards import card_value
from .yaku import PENALTY, YAKU, yaku_of


@dataclass(frozen=True)
class Named:
    """A yaku as the goals name it: its key, its name and its cards in words."""

    key: str
    name: str
    points_text: str


def _named(y) -> Named:
    return Named(y.key, y.name, y.what)


def _words(cards) -> str:
    cards = list(cards)
    return cards_words(cards) if cards else "nothing"


class _SakuraGoal(ha.CaptureGoal):
    """Sakura's words and yaku for the shared capture goals; a yaku's points are
    what it costs each other side."""

    cards_words = staticmethod(_words)

    @staticmethod
    def names(scores) -> str:
        """"I, Ro" (every yaku costs the same, so no figure follows a name)."""
        return ", ".join(y.name for y, _ in scores)

    def held(self, pos, side) -> list:
        return [(_named(y), PENALTY) for y in yaku_of(pos.captured[side])]

    def rule_yaku(self, start) -> list:
        return [_named(y) for y in YAKU]


class CaptureCard(_SakuraGoal, ha.CaptureCardGoal):
    """Take all of the given `cards` this turn (with the hand card, the Lightning, a hiki or the card turned up)."""


class CompleteYaku(_SakuraGoal, ha.CompleteYakuGoal):
    """Make a new yaku this turn; with `yaku` (i, ro, ha, ni, ho, he, to, chi), that one."""

    def needs_words(self, yaku, pos, side) -> str:
        y = next(y for y in YAKU if y.key == yaku.key)
        held = (pos.captured[side] & y.cards).bit_count()
        return f"{y.name} needs {y.what}; you hold {held} of them."

    def success_message(self, start, actions, pos) -> str:
        made = self._made(start, pos)
        return f"Yes: {self.names(made)}. Every other player pays {PENALTY * len(made)} for it at the end of the round."


class ScoreMost(_SakuraGoal, ha.ScoreMostGoal):
    """Take cards worth as much as possible this turn (the solver computes the maximum)."""

    ended_words = "Your turn ended with cards worth"
    nothing_held = "no yaku"

    def points(self, pos, side) -> int:
        return card_value(pos.captured[side])

    def best_words(self, start, actions, end) -> str:
        return f" (for example, by {self.game.presenter.actions_phrase(start, actions).gerund})" if actions else ""

    def describe(self, start) -> str:
        return "Take cards worth as much as you can this turn."

    def success_message(self, start, actions, pos) -> str:
        return f"Your cards are now worth {self.best}, the most possible this turn."


class NameYaku(_SakuraGoal, ha.NameYakuGoal):
    """Question: which yaku do a player's captured cards hold? (several, or `none`; `player: 1|2`, default the player to move)"""

    def setup(self) -> None:
        self.player = player_parameter(self)

    def asked(self, start) -> int:
        return start.side(start.turn if self.player == "to-move" else self.player - 1)

    def describe(self, start) -> str:
        who = "your captured cards" if self.player == "to-move" else f"player {self.player}'s captured cards"
        return f"Which yaku do {who} hold? Choose every one, or none."

    def explain_answer(self, start) -> str:
        held = yaku_of(start.captured[self.asked(start)])
        if not held:
            return "No yaku yet."
        return ("The cards hold " + ", ".join(f"{y.name} ({y.what})" for y in held)
                + f": each costs every other player {PENALTY}.")


GOALS = (CaptureCard, CompleteYaku, ScoreMost, NameYaku)
