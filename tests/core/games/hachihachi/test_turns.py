"""Hachi-Hachi's turns: capturing with the hand card and the card turned up,
sage, shoubu and cancel, the leaflet's payments as yaku are made, the field
multipliers and what is carried, the position text, and seeded random
rounds under every preset keeping every card in one place (sources: the keys
of docs/design/hachihachi-sources.md)."""

from __future__ import annotations

import pytest

from hanafuda_core.cardset import to_mask
from hanafuda_core.families.capture import full_months
from hanafuda_core.game import IllegalActionError, PositionError
from hanafuda_core.games.hachihachi import HachiHachiMatch, HachiHachiOptions, HachiHachiPosition, PRESETS
from hanafuda_core.games.hachihachi.position import round_multiplier
from hanafuda_core.rng import Rng

LEAFLET = HachiHachiOptions.from_text(PRESETS["leaflet"])


def late(rules=HachiHachiOptions()):
    """Two cards left in each hand: player 1 can make akatan with 3R on the field's 3C1 (FW, NO)."""
    return HachiHachiPosition.from_deal(["3R 5A", "6C1 7C1", "8C1 9C1"], "3C1 4C1 10C1",
                                        "12C1 12C2 12C3 11C 2C1 5C1", rules=rules, captured=["1R 2R", "", ""])


def test_a_hand_card_takes_one_of_two_and_the_card_turned_up_its_match():
    pos = HachiHachiPosition.from_deal(["1B 8A", "2A 9A", "4A 10A"], "1C1 1C2 8C1 12C1", "12C2 2C1 3B 9C1 4C1 10C1")
    assert [a.text() for a in pos.legal_actions()] == ["1B>1C1", "1B>1C2", "8A"]
    with pytest.raises(IllegalActionError, match="Two field cards match: say which one you take"):
        pos.push("1B")
    pos.push("1B>1C2")  # then 12C2 turned up takes 12C1
    assert pos.captured[0] == to_mask("1B 1C2 12C1 12C2") and pos.turn == 1
    pos.push("2A")  # nothing of February on the field: it stays; 2C1 turned up takes it
    assert pos.captured[1] == to_mask("2A 2C1") and pos.field == to_mask("1C1 8C1")


def test_three_of_a_month_are_taken_together_and_a_turned_up_card_may_choose():
    pos = HachiHachiPosition.from_deal(["8A 1B", "2A 9A", "4A 10A"], "8C1 8C2 8B 1C1 1C2",
                                       "1R 2C1 3B 9C1 12C2 10C1")
    pos.push("8A")  # FW: a card matching three takes all three; 1R turned up matches two: the player chooses
    assert pos.captured[0] == to_mask("8A 8B 8C1 8C2") and pos.phase_name == "draw" and pos.pending == 1
    assert [a.text() for a in pos.legal_actions()] == ["draw>1C1", "draw>1C2"]
    with pytest.raises(IllegalActionError, match="takes one of two cards first"):
        pos.push("9A")
    pos.push("draw>1C2")
    assert pos.captured[0] == to_mask("8A 8B 8C1 8C2 1R 1C2") and pos.turn == 1


def test_a_yaku_asks_for_sage_or_shoubu_and_shoubu_is_paid_from_each():
    pos = late()
    pos.push("3R")  # with 1R 2R: akatan
    assert pos.phase_name == "decide" and [a.text() for a in pos.legal_actions()] == ["sage", "shoubu"]
    with pytest.raises(IllegalActionError, match="go on \\(sage\\) or stop \\(shoubu\\)"):
        pos.push("5A")
    pos.push("shoubu")
    out = pos.outcome()
    assert (out.reason, out.winner, out.points) == ("shoubu", 0, (168, -84, -84))  # NO: 7 kan (84) from each
    assert "Player 1 stopped with a yaku (shoubu)" in str(out.explain())


