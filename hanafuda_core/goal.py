"""Lesson goals as a game declares them: the base class, the goal every game
offers (``legal-move``) and the readers of goal parameters.

A goal is what a lesson step or a puzzle asks, as a predicate the engine
checks (:mod:`hanafuda_core.learning.goals` explains the two kinds, move
goals and questions, and finds a game's goals by type).  Each game's own
goals live in its package (``games/<key>/goals.py``), subclass :class:`Goal`
from here, and are listed in the game's ``goals``; every game also offers
:class:`LegalMove`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from .errors import HanafudaError
from .messages import Message, msg
from .notation import NotationError, parse_cards

__all__ = ["GoalError", "Verdict", "Goal", "LegalMove", "card_list_parameter", "player_parameter", "parse_answer",
           "QUESTION_ANSWER_SEPARATOR", "PuzzleTheme"]


class GoalError(HanafudaError):
    """A goal declared wrongly (unknown type, bad parameter)."""

    def __init__(self, message: str, key: str | None = None):
        super().__init__(message)
        self.key = key  # the goal parameter at fault, for file:line reporting


class PuzzleTheme(NamedTuple):
    """A theme of a game's mined puzzles (``Game.puzzle_themes``), for the
    learner: its name (the trainer's label) and what a puzzle of it asks."""

    name: Message
    asks: Message


@dataclass
class Verdict:
    """The judge's answer: ``status`` is ``illegal``, ``continue``, ``success``
    or ``missed``, with its ``message`` for the learner (none to continue)."""

    status: str
    message: Message | None = None


class Goal:
    """Base class: subclasses set ``type`` (the name used in tutorials), ``kind``
    (``move`` or ``question``) and their parameters (``required``/``allowed``).

    What a goal tells the learner (its description, verdicts, choices'
    labels and explanations) is a :class:`~hanafuda_core.messages.Message`,
    written in the reader's language when it is shown; what it tells a
    lesson's author (a :class:`GoalError`) is English."""

    type: str = ""
    kind: str = "move"
    allowed: tuple[str, ...] = ()
    required: tuple[str, ...] = ()

    def __init__(self, game, spec: dict):
        self.adapter = self.game = game
        self.spec = spec
        extra = set(self.spec) - {"type"} - set(self.allowed) - set(self.required)
        for key in sorted(extra):
            params = self.allowed + self.required
            raise GoalError(
                f"goal '{self.type}' has no parameter '{key}'"
                + (f"; its parameters are: {', '.join(params)}" if params else ""),
                key,
            )
        for key in self.required:
            if key not in self.spec:
                raise GoalError(f"goal '{self.type}' needs the parameter '{key}'", "type")
        self.setup()

    def setup(self) -> None:
        pass

    def prepare(self, start: Any) -> None:
        """Check the goal makes sense in this position (raise GoalError otherwise)."""

    def describe(self, start: Any) -> Message:
        raise NotImplementedError

    # Move goals --------------------------------------------------------
    def achieved(self, start: Any, actions: list[str], pos: Any, turn_ended: bool) -> bool:
        raise NotImplementedError

    def missed_reason(self, start: Any, actions: list[str], pos: Any, turn_ended: bool) -> Message:
        raise NotImplementedError

    def success_message(self, start: Any, actions: list[str], pos: Any) -> Message:
        return msg("Goal reached.")

    # Question goals ----------------------------------------------------
    multiple: bool = False

    def choices(self, start: Any) -> list[dict]:
        """The offered answers: ``{"value": ..., "label": Message}`` each (a
        value is the answer's id, never shown)."""
        raise NotImplementedError

    def correct(self, start: Any) -> set[str]:
        raise NotImplementedError

    def explain_answer(self, start: Any) -> Message:
        """The engine's reasoning, the same whatever was answered (the judge
        adds what was wrong with a given answer)."""
        raise NotImplementedError


# ---------------------------------------------------------------------------
# Game-independent goals


class LegalMove(Goal):
    """Make any legal move: the engine accepts the first legal action (useful when the only legal move is to pass)."""

    type = "legal-move"

    def describe(self, start) -> Message:
        return msg("Make a legal move.")

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return len(actions) >= 1

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:  # pragma: no cover - cannot miss
        return msg("That is not a legal move.")

    def success_message(self, start, actions, pos) -> Message:
        return msg("Yes: {action} is legal here.", action=self.game.presenter.action_phrase(start, actions[0]).gerund)


# ---------------------------------------------------------------------------
# Parameters shared by the games' goals


def card_list_parameter(goal: Goal, key: str = "cards") -> list[int]:
    """A goal parameter holding cards in notation, as indices (at least one)."""
    try:
        cards = [c.index for c in parse_cards(str(goal.spec[key]))]
    except NotationError as e:
        raise GoalError(f"{key}: {e}", key) from None
    if not cards:
        raise GoalError(f"{key}: name at least one card", key)
    return cards


def player_parameter(goal: Goal) -> str | int:
    """The optional ``player`` parameter of a question: 1, 2 or ``to-move`` (default)."""
    p = goal.spec.get("player", "to-move")
    if p not in ("to-move", 1, 2):
        raise GoalError("player must be 1, 2 or to-move", "player")
    return p


QUESTION_ANSWER_SEPARATOR = " "


def parse_answer(goal: Goal, answer: Any) -> set[str]:
    """A question answer as a set of choice values (from a list or a space-separated text)."""
    if isinstance(answer, (list, tuple, set)):
        values = {str(a) for a in answer}
    elif isinstance(answer, (str, int)):
        values = set(str(answer).split())
    else:
        raise GoalError("an answer is a choice or a list of choices", "answer")
    return values
