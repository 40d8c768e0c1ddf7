"""The game-agnostic learning system: goals, lessons, puzzles and their judge.

A lesson step or a puzzle is a small record: a position (in the game's own
notation), a goal, hints and an explanation.  The engine judges every move
against the goal — any move that meets it is accepted, not only the author's
— and says why a move is illegal or why it misses.  A solver proves at build
time that each goal can be met and counts the ways.

    goals     goal types: move goals (play this turn so that ...) and
              question goals (answer computed by the engine); each game
              lists the types it offers (``Game.goals``)
    tutorial  the data format of lessons and puzzles, and its validation
    judge     stateless judging used by the browser: replay, check, explain

The learning system talks to a game only through the
:class:`~hanafuda_core.game.Game` interface of the registry
(:mod:`hanafuda_core.games`).
"""

from .goals import Goal, GoalError, Verdict, describe_goals, goal_types, make_goal
from .tutorial import Lesson, Puzzle, PuzzleSet, Step, TutorialError, load_tutorial

__all__ = [
    "Goal", "GoalError", "Verdict", "describe_goals", "goal_types", "make_goal",
    "Lesson", "Puzzle", "PuzzleSet", "Step", "TutorialError", "load_tutorial",
]
