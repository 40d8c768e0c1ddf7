"""The lesson goals every capture game offers, in their shared part.

Move goals are judged on the capture pile of the mover's side (partners
share one: :meth:`~.position.CapturePosition.side`); a turn is the hand
card, the target of the card turned up when it has a choice, and the
decision after a yaku.  Each game's ``goals.py`` subclasses these and gives
its own words and yaku (the hooks of :class:`CaptureGoal`):

* :class:`CaptureCardGoal` — capture all of the given cards this turn;
* :class:`CompleteYakuGoal` — complete a new yaku (with ``yaku``: that one) this turn;
* :class:`ScoreMostGoal` — reach the highest yaku score possible this turn;
* :class:`NameYakuGoal` — the question: which yaku do a side's captured cards hold;
* :class:`DecisionGoal` — after a yaku, stop or play on, judged by what each is worth.
"""

from __future__ import annotations

from typing import Any, Iterable

from ...cardset import bits
from ...goal import Goal, GoalError, card_list_parameter

__all__ = ["CaptureGoal", "CaptureCardGoal", "CompleteYakuGoal", "ScoreMostGoal", "NameYakuGoal", "DecisionGoal",
           "yaku_parameter"]


class CaptureGoal(Goal):
    """What the capture goals share: the mover's side, what a turn captured,
    the yaku a side holds.  A game writes :meth:`cards_words` and :meth:`held`
    (and :meth:`rule_yaku` for the goals that name a yaku)."""

    turn_only: bool = False
    """True: the goal needs a turn in play (phase ``play`` or ``draw``)."""

    @staticmethod
    def cards_words(cards: Iterable[int]) -> str:
        """Cards for a learner, in the game's words ("nothing" for none)."""
        raise NotImplementedError

    def held(self, pos: Any, side: int) -> list[tuple[Any, int]]:
        """The yaku ``side`` holds in ``pos``, as ``(yaku, points)`` pairs (a yaku has ``key`` and ``name``)."""
        raise NotImplementedError

    def rule_yaku(self, start: Any) -> list:
        """The yaku of the position's rules, in their order."""
        raise NotImplementedError

    @staticmethod
    def mover(start: Any) -> int:
        """The side (capture pile) of the player to move in ``start``."""
        return start.side(start.turn)

    def new_captures(self, start: Any, pos: Any) -> list[int]:
        s = self.mover(start)
        return bits(pos.captured[s] & ~start.captured[s])

    def got(self, start: Any, pos: Any) -> str:
        """"You captured ..." or "You captured nothing"."""
        new = self.new_captures(start, pos)
        return f"You captured {self.cards_words(new)}" if new else "You captured nothing"

    @staticmethod
    def done(pos: Any, turn_ended: bool) -> bool:
        """No capture can follow this turn: it is over, or only the decision after a yaku is left."""
        return turn_ended or pos.phase_name == "decide"

    def yaku_keys(self, pos: Any, side: int) -> set[str]:
        return {y.key for y, _ in self.held(pos, side)}

    @staticmethod
    def names(scores: Iterable[tuple[Any, int]]) -> str:
        """"Boar, Deer, Butterflies (300), Three Brights (5)"."""
        return ", ".join(f"{y.name} ({p})" for y, p in scores)

    def check_turn(self, start: Any) -> None:
        if self.turn_only and start.phase_name not in ("play", "draw"):
            raise GoalError("the position must be a turn in play (phase play or draw)", "type")


def yaku_parameter(goal: CaptureGoal, start: Any, example: str | None = None):
    """The ``yaku`` parameter (a yaku key of the position's rules) as the
    yaku; None when not given, unless it is required (``example``: a key the
    error names)."""
    key = goal.spec.get("yaku")
    if key is None:
        if example is not None:
            raise GoalError(f"yaku: give a yaku key, e.g. {example}", "yaku")
        return None
    by_key = {y.key: y for y in goal.rule_yaku(start)}
    if not isinstance(key, str) or key not in by_key:
        raise GoalError(f"yaku: {key!r} is not a yaku of these rules; they have: {', '.join(by_key)}", "yaku")
    return by_key[key]


class CaptureCardGoal(CaptureGoal):
    """Capture all of the given `cards` this turn (with the hand card or the card turned up)."""

    type = "capture-card"
    required = ("cards",)

    def setup(self) -> None:
        self.cards = card_list_parameter(self)

    def listed(self, cards: list[int]) -> str:
        """Cards named in a goal error (for the lesson's author)."""
        return self.cards_words(cards)

    def prepare(self, start) -> None:
        taken = 0
        for c in start.captured:
            taken |= c
        done = [c for c in self.cards if taken >> c & 1]
        if done:
            raise GoalError(f"cards: {self.listed(done)} already captured", "cards")
        self.check_turn(start)

    def _missing(self, start, pos) -> list[int]:
        mine = pos.captured[self.mover(start)]
        return [c for c in self.cards if not mine >> c & 1]

    def describe(self, start) -> str:
        return f"Capture {self.cards_words(self.cards)} this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return not self._missing(start, pos)

    def missed_nothing(self, want: str, missing: int, done: bool) -> str:
        """Why the goal is missed when the turn captured nothing (``missing``: how many cards)."""
        if done:
            return f"You captured nothing this turn, not {want}."
        return f"You captured nothing so far; from here {want} can no longer be captured this turn."

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        missing = self._missing(start, pos)
        want = self.cards_words(missing)
        new = self.new_captures(start, pos)
        if not new:
            return self.missed_nothing(want, len(missing), self.done(pos, turn_ended))
        if self.done(pos, turn_ended):
            return f"You captured {self.cards_words(new)} this turn, not {want}."
        return f"You captured {self.cards_words(new)} so far; from here {want} can no longer be captured this turn."

    def success_message(self, start, actions, pos) -> str:
        return f"Captured: {self.cards_words(self.new_captures(start, pos))}."


