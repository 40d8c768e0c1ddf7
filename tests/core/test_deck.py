from collections import Counter

import pytest

from hanafuda_core import deck
from hanafuda_core.deck import (
    BONUS_CARDS, BY_CODE, BY_KEY, CARDS, DECK_SUBSETS, FULL_DECK, MONTH_MASKS, NAGOYA_ORDER,
    STANDARD_ORDER, Kind, RibbonStyle, cards_in, mask_of, month_cards,
)
from hanafuda_core.notation import card


def test_forty_eight_cards_four_per_month():
    assert len(CARDS) == 48
    assert Counter(c.month for c in CARDS) == {m: 4 for m in range(1, 13)}
    assert [c.index for c in CARDS] == list(range(48))


def test_kind_counts_and_points():
    counts = Counter(c.kind for c in CARDS)
    assert counts == {Kind.BRIGHT: 5, Kind.ANIMAL: 9, Kind.RIBBON: 10, Kind.CHAFF: 24}
    assert {k: k.points for k in Kind} == {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.CHAFF: 1}
    assert sum(c.points for c in CARDS) == 5 * 20 + 9 * 10 + 10 * 5 + 24


def test_codes_are_unique_and_stable():
    assert len(BY_CODE) == 48
    assert [c.code for c in month_cards(1)] == ["1B", "1R", "1C1", "1C2"]
    assert [c.code for c in month_cards(8)] == ["8B", "8A", "8C1", "8C2"]
    assert [c.code for c in month_cards(11)] == ["11B", "11A", "11R", "11C"]
    assert [c.code for c in month_cards(12)] == ["12B", "12C1", "12C2", "12C3"]


def test_cards_within_a_month_are_ordered_by_value():
    for m in range(1, 13):
        pts = [c.points for c in month_cards(m)]
        assert pts == sorted(pts, reverse=True)


@pytest.mark.parametrize(
    "key, code, month, kind",
    [
        ("crane", "1B", 1, Kind.BRIGHT),
        ("curtain", "3B", 3, Kind.BRIGHT),
        ("moon", "8B", 8, Kind.BRIGHT),
        ("rain-man", "11B", 11, Kind.BRIGHT),
        ("phoenix", "12B", 12, Kind.BRIGHT),
        ("bush-warbler", "2A", 2, Kind.ANIMAL),
        ("sake-cup", "9A", 9, Kind.ANIMAL),
        ("boar", "7A", 7, Kind.ANIMAL),
        ("deer", "10A", 10, Kind.ANIMAL),
        ("butterflies", "6A", 6, Kind.ANIMAL),
        ("geese", "8A", 8, Kind.ANIMAL),
        ("swallow", "11A", 11, Kind.ANIMAL),
        ("lightning", "11C", 11, Kind.CHAFF),
        ("yellow-chaff", "12C1", 12, Kind.CHAFF),
        ("willow-ribbon", "11R", 11, Kind.RIBBON),
    ],
)
def test_named_cards(key, code, month, kind):
    c = BY_KEY[key]
    assert (c.code, c.month, c.kind) == (code, month, kind)


def test_ribbon_styles():
    styles = {c.code: c.ribbon for c in CARDS if c.kind is Kind.RIBBON}
    assert [k for k, v in styles.items() if v is RibbonStyle.POETRY] == ["1R", "2R", "3R"]
    assert [k for k, v in styles.items() if v is RibbonStyle.BLUE] == ["6R", "9R", "10R"]
    assert [k for k, v in styles.items() if v is RibbonStyle.PLAIN] == ["4R", "5R", "7R"]
    assert [k for k, v in styles.items() if v is RibbonStyle.WILLOW] == ["11R"]
    assert all(c.ribbon is None for c in CARDS if c.kind is not Kind.RIBBON)


def test_every_card_has_names_in_both_languages():
    for c in CARDS:
        assert c.name and c.kanji and c.reading
        assert c.flower.month == c.month
        assert c.flower.month_name in c.label and str(c.points) in c.label


def test_card_lookup():
    assert card(0) is CARDS[0]
    assert card("9a") is BY_CODE["9A"]
    assert card("Moon") is BY_KEY["moon"]
    assert card(CARDS[5]) is CARDS[5]
    assert card(48) is BONUS_CARDS[0] and card("x3") is BONUS_CARDS[2]  # a lookup knows every card
    with pytest.raises(ValueError, match="0..50"):
        card(51)
    with pytest.raises(ValueError, match="month must be 1..12"):
        month_cards(13)


def test_bit_sets():
    assert FULL_DECK == mask_of(CARDS)
    assert cards_in(mask_of([CARDS[3], CARDS[40]])) == [CARDS[3], CARDS[40]]
    for m in range(1, 13):
        assert cards_in(MONTH_MASKS[m - 1]) == list(month_cards(m))


def test_standard_order_wraps_december_to_january():
    assert STANDARD_ORDER.follows(card("6A"), card("7R"))
    assert STANDARD_ORDER.follows(card("12B"), card("1C1"))
    assert not STANDARD_ORDER.follows(card("1B"), card("3B"))
    assert not STANDARD_ORDER.follows(card("7A"), card("6A"))


def test_nagoya_order():
    seq = [NAGOYA_ORDER.flower_at(i).english for i in range(1, 13)]
    assert seq == ["Pine", "Willow", "Cherry blossom", "Wisteria", "Iris", "Paulownia",
                   "Bush clover", "Susuki grass", "Chrysanthemum", "Maple", "Peony", "Plum blossom"]
    assert NAGOYA_ORDER.position(11) == 2 and NAGOYA_ORDER.position(2) == 12
    assert NAGOYA_ORDER.follows(card("1B"), card("11A"))  # pine -> willow
    assert NAGOYA_ORDER.follows(card("2A"), card("1R"))  # plum (December) -> pine
    assert not NAGOYA_ORDER.follows(card("1B"), card("2A"))


def test_deck_subsets():
    assert len(DECK_SUBSETS["full"]) == 48
    hiyoko = DECK_SUBSETS["no-paulownia-chaff"]
    assert len(hiyoko) == 45
    assert {c.code for c in CARDS} - {c.code for c in hiyoko.cards} == {"12C1", "12C2", "12C3"}
    isuri = DECK_SUBSETS["one-paulownia-chaff"]
    assert len(isuri) == 46
    assert {c.code for c in CARDS} - {c.code for c in isuri.cards} == {"12C2", "12C3"}


def test_core_imports_only_the_standard_library():
    import ast
    import pathlib
    import sys

    pkg = pathlib.Path(deck.__file__).parent
    for path in pkg.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in sys.stdlib_module_names or top == "hanafuda_core", f"{path.name} imports {name}"
