"""Hachi-Hachi's lesson goals: take a card, make a captured yaku, take the
most card points in a turn, name the captured yaku or the dealt hands, and
sage or shoubu judged by value (the capture family's goals, with Hachi-Hachi's
yaku and words).  Every answer is computed by the engine."""

from __future__ import annotations

from dataclasses import dataclass

from ...deck import CARDS
from ...families.capture import goals as ha
from ...goal import player_parameter
from ...messages import Message, listed, msg, msg_in, msg_n
from ...names import card_name, cards_words
from .cards import BLUE, BOAR_DEER_BUTTERFLIES, BRIGHTS, FOUR_BRIGHTS, RAIN_MAN, RED_POETRY, YAKU_RIBBONS
from .words import amount_words, romaji_name, yaku_name, yaku_what
from .yaku import DEKIYAKU, TEYAKU, dekiyaku_of, points, teyaku_of


@dataclass(frozen=True)
class Named:
    """A yaku as the goals name it: its key, its name (in English, for a
    lesson author; ``message`` for a learner) and what it is worth."""

    key: str
    name: str
    message: Message
    worth: Message


def _named(y, rules) -> Named:
    value = y.value(rules)
    worth = msg("{n} kan", n=value) if rules.values == "fudawiki" else msg_n("{n} point", "{n} points", value, n=value)
    name = yaku_name(y)
    return Named(y.key, str(name), name, worth)


def _words(cards) -> Message:
    cards = list(cards)
    return cards_words(cards) if cards else msg("nothing")


class _HachiHachiGoal(ha.CaptureGoal):
    """Hachi-Hachi's words and captured yaku for the shared capture goals."""

    cards_words = staticmethod(_words)

    @staticmethod
    def yaku_name(yaku: Named) -> Message:
        return yaku.message

    @staticmethod
    def yaku_label(yaku: Named) -> Message:
        return msg_in("a yaku and what it is worth", "{yaku} ({worth})", yaku=yaku.message, worth=yaku.worth)

    def held(self, pos, side) -> list:
        return [(_named(y, pos.rules), points(v, pos.rules)) for y, v in dekiyaku_of(pos.captured[side], pos.rules)]

    def rule_yaku(self, start) -> list:
        return [_named(y, start.rules) for y in DEKIYAKU if y.value(start.rules) is not None
                and (y.key != "inoshikacho" or start.rules.inoshikacho)]


class CaptureCard(_HachiHachiGoal, ha.CaptureCardGoal):
    """Take all of the given `cards` this turn (with the hand card or the card turned up)."""


class CompleteYaku(_HachiHachiGoal, ha.CompleteYakuGoal):
    """Make a new captured yaku this turn; with `yaku` (`goko`, `shiko`, `nanatan`, `akatan`, `aotan`, `inoshikacho`), that one."""

    def needs_words(self, yaku, pos, side) -> Message:
        cap = pos.captured[side]
        key = yaku.key
        if key == "goko":
            need, held = msg_in("what a yaku needs", "the five brights"), cap & BRIGHTS
        elif key == "shiko":
            need = msg_in("what a yaku needs", "the four brights but the {card}", card=card_name(CARDS[RAIN_MAN]))
            held = cap & FOUR_BRIGHTS
        elif key == "nanatan":
            need, held = msg_in("what a yaku needs", "seven ribbons, not the willow's"), cap & YAKU_RIBBONS
        elif key == "akatan":
            need, held = msg_in("what a yaku needs", "the three red ribbons with writing"), cap & RED_POETRY
        elif key == "aotan":
            need, held = msg_in("what a yaku needs", "the three blue ribbons"), cap & BLUE
        else:
            need = msg_in("what a yaku needs", "the boar, the deer and the butterflies")
            held = cap & BOAR_DEER_BUTTERFLIES
        return msg("{yaku} needs {cards}; you hold {n}.", yaku=yaku.message, cards=need, n=held.bit_count())


class ScoreMost(_HachiHachiGoal, ha.ScoreMostGoal):
    """Take as many card points as possible this turn (the solver computes the maximum)."""

    def points(self, pos, side) -> int:
        return pos.card_points(side)

    def ended_words(self, points: int, held: list) -> Message:
        if not held:
            return msg_n("Your turn ended with cards worth {n} point (no captured yaku)",
                         "Your turn ended with cards worth {n} points (no captured yaku)", points, n=points)
        return msg_n("Your turn ended with cards worth {n} point ({held})",
                     "Your turn ended with cards worth {n} points ({held})", points, n=points,
                     held=self.names(held))

    decisions = ("sage", "shoubu")

    def describe(self, start) -> Message:
        return msg("Take as many card points as you can this turn.")

    def success_message(self, start, actions, pos) -> Message:
        return msg("{n} points of cards, the most possible this turn.", n=self.best)


