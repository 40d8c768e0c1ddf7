"""Tutorial files (a game's ``tutorials/*.yaml``, a host's ``<game>/*.yaml``): load,
validate, turn into pages.

YAML is read node by node so every value keeps its line number; the engine
(hanafuda_core.learning) validates the data and reports the path of a bad
value, which is mapped back to ``file:line`` for the author.

A file is read through libyaml when PyYAML has it (``_FastLoader``: the
same nodes, lines and checks, a tenth of the time); a file it does not
load is read again by the pure-Python loader (``_Loader``), whose errors
are the ones reported, so the messages are the same either way.
"""

from __future__ import annotations

import html
import json
import posixpath
import re
from typing import Callable
from dataclasses import dataclass
from pathlib import Path

import yaml

from hanafuda_core.learning.tutorial import Lesson, PuzzleSet, TutorialError, load_tutorial
from hanafuda_core.messages import ENGLISH, Language, msg, msg_n, sentences, written


class TutorialFileError(Exception):
    """An authoring error, with the file and line to fix."""

    def __init__(self, file: Path, line: int, message: str):
        try:
            shown = file.resolve().relative_to(Path.cwd())
        except (ValueError, OSError):
            shown = file
        super().__init__(f"{shown}:{line}: {message}")
        self.file, self.line, self.message = file, line, message


MAX_DEPTH = 40
"""Deepest nesting of lists and mappings accepted (a tutorial needs about 5)."""

MAX_VALUES = 50_000
"""Most values a file may hold once aliases (``*name``) are expanded."""

_STR, _INT, _FLOAT = "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"
_MERGE, _VALUE, _TIMESTAMP = "tag:yaml.org,2002:merge", "tag:yaml.org,2002:value", "tag:yaml.org,2002:timestamp"
_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")  # what YAML counts as a line break


class _Problem(Exception):
    """A reading problem at a 0-based line (turned into TutorialFileError)."""

    def __init__(self, line0: int, message: str):
        super().__init__(message)
        self.line0, self.message = line0, message


def _tag_text(tag: str) -> str:
    return "!!" + tag[len("tag:yaml.org,2002:"):] if tag.startswith("tag:yaml.org,2002:") else tag


class _Checks:
    """What a tutorial never needs, refused while composing.

    No explicit tags (``!!int 5``, ``!foo``), no alias inside the value it
    names (``&a [*a]``), no nesting deeper than :data:`MAX_DEPTH`.  Checked
    while composing, so a deep or looping file stops early and never reaches
    Python's recursion limit.
    """

    _depth = 0
    _open: frozenset = frozenset()

    def compose_node(self, parent, index):
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            if event.anchor in self._open:
                raise _Problem(event.start_mark.line,
                               f"'*{event.anchor}' is used inside the value that '&{event.anchor}' names, "
                               f"so it would repeat forever: remove the alias")
            return super().compose_node(parent, index)
        if event.tag is not None:
            raise _Problem(event.start_mark.line,
                           f"YAML tags such as '{_tag_text(event.tag)}' are not allowed in a tutorial file: "
                           f"remove the tag (put the value in quotes if it is text)")
        if self._depth >= MAX_DEPTH:
            raise _Problem(event.start_mark.line, f"the values are nested too deeply (more than {MAX_DEPTH} levels)")
        anchor = event.anchor
        depth, opened = self._depth, self._open
        self._depth = depth + 1
        if anchor is not None:
            self._open = opened | {anchor}
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth, self._open = depth, opened


class _Loader(_Checks, yaml.SafeLoader):
    """PyYAML's safe loader in pure Python, with the checks of :class:`_Checks`:
    the reference, and what explains a file that does not load (its syntax
    errors are mapped to the line to fix, :func:`_syntax_error`)."""


_FLOW_PLAIN_SAFE = re.compile(r"[\w .+/()=~^$-]*")
"""A plain scalar inside ``[...]`` or ``{...}`` that both loaders read alike
(libyaml reads on past a ``?``, PyYAML stops: such a file takes the
reference loader)."""


