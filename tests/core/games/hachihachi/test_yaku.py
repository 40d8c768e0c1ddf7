"""Hachi-Hachi's yaku: each dealt hand of both groups, the best of each group
or of all, the captured yaku, and the special endings, each with the source
of its value (the keys of docs/design/hachihachi-sources.md: FW = FudaWiki's
English page, FWFR = FudaWiki's French page from the English translation of
Nintendo's leaflet, PG = games.porg.es, KI = the kirisame archive, SH = the
Shiragiku rules, NO = the porg.es curriculum draft)."""

from __future__ import annotations

import pytest

from hanafuda_core.cardset import to_mask
from hanafuda_core.games.hachihachi.options import PRESETS, HachiHachiOptions
from hanafuda_core.games.hachihachi.yaku import dekiyaku_of, group_a, group_b, points, special_ending, teyaku_of

FULL = HachiHachiOptions()
LEAFLET = HachiHachiOptions.from_text(PRESETS["leaflet"])
CORE = HachiHachiOptions.from_text(PRESETS["core"])


def held(hand: str, rules=FULL) -> list[tuple[str, int]]:
    return [(y.key, v) for y, v in teyaku_of(to_mask(hand), rules)]


@pytest.mark.parametrize("hand, full, leaflet", [
    # Group A, FW's values in kan; FWFR's in points
    ("1B 1R 1C1 2A 4A 6A 8A", [("sanbon", 2)], [("sanbon", 10)]),                 # three of a month
    ("4A 4R 4C1 1B 2A 6A 8A", [("tatesanbon", 3)], [("tatesanbon", 15)]),         # wisteria stands
    ("12C1 12C2 12C3 1B 2A 6A 8A", [("tatesanbon", 3)], [("tatesanbon", 15)]),    # the three paulownia chaff
    ("12B 12C2 12C3 1B 2A 6A 8A", [("sanbon", 2)], [("sanbon", 10)]),             # with the Phoenix: plain
    ("1B 1R 2A 2R 3B 3R 8A", [("kuttsuki", 4)], [("kuttsuki", 20)]),              # three pairs
    ("1B 1R 1C1 1C2 2A 3B 8A", [("teshi", 6)], [("teshi", 30)]),                  # all four of a month
    ("1B 1R 1C1 2A 2R 3B 3R", [("haneken", 7)], [("haneken", 30)]),               # FWFR: haneken, not triplé
    ("1B 1R 1C1 1C2 2A 2R 3B", [("ichinishi", 8)], [("ichinishi", 35)]),          # four, a pair, one
    ("1B 1R 1C1 1C2 2A 2R 2C1", [("shiso", 20)], [("shiso", 50)]),                # four and three
    ("1B 1R 1C1 2A 2R 2C1 8A", [("futasanbon", 6)], [("sanbon", 10)]),            # two triplets: none in FWFR
    ("1B 1R 1C1 4A 4R 4C1 8A", [("sanbontatesanbon", 7)], [("tatesanbon", 15)]),
    ("5A 5R 5C1 7A 7R 7C1 8A", [("futatatesanbon", 8)], [("tatesanbon", 15)]),
    # Group B (the willow cards are chaff)
    ("1C1 2C1 3C1 4C1 5C1 11B 11A", [("karasu", 4)], [("karasu", 25)]),           # seven chaff
    ("1B 1C1 2C1 3C1 4C1 5C1 6C1", [("pikaichi", 4)], [("pikaichi", 20)]),        # one bright
    ("1R 1C1 2C1 3C1 4C1 5C1 11R", [("tanichi", 3)], [("tanichi", 20)]),          # one ribbon
    ("2A 1C1 2C1 3C1 4C1 5C1 6C1", [("toichi", 3)], [("toichi", 20)]),            # one animal
    ("1R 6R 1C1 2C1 3C1 4C1 11C", [("aka", 2)], [("aka", 15)]),                   # two ribbons, the rest chaff
    ("11B 1C1 2C1 3C1 4C1 5C1 6C1", [("karasu", 4)], [("karasu", 25)]),           # the Rain Man is chaff here
    ("1B 2A 3B 4A 5A 6R 8B", [], []),                                             # nothing
])
def test_each_dealt_hand_and_its_value(hand, full, leaflet):
    assert held(hand) == full
    assert held(hand, LEAFLET) == leaflet
    assert held(hand, CORE) == []


