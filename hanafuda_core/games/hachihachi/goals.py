"""Hachi-Hachi's lesson goals: take a card, make a captured yaku, take the
most card points in a turn, name the captured yaku or the dealt hands, and
sage or shoubu judged by value (the capture family's goals, with Hachi-Hachi's
yaku and words).  Every answer is computed by the engine."""

from __future__ import annotations

from dataclasses import dataclass

from ...families.capture import goals as ha
from ...goal import player_parameter
from ...words import cards_words
from .cards import BLUE, BOAR_DEER_BUTTERFLIES, FOUR_BRIGHTS, BRIGHTS, RED_POETRY, YAKU_RIBBONS
from .view import amount_text
from .yaku import DEKIYAKU, TEYAKU, dekiyaku_of, points, teyaku_of


@dataclass(frozen=True)
class Named:
    """A yaku as the goals name it: its key, its name and what it is worth."""

    key: str
    name: str
    points_text: str


def _named(y, rules) -> Named:
    value = y.value(rules)
    worth = f"{value} kan" if rules.values == "fudawiki" else f"{value} points"
    return Named(y.key, f"{y.name} ({y.japanese})", worth)


def _words(cards) -> str:
    cards = list(cards)
    return cards_words(cards) if cards else "nothing"


class _HachiHachiGoal(ha.CaptureGoal):
    """Hachi-Hachi's words and captured yaku for the shared capture goals."""

    cards_words = staticmethod(_words)

    def held(self, pos, side) -> list:
        return [(_named(y, pos.rules), points(v, pos.rules)) for y, v in dekiyaku_of(pos.captured[side], pos.rules)]

    def rule_yaku(self, start) -> list:
        return [_named(y, start.rules) for y in DEKIYAKU if y.value(start.rules) is not None
                and (y.key != "inoshikacho" or start.rules.inoshikacho)]


class CaptureCard(_HachiHachiGoal, ha.CaptureCardGoal):
    """Take all of the given `cards` this turn (with the hand card or the card turned up)."""


class CompleteYaku(_HachiHachiGoal, ha.CompleteYakuGoal):
    """Make a new captured yaku this turn; with `yaku` (goko, shiko, nanatan, akatan, aotan, inoshikacho), that one."""

    def needs_words(self, yaku, pos, side) -> str:
        cap = pos.captured[side]
        need, held = {"goko": ("the five brights", cap & BRIGHTS), "shiko": ("the four brights but the Rain Man",
                                                                             cap & FOUR_BRIGHTS),
                      "nanatan": ("seven ribbons, not the willow's", cap & YAKU_RIBBONS),
                      "akatan": ("the three red ribbons with writing", cap & RED_POETRY),
                      "aotan": ("the three blue ribbons", cap & BLUE),
                      "inoshikacho": ("the boar, the deer and the butterflies", cap & BOAR_DEER_BUTTERFLIES),
                      }[yaku.key]
        return f"{yaku.name} needs {need}; you hold {held.bit_count()}."


class ScoreMost(_HachiHachiGoal, ha.ScoreMostGoal):
    """Take as many card points as possible this turn (the solver computes the maximum)."""

    ended_words = "Your turn ended with cards worth"
    nothing_held = "no captured yaku"

    def points(self, pos, side) -> int:
        return pos.card_points(side)

    def best_words(self, start, actions, end) -> str:
        turn = [a for a in actions if a not in ("sage", "shoubu")]
        return f" (for example, by {self.game.presenter.actions_phrase(start, turn).gerund})" if turn else ""

    def describe(self, start) -> str:
        return "Take as many card points as you can this turn."

    def success_message(self, start, actions, pos) -> str:
        return f"{self.best} points of cards, the most possible this turn."


