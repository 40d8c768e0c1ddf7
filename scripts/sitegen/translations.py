"""A lesson or puzzle file's translations, beside it, checked against it.

A tutorial file ``NN-<id>.yaml`` is translated into the language ``<code>``
by ``NN-<id>.<code>.yaml`` in the same folder: the same ``id``, and each text
the learner reads (the keys marked ``read`` in the loader's key tables,
``hanafuda_core.learning.tutorial``: titles, summary, what the lesson
teaches, each step's or puzzle's text, hints and explanation) at the same
place, steps and puzzles found by their ``id``.  Everything else (positions,
goals, answers) is the source's alone: a translation repeats none of it.

:func:`problems` lists, each with the file and line to fix:

* a translation missing (the file, or one text of it);
* a text the source does not have (a step or puzzle id, a key, a hint too many);
* a text whose parameters differ from the source's: its inline code spans
  (card codes such as `3B`, moves, notation) and fenced blocks, which a
  translation keeps as they are (a fence's caption aside: it is prose).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from hanafuda_core.learning.tutorial import LESSON_KEYS, PUZZLE_KEYS, PUZZLES_KEYS, STEP_KEYS, Key

from .tutorials import TutorialFileError, read_yaml, validated

_CODE = re.compile(r"`+([^`]+)`+")
_CAPTION = re.compile(r'caption="[^"]*"')


def _spans(text: str) -> Counter:
    """The code spans and fenced blocks of ``text``, as a translation must keep
    them: a fence's caption (``caption="…"``) is prose, translated with the rest."""
    return Counter(_CAPTION.sub('caption="…"', span) for span in _CODE.findall(text))

_ITEMS = {"steps": STEP_KEYS, "puzzles": PUZZLE_KEYS}
"""The lists of a file whose items have ids, and the keys of an item."""


def translation_file(source: Path, code: str) -> Path:
    """Where the translation of ``source`` into ``code`` is written."""
    return source.with_name(f"{source.stem}.{code}{source.suffix}")


def _read_keys(keys: dict) -> list[str]:
    """The keys of a table whose values a learner reads (a table entry may be a plain flag)."""
    return [k for k, v in keys.items() if isinstance(v, Key) and v.read]


def texts(data: object, kind: str | None = None) -> dict[tuple, str]:
    """Each text the learner reads in a tutorial file's data, by its place:
    ``("title",)``, ``("steps", "<step id>", "hints", 0)``; ``kind`` (the
    source's, for a translation, which does not repeat it): ``lesson`` or
    ``puzzles``."""
    out: dict[tuple, str] = {}
    if not isinstance(data, dict):
        return out
    header = LESSON_KEYS if (kind or data.get("kind")) == "lesson" else PUZZLES_KEYS

    def add(place: tuple, value: object) -> None:
        if isinstance(value, str):
            out[place] = value
        elif isinstance(value, list):
            for i, v in enumerate(value):
                if isinstance(v, str):
                    out[place + (i,)] = v

    for key in _read_keys(header):
        add((key,), data.get(key))
    for list_key, keys in _ITEMS.items():
        for item in data.get(list_key) or []:
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                for key in _read_keys(keys):
                    add((list_key, item["id"], key), item.get(key))
    return out


def _lines(data: object, lines: dict) -> dict[tuple, int]:
    """The line of each text's place (:func:`texts`), from the file's lines by path."""
    out: dict[tuple, int] = {}
    if not isinstance(data, dict):
        return out
    for path, line in lines.items():
        place = path
        if len(path) >= 2 and path[0] in _ITEMS and isinstance(path[1], int):
            items = data.get(path[0]) or []
            item = items[path[1]] if path[1] < len(items) else None
            if not isinstance(item, dict) or not isinstance(item.get("id"), str):
                continue
            place = (path[0], item["id"]) + path[2:]
        out[place] = line
    return out


def _line(lines: dict[tuple, int], place: tuple) -> int:
    while place and place not in lines:
        place = place[:-1]
    return lines.get(place, 1)


def _where(place: tuple) -> str:
    return ".".join(f"[{p + 1}]" if isinstance(p, int) else str(p) for p in place).replace(".[", "[")


def problems(source: Path, code: str) -> list[TutorialFileError]:
    """What the translation of ``source`` into ``code`` lacks or gets wrong."""
    target = translation_file(source, code)
    if not target.exists():
        return [TutorialFileError(source, 1, f"no translation into '{code}': write {target.name} beside this file")]
    data, lines = read_yaml(source)
    tdata, tlines = read_yaml(target)
    where, twhere = _lines(data, lines), _lines(tdata, tlines)
    found: list[TutorialFileError] = []
    if not isinstance(tdata, dict) or tdata.get("id") != data.get("id"):
        found.append(TutorialFileError(target, _line(twhere, ("id",)),
                                       f"its id must be the source's, '{data.get('id')}'"))
    source_texts, translated = texts(data), texts(tdata, data.get("kind"))
    for place, text in source_texts.items():
        if place not in translated:
            found.append(TutorialFileError(source, _line(where, place),
                                           f"{_where(place)} is not translated into '{code}' ({target.name})"))
            continue
        wanted, given = _spans(text), _spans(translated[place])
        if wanted != given:
            found.append(TutorialFileError(target, _line(twhere, place),
                                           f"{_where(place)} must keep the source's code spans "
                                           f"{sorted(wanted.elements())}, not {sorted(given.elements())}"))
    for place in translated.keys() - source_texts.keys():
        found.append(TutorialFileError(target, _line(twhere, place),
                                       f"{_where(place)} is not a text of the source ({source.name})"))
    return sorted(found, key=lambda e: (str(e.file), e.line))


def _put(data: dict, place: tuple, text: str) -> None:
    """Write ``text`` at ``place`` (:func:`texts`) of a tutorial file's data."""
    if place[0] in _ITEMS:
        item = next(i for i in data[place[0]] if isinstance(i, dict) and i.get("id") == place[1])
        target, rest = item, place[2:]
    else:
        target, rest = data, place
    if len(rest) == 1:
        target[rest[0]] = text
    else:
        target[rest[0]][rest[1]] = text


def translated(source: Path, code: str) -> object | None:
    """The data of ``source`` with its translation's texts in ``code`` (None
    when it has no translation yet); a translation with a problem
    (:func:`problems`) is an error, at its file and line."""
    if not translation_file(source, code).exists():
        return None
    found = problems(source, code)
    if found:
        raise found[0]
    data, _ = read_yaml(source)
    tdata, _ = read_yaml(translation_file(source, code))
    for place, text in texts(tdata, data.get("kind")).items():
        _put(data, place, text)
    return data


class Reader:
    """Reads each tutorial file with its translation into ``code``, for the
    build of the site's pages in that language (``tutorials.load_folders``'
    ``read``): a file without a translation is left out and listed in
    :attr:`missing`; a faulty translation fails, at its file and line."""

    def __init__(self, code: str):
        self.code = code
        self.missing: list[Path] = []

    def __call__(self, file: Path):
        data = translated(file, self.code)
        if data is None:
            self.missing.append(file)
            return None
        return validated(file, data)
