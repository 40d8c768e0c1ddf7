"""The Koi-Koi presets against their sources, the rules data, and random rounds under every preset.

Each preset has a table of capture piles with the yaku and points its source
gives (the values are typed from the source, not from the engine):

* ``seed``: koikoi.txt (this site's source);
* ``nintendo-leaflet``: Fuda Wiki's page on the app Hanafuda Koi-Koi Collection,
  which follows Nintendo's Japanese leaflet (Three Lights 5; Boar, Deer,
  Butterflies and the poetry and purple scrolls 5 and 1 per extra card, adding
  up with Tane and the plain ribbons; both scroll sets 10, replacing the two);
* ``modern``: Fuda Wiki's Koi-Koi page (Five Lights 15; each family scores only
  its best; Cards of the Month 4);
* ``hanafuda-flash``: Fuda Wiki's page on Hanafuda Flash (lights 15, 10, 8, 6;
  the scroll sets 6 each without extras, adding up with everything; no viewing
  yaku; no multipliers; the dealer's privilege, 6);
* ``koikoi-japan``: the video game KoiKoi-Japan as the KoiKoi-AI engine
  implements it (lights 10, 8, 7, 5; viewing yaku 1; both scroll sets 10 on
  top of 5 + 5, no extras; the cup an animal and a chaff card);
* ``first-game``: this site's rules without the viewing yaku or the doubling at 7.
"""

from __future__ import annotations

import pytest

from hanafuda_core.games.koikoi import (
    PRESETS, KoiKoiPosition, KoiKoiOptions, RulesDataError, Yaku, play_random_round, preset_from_data,
    random_action, score_breakdown, yaku_from_data,
)
from hanafuda_core.families.capture import settle
from hanafuda_core.rng import Rng

from .helpers import mask

TEN_CHAFF = "1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 5C2"
NINE_CHAFF_AND_CUP = "1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 9A"