class NameYaku(_HachiHachiGoal, ha.NameYakuGoal):
    """Question: which captured yaku do a player's cards hold? (several, or `none`; `player: 1|2|3`, default the player to move)"""

    def setup(self) -> None:
        self.player = player_parameter(self)

    def asked(self, start) -> int:
        return start.turn if self.player == "to-move" else self.player - 1

    def describe(self, start) -> str:
        who = "your captured cards" if self.player == "to-move" else f"player {self.player}'s captured cards"
        return f"Which yaku do {who} hold? Choose every one, or none."

    def explain_answer(self, start) -> str:
        held = self.held(start, self.asked(start))
        if not held:
            return "No captured yaku yet."
        return "The cards hold " + ", ".join(f"{y.name}, {amount_text(p, start.rules)}" for y, p in held) + "."


class NameDealtHand(_HachiHachiGoal):
    """Question: which dealt hands (teyaku) does a player's hand show, as the rules pay them? (several, or `none`; `player: 1|2|3`, default the player to move)"""

    type = "name-dealt-hand"
    kind = "question"
    multiple = True
    allowed = ("player",)

    def setup(self) -> None:
        self.player = player_parameter(self)

    def asked(self, start) -> int:
        return start.turn if self.player == "to-move" else self.player - 1

    def prepare(self, start) -> None:
        if start.hands[self.asked(start)].bit_count() != 7:
            from ...goal import GoalError

            raise GoalError("the hand asked about must hold the seven cards dealt", "player")

    def describe(self, start) -> str:
        who = "your hand" if self.player == "to-move" else f"player {self.player}'s hand"
        return f"Which dealt hands does {who} show? Choose every one the rules pay, or none."

    def choices(self, start) -> list[dict]:
        out = [{"value": n.key, "label": f"{n.name}: {y.what} ({n.points_text})"}
               for y in TEYAKU if y.value(start.rules) is not None for n in [_named(y, start.rules)]]
        return out + [{"value": "none", "label": "None"}]

    def correct(self, start) -> set[str]:
        return {y.key for y, _ in teyaku_of(start.hands[self.asked(start)], start.rules)} or {"none"}

    def explain_answer(self, start) -> str:
        held = teyaku_of(start.hands[self.asked(start)], start.rules)
        if not held:
            return "The hand shows no dealt hand."
        return "The hand is paid " + ", ".join(
            f"{y.name} ({y.what}), {amount_text(points(v, start.rules), start.rules)}" for y, v in held) + "."


class SageOrShoubu(ha.DecisionGoal):
    """After a new yaku, make the sound choice between going on (sage) and stopping (shoubu), judged by what each is worth: stopping collects the yaku now; going on is played out by the evaluator over many deals of the cards you cannot see. When the two are too close to call, both are accepted."""

    type = "sage-or-shoubu"
    SEED = "sage-or-shoubu"
    phase_error = "sage-or-shoubu needs a position where a player who made a yaku chooses sage or shoubu"

    def describe(self, start) -> str:
        return "Sage or shoubu: make the sound choice."

    def figures(self, start) -> str:
        ev = self.verdict.evaluation
        stop, go = ev.value_of("shoubu").mean, ev.value_of("sage").mean
        text = (f"Stopping is worth about {_num(stop)} points here and going on about {_num(go)} (what you win "
                f"less what you pay, played out over {ev.samples} deals of the cards you cannot see)")
        return text + (": too close to call, so either choice is sound" if self.verdict.close else "")

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        chosen = "Going on" if actions and actions[0] == "sage" else "Stopping"
        return f"{chosen} is the weaker choice here. {self.figures(start)}."

    def success_message(self, start, actions, pos) -> str:
        if self.verdict.close:
            return f"Fine. {self.figures(start)}."
        word = "Going on" if self.verdict.evaluation.best == "sage" else "Stopping"
        return f"{word} is the sound choice. {self.figures(start)}."


def _num(x: float) -> str:
    r = round(x, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


GOALS = (CaptureCard, CompleteYaku, ScoreMost, NameYaku, NameDealtHand, SageOrShoubu)
