"""The Palauan Hanahuda rules and play pages: the generated tables agree with
the engine, every option has its rule note, and the prose shows no notation."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from hanafuda_core.cardset import bits
from hanafuda_core.deck import CARDS
from hanafuda_core.notation import CODE_IN_TEXT as CODE, parse_cards
from hanafuda_core.games.hanahuda import engine
from hanafuda_core.games.hanahuda import tables as hh_tables
from hanafuda_core.messages import ENGLISH, written

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import fences, tables  # noqa: E402
from tests.project_tutorials import section_page  # noqa: E402

from ..shared import page_readers

PAGE = section_page("games/hanahuda.md")
PLAY = section_page("games/hanahuda-play.md")
TABLE_NAMES = tuple(hh_tables.HANAHUDA_TABLES)


_page, _section = page_readers(PAGE)


def _rows(table_html) -> list[str]:
    table_html = str(table_html)  # a table is markup with messages: its English
    return table_html.split("<tbody>", 1)[1].split("<tr>")[1:]


def _drawn(html: str) -> list[str]:
    return re.findall(r'data-card="(\w+)"', html)


def _prose(text: str) -> str:
    """The page without its fenced blocks (cards, tables, widgets)."""
    return re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_tables_are_registered_used_and_render(name):
    assert name in tables.names()
    assert f"```hanafuda-table\n{name}\n```" in _page()
    out = fences.render_page(f"# T\n\n```hanafuda-table\n{name}\n```\n")
    assert 'class="hf-table' in out


def test_the_classes_table_follows_the_engine():
    rows = _rows(tables.render("hanahuda-classes"))
    assert len(rows) == 4
    for k, row in zip(engine.CLASSES, rows):
        assert f">{len(bits(k.cards))}<" in row
        assert _drawn(row) == [CARDS[c].code for c in bits(k.cards)]
        assert k.palauan in row
    assert [len(bits(k.cards)) for k in engine.CLASSES] == [6, 9, 10, 23]
    assert "the Bush Warbler (February bright), an animal in the Japanese deck" in rows[0]
    assert "the yellow Paulownia chaff (December animal), a chaff in the Japanese deck" in rows[1]


def test_the_deal_table_follows_the_engine():
    rows = _rows(tables.render("hanahuda-deal"))
    for n, row in zip(sorted(engine.HAND_SIZE), rows):
        cells = re.findall(r"<td>(.*?)</td>", row)
        h = engine.HAND_SIZE[n]
        assert cells[1] == cells[2] == str(h) and cells[3] == str(engine.pile_size(n))
        turns = engine.pile_size(n) // n
        assert f"after {turns} turns each" in cells[4]
    assert [engine.HAND_SIZE[n] for n in (2, 3, 4)] == [10, 9, 8]


def test_the_yaku_table_lists_every_yaku_with_its_cards_and_marks():
    html = str(tables.render("hanahuda-yaku"))
    rows = [r for r in _rows(html) if "<strong>" in r and "Points" not in r]
    for y in engine.YAKU_CATALOG:
        row = next(r for r in rows if f"<strong>{y.name}</strong>" in r)
        assert f"<em>{y.palauan}</em>" in row
        assert f"<strong>{y.points}</strong>" in row
        assert _drawn(row) == [CARDS[c].code for c in bits(y.cards)]
        assert ("⊘ exclusive" in row) == (y.group is not None)
        assert ("■ stop-yaku" in row) == y.stop
        if y.option is not None and y.option != "nine":
            assert "Optional" in row


@pytest.mark.parametrize("ex", hh_tables.SCORING_EXAMPLES, ids=lambda e: f"{e.pile}|{e.options}")
def test_scoring_examples_match_the_engine(ex):
    opts = engine.HanahudaOptions.from_text(ex.options)
    pile = hh_tables.example_pile(ex)
    shown = [c.code for c in parse_cards(ex.pile)]
    row = next(r for r in _rows(tables.render("hanahuda-scoring"))
               if _drawn(r) == shown and
               (str(opts.words() or "the defaults") in r.replace("&#x27;", "'")))
    held = engine.yaku_of(pile, opts)
    if held:
        for y, p in held:
            assert f"{y.name} {p}" in row
        assert f"<strong>{sum(p for _, p in held)}</strong>" in row
    else:
        assert f"<strong>{engine.card_points(pile, opts)}</strong>" in row


def test_scoring_examples_show_both_exclusions():
    dropped = " ".join(" ".join(str(y) for y in hh_tables._excluded(ex)) for ex in hh_tables.SCORING_EXAMPLES)
    assert "Pine, Paulownia, Baldy" in dropped and "Moon Viewing with Sake" in dropped


def test_every_option_is_in_the_table_and_has_a_rule_note():
    rows = _rows(tables.render("hanahuda-options"))
    notes = _section("Rule notes")
    assert len(rows) == len(engine.OPTION_INFO)
    for info, row in zip(written(engine.OPTION_INFO, ENGLISH), rows):  # the labels are messages
        assert info["label"].replace("'", "&#x27;") in row
        short = info["label"].split(" (")[0]
        assert f"*{short}*" in notes or f"**{short}**" in notes or short in notes, short


def test_the_rule_notes_cover_every_gap_with_its_source():
    notes = _section("Rule notes")
    for topic in ("cutter", "Chitsiobiki", "runs out", "Exclusions", "Compositions", "stop",
                  "No yaku anywhere", "Ribbons worth 5", "next dealer", "Which partner deals"):
        assert topic.lower() in notes.lower(), topic
    for source in ("Bent", "Fuda Wiki", "rules text"):
        assert source in notes
    sources = _section("Sources")
    assert "tekinged.com/hanahuda" in sources and "fudawiki.org/en/hanafuda/games/hanahuda" in sources


def test_the_prose_shows_no_card_codes():
    for page in (PAGE, PLAY):
        prose = _prose(page.read_text(encoding="utf-8"))
        assert not CODE.search(prose), CODE.search(prose).group(0)


def test_capture_example_on_the_page():
    from hanafuda_core.families import capture as ha

    bodies = [b.strip() for b in re.findall(r"^```cards[^\n]*\n(.*?)\n```", _page(), re.M | re.S)]
    assert "8A 8C1 3C1" in bodies and "8B" in bodies
    field = sum(1 << c.index for c in (CARDS[28 + 1], CARDS[28 + 2], CARDS[8 + 2]))
    assert len(ha.capture_choices(28, field)) == 2  # the Moon matches the Geese and the chaff


def test_built_pages(built_site):
    html = (built_site.directory / "games" / "hanahuda" / "index.html").read_text()
    for y in engine.YAKU_CATALOG:
        assert y.name in html
    for anchor in ("the-cards", "the-deal", "a-turn", "yaku", "stopping-the-round", "scoring", "teams",
                   "rule-options", "rule-notes", "sources"):
        assert f'id="{anchor}"' in html, anchor
    play = (built_site.directory / "games" / "hanahuda-play" / "index.html").read_text()
    assert 'data-hf-widget="play-board"' in play and "&quot;game&quot;: &quot;hanahuda&quot;" in play
    assert "needs JavaScript" in play
    index = (built_site.directory / "index.html").read_text()
    assert 'href="games/hanahuda/"' in index
