"""Sakura's card values, deal table, yaku and round score (the keys of
docs/design/sakura-sources.md: F = Fudawiki, H = hanafudahawaii.com, B =
Board Game Arena, W = Wikipedia; the rounds are the note's worked examples,
derived from F's formula, which B gives too)."""

from __future__ import annotations

from collections import Counter

import pytest

from hanafuda_core.cardset import bits, to_mask
from hanafuda_core.games.sakura import DEAL_SIZES, GAJI, VALUES, YAKU, card_value, round_scores, yaku_of


def test_the_values_add_up_to_240_as_hawaiis_deck_counts_them():
    # H: four cards at 20, eleven at 10, ten at 5, the rest nothing: 240
    assert Counter(VALUES) == {20: 4, 10: 11, 5: 10, 0: 23} and sum(VALUES) == 240
    # F: the Rain Man is a 5-point animal, the yellow paulownia worth 10, the Lightning nothing
    assert [card_value(to_mask(c)) for c in ("11B", "12C1", "11C", "12B", "11R", "4R", "4A")] == [5, 10, 0, 20, 10, 10, 5]
    assert VALUES[GAJI] == 0


@pytest.mark.parametrize("players, hand, field", [(2, 8, 8), (3, 7, 6), (4, 5, 8), (5, 4, 8), (6, 3, 12), (7, 3, 6)])
def test_the_deal_for_each_number_of_players(players, hand, field):
    # F, W: the draw pile holds a card for every turn (at two, eight more stay unturned)
    assert DEAL_SIZES[players] == (hand, field)
    draw = 48 - players * hand - field
    assert draw == players * hand + (8 if players == 2 else 0)


def test_eight_yaku_of_three_cards_four_cards_in_two_and_no_willow_or_paulownia():
    assert [y.key for y in YAKU] == ["i", "ro", "ha", "ni", "ho", "he", "to", "chi"]
    assert all(y.cards.bit_count() == 3 for y in YAKU)
    uses = Counter(c for y in YAKU for c in bits(y.cards))
    assert sorted(c for c, n in uses.items() if n == 2) == bits(to_mask("3B 7A 9A 10A"))  # F
    assert not any(uses[c] for c in range(40, 48))  # F: the willow and paulownia cards are in none


@pytest.mark.parametrize("name, piles, scores", [
    # 1. Two players: A 80 with I and Ro, B 75 with Ni: A 80 − 50 = 30, B 75 − 100 = −25.
    ("two players", ["3B 8B 1B 9A 2A 5R 1C1 1C2 2C1 2C2 3C1", "6R 9R 10R 12B 12C1 11B 11A 7A"], (30, -25)),
    # 2. Three players: A one yaku and 90, B none and 100, C two and 50: −10, −50, 0 (C wins with the
    #    fewest card points).
    ("three players", ["6R 9R 10R 1B 3B 4R 5R", "8B 12B 7R 11R 12C1 2A 8A 9A 10A 11A 11B", "1R 2R 3R 4A 5A 7A 6A"],
     (-10, -50, 0)),
    # 3. Two teams of two, one pile each: 140 with Ha and He, 80 with Chi (the most a side can hold with
    #    Chi and no other yaku against those cards): 140 − 50 = 90, 80 − 100 = −20.
    ("two teams", ["1R 2R 3R 4R 5R 7R 1B 3B 8B 12B", "7A 8A 10A 2A 4A 6A 11A 11B 6R 9R 11R 12C1"], (90, -20)),
])
def test_a_rounds_scores_by_the_formula(name, piles, scores):
    masks = [to_mask(p) for p in piles]
    assert round_scores(masks) == scores


def test_the_three_player_example_holds_what_it_says():
    a, b, c = (to_mask(p) for p in ("6R 9R 10R 1B 3B 4R 5R", "8B 12B 7R 11R 12C1 2A 8A 9A 10A 11A 11B",
                                    "1R 2R 3R 4A 5A 7A 6A"))
    assert (card_value(a), card_value(b), card_value(c)) == (90, 100, 50)
    assert ([y.key for y in yaku_of(a)], yaku_of(b), [y.key for y in yaku_of(c)]) == (["ni"], (), ["ha", "to"])


def test_the_presets_read_back_and_differ_where_the_sources_do():
    from hanafuda_core.games.sakura import PRESETS, SakuraOptions

    full, bga = (SakuraOptions.from_text(PRESETS[k]) for k in ("fudawiki", "board-game-arena"))
    assert full == SakuraOptions() and SakuraOptions.from_text(bga.to_text()) == bga
    assert (bga.hiki, bga.gaji_leftovers) == ("play", "all")  # B: hiki on play; every leftover at 3+


