"""The Isuri engine, what it changes from Hiyoko: the 46-card deck and the
second Phoenix, payments for every card (both numberings), the pass into the
pot, the pot to whoever empties their hand, ten more for all six cards in one
turn, three to six cards of one month at once (each reading), the match
length, the notation with running totals, and the turn's best earnings."""

from __future__ import annotations


import pytest

from hanafuda_core.cardset import bits
from hanafuda_core.deck import CARDS
from hanafuda_core.game import PositionError
from hanafuda_core.games.hiyoko import engine as h
from hanafuda_core.games.isuri import engine as e
from hanafuda_core.games.isuri.engine import IsuriOptions, IsuriPosition
from hanafuda_core.notation import parse_card
from hanafuda_core.rng import Rng
from hanafuda_core.notation import CODE_IN_TEXT as CODE



def c(code: str) -> int:
    return parse_card(code).index


def pos(text: str) -> IsuriPosition:
    return IsuriPosition.from_text(text)


def legal(p) -> set[str]:
    return {a.text() for a in p.legal_actions()}


def position(hand: str, top: str, src: str = "2", opp: str = "4C2 6C2 7C2 9C2 10C2", options: str = "-",
             pot: int = 0, paid: str = "0,0") -> IsuriPosition:
    return pos(f"{hand}; {opp}; {top}; ?; 1; 0; 0; {src}; 0,0; 2; 1; {pot}; {paid}; {options}")


def test_the_deck_has_46_cards_and_the_coloured_paulownia_chaff_is_a_second_phoenix():
    assert e.ISURI_DECK.bit_count() == 46
    assert {CARDS[i].code for i in range(48) if not e.ISURI_DECK >> i & 1} == {"12C2", "12C3"}
    turned = position("11C 7C1", "12C1", src="t")
    discarded = position("11C 7C1", "12C1", src="2")
    assert legal(turned) == {"11C"} and legal(discarded) == {"7C1"}
    assert turned.rules.hand[c("12C1")] == 1 << 5  # in a hand: paulownia, month 6
    p = IsuriPosition.deal(Rng(1))
    assert p.hands[0].bit_count() == 6 and len(p.draw) == 33


@pytest.mark.parametrize("card, nagoya, printed", [
    ("1B", 10, 10), ("1C1", 10, 10), ("11C", 2, 11), ("11B", 2, 11), ("3C1", 3, 3), ("12B", 6, 12),
    ("12C1", 6, 12), ("7C1", 7, 7), ("10C1", 10, 10), ("6C1", 11, 6), ("2A", 12, 2), ("2C1", 12, 2),
])
def test_card_values_in_both_numberings(card, nagoya, printed):
    assert e.card_value(c(card)) == nagoya
    assert e.card_value(c(card), IsuriOptions(card_values="printed")) == printed


def test_every_discard_is_paid_at_once_by_the_other_player():
    p = position("7C1 8C1 3C1", "12B")
    p.push("7C1")
    assert p.paid == (7, -7)
    p.push("8C1")
    assert p.paid == (15, -15) and p.pot == 0
    p.pop()
    assert p.paid == (7, -7)


def test_a_wild_card_is_paid_for_its_own_month():
    p = position("1B 9C1", "4C1")  # the Crane goes down as month 5
    p.push("1B")
    assert p.paid == (10, -10)


def test_a_pass_puts_one_point_into_the_pot_and_the_winner_takes_it():
    p = position("3C1 10C1", "12B", pot=3, paid="-1,-2")
    assert legal(p) == {"pass"}
    p.push("pass")
    assert p.pot == 4 and p.paid == (-2, -2)
    q = position("7C1", "12B", pot=3, paid="-1,-2")
    q.push("7C1")
    out = q.outcome()
    assert out.winner == 0 and out.pot == 3 and out.payments == (6, -9)
    assert out.seat_points == (9, -9) and out.scores == (9, -9) and sum(out.seat_points) == 0


