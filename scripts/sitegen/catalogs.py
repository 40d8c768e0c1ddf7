"""The engine's message catalogs: extracted from the code, checked, compiled.

Every learner-facing sentence the engine writes is a message made with
``msg``, ``msg_n`` or ``msg_in`` (``hanafuda_core.messages``).  Babel, a
build-time tool that never reaches the browser, reads them from the code into
the template ``hanafuda_core/locale/hanafuda.pot`` (with the deck's names,
``hanafuda_core.names``; kept in the tree, a test
checks that it is up to date); a language is a catalog beside it,
``hanafuda_core/locale/<code>.po``, written from the template; the build
compiles it into the gettext file the engine reads
(:meth:`hanafuda_core.messages.Language.from_catalog`).

    python -m hanafuda_site.catalogs            # what a catalog lacks or gets wrong
    python -m hanafuda_site.catalogs --write    # refresh the template from the code
    python -m hanafuda_site.catalogs --update   # and every catalog: new messages untranslated, gone ones dropped
"""

from __future__ import annotations

import functools
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

import hanafuda_core
from hanafuda_core import games
from hanafuda_core.messages import fields_of
from hanafuda_core.names import every_name

CORE = Path(hanafuda_core.__file__).resolve().parent
LOCALE = CORE / "locale"
TEMPLATE = LOCALE / "hanafuda.pot"

KEYWORDS = {"msg": None, "msg_n": (1, 2), "msg_in": ((1, "c"), 2)}
"""The message functions as Babel reads them: ``msg(text)``, ``msg_n(singular,
plural, count)``, ``msg_in(context, text)``."""


@functools.cache
def extract() -> Catalog:
    """Every message of the engine's code, with where it is written (read once
    a process: the code does not change while it runs; not to be changed)."""
    catalog = Catalog(project="hanafuda-core", version="0", fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
            CORE, method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("Translators:",)):
        catalog.add(message, locations=[(f"hanafuda_core/{filename}", lineno)], auto_comments=comments,
                    context=context)
    for name in every_name():  # made from the deck's data, which Babel does not read
        catalog.add(name.text, locations=[("hanafuda_core/deck.py", 0)], context=name.context)
    for game in games.all_games():  # and from each of the core's games' (another package's brings its own)
        if not type(game).__module__.startswith("hanafuda_core.games."):
            continue
        # A game's name is shared (any page may name any game: the list of
        # games, the trainer of every game); what it makes from its data is its own.
        named = [(game.name_words, "hanafuda_core/games/__init__.py")]
        for m, where in named + [(m, f"hanafuda_core/games/{game.key}") for m in game.data_messages()]:
            catalog.add(m.text if m.plural is None else (m.text, m.plural), locations=[(where, 0)],
                        context=m.context)
    return catalog


def template_text() -> str:
    """The template as it is written to :data:`TEMPLATE`: no dates and no line
    numbers (each message names its file), so the same messages give the same
    file, wherever they move within it."""
    out = io.BytesIO()
    write_po(out, extract(), omit_header=True, sort_output=True, width=100, include_lineno=False)
    return out.getvalue().decode("utf-8")


def languages() -> list[str]:
    """The codes of the catalogs beside the template."""
    return sorted(p.stem for p in LOCALE.glob("*.po"))


def read(code: str) -> Catalog:
    with open(LOCALE / f"{code}.po", "rb") as f:
        return read_po(f, locale=code)


def problems(code: str) -> list[str]:
    """What the catalog of ``code`` lacks or gets wrong against the code's
    messages: a message not translated (each plural form), a translation whose
    named parameters are not the source's, a translation of no message."""
    source = extract()
    catalog = read(code)
    out = []
    for m in source:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        where = f"{m.locations[0][0]}:{m.locations[0][1]}"
        t = catalog.get(m.id, context=m.context)
        strings = () if t is None else (t.string if isinstance(t.string, tuple) else (t.string,))
        if t is None or not all(strings) or t.fuzzy:
            out.append(f"{code}: not translated: {ids[0]!r} ({where})")
            continue
        wanted = frozenset().union(*(fields_of(i) for i in ids))
        for s in strings:
            if fields_of(s) - wanted or (len(ids) == 1 and fields_of(s) != wanted):
                out.append(f"{code}: the translation of {ids[0]!r} has the parameters "
                           f"{sorted(fields_of(s))}, the source {sorted(wanted)} ({where})")
    known = {(m.id, m.context) for m in source if m.id}
    for t in catalog:
        if t.id and (t.id, t.context) not in known:
            out.append(f"{code}: a translation of no message: {(t.id[0] if isinstance(t.id, tuple) else t.id)!r}")
    return out


