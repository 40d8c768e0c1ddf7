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
from ...messages import Message, listed, msg, msg_in, msg_n, sentences

__all__ = ["CaptureGoal", "CaptureCardGoal", "CompleteYakuGoal", "ScoreMostGoal", "NameYakuGoal", "DecisionGoal",
           "yaku_parameter"]


class CaptureGoal(Goal):
    """What the capture goals share: the mover's side, what a turn captured,
    the yaku a side holds.  A game writes :meth:`cards_words`,
    :meth:`yaku_name` and :meth:`held` (and :meth:`rule_yaku` for the goals
    that name a yaku)."""

    turn_only: bool = False
    """True: the goal needs a turn in play (phase ``play`` or ``draw``)."""

    @staticmethod
    def cards_words(cards: Iterable[int]) -> Message:
        """Cards for a learner, in the game's words."""
        raise NotImplementedError

    @staticmethod
    def yaku_name(yaku: Any) -> Message:
        """A yaku's name, in the game's words ("Boar, Deer, Butterflies")."""
        raise NotImplementedError

    @staticmethod
    def yaku_label(yaku: Any) -> Message:
        """A yaku as a question's choice names it: its name and its points
        ("Boar, Deer, Butterflies (5 points)")."""
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

    def got(self, start: Any, pos: Any) -> Message | None:
        """The cards the turn captured so far, in words (None: nothing)."""
        new = self.new_captures(start, pos)
        return self.cards_words(new) if new else None

    @staticmethod
    def done(pos: Any, turn_ended: bool) -> bool:
        """No capture can follow this turn: it is over, or only the decision after a yaku is left."""
        return turn_ended or pos.phase_name == "decide"

    def yaku_keys(self, pos: Any, side: int) -> set[str]:
        return {y.key for y, _ in self.held(pos, side)}

    def names(self, scores: Iterable[tuple[Any, int]]) -> Message:
        """"Boar, Deer, Butterflies (300), Three Brights (5)"."""
        return listed([msg_in("a yaku and its points", "{yaku} ({points})", yaku=self.yaku_name(y), points=p)
                       for y, p in scores], commas_only=True)

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
        """Cards named in a goal error (for the lesson's author, in English)."""
        return str(self.cards_words(cards))

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

    def describe(self, start) -> Message:
        return msg("Capture {cards} this turn.", cards=self.cards_words(self.cards))

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return not self._missing(start, pos)

    def missed_nothing(self, want: Message, missing: int, done: bool) -> Message:
        """Why the goal is missed when the turn captured nothing (``missing``: how many cards)."""
        if done:
            return msg("You captured nothing this turn, not {cards}.", cards=want)
        return msg("You captured nothing so far; from here {cards} can no longer be captured this turn.",
                   cards=want)

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        missing = self._missing(start, pos)
        want = self.cards_words(missing)
        new = self.new_captures(start, pos)
        if not new:
            return self.missed_nothing(want, len(missing), self.done(pos, turn_ended))
        got = self.cards_words(new)
        if self.done(pos, turn_ended):
            return msg("You captured {got} this turn, not {cards}.", got=got, cards=want)
        return msg("You captured {got} so far; from here {cards} can no longer be captured this turn.",
                   got=got, cards=want)

    def success_message(self, start, actions, pos) -> Message:
        return msg("Captured: {cards}.", cards=self.cards_words(self.new_captures(start, pos)))