def test_sage_passes_the_turn_and_lets_the_caller_cancel_for_half():
    pos = late()
    pos.push("3R")
    pos.push("sage")
    assert pos.turn == 1 and "cancel" not in [a.text() for a in pos.legal_actions()]
    with pytest.raises(IllegalActionError, match="Only a player who went on"):
        pos.push("cancel")
    pos.push("6C1")
    pos.push("8C1")
    assert pos.turn == 0 and [a.text() for a in pos.legal_actions()][-1] == "cancel"  # FW
    pos.push("cancel")
    out = pos.outcome()
    assert (out.reason, out.points) == ("cancel", (84, -42, -42))  # FW: half of 7 kan from each


def test_going_on_to_the_end_pays_half_and_the_last_turns_yaku_stops_by_itself():
    pos = late()
    pos.push("3R")
    pos.push("sage")
    for a in ("6C1", "8C1", "5A", "7C1", "9C1"):
        pos.push(a)
    out = pos.outcome()
    assert (out.reason, out.winner, out.points) == ("exhausted", 0, (84, -42, -42))  # FW
    # the round's last turn makes a yaku: the stop is made for the player
    pos = HachiHachiPosition.from_deal(["5A", "6C1", "3R"], "3C1 4C1", "12C1 12C2 11C", captured=["", "", "1R 2R"])
    for a in ("5A", "6C1", "3R"):
        pos.push(a)
    assert (pos.outcome().reason, pos.outcome().winner) == ("shoubu", 2)


def test_the_leaflet_pays_each_yaku_at_once_and_has_no_cancel():
    pos = late(rules=LEAFLET)
    pos.push("3R")
    assert [(p.payer, p.payee, p.amount) for p in pos.paid] == [(1, 0, 35), (2, 0, 35)]  # FWFR
    pos.push("sage")
    pos.push("6C1")
    pos.push("8C1")
    assert "cancel" not in [a.text() for a in pos.legal_actions()]
    pos.push("5A")
    pos.push("7C1")
    pos.push("9C1")
    out = pos.outcome()
    assert (out.reason, out.points) == ("exhausted", (70, -35, -35))


def test_the_field_sets_the_multiplier_and_carries_the_rest():
    # FW: Rain Man, Phoenix and Crane on the field: grand now, grand next round, large the round after
    field = to_mask("11B 12B 1B 2C1 3C1 4C1")
    assert round_multiplier(field, (), HachiHachiOptions()) == (4, (4, 2))
    # FW: a round with a multiplier carried to it plays it and carries its own
    assert round_multiplier(to_mask("8B 2C1"), (4, 2), HachiHachiOptions()) == (4, (2, 2))
    assert round_multiplier(field, (), HachiHachiOptions(fields="stack")) == (32, ())  # FW's alternative
    assert round_multiplier(field, (), HachiHachiOptions(fields="largest")) == (4, ())  # KI
    assert round_multiplier(field, (4,), HachiHachiOptions(fields="off")) == (1, ())
    assert round_multiplier(to_mask("2C1 3C1"), (), HachiHachiOptions()) == (1, ())


def test_a_match_deals_three_players_carries_fields_and_ends_after_its_rounds():
    with pytest.raises(ValueError, match="three players"):
        HachiHachiMatch(seats=2)
    m = HachiHachiMatch(HachiHachiOptions(rounds=6), Rng(7))
    rng = Rng(8)
    while m.result is None:
        pos = m.position
        while not pos.is_over():
            acts = pos.legal_actions()
            pos.push(acts[rng.below(len(acts))])
        out = pos.outcome()
        m.next_round()
        if m.result is None:
            assert m.position.dealer == out.next_dealer and m.position.scores == out.scores
            if out.carry:  # FW: a field carried is the next round's multiplier
                assert m.position.multiplier == out.carry[0]
    assert len(m.rounds) == 6 and sum(m.result.scores) == 0


def test_four_of_a_month_on_the_field_is_dealt_again():
    with pytest.raises(PositionError, match="four cards of a month on the field"):
        HachiHachiPosition.from_deal(["1B", "2A", "3B"], "5A 5R 5C1 5C2", "6A 7A 8A")
    for seed in range(200):
        pos = HachiHachiPosition.deal(seed)
        assert not full_months(pos.field) and [h.bit_count() for h in pos.hands] == [7, 7, 7]
        assert pos.field.bit_count() == 6 and len(pos.draw) == 21 and pos.turn == pos.dealer


