"""Tables generated from hanafuda_core for the site's pages: the deck's
(:mod:`hanafuda_core.decktables`), each game's (``SiteContent.tables``) and the
authoring page's own (the goal types, the puzzle themes: for lesson authors, in
English).  A table is markup with messages inside (an ``Html``, or a plain
``str``), written in the page's language where the page is made
(:mod:`.fences`)."""

from __future__ import annotations

import html
from typing import Callable

from hanafuda_core import games
from hanafuda_core.decktables import DECK_TABLES
from hanafuda_core.pagetables import set_drawer, table as _table

from . import cardrender

_esc = html.escape
set_drawer(cardrender.draw)  # cards in generated tables refer to the site's card sprite


def goal_types(site_games: list) -> str:
    import re

    from hanafuda_core.learning.goals import describe_goals

    def code(text: str) -> str:
        return re.sub(r"`([^`]+)`", r"<code>\1</code>", _esc(text))

    rows = []
    for g in site_games:
        for d in describe_goals(g):
            rows.append([f"<code>{d['type']}</code>", g.name, d["kind"], ", ".join(f"<code>{p}</code>" for p in d["parameters"]) or "—", code(d["description"])])
    return str(_table(["Type", "Game", "Kind", "Parameters", "What the learner must do"], rows))  # for authors: English


def puzzle_themes(site_games: list) -> str:
    """The site's games' mined-puzzle themes (``Game.puzzle_themes``)."""
    rows = []
    for g in site_games:
        for key, text in g.puzzle_themes.items():
            rows.append([f"<code>{_esc(key)}</code>", _esc(g.name), _esc(text)])
    return str(_table(["Theme", "Game", "What the puzzle asks"], rows))  # for authors: English


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
