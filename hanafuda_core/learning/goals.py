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

The base class, the goal every game offers (``legal-move``) and the
parameter readers live in :mod:`hanafuda_core.goal` (below the games, which
subclass them; read here too, as before); each game's own goals live in its
package (``hanafuda_core/games/<key>/goals.py``) and the game lists the goal
types it offers in ``Game.goals``.  This module finds a game's goal by type.
"""

from __future__ import annotations

from typing import Any

from ..goal import (QUESTION_ANSWER_SEPARATOR, Goal, GoalError, LegalMove, Verdict, card_list_parameter,
                    parse_answer, player_parameter)

__all__ = ["Goal", "GoalError", "LegalMove", "Verdict", "card_list_parameter", "player_parameter", "parse_answer",
           "QUESTION_ANSWER_SEPARATOR", "goal_classes", "goal_types", "describe_goals", "make_goal"]


def goal_classes(game) -> dict[str, type[Goal]]:
    """A game's goal classes by type."""
    return {cls.type: cls for cls in game.goals}


def goal_types(game) -> list[str]:
    """The goal types a game offers (``game``: a Game or its key)."""
    return sorted(goal_classes(_game(game)))


def _game(game):
    if isinstance(game, str):
        from .. import games

        return games.get(game)
    return game


def describe_goals(game) -> list[dict]:
    """The goal types of a game as data (for the authors' documentation)."""
    g = _game(game)
    classes = goal_classes(g)
    out = []
    for t in sorted(classes):
        cls = classes[t]
        out.append({
            "type": t,
            "kind": cls.kind,
            "required": list(cls.required),
            "optional": list(cls.allowed),
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
    classes = goal_classes(game)
    cls = classes.get(kind) if isinstance(kind, str) else None
    if cls is None:
        shown = repr(kind) if isinstance(kind, str) and len(kind) <= 40 else "given"
        raise GoalError(
            f"unknown goal type {shown} for {game.name}; known types: {', '.join(sorted(classes))}",
            "type",
        )
    return cls(game, dict(spec))
