"""Koi-Koi goals: capture a card, complete a yaku, score the most, name the yaku.

Move goals are judged on the mover's captured cards; a turn is the hand card,
the turned-up card's target when it has a choice, and stop or koi-koi after a
new yaku (see :meth:`KoiKoiGame.ends_turn`).  Every answer is computed by
the engine (:mod:`hanafuda_core.games.koikoi.engine`).
"""

from __future__ import annotations

from ...cardset import bits as _bits, cards_words as _cards_words
from ...deck import CARDS
from ...families.capture import goals as ha
from ...goal import GoalError, player_parameter
from .engine import koikoi_advice


def _num(x: float) -> str:
    r = round(x, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


def _words(cards) -> str:
    """"the Moon (August)" or "the Moon (August) and the Curtain (March)";
    "nothing" for no card."""
    cards = list(cards)
    return _cards_words(cards) if cards else "nothing"


class _KoiKoiGoal(ha.CaptureGoal):
    """Koi-Koi's words and yaku for the shared capture goals."""

    cards_words = staticmethod(_words)

    def held(self, pos, side) -> list:
        return [(s, s.points) for s in pos.yaku(side)]

    def rule_yaku(self, start) -> list:
        return start.scoring.yaku


class CaptureCard(_KoiKoiGoal, ha.CaptureCardGoal):
    """Capture all of the given `cards` this turn (with the hand card or the card turned up)."""

    def listed(self, cards) -> str:
        return " ".join(CARDS[c].code for c in cards)

    def missed_nothing(self, want: str, missing: int, done: bool) -> str:
        if done:
            return f"You captured nothing this turn, so {want} {'is' if missing == 1 else 'are'} not yours."
        return f"From here {want} can no longer be captured this turn."


class CompleteYaku(_KoiKoiGoal, ha.CompleteYakuGoal):
    """Form a new yaku this turn; with `yaku` (a yaku key of the position's rules), that yaku."""

    def setup(self) -> None:
        key = self.spec.get("yaku")
        if key is not None and not isinstance(key, str):
            raise GoalError("yaku: give a yaku key, e.g. moon-viewing", "yaku")

    def needs_words(self, yaku, pos, side) -> str:
        have = (pos.captured[side] & (yaku.counted | yaku.required)).bit_count()
        return f"{yaku.name} needs: {yaku.words} You hold {have} of its cards."


class ScoreMost(_KoiKoiGoal, ha.ScoreMostGoal):
    """Reach the highest yaku score possible this turn (the solver computes the maximum)."""

    def points(self, pos, side) -> int:
        return pos.scoring.score_of(pos.captured[side])

    def best_words(self, start, actions, end) -> str:
        turn = [a for a in actions if a not in ("stop", "koikoi")]
        return f" (for example, by {self.game.presenter.actions_phrase(start, turn).gerund})" if turn else ""


class NameYaku(_KoiKoiGoal, ha.NameYakuGoal):
    """Question: which yaku do a player's captured cards hold under the position's rules? (several or `none`; `player: 1|2`, default the player to move)"""

    def setup(self) -> None:
        self.player = player_parameter(self)

    def asked(self, start) -> int:
        return start.turn if self.player == "to-move" else self.player - 1

    def describe(self, start) -> str:
        who = "your captured cards" if self.player == "to-move" else f"player {self.player}'s captured cards"
        return f"Which yaku do {who} hold? Choose all that count, or none."

    def explain_answer(self, start) -> str:
        p = self.asked(start)
        held = start.yaku(p)
        cards = _cards_words(_bits(start.captured[p])) if start.captured[p] else "no cards"
        if not held:
            return f"The captured cards ({cards}) hold no yaku yet."
        b = start.score(p)
        parts = ", ".join(f"{s.name} ({s.points} points: {s.yaku.words})" for s in held)
        return f"The captured cards ({cards}) hold {parts}. Together: {b.explain()}."


class StopOrKoikoi(ha.DecisionGoal):
    """After a new yaku, make the sound choice between stop and koi-koi, judged by what each is worth: stopping scores the points now; koi-koi is played out by the evaluator over many deals of the cards you cannot see (a fixed seed, enough deals that the margin is several standard errors). When the two are too close to call, both are accepted."""

    type = "stop-or-koikoi"
    SEED = "stop-or-koikoi"
    phase_error = "stop-or-koikoi needs a position where a new yaku waits for stop or koi-koi"

    def describe(self, start) -> str:
        return "Stop or call koi-koi: make the sound choice."

    @staticmethod
    def _word(action: str) -> str:
        return "Stop" if action == "stop" else "Koi-koi"

    def figures(self, start) -> str:
        """The choice in words, with the figures."""
        v = self.verdict
        ev = v.evaluation
        pts = start.score(start.turn).total
        stop = f"Stopping scores {pts} point{'s' if pts != 1 else ''} now"
        if "koikoi" not in [x.action for x in ev.values]:
            return stop + "; koi-koi is not allowed here"
        k = ev.value_of("koikoi").mean
        kk = (f"koi-koi is worth about {_num(k)} on average here (your points minus the opponent's, "
              f"played out over {ev.samples} deals of the cards you cannot see)")
        advice, why = koikoi_advice(start)
        if v.close:
            return f"{stop}; {kk}: too close to call, so either choice is sound"
        if advice.text() == ev.best:
            return f"{stop}; {kk}, because {why}"
        return f"{stop}; {kk}. (The rule of thumb says otherwise here — {why} — but played out, it does not hold.)"

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        chosen = "Koi-koi" if actions and actions[0] == "koikoi" else "Stopping"
        return f"{chosen} is the weaker choice here. {self.figures(start)}."

    def success_message(self, start, actions, pos) -> str:
        if self.verdict.close:
            return f"Fine. {self.figures(start)}."
        return f"{self._word(self.verdict.evaluation.best)} is the sound choice. {self.figures(start)}."
