"""The site's message catalogs: extracted from the code, checked, compiled.

Two catalogs (gettext *domains*, :class:`Domain`), each a template kept in the
tree (a test checks that it is up to date) and a catalog per language beside
it, written from the template:

- :data:`ENGINE`, the engine's: every learner-facing sentence the engine writes
  is a message made with ``msg``, ``msg_n`` or ``msg_in``
  (``hanafuda_core.messages``), read into ``hanafuda_core/locale/hanafuda.pot``
  (with the deck's names, ``hanafuda_core.names``, and what each game makes
  from its data); the build compiles ``hanafuda_core/locale/<code>.po`` into
  the gettext files the engine reads in its worker
  (:meth:`hanafuda_core.messages.Language.from_catalog`, :func:`split`);
- :data:`SITE`, the pages' own: the interface texts of the browser's runtime
  (``t``, ``tn``, ``tc``, ``site/assets/js/text.js``) and the texts the plugin
  writes into the pages' markup (``msg``, ``msg_n``, ``msg_in``, in
  ``scripts/sitegen``), read into ``scripts/sitegen/locale/site.pot``; a page
  carries the runtime's part of ``scripts/sitegen/locale/<code>.po`` in its
  head (:mod:`hanafuda_site.pagetext`).

Babel, a build-time tool that never reaches the browser, reads the messages
from the code's literal calls.

    python -m hanafuda_site.catalogs            # what a catalog lacks or gets wrong
    python -m hanafuda_site.catalogs --write    # refresh the templates from the code
    python -m hanafuda_site.catalogs --update   # and every catalog: new messages untranslated, gone ones dropped
"""

from __future__ import annotations

import datetime
import functools
import io
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

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
SITEGEN = Path(__file__).resolve().parent

KEYWORDS = {"msg": None, "msg_n": (1, 2), "msg_in": ((1, "c"), 2)}
"""The message functions as Babel reads them: ``msg(text)``, ``msg_n(singular,
plural, count)``, ``msg_in(context, text)``."""

JS_KEYWORDS = {"t": None, "tn": (1, 2), "tc": ((1, "c"), 2)}
"""The runtime's text functions (``site/assets/js/text.js``): ``t(text)``,
``tn(singular, plural, n)``, ``tc(context, text)``."""


@dataclass(frozen=True)
class Source:
    """Files a catalog's messages are read from: those matching ``pattern``
    under ``folder``, read by Babel's ``method`` with ``keywords``; the
    template names each file by its path under ``folder``, after ``named``."""
    folder: Path
    named: str
    pattern: str
    method: str
    keywords: dict


@dataclass(eq=False)
class Domain:
    """A catalog: its name, where its messages are written, its template and
    the folder of its languages' catalogs (``<code>.po``); ``more`` yields the
    messages made from data, which Babel cannot read (``(id or (singular,
    plural), context, file)``)."""
    name: str
    project: str
    sources: tuple[Source, ...]
    template: Path
    locale: Path
    more: "Callable[[], Iterator[tuple]] | None" = None


def _made_from_data() -> Iterator[tuple]:
    """The engine's messages made from data: the deck's names and each game's."""
    for name in every_name():  # made from the deck's data, which Babel does not read
        yield name.text, name.context, "hanafuda_core/deck.py"
    for game in games.all_games():  # and from each of the core's games' (another package's brings its own)
        if not type(game).__module__.startswith("hanafuda_core.games."):
            continue
        # A game's name is shared (any page may name any game: the list of
        # games, the trainer of every game); what it makes from its data is its own.
        named = [(game.name_words, "hanafuda_core/games/__init__.py")]
        for m, where in named + [(m, f"hanafuda_core/games/{game.key}") for m in game.data_messages()]:
            yield m.text if m.plural is None else (m.text, m.plural), m.context, where


def _site_data() -> Iterator[tuple]:
    """The site's messages made from data: the goal types' descriptions (the authors' table)."""
    from .tables import goal_descriptions

    return goal_descriptions()


ENGINE = Domain("hanafuda", "hanafuda-core", (Source(CORE, "hanafuda_core", "**.py", "python", KEYWORDS),),
                TEMPLATE, LOCALE, more=_made_from_data)
"""The engine's messages, for the engine (in the browser, its worker)."""

SITE = Domain("site", "hanafuda-site", (
    Source(SITEGEN / "site" / "assets" / "js", "scripts/sitegen/site/assets/js", "**.js", "javascript", JS_KEYWORDS),
    Source(SITEGEN, "scripts/sitegen", "**.py", "python", KEYWORDS),
), SITEGEN / "locale" / "site.pot", SITEGEN / "locale", more=_site_data)
"""The pages' own texts: the runtime's interface and the plugin's markup."""

DOMAINS = (ENGINE, SITE)


@functools.cache
def extract(domain: Domain = ENGINE) -> Catalog:
    """Every message of a domain's code, with where it is written (read once
    a process: the code does not change while it runs; not to be changed)."""
    catalog = Catalog(project=domain.project, version="0", fuzzy=False)
    for source in domain.sources:
        for filename, lineno, message, comments, context in extract_from_dir(
                source.folder, method_map=[(source.pattern, source.method)], keywords=source.keywords,
                comment_tags=("Translators:",)):
            catalog.add(message, locations=[(f"{source.named}/{filename}", lineno)], auto_comments=comments,
                        context=context)
    for message, context, where in domain.more() if domain.more else ():
        catalog.add(message, locations=[(where, 0)], context=context)
    return catalog


