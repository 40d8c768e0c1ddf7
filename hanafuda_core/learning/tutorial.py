"""Lessons and puzzles as data, and their validation by the engine.

A tutorial file holds one lesson (``kind: lesson``, a list of ``steps``) or a
set of puzzles (``kind: puzzles``).  This module works on plain data (dicts
and lists, e.g. from YAML or JSON); errors carry the *path* of the faulty
value (``("steps", 2, "goal", "cards")``) so that the site build can point
the author at the file and line.

Validation goes beyond the schema: every position must be legal, every goal
reachable (the solver finds at least one way), and the author's sample
answer must be accepted by the engine.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Any

from .. import games
from ..errors import HanafudaError
from .goals import Goal, GoalError, make_goal, parse_answer
from .judge import judge_actions, solve

Path = tuple


class TutorialError(HanafudaError):
    def __init__(self, message: str, path: Path = ()):
        super().__init__(message)
        self.path = tuple(path)

    def where(self) -> str:
        out = ""
        for p in self.path:
            out += f"[{p + 1}]" if isinstance(p, int) else (("." if out else "") + str(p))
        return out


_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

LESSON_KEYS = {"id": True, "game": True, "kind": True, "title": True, "summary": True, "order": False,
               "rules": False, "preset": False, "learned": False, "steps": True}
STEP_KEYS = {"id": True, "title": True, "text": True, "position": False, "goal": False, "hints": False,
             "explanation": False, "answer": False}
PUZZLES_KEYS = {"id": True, "game": True, "kind": True, "title": True, "summary": True, "order": False,
                "rules": False, "preset": False, "puzzles": True}
# ``rules``: the section of the game's rules page that the tutorial practises, as the
# heading's anchor (``teyaku-a-winning-hand-from-the-start``); the site build checks
# that the rules page has it.  ``learned``: what a lesson teaches, one short
# sentence each, shown at its end (without it the end lists the step titles).
# ``preset``: the game's named rule set the tutorial is played under (its key,
# ``Game.presets()``); every position must then be played under it.
_ANCHOR = re.compile(r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$")
PUZZLE_KEYS = {"id": True, "title": True, "difficulty": True, "text": False, "position": True, "goal": True,
               "hints": False, "explanation": True, "answer": True, "themes": False, "rating": False}
# ``themes`` (the game's ``Game.puzzle_themes`` keys) and ``rating`` (the
# puzzle's estimated Glicko-2 rating, 400..3000) are written by the miner
# (scripts/mine_puzzles.py) for the puzzle trainer; hand-written puzzles may
# carry them too.
RATING_RANGE = (400, 3000)


def _check_keys(data: Any, spec: dict[str, bool], path: Path, what: str) -> None:
    if not isinstance(data, dict):
        raise TutorialError(f"{what} must be a mapping of keys to values", path)
    for key in data:
        if key not in spec:
            close = difflib.get_close_matches(str(key), list(spec), n=1)
            hint = f" (did you mean '{close[0]}'?)" if close else f"; allowed keys: {', '.join(spec)}"
            raise TutorialError(f"unknown key '{key}' in {what}{hint}", path + (key,))
    for key, needed in spec.items():
        if needed and key not in data:
            raise TutorialError(f"{what} is missing '{key}'", path)


def _text(data: dict, key: str, path: Path, *, slug: bool = False) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise TutorialError(f"'{key}' must be a non-empty text", path + (key,))
    if slug and not _SLUG.match(value):
        raise TutorialError(f"'{key}' must be lowercase words joined by hyphens, e.g. 'ghost-cards', not {value!r}", path + (key,))
    return value.strip() if not slug else value


def _hints(data: dict, path: Path) -> list[str]:
    hints = data.get("hints", [])
    if isinstance(hints, str):
        hints = [hints]
    if not isinstance(hints, list) or not all(isinstance(h, str) and h.strip() for h in hints):
        raise TutorialError("'hints' must be a list of texts", path + ("hints",))
    return [h.strip() for h in hints]


@dataclass
class Exercise:
    """The interactive part shared by lesson steps and puzzles."""

    game: str
    position: str
    goal_spec: dict
    hints: list[str]
    explanation: str
    answer: Any
    goal: Goal = field(repr=False, default=None)
    solutions: list = field(default_factory=list, repr=False)
    solution_count: int = 0
    goal_text: str = ""

    def config(self) -> dict:
        """What the browser needs to judge this exercise (JSON-able)."""
        return {
            "game": self.game,
            "position": self.position,
            "goal": self.goal_spec,
            "goalText": self.goal_text,
            "kind": self.goal.kind,
            "hints": self.hints,
            "explanation": self.explanation,
            "solutions": self.solution_count,
        }


def _exercise(game_key: str, data: dict, path: Path, need_answer: bool = True, preset: str = "") -> Exercise:
    adapter = games.get(game_key)
    pos_text = _text(data, "position", path)
    try:
        start = adapter.parse_position(pos_text)
    except ValueError as e:
        raise TutorialError(f"position: {e}", path + ("position",)) from None
    if preset:
        used = adapter.position_preset(start)
        if used != preset:
            names = adapter.presets()
            raise TutorialError(
                f"position: it is played under the rule set {names.get(used, used)!r} ({used}), but the file "
                f"names the rule set {names[preset]!r} ({preset}) in 'preset'; write {preset} at the start of "
                f"the position's rules", path + ("position",))
    spec = data.get("goal")
    if spec is None:
        if "goal" in data:
            raise TutorialError("'goal' is empty: write the goal of this exercise after 'goal:'", path + ("goal",))
        raise TutorialError("a step with a position needs a 'goal'", path)
    if isinstance(spec, dict) and "type" in spec and not isinstance(spec["type"], str):
        raise TutorialError("goal: 'type' must be a goal name such as 'legal-move', not a list, mapping or number",
                            path + ("goal", "type"))
    try:
        goal = make_goal(adapter, spec)
        goal.prepare(start)
    except GoalError as e:
        sub = ("goal",) + ((e.key,) if e.key and isinstance(spec, dict) and e.key in spec else ())
        raise TutorialError(f"goal: {e}", path + sub) from None
    explanation = _text(data, "explanation", path)
    if "answer" not in data:
        raise TutorialError(
            "give a sample 'answer' (the moves, e.g. '7R 8A stop', or the choice of a question); "
            "the build checks it with the engine", path)
    ex = Exercise(game_key, pos_text, dict(spec) if isinstance(spec, dict) else {"type": spec},
                  _hints(data, path), explanation, data["answer"], goal)
    ex.goal_text = goal.describe(start)
    if goal.kind == "move":
        ex.solutions = solve(adapter, goal, start)
        ex.solution_count = len(ex.solutions)
        if not ex.solutions:
            raise TutorialError(f"goal: no sequence of moves reaches '{ex.goal_text}' from this position", path + ("goal",))
        answer = data["answer"]
        actions = answer.split() if isinstance(answer, str) else answer
        if not isinstance(actions, list) or not actions:
            raise TutorialError("answer: list the moves, e.g. '7R 8A stop'", path + ("answer",))
        verdict = judge_actions(adapter, goal, start, [str(a) for a in actions])
        if verdict.status != "success":
            raise TutorialError(f"answer: the engine does not accept '{' '.join(map(str, actions))}': {verdict.message}", path + ("answer",))
    else:
        try:
            given = parse_answer(goal, data["answer"])
        except GoalError as e:
            raise TutorialError(f"answer: {e}", path + ("answer",)) from None
        right = goal.correct(start)
        valid = {c["value"] for c in goal.choices(start)}
        unknown = given - valid
        if unknown:
            raise TutorialError(f"answer: {', '.join(sorted(unknown))} is not a choice; choices: {', '.join(sorted(valid))}", path + ("answer",))
        if given != right:
            raise TutorialError(f"answer: the engine's answer is {' '.join(sorted(right))}, not {' '.join(sorted(given))}", path + ("answer",))
        ex.solution_count = 1
    return ex


@dataclass
class Step:
    id: str
    title: str
    text: str
    exercise: Exercise | None


@dataclass
class Lesson:
    id: str
    game: str
    title: str
    summary: str
    order: int
    steps: list[Step]
    kind: str = "lesson"
    rules: str = ""
    learned: list[str] = field(default_factory=list)
    preset: str = ""

    @property
    def exercise_ids(self) -> list[str]:
        """The ids of the steps that the learner completes (the lesson's progress)."""
        return [s.id for s in self.steps if s.exercise]

    @property
    def takeaways(self) -> list[str]:
        """What the lesson's end lists: ``learned``, else the step titles."""
        return self.learned or [s.title for s in self.steps]


@dataclass
class Puzzle:
    id: str
    title: str
    difficulty: int
    text: str
    exercise: Exercise
    themes: list[str] = field(default_factory=list)
    rating: int | None = None


@dataclass
class PuzzleSet:
    id: str
    game: str
    title: str
    summary: str
    order: int
    puzzles: list[Puzzle]
    kind: str = "puzzles"
    rules: str = ""
    preset: str = ""

    @property
    def exercise_ids(self) -> list[str]:
        return [p.id for p in self.puzzles]


def _header(data: Any, keys: dict) -> tuple[str, str, str, str, int]:
    _check_keys(data, keys, (), "the file")
    tid = _text(data, "id", (), slug=True)
    g = _text(data, "game", ())
    if not isinstance(g, str) or g not in games.keys():
        raise TutorialError(f"unknown game {g!r}; known games: {', '.join(games.keys())}", ("game",))
    order = data.get("order", 100)
    if isinstance(order, bool) or not isinstance(order, int):
        raise TutorialError("'order' must be a whole number", ("order",))
    return tid, g, _text(data, "title", ()), _text(data, "summary", ()), order


def _rules(data: dict) -> str:
    value = data.get("rules", "")
    if not isinstance(value, str) or not _ANCHOR.match(value.lstrip("#")):
        raise TutorialError(
            "'rules' must be the anchor of a heading on the game's rules page, e.g. 'ghost-cards' "
            f"(the part after '#' in the heading's link), not {value!r}", ("rules",))
    return value.lstrip("#")


def _preset(data: dict, game_key: str) -> str:
    """The rule set named by ``preset`` (checked against the game's), or ''."""
    if "preset" not in data:
        return ""
    value = data["preset"]
    known = games.get(game_key).presets()
    if not known:
        raise TutorialError(f"'preset': {games.get(game_key).name} has no named rule sets; leave 'preset' out",
                            ("preset",))
    if not isinstance(value, str) or value not in known:
        close = difflib.get_close_matches(str(value), list(known), n=1)
        hint = f" (did you mean '{close[0]}'?)" if close else ""
        raise TutorialError(f"'preset' must be one of the rule sets {', '.join(known)}, not {value!r}{hint}",
                            ("preset",))
    return value


def _learned(data: dict) -> list[str]:
    value = data.get("learned", [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise TutorialError("'learned' must be a list of short texts (what the lesson teaches)", ("learned",))
    return [" ".join(v.split()) for v in value]


def _items(data: dict, key: str, keys: dict, what: str):
    """Yield ``(path, item, id)`` for a list of steps or puzzles, checking keys and unique ids."""
    items = data[key]
    if not isinstance(items, list) or not items:
        raise TutorialError(f"'{key}' must be a list with at least one {what}", (key,))
    seen: dict[str, int] = {}
    for i, item in enumerate(items):
        path = (key, i)
        _check_keys(item, keys, path, f"{what} {i + 1}")
        item_id = _text(item, "id", path, slug=True)
        if item_id in seen:
            raise TutorialError(f"{what} id '{item_id}' is used twice ({key} {seen[item_id] + 1} and {i + 1})", path + ("id",))
        seen[item_id] = i
        yield path, item, item_id


def _themes_rating(game_key: str, data: dict, path: Path) -> tuple[list[str], int | None]:
    known = games.get(game_key).puzzle_themes
    themes = data.get("themes", [])
    if isinstance(themes, str):
        themes = themes.split()
    if not isinstance(themes, list) or not all(isinstance(t, str) for t in themes):
        raise TutorialError("'themes' must be a list of theme names", path + ("themes",))
    for t in themes:
        if t not in known:
            names = ", ".join(known) or "none (this game has no puzzle themes)"
            raise TutorialError(f"unknown theme {t[:40]!r}; the themes of this game are: {names}", path + ("themes",))
    rating = data.get("rating")
    if rating is not None and (isinstance(rating, bool) or not isinstance(rating, int)
                               or not RATING_RANGE[0] <= rating <= RATING_RANGE[1]):
        raise TutorialError(f"'rating' must be a whole number from {RATING_RANGE[0]} to {RATING_RANGE[1]}",
                            path + ("rating",))
    return themes, rating


def load_tutorial(data: Any) -> Lesson | PuzzleSet:
    """Validate a tutorial given as plain data; raise :class:`TutorialError` with the path."""
    if not isinstance(data, dict):
        raise TutorialError("a tutorial file is a mapping with id, game, kind, title, ...")
    kind = data.get("kind")
    if kind == "lesson":
        tid, g, title, summary, order = _header(data, LESSON_KEYS)
        preset = _preset(data, g)
        steps = []
        for path, sd, sid in _items(data, "steps", STEP_KEYS, "step"):
            ex = None
            if "position" in sd:
                ex = _exercise(g, sd, path, preset=preset)
            else:
                for k in ("goal", "answer", "hints", "explanation"):
                    if k in sd:
                        raise TutorialError(f"'{k}' needs a 'position' in the same step", path + (k,))
            steps.append(Step(sid, _text(sd, "title", path), _text(sd, "text", path), ex))
        lesson = Lesson(tid, g, title, summary, order, steps, learned=_learned(data), preset=preset)
        if "rules" in data:
            lesson.rules = _rules(data)
        return lesson
    if kind == "puzzles":
        tid, g, title, summary, order = _header(data, PUZZLES_KEYS)
        preset = _preset(data, g)
        puzzles = []
        for path, pd, pid in _items(data, "puzzles", PUZZLE_KEYS, "puzzle"):
            d = pd.get("difficulty")
            if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 5:
                raise TutorialError("'difficulty' must be a whole number from 1 (easy) to 5 (hard)", path + ("difficulty",))
            text = pd.get("text", "")
            if not isinstance(text, str):
                raise TutorialError("'text' must be text", path + ("text",))
            themes, rating = _themes_rating(g, pd, path)
            puzzles.append(Puzzle(pid, _text(pd, "title", path), d, text.strip(),
                                  _exercise(g, pd, path, preset=preset), themes, rating))
        puzzle_set = PuzzleSet(tid, g, title, summary, order, puzzles, preset=preset)
        if "rules" in data:
            puzzle_set.rules = _rules(data)
        return puzzle_set
    raise TutorialError(f"'kind' must be 'lesson' or 'puzzles', not {kind!r}", ("kind",) if "kind" in data else ())
