"""Tests of the shared hana-awase engine (hanafuda_core.families.capture).

Plain test functions: only ``pytest.raises`` and ``pytest.mark.parametrize``
are used, so the file also runs in Pyodide under the small pytest shim.
"""

import pytest

from hanafuda_core.cardset import index, to_mask

from hanafuda_core.families import capture as ha
from hanafuda_core.dealer import choose_dealer
from hanafuda_core.deck import BY_CODE, FULL_DECK
from hanafuda_core.notation import parse_cards
from hanafuda_core.rng import Rng


idx = index  # a card code's index


def mask(text):
    return to_mask(text or "-")


def codes(m):
    return ha.codes(m)


# ---------------------------------------------------------------------------
# Capturing


@pytest.mark.parametrize("card, field, expected", [
    ("3R", "1B 5A", [(None, "")]),  # nothing matches: the card joins the field
    ("3R", "3B 5A", [(None, "3B")]),  # one match: captured
    ("3R", "3B 3C1 5A", [("3B", "3B"), ("3C1", "3C1")]),  # two: a choice, in deck order
    ("3R", "3B 3C1 3C2 5A", [(None, "3B 3C1 3C2")]),  # three (a stack): all of them
    ("11C", "11A 3B", [(None, "11A")]),  # the Lightning is an ordinary November card by default
])
def test_capture_choices(card, field, expected):
    got = ha.capture_choices(idx(card), mask(field))
    want = [(None if t is None else idx(t), mask(taken)) for t, taken in expected]
    assert got == want


def test_wild_card_captures_any_field_card():
    field = mask("1B 3B 3C1 3C2 11A")
    got = ha.capture_choices(idx("11C"), field, wild=True)
    # each single card, and the March stack once (named by its first card)
    assert got == [(idx("1B"), mask("1B")), (idx("3B"), mask("3B 3C1 3C2")), (idx("11A"), mask("11A"))]
    assert ha.capture_choices(idx("11C"), mask("5A"), wild=True) == [(None, mask("5A"))]
    assert ha.capture_choices(idx("11C"), mask("3B 3C1 3C2"), wild=True) == [(None, mask("3B 3C1 3C2"))]
    assert ha.capture_choices(idx("11C"), 0, wild=True) == [(None, 0)]


def test_apply_capture():
    field = mask("3B 5A")
    assert ha.apply_capture(idx("3R"), field, mask("3B")) == (mask("5A"), mask("3B 3R"))
    assert ha.apply_capture(idx("4R"), field, 0) == (mask("3B 5A 4R"), 0)


def test_matching():
    assert ha.matching(idx("3R"), mask("3B 3C1 5A")) == mask("3B 3C1")
    assert ha.month_of(idx("12C3")) == 12


def test_explain_capture_wrong_month():
    # the example sentence of the brief, in the cards' names (no notation for a learner)
    assert str(ha.explain_capture(idx("3R"), idx("5A"), mask("5A 1B"))) == (
        "The Cherry poetry ribbon does not match the Eight-plank Bridge: a card captures a field card of its own month (March), and "
        "there is no March card on the field, so it is simply played and joins the field.")
    text = str(ha.explain_capture(idx("3R"), idx("5A"), mask("5A 3B")))
    assert text.startswith("The Cherry poetry ribbon does not match the Eight-plank Bridge")
    assert text.endswith("the March card on the field: the Curtain (March).")


def test_explain_capture_other_cases():
    field = mask("3B 3C1 5A")
    assert str(ha.explain_capture(idx("3R"), None, field)) == (
        "The Cherry poetry ribbon matches two March (Cherry blossom) cards on the field, the Curtain (March) "
        "and the Cherry chaff 1 (March): "
        "choose which one it captures (click it on the field).")
    assert str(ha.explain_capture(idx("3R"), idx("3C2"), field)) == "The Cherry chaff 2 (March) is not on the field."
    assert ha.explain_capture(idx("3R"), idx("3B"), field) is None
    assert ha.explain_capture(idx("3R"), idx("3B"), mask("3B")) is None  # redundant target accepted
    assert ha.explain_capture(idx("5R"), None, field) is None
    drawn = str(ha.explain_capture(idx("3R"), None, field, drawn=True))
    assert drawn.startswith("The drawn Cherry poetry ribbon matches two March") and "the Curtain (March) and" in drawn
    wild = str(ha.explain_capture(idx("11C"), None, field, wild=True))
    assert "wild" in wild and "choose which one" in wild and ">" not in wild
    assert ha.explain_capture(idx("11C"), idx("5A"), field, wild=True) is None


# ---------------------------------------------------------------------------
# Months in a card set


def test_redeal_and_stacks():
    assert ha.needs_redeal(mask("3B 3R 3C1 3C2 5A"))
    assert not ha.needs_redeal(mask("3B 3R 3C1 5A 5R 5C1"))
    assert ha.stacked_months(mask("3B 3R 3C1 5A 5R 5C1 7A")) == [3, 5]
    assert ha.full_months(mask("1B 1R 1C1 1C2 12B 12C1 12C2 12C3 5A")) == (1 << 0) | (1 << 11)


