"""Sakura's lesson goals: take a card, make a yaku, take the most card value
in a turn, and name the yaku a side holds (the capture family's goals, with
Sakura's yaku, values and words).  Every answer is computed by the engine."""

from __future__ import annotations

from dataclasses import dataclass

from ...families.capture import goals as ha
from ...goal import player_parameter
from ...messages import Message, listed, msg, msg_in, msg_n
from ...names import cards_words
from .cards import card_value
from .words import yaku_cards, yaku_name
from .yaku import PENALTY, YAKU, yaku_of


@dataclass(frozen=True)
class Named:
    """A yaku as the goals name it: its key, its name (in English, for a
    lesson author; ``message`` for a learner) and its cards in words."""

    key: str
    name: str
    message: Message
    cards: Message


def _named(y) -> Named:
    return Named(y.key, y.name, yaku_name(y), yaku_cards(y))


def _words(cards) -> Message:
    cards = list(cards)
    return cards_words(cards) if cards else msg("nothing")


def _label(y: Named) -> Message:
    """"I (the Curtain, the Moon and the Sake Cup)"."""
    return msg_in("a yaku and its cards", "{yaku} ({cards})", yaku=y.message, cards=y.cards)


class _SakuraGoal(ha.CaptureGoal):
    """Sakura's words and yaku for the shared capture goals; a yaku's points are
    what it costs each other side."""

    cards_words = staticmethod(_words)
    yaku_label = staticmethod(_label)

    @staticmethod
    def yaku_name(yaku: Named) -> Message:
        return yaku.message

    def names(self, scores) -> Message:
        """"I, Ro" (every yaku costs the same, so no figure follows a name)."""
        return listed([self.yaku_name(y) for y, _ in scores], commas_only=True)

    def held(self, pos, side) -> list:
        return [(_named(y), PENALTY) for y in yaku_of(pos.captured[side])]

    def rule_yaku(self, start) -> list:
        return [_named(y) for y in YAKU]


class CaptureCard(_SakuraGoal, ha.CaptureCardGoal):
    """Take all of the given `cards` this turn (with the hand card, the Lightning, a hiki or the card turned up)."""


class CompleteYaku(_SakuraGoal, ha.CompleteYakuGoal):
    """Make a new yaku this turn; with `yaku` (`i`, `ro`, `ha`, `ni`, `ho`, `he`, `to`, `chi`), that one."""

    def needs_words(self, yaku, pos, side) -> Message:
        y = next(y for y in YAKU if y.key == yaku.key)
        held = (pos.captured[side] & y.cards).bit_count()
        return msg("{yaku} needs {cards}; you hold {n} of them.", yaku=yaku_name(y), cards=yaku_cards(y), n=held)

    def success_message(self, start, actions, pos) -> Message:
        made = self._made(start, pos)
        return msg("Yes: {made}. Every other player pays {n} for it at the end of the round.",
                   made=self.names(made), n=PENALTY * len(made))


class ScoreMost(_SakuraGoal, ha.ScoreMostGoal):
    """Take cards worth as much as possible this turn (the solver computes the maximum)."""

    def points(self, pos, side) -> int:
        return card_value(pos.captured[side])

    def ended_words(self, points: int, held: list) -> Message:
        if not held:
            return msg_n("Your turn ended with cards worth {n} point (no yaku)",
                         "Your turn ended with cards worth {n} points (no yaku)", points, n=points)
        return msg_n("Your turn ended with cards worth {n} point ({held})",
                     "Your turn ended with cards worth {n} points ({held})", points, n=points,
                     held=self.names(held))

    def describe(self, start) -> Message:
        return msg("Take cards worth as much as you can this turn.")

    def success_message(self, start, actions, pos) -> Message:
        return msg("Your cards are now worth {n}, the most possible this turn.", n=self.best)


class NameYaku(_SakuraGoal, ha.NameYakuGoal):
    """Question: which yaku do a player's captured cards hold? (several, or `none`; `player: 1|2`, default the player to move)"""

    def setup(self) -> None:
        self.player = player_parameter(self)

    def asked(self, start) -> int:
        return start.side(start.turn if self.player == "to-move" else self.player - 1)

    def describe(self, start) -> Message:
        if self.player == "to-move":
            return msg("Which yaku do your captured cards hold? Choose every one, or none.")
        return msg("Which yaku do player {player}'s captured cards hold? Choose every one, or none.",
                   player=self.player)

    def explain_answer(self, start) -> Message:
        held = yaku_of(start.captured[self.asked(start)])
        if not held:
            return msg("No yaku yet.")
        return msg("The cards hold {yaku}: each costs every other player {n}.",
                   yaku=listed([_label(_named(y)) for y in held], commas_only=True), n=PENALTY)


GOALS = (CaptureCard, CompleteYaku, ScoreMost, NameYaku)
