"""What each game brings to a site: its section, found in its package.

A game's package (the package of the module that defines its class) holds,
beside its code:

    pages/        site pages, each at the path it takes in the site: the
                  rules page (``game.site.page("rules")``, e.g.
                  ``games/<key>.md``), the play page, any other page
    tutorials/    its lessons and puzzles (``NN-<id>.yaml``, placed in the
                  course by their number), and ``mined/``: the puzzle
                  trainer's puzzles

Each package a game's class derives from may hold ``pages/`` too: a family's
shared pages (the capture family's common rules) come with any of its games.
Another game's package is not a family: a variant does not bring its parent
game's section (a site that wants both chooses both; the variant's links to
its parent's pages are then kept, otherwise they read as plain words).  The plugin's own ``pages/`` (the deck, month
orders, card notation) are in every site.  None of it reaches the browser's
engine wheel, which holds ``.py`` files only.

A host chooses the parts it wants (``sections``: :data:`PARTS`, for every game
or per game), overrides any of these pages by writing a file at the same path
in its ``docs/``, and adds lessons and puzzles of its own (its tutorials
folder, ``<game>/*.yaml``), placed among the built-in ones by their number.
Nothing here names a game: it loops over the games it is given.
"""

from __future__ import annotations

import importlib.util
import posixpath
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .data import package_data

PARTS = ("rules", "lessons", "puzzles", "trainer", "play")
"""The parts of a game's section: its rules pages (and its family's), its lessons,
its puzzles, its puzzle trainer, its play page."""


class SectionsError(ValueError):
    """A ``sections`` option that names an unknown game or part."""


def _package_folder(cls: type, name: str) -> Path | None:
    """The folder ``name`` beside the module that defines ``cls`` (None if absent)."""
    module = sys.modules.get(cls.__module__)
    file = module.__file__ if module is not None else None
    if not file:
        return None
    folder = Path(file).resolve().parent / name
    return folder if folder.is_dir() else None


def _pages_in(folder: Path | None) -> dict[str, Path]:
    """The pages of ``folder``: its ``*.md`` but their translations beside them
    (``<name>.<code>.md``, the site's other languages: languages.py)."""
    if folder is None:
        return {}
    return {f.relative_to(folder).as_posix(): f for f in sorted(folder.rglob("*.md")) if "." not in f.stem}


def _declared_pages(module: str) -> set[str]:
    """The pages of a declared game's package, found without importing the game."""
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        return set()
    folders = [Path(location) / "pages" for location in spec.submodule_search_locations]
    return {path for folder in folders if folder.is_dir() for path in _pages_in(folder)}


def site_pages() -> dict[str, Path]:
    """The plugin's own pages (site path -> file): the deck, month orders, notation."""
    return _pages_in(package_data("pages"))


def _package_of(cls: type) -> str:
    module = sys.modules.get(cls.__module__)
    return (module.__package__ or "") if module is not None else ""


def game_pages(game) -> dict[str, Path]:
    """A game's pages (site path -> file): its package's and those of the
    packages its class derives from that are not another game's (its
    family's); the game's own first when two have the same path."""
    from hanafuda_core import games

    own = _package_of(type(game))
    other_games = set(games.declarations().values()) - {own}
    out: dict[str, Path] = {}
    for cls in type(game).__mro__[:-1]:  # not object
        if _package_of(cls) in other_games:
            continue
        for path, file in _pages_in(_package_folder(cls, "pages")).items():
            out.setdefault(path, file)
    return out


def own_pages(game) -> set[str]:
    """The pages that belong to the game itself (its package's), not to the
    family it shares them with."""
    return set(_pages_in(_package_folder(type(game), "pages")))


def part_of(game, path: str) -> str:
    """The part (:data:`PARTS`) a page of the game belongs to: its play page
    to ``play``, every other page to ``rules``."""
    return "play" if path == game.site.page("play") else "rules"


def part_of_tutorial(tutorial) -> str:
    """The part (:data:`PARTS`) a lesson (``lessons``) or puzzle set (``puzzles``) belongs to."""
    return "lessons" if tutorial.kind == "lesson" else "puzzles"


def tutorial_folder(game) -> Path | None:
    """The folder of the game's built-in lessons and puzzles (None: it has none)."""
    return _package_folder(type(game), "tutorials")


