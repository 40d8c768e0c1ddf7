"""The game-agnostic learning system: goals, lessons, puzzles and their judge.

A lesson step or a puzzle is a small record: a position (in the game's own
notation), a goal, hints and an explanation.  The engine judges every move
against the goal — any move that meets it is accepted, not only the author's
— and says why a move is illegal or why it misses.  A solver proves at build
time that each goal can be met and counts the ways.

    games     how the learning system talks to a game's engine (adapters)
    goals     goal types: move goals (play this turn so that ...) and
              question goals (answer computed by the engine)
    tutorial  the data format of lessons and puzzles, and its validation
    judge     stateless judging used by the browser: replay, check, explain
"""

from .games import GAMES, GameAdapter, game
from .goals import GOALS, Goal, GoalError, Verdict, make_goal
from . import koikoi_goals  # noqa: F401  (registers the Koi-Koi goals)
from .tutorial import Lesson, Puzzle, PuzzleSet, Step, TutorialError, load_tutorial

__all__ = [
    "GAMES", "GameAdapter", "game", "GOALS", "Goal", "GoalError", "Verdict", "make_goal",
    "Lesson", "Puzzle", "PuzzleSet", "Step", "TutorialError", "load_tutorial",
]