def test_a_hand_of_both_groups_is_paid_both_or_the_best():
    # SH: red (aka) and three of a month score both, 4 kan on a small field; FWFR: only the best
    hand = "1R 1C1 1C2 6R 2C1 3C1 4C1"
    assert group_a(to_mask(hand)) == ["sanbon"] and group_b(to_mask(hand)) == ["aka"]
    assert held(hand) == [("sanbon", 2), ("aka", 2)]
    assert sum(points(v, FULL) for _, v in held(hand)) == 48
    assert held(hand, LEAFLET) == [("aka", 15)]
    # SH: red and a standing triplet, 5 kan
    assert held("4R 4C1 4C2 6R 2C1 3C1 1C1") == [("tatesanbon", 3), ("aka", 2)]


def test_a_dealt_hand_needs_seven_cards():
    assert held("1C1 2C1 3C1") == []


@pytest.mark.parametrize("captured, full, leaflet", [
    ("1B 3B 8B 11B 12B", [("goko", 12)], [("goko", 75)]),
    ("1B 3B 8B 12B", [("shiko", 10)], [("shiko", 50)]),               # FW, NO, SH
    ("1B 3B 8B 11B", [], []),                                         # SH: no rainy four lights
    ("1R 2R 3R", [("akatan", 7)], [("akatan", 35)]),                  # NO: 7 kan
    ("6R 9R 10R", [("aotan", 7)], [("aotan", 35)]),
    ("6A 7A 10A", [], [("inoshikacho", 35)]),                         # FW: only the leaflet has it
    ("1R 2R 4R 5R 6R 7R 9R", [("nanatan", 10)], [("nanatan", 50)]),
    ("1R 2R 3R 4R 5R 6R 11R", [("akatan", 7)], [("akatan", 35)]),     # the willow ribbon is no ribbon
    ("1R 2R 3R 6R 9R 10R 4R", [("nanatan", 10), ("akatan", 7), ("aotan", 7)],
     [("nanatan", 50), ("akatan", 35), ("aotan", 35)]),
])
def test_each_captured_yaku_and_its_value(captured, full, leaflet):
    assert [(y.key, v) for y, v in dekiyaku_of(to_mask(captured), FULL)] == full
    assert [(y.key, v) for y, v in dekiyaku_of(to_mask(captured), LEAFLET)] == leaflet
    assert dekiyaku_of(to_mask(captured), CORE) == ()


def test_ribbons_beyond_seven_add_a_kan_each_the_willow_ribbon_too():
    # FW: "an extra +1 kan for each additional Ribbon, including the Willow Ribbon"
    rules = HachiHachiOptions.from_text("nanatan-extra")
    eight = to_mask("1R 2R 4R 5R 6R 7R 9R 11R")
    assert [(y.key, v) for y, v in dekiyaku_of(eight, rules)] == [("nanatan", 11)]
    assert [(y.key, v) for y, v in dekiyaku_of(eight, FULL)] == [("nanatan", 10)]


@pytest.mark.parametrize("card_points, chaff, rules, expected", [
    ((88, 88, 88), (9, 9, 9), FULL, ("alleights", None, 10)),         # FW: the dealer takes 10 kan from each
    ((88, 88, 88), (9, 9, 9), LEAFLET, ("alleights", None, 50)),      # FWFR: 50
    ((50, 170, 44), (8, 10, 9), FULL, ("doubleeights", 1, 12)),       # FW: 10 kan and 1 a point over 168
    ((50, 170, 44), (8, 10, 9), LEAFLET, ("doubleeights", 1, 50)),
    ((60, 100, 104), (5, 4, 18), FULL, ("sixteenchaff", 2, 16)),      # FW, NO, SH: 12 kan and 2 a chaff over 16
    ((60, 100, 104), (5, 4, 17), LEAFLET, ("sixteenchaff", 2, 60)),   # FWFR: 16 50, 17 60, 18 75, 19 100
    ((60, 100, 104), (5, 4, 21), LEAFLET, ("sixteenchaff", 2, 100)),
    ((40, 170, 54), (20, 2, 2), FULL, ("doubleeights", 1, 12)),       # FW: double eights before sixteen chaff
    ((60, 100, 104), (5, 4, 15), FULL, None),
    ((88, 88, 88), (9, 9, 9), CORE, None),
])
def test_the_special_endings(card_points, chaff, rules, expected):
    got = special_ending(card_points, chaff, rules)
    assert (None if got is None else (got[0].key, got[1], got[2])) == expected