# Whole rounds settled by hand with F's formula (B gives the same: the cards' value less 50 for every yaku
# every opponent holds); each side's captured cards, its value and yaku worked out in the comment.
ROUNDS = [
    # 4. Two players: A 120 (four brights, four ribbons) and no yaku; B 110 with Ni, Ho, To and Chi (the blue
    #    ribbons and nine animals): A 120 − 200 = −80, B 110.
    ("four yaku of ribbons and animals", ["1B 3B 8B 12B 1R 2R 4R 5R",
                                          "6R 7R 9R 10R 11R 12C1 2A 4A 5A 6A 7A 8A 9A 10A 11A 11B"], (-80, 110)),
    # 5. Two players: A 100 with I, Ro and Ha (three brights, the Sake Cup, the Warbler, the poetry ribbons);
    #    B 110 with He and Ni: A 100 − 100 = 0, B 110 − 150 = −40.
    ("three yaku against two", ["1B 3B 8B 9A 2A 1R 2R 3R", "12B 12C1 4R 5R 6R 7R 9R 10R 11R 4A 5A"], (0, -40)),
    # 6. Three players, each with one yaku: every side loses 100 (two others' yaku).
    ("one yaku each", ["1R 2R 3R", "6R 9R 10R", "4R 5R 7R"], (30 - 100, 30 - 100, 30 - 100)),
    # 7. The four cards in two yaku count for both: the Curtain in I and Ro (3B 8B 9A 1B 2A: 70, two yaku).
    ("a card in two yaku", ["3B 8B 9A 1B 2A", "4R"], (70, 10 - 100)),
    # 8. The Sake Cup in I and Ho, the Deer in Ho and Chi: 3B 8B 9A 6A 10A 7A 8A, 40 + 25 = 65, I, Ho, Chi.
    ("the sake cup and the deer twice", ["3B 8B 9A 6A 10A 7A 8A", "1R"], (65, 10 - 150)),
    # 9. Willow and paulownia cards are in no yaku: 11B 11A 11R 11C 12B 12C1 = 5+5+10+0+20+10 = 50.
    ("willow and paulownia score their points only", ["11B 11A 11R 11C 12B 12C1", "1C1"], (50, 0)),
    # 10. Four players alone: one holds To (4A 5A 7A, 15), the others lose 50 each.
    ("four players, one yaku", ["4A 5A 7A", "1B", "3B", "8B"], (15, -30, -30, -30)),
    # 11. Seven players: two yaku on one side cost each of the six others 100.
    ("seven players", ["1R 2R 3R 6R 9R 10R", "1B", "3B", "8B", "12B", "12C1", "11R"],
     (60, -80, -80, -80, -80, -90, -90)),
    # 12. Two teams of three (six players): one pile each side.
    ("two teams of three", ["1R 2R 3R 1B", "4A 5A 7A 12B"], (50 - 50, 35 - 50)),
    # 13. Three teams of two: a yaku of one team costs the two others 50 each.
    ("three teams of two", ["6R 9R 10R", "1B", "12C1"], (30, -30, -40)),
    # 14. All eight yaku on one side (the 20 cards they use: three brights 60, nine ribbons 90, eight
    #     animals 40 = 190): the other side loses 400.
    ("all eight yaku", ["3B 8B 9A 1B 2A 1R 2R 3R 6R 9R 10R 6A 10A 4R 5R 7R 4A 5A 7A 8A", "12B 12C1 11R"],
     (190, 40 - 400)),
    # 15. Nothing captured by one player: 0 less the others' yaku.
    ("nothing captured", ["", "1R 2R 3R", "4C1"], (-50, 30, -50)),
    # 16. The Lightning is worth nothing: 11C alone scores 0.
    ("the lightning alone", ["11C", "1C1"], (0, 0)),
    # 17. Five players alone: two hold a yaku each; the others lose 100, the holders 50.
    ("five players", ["1R 2R 3R", "4A 5A 7A", "1B", "8B", "12C1"], (30 - 50, 15 - 50, -80, -80, -90)),
    # 18. Six players alone: one yaku costs each of the five others 50.
    ("six players", ["6A 9A 10A", "1C1", "2C1", "3C1", "4C1", "5C1"], (15, -50, -50, -50, -50, -50)),
    # 19. A yaku with its cards split between two sides is no yaku: 1R 2R and 3R apart.
    ("a yaku split is none", ["1R 2R", "3R"], (20, 10)),
    # 20. Two teams, one pile each: Ha (30) against nine animals holding To, Ho and Chi (45):
    #     30 − 150 and 45 − 50.
    ("one yaku against three", ["1R 2R 3R", "4A 5A 7A 6A 9A 10A 2A 8A 11A"], (30 - 150, 45 - 50)),
    # 21. The Rain Man is an animal worth 5, in no yaku: 11B 4A 5A (not To without the Boar): 15.
    ("the rain man in no yaku", ["11B 4A 5A", "7A"], (15, 5)),
    # 22. Three players, two yaku on one side, one on another: 60 − 50, 30 − 100, 0 − 150.
    ("two and one", ["1R 2R 3R 6R 9R 10R", "4R 5R 7R", "1C1"], (60 - 50, 30 - 100, -150)),
]


@pytest.mark.parametrize("name, piles, scores", ROUNDS, ids=[r[0] for r in ROUNDS])
def test_a_round_settled_by_hand(name, piles, scores):
    assert round_scores([to_mask(p) for p in piles]) == scores