def template_text(domain: Domain = ENGINE) -> str:
    """The template as it is written to the domain's ``template``: no dates
    and no line numbers (each message names its file), so the same messages
    give the same file, wherever they move within it."""
    out = io.BytesIO()
    write_po(out, extract(domain), omit_header=True, sort_output=True, width=100, include_lineno=False)
    return out.getvalue().decode("utf-8")


def languages(domain: Domain = ENGINE) -> list[str]:
    """The codes of the catalogs beside the template."""
    return sorted(p.stem for p in domain.locale.glob("*.po"))


def read(code: str, domain: Domain = ENGINE) -> Catalog:
    with open(domain.locale / f"{code}.po", "rb") as f:
        return read_po(f, locale=code)


def games_of(code: str) -> tuple[str, ...] | None:
    """The games whose messages the engine catalog of ``code`` translates,
    when only some: those that name the language (``SiteContent.languages``:
    a game's players' own language); None for a language that translates
    every game's.
    The parts of such a language are the shared one and those games'."""
    named = tuple(g.key for g in games.all_games() if code in g.site.languages)
    return named or None


def covers(code: str, game_key: str) -> bool:
    """Whether the engine catalog of ``code`` translates the game ``game_key``'s messages."""
    named = games_of(code)
    return named is None or game_key in named


def _needed(m, code: str, domain: Domain) -> bool:
    """Whether the catalog of ``code`` must translate the message ``m``."""
    named = games_of(code) if domain is ENGINE else None
    if named is None:
        return True
    owners = {_package(loc) for loc, _ in m.locations}
    return None in owners or any(owners & game_packages(games.get(key)) for key in named)


def problems(code: str, domain: Domain = ENGINE) -> list[str]:
    """What the catalog of ``code`` lacks or gets wrong against the code's
    messages: a message not translated (each plural form; of a language of
    :func:`games_of`, the shared ones and its games'), a translation whose
    named parameters are not the source's, a translation of no message."""
    source = extract(domain)
    catalog = read(code, domain)
    out = []
    for m in source:
        if not m.id or not _needed(m, code, domain):
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


def updated(code: str, domain: Domain = ENGINE) -> str:
    """The catalog of ``code`` brought up to the code's messages, as it is
    written: each translation kept, each new message added untranslated, each
    message the code no longer has dropped (its header and comments kept)."""
    text = (domain.locale / f"{code}.po").read_text(encoding="utf-8")
    header = text[:text.index("\n\n") + 2]  # the catalog's own header, as its translators wrote it
    catalog = read(code, domain)
    catalog.update(extract(domain), no_fuzzy_matching=True)
    catalog.obsolete.clear()
    out = io.BytesIO()
    write_po(out, catalog, omit_header=True, sort_output=True, width=100, include_lineno=False,
             ignore_obsolete=True)
    return header + out.getvalue().decode("utf-8")


def _mo(catalog: Catalog) -> bytes:
    """``catalog`` as a gettext file, the same bytes for the same messages (its
    header's dates, which Babel sets to the time it reads a catalog, fixed)."""
    catalog.creation_date = catalog.revision_date = _FIXED_DATE
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


_FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)


def compiled(code: str, domain: Domain = ENGINE) -> bytes:
    """The catalog of ``code`` as a gettext file (the engine's: the file the engine reads)."""
    return _mo(read(code, domain))


BUILD_ONLY = ("tables.py",)
"""The modules whose messages only the site build writes (the rules pages'
tables, written into the pages): the engine's parts leave them out."""

SHARED = "shared"
"""The part of a catalog every page needs: the messages of the shared modules
(the deck's names, the drills, the review, the JSON API)."""


def _package(location: str) -> str | None:
    """The game's or family's package a message's file is in
    (``games/<key>``, ``families/<family>``), or None for a shared module."""
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
    shared part and its games' parts, no other game's message.
    Messages written only at build time (:data:`BUILD_ONLY`) are in no part."""
    wanted = [g for g in games.all_games() if (keys is None or g.key in keys) and covers(code, g.key)]
    packages = {g.key: game_packages(g) for g in wanted}
    catalog = read(code)
    parts = {name: Catalog(locale=code, fuzzy=False) for name in [SHARED, *packages]}
    for m in extract():
        if not m.id or all(loc.endswith(BUILD_ONLY) for loc, _ in m.locations):
            continue
        owners = {_package(loc) for loc, _ in m.locations}
        t = catalog.get(m.id, context=m.context)
        if t is None:
            continue
        into = [SHARED] if None in owners else [k for k, pk in packages.items() if owners & pk]
        for name in into:
            parts[name].add(t.id, t.string, context=t.context)
    return {name: _mo(part) for name, part in parts.items()}


def main(argv: list[str]) -> int:
    if argv in (["--write"], ["--update"]):
        for domain in DOMAINS:
            domain.locale.mkdir(exist_ok=True)
            domain.template.write_text(template_text(domain), encoding="utf-8")
            print(domain.template)
            for code in languages(domain) if argv == ["--update"] else ():
                (domain.locale / f"{code}.po").write_text(updated(code, domain), encoding="utf-8")
                print(domain.locale / f"{code}.po")
        return 0
    if argv:
        print("\n".join(__doc__.strip().splitlines()[-3:]), file=sys.stderr)
        return 2
    found = []
    for domain in DOMAINS:
        wrong = [f"{domain.name}: {p}" for code in languages(domain) for p in problems(code, domain)]
        found += wrong
        print("\n".join(wrong) or f"{domain.name}: every message translated in "
              f"{', '.join(languages(domain)) or 'no language'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