_BLOCK_COMMENT = re.compile(r"[|>][-+0-9]*#")
"""A block scalar's header with a comment right after it (libyaml takes it, PyYAML does not)."""


class _Unsure(Exception):
    """Text the two loaders may read differently: read by the reference loader."""


if getattr(yaml, "__with_libyaml__", False):
    class _FastLoader(_Checks, yaml.composer.Composer, yaml.cyaml.CParser, yaml.resolver.Resolver):
        """The same nodes as :class:`_Loader`, ten times as fast: libyaml reads the
        text into events (each with its line), and PyYAML's own composer, with the
        same checks and the same rules for implicit types, makes the nodes.

        Where libyaml is known to read a text otherwise than PyYAML, the text
        goes to the reference loader: a tab or a byte order mark anywhere
        (PyYAML refuses both in many places), a block scalar's header followed
        by ``#``, an empty plain value (its line differs), a plain scalar in a
        flow collection with anything but word characters and a few safe
        signs (tests/site/test_tutorial_input.py compares the two loaders)."""

        _flow = 0

        def __init__(self, text: str):
            if "\t" in text or "\ufeff" in text or _BLOCK_COMMENT.search(text):
                raise _Unsure
            yaml.cyaml.CParser.__init__(self, text)
            yaml.composer.Composer.__init__(self)
            yaml.resolver.Resolver.__init__(self)

        def compose_scalar_node(self, anchor):
            event = self.peek_event()
            if not event.style and (not event.value or self._flow and not _FLOW_PLAIN_SAFE.fullmatch(event.value)):
                raise _Unsure
            return super().compose_scalar_node(anchor)

        def compose_sequence_node(self, anchor):
            return self._collection(super().compose_sequence_node, anchor)

        def compose_mapping_node(self, anchor):
            return self._collection(super().compose_mapping_node, anchor)

        def _collection(self, compose, anchor):
            flow = bool(self.peek_event().flow_style)
            self._flow += flow
            try:
                return compose(anchor)
            finally:
                self._flow -= flow
else:  # PyYAML without libyaml
    _FastLoader = None


def _scalar(node: yaml.ScalarNode, constructor: yaml.constructor.SafeConstructor) -> object:
    """The value of a plain or quoted scalar (its tag comes from YAML's implicit rules)."""
    tag, text = node.tag, node.value
    if tag in (_STR, _MERGE, _VALUE):  # '<<' and '=' are only special as keys
        return text
    if tag in (_INT, _FLOAT) and len(text) > 100:
        raise _Problem(node.start_mark.line, f"the number {text[:20]}... is too long ({len(text)} characters)")
    try:
        return constructor.construct_object(node, deep=True)
    except (ValueError, OverflowError, yaml.YAMLError):
        what = "a date" if tag == _TIMESTAMP else "a number" if tag in (_INT, _FLOAT) else "a value"
        raise _Problem(node.start_mark.line,
                       f"{text!r} looks like {what} but is not a valid one: put it in quotes if it is text") from None


def _plain(root: yaml.Node) -> tuple[object, dict]:
    """Plain data (dicts, lists, scalars) and the 1-based line of every path in it."""
    lines: dict = {}
    count = 0
    constructor = yaml.constructor.SafeConstructor()

    def walk(node: yaml.Node, path: tuple, depth: int) -> object:
        nonlocal count
        count += 1
        if count > MAX_VALUES:
            raise _Problem(node.start_mark.line,
                           f"the file holds too many values (more than {MAX_VALUES} once aliases are expanded)")
        if depth > MAX_DEPTH:  # reachable through aliases only
            raise _Problem(node.start_mark.line, f"the values are nested too deeply (more than {MAX_DEPTH} levels)")
        lines[path] = node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            out = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    raise _Problem(key_node.start_mark.line,
                                   "a key must be a single word such as 'title', not a list or a mapping")
                if key_node.tag == _MERGE:
                    raise _Problem(key_node.start_mark.line, "merge keys ('<<') are not supported: write the keys out")
                key = key_node.value
                if key in out:
                    raise _Problem(key_node.start_mark.line, f"key '{key}' appears twice")
                out[key] = walk(value_node, path + (key,), depth + 1)
                lines[path + (key,)] = key_node.start_mark.line + 1  # a value is reported at its key's line
            return out
        if isinstance(node, yaml.SequenceNode):
            return [walk(n, path + (i,), depth + 1) for i, n in enumerate(node.value)]
        return _scalar(node, constructor)

    return walk(root, (), 0), lines


