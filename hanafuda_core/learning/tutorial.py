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
from ..messages import Message
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
_ANCHOR = re.compile(r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$")


@dataclass(frozen=True)
class Key:
    """One key of a tutorial file: whether it must be given, the shape of its
    value (a JSON Schema, the part of the checks that needs no engine) and what
    it is for. The loader checks the keys with these tables and :func:`schema`
    builds the files' JSON Schema from the same tables. A table entry may also
    be a plain ``True``/``False`` (required or not, any value)."""

    required: bool
    value: dict = field(default_factory=dict)
    doc: str = ""
    read: bool = False
    """A text the learner reads: translated in a language's copy of the file
    (``hanafuda_site.translations``)."""


# The shapes of values, as the loader's checks accept them (the engine checks the rest).
TEXT = {"type": "string", "pattern": r"\S"}
TEXTS = {"anyOf": [TEXT, {"type": "array", "items": TEXT}]}
SLUG = {"type": "string", "pattern": _SLUG.pattern}
WHOLE = {"type": "integer"}
ANCHOR = {"type": "string", "pattern": "^#*" + _ANCHOR.pattern[1:]}
ANSWER = {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "array", "items": {"type": ["string", "integer"]}}]}
GOAL = "goal"  # a goal of the file's game: filled in per game by schema()
PRESET = "preset"  # one of the file's game's rule sets: filled in per game by schema()
THEMES = "themes"  # the file's game's puzzle themes: filled in per game by schema()
RATING_RANGE = (400, 3000)

_HEADER = {
    "id": Key(True, SLUG, "The tutorial's id: lowercase words joined by hyphens; the file's name (after an "
                          "optional 'NN-' order prefix) must be the same."),
    "game": Key(True, {"enum": "games"}, "The game's key."),
    "kind": Key(True, {"enum": ["lesson", "puzzles"]}, "'lesson' (steps) or 'puzzles' (a set of puzzles)."),
    "title": Key(True, TEXT, "The page's title.", read=True),
    "summary": Key(True, TEXT, "One or two sentences under the title and in the course map.", read=True),
    "order": Key(False, WHOLE, "Place in the game's course (smaller first; 100 when left out)."),
    "rules": Key(False, ANCHOR, "The section of the game's rules page that the tutorial practises, as the "
                                "heading's anchor (e.g. 'ghost-cards'); the site build checks that the page has it."),
    "preset": Key(False, {"type": "string", "x-hanafuda": PRESET},
                  "The game's named rule set the tutorial is played under; every position must use it."),
}
_EXERCISE = {
    "position": Key(False, TEXT, "The position in the game's notation (see its rules page, 'Writing down a position')."),
    "goal": Key(False, {"x-hanafuda": GOAL}, "What the learner must do or answer: a goal type of the game, or a "
                                             "mapping with 'type' and its parameters."),
    "hints": Key(False, TEXTS, "Hints shown one at a time on request.", read=True),
    "explanation": Key(False, TEXT, "Shown once the exercise is solved.", read=True),
    "answer": Key(False, ANSWER, "A sample answer (moves such as '7R 8A stop', or the choice of a question) that "
                                 "the build checks with the engine."),
}

