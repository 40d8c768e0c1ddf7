"""The site in several languages: one build pass per language.

The plugin's ``languages`` option lists the site's languages, the source
language (English) first.  The first is built at the site's root as MkDocs
builds it; each other is an *edition* built by a second MkDocs build of the
same configuration (:func:`edition_config`) into a folder of its own
(``ja/``), with:

* the theme in that language (Material's labels, ``<html lang>``) and a
  search index of its own, in that language (its word segmentation:
  Japanese for ``ja``; set by the pass, since Material's Korean names none);
* its own pages: a page of the host's in that language is ``<name>.<code>.md``
  beside its source; a game's section page likewise in its package; a lesson
  or puzzle file's translation beside it (``translations.py``); the engine's
  words (goals, boards, recorded answers) and the pages' own texts in that
  language (:func:`language`);
* the runtime's files (scripts, stylesheets, the engine, Pyodide, the cards,
  the fonts) shared with the root's: one copy, so that a tab keeps its
  Python runtime across languages.  Paths to them start with
  :attr:`Edition.shared`.

A source page with no translation yet is left out of the edition, and the
build lists it (:attr:`Edition.missing`, logged at the end of the pass).
Progress, ratings and saved matches are the browser's, under the same keys in
every language: they are shared.
"""

from __future__ import annotations

import functools
import html
import posixpath
import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from hanafuda_core.messages import ENGLISH, Language

SOURCE = "en"
"""The language the site's sources are written in."""

NAMES = {"en": "English", "ja": "日本語", "ko": "한국어"}
"""Each language's name in itself, for the language switch."""


@dataclass
class Edition:
    """One language of the site, as one build pass builds it."""

    code: str
    """The language's code: ``en``, ``ja``."""
    language: Language = ENGLISH
    """What writes the engine's words and the pages' own texts in it."""
    main: bool = True
    """Built at the site's root (the first language)."""
    missing: list[str] = field(default_factory=list)
    """The site's pages (source paths) that have no translation in this language yet."""

    @property
    def folder(self) -> str:
        """Where its pages are, from the site's root: ``""`` or ``"ja/"``."""
        return "" if self.main else f"{self.code}/"

    @property
    def shared(self) -> str:
        """From its root to the site's root, where the runtime's files are: ``""`` or ``"../"``."""
        return "" if self.main else "../"

    def translation(self, source: Path) -> Path | None:
        """The page ``source`` (a Markdown file) in this edition's language:
        itself in the source language, else ``<name>.<code>.md`` beside it
        when it exists (None: not translated yet)."""
        if self.code == SOURCE:
            return source
        found = source.with_name(f"{source.stem}.{self.code}{source.suffix}")
        return found if found.is_file() else None


def language(code: str) -> Language:
    """The language ``code`` for a build pass: the engine's messages and the
    site's own (``catalogs.py``), compiled from their catalogs; the same
    object while the catalogs' files are unchanged (a message keeps what it
    was written as in each language it meets: ``mkdocs serve``'s rebuilds
    would otherwise leave a language behind each time)."""
    if code == SOURCE:
        return ENGLISH
    from . import catalogs

    files = [d.locale / f"{code}.po" for d in (catalogs.ENGINE, catalogs.SITE)]
    return _compiled(code, tuple(f.stat().st_mtime_ns if f.exists() else 0 for f in files))


@functools.lru_cache(maxsize=16)
def _compiled(code: str, stamp: tuple) -> Language:
    """(:func:`language`, for catalogs as they were at ``stamp``.)"""
    from . import catalogs

    parts = [catalogs.compiled(code)]
    if code in catalogs.languages(catalogs.SITE):
        parts.append(catalogs.compiled(code, catalogs.SITE))
    return Language.from_catalogs(code, parts)


def is_translation(path: str, codes: list[str]) -> bool:
    """``path`` is a page's translation (``index.ja.md``) into one of ``codes``."""
    return any(re.search(rf"\.{re.escape(code)}\.md$", path) for code in codes if code != SOURCE)


