"""The learning path: each game's course (lessons in order, then puzzles, then
play against the computer), built from the game registry and the loaded
tutorials; nothing here names a game.

* :func:`courses` — the course of every registered game, in registry order.
* :func:`course_map_html` — the ```` ```course-map ```` fence: a plain ordered
  list of links (readable without JavaScript) that ``assets/js/course.js``
  marks with each item's state from saved progress, plus a "Start here" /
  "Continue" button.
* :func:`browser_data` — the same courses as JSON for ``course.js`` (embedded
  in every page's head by ``templates/main.html``: the side navigation's ticks
  need it on every page).
* :func:`rules_headings` / :func:`check_rules_links` — a tutorial's ``rules``
  anchor must be a heading of its game's rules page.

Links in the HTML are written ``hf-root:/<url>`` and made relative to each page
by the ``on_page_content`` hook (:func:`relative_links`).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from pathlib import Path

from markdown.extensions.toc import slugify

from hanafuda_core.messages import ENGLISH, Language, msg, msg_in, msg_n

from . import sections

ROOT_LINK = "hf-root:/"


@dataclass(frozen=True)
class Catalog:
    """What one build knows about its learning path: the loaded tutorials, the
    site's pages that courses link to (site path -> the file read: a
    game's section page or the host's own, sections.py), the games the site
    teaches (``None``: every registered game) and the games' puzzle trainer
    pages (game key -> source page, placed after its puzzles). Built by the
    plugin for each build and passed down; nothing is kept between builds."""

    tutorials: tuple = ()
    pages: dict = field(default_factory=dict)
    games: tuple[str, ...] | None = None
    trainers: dict = field(default_factory=dict)
    language: Language = ENGLISH
    """The language this build's pages are written in (the site builds each
    of its languages in a pass of its own: languages.py)."""

    def __post_init__(self):
        object.__setattr__(self, "tutorials", tuple(self.tutorials))
        object.__setattr__(self, "trainers", dict(self.trainers))
        object.__setattr__(self, "pages", {k: Path(v) for k, v in self.pages.items()})

    def chosen_games(self) -> list:
        from hanafuda_core import games

        if self.games is None:
            return games.all_games()
        # Only these games' packages are imported (another installed game may be broken).
        return sorted((games.get(k) for k in self.games), key=lambda g: (g.info.order, g.key))


class EmptyCourseError(ValueError):
    """A course map of a game (or of every game) with nothing in its course on this site."""


def page_url(src: str) -> str:
    """The URL (relative to the site root) of a page given its source path."""
    if src.endswith("index.md"):
        return src[: -len("index.md")]
    return src[: -len(".md")] + "/"


@dataclass
class Item:
    kind: str  # "lesson", "puzzles", "trainer" or "play"
    title: str
    page: str  # source path, e.g. "<game>/lessons/<lesson>.md"
    key: str = ""  # progress key "<game>/<tutorial id>" (none for play)
    game: str = ""  # the game's key
    steps: list[str] = field(default_factory=list)  # the ids whose completion is the progress
    summary: str = ""

    @property
    def url(self) -> str:
        return page_url(self.page)


@dataclass
class Course:
    game: object
    rules_page: str | None
    items: list[Item]

    @property
    def key(self) -> str:
        return self.game.key


def courses(catalog: Catalog) -> list[Course]:
    """Every chosen game's course, in the registry's order (games with no
    lessons, puzzles or play page are left out)."""
    loaded = catalog.tutorials
    out = []
    for game in catalog.chosen_games():
        items: list[Item] = []
        for kind in ("lesson", "puzzles"):
            for t in loaded:
                tut = t.tutorial
                if tut.game == game.key and tut.kind == kind:
                    items.append(Item(kind, tut.title, t.page, f"{tut.game}/{tut.id}", game.key,
                                      list(tut.exercise_ids), " ".join(tut.summary.split())))
        say = catalog.language.write
        if game.key in catalog.trainers:
            items.append(Item("trainer", say(msg("{game} puzzle trainer", game=game.name_words)),
                              catalog.trainers[game.key], game=game.key,
                              summary=say(msg("Puzzles without end, chosen near your rating."))))
        rules = game.site.page("rules")
        play = game.site.page("play")
        if play in catalog.pages:
            items.append(Item("play", say(msg("Play {game} against the computer", game=game.name_words)), play,
                              game=game.key))
        if items:
            out.append(Course(game, rules if rules in catalog.pages else None, items))
    return out


def next_item(key: str, catalog: Catalog) -> Item | None:
    """What follows the tutorial ``key`` in its game's course (``None`` at the end)."""
    for c in courses(catalog):
        for i, item in enumerate(c.items):
            if item.key == key:
                return c.items[i + 1] if i + 1 < len(c.items) else None
    return None


