"""The Koi-Koi rules page: generated tables agree with the engine, and so do the worked examples."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from hanafuda_core.families import capture as ha
from hanafuda_core.deck import CARDS
from hanafuda_core.games.koikoi import OPTION_INFO as OPTION_MESSAGES
from hanafuda_core.games.koikoi import PRESETS, KoiKoiHouseRules, KoiKoiOptions, score_breakdown
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.notation import format_cards, parse_cards

OPTION_INFO = written(OPTION_MESSAGES, ENGLISH)  # the options' words are messages; the tables write them in English

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import fences, tables  # noqa: E402
from tests.project_tutorials import section_page, section_pages  # noqa: E402
from hanafuda_core.games.koikoi import tables as koikoi_tables  # noqa: E402

PAGE = section_page("games/koikoi.md")
YAKU_TABLES = tuple(f"koikoi-yaku-{k}" for k in PRESETS)
PRESET_YAKU = [(p, y) for p in PRESETS for y in KoiKoiOptions(p).yaku]


def _rows(table_html) -> list[str]:
    table_html = str(table_html)  # a table is markup with messages: its English
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




def _yaku_table(preset: str) -> str:
    if preset == "seed":
        return str(tables.render("koikoi-yaku-seed"))
    others = str(tables.render("koikoi-yaku-others"))
    return others.split(f'id="yaku-{preset}"', 1)[1].split("</details>", 1)[0]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_yaku_table_lists_every_yaku_with_its_points(preset):
    rows = _rows(_yaku_table(preset))
    yaku = KoiKoiOptions(preset).yaku  # the preset's yaku as its rules make them
    assert len(rows) == len(yaku)
    for y, row in zip(yaku, rows):
        cells = _cells(row)
        assert f"<strong>{koikoi_tables._esc(y.name)}</strong>" in cells[0]
        assert y.japanese in cells[0] and y.romaji in cells[0]
        assert cells[1].startswith(f"<strong>{y.points}</strong>"), cells[1]
        assert ("per extra card" in cells[1]) == bool(y.per_extra)
        if y.per_extra:
            assert f"+{y.per_extra} per extra card" in cells[1]


@pytest.mark.parametrize("preset, yaku", PRESET_YAKU, ids=lambda v: getattr(v, "key", v))
def test_example_pile_scores_that_yaku(preset, yaku):
    rules = KoiKoiOptions(preset)
    pile, exact = koikoi_tables.example_pile(preset, yaku.key)
    mask = sum(1 << c for c in pile)
    held = {s.yaku.key: s.points for s in rules.yaku_of(mask)}
    assert yaku.key in held
    assert held[yaku.key] == yaku.points  # minimal: no extra cards
    # Minimal: dropping any card of the pile loses the yaku.
    for c in pile:
        assert yaku.key not in {s.yaku.key for s in rules.yaku_of(mask & ~(1 << c))}
    row = next(r for r in _rows(_yaku_table(preset))
               if f"<strong>{koikoi_tables._esc(yaku.name)}</strong>" in r)
    if exact:
        assert list(held) == [yaku.key]
    else:  # the yaku's fewest cards always make another (Nintendo: six ribbons are Five Scrolls too)
        for s in rules.yaku_of(mask):
            if s.yaku.key != yaku.key:
                assert f"{koikoi_tables._esc(s.yaku.name)} ({s.points})" in row
    assert _drawn(row) == [CARDS[c].code for c in pile]
    assert f"<code>{format_cards(pile)}</code>, {yaku.points} point" in row


def test_example_piles_are_deterministic():
    first = {(p, y.key): koikoi_tables.example_pile(p, y.key) for p, y in PRESET_YAKU}
    koikoi_tables.example_pile.cache_clear()
    assert {(p, y.key): koikoi_tables.example_pile(p, y.key) for p, y in PRESET_YAKU} == first


def test_a_yaku_that_needs_another_has_an_example_with_one():
    koikoi_tables.example_pile.cache_clear()
    from hanafuda_core.games.koikoi import engine

    seed = engine.PRESETS["seed"]
    alone = engine.Preset("alone", "Alone", "d", "s", seed.yaku, seed.dealt_hands,
                          engine.replace(seed.options, viewing_alone=False))
    engine._ALL_PRESETS["alone"] = alone
    try:
        pile, exact = koikoi_tables.example_pile("alone", "moon-viewing")
        assert not exact and "moon-viewing" in [s.key for s in KoiKoiOptions("alone").yaku_of(sum(1 << c for c in pile))]
    finally:
        del engine._ALL_PRESETS["alone"]
        koikoi_tables.example_pile.cache_clear()


def test_stacking_notes_follow_the_data():
    for p, y in PRESET_YAKU:
        rules = KoiKoiOptions(p)
        note = str(koikoi_tables.stacking_text(y, rules))  # a message: its English
        assert ("Does not add up" in note) == (y.group is not None)
        blocked = [k for k in y.blocked_by if k in {x.key for x in rules.yaku}]
        assert ("Counts only when" in note) == bool(blocked)
        assert ("only beside another yaku" in note) == y.needs_other
        for o in koikoi_tables.ROLE_OPTIONS.get(y.role, ()):
            assert str(koikoi_tables.label(o)) in note
        assert "_" not in note  # option names in words, not identifiers


def test_other_presets_yaku_tables_open_one_by_one():
    html = str(tables.render("koikoi-yaku-others"))
    for p in list(PRESETS.values())[1:]:
        assert f'id="yaku-{p.key}"' in html and koikoi_tables._esc(p.name) in html
    assert html.count("<details") == len(PRESETS) - 1


def test_presets_table_cites_every_source():
    rows = _rows(tables.render("koikoi-presets"))
    assert len(rows) == len(PRESETS)
    for p, row in zip(PRESETS.values(), rows):
        assert f"<strong>{koikoi_tables._esc(p.name)}</strong>" in row
        assert koikoi_tables._esc(p.source) in row
        assert koikoi_tables._esc(p.description) in row
        for o in p.unstated:  # what the source leaves open, in words
            assert koikoi_tables._esc(str(koikoi_tables.label(o))) in row


def test_comparison_table_is_generated_from_the_presets():
    html = str(tables.render("koikoi-comparison"))
    head = html.split("<tbody>")[0]
    for p in PRESETS.values():
        assert f'<th scope="col">{koikoi_tables._esc(p.short)}</th>' in head
    body_rows = [r for r in html.split("<tbody>")[1].split("<tr")[1:] if 'scope="row"' in r]
    rows = koikoi_tables.comparison_rows()
    catalogue = {y.key for p in PRESETS for y in KoiKoiOptions(p).all_yaku}
    assert len(body_rows) == len(rows) == len(catalogue) + len(OPTION_INFO)
    for (kind, name, cells), row in zip(rows, body_rows):
        assert f'<th scope="row">{koikoi_tables._esc(str(name))}</th>' in row
        tds = re.findall(r"<td[^>]*>(.*?)</td>", row)
        assert len(tds) == len(PRESETS)
        cells = [str(c) for c in cells]  # messages: their English
        for i, (td, cell) in enumerate(zip(tds, cells)):
            differs = cell.rstrip(" †") != cells[0].rstrip(" †")
            assert td == (f"<strong>{koikoi_tables._esc(cell)}</strong>" if differs else koikoi_tables._esc(cell))
        if kind == "option":
            info = next(o for o in OPTION_INFO if o["label"] == str(name))
            for p, cell in zip(PRESETS.values(), cells):
                value = getattr(p.options, info["name"])
                assert cell.rstrip(" †") == str(koikoi_tables.value_words(info["name"], value))
                assert cell.endswith("†") == (info["name"] in p.unstated)
        else:
            for p, cell in zip(PRESETS.values(), cells):
                y = next((y for y in KoiKoiOptions(p).yaku if y.name == str(name)), None)
                want = "—" if y is None else str(y.points) + (f", +{y.per_extra} per card" if y.per_extra else "")
                assert cell == want


def test_options_table_in_words():
    rows = _rows(tables.render("koikoi-options"))
    assert len(rows) == len(OPTION_INFO)
    for opt, row in zip(OPTION_INFO, rows):
        assert koikoi_tables._esc(str(opt["label"])) in row
        assert koikoi_tables._esc(str(opt["description"])) in row
        for c in opt["choices"]:
            assert koikoi_tables._esc(str(c["label"])) in row
        assert ("_" not in opt["name"] or opt["name"] not in row) and f">{opt['code']}<" not in row


def test_every_option_code_names_the_option_in_a_rules_text():
    for opt in OPTION_INFO:
        other = next(c["value"] for c in opt["choices"] if c["value"] != opt["default"])
        value = ("yes" if other else "no") if isinstance(other, bool) else other
        assert KoiKoiHouseRules.parse_overrides(f"{opt['code']}={value}") == {opt["name"]: other}


def test_no_identifiers_in_the_page_prose():
    page = _page()
    for opt in OPTION_INFO:
        assert "_" not in opt["name"] or opt["name"] not in page, opt["name"]
        assert f"`{opt['code']}`" not in page and f"{opt['code']}=" not in page, opt["code"]
    for key in PRESETS:
        assert f"`{key}`" not in page, key


def test_special_deals():
    html = str(tables.render("koikoi-special-deals"))
    dealt = {d.key: d for p in PRESETS.values() for d in p.dealt_hands}
    for d in dealt.values():
        hand = koikoi_tables.dealt_example(d.key)
        assert len(hand) == 8
        assert [x.key for x in ha.dealt_hands_of(sum(1 << c for c in hand), tuple(dealt.values()))] == [d.key]
        assert d.name in html and f"{d.points} points" in html
        assert f"<code>{format_cards(hand)}</code>" in html
    # a rule set that deals such hands again says so
    assert "“A first game”: the cards are dealt again" in html
    redeal, stack, _ = koikoi_tables.SITUATIONS
    assert ha.needs_redeal(_mask(redeal.example))
    assert ha.stacked_months(_mask(stack.example)) and not ha.needs_redeal(_mask(stack.example))
    for s in koikoi_tables.SITUATIONS:
        assert str(s.name) in html


# ---------------------------------------------------------------------------
# Worked scoring examples


@pytest.mark.parametrize("ex", koikoi_tables.SCORING_EXAMPLES, ids=lambda e: f"{e.preset}:{e.pile}:{e.opponent_called}")
def test_scoring_example_matches_score_breakdown(ex):
    b = score_breakdown(_mask(ex.pile), KoiKoiOptions(ex.preset), opponent_called=ex.opponent_called)
    assert b.yaku, "a worked example must score"
    name = koikoi_tables._esc(PRESETS[ex.preset].name)
    row = next(r for r in _rows(tables.render("koikoi-scoring"))
               if f"<code>{ex.pile}</code>" in r and _cells(r)[1] == name
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
    b = score_breakdown(_mask("1B 3B 8B 11B"), KoiKoiOptions("seed"), opponent_called=True)
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


def test_rule_notes_cover_every_option_in_words():
    notes = " ".join(_section("Rule notes").split())
    for o in OPTION_INFO:
        assert f"**{o['label']}**" in notes, o["label"]
    # each rule set but this page's appears in the notes, by name or as "the <short> rule set"
    for p in list(PRESETS.values())[1:]:
        assert p.short.split()[0].lower() in notes.lower(), p.key


def test_rule_notes_name_the_sources():
    notes = _section("Rule notes")
    sources = _section("Sources")
    for name in ("Fuda Wiki", "Sorairo", "Milo Fultz", "Hanafuda Flash"):
        assert name in notes and name in sources, name


def test_rule_notes_moved_into_the_page():
    assert not (ROOT / "notes" / "koikoi-rule-notes.md").exists()


def test_common_rules_link_only_when_the_page_exists():
    if "common-rules.md" not in section_pages():
        assert "common-rules.md" not in _page()


def test_built_page(built_site):
    html = (built_site.directory / "games" / "koikoi" / "index.html").read_text()
    for p, y in PRESET_YAKU:
        assert y.name.replace("'", "&#x27;") in html or y.name in html
    for anchor in ("special-deals", "scoring", "rule-options", "rule-notes", "sources",
                   "other-rule-sets", "how-the-rule-sets-differ"):
        assert f'id="{anchor}"' in html
    assert "hf-koikoi-compare" in html
    for info in OPTION_INFO:
        assert koikoi_tables._esc(str(info["label"])) in html
    index = (built_site.directory / "index.html").read_text()
    assert 'href="games/koikoi/"' in index