def test_month_counts_and_pairs():
    hand = mask("1B 1R 2A 2R 3B 5A 5R 5C1")
    assert ha.month_counts(hand) == (2, 2, 1, 0, 3, 0, 0, 0, 0, 0, 0, 0)
    assert ha.pair_count(hand) == 2
    assert ha.pair_count(mask("1B 1R 2A 2R 3B 3R 4A 4R")) == 4
    assert ha.pair_count(mask("1B 1R 1C1 1C2 3B 3R 4A 4R")) == 2  # a month of four is not two pairs


# ---------------------------------------------------------------------------
# Dealt hands and exclusive hands


@pytest.mark.parametrize("hand, expected", [
    ("1B 1R 1C1 1C2 2A 3B 4A 5A", ["four-of-a-month"]),
    ("1B 1R 2A 2R 3B 3R 4A 4R", ["four-pairs"]),
    ("1B 1R 2A 2R 3B 3R 4A 5A", []),
    ("1B 1R 1C1 1C2 2A 2R 3B 3R", ["four-of-a-month"]),  # four + two pairs: not four pairs
    ("12B 12C1 12C2 12C3 11A 11R 11C 11B", ["four-of-a-month"]),  # two fours: one hand (exclusive)
])
def test_dealt_hands(hand, expected):
    got = ha.dealt_hands_of(mask(hand), (ha.FOUR_OF_A_MONTH, ha.FOUR_PAIRS))
    assert [d.key for d in got] == expected


def test_dealt_hands_exclusive_group():
    three = ha.DealtHand("three-pairs", "Three Pairs", "三つ", "mittsu", 2, "Three pairs.",
                         lambda h: ha.pair_count(h) >= 3, group="dealt")
    hand = mask("1B 1R 2A 2R 3B 3R 4A 4R")
    assert [d.key for d in ha.dealt_hands_of(hand, (three, ha.FOUR_PAIRS))] == ["four-pairs"]
    free = ha.DealtHand("any-bright", "A Bright", "光", "hikari", 1, "A bright.", lambda h: bool(h & 1))
    got = ha.dealt_hands_of(hand, (three, free, ha.FOUR_PAIRS))
    assert [d.key for d in got] == ["any-bright", "four-pairs"]
    assert ha.FOUR_PAIRS.with_points(9).points == 9
    assert ha.FOUR_PAIRS.to_dict()["japanese"] == "くっつき"


def test_best_exclusive():
    items = [("a", "g", 3), ("b", None, 1), ("c", "g", 5), ("d", "h", 2), ("e", "g", 5), ("f", "h", 2)]
    got = ha.best_exclusive(items, lambda x: x[1], lambda x: x[2])
    assert [x[0] for x in got] == ["b", "c", "d"]  # best of each group, first on a tie, order kept


def test_exclusive_hands_the_player_chooses():
    # The source: "the player must choose which hand they want to claim".
    items = [("a", "g", 3), ("b", None, 1), ("c", "g", 5), ("d", "h", 2), ("f", "h", 4)]
    seen = []

    def cheapest(candidates):
        seen.append([x[0] for x in candidates])
        return min(candidates, key=lambda x: x[2])

    got = ha.best_exclusive(items, lambda x: x[1], lambda x: x[2], choose=cheapest)
    assert [x[0] for x in got] == ["a", "b", "d"]  # the player's claims, order kept
    assert seen == [["a", "c"], ["d", "f"]]  # one choice per group, its hands in order
    with pytest.raises(ValueError, match="must be one of"):
        ha.best_exclusive(items, lambda x: x[1], lambda x: x[2], choose=lambda c: ("z", "g", 9))


# ---------------------------------------------------------------------------
# Settlement


@pytest.mark.parametrize("points, expected", [
    ([20, 0, 0], [40, -20, -20]),
    ([20, 0], [20, -20]),
    ([20, 10, 0], [30, 0, -30]),
    ([5, 5, 5, 5], [0, 0, 0, 0]),
    ([0, 12, 0, 7], [-19, 29, -19, 9]),
])
def test_settle_zero_sum(points, expected):
    got = ha.settle(points)
    assert got == expected
    assert sum(got) == 0


# ---------------------------------------------------------------------------
# Turn order


def test_turn_order_counter_clockwise():
    assert ha.next_player(0, 3) == 1 and ha.next_player(2, 3) == 0
    assert ha.player_to_right(1, 4) == 2
    assert ha.previous_player(0, 3) == 2 and ha.player_to_left(0, 4) == 3
    assert ha.turn_order(2, 4) == [2, 3, 0, 1]
    with pytest.raises(ValueError):
        ha.next_player(3, 3)
    with pytest.raises(ValueError):
        ha.turn_order(0, 1)


def test_seating_from_dealer_draw():
    draw = choose_dealer(4, Rng("seats"))
    seats = ha.seating(draw.ranking)
    assert seats[0] == draw.dealer
    # the second earliest card sits to the dealer's right: they play next
    assert ha.turn_order(0, 4)[1] == 1 and seats[1] == draw.ranking[1]
    with pytest.raises(ValueError):
        ha.seating([0, 0, 1])


