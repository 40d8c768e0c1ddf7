"""Go-Stop goals: take a card, score the most this turn, name what scores,
and go or stop judged by value.

The "yaku" the shared capture goals speak of are, in Go-Stop, the parts of
a player's points (:data:`PARTS`: the brights, the animals, godori, the
ribbons, the three ribbon sets, the junk).  Every answer is computed by the
engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...families.capture import goals as ha
from ...goal import player_parameter
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from .cards import CHEONGDAN, CHODAN, GODORI, HONGDAN
from .scoring import PART_NAMES, card_points
from .words import cards_words, part_name


@dataclass(frozen=True)
class Part:
    """A part of a player's points, as the goals name it."""

    key: str
    name: str
    points_text: Message


PARTS = tuple(Part(k, PART_NAMES[k], t) for k, t in (
    ("brights", msg_in("what a part of Go-Stop's points scores", "3 to 15 points")),
    ("animals", msg_in("what a part of Go-Stop's points scores", "1 point from five")),
    ("godori", msg_in("what a part of Go-Stop's points scores", "5 points")),
    ("ribbons", msg_in("what a part of Go-Stop's points scores", "1 point from five")),
    ("hongdan", msg_in("what a part of Go-Stop's points scores", "3 points")),
    ("cheongdan", msg_in("what a part of Go-Stop's points scores", "3 points")),
    ("chodan", msg_in("what a part of Go-Stop's points scores", "3 points")),
    ("junk", msg_in("what a part of Go-Stop's points scores", "1 point from ten"))))
_BY_KEY = {p.key: p for p in PARTS}


class _GoStopGoal(ha.CaptureGoal):
    """Go-Stop's words and scoring parts for the shared capture goals."""

    cards_words = staticmethod(cards_words)

    @staticmethod
    def yaku_name(yaku: Part) -> Message:
        return part_name(yaku.key)

    @staticmethod
    def yaku_label(yaku: Part) -> Message:
        return msg_in("a part of Go-Stop's points as a question's choice", "{part} ({points})",
                      part=part_name(yaku.key), points=yaku.points_text)

    def held(self, pos, side) -> list:
        pts = card_points(pos.captured[side], pos.cup_junk, pos.rules)
        return [(_BY_KEY[k], p) for k, p in pts.parts]

    def rule_yaku(self, start) -> list:
        return list(PARTS)


class CaptureCard(_GoStopGoal, ha.CaptureCardGoal):
    """Take all of the given `cards` this turn (with the hand card or the card turned up)."""


class ScoreMost(_GoStopGoal, ha.ScoreMostGoal):
    """Reach the most points possible this turn (the solver computes the maximum)."""

    def points(self, pos, side) -> int:
        return pos.points(side)

    def ended_words(self, points: int, held: list) -> Message:
        if not held:
            return msg_n("Your turn ended with {n} point (nothing that scores)",
                         "Your turn ended with {n} points (nothing that scores)", points, n=points)
        return super().ended_words(points, held)

    decisions = ("go", "stop")

    def describe(self, start) -> Message:
        return msg("Score as many points as you can this turn.")


class CompleteYaku(_GoStopGoal, ha.CompleteYakuGoal):
    """Make a new part of your points score this turn (godori, a ribbon set, three brights...); with `yaku` (a part's key: `brights`, `animals`, `godori`, `ribbons`, `hongdan`, `cheongdan`, `chodan`, `junk`), that part."""

    def needs_words(self, yaku, pos, side) -> Message:
        return msg("{part} needs {cards}; you hold {n}.", part=part_name(yaku.key), cards=NEEDS[yaku.key],
                   n=_held_of(yaku.key, pos, side))

    def describe(self, start) -> Message:
        if self.yaku is None:
            return msg("Make a new part of your points score this turn.")
        return msg("Make {part} score this turn.", part=part_name(self.yaku.key))


