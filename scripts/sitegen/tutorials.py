"""Tutorial files (tutorials/<game>/*.yaml): load, validate, turn into pages.

YAML is read node by node so every value keeps its line number; the engine
(hanafuda_core.learning) validates the data and reports the path of a bad
value, which is mapped back to ``file:line`` for the author.
"""

from __future__ import annotations

import html
import json
import os
from dataclasses import dataclass
from pathlib import Path

import yaml

from hanafuda_core.learning.tutorial import Lesson, PuzzleSet, TutorialError, load_tutorial

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS = Path(os.environ.get("HANAFUDA_TUTORIALS", ROOT / "tutorials"))


class TutorialFileError(Exception):
    """An authoring error, with the file and line to fix."""

    def __init__(self, file: Path, line: int, message: str):
        try:
            shown = file.relative_to(ROOT)
        except ValueError:
            shown = file
        super().__init__(f"{shown}:{line}: {message}")
        self.file, self.line, self.message = file, line, message


def _plain(node: yaml.Node, path: tuple, lines: dict) -> object:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out = {}
        for key_node, value_node in node.value:
            key = key_node.value
            if key in out:
                lines[path + (key,)] = key_node.start_mark.line + 1
                raise TutorialError(f"key '{key}' appears twice", path + (key,))
            lines[path + (key,)] = key_node.start_mark.line + 1
            out[key] = _plain(value_node, path + (key,), lines)
            lines[path + (key,)] = key_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_plain(n, path + (i,), lines) for i, n in enumerate(node.value)]
    return yaml.SafeLoader(" ").construct_object(node, deep=True) if node.tag != "tag:yaml.org,2002:str" else node.value


def read_yaml(file: Path) -> tuple[object, dict]:
    text = file.read_text(encoding="utf-8")
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        raise TutorialFileError(file, (mark.line + 1) if mark else 1, f"not valid YAML: {e.problem or e}") from None
    if node is None:
        raise TutorialFileError(file, 1, "the file is empty")
    lines: dict = {}
    try:
        return _plain(node, (), lines), lines
    except TutorialError as e:
        raise TutorialFileError(file, _line_for(lines, e.path), str(e)) from None


def _line_for(lines: dict, path: tuple) -> int:
    path = tuple(path)
    while path and path not in lines:
        path = path[:-1]
    return lines.get(path, 1)


def load_file(file: Path) -> Lesson | PuzzleSet:
    data, lines = read_yaml(file)
    try:
        tut = load_tutorial(data)
    except TutorialError as e:
        raise TutorialFileError(file, _line_for(lines, e.path), str(e)) from None
    expected = file.stem.split("-", 1)[-1] if file.stem[:2].isdigit() else file.stem
    if tut.id != expected:
        raise TutorialFileError(file, _line_for(lines, ("id",)), f"id '{tut.id}' must match the file name ('{expected}')")
    return tut


@dataclass
class Loaded:
    file: Path
    tutorial: Lesson | PuzzleSet

    @property
    def page(self) -> str:
        t = self.tutorial
        folder = "lessons" if t.kind == "lesson" else "puzzles"
        return f"{t.game}/{folder}/{t.id}.md"


def load_all(root: Path | None = None) -> list[Loaded]:
    """Every tutorial, validated; raises TutorialFileError at the first bad file."""
    root = Path(os.environ.get("HANAFUDA_TUTORIALS", TUTORIALS)) if root is None else root
    out = []
    ids: dict[tuple, Path] = {}
    for file in sorted(root.glob("*/*.yaml")):
        tut = load_file(file)
        if tut.game != file.parent.name:
            raise TutorialFileError(file, 1, f"the file is in tutorials/{file.parent.name}/ but its game is '{tut.game}'")
        key = (tut.game, tut.id)
        if key in ids:
            raise TutorialFileError(file, 1, f"id '{tut.id}' is already used by {ids[key].name}")
        ids[key] = file
        out.append(Loaded(file, tut))
    out.sort(key=lambda x: (x.tutorial.game, x.tutorial.kind, x.tutorial.order, x.tutorial.id))
    return out


# ---------------------------------------------------------------------------
# Pages


def _exercise_html(ex, widget_id: str, title: str, intro_md: str = "") -> str:
    from hanafuda_core import games
    from hanafuda_core.board import board_html

    from .cardrender import draw

    game = games.get(ex.game)
    start = game.parse_position(ex.position)
    view = game.exercise_view(start, me=game.turn(start), interactive=False, question=ex.goal.kind == "question")
    config = {**ex.config(), "id": widget_id, "title": title}
    cfg = html.escape(json.dumps(config), quote=True)
    hints = "".join(f"<li>{html.escape(h)}</li>" for h in ex.hints)
    hint_block = (
        f'<details class="hf-hints"><summary>Hints</summary><ol>{hints}</ol></details>' if hints else ""
    )
    return (
        f'<div class="hf-widget hf-exercise" data-hf-widget="exercise" data-hf-config="{cfg}" id="{widget_id}">'
        f'<div class="hf-widget__status" role="status" aria-live="polite"></div>'
        f'<p class="hf-exercise__goal"><strong>Goal:</strong> {html.escape(ex.goal_text)}</p>'
        f'<div class="hf-widget__body">{board_html(view, draw=draw)}'
        f'<p class="hf-fallback-note">Turn on JavaScript to play this position on the board; '
        f"the rules engine then checks every move.</p>{hint_block}</div></div>"
    )


def lesson_markdown(t: Lesson) -> str:
    parts = [f"# {t.title}\n", f'<div class="hf-progress-summary" data-hf-progress="{t.game}/{t.id}" '
             f'data-hf-total="{sum(1 for s in t.steps if s.exercise)}"></div>\n', f"{t.summary}\n"]
    for i, s in enumerate(t.steps, start=1):
        parts.append(f"## {i}. {s.title}\n\n{s.text}\n")
        if s.exercise:
            parts.append(_exercise_html(s.exercise, f"{t.game}-{t.id}-{s.id}", s.title) + "\n")
    return "\n".join(parts)


def puzzles_markdown(t: PuzzleSet) -> str:
    parts = [f"# {t.title}\n", f'<div class="hf-progress-summary" data-hf-progress="{t.game}/{t.id}" '
             f'data-hf-total="{len(t.puzzles)}"></div>\n', f"{t.summary}\n"]
    for i, p in enumerate(t.puzzles, start=1):
        stars = "★" * p.difficulty + "☆" * (5 - p.difficulty)
        n = p.exercise.solution_count
        meta = (f'<p class="hf-puzzle-meta"><span aria-label="difficulty {p.difficulty} of 5">{stars}</span>'
                f" · {n} solution{'s' if n != 1 else ''}</p>")
        parts.append(f"## {i}. {p.title}\n\n{meta}\n\n{p.text}\n")
        parts.append(_exercise_html(p.exercise, f"{t.game}-{t.id}-{p.id}", p.title) + "\n")
    return "\n".join(parts)


def page_markdown(loaded: Loaded) -> str:
    t = loaded.tutorial
    return lesson_markdown(t) if t.kind == "lesson" else puzzles_markdown(t)
