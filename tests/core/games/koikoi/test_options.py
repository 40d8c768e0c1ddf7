"""Every Koi-Koi rule option changes the outcome of a concrete position.

One test (or a few) per option of :class:`KoiKoiHouseRules`: the same position
(or the same move from it) under this site's rules and under the option's
other values, with the points, the phase or the legal choices that differ.
``test_every_option_has_a_test`` keeps the list complete.
"""

from __future__ import annotations

import pytest

from hanafuda_core.games.koikoi import KOIKOI, STOP, KoiKoiMatch, KoiKoiHouseRules, KoiKoiPosition, KoiKoiOptions
from hanafuda_core.game import PositionError
from hanafuda_core.options import OptionError
from hanafuda_core.rng import Rng

from .helpers import finish, mask, position, table, won

TESTED: set[str] = set()


def covers(*names):
    TESTED.update(names)
    return lambda f: f


# ---------------------------------------------------------------------------
# The yaku


@covers("five_lights")
def test_five_lights_worth():
    assert won("1B 3B 8B 11B 12B") == 20  # 10, doubled at 7
    assert won("1B 3B 8B 11B 12B", "seed,five-lights=15") == 30


@covers("four_lights")
def test_dry_four_lights_worth():
    assert won("1B 3B 8B 12B") == 16
    assert won("1B 3B 8B 12B", "seed,four-lights=10") == 20


@covers("rainy_four")
def test_four_lights_with_the_rain_man():
    assert won("1B 3B 8B 11B") == 14  # Rainy Four Lights 7, doubled
    assert won("1B 3B 8B 11B", "seed,rainy-four=8") == 16
    # scored as three lights: the three others make Dry Three Lights (6, not doubled)
    pos = table("1B 3B 8B 11B", "seed,rainy-four=0")
    assert [(s.key, s.points) for s in pos.yaku(0)] == [("dry-three-lights", 6)]
    assert finish(pos).points == (6, 0)
    # two lights and the Rain Man are still no yaku
    assert KoiKoiOptions.from_text("seed,rainy-four=0").yaku_of(mask("1B 3B 11B")) == []


@covers("three_lights")
def test_dry_three_lights_worth():
    assert won("1B 3B 12B") == 6
    assert won("1B 3B 12B", "seed,three-lights=5") == 5


@covers("viewing_yaku")
def test_viewing_yaku_counted():
    assert won("3B 8B 9A") == 20  # both, 5 + 5, doubled
    assert won("3B 8B 9A", "seed,viewing=moon") == 5
    assert won("3B 8B 9A", "seed,viewing=blossom") == 5
    with pytest.raises(PositionError, match="has none"):  # no yaku at all: no decision
        table("3B 8B 9A", "seed,viewing=no")


CUP_HAND1, CUP_HAND2 = "9C1 11C 12C2 6A 7A", "10A 11A 12C3 4A 5A"
CUP_FIELD = "9A 6C1 7C1 10C1 12C1 6C2 7C2 10C2"
CUP_PILES = ("8B 8C1 1C1 1C2 2C1 2C2", "3C1 3C2 4C1 4C2 5C1 5C2")


def _before_the_cup(rules: str) -> KoiKoiPosition:
    """Player 1 holds the Moon; the Sake Cup is on the field; a September card
    and the Lightning are in player 1's hand."""
    return position(CUP_HAND1, CUP_HAND2, CUP_FIELD, *CUP_PILES, draws="2A", rules=rules)


def _capture_the_cup(rules: str) -> KoiKoiPosition:
    """Player 1 plays the September chaff onto the Sake Cup."""
    pos = _before_the_cup(rules)
    pos.push("9C1")
    return pos


def test_completing_moon_viewing_offers_the_choice():
    pos = _capture_the_cup("seed")
    assert pos.phase_name == "decide" and [s.key for s in pos.new_yaku(0)] == ["moon-viewing"]
    pos = _capture_the_cup("seed,viewing=no")
    assert pos.phase_name == "play" and pos.turn == 1  # no yaku: the turn simply passes


