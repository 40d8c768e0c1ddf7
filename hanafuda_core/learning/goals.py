"""Goals: what a lesson step or a puzzle asks, as predicates the engine checks.

Two families:

* **Move goals** ("empty your hand this turn"): the learner plays actions on
  the board.  After each action the goal says whether it is met; if the turn
  ended, or no way to finish the turn can meet it any more, the move missed
  and the goal explains why.  Any sequence that meets the goal is accepted.
* **Question goals** ("which teyaku does this hand hold?"): the engine
  offers the choices and computes the correct answer from the position.

A goal is declared in a tutorial as a mapping with a ``type`` and its
parameters, e.g. ``{type: longest-chain}`` or
``{type: discard-cards, cards: "1C2 2A"}``.

This module holds the base class, the goals every game may offer
(``legal-move``) and the parameter readers; each game's own goals live in
its package (``hanafuda_core/games/<key>/goals.py``) and the game lists the
goal types it offers in ``Game.goals``.
"""

from __future__ import annotations

from ..errors import HanafudaError

from dataclasses import dataclass
from typing import Any

from ..notation import NotationError, parse_cards


class GoalError(HanafudaError):
    """A goal declared wrongly (unknown type, bad parameter)."""

    def __init__(self, message: str, key: str | None = None):
        super().__init__(message)
        self.key = key  # the goal parameter at fault, for file:line reporting


@dataclass
class Verdict:
    """The judge's answer: ``status`` is ``illegal``, ``continue``, ``success`` or ``missed``."""

    status: str
    message: str = ""

    def to_dict(self) -> dict:
        return {"status": self.status, "message": self.message}


class Goal:
    """Base class: subclasses set ``type`` (the name used in tutorials), ``kind``
    (``move`` or ``question``) and their parameters (``required``/``allowed``)."""

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

    def describe(self, start: Any) -> str:
        raise NotImplementedError

    # Move goals --------------------------------------------------------
    def achieved(self, start: Any, actions: list[str], pos: Any, turn_ended: bool) -> bool:
        raise NotImplementedError

    def missed_reason(self, start: Any, actions: list[str], pos: Any, turn_ended: bool) -> str:
        raise NotImplementedError

    def success_message(self, start: Any, actions: list[str], pos: Any) -> str:
        return "Goal reached."

    # Question goals ----------------------------------------------------
    multiple: bool = False

    def choices(self, start: Any) -> list[dict]:
        raise NotImplementedError

    def correct(self, start: Any) -> set[str]:
        raise NotImplementedError

    def explain_answer(self, start: Any, answer: set[str]) -> str:
        raise NotImplementedError


def _goal_classes(game) -> dict[str, type[Goal]]:
    return {cls.type: cls for cls in game.goals}


def goal_types(game) -> list[str]:
    """The goal types a game offers (``game``: a Game or its key)."""
    return sorted(_goal_classes(_game(game)))


def _game(game):
    if isinstance(game, str):
        from .. import games

        return games.get(game)
    return game


def describe_goals(game) -> list[dict]:
    """The goal types of a game as data (for the authors' documentation)."""
    g = _game(game)
    classes = _goal_classes(g)
    out = []
    for t in sorted(classes):
        cls = classes[t]
        out.append({
            "type": t,
            "kind": cls.kind,
            "parameters": list(cls.required) + [f"{p} (optional)" for p in cls.allowed],
            "description": " ".join((cls.__doc__ or "").split()),
        })
    return out


def make_goal(game, spec: Any) -> Goal:
    """The goal of ``game`` declared by ``spec`` (a mapping with a ``type``)."""
    if isinstance(spec, str):
        spec = {"type": spec}
    if not isinstance(spec, dict) or "type" not in spec:
        raise GoalError("a goal is a mapping with a 'type', e.g. {type: legal-move}")
    kind = spec["type"]
    classes = _goal_classes(game)
    cls = classes.get(kind) if isinstance(kind, str) else None
    if cls is None:
        shown = repr(kind) if isinstance(kind, str) and len(kind) <= 40 else "given"
        raise GoalError(
            f"unknown goal type {shown} for {game.name}; known types: {', '.join(sorted(classes))}",
            "type",
        )
    return cls(game, dict(spec))


# ---------------------------------------------------------------------------
# Game-independent goals


class LegalMove(Goal):
    """Make any legal move: the engine accepts the first legal action (useful when the only legal move is to pass)."""

    type = "legal-move"

    def describe(self, start) -> str:
        return "Make a legal move."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return len(actions) >= 1

    def missed_reason(self, start, actions, pos, turn_ended) -> str:  # pragma: no cover - cannot miss
        return ""

    def success_message(self, start, actions, pos) -> str:
        return f"Yes: to {self.game.action_words(start, actions[0])} is legal here."


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