def _line_count(text: str) -> int:
    """Lines as an editor numbers them (a final line break starts no new line)."""
    ends_with_break = text.endswith(("\n", "\r", "\x85", "\u2028", "\u2029"))
    return max(1, len(_BREAK.findall(text)) + (0 if ends_with_break else 1))


def _where(text: str, index: int) -> tuple[int, int]:
    """1-based line and column of a character index, counting line breaks as YAML does."""
    breaks = list(_BREAK.finditer(text, 0, index))
    return len(breaks) + 1, index - (breaks[-1].end() if breaks else 0) + 1


def _decode(file: Path, raw: bytes) -> str:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
            raise TutorialFileError(file, 1, "the file is UTF-16 text: save it as UTF-8") from None
        before = raw[: e.start].decode("utf-8")
        line, _ = _where(before, len(before))
        raise TutorialFileError(
            file, line, f"the file is not UTF-8 text (byte 0x{raw[e.start]:02x} at line {line}): save it as UTF-8"
        ) from None
    bad = yaml.reader.Reader.NON_PRINTABLE.search(text)
    if bad:
        ch = bad.group()
        line, column = _where(text, bad.start())
        if ch == "\0":
            what, fix = "a NUL byte", "remove it (if the file was saved as UTF-16, save it as UTF-8)"
        else:
            what, fix = f"the control character U+{ord(ch):04X}", "remove it"
        raise TutorialFileError(file, line, f"the file contains {what} (line {line}, column {column}), "
                                            f"which YAML does not allow: {fix}")
    return text


def _quote_before(text: str, index: int) -> yaml.ScalarToken | None:
    """The quoted scalar spanning several lines that ends right before ``index``, if any."""
    scanner = yaml.SafeLoader(text)
    last = None
    try:
        while scanner.check_token() and scanner.peek_token().start_mark.index < index:
            last = scanner.get_token()
    except yaml.YAMLError:
        pass
    finally:
        scanner.dispose()
    if isinstance(last, yaml.ScalarToken) and last.style in ("'", '"') and last.start_mark.line < last.end_mark.line:
        return last
    return None


