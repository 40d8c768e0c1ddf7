"""Tables generated from hanafuda_core for the site's pages: the deck's
(:mod:`hanafuda_core.decktables`), each game's (``SiteContent.tables``) and the
authoring page's own (for lesson authors: the goal types, the puzzle themes).
A table is markup with messages inside (an ``Html``, or a plain ``str``),
written in the page's language where the page is made (:mod:`.fences`)."""

from __future__ import annotations

import html
from typing import Callable, Iterator

from hanafuda_core import games
from hanafuda_core.decktables import DECK_TABLES
from hanafuda_core.messages import Message, msg_in
from hanafuda_core.pagetables import Html, Marked, joined_markup, set_drawer, table as _table

from . import cardrender

_esc = html.escape
set_drawer(cardrender.draw)  # cards in generated tables refer to the site's card sprite


GOAL_CONTEXT = "a lesson goal type, for authors: what the learner must do (`code` as written)"


def goal_description(text: str) -> Message:
    """A goal type's description (its class's docstring, :func:`describe_goals`)
    as a message, made from data (:func:`goal_descriptions` lists them for the
    catalog)."""
    return Message(text.replace("{", "{{").replace("}", "}}"), {}, context=GOAL_CONTEXT)


def goal_descriptions() -> Iterator[tuple]:
    """Every goal type's description, as the site's catalog takes messages made
    from data (``catalogs.Domain.more``)."""
    from hanafuda_core.learning.goals import describe_goals

    for g in games.all_games():
        if type(g).__module__.startswith("hanafuda_core.games."):  # (another package's game brings its own)
            for d in describe_goals(g):
                yield goal_description(d["description"]).text, GOAL_CONTEXT, "scripts/sitegen/tables.py"


def goal_types(site_games: list):
    """The goal types of the site's games, for lesson authors: each type as a
    file writes it, its game, its kind, its parameters and what it asks."""
    from hanafuda_core.learning.goals import describe_goals

    kinds = {"move": msg_in("a kind of lesson goal", "move"), "question": msg_in("a kind of lesson goal", "question")}
    optional = msg_in("a lesson goal's parameter that may be left out", "(optional)")
    rows = []
    for g in site_games:
        for d in describe_goals(g):
            params = [Html("<code>{name}</code>", name=p) for p in d["required"]]
            params += [Html("<code>{name}</code> {optional}", name=p, optional=optional) for p in d["optional"]]
            rows.append([f"<code>{_esc(d['type'])}</code>", g.name_words, kinds[d["kind"]],
                         joined_markup(", ", params) if params else "—", Marked(goal_description(d["description"]))])
    return _table([msg_in("a column of a table of lesson goal types", "Type"),
                   msg_in("a column of a table of lesson goal types", "Game"),
                   msg_in("a column of a table of lesson goal types", "Kind"),
                   msg_in("a column of a table of lesson goal types", "Parameters"),
                   msg_in("a column of a table of lesson goal types", "What the learner must do")], rows)


def puzzle_themes(site_games: list):
    """The site's games' mined-puzzle themes (``Game.puzzle_themes``): each
    key as a file writes it, its game and what it asks, in the page's language."""
    rows = []
    for g in site_games:
        for key, theme in g.puzzle_themes.items():
            rows.append([f"<code>{_esc(key)}</code>", g.name_words, theme.asks])
    return _table([msg_in("a column of a table of puzzle themes", "Theme"),
                   msg_in("a column of a table of puzzle themes", "Game"),
                   msg_in("a column of a table of puzzle themes", "What the puzzle asks")], rows)


TABLES: dict[str, Callable[[list], object]] = {
    **DECK_TABLES,
    "goal-types": goal_types,
    "puzzle-themes": puzzle_themes,
}
"""The site's own tables; each is given the site's games (the cards' pages list them)."""


def _all_tables(site_games: list | None) -> dict[str, Callable[[], object]]:
    """The site's own tables and its games' (``SiteContent.tables``); ``site_games``:
    the games the site teaches (every declared game when None)."""
    chosen = games.all_games() if site_games is None else list(site_games)
    out: dict[str, Callable[[], object]] = {name: (lambda fn=fn: fn(chosen)) for name, fn in TABLES.items()}
    for g in chosen:
        for name, fn in g.site.tables().items():
            if name in out:
                raise ValueError(f"table {name!r} of {g.name} is already defined")
            out[name] = fn
    return out


def names(site_games: list | None = None) -> list[str]:
    return sorted(_all_tables(site_games))


def render(name: str, site_games: list | None = None):
    """The table ``name``: markup with messages inside (an ``Html``; the
    authoring page's, a ``str``), to be written in the page's language."""
    return _all_tables(site_games)[name]()
