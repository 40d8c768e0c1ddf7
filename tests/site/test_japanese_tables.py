"""The generated tables of the rules pages and of the deck's pages, written
in Japanese: every game's tables (``SiteContent.tables``) and the deck's
(``hanafuda_core.decktables``) hold no Latin letter outside what is written
as it stands (notation, in ``<code>``) and the proper names the sources give
(a web game's, a wiki's), from the shipped catalog as a page reads it (the
shared part and the game's own).  The drawn cards' accessible names come
from the card drawer, not from the tables: they are left out."""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from sitegen import catalogs, languages  # noqa: E402

from hanafuda_core import games  # noqa: E402
from hanafuda_core.decktables import DECK_TABLES  # noqa: E402
from hanafuda_core.messages import ENGLISH, Language, written  # noqa: E402

LATIN = re.compile(r"[A-Za-z]+")

PROPER_NAMES = (
    "guansanghai/KoiKoi-AI", "KoiKoi-AI", "KoiKoi-Japan", "Hanafuda Koi-Koi Collection", "Hanafuda MIYABI",
    "Hanafuda Flash", "GameDesign.jp", "Fuda Wiki", "FudaWiki", "Fudawiki", "Board Game Arena", "SuperJer",
    "Sorairo", "Scribd", "Steam", "Switch", "GitHub", "common-rules.txt", "koikoi.txt", "koikoigame.py",
)
"""Names the tables give as their sources write them (longest first)."""

BUILT_IN = [g for g in games.all_games() if type(g).__module__.startswith("hanafuda_core.games.")]
GAMES = sorted(g.key for g in BUILT_IN)


@pytest.fixture(scope="module")
def ja() -> Language:
    """Japanese as the site build writes a page's tables in it (the whole catalog)."""
    return languages.language("ja")


def _read(markup: str) -> str:
    """What a reader reads of a table: its text, without what is written as it
    stands (code), the drawn cards, the markup and the proper names."""
    text = re.sub(r"<code[^>]*>.*?</code>", " ", markup, flags=re.S)
    text = re.sub(r"<svg.*?</svg>", " ", text, flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    for name in PROPER_NAMES:
        text = text.replace(name, " ")
    return text


def _latin(markup: str) -> list[str]:
    text = _read(markup)
    return [text[max(m.start() - 30, 0):m.end() + 30].strip() for m in LATIN.finditer(text)]


@pytest.mark.parametrize("key", GAMES)
def test_every_table_of_a_game_is_written_in_japanese(key, ja):
    game = games.get(key)
    english = []
    for name, table in game.site.tables().items():
        value = table()
        assert written(value, ENGLISH) == str(value)
        english += [f"{name}: …{where}…" for where in _latin(written(value, ja))]
    assert not english, f"{len(english)} English words in {key}'s tables:\n" + "\n".join(english[:40])


@pytest.mark.parametrize("name", list(DECK_TABLES))
def test_every_table_of_the_deck_is_written_in_japanese(name, ja):
    english = _latin(written(DECK_TABLES[name](BUILT_IN), ja))
    assert not english, f"{len(english)} English words in {name}:\n" + "\n".join(english[:40])


def test_a_table_read_for_latin_leaves_out_code_cards_markup_and_names():
    read = _read('<td class="x"><code>1B 3B</code> 五光 <svg aria-label="Crane"><title>Crane</title></svg>'
                 "（Fuda Wiki）&ldquo;十&rdquo;</td>")
    assert not LATIN.search(read) and "五光" in read and "“十”" in read