def _syntax_error(e: yaml.MarkedYAMLError, loader: yaml.SafeLoader, text: str) -> tuple[int, str]:
    """0-based line and plain-words reason for a YAML syntax error.

    PyYAML's ``problem_mark`` is where the parser gave up, often at the next
    token, a line or more after the mistake.  So for a missing ':' the
    ``context_mark`` (where the key starts) is used, for an unclosed bracket
    the line of the outermost bracket still open, and for a quote closed
    lines later (a missing closing quote) the line where the quote opens.
    """
    problem, context = e.problem or "", e.context or ""
    pm, cm = e.problem_mark, e.context_mark
    mark = pm or cm
    line = mark.line if mark else 0
    if "could not find expected ':'" in problem and cm:
        return cm.line, "a key is missing its ':' (or a quote or bracket on this line is not closed)"
    if "end of stream" in problem and "quoted scalar" in context and cm:
        return cm.line, "the quote opened on this line is never closed"
    flows = [m for m in getattr(loader, "marks", []) if m.index < len(text) and text[m.index] in "[{"]
    if flows and ("flow" in context or "flow" in problem):
        o = text[flows[0].index]
        c = "]" if o == "[" else "}"
        where = ""
        if pm and "<stream end>" in problem:
            where = " (the file ends first)"
        elif pm and pm.line != flows[0].line:
            where = f" (YAML was still inside it at line {pm.line + 1})"
        return flows[0].line, (f"the '{o}' on this line is not closed with '{c}'{where}, "
                               f"or its items are not separated by ','")
    if "end of stream" in problem and cm:
        return cm.line, f"the file ends in the middle of something started on this line ({problem}, {context})"
    quote = _quote_before(text, pm.index) if pm and ('"' in text[:pm.index] or "'" in text[:pm.index]) else None
    if quote is not None and quote.end_mark.line == pm.line:
        return quote.start_mark.line, (f"the quote opened on this line closes only on line {quote.end_mark.line + 1}: "
                                       f"is a closing quote missing?")
    if "mapping values are not allowed" in problem:
        return line, "a ': ' is not allowed here: put the value in quotes if it contains ': '"
    if "'\\t'" in problem:
        return line, "a tab is used for indentation: indent with spaces"
    if problem.startswith("expected <block end>"):
        found = problem.rpartition("but found ")[2]
        if found in ("'}'", "']'", "','"):
            return line, f"a {found} here has nothing to close or separate"
        return line, "this line does not line up with the lines above it: check its indentation"
    if "unknown escape character" in problem:
        return line, ("unknown escape after a backslash inside double quotes: "
                      "write \\\\ for a backslash, or use single quotes")
    if "undefined alias" in problem:
        return line, "this alias ('*name') has no anchor ('&name') before it"
    if "duplicate anchor" in context:
        return line, "this anchor ('&name') is already defined above"
    if "single document" in context:
        return line, "a second document starts here ('---'): a tutorial file holds only one"
    return line, problem + (f" ({context})" if context else "")


def read_yaml(file: Path) -> tuple[object, dict]:
    """Plain data of a tutorial file and the 1-based line of each of its paths.

    Every problem (not UTF-8, control characters, YAML syntax, tags, looping
    aliases, deep nesting, complex keys) raises :class:`TutorialFileError`
    with a line inside the file.
    """
    try:
        raw = file.read_bytes()
    except OSError as e:
        raise TutorialFileError(file, 1, f"the file cannot be read: {e.strerror or e}") from None
    text = _decode(file, raw)
    if _FastLoader is not None:
        try:
            return _fast_read(text)
        except Exception:
            pass  # told again, in detail, by the reference loader below
    last = _line_count(text)
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise TutorialFileError(file, 1, "the file is empty")
        return _plain(node)
    except _Problem as p:
        raise TutorialFileError(file, min(p.line0 + 1, last), p.message) from None
    except yaml.MarkedYAMLError as e:
        line0, reason = _syntax_error(e, loader, text)
        raise TutorialFileError(file, min(line0 + 1, last), f"not valid YAML: {reason}") from None
    except yaml.YAMLError as e:
        raise TutorialFileError(file, 1, f"not valid YAML: {e}") from None
    finally:
        loader.dispose()


def _fast_read(text: str) -> tuple[object, dict]:
    """:func:`read_yaml` of a file that loads, through libyaml; any problem
    raises, and the file is then read again by the reference loader, which
    words the error with its line."""
    loader = _FastLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise ValueError("empty")
        return _plain(node)
    finally:
        loader.dispose()


def _line_for(lines: dict, path: tuple) -> int:
    path = tuple(path)
    while path and path not in lines:
        path = path[:-1]
    return lines.get(path, 1)


_VALIDATED: dict[Path, tuple[bytes, Lesson | PuzzleSet]] = {}
"""The tutorials validated in this process, by file, with the content they
were validated from: a file read again unchanged (the next build of ``mkdocs
serve``, another build in the same process) is not validated again, since the
engine that validated it is the same; a changed file is."""


