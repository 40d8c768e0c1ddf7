"""The Poka rules page: generated tables agree with the engine, and so do the worked examples."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from hanafuda_core.deck import CARDS
from hanafuda_core.notation import format_cards, parse_cards
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.games.poka import (
    GHOSTS, PASS, TEYAKU, PokaOptions, PokaPosition, teyaku_of,
)

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import fences, tables  # noqa: E402
from tests.project_tutorials import section_page, section_pages  # noqa: E402
from hanafuda_core.games.poka import tables as poka_tables  # noqa: E402

PAGE = section_page("games/poka.md")


def _rows(table_html) -> list[str]:
    table_html = str(table_html)  # a table is markup with messages: its English
    body = table_html.split("<tbody>", 1)[1]
    return [r for r in body.split("<tr>")[1:]]


def _drawn(html: str) -> list[str]:
    return re.findall(r'data-card="(\w+)"', html)


def _dimmed(html: str) -> list[str]:
    return re.findall(r'class="hf-card is-dimmed"[^>]*data-card="(\w+)"', html)


def _page() -> str:
    return PAGE.read_text(encoding="utf-8")


def _section(title: str) -> str:
    text = _page()
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start: end if end != -1 else len(text)]


# ---------------------------------------------------------------------------
# Generated tables




def test_teyaku_table_lists_every_teyaku_with_its_points():
    rows = _rows(poka_tables.teyaku_table())
    assert len(rows) == len(TEYAKU)
    for t, row in zip(TEYAKU, rows):
        assert f"<strong>{t.name}</strong>" in row
        assert t.japanese in row and t.reading in row and t.romaji in row
        cells = re.findall(r"<td>(.*?)</td>", row)
        assert cells[1].startswith(f"<strong>{t.points}</strong>"), cells[1]
        assert ("wins the match" in cells[1]) == t.ends_match


@pytest.mark.parametrize("teyaku", TEYAKU, ids=lambda t: t.key)
def test_example_hand_holds_exactly_that_teyaku(teyaku):
    hand = poka_tables.example_hand(teyaku.key)
    assert len(hand) == 6 == len(set(hand))
    assert teyaku_of(hand) == [teyaku]
    # The cards marked as the teyaku hold it on their own; the faded ones are the rest.
    key_cards = poka_tables.teyaku_cards(teyaku, hand)
    assert key_cards and set(key_cards) <= set(hand)
    assert teyaku.held_by(sum(1 << c for c in key_cards))

    row = next(r for r in _rows(poka_tables.teyaku_table()) if f"<strong>{teyaku.name}</strong>" in r)
    assert _drawn(row) == [CARDS[c].code for c in hand]
    assert _dimmed(row) == [CARDS[c].code for c in hand if c not in key_cards]
    assert f"<code>{format_cards(key_cards)}</code>" in row


def test_example_hands_are_deterministic():
    first = {t.key: poka_tables.example_hand(t.key) for t in TEYAKU}
    poka_tables.example_hand.cache_clear()
    assert {t.key: poka_tables.example_hand(t.key) for t in TEYAKU} == first


def test_every_ghost_card_is_drawn():
    html = str(poka_tables.ghosts_table())
    assert _drawn(html) == [CARDS[i].code for i in GHOSTS]
    for i in GHOSTS:
        assert CARDS[i].name in html
        assert f"<code>{CARDS[i].code}</code>" in html


def test_every_option_is_listed():
    info = written(PokaOptions.describe(), ENGLISH)  # the descriptions are messages
    rows = _rows(poka_tables.options_table())
    assert len(rows) == len(info)
    for opt, row in zip(info, rows):
        text = row.replace("<wbr>", "")
        assert opt["name"] in text
        example = poka_tables.option_example(opt)
        assert f"<code style=\"white-space:nowrap\">{example}</code>" in text
        assert opt["description"].replace('"', "&quot;").replace("'", "&#x27;") in text
        # The notation shown really sets the option to a value other than its default.
        parsed = PokaOptions.from_text(example)
        assert getattr(parsed, opt["name"]) != opt["default"]
        assert parsed.to_text() == example


def test_rule_notes_name_real_options_and_cover_them_all():
    notes = _section("Rule notes")
    names = {o["name"] for o in PokaOptions.describe()}
    mentioned = set(re.findall(r"`([a-z]+(?:_[a-z]+)*)`", notes))
    assert names <= mentioned, names - mentioned
    assert {m for m in mentioned if "_" in m} <= names


def test_rule_notes_fragment_is_merged_into_the_page():
    assert "games/poka-rule-notes.md" not in section_pages()
    for path in [ROOT / "mkdocs.yml", *(ROOT / "docs").rglob("*.md"), *section_pages().values()]:
        assert "poka-rule-notes" not in path.read_text(encoding="utf-8"), path


def test_built_page(built_site):
    html = (built_site.directory / "games" / "poka" / "index.html").read_text()
    for t in TEYAKU:
        assert t.name in html
    for i in GHOSTS:
        assert f'data-card="{CARDS[i].code}"' in html
    assert 'id="rule-notes"' in html and 'id="rule-options"' in html
    assert "tanoshiikoto.com/hanafuda-poka" in html
    assert 'href="../poka-play/"' in html
    index = (built_site.directory / "index.html").read_text()
    assert 'href="games/poka/"' in index


# ---------------------------------------------------------------------------
# Worked examples: what the page draws and says is what the engine allows.

OTHER_HAND = "4A 4R 5A 5R 10A"  # the opponent's cards in mid-round examples


def _fence_bodies() -> list[str]:
    return [b.strip() for b in re.findall(r"^```cards[^\n]*\n(.*?)\n```", _page(), re.M | re.S)]


def _position(top: str, hand: str, options: str = "-", other: str = OTHER_HAND,
              first: str = "-") -> PokaPosition:
    mine = format_cards(sorted(parse_cards(hand), key=lambda c: c.index))
    theirs = format_cards(sorted(parse_cards(other), key=lambda c: c.index))
    return PokaPosition.from_text(f"{mine}; {theirs}; {top}; ?; 1; {first}; 0; 0; 0-0; 1; {options}")


EXAMPLES = [
    # (top card, hand as drawn on the page, options, plays, cards left)
    ("12B", "1C2 2R 4C1", "-", ["1C2", "2R"], "4C1"),
    ("3C1", "2A 9C1 10C1 12C1", "-", ["2A", "9C1", "10C1"], "12C1"),
    ("1C1", "1C2 2C1 3R 7C1", "-", ["1C2", "2C1", "3R"], "7C1"),
    ("2C1", "2R 2C2 3C1 8B", "jan-feb", ["2R+2C2", "3C1"], "8B"),
]


@pytest.mark.parametrize("top, hand, options, plays, left", EXAMPLES, ids=lambda v: str(v))
def test_worked_example(top, hand, options, plays, left):
    bodies = _fence_bodies()
    assert top in bodies and hand in bodies, "the example is no longer drawn on the page"
    pos = _position(top, hand, options)
    for play in plays:
        assert pos.is_legal(play), (play, pos.explain_illegal(play))
        pos.push(play)
    # The turn ended by itself: nothing else could follow.
    assert pos.turn == 1
    assert format_cards(pos.hand(0)) == left


def test_position_example_plays_as_described():
    bodies = re.findall(r"^```position[^\n]*\n(.*?)\n```", _page(), re.M | re.S)
    assert bodies, "the page draws a full position"
    pos = PokaPosition.from_text(bodies[0].strip())
    assert pos.to_text() in _page()  # the notation section quotes the same position
    for play in ["7R", "8C1", "9C1"]:
        assert pos.is_legal(play), (play, pos.explain_illegal(play))
        pos.push(play)
    assert pos.turn == 1 and format_cards(pos.hand(0)) == "3C2 11C"
    assert [a.text() for a in pos.legal_actions()] == ["10C1"]


def test_ghost_example_has_no_april_card():
    pos = _position("3C1", "2A 9C1 10C1 12C1")
    assert [a.text() for a in pos.legal_actions()] == ["2A"]


def test_one_two_example_without_the_combo_only_february_fits():
    pos = _position("1C1", "1C2 2C1 3R 7C1")
    assert [a.text() for a in pos.legal_actions()] == ["1C2", "2C1"]


def test_optional_rule_example_without_the_option():
    pos = _position("2C1", "2R 2C2 3C1 8B")
    assert [a.text() for a in pos.legal_actions()] == ["3C1"]


def test_all_out_example():
    hand = "10C1 11A 12C1 1C1 2C1 3C1"
    assert "9C2" in _fence_bodies() and hand in _fence_bodies()
    pos = _position("9C2", hand, other="4A 4R 5A 6R 7A 10A", first="12")
    for play in hand.split():
        pos.push(play)
    out = pos.outcome()
    assert (out.winner, out.points, out.reason) == (0, 2, "all-out")


def _full_position(hand1: str, hand2: str, discard: list[str], draw: list[str] | None,
                   options: str = "-") -> PokaPosition:
    def text(cards):
        return format_cards(parse_cards(" ".join(cards))) if cards else "-"

    return PokaPosition.from_text(
        f"{hand1}; {hand2}; {text(discard)}; {text(draw) if draw is not None else '?'}; "
        f"1; -; 0; 0; 0-0; 1; {options}", rng=7)


def test_two_passes_turn_up_a_card_and_the_first_passer_plays():
    hands = ("5C1 8C1 10R", "6A 7A 9A")
    used = set(" ".join(hands).split()) | {"3B"}
    rest = [c.code for c in CARDS if c.code not in used and c.code != "11A"] + ["11A"]
    pos = _full_position(*hands, ["3B"], rest)
    assert pos.legal_actions() == [PASS]
    pos.push("pass")
    assert pos.legal_actions() == [PASS]
    pos.push("pass")
    assert CARDS[pos.discard[-1]].code == "11A"
    assert pos.turn == 0  # player 1 passed first


def test_empty_draw_pile_is_rebuilt_from_the_discard_pile_under_its_top_card():
    hands = ("5C1 8C1 10R", "6A 7A 9A")
    used = set(" ".join(hands).split()) | {"3B"}
    pile = [c.code for c in CARDS if c.code not in used] + ["3B"]
    pos = _full_position(*hands, pile, [])
    pos.push("pass")
    pos.push("pass")
    assert CARDS[pos.discard[0]].code == "3B" and len(pos.discard) == 2
    assert len(pos.draw) == len(pile) - 2