class NameYaku(_HachiHachiGoal, ha.NameYakuGoal):
    """Question: which captured yaku do a player's cards hold? (several, or `none`; `player: 1|2|3`, default the player to move)"""

    def setup(self) -> None:
        self.player = player_parameter(self)

    def asked(self, start) -> int:
        return start.turn if self.player == "to-move" else self.player - 1

    def describe(self, start) -> Message:
        if self.player == "to-move":
            return msg("Which yaku do your captured cards hold? Choose every one, or none.")
        return msg("Which yaku do player {player}'s captured cards hold? Choose every one, or none.",
                   player=self.player)

    def explain_answer(self, start) -> Message:
        held = self.held(start, self.asked(start))
        if not held:
            return msg("No captured yaku yet.")
        each = [msg_in("a yaku and what it is paid", "{yaku}, {amount}", yaku=y.message,
                       amount=amount_words(p, start.rules)) for y, p in held]
        return msg("The cards hold {yaku}.", yaku=listed(each, commas_only=True))


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

    def describe(self, start) -> Message:
        if self.player == "to-move":
            return msg("Which dealt hands does your hand show? Choose every one the rules pay, or none.")
        return msg("Which dealt hands does player {player}'s hand show? Choose every one the rules pay, or none.",
                   player=self.player)

    def choices(self, start) -> list[dict]:
        out = [{"value": n.key, "label": msg_in("a dealt hand: its name, what it is and what it is worth",
                                                "{yaku}: {what} ({worth})", yaku=n.message, what=yaku_what(y),
                                                worth=n.worth)}
               for y in TEYAKU if y.value(start.rules) is not None for n in [_named(y, start.rules)]]
        return out + [{"value": "none", "label": msg_in("a question's choice", "None")}]

    def correct(self, start) -> set[str]:
        return {y.key for y, _ in teyaku_of(start.hands[self.asked(start)], start.rules)} or {"none"}

    def explain_answer(self, start) -> Message:
        held = teyaku_of(start.hands[self.asked(start)], start.rules)
        if not held:
            return msg("The hand shows no dealt hand.")
        each = [msg_in("a dealt hand paid: its name, what it is and the amount", "{yaku} ({what}), {amount}",
                       yaku=romaji_name(y), what=yaku_what(y), amount=amount_words(points(v, start.rules), start.rules))
                for y, v in held]
        return msg("The hand is paid {hands}.", hands=listed(each, commas_only=True))


class SageOrShoubu(ha.DecisionGoal):
    """After a new yaku, make the sound choice between going on (sage) and stopping (shoubu), judged by what each is worth: stopping collects the yaku now; going on is played out by the evaluator over many deals of the cards you cannot see. When the two are too close to call, both are accepted."""

    type = "sage-or-shoubu"
    SEED = "sage-or-shoubu"
    phase_error = "sage-or-shoubu needs a position where a player who made a yaku chooses sage or shoubu"

    def describe(self, start) -> Message:
        return msg("Sage or shoubu: make the sound choice.")

    def figures(self, start) -> Message:
        ev = self.verdict.evaluation
        stop, go = _num(ev.value_of("shoubu").mean), _num(ev.value_of("sage").mean)
        if self.verdict.close:
            return msg("Stopping is worth about {stop} points here and going on about {go} (what you win less what "
                       "you pay, played out over {deals} deals of the cards you cannot see): too close to call, so "
                       "either choice is sound", stop=stop, go=go, deals=ev.samples)
        return msg("Stopping is worth about {stop} points here and going on about {go} (what you win less what you "
                   "pay, played out over {deals} deals of the cards you cannot see)", stop=stop, go=go,
                   deals=ev.samples)

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        if actions and actions[0] == "sage":
            return msg("Going on is the weaker choice here. {figures}.", figures=self.figures(start))
        return msg("Stopping is the weaker choice here. {figures}.", figures=self.figures(start))

    def success_message(self, start, actions, pos) -> Message:
        if self.verdict.close:
            return msg("Fine. {figures}.", figures=self.figures(start))
        if self.verdict.evaluation.best == "sage":
            return msg("Going on is the sound choice. {figures}.", figures=self.figures(start))
        return msg("Stopping is the sound choice. {figures}.", figures=self.figures(start))


def _num(x: float) -> str:
    r = round(x, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


GOALS = (CaptureCard, CompleteYaku, ScoreMost, NameYaku, NameDealtHand, SageOrShoubu)