def load_file(file: Path) -> Lesson | PuzzleSet:
    try:
        path, content = Path(file).resolve(), Path(file).read_bytes()
    except OSError:
        return validated(file)  # (which names the file and why it cannot be read)
    if path not in _VALIDATED or _VALIDATED[path][0] != content:
        _VALIDATED[path] = (content, validated(file))
    return _VALIDATED[path][1]


def validated(file: Path, data: object = None) -> Lesson | PuzzleSet:
    """The tutorial of ``file``, validated: read from the file, or ``data``
    (the file's data with a translation's texts: the lines are the file's)."""
    read, lines = read_yaml(file)
    data = read if data is None else data
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
    def built_in(self) -> bool:
        """One of the game's own tutorials (in its package), not a host's."""
        from hanafuda_core import games

        from . import sections

        return self.file.parent == sections.tutorial_folder(games.get(self.tutorial.game))

    @property
    def page(self) -> str:
        t = self.tutorial
        folder = "lessons" if t.kind == "lesson" else "puzzles"
        return f"{t.game}/{folder}/{t.id}.md"


def load_all(root: str | Path, games: tuple[str, ...] | None = None) -> list[Loaded]:
    """Every tutorial under ``root`` (``<game>/*.yaml``, a host's tutorials
    folder), validated; raises TutorialFileError at the first bad file.
    ``games``: only these games' folders."""
    root = Path(root)
    folders = [(sub.name, sub) for sub in sorted(p for p in root.iterdir() if p.is_dir())
               if games is None or sub.name in games]
    return load_folders(folders)


def tutorial_files(folder: Path) -> list[Path]:
    """The tutorial files of ``folder``, in order: its ``*.yaml`` but the
    translations beside them (``NN-<id>.<code>.yaml``, ``translations.py``)."""
    return [f for f in sorted(Path(folder).glob("*.yaml")) if "." not in f.stem]


def load_folders(folders: list[tuple[str, Path]],
                 read: "Callable[[Path], Lesson | PuzzleSet | None]" = load_file) -> list[Loaded]:
    """Every tutorial in ``folders`` (``(game key, folder of *.yaml)``: a game's
    built-in tutorials, then a host's), validated and in course order (each
    game's lessons, then its puzzles, by their number); raises
    TutorialFileError at the first bad file, and where two files have the
    same id (the same page), naming both.  ``read`` loads a file (None: the
    file is left out; a build in another language reads each file with its
    translation: translations.Reader)."""
    out = []
    ids: dict[tuple, Path] = {}
    for game, folder in folders:
        for file in tutorial_files(folder):
            tut = read(file)
            if tut is None:
                continue
            if tut.game != game:
                raise TutorialFileError(file, 1, f"the file is in a folder of {game} tutorials ({folder.name}/) "
                                        f"but its game is '{tut.game}'")
            key = (tut.game, tut.id)
            if key in ids:
                raise TutorialFileError(file, 1, f"id '{tut.id}' is already used by {ids[key]}")
            ids[key] = file
            out.append(Loaded(file, tut))
    out.sort(key=lambda x: (x.tutorial.game, x.tutorial.kind, x.tutorial.order, x.tutorial.id))
    return out


# ---------------------------------------------------------------------------
# Pages