def updated(code: str) -> str:
    """The catalog of ``code`` brought up to the code's messages, as it is
    written: each translation kept, each new message added untranslated, each
    message the code no longer has dropped (its header and comments kept)."""
    text = (LOCALE / f"{code}.po").read_text(encoding="utf-8")
    header = text[:text.index("\n\n") + 2]  # the catalog's own header, as its translators wrote it
    catalog = read(code)
    catalog.update(extract(), no_fuzzy_matching=True)
    catalog.obsolete.clear()
    out = io.BytesIO()
    write_po(out, catalog, omit_header=True, sort_output=True, width=100, include_lineno=False,
             ignore_obsolete=True)
    return header + out.getvalue().decode("utf-8")


def compiled(code: str) -> bytes:
    """The catalog of ``code`` as the gettext file the engine reads."""
    out = io.BytesIO()
    write_mo(out, read(code))
    return out.getvalue()


SHARED = "shared"
"""The part of a catalog every page needs: the messages of the shared modules
(the deck's names, the drills, the review, the JSON API)."""


def _package(location: str) -> str | None:
    """The game's or family's package a message's file is in
    (``games/koikoi``, ``families/capture``), or None for a shared module."""
    parts = location.split("/")
    if len(parts) >= 3 and parts[0] == "hanafuda_core" and parts[1] in ("games", "families") \
            and not parts[2].endswith(".py"):
        return f"{parts[1]}/{parts[2]}"
    return None


def game_packages(game) -> set[str]:
    """The packages whose messages ``game`` writes: its own, its family's,
    and, for a variant, its parent game's (read from its class's ancestry)."""
    out = set()
    for cls in type(game).__mro__:
        parts = cls.__module__.split(".")
        if len(parts) >= 3 and parts[0] == "hanafuda_core" and parts[1] in ("games", "families"):
            out.add(f"{parts[1]}/{parts[2]}")
    return out


def split(code: str, keys: "tuple[str, ...] | None" = None) -> dict[str, bytes]:
    """The catalog of ``code`` in parts, each compiled: :data:`SHARED`, and
    one per game (of ``keys``; every game when None) with the messages only
    its own, its family's or its parent's code writes.  A page fetches the
    shared part and its games' parts: a Koi-Koi page no Go-Stop message."""
    wanted = [g for g in games.all_games() if keys is None or g.key in keys]
    packages = {g.key: game_packages(g) for g in wanted}
    catalog = read(code)
    parts = {name: Catalog(locale=code, fuzzy=False) for name in [SHARED, *packages]}
    for m in extract():
        if not m.id:
            continue
        owners = {_package(loc) for loc, _ in m.locations}
        t = catalog.get(m.id, context=m.context)
        if t is None:
            continue
        into = [SHARED] if None in owners else [k for k, pk in packages.items() if owners & pk]
        for name in into:
            parts[name].add(t.id, t.string, context=t.context)
    out = {}
    for name, part in parts.items():
        data = io.BytesIO()
        write_mo(data, part)
        out[name] = data.getvalue()
    return out


def main(argv: list[str]) -> int:
    if argv in (["--write"], ["--update"]):
        LOCALE.mkdir(exist_ok=True)
        TEMPLATE.write_text(template_text(), encoding="utf-8")
        print(TEMPLATE)
        for code in languages() if argv == ["--update"] else ():
            (LOCALE / f"{code}.po").write_text(updated(code), encoding="utf-8")
            print(LOCALE / f"{code}.po")
        return 0
    if argv:
        print(__doc__.strip().splitlines()[-2:], file=sys.stderr)
        return 2
    found = [p for code in languages() for p in problems(code)]
    print("\n".join(found) or f"every message translated in {', '.join(languages()) or 'no language'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
