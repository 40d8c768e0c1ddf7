"""The built pages' titles, footer links, skip links and headings (sitegen.access,
the title hook): checked in the HTML, for every page."""

from __future__ import annotations

import functools
import re
import sys
from collections import Counter
from pathlib import Path

from hanafuda_core import games
from hanafuda_core.messages import msg

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from sitegen import languages  # noqa: E402


def _pages(site):
    return {p: p.read_text() for p in sorted(site.directory.rglob("index.html"))}


def _title(text: str) -> str:
    return re.search(r"<title>([^<]*)</title>", text).group(1)


@functools.cache
def _language(code: str):
    """The language of an edition's pages (its catalogs compiled once)."""
    return languages.language(code)


def _edition(site, path) -> str:
    """The language of a built page: its edition's folder (``ja``), or ``en`` at the root."""
    first = path.relative_to(site.directory).parts[0]
    return first if first in languages.NAMES else languages.SOURCE


def test_every_page_has_its_own_title(built_site):
    # (in each language: a page and its translation may share a title, the home pages do)
    titles = Counter((_edition(built_site, p), _title(t)) for p, t in _pages(built_site).items())
    assert [t for t, n in titles.items() if n > 1] == []


def test_rules_pages_and_lessons_name_their_game(built_site):
    for game in games.all_games():
        rules = built_site.directory / game.site.page("rules")[:-3] / "index.html"
        if rules.exists():
            assert _title(rules.read_text()).startswith(f"{game.name} rules - ")
    lesson = (built_site.directory / "koikoi/lessons/stop-or-koikoi/index.html").read_text()
    assert _title(lesson) == "Koi-Koi lesson 7: Stop or koi-koi - Hanafuda Dojo"


def test_footer_links_name_the_game(built_site):
    for path, text in _pages(built_site).items():
        for label in re.findall(r'class="md-footer__link[^"]*" aria-label="[^:]*: ([^"]*)"', text):
            assert label not in ("Rules", "Lessons", "Puzzles"), f"{path}: footer link {label!r}"


def test_widget_pages_skip_to_their_first_widget(built_site):
    for path, text in _pages(built_site).items():
        if "data-hf-widget=" not in text:
            continue
        skip = re.search(r'<a href="#([^"]+)" class="md-skip">([^<]+)</a>', text)
        say = _language(_edition(built_site, path)).write
        assert skip and skip.group(2) in (say(msg("Skip to the exercise")), say(msg("Skip to the board"))), path
        first = re.search(r'<(?:section|div)\b[^>]*data-hf-widget=[^>]*>', text).group(0)
        assert f'id="{skip.group(1)}"' in first, path


def test_no_heading_level_is_skipped(built_site):
    for path, text in _pages(built_site).items():
        article = text[text.find("<article"):text.find("</article>")]
        levels = [int(n) for n in re.findall(r"<h([1-6])\b", article)]
        for before, level in zip(levels, levels[1:]):
            assert level <= before + 1, f"{path}: h{before} then h{level}"