def _exercise_html(ex, widget_id: str, title: str, progress_id: str, language: Language = ENGLISH) -> str:
    from hanafuda_core import games
    from hanafuda_core.board import board_html

    from .cardrender import draw

    game = games.get(ex.game)
    start = game.parse_position(ex.position)
    view = game.presenter.exercise_view(start, me=game.turn(start), interactive=False, question=ex.goal.kind == "question")
    # "id" is the exercise's progress id, "<game>/<tutorial id>#<step id>" (assets/js/progress.js).
    config = written({**ex.config(), "id": progress_id, "title": title}, language)
    cfg = html.escape(json.dumps(config), quote=True)
    hints = "".join(f"<li>{html.escape(h)}</li>" for h in ex.hints)
    say = language.write
    hints_title = say(msg("Hints"))
    hint_block = f'<details class="hf-hints"><summary>{hints_title}</summary><ol>{hints}</ol></details>' if hints else ""
    goal, goal_title = html.escape(ex.goal_text.render(language)), say(msg("Goal:"))
    fallback = say(msg("Turn on JavaScript to play this position on the board; the rules engine then checks every move."))
    return (
        f'<div class="hf-widget hf-exercise" data-hf-widget="exercise" data-hf-config="{cfg}" id="{widget_id}">'
        f'<div class="hf-widget__status" role="status" aria-live="polite"></div>'
        f'<p class="hf-exercise__goal"><strong>{goal_title}</strong> {goal}</p>'
        f'<div class="hf-widget__body">{board_html(view, draw=draw, language=language)}'
        f'<p class="hf-fallback-note">{fallback}</p>{hint_block}</div></div>'
    )


def _summary(t: Lesson | PuzzleSet) -> str:
    """The "n of m done" line at the top (assets/js/progress.js fills it in)."""
    steps = t.exercise_ids
    return (f'<div class="hf-progress-summary" data-hf-progress="{t.game}/{t.id}" data-hf-kind="{t.kind}" '
            f'data-hf-total="{len(steps)}" data-hf-steps="{" ".join(steps)}"></div>\n')


def _link(from_page: str, to_page: str, anchor: str = "") -> str:
    """A Markdown link target from one page's source to another's (MkDocs checks it)."""
    rel = posixpath.relpath(to_page, posixpath.dirname(from_page))
    return rel + (f"#{anchor}" if anchor else "")


def _rules_line(loaded: Loaded, catalog) -> str:
    from hanafuda_core import games

    from . import course

    try:
        found = course.rules_link(loaded.tutorial, catalog.pages if catalog else {}, loaded.built_in)
    except ValueError as e:
        raise TutorialFileError(loaded.file, rules_line_no(loaded.file), str(e)) from None
    if found is None:
        return ""
    src, anchor, heading = found
    game = games.get(loaded.tutorial.game)
    name = game.name_words
    lesson = loaded.tutorial.kind == "lesson"
    if anchor:
        link = _link(loaded.page, src, anchor)
        said = [msg("The rules behind this lesson: [{heading}]({link}) on the {game} rules page.", heading=heading,
                    link=link, game=name) if lesson else
                msg("The rules behind these puzzles: [{heading}]({link}) on the {game} rules page.", heading=heading,
                    link=link, game=name)]
    else:
        link = _link(loaded.page, src)
        said = [msg("The rules behind this lesson: the [{game} rules page]({link}).", game=name, link=link) if lesson
                else msg("The rules behind these puzzles: the [{game} rules page]({link}).", game=name, link=link)]
    if loaded.tutorial.preset:
        rules = game.presets()[loaded.tutorial.preset]
        said.append(msg("Its exercises are played with the rule set “{rules}”.", rules=rules) if lesson
                    else msg("They are played with the rule set “{rules}”.", rules=rules))
    return f"{catalog_language(catalog).write(sentences(said))}\n{{: .hf-rules-link }}\n"