SOURCE_TABLES: dict[str, list[tuple[str, list[tuple[str, int]]]]] = {
    "seed": [
        ("1B 3B 8B 11B 12B", [("five-lights", 10)]),
        ("1B 3B 8B 12B", [("dry-four-lights", 8)]),
        ("1B 3B 8B 11B", [("rainy-four-lights", 7)]),
        ("1B 3B 12B", [("dry-three-lights", 6)]),
        ("1B 3B 11B", []),
        ("2A 4A 5A 8A 11A", [("tane", 1)]),
        ("2A 4A 5A 8A 11A 10A", [("tane", 2)]),
        ("6A 7A 10A", [("boar-deer-butterflies", 5)]),
        ("6A 7A 10A 2A 4A", [("tane", 1), ("boar-deer-butterflies", 5)]),
        ("8B 9A", [("moon-viewing", 5)]),
        ("3B 9A", [("blossom-viewing", 5)]),
        ("4R 5R 7R 11R 1R", [("five-scrolls", 1)]),
        ("4R 5R 7R 11R 1R 2R", [("five-scrolls", 2)]),
        ("1R 2R 3R", [("poetry-scrolls", 5)]),
        ("1R 2R 3R 4R 5R", [("poetry-scrolls", 7)]),
        ("6R 9R 10R", [("blue-scrolls", 5)]),
        ("6R 9R 10R 4R", [("blue-scrolls", 6)]),
        # both sets: 5 + 5, each further ribbon counted once (the site's reading: see the rule notes)
        ("1R 2R 3R 6R 9R 10R", [("poetry-and-blue-scrolls", 10)]),
        ("1R 2R 3R 6R 9R 10R 4R 11R", [("poetry-and-blue-scrolls", 12)]),
        (TEN_CHAFF, [("kasu", 1)]),
        (TEN_CHAFF + " 6C1", [("kasu", 2)]),
        (NINE_CHAFF_AND_CUP, [("kasu", 1)]),
        (NINE_CHAFF_AND_CUP + " 2A 4A 5A 8A", [("tane", 1), ("kasu", 1)]),
        ("1B 3B 8B 9A", [("dry-three-lights", 6), ("moon-viewing", 5), ("blossom-viewing", 5)]),
    ],
    "nintendo-leaflet": [
        ("1B 3B 8B 11B 12B", [("five-lights", 10)]),
        ("1B 3B 8B 12B", [("dry-four-lights", 8)]),
        ("1B 3B 8B 11B", [("rainy-four-lights", 7)]),
        ("1B 3B 12B", [("dry-three-lights", 5)]),
        ("1B 3B 11B", []),
        ("6A 7A 10A", [("boar-deer-butterflies", 5)]),
        ("6A 7A 10A 2A", [("boar-deer-butterflies", 6)]),
        ("6A 7A 10A 2A 4A", [("tane", 1), ("boar-deer-butterflies", 7)]),  # they add up
        ("2A 4A 5A 8A 11A", [("tane", 1)]),
        ("2A 4A 5A 8A 9A", [("tane", 1)]),  # the cup is an animal...
        (NINE_CHAFF_AND_CUP, [("kasu", 1)]),  # ...and a chaff card
        ("1R 2R 3R", [("poetry-scrolls", 5)]),
        ("1R 2R 3R 4R", [("poetry-scrolls", 6)]),
        ("1R 2R 3R 4R 5R", [("five-scrolls", 1), ("poetry-scrolls", 7)]),  # they add up
        ("6R 9R 10R", [("blue-scrolls", 5)]),
        # Fuda Wiki's example: three blue ribbons and three others, 5 + 3 and 1 + 1
        ("6R 9R 10R 4R 5R 7R", [("five-scrolls", 2), ("blue-scrolls", 8)]),
        ("1R 2R 3R 6R 9R 10R", [("five-scrolls", 2), ("poetry-and-blue-scrolls", 10)]),
        ("1R 2R 3R 6R 9R 10R 4R", [("five-scrolls", 3), ("poetry-and-blue-scrolls", 11)]),
        ("4R 5R 7R 11R 1R", [("five-scrolls", 1)]),
        ("8B 9A", [("moon-viewing", 5)]),
        ("3B 9A", [("blossom-viewing", 5)]),
        (TEN_CHAFF, [("kasu", 1)]),
        ("1B 3B 8B 9A", [("dry-three-lights", 5), ("moon-viewing", 5), ("blossom-viewing", 5)]),
    ],
    "modern": [
        ("1B 3B 8B 11B 12B", [("five-lights", 15)]),
        ("1B 3B 8B 12B", [("dry-four-lights", 8)]),
        ("1B 3B 8B 11B", [("rainy-four-lights", 7)]),
        ("1B 3B 12B", [("dry-three-lights", 6)]),
        ("1B 3B 11B", []),
        ("6A 7A 10A", [("boar-deer-butterflies", 5)]),
        ("6A 7A 10A 2A 4A", [("boar-deer-butterflies", 7)]),  # the best of the animal family only
        ("2A 4A 5A 8A 11A", [("tane", 1)]),
        ("2A 4A 5A 8A 11A 10A", [("tane", 2)]),
        ("1R 2R 3R", [("poetry-scrolls", 5)]),
        ("1R 2R 3R 4R 5R", [("poetry-scrolls", 7)]),  # the best of the ribbon family only
        ("6R 9R 10R 4R", [("blue-scrolls", 6)]),
        ("1R 2R 3R 6R 9R 10R", [("poetry-and-blue-scrolls", 10)]),
        ("1R 2R 3R 6R 9R 10R 4R", [("poetry-and-blue-scrolls", 11)]),
        ("4R 5R 7R 11R 1R", [("five-scrolls", 1)]),
        ("3B 8B 9A", [("moon-viewing", 5), ("blossom-viewing", 5)]),
        ("1B 1R 1C1 1C2", [("cards-of-the-month", 4)]),  # round 1: January
        ("2A 2R 2C1 2C2", []),  # February's cards are nothing in round 1
        (TEN_CHAFF, [("kasu", 1)]),
        (NINE_CHAFF_AND_CUP, [("kasu", 1)]),
        ("1B 3B 8B 9A", [("dry-three-lights", 6), ("moon-viewing", 5), ("blossom-viewing", 5)]),
    ],
    "hanafuda-flash": [
        ("1B 3B 8B 11B 12B", [("five-lights", 15)]),
        ("1B 3B 8B 12B", [("dry-four-lights", 10)]),
        ("1B 3B 8B 11B", [("rainy-four-lights", 8)]),
        ("1B 3B 12B", [("dry-three-lights", 6)]),
        ("1B 3B 11B", []),
        ("6A 7A 10A", [("boar-deer-butterflies", 5)]),
        ("6A 7A 10A 2A", [("boar-deer-butterflies", 5)]),  # no extra points
        ("6A 7A 10A 2A 4A", [("tane", 1), ("boar-deer-butterflies", 5)]),  # adds up with the animals
        ("1R 2R 3R", [("poetry-scrolls", 6)]),
        ("1R 2R 3R 4R", [("poetry-scrolls", 6)]),
        ("1R 2R 3R 4R 5R", [("five-scrolls", 1), ("poetry-scrolls", 6)]),
        ("6R 9R 10R", [("blue-scrolls", 6)]),
        ("1R 2R 3R 6R 9R 10R", [("five-scrolls", 2), ("poetry-scrolls", 6), ("blue-scrolls", 6)]),
        ("4R 5R 7R 11R 1R", [("five-scrolls", 1)]),
        ("3B 8B 9A", []),  # no viewing yaku
        ("8B 9A 1R 2R 3R", [("poetry-scrolls", 6)]),
        ("1B 1R 1C1 1C2", [("cards-of-the-month", 4)]),
        ("2A 4A 5A 8A 9A", [("tane", 1)]),  # the cup is an animal and a chaff card at once
        (NINE_CHAFF_AND_CUP, [("kasu", 1)]),
        (TEN_CHAFF + " 6C1", [("kasu", 2)]),
    ],
    "koikoi-japan": [
        ("1B 3B 8B 11B 12B", [("five-lights", 10)]),
        ("1B 3B 8B 12B", [("dry-four-lights", 8)]),
        ("1B 3B 8B 11B", [("rainy-four-lights", 7)]),
        ("1B 3B 12B", [("dry-three-lights", 5)]),
        ("1B 3B 11B", []),
        ("2A 4A 5A 8A 11A", [("tane", 1)]),
        ("2A 4A 5A 8A 11A 10A", [("tane", 2)]),
        ("6A 7A 10A", [("boar-deer-butterflies", 5)]),
        ("6A 7A 10A 2A", [("boar-deer-butterflies", 5)]),  # no extra points
        ("6A 7A 10A 2A 4A", [("tane", 1), ("boar-deer-butterflies", 5)]),
        ("8B 9A", [("moon-viewing", 1)]),
        ("3B 9A", [("blossom-viewing", 1)]),
        ("3B 8B 9A", [("moon-viewing", 1), ("blossom-viewing", 1)]),
        ("2A 4A 5A 8A 9A", [("tane", 1)]),  # the cup is an animal...
        (NINE_CHAFF_AND_CUP, [("kasu", 1)]),  # ...and a chaff card at once
        (NINE_CHAFF_AND_CUP + " 2A 4A 5A 8A", [("tane", 1), ("kasu", 1)]),
        (TEN_CHAFF + " 6C1", [("kasu", 2)]),
        ("1R 2R 3R", [("poetry-scrolls", 5)]),
        ("1R 2R 3R 4R", [("poetry-scrolls", 5)]),  # no extra points
        ("1R 2R 3R 4R 5R", [("five-scrolls", 1), ("poetry-scrolls", 5)]),  # adds up with the ribbons
        ("6R 9R 10R", [("blue-scrolls", 5)]),
        # both sets: 10 on top of 5 + 5, and six ribbons are Five Scrolls and one more
        ("1R 2R 3R 6R 9R 10R", [("five-scrolls", 2), ("poetry-scrolls", 5), ("blue-scrolls", 5),
                                ("poetry-and-blue-scrolls", 10)]),
        ("4R 5R 7R 11R 1R", [("five-scrolls", 1)]),
        ("1B 1R 1C1 1C2", []),  # no Cards of the Month
        ("1B 3B 8B 9A", [("dry-three-lights", 5), ("moon-viewing", 1), ("blossom-viewing", 1)]),
    ],
    "first-game": [
        ("1B 3B 8B 11B 12B", [("five-lights", 10)]),
        ("1B 3B 8B 12B", [("dry-four-lights", 8)]),
        ("1B 3B 8B 11B", [("rainy-four-lights", 7)]),
        ("1B 3B 12B", [("dry-three-lights", 6)]),
        ("1B 3B 11B", []),
        ("2A 4A 5A 8A 11A", [("tane", 1)]),
        ("6A 7A 10A", [("boar-deer-butterflies", 5)]),
        ("6A 7A 10A 2A 4A", [("tane", 1), ("boar-deer-butterflies", 5)]),
        ("8B 9A", []),  # no viewing yaku in a first game
        ("3B 9A", []),
        ("1B 3B 8B 9A", [("dry-three-lights", 6)]),
        ("4R 5R 7R 11R 1R", [("five-scrolls", 1)]),
        ("1R 2R 3R", [("poetry-scrolls", 5)]),
        ("1R 2R 3R 4R 5R", [("poetry-scrolls", 7)]),
        ("6R 9R 10R", [("blue-scrolls", 5)]),
        ("1R 2R 3R 6R 9R 10R", [("poetry-and-blue-scrolls", 10)]),
        ("1B 1R 1C1 1C2", []),
        (TEN_CHAFF, [("kasu", 1)]),
        (NINE_CHAFF_AND_CUP, [("kasu", 1)]),
        (NINE_CHAFF_AND_CUP + " 2A 4A 5A 8A", [("tane", 1), ("kasu", 1)]),
    ],
}