LESSON_KEYS = {**{k: v for k, v in _HEADER.items()},
               "learned": Key(False, TEXTS, "What the lesson teaches, one short sentence each, shown at its end "
                                            "(without it the end lists the step titles).", read=True),
               "steps": Key(True, {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/step"}},
                            "The lesson's steps, in order.")}
STEP_KEYS = {"id": Key(True, SLUG, "The step's id, unique in the lesson (the learner's progress is kept by it)."),
             "title": Key(True, TEXT, "The step's heading.", read=True),
             "text": Key(True, TEXT, "What the step teaches (Markdown).", read=True),
             **_EXERCISE}
PUZZLES_KEYS = {**_HEADER,
                "puzzles": Key(True, {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/puzzle"}},
                               "The puzzles, in order.")}
PUZZLE_KEYS = {"id": Key(True, SLUG, "The puzzle's id, unique in the set."),
               "title": Key(True, TEXT, "The puzzle's heading.", read=True),
               "difficulty": Key(True, {"type": "integer", "minimum": 1, "maximum": 5},
                                 "From 1 (easy) to 5 (hard)."),
               "text": Key(False, {"type": "string"}, "The puzzle's story (Markdown).", read=True),
               **{k: Key(k != "hints", v.value, v.doc, v.read) for k, v in _EXERCISE.items()},
               "themes": Key(False, {"x-hanafuda": THEMES},
                             "The puzzle's themes for the puzzle trainer: theme names of the game (its "
                             "rules engine lists them), as a list or separated by spaces."),
               "rating": Key(False, {"type": "integer", "minimum": RATING_RANGE[0], "maximum": RATING_RANGE[1]},
                             "The puzzle's estimated Glicko-2 rating, how hard it is to find "
                             f"({RATING_RANGE[0]} to {RATING_RANGE[1]}); with themes, it puts the puzzle "
                             "in the puzzle trainer.")}
# ``themes`` (the game's ``Game.puzzle_themes`` keys) and ``rating`` are written
# by the miner (scripts/mine_puzzles.py) for the puzzle trainer; hand-written
# puzzles may carry them too.
# A step's exercise keys are optional (a step without a position is text only),
# a puzzle's are required but for its hints.


def _required(entry) -> bool:
    return entry.required if isinstance(entry, Key) else bool(entry)


def _check_keys(data: Any, spec: dict[str, bool], path: Path, what: str) -> None:
    if not isinstance(data, dict):
        raise TutorialError(f"{what} must be a mapping of keys to values", path)
    for key in data:
        if key not in spec:
            close = difflib.get_close_matches(str(key), list(spec), n=1)
            hint = f" (did you mean '{close[0]}'?)" if close else f"; allowed keys: {', '.join(spec)}"
            raise TutorialError(f"unknown key '{key}' in {what}{hint}", path + (key,))
    for key, needed in spec.items():
        if _required(needed) and key not in data:
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
    goal_text: Message | None = None
    """The goal as the engine states it (written in the page's language)."""

    def config(self) -> dict:
        """What the browser needs to judge this exercise (JSON-able once its
        messages are written: :func:`~hanafuda_core.messages.written`)."""
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
            names = {k: str(v) for k, v in adapter.presets().items()}  # an error for authors: English
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


# ---------------------------------------------------------------------------
# JSON Schema


def _value_schema(entry, game) -> dict:
    """The schema of one key's value; ``game``: the Game (or None, any game)."""
    if not isinstance(entry, Key):
        return {}
    value = dict(entry.value)
    special = value.pop("x-hanafuda", None)
    if value.get("enum") == "games":
        value["enum"] = [g.key for g in games.all_games()]  # in menu order
    if special == GOAL and game is not None:
        value = _goal_schema(game)
    elif special == PRESET and game is not None:
        value = {"enum": list(game.presets())} if game.presets() else {"not": {}}
    elif special == THEMES:
        value = _themes_schema(game)
    if entry.doc:
        value["description"] = entry.doc
    return value


def _themes_schema(game) -> dict:
    """A list of theme names, or the names in one string separated by spaces;
    of the game's own themes when ``game`` is given."""
    if game is None:
        name = SLUG
        words = r"^\s*(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\s+|$))*$"
    else:
        known = list(game.puzzle_themes)
        name = {"enum": known} if known else {"not": {}}
        alternatives = "|".join(k for k in known if _SLUG.match(k))  # slugs: nothing to escape
        words = rf"^\s*(?:(?:{alternatives})(?:\s+|$))*$" if known else r"^\s*$"
    return {"anyOf": [{"type": "array", "items": name}, {"type": "string", "pattern": words}]}


def _goal_schema(game) -> dict:
    from .goals import goal_classes

    classes = goal_classes(game)
    as_mapping = []
    for name in sorted(classes):
        cls = classes[name]
        props: dict = {"type": {"const": name}}
        for p in (*cls.required, *cls.allowed):
            props[p] = {}
        item = {"type": "object", "properties": props, "required": ["type", *cls.required],
                "additionalProperties": False}
        doc = " ".join((cls.__doc__ or "").split())
        if doc:
            item["description"] = doc
        as_mapping.append(item)
    return {"anyOf": [{"enum": sorted(classes)}, *as_mapping]}


def _object(table: dict, game, ref: dict | None = None) -> dict:
    props = {}
    for key, entry in table.items():
        props[key] = _value_schema(entry, game)
        if ref and key in ref:
            props[key] = {**props[key], "items": {"$ref": ref[key]}}
    return {"type": "object", "properties": props,
            "required": [k for k, e in table.items() if _required(e)], "additionalProperties": False}


def _of_kind(obj: dict, kind: str) -> dict:
    obj["properties"]["kind"] = {**obj["properties"]["kind"], "const": kind}
    return obj


def schema() -> dict:
    """The JSON Schema of a tutorial file, built from the loader's own key tables
    (``LESSON_KEYS``, ``STEP_KEYS``, ``PUZZLES_KEYS``, ``PUZZLE_KEYS``) and the
    goal types and rule sets each registered game offers. Editors use it to
    check and complete lesson files; the loader (and the engine behind it)
    remains the judge: a file the schema accepts may still be refused, for an
    illegal position or an answer the engine does not accept."""
    defs: dict = {}
    per_game = []
    for game in games.all_games():
        k = game.key
        defs[f"{k}-step"] = _object(STEP_KEYS, game)
        defs[f"{k}-puzzle"] = _object(PUZZLE_KEYS, game)
        lesson = _of_kind(_object(LESSON_KEYS, game, {"steps": f"#/$defs/{k}-step"}), "lesson")
        puzzles = _of_kind(_object(PUZZLES_KEYS, game, {"puzzles": f"#/$defs/{k}-puzzle"}), "puzzles")
        per_game.append({
            "if": {"type": "object", "properties": {"game": {"const": k}}, "required": ["game"]},
            "then": {"if": {"properties": {"kind": {"const": "lesson"}}, "required": ["kind"]},
                     "then": lesson, "else": puzzles},
        })
    defs["step"] = _object(STEP_KEYS, None)
    defs["puzzle"] = _object(PUZZLE_KEYS, None)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Hanafuda lesson or puzzle set",
        "description": "A tutorial file (a game's tutorials/NN-<id>.yaml, or a site's <game>/NN-<id>.yaml): "
                       "one lesson (kind: lesson) or one set of puzzles (kind: puzzles).",
        "type": "object",
        "oneOf": [_of_kind(_object(LESSON_KEYS, None), "lesson"), _of_kind(_object(PUZZLES_KEYS, None), "puzzles")],
        "allOf": per_game,
        "$defs": defs,
    }