_SEARCH_SETTINGS = ("lang", "separator", "pipeline")


SITE_TEXTS = ("site_name", "site_description", "copyright")
"""The site's own texts a host may give in each other language (the plugin's ``site_texts``)."""


@contextmanager
def edition_config(config, edition: Edition, texts: dict):
    """``config`` (MkDocs') changed for the pass that builds ``edition`` into
    its folder, and restored after it: the folder and its address, the
    theme's language, the search in its language (its other settings the theme's), no
    navigation of the host's (the plugin gives the edition its own), and the
    site's own ``texts`` in that language (:data:`SITE_TEXTS`)."""
    theme = config["theme"]
    search = next((p for name, p in config["plugins"].items() if name in ("search", "material/search")), None)
    saved = {"site_dir": config["site_dir"], "site_url": config["site_url"], "nav": config["nav"],
             "extra_css": list(config["extra_css"]), "extra_javascript": list(config["extra_javascript"]),
             "extra": dict(config["extra"]), **{k: config[k] for k in SITE_TEXTS}}
    saved_language = theme["language"]
    saved_search = {k: search.config.get(k) for k in _SEARCH_SETTINGS} if search is not None else {}
    try:
        config["site_dir"] = str(Path(config["site_dir"]) / edition.code)
        if config["site_url"]:
            config["site_url"] = config["site_url"].rstrip("/") + f"/{edition.code}/"
        config["nav"] = None
        for k, v in texts.items():
            config[k] = v
        theme["language"] = edition.code
        for k in saved_search:  # (from the theme's translation of its language)
            search.config[k] = None
        if search is not None:  # (Material's Korean gives no search language: its own, lunr has it)
            search.config["lang"] = [edition.code]
        yield config
    finally:
        for k, v in saved.items():
            config[k] = v
        theme["language"] = saved_language
        for k, v in saved_search.items():
            search.config[k] = v


def catalog_texts(code: str) -> list[str]:
    """Every translation into ``code`` of the engine's messages and the
    site's: what the pages of its edition may show once the engine and the
    runtime write them (a board, a verdict), which the font subset of those
    pages must draw too."""
    from . import catalogs

    out = []
    for domain in (catalogs.ENGINE, catalogs.SITE):
        if code not in catalogs.languages(domain):
            continue
        for m in catalogs.read(code, domain):
            out += [t for t in (m.string if isinstance(m.string, tuple) else (m.string,)) if t]
    return out


_LINK = re.compile(r"(?P<image>!?)\[(?P<text>[^\]]*)\]\((?P<target>[^)\s:#]+\.\w+)(?P<anchor>#[^)\s]*)?\)")
"""A link (or an image) to a file of the site, by its relative path."""


def links_to_source(markdown: str, src_uri: str, page_url: str, has_page, edition: Edition) -> str:
    """``markdown`` (a page of ``edition``, at ``src_uri``) with each link to a
    file the edition lacks (``has_page(src_uri)`` false: a page not
    translated yet, or a file of the site's first language alone, such as a
    schema) leading to that file in the site's first language instead, at the
    root (a page by its address; a file by an HTML link, which MkDocs, who
    looks for the file among the edition's, leaves alone)."""
    from mkdocs.utils import get_relative_url

    def relink(m: re.Match) -> str:
        target = posixpath.normpath(posixpath.join(posixpath.dirname(src_uri), m["target"]))
        if has_page(target):
            return m.group(0)
        anchor = m["anchor"] or ""
        if target.endswith(".md"):
            url = target[: -len("index.md")] if target.endswith("index.md") else target[: -len(".md")] + "/"
            return f"{m['image']}[{m['text']}]({get_relative_url(url or './', edition.folder + page_url)}{anchor})"
        href = html.escape(get_relative_url(target, edition.folder + page_url) + anchor)
        if m["image"]:
            return f'<img src="{href}" alt="{html.escape(m["text"])}">'
        return f'<a href="{href}">{m["text"]}</a>'

    return _LINK.sub(relink, markdown)

