"""Tests of the shedding family's shared parts (hanafuda_core.families.shedding):
month sets and rules, the deal, the action type and reading a position
text.  The games' own tests exercise the position base, the
solver and the players through each game.

Plain test functions: only ``pytest.raises`` and ``pytest.mark.parametrize``
are used, so the file also runs in Pyodide under the small pytest shim.
"""

import pytest

from hanafuda_core.deck import FULL_DECK, NAGOYA_ORDER, STANDARD_ORDER
from hanafuda_core.families.shedding.actions import ShedAction
from hanafuda_core.families.shedding.deal import deal_six, rebuild_draw_pile
from hanafuda_core.families.shedding.months import (ALL_MONTHS, month_list, month_rules, months_between,
                                                    next_month, next_months)
from hanafuda_core.families.shedding.notation import PositionText, notation_fields, read_scores
from hanafuda_core.families.shedding.players import follow_chance
from hanafuda_core.game import PositionError
from hanafuda_core.notation import NotationError
from hanafuda_core.rng import Rng


# ---------------------------------------------------------------------------
# Months


def test_month_sets_wrap_from_the_last_month_to_the_first():
    assert month_list(months_between(3, 5)) == [3, 4, 5]
    assert month_list(next_months(months_between(11, 12))) == [1, 12]
    assert next_months(ALL_MONTHS) == ALL_MONTHS
    with pytest.raises(ValueError):
        months_between(5, 3)


def test_next_month_follows_the_order():
    assert next_month(12, STANDARD_ORDER) == 1
    assert next_month(3, STANDARD_ORDER) == 4
    # the month after the first of the Nagoya order is the second of it, not February
    first, second = NAGOYA_ORDER.sequence[0], NAGOYA_ORDER.sequence[1]
    assert next_month(first, NAGOYA_ORDER) == second


def test_a_wild_card_follows_and_is_followed_by_its_range():
    crane = 0  # a January card, wild for months 1 to 3 here
    rules = month_rules(STANDARD_ORDER, FULL_DECK, wild={crane: months_between(1, 3)})
    march_card, april_card, june_card = 8, 12, 20
    assert rules.follows(march_card, april_card)
    assert not rules.follows(march_card, june_card)
    # on the crane (months 1 to 3) any card of months 2 to 4 may go
    assert rules.follows(crane, april_card) and not rules.follows(crane, june_card)
    # the crane itself goes on a December card (before January) and on a February one (before March)
    assert rules.follows(44, crane) and rules.follows(4, crane)
    assert rules.is_wild_in_hand(crane) and not rules.is_wild_in_hand(april_card)


def test_a_card_wild_only_when_turned_up_is_its_own_month_in_a_hand():
    phoenix = 44
    rules = month_rules(STANDARD_ORDER, FULL_DECK, wild_turned={phoenix: 1})
    february_card = 4
    assert rules.follows(phoenix, february_card, turned=True)
    assert not rules.follows(phoenix, february_card, turned=False)
    assert not rules.is_wild_in_hand(phoenix)


# ---------------------------------------------------------------------------
# The deal and the draw pile


def test_the_deal_gives_six_cards_each_in_packets_of_three_and_one_face_up():
    hands, face_up, draw = deal_six(Rng(7), range(48), dealer=1)
    assert hands[0].bit_count() == hands[1].bit_count() == 6
    assert not hands[0] & hands[1]
    seen = hands[0] | hands[1] | (1 << face_up)
    assert len(draw) == 48 - 13 and not any(seen >> c & 1 for c in draw)
    again = deal_six(Rng(7), range(48), dealer=1)
    assert again == (hands, face_up, draw)


def test_the_rebuilt_draw_pile_keeps_the_top_card_on_the_discard_pile():
    pile, discard = rebuild_draw_pile([5, 9, 13, 17], Rng(3))
    assert discard == [17] and sorted(pile) == [5, 9, 13]


def test_the_chance_of_a_follow():
    assert follow_chance(0b11, 0b1111, 0) == 0.0
    assert follow_chance(0, 0b1111, 2) == 0.0
    assert follow_chance(0b1111, 0b1111, 1) == 1.0
    # one follower among four unseen cards, a hand of two: 1 - C(3,2)/C(4,2)
    assert follow_chance(0b1, 0b1111, 2) == pytest.approx(0.5)


# ---------------------------------------------------------------------------
# Actions


class _Words(ShedAction):
    MULTI_WORDS = "a group"
    JOINED_HINT = "cards joined with '+'"


def test_each_game_gets_its_own_actions():
    assert _Words.parse("stop") is _Words.STOP and _Words.parse("PASS") is _Words.PASS
    assert type(_Words.parse("3R")) is _Words and _Words.parse("3R") is _Words.DISCARDS[9]

    class Other(ShedAction):
        pass

    assert Other.parse("stop") is Other.STOP and Other.STOP != _Words.STOP


def test_a_discard_of_several_cards_keeps_its_top_card_last():
    a = _Words.parse("5C2+5C1+1B")
    assert a.kind == "multi" and a.text() == "5C1+5C2+1B"
    assert _Words.multi([19, 18, 0], top=18).text() == "1B+5C2+5C1"
    with pytest.raises(NotationError, match="a group needs at least two cards"):
        _Words.multi([0])
    with pytest.raises(NotationError, match="cards joined with"):
        _Words.parse("5C1+")


# ---------------------------------------------------------------------------
# The position text


_NAMES = ("player 1's hand", "player 2's hand", "discard pile", "chain", "passes")


def test_position_fields_take_the_familys_words_unless_a_game_has_its_own():
    fields = {str(name): str(text)  # messages: their English
              for name, text in notation_fields(("player 1's hand", "passes"), {"passes": "passes in a row"})}
    assert fields["passes"] == "passes in a row"
    assert fields["player 1's hand"].startswith("the cards in player 1's hand")


def test_reading_a_position_text_field_by_field():
    parts = PositionText("1B 2A; -; 3R; 2!; 0", _NAMES, "Test")
    assert parts.cards(0) == [0, 4] and parts.cards(1) == [] and parts.chain(3) == (2, True)
    assert parts.passes(4) == 0


def test_a_position_text_needs_every_field():
    with pytest.raises(PositionError, match="a Test position has 5 fields separated by ';'"):
        PositionText("1B; -; 3R; 2", _NAMES, "Test")


@pytest.mark.parametrize("read, words", [
    (lambda parts: parts.cards(2), "discard pile: "),
    (lambda parts: parts.chain(3), "chain must be a number of cards"),
    (lambda parts: parts.passes(4), "passes must be 0, 1 or 2"),
])
def test_a_wrong_field_says_which_field_is_wrong(read, words):
    parts = PositionText("1B; -; 3Q; x; many", _NAMES, "Test")
    with pytest.raises(PositionError, match=words):
        read(parts)


def test_scores_are_written_with_a_dash():
    assert read_scores("2-1") == (2, 1)
    with pytest.raises(PositionError, match="like 2-1"):
        read_scores("2:1")