class NameScoring(_GoStopGoal, ha.NameYakuGoal):
    """Question: what do a player's cards score? (several parts, or `none`; `player: 1|2|3`, default the player to move)"""

    def setup(self) -> None:
        self.player = player_parameter(self)

    def asked(self, start) -> int:
        return start.turn if self.player == "to-move" else self.player - 1

    def describe(self, start) -> Message:
        if self.player == "to-move":
            return msg("What do your cards score? Choose every part that scores, or none.")
        return msg("What do player {n}'s cards score? Choose every part that scores, or none.", n=self.player)

    def explain_answer(self, start) -> Message:
        p = self.asked(start)
        pts = card_points(start.captured[p], start.cup_junk, start.rules)
        if not pts.parts:
            return msg("Nothing scores yet.")
        parts = listed([msg_in("a part of Go-Stop's points and what it scores", "{part} {points}",
                               part=part_name(k), points=v) for k, v in pts.parts], commas_only=True)
        return msg("The cards score {parts}: {total} in all.", parts=parts, total=pts.total)


class GoOrStop(ha.DecisionGoal):
    """At the points to stop, make the sound choice between go and stop, judged by what each is worth: stopping wins the points now; going on is played out by the evaluator over many deals of the cards you cannot see. When the two are too close to call, both are accepted."""

    type = "go-or-stop"
    SEED = "go-or-stop"
    phase_error = "go-or-stop needs a position where a player at the points to stop chooses go or stop"

    def describe(self, start) -> Message:
        return msg("Go or stop: make the sound choice.")

    def figures(self, start) -> Message:
        """What each choice is worth, as a sentence."""
        ev = self.verdict.evaluation
        stop, go = _num(ev.value_of("stop").mean), _num(ev.value_of("go").mean)
        if self.verdict.close:
            return msg("Stopping is worth about {stop} here and going on about {go} (what you win less what you "
                       "pay, played out over {n} deals of the cards you cannot see): too close to call, so either "
                       "choice is sound.", stop=stop, go=go, n=ev.samples)
        return msg("Stopping is worth about {stop} here and going on about {go} (what you win less what you pay, "
                   "played out over {n} deals of the cards you cannot see).", stop=stop, go=go, n=ev.samples)

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        weaker = (msg("Going on is the weaker choice here.") if actions and actions[0] == "go"
                  else msg("Stopping is the weaker choice here."))
        return sentences([weaker, self.figures(start)])

    def success_message(self, start, actions, pos) -> Message:
        if self.verdict.close:
            return sentences([msg("Fine."), self.figures(start)])
        sound = (msg("Go is the sound choice.") if self.verdict.evaluation.best == "go"
                 else msg("Stop is the sound choice."))
        return sentences([sound, self.figures(start)])


def _num(x: float) -> str:
    r = round(x, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


NEEDS = {"brights": msg_in("what a part of Go-Stop's points needs", "three brights"),
         "animals": msg_in("what a part of Go-Stop's points needs", "five animals"),
         "godori": msg_in("what a part of Go-Stop's points needs", "the three birds"),
         "ribbons": msg_in("what a part of Go-Stop's points needs", "five ribbons"),
         "hongdan": msg_in("what a part of Go-Stop's points needs", "the three red poetry ribbons"),
         "cheongdan": msg_in("what a part of Go-Stop's points needs", "the three blue ribbons"),
         "chodan": msg_in("what a part of Go-Stop's points needs", "the three plain red ribbons"),
         "junk": msg_in("what a part of Go-Stop's points needs", "ten junk (a double junk counts two)")}
"""What each part needs to score, as "{part} needs ..." says it."""


def _held_of(key: str, pos, side: int) -> int:
    pts = card_points(pos.captured[side], pos.cup_junk, pos.rules)
    cap = pos.captured[side]
    return {"brights": pts.brights, "animals": pts.animals, "ribbons": pts.ribbons, "junk": pts.junk,
            "godori": (cap & GODORI).bit_count(), "hongdan": (cap & HONGDAN).bit_count(),
            "cheongdan": (cap & CHEONGDAN).bit_count(), "chodan": (cap & CHODAN).bit_count()}[key]


GOALS = (CaptureCard, CompleteYaku, ScoreMost, NameScoring, GoOrStop)