class CompleteYakuGoal(CaptureGoal):
    """Complete a new yaku this turn; with `yaku` (a yaku key of the position's rules), that yaku."""

    type = "complete-yaku"
    allowed = ("yaku",)
    def needs_words(self, yaku: Any, pos: Any, side: int) -> Message:
        """What ``yaku`` needs and how many of its cards ``side`` holds, in words."""
        raise NotImplementedError

    def prepare(self, start) -> None:
        self.yaku = yaku_parameter(self, start)
        if self.yaku is not None and self.yaku.key in self.yaku_keys(start, self.mover(start)):
            raise GoalError(f"yaku: the player to move already holds {self.yaku_name(self.yaku)}", "yaku")
        self.check_turn(start)

    def _made(self, start, pos) -> list:
        s = self.mover(start)
        before = self.yaku_keys(start, s)
        return [(y, p) for y, p in self.held(pos, s) if y.key not in before]

    def describe(self, start) -> Message:
        if self.yaku is None:
            return msg("Complete a new yaku this turn.")
        return msg("Complete {yaku} this turn.", yaku=self.yaku_name(self.yaku))

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        made = self._made(start, pos)
        return bool(made) if self.yaku is None else any(y.key == self.yaku.key for y, _ in made)

    def no_new_yaku(self, got: Message | None, done: bool) -> Message:
        """The missed reason when any new yaku was asked for (``got``: the
        cards captured; ``done``: the turn is over)."""
        if done:
            return (msg("You captured {cards} this turn and made no new yaku.", cards=got) if got
                    else msg("You captured nothing this turn and made no new yaku."))
        return (msg("You captured {cards} so far; from here no new yaku can be made this turn.", cards=got) if got
                else msg("You captured nothing so far; from here no new yaku can be made this turn."))

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        made = self._made(start, pos)
        got = self.got(start, pos)
        done = self.done(pos, turn_ended)
        if self.yaku is None:
            return self.no_new_yaku(got, done)
        y = self.yaku_name(self.yaku)
        if done:
            parts = [msg("You captured {cards} this turn.", cards=got) if got else msg("You captured nothing this turn.")]
        elif got:
            parts = [msg("You captured {cards} so far; from here {yaku} can no longer be made this turn.", cards=got, yaku=y)]
        else:
            parts = [msg("You captured nothing so far; from here {yaku} can no longer be made this turn.", yaku=y)]
        if made:
            parts.append(msg("You made {made}, but not {yaku}.", made=self.names(made), yaku=y))
        parts.append(self.needs_words(self.yaku, pos, self.mover(start)))
        return sentences(parts)

    def success_message(self, start, actions, pos) -> Message:
        return msg("Yes: {made}.", made=self.names(self._made(start, pos)))


class ScoreMostGoal(CaptureGoal):
    """Reach the highest yaku score possible this turn (the solver computes the maximum)."""

    type = "score-most"
    def points(self, pos: Any, side: int) -> int:
        """The yaku points ``side`` holds in ``pos``."""
        raise NotImplementedError

    decisions: tuple[str, ...] = ()
    """Actions that decide what follows the turn (to stop or go on), left out
    of the example of the best turn."""

    def best_words(self, start: Any, actions: list[str], end: Any) -> Message:
        """"the most this turn was N", with an example of how to reach it:
        the best turn (``actions`` from ``start``, leading to ``end``)."""
        turn = [a for a in actions if a not in self.decisions]
        if not turn:
            return msg("the most this turn was {n}", n=self.best)
        return msg("the most this turn was {n} (for example, by {how})", n=self.best,
                   how=self.game.presenter.actions_phrase(start, turn).gerund)

    def ended_words(self, points: int, held: list) -> Message:
        """What the turn ended with: its ``points`` and the yaku ``held``
        (``(yaku, points)`` pairs, perhaps none)."""
        if not held:
            return msg_n("Your turn ended with {n} point (no yaku)", "Your turn ended with {n} points (no yaku)",
                         points, n=points)
        return msg_n("Your turn ended with {n} point ({held})", "Your turn ended with {n} points ({held})",
                     points, n=points, held=self.names(held))

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

    def describe(self, start) -> Message:
        return msg("Score as many yaku points as you can this turn.")

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return self.points(pos, self.mover(start)) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        s = self.mover(start)
        best = self.best_words(start, *self._how)
        if self.done(pos, turn_ended):
            first = self.ended_words(self.points(pos, s), self.held(pos, s))
        else:
            reach = self._best(pos, s)[0]
            first = msg_n("After this, at most {n} point can be reached this turn",
                          "After this, at most {n} points can be reached this turn", reach, n=reach)
        return msg_in("a goal missed: what the turn did; what was best", "{first}; {best}.", first=first, best=best)

    def success_message(self, start, actions, pos) -> Message:
        return msg("{n} points: {held}, the most possible this turn.", n=self.best,
                   held=self.names(self.held(pos, self.mover(start))))


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
        out = [{"value": y.key, "label": self.yaku_label(y)} for y in self.rule_yaku(start)]
        out.append({"value": "none", "label": msg_in("a question's choice", "None")})
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