CASES = [(p, pile, exp) for p, cases in SOURCE_TABLES.items() for pile, exp in cases]


def held(rules, text):
    return sorted((s.key, s.points) for s in rules.yaku_of(mask(text)))


def test_every_preset_has_a_source_table():
    assert list(SOURCE_TABLES) == list(PRESETS)
    for key, cases in SOURCE_TABLES.items():
        assert len(cases) >= 20, key
        # every yaku of the preset is in its table
        seen = {k for _, exp in cases for k, _ in exp}
        assert seen == {y.key for y in KoiKoiOptions(key).yaku}, key


@pytest.mark.parametrize("preset, pile, expected", CASES, ids=[f"{p}:{pile}" for p, pile, _ in CASES])
def test_source_values(preset, pile, expected):
    rules = KoiKoiOptions(preset)
    assert held(rules, pile) == sorted(expected)
    assert rules.score_of(mask(pile)) == sum(p for _, p in expected)
    assert sorted((s.key, s.points) for s in rules.reference_yaku_of(mask(pile))) == sorted(expected)


@pytest.mark.parametrize("preset, total, called_total", [
    ("seed", 20, 40),  # Five Lights 10: doubled at 7, and again after the opponent's koi-koi
    ("nintendo-leaflet", 20, 40),  # ×2 at 7 and ×2 after the opponent's koi-koi: ×4 (Fuda Wiki)
    ("modern", 30, 60),
    ("hanafuda-flash", 15, 15),  # no multipliers of any kind
    ("koikoi-japan", 10, 10),  # no doubling at 7; the loser's koi-koi changes nothing
    ("first-game", 10, 20),  # no doubling at 7; a koi-koi still doubles
])
def test_preset_multipliers(preset, total, called_total):
    rules = KoiKoiOptions(preset)
    pile = mask("1B 3B 8B 11B 12B")
    assert score_breakdown(pile, rules).total == total
    assert score_breakdown(pile, rules, opponent_called=True).total == called_total