@covers("viewing_spoiler")
def test_viewing_yaku_spoiled_by():
    pile = "8B 9A 11B 11A 1R 2R 3R"  # Moon Viewing and All Poetry Scrolls, the Rain Man in the pile
    assert won(pile) == 20  # 5 + 5, doubled
    assert won(pile, "seed,spoiled-by=rain-man") == 5
    assert won(pile, "seed,spoiled-by=willow") == 5
    assert won(pile, "seed,spoiled-by=lightning") == 20  # the Rain Man is no Lightning
    lightning = "8B 9A 11C 11A 1R 2R 3R"
    assert won(lightning, "seed,spoiled-by=lightning") == 5
    assert won(lightning, "seed,spoiled-by=rain-man") == 20
    # any willow card (the willow ribbon adds a point to the poetry scrolls)
    assert won("8B 9A 11R 11A 1R 2R 3R", "seed,spoiled-by=willow") == 6
    assert won("8B 9A 11R 11A 1R 2R 3R", "seed,spoiled-by=rain-man") == 22
    # either the Rain Man or the Lightning (not the other willow cards)
    either = "seed,spoiled-by=rain-man-or-lightning"
    assert won(pile, either) == 5
    assert won(lightning, either) == 5
    assert won("8B 9A 11R 11A 1R 2R 3R", either) == 22  # 5 + 6, doubled: the ribbon and the swallow spoil nothing
    assert won("8B 9A 11B 11C 1R 2R 3R", either) == 5


@covers("viewing_points")
def test_viewing_yaku_are_worth():
    pile = "8B 9A 1R 2R 3R"  # Moon Viewing and All Poetry Scrolls
    assert won(pile) == 20  # 5 + 5 = 10, doubled at 7
    assert won(pile, "seed,viewing-points=1") == 6  # 1 + 5 = 6 < 7: not doubled
    assert won(pile, "seed,viewing-points=3") == 16  # 3 + 5 = 8, doubled
    assert won("3B 8B 9A 1R 2R 3R", "seed,viewing-points=1") == 14  # 1 + 1 + 5 = 7, doubled
    assert won("3B 8B 9A", "seed,viewing-points=2,double-at=0") == 4  # any value: 2 + 2
    assert won("8B 9A", "seed,viewing-points=11,double-at=0") == 11
    with pytest.raises(OptionError, match="from 1 to 20"):
        KoiKoiOptions.from_text("seed,viewing-points=0")


@covers("viewing_alone")
def test_viewing_yaku_score_on_their_own():
    pos = _capture_the_cup("seed,viewing-alone=no")
    assert pos.phase_name == "play" and pos.turn == 1  # Moon Viewing alone is no yaku
    assert _capture_the_cup("seed").phase_name == "decide"
    rules = KoiKoiOptions.from_text("seed,viewing-alone=no")
    assert rules.yaku_of(mask("3B 8B 9A")) == []  # the two viewing yaku together: still nothing
    assert won("8B 9A 1R 2R 3R", "seed,viewing-alone=no") == 20  # beside another yaku it counts


@covers("sake_cup")
def test_sake_cup_counts_as():
    pile = "2A 4A 5A 8A 9A 1R 2R 3R"  # four animals and the cup; the poetry scrolls
    assert won(pile) == 6  # Tane 1 + All Poetry Scrolls 5
    assert won(pile, "seed,cup=chaff") == 5  # the cup is no animal: no Tane
    assert won(pile, "seed,cup=animal") == 6
    chaff = "1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 9A 1R 2R 3R"  # nine chaff and the cup
    rules = {t: KoiKoiOptions.from_text(t) for t in ("seed", "seed,cup=animal", "seed,cup=chaff")}
    assert [s.key for s in rules["seed"].yaku_of(mask(chaff))] == ["poetry-scrolls", "kasu"]
    assert [s.key for s in rules["seed,cup=animal"].yaku_of(mask(chaff))] == ["poetry-scrolls"]
    assert [s.key for s in rules["seed,cup=chaff"].yaku_of(mask(chaff))] == ["poetry-scrolls", "kasu"]


