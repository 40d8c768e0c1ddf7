"""Go-Stop's bonus cards (option ``bonus``): turned up from the stock, played
from the hand, dealt to the field, given up as junk, and bad input naming them.
The rules they follow are the rules page's (its Rule notes say which points
the sources leave open)."""

from __future__ import annotations

import pytest

from hanafuda_core import games
from hanafuda_core.cardset import bits, to_list, to_mask
from hanafuda_core.game import IllegalActionError, PositionError
from hanafuda_core.games.gostop.cards import BONUS, deck_cards
from hanafuda_core.games.gostop.options import GoStopOptions
from hanafuda_core.games.gostop.position import DEAL_SIZES, GoStopPosition
from hanafuda_core.games.gostop.view import log_lines
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.notation import NotationError
from hanafuda_core.seats import seat_names

THREE = GoStopOptions.from_text("bonus=three")


def deal(hands, field, stock, captured=None, rules=GoStopOptions()):
    """A deal from the cards a test needs, the stock (first card on top) filled
    up underneath with unused cards: one for each turn left and one for each
    bonus card in a hand or in the stock."""
    order = to_list(stock, bonus=True)
    used = to_mask(" ".join(hands), bonus=True) | to_mask(field, bonus=True) | to_mask(order, bonus=True)
    for c in captured or ():
        used |= to_mask(c, bonus=True)
    need = sum(to_mask(h, bonus=True).bit_count() for h in hands) + (used & BONUS & ~to_mask(field, bonus=True)).bit_count()
    need -= sum((to_mask(c, bonus=True) & BONUS).bit_count() for c in captured or ())
    order += [c for c in range(48) if not used >> c & 1][:need - len(order)]
    return GoStopPosition.from_deal(hands, field, order, rules=rules, captured=captured)


def test_a_bonus_card_turned_up_is_taken_and_the_next_card_turned_up():
    pos = deal(["3R 5R", "6A 7A"], "3C1 1B", "X1 9R")
    pos.push("3R")
    assert pos.captured[0] == to_mask("3R 3C1 X1", bonus=True)
    assert pos.field == to_mask("1B 9R") and pos.turn == 1
    (record,) = pos.records()
    assert record[3] == to_list("9R")[0] and (0, "bonus") in record[4]  # the card turned up is the one played
    assert written(log_lines(pos, seat_names(2, 0)), ENGLISH) == [
        "You play the Cherry poetry ribbon (March ribbon); the Chrysanthemum blue ribbon (September ribbon) is "
        "turned up; you take the Cherry poetry ribbon (March ribbon), a Cherry junk card (March) and a double "
        "junk bonus card (a bonus card turned up)."]


def test_two_bonus_cards_in_a_row_are_both_taken():
    pos = deal(["3R 5R", "6A 7A"], "3C1 1B", "X1 X2 3C2", rules=THREE)
    pos.push("3R")  # the third card turned up is of the hand card's month: a stuck pile
    assert pos.captured[0] == to_mask("X1 X2", bonus=True) and pos.stuck[2] == 0


def test_a_bonus_card_in_hand_goes_to_the_cards_and_the_stock_top_to_the_hand():
    pos = deal(["3R X1", "6A 7A"], "3C1 1B", "9R 9C1")
    assert [a.text() for a in pos.legal_actions()] == ["3R", "X1"]
    before = pos.copy()
    pos.push("X1")
    assert pos.captured[0] == to_mask("X1", bonus=True) and pos.hands[0] == to_mask("3R 9R")
    assert pos.turn == 0 and pos.phase_name == "play" and len(pos.draw) == len(before.draw) - 1
    (record,) = pos.records()
    assert record[3] is None  # the card taken into the hand is not shown to anyone
    lines = written(log_lines(pos, seat_names(2, 1)), ENGLISH)
    assert lines == ["Computer plays a double junk bonus card to their cards and takes the top card of the "
                     "stock into their hand."]
    pos.pop()
    assert pos == before