def test_cards_of_the_month_follow_the_round():
    rules = KoiKoiOptions("modern")
    for round_no in range(1, 25):
        month = (round_no - 1) % 12
        cards = sum(1 << (4 * month + i) for i in range(4))
        r = rules.for_round(round_no)
        assert ("cards-of-the-month", 4) in [(s.key, s.points) for s in r.yaku_of(cards)]
        other = sum(1 << (4 * ((month + 1) % 12) + i) for i in range(4))
        assert "cards-of-the-month" not in [s.key for s in r.yaku_of(other)]
    assert rules.for_round(1) is rules and rules.for_round(13) is rules.for_round(1)
    seed = KoiKoiOptions("seed")
    assert seed.for_round(5) is seed  # no yaku of the month: the same rules every round


# ---------------------------------------------------------------------------
# Random rounds under every preset keep the invariants

RULE_SETS = list(PRESETS) + [
    "seed,koikoi-min=3,multi=yes,second=choose-again,bonus=plus-one",
    "modern,teyaku=redeal,oya-ken=1,viewing-alone=no,spoiled-by=willow",
    "nintendo-leaflet,cup=chaff,rainy-four=0,red-blue=extra,bonus=double,opp-koikoi=per-call",
    "hanafuda-flash,rounds=0,target=30,viewing-koikoi=10,viewing=moon",
    "seed,multi=yes,second=choose-again,bonus=add-then-multiply,viewing-points=3,"
    "spoiled-by=rain-man-or-lightning",
]