@covers("tane_with_bdb")
def test_tane_beside_boar_deer_butterflies():
    assert won("6A 7A 10A 2A 4A") == 6  # 5 + Tane 1
    assert won("6A 7A 10A 2A 4A", "seed,tane-bdb=no") == 5


@covers("bdb_extra")
def test_boar_deer_butterflies_grows():
    assert won("6A 7A 10A 2A") == 5
    assert won("6A 7A 10A 2A", "seed,bdb-extra=yes") == 6
    assert won("6A 7A 10A 2A 9A", "seed,bdb-extra=yes,cup=chaff") == 6  # the cup is no animal here


@covers("scrolls_stack")
def test_five_scrolls_adds_to_the_other_scroll_yaku():
    assert won("1R 2R 3R 4R 5R") == 14  # All Poetry Scrolls 5 + 2, doubled; Five Scrolls does not count
    assert won("1R 2R 3R 4R 5R", "seed,scrolls-stack=yes") == 16  # 7 + Five Scrolls 1


@covers("ribbon_extra")
def test_poetry_and_purple_scrolls_grow():
    assert won("1R 2R 3R 4R") == 6
    assert won("1R 2R 3R 4R", "seed,ribbon-extra=no") == 5


@covers("red_and_blue")
def test_poetry_and_purple_scrolls_together():
    six = "1R 2R 3R 6R 9R 10R"
    assert won(six) == 20  # one yaku worth 10, doubled
    assert won(six, "seed,red-blue=none") == 32  # 5 + 3 and 5 + 3 (each counts all six ribbons)
    assert won(six, "seed,red-blue=none,ribbon-extra=no") == 20  # 5 + 5
    assert won(six, "seed,red-blue=extra") == 52  # 10 + 8 + 8


@covers("monthly_cards")
def test_cards_of_the_month():
    pile = "3B 3R 3C1 3C2 6A 7A 10A"  # all four March cards, and Boar, Deer, Butterflies
    assert won(pile, round_no=3) == 5
    assert won(pile, "seed,month-cards=4", round_no=3) == 18  # 5 + 4, doubled: March is round 3
    assert won(pile, "seed,month-cards=4", round_no=4) == 5  # in April the March cards are nothing
    assert won("4A 4R 4C1 4C2 6A 7A 10A", "seed,month-cards=4", round_no=4) == 18
    pos = table(pile, "seed,month-cards=4", round_no=3)
    assert [s.key for s in pos.yaku(0)] == ["boar-deer-butterflies", "cards-of-the-month"]
    assert "March" in pos.scoring.yaku[-2].words


# ---------------------------------------------------------------------------
# Koi-koi and doubling

CALLED_P2 = dict(captured2="1R 2R 3R", calls="2@1R 1C1 2R 2C1 3R 3C1")


@covers("multiple_koikoi")
def test_more_than_one_koikoi_per_round():
    # Player 2 called koi-koi; player 1 now makes a yaku.
    pos = table("6A 7A 10A", phase="end", **CALLED_P2)
    assert finish(pos).points == (10, 0)  # the round ends: 5, doubled after the call
    pos = table("6A 7A 10A", "seed,multi=yes", phase="decide", **CALLED_P2)
    assert pos.legal_actions() == [STOP, KOIKOI]  # player 1 may answer with a koi-koi of their own
    pos.push(KOIKOI)
    assert pos.calls == (1, 1) and pos.outcome() is None


CALLED_P1 = dict(calls="1@1R 1C1 2R 2C1 3R 3C1")


