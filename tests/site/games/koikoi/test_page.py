"""The Koi-Koi rules page: generated tables agree with the engine, and so do the worked examples."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from hanafuda_core.families import capture as ha
from hanafuda_core.deck import CARDS
from hanafuda_core.games.koikoi import OPTION_INFO, PRESETS, KoiKoiOptions, KoiKoiRules, score_breakdown
from hanafuda_core.notation import format_cards, parse_cards

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import fences, tables  # noqa: E402
from hanafuda_core.games.koikoi import tables as koikoi_tables  # noqa: E402

PAGE = ROOT / "docs" / "games" / "koikoi.md"
YAKU_TABLES = tuple(f"koikoi-yaku-{k}" for k in PRESETS)
PRESET_YAKU = [(p, y) for p in PRESETS for y in PRESETS[p].yaku]


def _rows(table_html: str) -> list[str]:
    body = table_html.split("<tbody>", 1)[1]
    return body.split("<tr>")[1:]


def _cells(row: str) -> list[str]:
    return re.findall(r"<td>(.*?)</td>", row)


def _drawn(html: str) -> list[str]:
    return re.findall(r'data-card="(\w+)"', html)


def _mask(codes: str) -> int:
    return sum(1 << c.index for c in parse_cards(codes))


def _page() -> str:
    return PAGE.read_text(encoding="utf-8")


def _section(title: str) -> str:
    text = _page()
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start: end if end != -1 else len(text)]


# ---------------------------------------------------------------------------
# Generated tables




@pytest.mark.parametrize("preset", list(PRESETS))
def test_yaku_table_lists_every_yaku_with_its_points(preset):
    rows = _rows(tables.render(f"koikoi-yaku-{preset}"))
    assert len(rows) == len(PRESETS[preset].yaku)
    for y, row in zip(PRESETS[preset].yaku, rows):
        cells = _cells(row)
        assert f"<strong>{y.name}</strong>" in cells[0]
        assert y.japanese in cells[0] and y.romaji in cells[0]
        assert cells[1].startswith(f"<strong>{y.points}</strong>"), cells[1]
        assert ("per extra card" in cells[1]) == bool(y.per_extra)
        if y.per_extra:
            assert f"+{y.per_extra} per extra card" in cells[1]


@pytest.mark.parametrize("preset, yaku", PRESET_YAKU, ids=lambda v: getattr(v, "key", v))
def test_example_pile_scores_that_yaku(preset, yaku):
    rules = KoiKoiRules(preset)
    pile, exact = koikoi_tables.example_pile(preset, yaku.key)
    mask = sum(1 << c for c in pile)
    held = {s.yaku.key: s.points for s in rules.yaku_of(mask)}
    assert yaku.key in held
    assert held[yaku.key] == yaku.points  # minimal: no extra cards
    if exact:
        assert list(held) == [yaku.key]
    # Minimal: dropping any card of the pile loses the yaku.
    for c in pile:
        assert yaku.key not in {s.yaku.key for s in rules.yaku_of(mask & ~(1 << c))}
    row = next(r for r in _rows(tables.render(f"koikoi-yaku-{preset}"))
               if f"<strong>{yaku.name}</strong>" in r)
    assert _drawn(row) == [CARDS[c].code for c in pile]
    assert f"<code>{format_cards(pile)}</code>, {yaku.points} point" in row


def test_every_seed_yaku_has_an_exact_example():
    for y in PRESETS["seed"].yaku:
        assert koikoi_tables.example_pile("seed", y.key)[1], y.key


def test_example_piles_are_deterministic():
    first = {(p, y.key): koikoi_tables.example_pile(p, y.key) for p, y in PRESET_YAKU}
    koikoi_tables.example_pile.cache_clear()
    assert {(p, y.key): koikoi_tables.example_pile(p, y.key) for p, y in PRESET_YAKU} == first


def test_stacking_notes_follow_the_data():
    for p, y in PRESET_YAKU:
        note = koikoi_tables.stacking_text(y, PRESETS[p])
        assert ("Does not stack" in note) == (y.group is not None)
        assert ("Counts only when" in note) == bool(y.blocked_by)
        assert ("Only with the option" in note) == (y.option is not None)
        assert "_" not in note  # option names in words, not identifiers


def test_presets_table_cites_every_source():
    html = tables.render("koikoi-presets")
    rows = _rows(html)
    assert len(rows) == len(PRESETS)
    for p, row in zip(PRESETS.values(), rows):
        assert f"<code>{p.key}</code>" in row
        assert koikoi_tables._esc(p.source) in row
    # The differences listed for the second preset include every option it changes.
    seed, nintendo = PRESETS["seed"], PRESETS["nintendo"]
    diffs = " ".join(koikoi_tables.preset_differences(nintendo, seed))
    for info in OPTION_INFO:
        changed = getattr(nintendo.options, info["name"]) != getattr(seed.options, info["name"])
        assert (f"<code>{info['name']}</code>" in diffs) == changed


def test_every_option_is_listed():
    rows = _rows(tables.render("koikoi-options"))
    assert len(rows) == len(OPTION_INFO)
    for opt, row in zip(OPTION_INFO, rows):
        text = row.replace("<wbr>", "")
        assert opt["name"] in text
        assert f">{opt['code']}</code>" in text
        assert opt["description"].replace('"', "&quot;").replace("'", "&#x27;") in text
        # The code really names the option in a rules text.
        other = next(c["value"] for c in opt["choices"] if c["value"] != opt["default"])
        value = ("yes" if other else "no") if isinstance(other, bool) else other
        overrides = KoiKoiOptions.parse_overrides(f"{opt['code']}={value}")
        assert overrides == {opt["name"]: other}


def test_rules_text_example_on_the_page_is_valid():
    m = re.search(r"`(seed,[^`]+)`", _section("Rule options"))
    assert m
    rules = KoiKoiRules.from_text(m.group(1))
    assert rules.to_text() == m.group(1)


def test_special_deals():
    html = tables.render("koikoi-special-deals")
    dealt = {d.key: d for p in PRESETS.values() for d in p.dealt_hands}
    for d in dealt.values():
        hand = koikoi_tables.dealt_example(d.key)
        assert len(hand) == 8
        assert [x.key for x in ha.dealt_hands_of(sum(1 << c for c in hand), tuple(dealt.values()))] == [d.key]
        assert d.name in html and f"{d.points} points" in html
        assert f"<code>{format_cards(hand)}</code>" in html
    redeal, stack, _ = koikoi_tables.SITUATIONS
    assert ha.needs_redeal(_mask(redeal.example))
    assert ha.stacked_months(_mask(stack.example)) and not ha.needs_redeal(_mask(stack.example))
    for s in koikoi_tables.SITUATIONS:
        assert s.name in html


# ---------------------------------------------------------------------------
# Worked scoring examples


@pytest.mark.parametrize("ex", koikoi_tables.SCORING_EXAMPLES, ids=lambda e: f"{e.preset}:{e.pile}:{e.opponent_called}")
def test_scoring_example_matches_score_breakdown(ex):
    b = score_breakdown(_mask(ex.pile), KoiKoiRules(ex.preset), opponent_called=ex.opponent_called)
    assert b.yaku, "a worked example must score"
    row = next(r for r in _rows(tables.render("koikoi-scoring"))
               if f"<code>{ex.pile}</code>" in r and f"<code>{ex.preset}</code>" in r
               and _cells(r)[2] == ("yes" if ex.opponent_called else "no"))
    cells = _cells(row)
    assert _drawn(cells[0]) == ex.pile.split()
    for s in b.yaku:
        assert f"{s.yaku.name} {s.points}" in cells[3]
    assert cells[4] == str(b.base)
    factors = {m.key: m.factor for m in b.multipliers}
    assert cells[5] == (f"<strong>×{factors['seven-plus']}</strong>" if "seven-plus" in factors else "—")
    assert cells[6] == (f"<strong>×{factors['koikoi']}</strong>" if "koikoi" in factors else "—")
    assert cells[7] == f"<strong>{b.total}</strong>"


def test_scoring_examples_cover_every_multiplier():
    seen = set()
    for ex in koikoi_tables.SCORING_EXAMPLES:
        b = koikoi_tables.example_breakdown(ex)
        seen.add(tuple(m.key for m in b.multipliers))
    assert {(), ("seven-plus",), ("koikoi",), ("seven-plus", "koikoi")} <= seen


def test_the_28_point_claim():
    # "A 7-point win over a player who called koi-koi is worth 28."
    assert "worth 28" in _section("Scoring")
    b = score_breakdown(_mask("1B 3B 8B 11B"), KoiKoiRules("seed"), opponent_called=True)
    assert (b.base, b.total) == (7, 28)


# ---------------------------------------------------------------------------
# Capture examples drawn on the page


def _fence_bodies() -> list[str]:
    return [b.strip() for b in re.findall(r"^```cards[^\n]*\n(.*?)\n```", _page(), re.M | re.S)]


CAPTURES = [
    # (field, card played, ways to play it: the field cards each way takes)
    ("3C1 5A 9C1 12B", "3R", ["3C1"]),
    ("2R 8A 8C1 11C", "8B", ["8A", "8C1"]),
    ("4A 4R 4C1 7C1", "4C2", ["4A 4R 4C1"]),
    ("1C1 6A 10R", "2C1", [""]),
]


@pytest.mark.parametrize("field, card, ways", CAPTURES, ids=lambda v: str(v))
def test_capture_example(field, card, ways):
    bodies = _fence_bodies()
    assert field in bodies and card in bodies, "the example is no longer drawn on the page"
    choices = ha.capture_choices(parse_cards(card)[0].index, _mask(field))
    assert [format_cards(ha.bits(taken)) if taken else "" for _, taken in choices] == ways


def test_lights_fence_shows_the_lights():
    from hanafuda_core.games.koikoi import LIGHTS
    assert format_cards(ha.bits(LIGHTS)) in _fence_bodies()


# ---------------------------------------------------------------------------
# Rule notes and the page


def test_rule_notes_name_real_options_and_cover_them_all():
    notes = _section("Rule notes")
    names = {o["name"] for o in OPTION_INFO}
    mentioned = set(re.findall(r"`([a-z]+(?:_[a-z]+)*)`", notes))
    assert names <= mentioned, names - mentioned
    assert {m for m in mentioned if "_" in m} <= names


def test_rule_notes_moved_into_the_page():
    assert not (ROOT / "notes" / "koikoi-rule-notes.md").exists()


def test_common_rules_link_only_when_the_page_exists():
    if not (ROOT / "docs" / "common-rules.md").exists():
        assert "common-rules.md" not in _page()


def test_built_page(built_site):
    html = (built_site.directory / "games" / "koikoi" / "index.html").read_text()
    for p, y in PRESET_YAKU:
        assert y.name.replace("'", "&#x27;") in html or y.name in html
    for anchor in ("special-deals", "scoring", "rule-options", "rule-notes", "sources",
                   "other-rule-sets"):
        assert f'id="{anchor}"' in html
    for info in OPTION_INFO:
        assert info["name"] in html.replace("<wbr>", "")
    index = (built_site.directory / "index.html").read_text()
    assert 'href="games/koikoi/"' in index