@pytest.mark.parametrize("text", RULE_SETS)
def test_random_rounds_keep_the_invariants(text):
    rules = KoiKoiOptions.from_text(text)
    assert KoiKoiOptions.from_text(rules.to_text()) == rules
    for i in range(60):
        rn = 1 + i % (rules.options.rounds or 12)
        fast_rng, rng = Rng(f"{text}/{i}"), Rng(f"{text}/{i}")
        fast = play_random_round(fast_rng, rules, i % 2, rn)
        pos = KoiKoiPosition.deal(rng, i % 2, rules, round_no=rn)
        while pos.outcome() is None:
            legal = pos.legal_actions()
            a = random_action(pos, rng)
            assert a in legal
            pos.push(a)
            # the notation round-trips at every step
            assert KoiKoiPosition.from_text(pos.to_text()).to_text() == pos.to_text()
        out = pos.outcome()
        assert (out.reason, out.winner, out.points) == fast and rng.state == fast_rng.state
        assert sum(settle(out.points)) == 0
        if out.reason == "dealt-hand":  # both players may hold one
            assert out.winner is None or out.points[out.winner] > out.points[1 - out.winner]
        elif out.winner is None:
            assert out.points == (0, 0)
        else:  # only the winner scores
            assert out.points[out.winner] > 0 and out.points[1 - out.winner] == 0
        assert out.scores == tuple(a + b for a, b in zip(pos.scores, out.points))
        # cards are all somewhere, exactly once
        places = pos.hands[0] | pos.hands[1] | pos.field | pos.captured[0] | pos.captured[1]
        assert places.bit_count() + len(pos.draw) == 48
        if out.breakdown is not None:
            assert out.breakdown.total == out.points[out.winner]
            assert out.breakdown.base == sum(s.points for s in out.breakdown.yaku)


# ---------------------------------------------------------------------------
# Yaku and presets as data


def test_a_yaku_written_as_data_plays_and_scores():
    willows = {"key": "three-willows", "name": "Three Willows", "japanese": "柳", "romaji": "yanagi",
               "cards": "11B 11A 11R", "points": 4, "extra": 0}
    y = yaku_from_data(willows)
    assert isinstance(y, Yaku) and y.min_count == 3 and y.words.startswith("The Rain Man (November)")
    rules = KoiKoiOptions("seed", yaku=[*PRESETS["seed"].yaku, willows])
    assert ("three-willows", 4) in held(rules, "11B 11A 11R")
    assert rules.custom and "with other yaku" in str(rules.words())
    # a class of cards, a count, extra points per card, exclusions
    animals = yaku_from_data({"key": "six-animals", "name": "Six Animals", "cards": "animals", "count": 6,
                              "points": 3, "extra": 2, "excluded": "9A", "only_without": "tane"})
    assert animals.value(mask("2A 4A 5A 6A 7A 8A 10A")) == 5
    assert animals.value(mask("2A 4A 5A 6A 7A 8A 9A")) == 0  # the cup spoils it
    r2 = KoiKoiOptions("seed", yaku=["five-lights", animals])
    assert held(r2, "2A 4A 5A 6A 7A 8A") == [("six-animals", 3)]


@pytest.mark.parametrize("data, message", [
    ({"key": "x", "name": "X", "cards": "lights", "points": 1, "colour": "red"}, "unknown field colour"),
    ({"key": "x", "name": "X", "cards": "lights"}, "'points' is missing"),
    ({"key": "x", "name": "X", "cards": "13Z", "points": 1}, "'cards'"),
    ({"key": "x", "name": "X", "cards": "lights", "count": 6, "points": 1}, "can never be made"),
    ({"key": "x", "name": "X", "cards": "lights", "points": 1, "role": "sixth-light"}, "role must be one of"),
    ({"key": "X Y", "name": "X", "cards": "lights", "points": 1}, "lowercase words"),
    ({"key": "x", "name": "X", "cards": "1B 3B", "required": "1B", "excluded": "1B", "points": 1},
     "both required and excluded"),
])
def test_yaku_data_errors(data, message):
    with pytest.raises(RulesDataError, match=message):
        yaku_from_data(data)