@covers("caller_second_yaku")
def test_a_callers_next_yaku():
    pile = "1R 2R 3R 6A 7A 10A"  # called on the poetry scrolls, now Boar, Deer, Butterflies too
    assert finish(table(pile, phase="end", **CALLED_P1)).points == (20, 0)
    pos = table(pile, "seed,multi=yes,second=choose-again", phase="decide", **CALLED_P1)
    assert pos.legal_actions() == [STOP, KOIKOI]


@covers("growing_yaku")
def test_a_grown_yaku_counts_as_new():
    # Player 1 called on Tane (five animals) and now holds a sixth.
    grown = "2A 4A 5A 6A 8A 11A"
    basis = dict(calls="1@2A 2C1 4A 4C1 5A 5C1 6A 6C1 8A 8C1")
    with pytest.raises(PositionError, match="has none"):
        table(grown, phase="end", **basis)
    pos = table(grown, "seed,grow=yes", phase="end", **basis)
    assert [(s.key, s.points) for s in pos.new_yaku(0)] == [("tane", 2)]
    assert finish(pos).points == (2, 0)


@covers("koikoi_min")
def test_points_needed_to_call_koikoi():
    assert table("1R 2R 3R").legal_actions() == [STOP, KOIKOI]
    pos = table("1R 2R 3R", "seed,koikoi-min=6")
    assert pos.legal_actions() == [STOP]
    assert "at least 6 points" in str(pos.explain_illegal("koikoi"))
    assert table("1R 2R 3R", "seed,koikoi-min=3").legal_actions() == [STOP, KOIKOI]
    with pytest.raises(PositionError, match="needs 6"):
        table("1R 2R 3R 6A 7A 10A", "seed,koikoi-min=6", phase="end", **CALLED_P1)


@covers("double_at")
def test_double_a_round_score():
    assert won("1B 3B 8B 11B") == 14
    assert won("1B 3B 8B 11B", "seed,double-at=0") == 7


@covers("opponent_koikoi")
def test_a_win_after_the_opponents_koikoi():
    twice = dict(captured2="1R 2R 3R", calls="2x2@1R 1C1 2R 2C1 3R 3C1")
    base = "seed,multi=yes,second=choose-again"
    assert won("6A 7A 10A", base, **twice) == 10  # 5, doubled (the number of calls does not matter)
    assert won("6A 7A 10A", base + ",opp-koikoi=per-call", **twice) == 15  # ×3 after two calls
    assert won("6A 7A 10A", base + ",opp-koikoi=none", **twice) == 5


@covers("koikoi_bonus")
def test_the_winners_own_koikoi_calls():
    pile = "1R 2R 3R 6A 7A 10A"  # 10 points after one call of one's own
    kw = dict(phase="end", **CALLED_P1)
    assert won(pile, **kw) == 20
    assert won(pile, "seed,bonus=plus-one", **kw) == 22  # 10 + 1, doubled
    assert won(pile, "seed,bonus=double", **kw) == 40
    assert won(pile, "seed,bonus=calls-plus-one", **kw) == 40
    twice = dict(calls="1x2@1R 1C1 2R 2C1 3R 3C1", phase="decide")
    rules = "seed,multi=yes,second=choose-again"
    assert won(pile, rules + ",bonus=double", **twice) == 80  # ×2 ×2
    assert won(pile, rules + ",bonus=calls-plus-one", **twice) == 60  # ×3
    b = table(pile, rules + ",bonus=plus-one", **twice).score(0)
    assert (b.base, b.bonus, b.total) == (10, 2, 24) and "+ 2 for koi-koi calls" in b.explain()


def _called(n: int) -> dict:
    return dict(calls=f"1x{n}@1R 1C1 2R 2C1 3R 3C1" if n > 1 else "1@1R 1C1 2R 2C1 3R 3C1",
                phase="decide")  # the rules let a caller choose again