@pytest.mark.parametrize("text, error", [
    ("1B", "fields separated by ';'"),
    (None, "phase must be play"),
    ("over", "phase 'over' says how the round ended"),
])
def test_a_bad_position_text_names_its_field(text, error):
    good = HachiHachiPosition.deal(3).to_text().split("; ")
    if text is None:
        good[5] = "playing"
        text = "; ".join(good)
    elif text == "over":
        good[5] = "over shoubu"
        text = "; ".join(good)
    with pytest.raises(PositionError, match=error):
        HachiHachiPosition.from_text(text)


def test_a_card_in_two_places_is_refused():
    parts = HachiHachiPosition.deal(3).to_text().split("; ")
    parts[1] += " " + parts[0].split()[0]  # a card of hand 1 on the field too
    with pytest.raises(PositionError, match="a card is in two places"):
        HachiHachiPosition.from_text("; ".join(parts))


@pytest.mark.parametrize("preset", list(PRESETS))
def test_random_rounds_keep_every_card_in_one_place_and_undo_exactly(preset):
    rules = HachiHachiOptions.from_text(PRESETS[preset])
    for seed in range(40):
        rng = Rng(seed)
        pos = HachiHachiPosition.deal(rng, seed % 3, rules)
        start = pos.to_text()
        n = 0
        while not pos.is_over():
            text = pos.to_text()
            assert HachiHachiPosition.from_text(text) == pos
            acts = pos.legal_actions()
            for a in acts:
                assert pos.explain_illegal(a) is None
            a = acts[rng.below(len(acts))]
            fast = pos.copy()
            fast.push_unchecked(a)
            pos.push(a.text())
            assert fast == pos
            n += 1
            held = pos.field | (0 if pos.pending is None else 1 << pos.pending)
            for m in pos.hands + pos.captured:
                assert not held & m
                held |= m
            assert held.bit_count() + len(pos.draw) == 48 and not held & to_mask(pos.draw)
        out = pos.outcome()
        assert sum(out.points) == 0 and out.scores == out.points
        assert HachiHachiPosition.from_text(pos.to_text()) == pos
        for _ in range(n):
            pos.pop()
        assert pos.to_text() == start


def test_five_brights_dealt_with_stacked_fields_read_back_from_the_text():
    # FW's alternative: every field multiplies; five brights on the field make ×128
    rules = HachiHachiOptions(fields="stack")
    pos = HachiHachiPosition.from_deal(["1C1", "2C1", "3C1"], "1B 3B 8B 11B 12B 4C1", "5C1 6C1 7C1", rules=rules)
    assert pos.multiplier == 128
    assert HachiHachiPosition.from_text(pos.to_text()) == pos


def test_a_rounds_result_names_the_dealt_hands_in_one_sentence():
    from hanafuda_core.games.hachihachi.outcome import HachiHachiOutcome
    from hanafuda_core.games.hachihachi.scoring import Payment

    pays = (Payment(1, 0, 24, "sanbon"), Payment(2, 0, 24, "sanbon"), Payment(1, 0, 24, "aka"),
            Payment(2, 0, 24, "aka"), Payment(0, 1, 24, "aka"), Payment(2, 1, 24, "aka"),
            Payment(2, 0, 12, "cards"), Payment(2, 1, 2, "cards"))
    out = HachiHachiOutcome("cards", 0, (0, 0, 0), (0, 0, 0), 0, 2, pays, None, (), False)
    assert str(out.explain()) == (
        "No yaku was captured. The field: every payment ×2. Dealt hands, paid by each other player: Player 1 "
        "Sanbon and Aka, 48 points; player 2 Aka, 24 points. Player 3 pays player 1 12 points and player 2 "
        "2 points for the cards over 88.")
