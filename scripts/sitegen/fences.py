"""Build-time fences: Markdown blocks that the engine turns into HTML.

A page writes, for example::

    ```cards caption="The January cards"
    1B 1R 1C1 1C2
    ```

and the build replaces the block with the drawn cards.  Every fence kind is
a function registered in :data:`FENCES`; a fence that cannot be rendered
raises :class:`FenceError`, which the hook reports with the page and line.
"""

from __future__ import annotations

import html
import re
import shlex
from dataclasses import dataclass, field
from typing import Callable

from hanafuda_core.notation import NotationError, parse_cards
from hanafuda_core.words import with_article

from . import tables
from .cardrender import draw


class FenceError(Exception):
    def __init__(self, message: str, line: int):
        super().__init__(message)
        self.line = line


@dataclass
class Fence:
    kind: str
    options: dict[str, str]
    body: str
    line: int  # 1-based line of the opening ``` in the page source
    body_line: int  # 1-based line of the first body line
    catalog: object = None  # the build's course.Catalog (the course map needs it)
    section: bool = False  # the page is a game's section page, not the host's (sitegen.sections)
    widget_options: dict = field(default_factory=dict)  # the site's options of each widget (render_page)


_OPEN = re.compile(r"^(?P<indent> {0,3})(?P<ticks>`{3,}|~{3,})\s*(?P<info>[^`]*)$")


def _parse_options(text: str, line: int) -> tuple[list[str], dict[str, str]]:
    try:
        parts = shlex.split(text)
    except ValueError as e:
        raise FenceError(f"cannot read fence options {text!r}: {e}", line) from None
    args, opts = [], {}
    for p in parts:
        if "=" in p:
            k, v = p.split("=", 1)
            opts[k] = v
        else:
            args.append(p)
    return args, opts


def cards_html(cards, caption: str | None = None, *, css: str = "hf-cards", width: int = 72) -> str:
    items = "".join(f'<li>{draw(c, width)}</li>' for c in cards)
    row = f'<ul class="{css}" role="list">{items}</ul>'
    if caption:
        return f'<figure class="hf-figure">{row}<figcaption>{html.escape(caption)}</figcaption></figure>'
    return f'<div class="hf-figure">{row}</div>'


def _render_cards(f: Fence) -> str:
    try:
        cards = parse_cards(f.body, allow_duplicates=False)
    except NotationError as e:
        # Point at the line of the bad token inside the fence.
        line = f.body_line
        if e.column:
            line += f.body[: e.column - 1].count("\n")
        raise FenceError(f"bad card list in 'cards' fence: {e.reason} (token {e.token!r})", line) from None
    if not cards:
        raise FenceError("empty 'cards' fence: list at least one card", f.line)
    width = f.options.get("width", "72")
    if not width.isdigit():
        raise FenceError(f"width must be a number of pixels, not {width!r}", f.line)
    return cards_html(cards, f.options.get("caption"), width=int(width))


def _render_table(f: Fence) -> str:
    name = f.body.strip() or f.options.get("name", "")
    site_games = f.catalog.chosen_games() if f.catalog is not None else None
    known = tables.names(site_games)
    if name not in known:
        raise FenceError(f"unknown table {name!r}; known tables: {', '.join(known)}", f.line)
    from hanafuda_core.messages import written

    from .tutorials import catalog_language

    return written(tables.render(name, site_games), catalog_language(f.catalog))


def _render_widget(f: Fence) -> str:
    from . import widgets
    from .tutorials import catalog_language

    name = f.body.strip()
    if name not in widgets.WIDGETS:
        raise FenceError(f"unknown widget {name!r}; known widgets: {', '.join(sorted(widgets.WIDGETS))}", f.line)
    try:
        return widgets.render(name, {**f.widget_options.get(name, {}), **f.options}, catalog_language(f.catalog))
    except ValueError as e:
        raise FenceError(str(e), f.line) from None