@pytest.mark.parametrize("calls, total", [
    (1, 11), (2, 12), (3, 13),  # 10 + 1 point per call
    (4, 20), (5, 30), (6, 40),  # 10 × (calls - 2)
])
def test_one_point_per_call_then_a_multiplier(calls, total):
    pile = "1R 2R 3R 6A 7A 10A"  # All Poetry Scrolls 5 + Boar, Deer, Butterflies 5
    rules = "seed,multi=yes,second=choose-again,double-at=0,bonus=add-then-multiply"
    b = table(pile, rules, **_called(calls)).score(0)
    assert b.base == 10 and b.total == total
    assert won(pile, rules, **_called(calls)) == total
    if calls <= 3:
        assert (b.bonus, b.multipliers) == (calls, ())
    else:
        assert b.bonus == 0 and [m.factor for m in b.multipliers] == [calls - 2]


def test_koikoi_schedules_are_data():
    from hanafuda_core.games.koikoi.engine import KoiKoiSchedule, RulesDataError, SCHEDULES

    sched = KoiKoiSchedule.from_data({"key": "t", "label": "t", "steps": [
        {"calls": "1", "add": 2}, {"calls": "2-3", "times": "calls+1"}, {"calls": "4+", "times": "3^calls"}]})
    assert [sched.effect(n) for n in range(6)] == [(0, 1), (2, 1), (0, 3), (0, 4), (0, 81), (0, 243)]
    assert [SCHEDULES["add-then-multiply"].effect(n) for n in range(1, 7)] == [
        (1, 1), (2, 1), (3, 1), (0, 2), (0, 3), (0, 4)]
    assert [SCHEDULES["double"].effect(n) for n in range(4)] == [(0, 1), (0, 2), (0, 4), (0, 8)]
    for bad in ({"calls": "0+", "add": 1}, {"calls": "1+", "times": "calls-2"}, {"calls": "1+", "add": "x"},
                {"calls": "one", "add": 1}, {"calls": "1+", "plus": 1}):
        with pytest.raises(RulesDataError, match="koi-koi schedule 'bad'"):
            KoiKoiSchedule.from_data({"key": "bad", "label": "b", "steps": [bad]})


@covers("viewing_after_koikoi")
def test_viewing_yaku_after_your_own_koikoi():
    pile = "1R 2R 3R 8B 9A"  # called on the poetry scrolls, then Moon Viewing
    kw = dict(phase="end", **CALLED_P1)
    assert won(pile, **kw) == 20  # 5 + 5, doubled
    assert won(pile, "seed,viewing-koikoi=10", **kw) == 30  # 5 + 10, doubled
    assert won("1R 2R 3R 8B 9A", "seed,viewing-koikoi=10") == 20  # no call: the usual value
    # KoiKoi-Japan's: 1 point each, 3 after one's own call
    rules = "seed,viewing-points=1,viewing-koikoi=3,double-at=0"
    both = "1R 2R 3R 1C1 2C1 3C1 3B 8B 9A"
    assert won(both, rules) == 7  # 5 + 1 + 1
    assert won(both, rules, **kw) == 11  # 5 + 3 + 3


# ---------------------------------------------------------------------------
# The deal and the match

FOUR_MARCH = "3B 3R 3C1 3C2 1C1 5C1 7C1 9C1"


def _deal_with_four_of_a_month(rules: str):
    other = "1B 2A 4A 6A 8A 10A 11A 12B"
    fld = "1R 2R 4R 6R 8B 10R 11B 12C1"
    used = mask(FOUR_MARCH) | mask(other) | mask(fld)
    from hanafuda_core.deck import CARDS

    rest = " ".join(c.code for c in CARDS if not used >> c.index & 1)
    return KoiKoiPosition.from_deal(FOUR_MARCH, other, fld, rest, rules=KoiKoiOptions.from_text(rules))


