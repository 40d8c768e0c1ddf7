"""The Hiyoko rules and play pages: the generated tables agree with the
engine (the Nagoya order, each wild card's months with the card drawn, the
options), every option and every gap has its rule note with its source, the
prose shows no card codes, and the deck and month-orders pages know the game."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from hanafuda_core.deck import CARDS, NAGOYA_ORDER
from hanafuda_core.games.hiyoko import engine
from hanafuda_core.games.hiyoko import tables as hy_tables
from hanafuda_core.messages import ENGLISH, written

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import fences, tables  # noqa: E402
from tests.project_tutorials import section_page  # noqa: E402
from hanafuda_core.notation import CODE_IN_TEXT as CODE

PAGE = section_page("games/hiyoko.md")
PLAY = section_page("games/hiyoko-play.md")


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


def _drawn(html: str) -> list[str]:
    return re.findall(r'data-card="(\w+)"', html)


@pytest.mark.parametrize("name", sorted(hy_tables.HIYOKO_TABLES))
def test_tables_render_and_are_on_the_page(name):
    assert f"```hanafuda-table\n{name}\n```" in _page()
    assert 'class="hf-table' in fences.render_page(f"# T\n\n```hanafuda-table\n{name}\n```\n")


def test_the_months_table_is_the_nagoya_order_with_the_games_cards():
    rows = _rows(tables.render("hiyoko-months"))
    assert len(rows) == 12
    for m, row in enumerate(rows, start=1):
        printed = NAGOYA_ORDER.sequence[m - 1]
        cards = [c.code for c in CARDS if c.month == printed and engine.HIYOKO_DECK >> c.index & 1]
        assert _drawn(row) == cards
        assert f"<strong>{m}</strong>" in row and f"printed month {printed}" in row
    assert "Phoenix" in rows[5] and _drawn(rows[5]) == ["12B"]


def test_the_wild_card_table_gives_each_cards_months_with_the_card_drawn():
    rows = _rows(tables.render("hiyoko-wilds"))
    assert len(rows) == 10
    rules = engine.HiyokoPosition.rules_for(engine.HiyokoOptions())
    wild_in_hand = [c for c in range(48) if c in engine.WILD_IN_HAND]
    wild_turned = [c for c in range(48) if c in engine.WILD_TURNED]
    for c, row in zip(wild_in_hand + wild_turned, rows):
        assert _drawn(row)[0] == CARDS[c].code
        if c in engine.WILD_IN_HAND:
            assert "Wild in a hand and on the pile" in row
            assert str(engine.months_text(rules.hand[c])).replace("(", "(") in row.replace("&#x27;", "'")
        else:
            assert "Wild only when turned up from the draw pile" in row
            assert str(engine.months_text(rules.turned[c])) in row
        strips = re.findall(r'aria-label="([^"]+)"', row)
        assert strips, row[:200]
    assert "months 1 to 10 (Pine to Maple)" in rows[0]
    assert "every month" in next(r for r in rows if 'data-card="3R"' in r)


def test_every_option_is_in_the_table_and_has_a_rule_note():
    rows = _rows(tables.render("hiyoko-options"))
    notes = _section("Rule notes")
    assert len(rows) == len(engine.OPTION_INFO)
    for info, row in zip(written(engine.OPTION_INFO, ENGLISH), rows):  # the labels are messages
        assert info["label"] in row
        assert f"**{' '.join(info['label'].split())}**" in notes, info["label"]


def test_the_rule_notes_cover_every_gap_with_its_source():
    notes = _section("Rule notes")
    for topic in ("Who turns up a card", "still cannot follow", "Passing is only", "Stopping a chain",
                  "card dealt face up", "Willow ribbon's months", "wild card on the pile", "One-Two combo",
                  "One card of a month", "draw pile is rebuilt", "first dealer", "next dealer", "Two players"):
        assert topic in notes, topic
    for source in ("2022 text", "2025 revision", "Japanese Wikipedia", "tanoshiikoto.com", "Ise deck",
                   "research notes"):
        assert source in notes, source
    sources = _section("Sources")
    assert "fudawiki.org/en/hanafuda/games/hiyoko" in sources and "fudawiki.org/en/mekurifuda/games/hiyoko" in sources
    assert "default" in _section("Passing and drawing")


def test_the_prose_shows_no_card_codes_or_identifiers():
    for page in (PAGE, PLAY):
        prose = re.sub(r"^```.*?^```", "", page.read_text(encoding="utf-8"), flags=re.M | re.S)
        assert not CODE.search(prose), CODE.search(prose).group(0)
        for ident in ("draw_rule", "must_continue", "willow_ribbon", "deal_card", "HiyokoOptions"):
            assert ident not in prose


def test_the_worked_positions_are_legal_and_say_what_the_engine_says():
    text = _page()
    bodies = re.findall(r"^```position game=hiyoko[^\n]*\n(.*?)\n```", text, re.M | re.S)
    assert len(bodies) >= 2
    turn = engine.HiyokoPosition.from_text(bodies[0])
    assert engine.longest_chain_length(turn) == 4
    wild = engine.HiyokoPosition.from_text(bodies[1])
    assert {a.text() for a in wild.legal_actions()} == {"11B"}
    assert engine.longest_chain_length(wild) == 6


def test_built_pages(built_site):
    html = (built_site.directory / "games" / "hiyoko" / "index.html").read_text()
    for anchor in ("the-nagoya-month-order", "setting-up-a-round", "playing-a-turn", "wild-cards",
                   "the-one-two-combo", "passing-and-drawing", "winning", "rule-options", "rule-notes", "sources"):
        assert f'id="{anchor}"' in html, anchor
    play = (built_site.directory / "games" / "hiyoko-play" / "index.html").read_text()
    assert 'data-hf-widget="play-board"' in play and "&quot;game&quot;: &quot;hiyoko&quot;" in play
    orders = (built_site.directory / "month-orders" / "index.html").read_text()
    assert 'href="../games/hiyoko/"' in orders
    deck = (built_site.directory / "deck" / "index.html").read_text()
    row = next(r for r in deck.split("<tr>") if "<strong>Hiyoko</strong>" in r)
    assert "<td>45</td>" in row and all(f'data-card="{x}"' in row for x in ("12C1", "12C2", "12C3"))
    index = (built_site.directory / "index.html").read_text()
    assert 'href="games/hiyoko/"' in index