def parts_by_game(option, keys: list[str]) -> dict[str, frozenset[str]]:
    """Each game's parts from the ``sections`` option: None (every part), a
    list of parts (every game), or ``{game: [parts]}`` (a game left out gets
    every part).  Raises :class:`SectionsError` naming what is unknown."""
    every = frozenset(PARTS)

    def parts(value, where: str) -> frozenset[str]:
        if isinstance(value, str) or not isinstance(value, (list, tuple)):
            raise SectionsError(f"{where} is a list of parts ({', '.join(PARTS)}), not {value!r}")
        unknown = [v for v in value if v not in PARTS]
        if unknown:
            raise SectionsError(f"{where}: unknown part {unknown[0]!r}; the parts are {', '.join(PARTS)}")
        return frozenset(value)

    if option is None:
        return {k: every for k in keys}
    if isinstance(option, dict):
        unknown = [g for g in option if g not in keys]
        if unknown:
            raise SectionsError(f"sections: {unknown[0]!r} is not one of the site's games ({', '.join(keys)})")
        return {k: parts(option[k], f"sections: {k}") if k in option else every for k in keys}
    chosen = parts(option, "sections")
    return {k: chosen for k in keys}


@dataclass(frozen=True)
class Plan:
    """What one build takes from the packages.

    ``pages``: each generated page (site path -> the package's file), the
    host's overrides left out; ``sources``: every page of the site that a
    section page or tutorial may refer to (site path -> the file read, the
    host's where it has one); ``family``: the shared pages (the plugin's and the
    families'), in nav order; ``parts``: each game's parts; ``tutorials``: the
    folders of built-in tutorials, ``(game key, folder)``; ``left_out``: the
    pages of the sections this site does not have (the other declared games',
    the parts not chosen), as paths and folders (ending in ``/``)."""

    pages: dict
    sources: dict
    family: list
    parts: dict
    tutorials: list
    left_out: frozenset = frozenset()

    def leaves_out(self, path: str) -> bool:
        """Whether ``path`` is a page of a section, or of a part of one, that this site does not have."""
        return path in self.left_out or any(path.startswith(f) for f in self.left_out if f.endswith("/"))


_LINK = re.compile(r"\[([^\[\]]+)\]\(([^()\s#]+\.md)(#[^()\s]*)?\)")


def unlink_left_out(markdown: str, page: str, plan: Plan) -> str:
    """A section page's links to pages this site leaves out (another game's
    rules, a part not chosen) become their plain text; every other link stays
    for MkDocs to check (a mistyped one still fails the build)."""
    def keep_or_unlink(m: re.Match) -> str:
        target = posixpath.normpath(posixpath.join(posixpath.dirname(page), m.group(2)))
        return m.group(1) if target not in plan.sources and plan.leaves_out(target) else m.group(0)

    return _LINK.sub(keep_or_unlink, markdown)


def plan(chosen: list, option, docs_dir: str | Path) -> Plan:
    """The sections of the ``chosen`` games (Game objects, in order) for a site
    whose own pages are in ``docs_dir``."""
    docs = Path(docs_dir)
    parts = parts_by_game(option, [g.key for g in chosen])
    found: dict[str, Path] = dict(site_pages())
    shared = list(found)
    for game in chosen:
        own = own_pages(game)
        for path, file in game_pages(game).items():
            if part_of(game, path) not in parts[game.key] or path in found:
                continue
            found[path] = file
            if path not in own:
                shared.append(path)
    sources = {path: (docs / path if (docs / path).is_file() else file) for path, file in found.items()}
    for game in chosen:  # a host's own rules or play page, where the game brings none
        for path in (game.site.page("rules"), game.site.page("play")):
            if path not in sources and (docs / path).is_file():
                sources[path] = docs / path
    pages = {path: file for path, file in found.items() if not (docs / path).is_file()}
    tutorials = [(g.key, folder) for g in chosen if (folder := tutorial_folder(g))]
    return Plan(pages, sources, shared, parts, tutorials, _left_out(chosen, parts, set(found)))


def _left_out(chosen: list, parts: dict[str, frozenset[str]], found: set[str]) -> frozenset[str]:
    """The pages and page folders of the sections, or the parts of them, this site leaves out."""
    from hanafuda_core import games

    out: set[str] = set()
    keys = {g.key for g in chosen}
    for key, module in games.declarations().items():
        if key not in keys:
            out |= _declared_pages(module) | {f"{key}/", f"trainer/{key}.md"}
    for game in chosen:
        out |= set(game_pages(game)) - found
        kept = parts[game.key]
        out |= {f"{game.key}/{part}/" for part in ("lessons", "puzzles") if part not in kept}
        if "trainer" not in kept:
            out.add(f"trainer/{game.key}.md")
    return frozenset(out)