@covers("dealt_hand_rule")
def test_four_of_a_month_in_a_dealt_hand():
    out = _deal_with_four_of_a_month("seed").outcome()
    assert (out.reason, out.winner, out.points) == ("dealt-hand", 0, (6, 0))
    pos = _deal_with_four_of_a_month("seed,teyaku=off")
    assert pos.outcome() is None and pos.legal_actions()  # nothing special: play on
    with pytest.raises(PositionError, match="dealt again"):
        _deal_with_four_of_a_month("seed,teyaku=redeal")
    # Dealing: a seed whose first deal gives a dealt hand is dealt again under "redeal".
    rules = KoiKoiOptions.from_text("seed,teyaku=redeal")
    seed = next(s for s in range(5000) if KoiKoiPosition.deal(s, 0).outcome() is not None
                and KoiKoiPosition.deal(s, 0).outcome().reason == "dealt-hand")
    pos = KoiKoiPosition.deal(seed, 0, rules)
    assert pos.redeals >= 1 and pos.outcome() is None and not rules.voids_deal(pos.hands)


def _last_turn(rules: str) -> KoiKoiPosition:
    """A round played at random (a fixed deal) to its last turn, which leaves
    nobody with a yaku; that last move played under ``rules``."""
    from hanafuda_core.games.koikoi import random_action

    for seed in range(1000):
        pos = KoiKoiPosition.deal(seed, 0)
        rng = Rng(seed)
        while pos.outcome() is None:
            pos.push(random_action(pos, rng))
        if pos.outcome().reason == "exhausted":
            break
    last = pos.pop()
    text = pos.to_text().rsplit(";", 1)[0] + "; " + KoiKoiOptions.from_text(rules).to_text()
    before = KoiKoiPosition.from_text(text)
    before.push(last)
    return before


@covers("no_yaku_points")
def test_when_nobody_makes_a_yaku():
    out = _last_turn("seed").outcome()
    assert (out.reason, out.winner, out.points) == ("exhausted", None, (0, 0))
    out = _last_turn("seed,oya-ken=6").outcome()
    assert (out.reason, out.winner, out.points, out.next_dealer) == ("exhausted", 0, (6, 0), 0)
    assert "dealer's privilege" in str(out.explain())
    out = _last_turn("seed,oya-ken=1").outcome()
    assert out.points == (1, 0)


@covers("lightning_wild")
def test_the_lightning_is_wild():
    pos = _before_the_cup("seed")
    assert "11C>9A" not in [a.text() for a in pos.legal_actions()]
    wild = _before_the_cup("seed,wild=yes")
    assert "11C>9A" in [a.text() for a in wild.legal_actions()]
    wild.push("11C>9A")  # the Lightning takes the Sake Cup: Moon Viewing
    assert wild.phase_name == "decide" and [s.key for s in wild.new_yaku(0)] == ["moon-viewing"]


@covers("rounds")
def test_rounds_in_the_match():
    assert finish(table("1R 2R 3R", round_no=6)).final is False
    assert finish(table("1R 2R 3R", "seed,rounds=6", round_no=6)).final is True
    m = KoiKoiMatch(KoiKoiOptions.from_text("seed,rounds=3"), 5)
    while m.result is None:
        while m.position.outcome() is None:
            m.push(m.position.legal_actions()[0])
        m.next_round()
    assert len(m.rounds) == 3 and m.result.reason == "rounds"


@covers("target")
def test_play_to_a_target_score():
    out = finish(table("1R 2R 3R", "seed,target=50", scores="45-10"))
    assert out.scores == (50, 10) and out.final
    assert not finish(table("1R 2R 3R", "seed,target=50", scores="40-10")).final
    # no round limit: round 13 is possible and the round shows as n/-
    pos = table("1R 2R 3R", "seed,rounds=0,target=50", round_no=13)
    assert "; 13/-;" in pos.to_text()
    m = KoiKoiMatch(KoiKoiOptions.from_text("seed,rounds=0,target=20"), Rng(3))
    while m.result is None:
        while m.position.outcome() is None:
            m.push(m.position.legal_actions()[-1])
        m.next_round()
    assert m.result.reason == "target" and max(m.scores) >= 20


def test_every_option_has_a_test():
    from dataclasses import fields

    assert {f.name for f in fields(KoiKoiHouseRules)} == TESTED