def test_all_six_in_one_turn_earns_ten_more():
    p = pos("3C1 4C1 5C1 7C1 8C1 12B; 1C1 2C1 6C1 9C1 10C1 11A; 11C; ?; 1; 0; 0; d; 0,0; 1; 1; 0; 0,0; -")
    for a in ("3C1", "4C1", "5C1", "12B", "7C1", "8C1"):
        p.push(a)
    out = p.outcome()
    assert out.bonus and out.payments == (33 + 10, -43)
    assert p.log[-1].events[0].kind == "bonus"
    q = pos("4C1 5C1 7C1 8C1 12B; 1C1 2C1 6C1 9C1 10C1 11A; 11C 3C1; ?; 1; 0; 0; 1; 0,0; 1; 1; 0; 3,-3; -")
    for a in ("4C1", "5C1", "12B", "7C1", "8C1"):
        q.push(a)
    assert not q.outcome().bonus  # five cards this turn, not six


def test_three_to_six_cards_of_one_month_with_wild_cards_counting():
    p = position("1B 5C1 5C2 7C1 8C1 9C1", "4C1")
    assert legal(p) == {"1B", "5C1", "5C2", "1B+5C2+5C1", "5C1+5C2+1B"}
    p.push("5C1+5C2+1B")
    assert p.paid == (20, -20) and p.top == c("1B") and p.chain == 3
    assert legal(p) == {"7C1", "8C1", "9C1", "stop"}  # on the Crane, months 2 to 11 may follow


def test_the_top_of_a_group_is_the_players_choice_and_a_plain_top_is_written_one_way():
    p = position("1B 5C1 5C2 7C1 8C1 9C1", "4C1")
    a = p.normalize("5C2+1B+5C1")
    b = p.normalize("1B+5C1+5C2")
    assert a == b and a.text() == "1B+5C2+5C1"
    p.push("5C2+1B+5C1")
    assert p.top == c("5C1") and p.turn == 1  # nothing in the hand is a paulownia card


def test_groups_need_three_cards_of_a_month_that_may_follow():
    p = position("1B 5C1 5C2 7C1 8C1 9C1", "4C1")
    assert "two is not enough" in str(p.explain_illegal("5C1+5C2"))
    why = str(p.explain_illegal("7C1+8C1+9C1"))
    assert "count as one month" in why and not CODE.search(why)
    q = position("7A 7R 7C1 3C1", "4C1")
    why = str(q.explain_illegal("7A+7R+7C1"))
    assert "a group must be of a month that may follow" in why


def test_printed_only_and_off_readings():
    wild = position("1B 5C1 5C2 7C1", "4C1", options="several=printed-only")
    assert not any("+" in a for a in legal(wild))
    three = position("5A 5C1 5C2 7C1", "4C1", options="several=printed-only")
    assert "5C1+5C2+5A" in legal(three)
    pine = position("1B 1C1 1C2 3C1", "2C1", options="several=printed-only")  # the Crane is a pine card
    assert "1B+1C2+1C1" in legal(pine)
    off = position("5A 5C1 5C2 7C1", "4C1", options="several=off")
    assert not any("+" in a for a in legal(off))
    assert "Not allowed" in str(off.explain_illegal("5A+5C1+5C2"))


def test_six_cards_at_once_with_the_bonus():
    p = position("1B 1R 3R 5C1 5C2 5A", "4C1")
    six = [a for a in p.legal_actions() if a.kind == "multi" and len(a.cards) == 6]
    assert six
    p.push(six[0])
    out = p.outcome()
    assert out.bonus and out.payments[0] == 10 + 10 + 3 + 5 + 5 + 5 + 10


def test_groups_on_a_turned_up_card_and_during_the_combo():
    p = position("11A 11C 11R 3C1", "12B", src="t")  # a turned-up Phoenix counts as pine: willow follows
    assert "11A+11C+11R" in legal(p)
    q = position("1C2 11A 11C 11R", "1C1")
    q.push("1C2")
    assert q.owe and "11A+11C+11R" in legal(q)


