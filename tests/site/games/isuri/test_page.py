"""The Isuri rules and play pages: the tables (what each card is paid, the
wild cards with the second Phoenix, the options) agree with the engine, the
reading of "three to six cards" is flagged, every option and gap has its rule
note with its source, and the prose shows no card codes."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from hanafuda_core.deck import NAGOYA_ORDER
from hanafuda_core.games.isuri import engine
from hanafuda_core.games.isuri import tables as is_tables
from hanafuda_core.messages import ENGLISH, written

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import fences, tables  # noqa: E402
from tests.project_tutorials import section_page  # noqa: E402
from hanafuda_core.notation import CODE_IN_TEXT as CODE

PAGE = section_page("games/isuri.md")
PLAY = section_page("games/isuri-play.md")


def _page() -> str:
    return PAGE.read_text(encoding="utf-8")


def _section(title: str) -> str:
    text = _page()
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return " ".join(text[start: end if end != -1 else len(text)].split())


def _rows(html) -> list[str]:
    html = str(html)  # a table is markup with messages: its English
    return html.split("<tbody>", 1)[1].split("<tr>")[1:]


@pytest.mark.parametrize("name", sorted(is_tables.ISURI_TABLES))
def test_tables_render_and_are_on_the_page(name):
    assert f"```hanafuda-table\n{name}\n```" in _page()
    assert 'class="hf-table' in fences.render_page(f"# T\n\n```hanafuda-table\n{name}\n```\n")


def test_the_values_table_follows_the_engine():
    rows = _rows(tables.render("isuri-values"))
    assert len(rows) == 12
    for m, row in enumerate(rows, start=1):
        printed = NAGOYA_ORDER.sequence[m - 1]
        c = (printed - 1) * 4 + (1 if printed == 12 else 0)
        assert f"<strong>{engine.card_value(c)}</strong>" in row
        assert f"<td>{engine.card_value(c, engine.IsuriOptions(card_values='printed'))}</td>" in row
    assert "<strong>10</strong>" in rows[0] and "<strong>2</strong>" in rows[1] and "<strong>12</strong>" in rows[11]
    assert 'data-card="12C1"' in rows[5]


def test_the_wild_card_table_has_the_second_phoenix():
    rows = _rows(tables.render("isuri-wilds"))
    assert len(rows) == 11
    assert any('data-card="12C1"' in r and "Wild only when turned up" in r for r in rows)


def test_every_option_is_in_the_table_and_has_a_rule_note():
    rows = _rows(tables.render("isuri-options"))
    notes = _section("Rule notes")
    own = ("Length of the match", "Three to six cards of one month at once", "What a card is paid")
    assert len(rows) == len(engine.OPTION_INFO)
    for info, row in zip(written(engine.OPTION_INFO, ENGLISH), rows):  # the labels are messages
        assert info["label"] in row
        if info["label"] in own:
            assert f"**{' '.join(info['label'].split())}**" in notes, info["label"]
    assert "hiyoko.md#rule-notes" in notes  # Hiyoko's options are explained on its page


def test_the_reading_of_three_to_six_cards_is_flagged():
    section = _section("Several cards of one month")
    assert '!!! warning "How this site reads this rule"' in section
    assert "research notes" in section and "option" in section


def test_the_rule_notes_cover_every_gap_with_its_source():
    notes = _section("Rule notes")
    for topic in ("Who pays", "Which numbers", "What a wild card is paid", "Three to six cards",
                  "Which Paulownia chaff stays", "All six in one turn", "The pot", "The length of the match"):
        assert topic in notes, topic
    for source in ("Fuda Wiki", "Japanese Wikipedia", "research notes", "Ise-deck"):
        assert source in notes, source


def test_the_worked_position_earns_what_the_page_says():
    body = re.findall(r"^```position game=isuri[^\n]*\n(.*?)\n```", _page(), re.M | re.S)[0]
    assert engine.best_earnings(engine.IsuriPosition.from_text(body)) == 54
    assert "**54 points**" in _page()


def test_the_prose_shows_no_card_codes():
    for page in (PAGE, PLAY):
        prose = re.sub(r"^```.*?^```", "", page.read_text(encoding="utf-8"), flags=re.M | re.S)
        assert not CODE.search(prose), CODE.search(prose).group(0)


def test_built_pages(built_site):
    html = (built_site.directory / "games" / "isuri" / "index.html").read_text()
    for anchor in ("the-deck-a-second-phoenix", "payments", "passing-and-the-pot", "all-six-in-one-turn",
                   "several-cards-of-one-month", "scores-and-the-match", "rule-options", "rule-notes", "sources"):
        assert f'id="{anchor}"' in html, anchor
    play = (built_site.directory / "games" / "isuri-play" / "index.html").read_text()
    assert "&quot;game&quot;: &quot;isuri&quot;" in play
    deck = (built_site.directory / "deck" / "index.html").read_text()
    row = next(r for r in deck.split("<tr>") if "<strong>Isuri</strong>" in r)
    assert "<td>46</td>" in row and 'data-card="12C1"' not in row and 'data-card="12C2"' in row