def test_a_bonus_card_dealt_to_the_field_goes_to_the_player_who_starts():
    found = []
    for seed in range(200):
        for seats in (2, 3):
            pos = GoStopPosition.deal(seed, dealer=1, seats=seats)
            if pos.captured[pos.turn] & BONUS:
                found.append(pos)
                assert pos.field.bit_count() == DEAL_SIZES[seats][1] and not pos.field & BONUS
                assert sum(c.bit_count() for c in pos.captured) == (pos.captured[pos.turn] & BONUS).bit_count()
                pos.check_stock()
    assert len(found) >= 5


def test_junk_is_given_up_single_first_bonus_double_next_the_triple_last():
    pos = deal(["3R 5R", "6R 6A"], "1B", "3C1 9R 9C1", captured=[0, "X3 X1 11C"], rules=THREE)
    pos.push("3R")  # a kiss: one junk from the other player
    assert pos.captured[1] == to_mask("X3 X1", bonus=True) and pos.captured[0] & to_mask("11C")
    pos = deal(["3R 5R", "6R 6A"], "1B", "3C1 9R 9C1", captured=[0, "X3 X1"], rules=THREE)
    pos.push("3R")
    assert pos.captured[1] == to_mask("X3", bonus=True)


def test_bonus_cards_count_as_junk_on_the_board():
    pos = deal(["3R 5R", "6A 7A"], "3C1 1B", "9R", captured=["X3 1C1", 0], rules=THREE)
    view = written(games.get("gostop").presenter.view(pos, me=0, names=seat_names(2, 0)), ENGLISH)
    mine = next(z for z in view["zones"] if z["id"] == "captured-0")
    junk = next(g for g in mine["groups"] if g["title"] == "Junk")
    assert junk["progress"] == "4 of 10 to score" and len(junk["cards"]) == 2
    assert any(c["label"] == "Bonus card: triple junk" for c in junk["cards"])


@pytest.mark.parametrize("action, words", [("X1>3C1", "played on its own"), ("shake>X1", "played on its own"),
                                           ("X2", "not in your hand")])
def test_illegal_bonus_plays_are_explained(action, words):
    pos = deal(["3R X1", "6A 7A"], "3C1 1B", "9R 9C1")
    with pytest.raises(IllegalActionError, match=words):
        pos.push(action)


def test_the_computer_plays_a_bonus_card_first():
    pos = deal(["3R X1", "6A 7A"], "3C1 1B", "9R 9C1")
    assert games.get("gostop").computer.standard(pos).text() == "X1"


def test_positions_with_bonus_cards_read_back_and_bad_ones_are_refused():
    for seed in range(20):
        pos = GoStopPosition.deal(seed, seats=3, rules=THREE)
        assert GoStopPosition.from_text(pos.to_text()).to_text() == pos.to_text()
    with pytest.raises(PositionError, match="never on the field"):
        deal(["3R 5R", "6A 7A"], "3C1 X1", "9R")
    with pytest.raises(PositionError, match="X3: not in the deck under these rules"):
        deal(["3R X3", "6A 7A"], "3C1 1B", "9R")
    text = GoStopPosition.deal(4, seats=2, rules=GoStopOptions.from_text("bonus=none")).to_text()
    hands, rest = text.split(";", 1)
    with pytest.raises(PositionError, match="not in the deck under these rules"):
        GoStopPosition.from_text(hands.replace(" | ", " X1 | ", 1) + ";" + rest)


def test_games_without_bonus_cards_refuse_them_clearly():
    koikoi = games.get("koikoi")
    text = koikoi.position_text(koikoi.new_match(None, 1).position)
    first_card = text.split()[0]
    with pytest.raises((NotationError, PositionError), match="X1 is a bonus card of the Korean deck"):
        koikoi.parse_position(text.replace(first_card, "X1", 1))


def test_the_deck_follows_the_option():
    assert [bits(deck_cards(v))[48:] for v in ("none", "two", "three")] == [[], [48, 49], [48, 49, 50]]
