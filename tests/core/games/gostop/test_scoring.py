"""Go-Stop's scoring computed by hand: the points of captured cards, what go
calls add, and what each loser pays, each case citing its source (the keys
of docs/design/gostop-sources.md: SLOPE = Tom Sloper's scoring page, KOWP =
Korean Wikipedia, KBLOG = the Korean how-to posts, NAMU = Namu Wiki, JON =
Jon's Guide to Go Stop, WP = the English Wikipedia article)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hanafuda_core.cardset import to_mask
from hanafuda_core.games.gostop.cards import (ANIMALS, BRIGHTS, DOUBLE_JUNK, JUNK, RIBBONS, junk_count,
                                              korean_month, steal_order)
from hanafuda_core.games.gostop.options import DEFAULT_OPTIONS, GoStopOptions, PRESETS
from hanafuda_core.options import OptionError
from hanafuda_core.games.gostop.scoring import card_points, go_terms, settle

KOREA = DEFAULT_OPTIONS


def cards(text: str) -> int:
    return to_mask(text)


def test_the_deck_has_the_classes_go_stop_counts():
    # Korea Herald, NAMU: 5 brights, 9 animals, 10 ribbons, 24 junk of which two double
    assert (BRIGHTS.bit_count(), ANIMALS.bit_count(), RIBBONS.bit_count(), JUNK.bit_count()) == (5, 9, 10, 24)
    assert DOUBLE_JUNK == cards("11C 12C1")
    assert BRIGHTS | ANIMALS | RIBBONS | JUNK == (1 << 48) - 1
    # SLOPE, WP: paulownia is Korean month 11, the rain month 12
    assert korean_month(cards("12B").bit_length() - 1) == 11
    assert korean_month(cards("11B").bit_length() - 1) == 12
    assert korean_month(cards("8B").bit_length() - 1) == 8


@pytest.mark.parametrize("held, points, source", [
    ("1B 3B 8B", 3, "SLOPE, KOWP: three brights"),
    ("1B 3B 11B", 2, "SLOPE, KOWP, JON: three with the rain bright"),
    ("1B 3B 8B 12B", 4, "KOWP, KBLOG usefulsense: four brights"),
    ("1B 3B 8B 11B", 4, "SLOPE, KOWP: four with the rain bright"),
    ("1B 3B 8B 11B 12B", 15, "SLOPE, KOWP, JON: five brights"),
    ("1B 3B", 0, "two brights score nothing"),
])
def test_brights(held, points, source):
    assert card_points(cards(held), False, KOREA).points_of("brights") == points, source


def test_four_dry_brights_under_the_dry_four_option():
    # SLOPE's own scoring: the four brights without the rain man score 5
    five = GoStopOptions(dry_four=5)
    assert card_points(cards("1B 3B 8B 12B"), False, five).points_of("brights") == 5
    assert card_points(cards("1B 3B 8B 11B"), False, five).points_of("brights") == 4


def test_animals_and_godori():
    # SLOPE, KOWP: five animals 1, each further 1; godori (the birds of Korean months 2, 4, 8) 5
    five = card_points(cards("5A 6A 7A 9A 10A"), False, KOREA)
    assert (five.points_of("animals"), five.points_of("godori"), five.total) == (1, 0, 1)
    godori = card_points(cards("2A 4A 8A"), False, KOREA)
    assert (godori.points_of("animals"), godori.points_of("godori"), godori.total) == (0, 5, 5)
    seven = card_points(cards("2A 4A 8A 5A 6A 7A 10A"), False, KOREA)
    assert (seven.points_of("animals"), seven.points_of("godori"), seven.total) == (3, 5, 8)
    # JON: the rain month's bird (the swallow) is not a godori bird
    assert card_points(cards("2A 4A 11A"), False, KOREA).total == 0


def test_ribbons_and_the_three_sets():
    # SLOPE, KOWP: each set of three 3; five ribbons 1 and each further 1; they add up
    assert card_points(cards("1R 2R 3R"), False, KOREA).total == 3  # 홍단
    assert card_points(cards("6R 9R 10R"), False, KOREA).total == 3  # 청단
    assert card_points(cards("4R 5R 7R"), False, KOREA).total == 3  # 초단
    # SLOPE: the rain's ribbon completes no set
    assert card_points(cards("4R 5R 11R"), False, KOREA).total == 0
    # SLOPE's example: six ribbons holding both poetry sets... here 홍단 and 청단: 3 + 3 + 2 = 8
    six = card_points(cards("1R 2R 3R 6R 9R 10R"), False, KOREA)
    assert six.total == 8 and six.points_of("ribbons") == 2


def test_junk_counts_double_junk_twice():
    # SLOPE, KOWP, NAMU: ten junk 1, each further 1; a double junk counts two
    ten_single = cards("1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 5C2")
    assert card_points(ten_single, False, KOREA).points_of("junk") == 1
    with_doubles = cards("1C1 1C2 2C1 2C2 3C1 3C2 4C1 11C 12C1")  # 7 single + 2 double = 11
    assert junk_count(with_doubles, False) == 11
    assert card_points(with_doubles, False, KOREA).points_of("junk") == 2
    assert card_points(cards("1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1"), False, KOREA).points_of("junk") == 0


def test_the_sake_cup_counts_as_an_animal_or_as_double_junk():
    # KOWP, NAMU: its holder's choice
    held = cards("9A 5A 6A 7A 10A 1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2")  # 5 animals with it; 8 junk
    as_animal = card_points(held, False, KOREA)
    as_junk = card_points(held, True, KOREA)
    assert (as_animal.points_of("animals"), as_animal.points_of("junk")) == (1, 0)
    assert (as_junk.points_of("animals"), as_junk.points_of("junk")) == (0, 1)  # 8 + 2 = 10 junk


@pytest.mark.parametrize("gos, schedule, terms, source", [
    (1, "korean", (1, 1), "KBLOG, NAMU: the first go adds a point"),
    (2, "korean", (2, 1), "KBLOG, NAMU: the second adds another"),
    (3, "korean", (2, 2), "KBLOG, NAMU: from the third go the score doubles"),
    (4, "korean", (2, 4), "NAMU: ×4 at four gos"),
    (5, "korean", (2, 8), "NAMU: ×8 at five gos"),
    (3, "linear", (2, 2), "WP lead, StopGo: doubled at three"),
    (4, "linear", (2, 3), "WP lead, StopGo: tripled at four"),
    (5, "linear", (2, 4), "StopGo: quadrupled at five"),
    (4, "add", (4, 1), "the first game: each go a point"),
    (0, "korean", (0, 1), "no go"),
])
def test_what_go_calls_add_and_multiply(gos, schedule, terms, source):
    assert go_terms(gos, schedule) == terms, source


def _pile(*texts):
    return [cards(t) for t in texts]


def test_a_plain_stop_at_three_players_each_loser_pays_the_points():
    # WP (Simple English): on a stop the others pay the winner by the winner's points
    caps = _pile("1R 2R 3R", "1C1 1C2 8B", "2C1")  # winner 3 points (홍단)
    s = settle(0, caps, False, (0, 0, 0), (), 0, 1, KOREA)
    assert [(p.loser, p.amount, p.penalties) for p in s.payments] == [(1, 3, ()), (2, 3, ())]
    assert s.seat_points(3) == (6, -3, -3)


def test_go_points_then_shaking_then_a_deal_nobody_won():
    # 3 points + 2 gos (+2) = 5; one shake ×2; one deal before nobody won ×2: 20 from each
    caps = _pile("6R 9R 10R", "8B", "3B")
    s = settle(0, caps, False, (2, 0, 0), (0,), 1, 2, KOREA)
    assert [p.amount for p in s.payments] == [20, 20]


def test_junk_penalty_at_three_players():
    # KBLOG soul-photo, WP: a loser with five or fewer junk (but some) pays double
    # when the winner scores with junk; a loser without junk is exempt
    winner = cards("1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 5C2 6C1")  # 11 junk: 2 points
    caps = [winner, cards("7C1 7C2 8C1"), cards("8B")]
    s = settle(0, caps, False, (0, 0, 0), (), 0, 1, KOREA)
    assert [(p.amount, p.penalties) for p in s.payments] == [(4, ("pibak",)), (2, ())]


def test_junk_penalty_limit_is_seven_with_two_players():
    winner = cards("1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 5C2 6C1 6C2 7C1 7C2 8C1 8C2")  # 16 junk: 7
    loser = cards("9C1 9C2 10C1 10C2 11C 12C2")  # 7 junk (the Lightning counts two)
    s = settle(0, [winner, loser], False, (0, 0), (), 0, 1, KOREA)
    assert [(p.amount, p.penalties) for p in s.payments] == [(14, ("pibak",))]
    with_eight = loser | cards("12C3")
    assert settle(0, [winner, with_eight], False, (0, 0), (), 0, 1, KOREA).payments[0].amount == 7


def test_bright_penalty_and_animal_penalty():
    # JON: a winner scoring with brights is paid double by a loser without brights;
    # KOWP (older text), KBLOG: a winner with seven animals is paid double by everyone
    winner = cards("1B 3B 8B 2A 4A 8A 5A 6A 7A 10A")  # brights 3 + animals 3 + godori 5 = 11
    caps = [winner, cards("12B"), cards("9R")]
    s = settle(0, caps, False, (0, 0, 0), (), 0, 1, KOREA)
    assert s.cards.total == 11
    assert [(p.loser, p.amount, p.penalties) for p in s.payments] == [
        (1, 22, ("meongbak",)), (2, 44, ("gwangbak", "meongbak"))]


def test_an_overtaken_go_caller_pays_for_everyone_at_three_players():
    # WP (Simple English): the go caller overtaken pays what the other owed too (고박)
    caps = _pile("1R 2R 3R", "8B", "3B")
    s = settle(0, caps, False, (0, 1, 0), (1,), 0, 1, KOREA)
    assert [(p.loser, p.amount, p.penalties, p.for_others) for p in s.payments] == [
        (1, 6, ("gobak",), (2,)), (2, 0, (), ())]
    assert s.seat_points(3) == (6, -6, 0)


def test_an_overtaken_go_caller_pays_double_at_two_players():
    caps = _pile("1B 3B 8B 4C1 4C2 5C1 5C2 6C1 6C2 7C1 7C2", "1R 2R 3R 4R 5R 12B")
    s = settle(0, caps, False, (0, 1), (1,), 0, 1, KOREA)
    assert [(p.amount, p.penalties) for p in s.payments] == [(6, ("gobak",))]


def test_the_first_game_has_no_penalties():
    first = GoStopOptions.from_text(PRESETS["first-game"])
    winner = cards("1B 3B 8B 2A 4A 8A 5A 6A 7A 10A")
    s = settle(0, [winner, cards("9R"), cards("9C1")], False, (0, 0, 0), (), 0, 1, first)
    assert [p.amount for p in s.payments] == [11, 11]


def test_a_double_junk_is_given_up_only_when_no_single_junk_is_left():
    assert steal_order(cards("11C 2C1 9A"), True) == [6, 43, 32]
    assert steal_order(cards("11C 9A"), False) == [43]  # a sake cup counted as an animal is never taken


def test_the_play_pages_form_offers_the_rule_sets_and_single_rules_start_at_the_sets_choice():
    form = GoStopOptions.describe()
    assert form[0]["name"] == "preset" and [c["value"] for c in form[0]["choices"]] == list(PRESETS)
    pibak = next(o for o in form if o["name"] == "pibak")
    assert pibak["choices"][0]["value"] is None
    assert pibak["default_from"]["values"] == {"korea": "seats", "matgo-english": "5", "first-game": "off"}
    first = GoStopOptions.from_form({"preset": "first-game", "deals": "5"})
    assert first == replace(GoStopOptions.from_text(PRESETS["first-game"]), deals=5)
    assert GoStopOptions.from_form({"preset": "matgo-english", "pibak": None}).pibak == "5"
    assert GoStopOptions.from_form({}) == DEFAULT_OPTIONS
    with pytest.raises(OptionError, match="unknown rule set"):
        GoStopOptions.from_form({"preset": "vegas"})