def _item_html(item: Item, language: Language) -> str:
    title = html.escape(item.title)
    n = len(item.steps)
    if item.kind == "lesson":
        what = msg_n("{n} exercise", "{n} exercises", n, n=n)
    elif item.kind == "puzzles":
        what = msg_n("{n} puzzle", "{n} puzzles", n, n=n)
    elif item.kind == "trainer":
        what = msg_in("a course map's item: how long", "puzzles at your level")
    else:
        what = msg_in("a course map's item: how long", "any time")
    what = html.escape(language.write(what))
    if item.key:
        key = f' data-hf-key="{html.escape(item.key)}"'
    elif item.kind == "trainer":
        key = f' data-hf-trainer="{html.escape(item.game)}"'
    else:  # play: course.js reads the game's play progress
        key = f' data-hf-play="{html.escape(item.game)}"'
    return (
        f'<li class="hf-course__item hf-course__item--{item.kind}" data-hf-kind="{item.kind}"{key}>'
        f'<a class="hf-course__link" href="{ROOT_LINK}{item.url}">{title}</a> '
        f'<span class="hf-course__meta"><span class="hf-course__what">{what}</span>'
        f'<span class="hf-course__state" data-hf-state></span></span></li>'
    )


def _list_html(course: Course, language: Language) -> str:
    return f'<ol class="hf-course__list">{"".join(_item_html(i, language) for i in course.items)}</ol>'


def _start_button(first: Item, language: Language) -> str:
    # Without JavaScript: the first lesson.  course.js turns it into "Continue".
    start = html.escape(language.write(msg("Start here: {title}", title=first.title)))
    return (
        f'<p class="hf-course__next"><a class="md-button md-button--primary" data-hf-course-next '
        f'href="{ROOT_LINK}{first.url}">{start}</a></p>'
    )


def course_map_html(game_key: str | None, catalog: Catalog) -> str:
    """The course map of one game, or (``None``) of every game in registry order."""
    all_courses = courses(catalog)
    if game_key is not None:
        chosen = [c for c in all_courses if c.key == game_key]
        if not chosen:
            from hanafuda_core import games

            known = ", ".join(c.key for c in all_courses)
            if game_key not in games.keys():
                raise ValueError(f"unknown game {game_key!r}; games with a course: {known}")
            raise EmptyCourseError(f"the game {game_key!r} has no lessons, puzzles or play page yet")
    else:
        chosen = all_courses
    if not chosen:
        raise EmptyCourseError("no game has lessons, puzzles or a play page yet")
    scope = game_key or ""
    first = chosen[0].items[0]
    language = catalog.language
    say = language.write
    if game_key is not None:
        c = chosen[0]
        label = html.escape(say(msg("Course map: {game}", game=c.game.name_words)))
        body = _list_html(c, language)
    else:
        label = html.escape(say(msg("Course map: every game")))
        sections = []
        rules_link = html.escape(say(msg_in("a link to a game's rules page", "Rules")))
        for c in chosen:
            rules = (f' <a class="hf-course__rules" href="{ROOT_LINK}{page_url(c.rules_page)}">{rules_link}</a>'
                     if c.rules_page else "")
            sections.append(
                f'<li class="hf-course__game" data-hf-game="{html.escape(c.key)}">'
                f'<p class="hf-course__game-title"><strong>{html.escape(say(c.game.name_words))}</strong>{rules}</p>'
                f'{_list_html(c, language)}</li>'
            )
        body = f'<ol class="hf-course__games">{"".join(sections)}</ol>'
    return (
        f'<nav class="hf-course" data-hf-course="{html.escape(scope)}" aria-label="{label}">'
        f"{_start_button(first, language)}{body}</nav>"
    )