def _render_position(f: Fence) -> str:
    """A game position drawn as a static board (every hand face up): ``game=KEY``."""
    from hanafuda_core import games
    from hanafuda_core.board import board_html

    key = f.options.get("game")
    try:
        game = games.get(key)
    except games.UnknownGameError:
        raise FenceError(f"the 'position' fence needs game=KEY, one of {', '.join(games.keys())}; "
                         f"got {key!r}", f.line) from None
    text = " ".join(line.strip() for line in f.body.splitlines() if line.strip())
    if not text:
        raise FenceError(f"empty 'position' fence: write {with_article(game.name)} position in notation", f.line)
    try:
        position = game.parse_position(text)
    except ValueError as e:
        raise FenceError(f"bad {game.name} position in 'position' fence: {e}", f.body_line) from None
    from hanafuda_core.seats import numbered_names

    from .tutorials import catalog_language

    names = numbered_names(len(game.scores_of(position)))
    view = game.presenter.view(position, me=0, names=names, reveal=True, interactive=False)
    board = board_html(view, interactive=False, draw=draw, language=catalog_language(f.catalog))
    caption = f.options.get("caption")
    if caption:
        return f'<figure class="hf-figure hf-board-figure">{board}<figcaption>{html.escape(caption)}</figcaption></figure>'
    return f'<div class="hf-figure hf-board-figure">{board}</div>'


def _render_course_map(f: Fence) -> str:
    """The learning path (sitegen.course): ``game=KEY`` for one game, none for every game."""
    from . import course

    if f.body.strip():
        raise FenceError("the 'course-map' fence takes no body; write game=KEY on its first line "
                         "(or nothing, for every game)", f.line)
    try:
        return course.course_map_html(f.options.get("game"), f.catalog or course.Catalog())
    except course.EmptyCourseError as e:
        if f.section:  # the host chose none of the game's lessons, puzzles or play page
            return ""
        raise FenceError(f"course-map: {e}", f.line) from None
    except ValueError as e:
        raise FenceError(f"course-map: {e}", f.line) from None


FENCES: dict[str, Callable[[Fence], str]] = {
    "course-map": _render_course_map,
    "cards": _render_cards,
    "hanafuda-table": _render_table,
    "widget": _render_widget,
    "position": _render_position,
}


def render_page(markdown: str, catalog=None, section: bool = False,
                widget_options: dict[str, dict[str, str]] | None = None) -> str:
    """Replace every registered fence in a page; other fences are left alone.

    ``catalog`` (a course.Catalog) is what the build knows about its lessons
    and puzzles, for the course map; ``section``: the page is a game's section
    page, whose course map is left out when the site has nothing of that
    game's course (a host's own page is told); ``widget_options``: ``{widget:
    {option: value}}``, the site's options of each widget, which a fence's
    own override."""
    lines = markdown.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        m = _OPEN.match(lines[i])
        if not m:
            out.append(lines[i])
            i += 1
            continue
        ticks = m.group("ticks")
        info = m.group("info").strip()
        kind = info.split(None, 1)[0] if info else ""
        # Find the closing fence (same character, at least as long).
        j = i + 1
        close = re.compile(rf"^ {{0,3}}{re.escape(ticks[0])}{{{len(ticks)},}}\s*$")
        while j < len(lines) and not close.match(lines[j]):
            j += 1
        if kind not in FENCES:
            out.extend(lines[i : j + 1])
            i = j + 1
            continue
        if j >= len(lines):
            raise FenceError(f"'{kind}' fence is never closed", i + 1)
        args, opts = _parse_options(info[len(kind):], i + 1)
        body = "\n".join(lines[i + 1 : j])
        if args and not body.strip():
            body = " ".join(args)
        fence = Fence(kind, opts, body, i + 1, i + 2, catalog, section, widget_options or {})
        rendered = FENCES[kind](fence)
        # Raw HTML must stand alone as a block: one line, blank lines around it.
        out.extend(["", m.group("indent") + rendered.replace("\n", " "), ""])
        i = j + 1
    return "\n".join(out)