# ---------------------------------------------------------------------------
# Stay or drop


def test_first_three_stay_remaining_have_no_choice():
    asked = []

    def decide(p):
        asked.append(p)
        return "stay"

    r = ha.stay_or_drop(5, dealer=1, decide=decide)
    assert asked == [1, 2, 3]  # the last two are not asked
    assert r.declarations == ((1, "stay", False), (2, "stay", False), (3, "stay", False),
                              (4, "drop", True), (0, "drop", True))
    assert r.staying == (1, 2, 3) and r.dropped == (4, 0) and r.dealer == 1
    assert r.forced == (4, 0)
    # The source: those who drop pay, with no exemption for the players who had no choice.
    assert r.payments == (-12, 8, 8, 8, -12)
    assert sum(r.payments) == 0
    said = str(r.explain())
    assert said.startswith("Player 2 stays;") and "Players 1 and 5 pay the 12-point penalty." in said
    # The house rule that excuses them (this site's rule before) is an option.
    r = ha.stay_or_drop(5, dealer=1, decide=decide, forced_drop_pays=False)
    assert r.payments == (0, 0, 0, 0, 0)


def test_first_two_drop_remaining_must_stay():
    r = ha.stay_or_drop(5, dealer=0, decide={0: "drop", 1: "drop"})
    # the dealer dropped: the first remaining player to his right deals
    assert r.dealer == 2
    assert r.staying == (2, 3, 4)
    assert r.declarations[2:] == ((2, "stay", True), (3, "stay", True), (4, "stay", True))
    assert r.payments == (-12, -12, 8, 8, 8)
    assert sum(r.payments) == 0
    assert "player 3, the first remaining player to the dealer's right, deals" in str(r.explain())
    d = r.to_dict()
    assert d["dealer"] == 2 and d["payments"] == [-12, -12, 8, 8, 8]


def test_stay_drop_mixed_and_penalty_options():
    decisions = {0: True, 1: False, 2: True, 3: True}
    r = ha.stay_or_drop(4, 0, decisions)
    assert r.staying == (0, 2, 3) and r.dropped == (1,)
    assert r.payments == (4, -12, 4, 4)
    r = ha.stay_or_drop(4, 0, {0: "drop", 1: "stay", 2: "stay", 3: "stay"}, penalty=10)
    assert r.dealer == 1 and r.staying == (1, 2, 3)
    assert r.payments == (-10, 4, 3, 3)  # the remainder goes one point each from the dealer on
    r = ha.stay_or_drop(5, 0, lambda p: "stay")
    assert r.payments == (8, 8, 8, -12, -12)
    assert ha.stay_or_drop(5, 0, lambda p: "stay", forced_drop_pays=False).payments == (0,) * 5
    r = ha.stay_or_drop(4, 3, {3: "drop"}, paid_to="dealer")
    assert r.dealer == 0 and r.payments == (12, 0, 0, -12)


def test_stay_drop_errors():
    with pytest.raises(ValueError):
        ha.stay_or_drop(3, 0, lambda p: "stay")  # three players: no procedure
    with pytest.raises(ValueError):
        ha.stay_or_drop(4, 0, lambda p: "maybe")
    with pytest.raises(ValueError):
        ha.stay_or_drop(4, 0, lambda p: "stay", paid_to="pot")
    with pytest.raises(ValueError):
        ha.stay_or_drop(4, 0, lambda p: "stay", penalty=-1)


def test_drop_cards_onto_deck():
    draw = [idx("1B"), idx("2A")]  # 2A is the top
    out = ha.drop_cards_onto_deck(draw, [mask("5A 3B"), [idx("9A")]])
    assert out == [idx("1B"), idx("2A"), idx("3B"), idx("5A"), idx("9A")]


# ---------------------------------------------------------------------------
# Shuffling and dealing


def test_shuffled_deck_is_a_seeded_permutation():
    a = ha.shuffled_deck(Rng(7))
    assert sorted(a) == list(range(48))
    assert a == ha.shuffled_deck(Rng(7))
    assert a != ha.shuffled_deck(Rng(8))
    small = ha.shuffled_deck(Rng(1), [3, 4, 5])
    assert sorted(small) == [3, 4, 5]
    items = []
    ha.shuffle(Rng(1), items)
    assert items == []


def test_deal_packets_koikoi_order():
    deck = list(range(48))
    hands, field, draw = ha.deal_packets(deck, (1, ha.FIELD, 0), 4, 2)
    assert hands[1] == mask(" ".join(ha.codes([*range(0, 4), *range(12, 16)]).split()))
    assert field == sum(1 << c for c in [*range(4, 8), *range(16, 20)])
    assert hands[0] == sum(1 << c for c in [*range(8, 12), *range(20, 24)])
    assert draw[-1] == 24 and draw[0] == 47 and len(draw) == 24
    assert hands[0] | hands[1] | field | sum(1 << c for c in draw) == FULL_DECK
    with pytest.raises(ValueError):
        ha.deal_packets(list(range(10)), (0, 1), 4, 2)