@pytest.mark.parametrize("length, rounds", [("6-rounds", 6), ("3-rounds", 3), ("12-rounds", 12)])
def test_a_match_of_a_number_of_rounds(length, rounds):
    m = h.play_match(5, options=IsuriOptions(length=length), match_type=e.IsuriMatch)
    assert len(m.rounds) == rounds == m.result.rounds
    assert m.result.reason == "rounds"
    assert sum(m.result.scores) == 0
    winner = m.result.winner
    if winner is None:
        assert m.result.scores[0] == m.result.scores[1]
    else:
        assert m.result.scores[winner] > m.result.scores[1 - winner]


@pytest.mark.parametrize("length, target", [("50-points", 50), ("100-points", 100)])
def test_a_match_to_a_number_of_points(length, target):
    m = h.play_match(6, options=IsuriOptions(length=length), match_type=e.IsuriMatch)
    assert max(m.result.scores) >= target and m.result.reason == "target"
    for r in m.rounds[:-1]:
        assert max(r.outcome.scores) < target


def test_a_drawn_match():
    # The last round of a 3-round match leaves the totals equal: a draw.
    p = pos("7C1; 3C1 4C1 5C1 8C1 9C1; 12B; ?; 1; 0; 0; 2; -7,7; 2; 3; 0; 0,0; length=3-rounds")
    p.push("7C1")
    out = p.outcome()
    assert out.match_over and out.match_winner is None and out.scores == (0, 0)
    assert "draw" in str(out.explain())


def test_notation_with_negative_totals_and_its_checks():
    text = "3C1; 4C1; 5C1; ?; 1; 0; 0; 2; -12,12; 2; 2; 2; -3,1; -"
    assert pos(text).to_text() == text
    for bad, words in (("-3,2", "add up to 0"), ("x,1", "12,-5")):
        with pytest.raises(PositionError, match=words):
            pos(text.replace("-3,1", bad))
    with pytest.raises(PositionError, match="match is over"):
        pos(text.replace("; 2; 2; 2;", "; 2; 7; 2;"))
    with pytest.raises(PositionError, match="not used in Isuri"):
        pos(text.replace("5C1", "12C2"))


def test_options_text_and_validation():
    o = IsuriOptions.from_text("length=50-points,several=printed-only,values=printed,draw=discarder")
    assert o.target == 50 and o.rounds == 0 and o.several == "printed-only"
    assert IsuriOptions.from_text(o.to_text()) == o
    assert IsuriOptions().rounds == 6 and IsuriOptions().target == 0
    for bad in ("length=7-rounds", "several=all", "values=calendar", "target=3"):
        with pytest.raises(ValueError):
            IsuriOptions.from_text(bad)


def test_best_earnings_and_earned():
    p = pos("1C2 3B 4A 6C1 7R 11B; 1B 2A 5A 7C2 11C; 3C1 12B; ?; 1; 0; 0; 2; 0,0; 2; 1; 0; 0,0; -")
    assert e.best_earnings(p) == 20
    end = p.copy()
    for a in ("7R", "11B", "3B", "4A"):
        end.push(a)
    assert e.earned(p, end) == 16


def test_push_pop_and_payments_add_up_through_random_matches():
    for seed in range(10):
        m = e.IsuriMatch(None, seed)
        p = m.position
        rng = Rng(seed)
        while p.outcome() is None:
            before = p.to_text()
            for a in p.legal_actions()[:6]:
                p.push(a)
                assert p.paid[0] + p.paid[1] + p.pot == 0
                p.pop()
                assert p.to_text() == before
            p.push(h.random_action(p, rng))


def test_every_illegal_group_is_explained_in_words():
    p = position("1B 1R 3R 5C1 5C2 5A", "4C1")
    for bad in ("5C1+5C2", "1B+1R+3R+9C1", "5C1+7C1+9C1", "12C2+5C1+5C2"):
        reason = str(p.explain_illegal(bad))
        assert reason and not CODE.search(reason), (bad, reason)
    for x in bits(e.ISURI_DECK):
        reason = p.explain_illegal(CARDS[x].code)
        assert reason is None or not CODE.search(str(reason))