def rules_line_no(file: Path) -> int:
    """The line of a tutorial file's ``rules:`` key (1 when it has none): where an error in its rules is reported."""
    for i, line in enumerate(file.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("rules:"):
            return i
    return 1


def _next_link(loaded: Loaded, catalog, primary: bool = True) -> str:
    """The button to what comes after this page in its game's course."""
    from . import course

    if catalog is None:
        return ""
    nxt = course.next_item(f"{loaded.tutorial.game}/{loaded.tutorial.id}", catalog)
    if nxt is None:
        return ""
    label = nxt.title
    if nxt.kind == "lesson":
        label = catalog.language.write(msg("Next lesson: {title}", title=nxt.title))
    elif nxt.kind == "puzzles":
        label = catalog.language.write(msg("Next: {title}", title=nxt.title))
    css = ".md-button .md-button--primary" if primary else ".md-button"
    return f"[{_md_text(label)} →]({_link(loaded.page, nxt.page)}){{ {css} .hf-next }}"


def _md_text(text: str) -> str:
    return text.replace("[", "\\[").replace("]", "\\]")


def catalog_language(catalog) -> Language:
    """The language of the pages of the build that ``catalog`` (a
    course.Catalog, or None) describes."""
    return catalog.language if catalog is not None else ENGLISH


def lesson_markdown(t: Lesson, loaded: Loaded | None = None, catalog=None) -> str:
    language = catalog_language(catalog)
    parts = [f"# {t.title}\n", _summary(t), f"{t.summary}\n"]
    if loaded is not None:
        parts.append(_rules_line(loaded, catalog))
    for i, s in enumerate(t.steps, start=1):
        parts.append(f"## {i}. {s.title}\n\n{s.text}\n")
        if s.exercise:
            parts.append(_exercise_html(s.exercise, f"{t.game}-{t.id}-{s.id}", s.title, f"{t.game}/{t.id}#{s.id}",
                                        language) + "\n")
    # The lesson's end: what it taught, whether it is finished (progress.js), what comes next.
    learned = "\n".join(f"- {item}" for item in t.takeaways)
    nxt = _next_link(loaded, catalog) if loaded is not None else ""
    learned_title = language.write(msg("What you learned"))
    parts.append(
        f"## {learned_title}\n\n"
        f'<div class="hf-lesson-end" data-hf-lesson-end="{t.game}/{t.id}" markdown>\n'
        f'<p class="hf-lesson-end__status" data-hf-state role="status"></p>\n\n'
        f"{learned}\n\n{nxt}\n\n</div>\n"
    )
    return "\n".join(parts)


def puzzle_anchor(number: int, title: str) -> str:
    """The anchor the toc extension gives the heading of puzzle ``number``."""
    from . import course

    return course.slugify(f"{number}. {title}", "-")


def puzzles_markdown(t: PuzzleSet, loaded: Loaded | None = None, catalog=None) -> str:
    language = catalog_language(catalog)
    say = language.write
    parts = [f"# {t.title}\n", _summary(t), f"{t.summary}\n"]
    if loaded is not None:
        parts.append(_rules_line(loaded, catalog))
    for i, p in enumerate(t.puzzles, start=1):
        stars = "★" * p.difficulty + "☆" * (5 - p.difficulty)
        n = p.exercise.solution_count
        difficulty = say(msg("difficulty {n} of 5", n=p.difficulty))
        solutions = say(msg_n("{n} solution", "{n} solutions", n, n=n))
        meta = f'<p class="hf-puzzle-meta"><span aria-label="{difficulty}">{stars}</span> · {solutions}</p>'
        parts.append(f"## {i}. {p.title}\n\n{meta}\n\n{p.text}\n")
        parts.append(_exercise_html(p.exercise, f"{t.game}-{t.id}-{p.id}", p.title, f"{t.game}/{t.id}#{p.id}",
                                    language) + "\n")
        if i < len(t.puzzles):
            after = t.puzzles[i]
            # Followed by the browser itself (a target of its own keeps Material's
            # instant navigation from taking the click): on a busy device Material
            # could change the address without scrolling to the puzzle.
            label = say(msg("Next puzzle: {title}", title=_md_text(after.title)))
            parts.append(f"[{label} ↓](#{puzzle_anchor(i + 1, after.title)})"
                         '{ .md-button .hf-next target="_self" }\n')
        elif loaded is not None:
            parts.append(_next_link(loaded, catalog) + "\n")
    return "\n".join(parts)


def page_markdown(loaded: Loaded, catalog=None) -> str:
    """The page of one tutorial; ``catalog`` (a course.Catalog) gives its rules
    link and what comes next in its game's course."""
    t = loaded.tutorial
    return lesson_markdown(t, loaded, catalog) if t.kind == "lesson" else puzzles_markdown(t, loaded, catalog)
