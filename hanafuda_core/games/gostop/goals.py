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
from .cards import CHEONGDAN, CHODAN, GODORI, HONGDAN
from .scoring import PART_NAMES, card_points
from .view import cards_words as _cards_words


@dataclass(frozen=True)
class Part:
    """A part of a player's points, as the goals name it."""

    key: str
    name: str
    points_text: str


PARTS = tuple(Part(k, PART_NAMES[k], t) for k, t in (
    ("brights", "3 to 15 points"), ("animals", "1 point from five"), ("godori", "5 points"),
    ("ribbons", "1 point from five"), ("hongdan", "3 points"), ("cheongdan", "3 points"), ("chodan", "3 points"),
    ("junk", "1 point from ten")))
_BY_KEY = {p.key: p for p in PARTS}


def _words(cards) -> str:
    cards = list(cards)
    return _cards_words(cards) if cards else "nothing"


class _GoStopGoal(ha.CaptureGoal):
    """Go-Stop's words and scoring parts for the shared capture goals."""

    cards_words = staticmethod(_words)

    def held(self, pos, side) -> list:
        pts = card_points(pos.captured[side], pos.cup_junk, pos.rules)
        return [(_BY_KEY[k], p) for k, p in pts.parts]

    def rule_yaku(self, start) -> list:
        return list(PARTS)


class CaptureCard(_GoStopGoal, ha.CaptureCardGoal):
    """Take all of the given `cards` this turn (with the hand card or the card turned up)."""


class ScoreMost(_GoStopGoal, ha.ScoreMostGoal):
    """Reach the most points possible this turn (the solver computes the maximum)."""

    nothing_held = "nothing that scores"

    def points(self, pos, side) -> int:
        return pos.points(side)

    def best_words(self, start, actions, end) -> str:
        turn = [a for a in actions if a not in ("go", "stop")]
        return f" (for example, by {self.game.presenter.actions_phrase(start, turn).gerund})" if turn else ""

    def describe(self, start) -> str:
        return "Score as many points as you can this turn."


class CompleteYaku(_GoStopGoal, ha.CompleteYakuGoal):
    """Make a new part of your points score this turn (godori, a ribbon set, three brights...); with `yaku` (a part's key: brights, animals, godori, ribbons, hongdan, cheongdan, chodan, junk), that part."""

    def needs_words(self, yaku, pos, side) -> str:
        return f"{yaku.name} needs {NEEDS[yaku.key]}; you hold {_held_of(yaku.key, pos, side)}."

    def describe(self, start) -> str:
        if self.yaku is None:
            return "Make a new part of your points score this turn."
        return f"Make {self.yaku.name} score this turn."


class NameScoring(_GoStopGoal, ha.NameYakuGoal):
    """Question: what do a player's cards score? (several parts, or `none`; `player: 1|2|3`, default the player to move)"""

    def setup(self) -> None:
        self.player = player_parameter(self)

    def asked(self, start) -> int:
        return start.turn if self.player == "to-move" else self.player - 1

    def describe(self, start) -> str:
        who = "your cards" if self.player == "to-move" else f"player {self.player}'s cards"
        return f"What do {who} score? Choose every part that scores, or none."

    def explain_answer(self, start) -> str:
        p = self.asked(start)
        pts = card_points(start.captured[p], start.cup_junk, start.rules)
        if not pts.parts:
            return "Nothing scores yet."
        parts = ", ".join(f"{PART_NAMES[k]} {v}" for k, v in pts.parts)
        return f"The cards score {parts}: {pts.total} in all."


class GoOrStop(ha.DecisionGoal):
    """At the points to stop, make the sound choice between go and stop, judged by what each is worth: stopping wins the points now; going on is played out by the evaluator over many deals of the cards you cannot see. When the two are too close to call, both are accepted."""

    type = "go-or-stop"
    SEED = "go-or-stop"
    phase_error = "go-or-stop needs a position where a player at the points to stop chooses go or stop"

    def describe(self, start) -> str:
        return "Go or stop: make the sound choice."

    def figures(self, start) -> str:
        ev = self.verdict.evaluation
        stop, go = ev.value_of("stop").mean, ev.value_of("go").mean
        text = (f"Stopping is worth about {_num(stop)} here and going on about {_num(go)} (what you win "
                f"less what you pay, played out over {ev.samples} deals of the cards you cannot see)")
        return text + (": too close to call, so either choice is sound" if self.verdict.close else "")

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        chosen = "Going on" if actions and actions[0] == "go" else "Stopping"
        return f"{chosen} is the weaker choice here. {self.figures(start)}."

    def success_message(self, start, actions, pos) -> str:
        if self.verdict.close:
            return f"Fine. {self.figures(start)}."
        word = "Go" if self.verdict.evaluation.best == "go" else "Stop"
        return f"{word} is the sound choice. {self.figures(start)}."


def _num(x: float) -> str:
    r = round(x, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


NEEDS = {"brights": "three brights", "animals": "five animals", "godori": "the three birds",
         "ribbons": "five ribbons", "hongdan": "the three red poetry ribbons", "cheongdan": "the three blue ribbons",
         "chodan": "the three plain red ribbons", "junk": "ten junk (a double junk counts two)"}


def _held_of(key: str, pos, side: int) -> str:
    pts = card_points(pos.captured[side], pos.cup_junk, pos.rules)
    cap = pos.captured[side]
    count = {"brights": pts.brights, "animals": pts.animals, "ribbons": pts.ribbons, "junk": pts.junk,
             "godori": (cap & GODORI).bit_count(), "hongdan": (cap & HONGDAN).bit_count(),
             "cheongdan": (cap & CHEONGDAN).bit_count(), "chodan": (cap & CHODAN).bit_count()}[key]
    return str(count)


GOALS = (CaptureCard, CompleteYaku, ScoreMost, NameScoring, GoOrStop)