def browser_data(catalog: Catalog) -> dict:
    """What course.js needs: every course's items (URLs relative to the site root)."""
    return {
        "games": [
            {
                "key": c.key,
                "name": c.game.name,
                "items": [
                    {"kind": i.kind, "title": i.title, "url": i.url,
                     **({"key": i.key, "steps": i.steps} if i.key else {})}
                    for i in c.items if i.kind != "trainer"
                ],
            }
            for c in courses(catalog)
        ]
    }


def relative_links(html_text: str, page_file_url: str) -> str:
    """Turn ``hf-root:/x/`` links into links relative to the page."""
    if ROOT_LINK not in html_text:
        return html_text
    from mkdocs.utils import get_relative_url

    return re.sub(re.escape(ROOT_LINK) + r'([^"\s]*)',
                  lambda m: get_relative_url(m.group(1) or "./", page_file_url), html_text)


# ---------------------------------------------------------------------------
# Rules sections


_HEADING = re.compile(r"^(#{1,6})\s+(?P<text>.+?)\s*#*\s*$")
_ATTR_ID = re.compile(r"\s*\{[^}]*#(?P<id>[\w-]+)[^}]*\}\s*$")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")


def rules_headings(markdown_text: str) -> dict[str, str]:
    """``{anchor: heading text}`` for the headings of a page, as the toc extension
    makes the anchors (the default slugify; a repeated anchor gets ``_1``)."""
    out: dict[str, str] = {}
    fence = None
    for line in markdown_text.splitlines():
        m = _FENCE.match(line)
        if m:
            if fence is None:
                fence = m.group(1)
            elif m.group(1).startswith(fence[0]) and len(m.group(1)) >= len(fence):
                fence = None
            continue
        if fence is not None:
            continue
        h = _HEADING.match(line)
        if not h:
            continue
        text = h.group("text")
        explicit = _ATTR_ID.search(text)
        if explicit:
            text = text[: explicit.start()]
            anchor = explicit.group("id")
        else:
            plain = re.sub(r"[*_`]", "", text)
            anchor = slugify(plain, "-")
            base, n = anchor, 0
            while anchor in out:
                n += 1
                anchor = f"{base}_{n}"
        out[anchor] = re.sub(r"[*`]", "", text).strip()
    return out


def rules_link(tutorial, pages: dict, built_in: bool = False) -> tuple[str, str, str] | None:
    """``(rules page source, anchor, heading text)`` of a tutorial's rules section,
    read from the site's ``pages`` (site path -> file); ``None`` when its game has
    no rules page. Raises ValueError for an unknown anchor, except for a game's
    ``built_in`` tutorial whose rules page the host has replaced: its link
    then goes to the top of the host's page."""
    from hanafuda_core import games

    game = games.get(tutorial.game)
    src = game.site.page("rules")
    if src not in pages:
        return None
    headings = rules_headings(Path(pages[src]).read_text(encoding="utf-8"))
    anchor = tutorial.rules
    if not anchor:
        return src, "", game.name
    if anchor not in headings and built_in and Path(pages[src]) != sections.game_pages(game).get(src):
        return src, "", game.name  # the host's own page in place of the game's
    if anchor not in headings:
        close = [a for a in headings if anchor in a or a in anchor][:3]
        hint = f" (did you mean {', '.join(repr(c) for c in close)}?)" if close else ""
        raise ValueError(f"rules: {src} has no heading with the anchor '{anchor}'{hint}; "
                         f"anchors: {', '.join(headings)}")
    return src, anchor, headings[anchor]