@pytest.mark.parametrize("data, message", [
    ({"key": "x", "name": "X", "description": "d", "source": "s", "yaku": ["gokou"]}, "unknown yaku 'gokou'"),
    ({"key": "x", "name": "X", "description": "d", "source": "s", "options": {"three_lights": 100}}, "options"),
    ({"key": "x", "name": "X", "description": "d", "source": "s", "unstated": ["colour"]}, "not an option"),
    ({"key": "x", "name": "X", "description": "d", "source": ""}, "'source' must be a text"),
    ({"key": "x", "name": "X", "description": "d", "source": "s", "dealt_hands": ["five-pairs"]}, "unknown dealt hand"),
    ({"key": "x", "name": "X", "description": "d", "source": "s", "yaku": [{"key": "tane", "cards": "1B"}]},
     "only points and name"),
])
def test_preset_data_errors(data, message):
    with pytest.raises(RulesDataError, match=message):
        preset_from_data(data)


def test_presets_cite_their_sources_and_open_points():
    for p in PRESETS.values():
        assert p.source and p.description and p.short
        assert set(p.unstated) <= {o for o in p.options.__dataclass_fields__}
    assert "Fuda Wiki" in PRESETS["modern"].source and "Hanafuda Flash" in PRESETS["hanafuda-flash"].source
    assert dict(PRESETS["hanafuda-flash"].notes)["rounds"]


# ---------------------------------------------------------------------------
# KoiKoi-Japan: whole round scores, worked out by hand


def _calls(n: int) -> dict:
    cards = "1R 1C1 2R 2C1 3R 3C1"
    return dict(calls=f"1x{n}@{cards}" if n > 1 else f"1@{cards}", phase="decide")


@pytest.mark.parametrize("pile, calls, total", [
    # both scroll sets: 5 + 5 + 10 on top, six ribbons 2: 22, never doubled
    ("1R 2R 3R 6R 9R 10R 1C1 2C1 3C1", 0, 22),
    ("1R 2R 3R 6R 9R 10R 1C1 2C1 3C1", 1, 23),  # + 1 for the call
    ("1R 2R 3R 6R 9R 10R 1C1 2C1 3C1", 3, 25),  # + 3
    ("1R 2R 3R 6R 9R 10R 1C1 2C1 3C1", 4, 44),  # × (4 - 2)
    # the poetry scrolls 5 and both viewing yaku: 1 + 1 without a call, 3 + 3 after one's own call
    ("1R 2R 3R 1C1 2C1 3C1 3B 8B 9A", 0, 7),
    ("1R 2R 3R 1C1 2C1 3C1 3B 8B 9A", 1, 12),  # 5 + 3 + 3 + 1
    ("1R 2R 3R 1C1 2C1 3C1 3B 8B 9A", 2, 13),  # 5 + 3 + 3 + 2
    ("1R 2R 3R 1C1 2C1 3C1 3B 8B 9A", 5, 33),  # 11 × 3
    # Five Lights 10, Boar, Deer, Butterflies 5 (a sixth animal adds nothing to it), Tane 2, and
    # Kasu 2 from the eleven chaff cards that pair the pile's cards: 19
    ("1B 3B 8B 11B 12B 6A 7A 10A 2A 4A 5A", 0, 19),
])
def test_koikoi_japan_whole_scores(pile, calls, total):
    from .helpers import won

    assert won(pile, "koikoi-japan", **(_calls(calls) if calls else {})) == total


def test_koikoi_japan_the_opponents_call_changes_nothing():
    from .helpers import table

    pos = table("1R 2R 3R 8B 9A", "koikoi-japan", captured2="6A 7A 10A", calls="2@6A 6C1 7A 7C1 10A 10C1")
    b = pos.score(0)
    assert (b.base, b.bonus, b.multipliers, b.total) == (6, 0, (), 6)  # 5 + 1


def test_koikoi_japan_deal_and_match():
    rules = KoiKoiOptions("koikoi-japan")
    o = rules.options
    assert (o.rounds, o.no_yaku_points, o.dealt_hand_rule) == (8, 1, "redeal")
    assert [d.key for d in rules.redeal_hands] == ["four-of-a-month"] and rules.dealt_hands == ()
    four = mask("3B 3R 3C1 3C2 1C1 5C1 7C1 9C1")
    assert rules.voids_deal([four]) and not rules.voids_deal([mask("1B 1R 2A 2R 3B 3R 4A 4R")])
    assert KoiKoiOptions.from_text(rules.to_text()) == rules and rules.to_text() == "koikoi-japan"