class CompleteYakuGoal(CaptureGoal):
    """Complete a new yaku this turn; with `yaku` (a yaku key of the position's rules), that yaku."""

    type = "complete-yaku"
    allowed = ("yaku",)
    made_word = "made"
    """How the missed reason says a yaku is made ("made", "completed")."""

    def needs_words(self, yaku: Any, pos: Any, side: int) -> str:
        """What ``yaku`` needs and how many of its cards ``side`` holds, in words."""
        raise NotImplementedError

    def prepare(self, start) -> None:
        self.yaku = yaku_parameter(self, start)
        if self.yaku is not None and self.yaku.key in self.yaku_keys(start, self.mover(start)):
            raise GoalError(f"yaku: the player to move already holds {self.yaku.name}", "yaku")
        self.check_turn(start)

    def _made(self, start, pos) -> list:
        s = self.mover(start)
        before = self.yaku_keys(start, s)
        return [(y, p) for y, p in self.held(pos, s) if y.key not in before]

    def describe(self, start) -> str:
        return "Complete a new yaku this turn." if self.yaku is None else f"Complete {self.yaku.name} this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        made = self._made(start, pos)
        return bool(made) if self.yaku is None else any(y.key == self.yaku.key for y, _ in made)

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        made = self._made(start, pos)
        got = self.got(start, pos)
        done = self.done(pos, turn_ended)
        if self.yaku is None:
            if done:
                return f"{got} this turn and {self.made_word} no new yaku."
            return f"{got} so far; from here no new yaku can be {self.made_word} this turn."
        y = self.yaku
        need = self.needs_words(y, pos, self.mover(start))
        also = f" You made {self.names(made)}, but not {y.name}." if made else ""
        if done:
            return f"{got} this turn.{also} {need}"
        return f"{got} so far; from here {y.name} can no longer be made this turn.{also} {need}"

    def success_message(self, start, actions, pos) -> str:
        return f"Yes: {self.names(self._made(start, pos))}."


class ScoreMostGoal(CaptureGoal):
    """Reach the highest yaku score possible this turn (the solver computes the maximum)."""

    type = "score-most"
    ended_words = "Your turn ended with"
    """How the missed reason opens when the turn is over."""
    nothing_held = "no yaku"
    """What the missed reason says of a side that holds nothing that scores."""

    def points(self, pos: Any, side: int) -> int:
        """The yaku points ``side`` holds in ``pos``."""
        raise NotImplementedError

    def best_words(self, start: Any, actions: list[str], end: Any) -> str:
        """What follows "the most this turn was N": how to reach it, from the
        best turn (``actions`` from ``start``, leading to ``end``)."""
        raise NotImplementedError

    def _best(self, pos, side) -> tuple[int, list[str], Any]:
        best, how, end = self.points(pos, side), [], None
        for actions, after in self.adapter.turn_sequences(pos):
            pts = self.points(after, side)
            if pts > best:
                best, how, end = pts, actions, after
        return best, how, end

    def prepare(self, start) -> None:
        self.check_turn(start)
        s = self.mover(start)
        self.best, actions, end = self._best(start, s)
        if self.best <= self.points(start, s):
            raise GoalError("no turn here adds any yaku points", "type")
        self._how = (actions, end)

    def describe(self, start) -> str:
        return "Score as many yaku points as you can this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return self.points(pos, self.mover(start)) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        s = self.mover(start)
        pts = self.points(pos, s)
        best = f"the most this turn was {self.best}{self.best_words(start, *self._how)}"
        if self.done(pos, turn_ended):
            held = self.names(self.held(pos, s)) or self.nothing_held
            return f"{self.ended_words} {pts} point{'s' if pts != 1 else ''} ({held}); {best}."
        reach = self._best(pos, s)[0]
        return f"After this, at most {reach} point{'s' if reach != 1 else ''} can be reached this turn; {best}."

    def success_message(self, start, actions, pos) -> str:
        return f"{self.best} points: {self.names(self.held(pos, self.mover(start)))}, the most possible this turn."


class NameYakuGoal(CaptureGoal):
    """Question: which yaku do a side's captured cards hold? (several or `none`)"""

    type = "name-yaku"
    kind = "question"
    multiple = True
    allowed = ("player",)

    def asked(self, start: Any) -> int:
        """The side whose captured cards the question is about."""
        raise NotImplementedError

    def choices(self, start) -> list[dict]:
        out = [{"value": y.key, "label": f"{y.name} ({y.points_text})"} for y in self.rule_yaku(start)]
        out.append({"value": "none", "label": "None"})
        return out

    def correct(self, start) -> set[str]:
        return self.yaku_keys(start, self.asked(start)) or {"none"}


class DecisionGoal(Goal):
    """After a yaku, make the sound choice between stopping and playing on,
    judged by what each is worth: the evaluator plays the choices out over
    many deals of the cards the player cannot see (a fixed seed, enough deals
    that the margin is several standard errors).  When they are too close to
    call, every one is accepted."""

    SEED = ""
    """The evaluator's seed (the same verdict at every build)."""
    phase_error = "the position must be a decision after a yaku (phase decide)"

    def prepare(self, start) -> None:
        if start.phase_name != "decide":
            raise GoalError(self.phase_error, "type")
        self._start = start
        self._verdict = None

    @property
    def verdict(self):
        """The evaluator's judgement (:func:`hanafuda_core.evaluation.judge`), weighed once, when first needed."""
        if self._verdict is None:
            from ...evaluation import judge

            self._verdict = judge(self.game, self._start, self.game.legal_actions(self._start), self.SEED)
        return self._verdict

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return bool(actions) and actions[0] in self.verdict.accepted
