"""Go-Stop's turns on dealt positions: the kiss, the stuck pile and taking it,
the double, the sweep, the junk taken from each other player, bombs and
shaking, the sake cup's class, go and stop, a deal nobody wins, four of a
month dealt; every action undone exactly; illegal actions explained."""

from __future__ import annotations

import pytest

from hanafuda_core.cardset import to_list, to_mask
from hanafuda_core.game import IllegalActionError
from hanafuda_core.games.gostop.cards import deck_cards
from hanafuda_core.games.gostop.match import GoStopMatch
from hanafuda_core.games.gostop.options import GoStopOptions, PRESETS
from hanafuda_core.games.gostop.position import GoStopPosition
from hanafuda_core.rng import Rng


def deal(hands, field, stock, captured=None, rules=GoStopOptions(), first=0):
    """A deal from the cards a test needs: the stock, first card on top, is
    filled up underneath with cards placed nowhere else, one for each turn
    left (as a real deal's stock is)."""
    turns = sum(to_mask(h).bit_count() for h in hands)
    used = to_mask(" ".join(hands)) | to_mask(field) | to_mask(stock)
    for c in captured or ():
        used |= to_mask(c)
    order = to_list(stock)
    order += [c for c in range(48) if not used >> c & 1][:turns - len(order)]
    return GoStopPosition.from_deal(hands, field, order, rules=rules, captured=captured, first=first)


def has(pos, seat, text) -> bool:
    m = to_mask(text)
    return pos.captured[seat] & m == m


def play(pos, *actions):
    """Push each action, checking that pop() restores the position before it."""
    for a in actions:
        before = pos.copy()
        pos.push(a)
        after = pos.copy()
        pos.pop()
        assert pos == before, a
        pos.push(a)
        assert pos == after


def test_a_kiss_takes_both_cards_and_a_junk_from_the_other_player():
    pos = deal(["3R 5R", "6R 6A"], "1B", "3C1 9R 9C1", captured=[0, to_mask("2C1 11C")])
    play(pos, "3R")
    assert has(pos, 0, "3R 3C1 2C1") and pos.captured[1] == to_mask("11C")  # the single junk goes first
    assert (0, "kiss") in pos.events and pos.turn == 1


def test_a_stuck_pile_stays_and_the_fourth_card_takes_it_with_junk():
    pos = deal(["3R 5R", "3B 6A"], "3C1 1B", "3C2 9R 9C1", captured=[to_mask("4C1"), to_mask("5C1")])
    play(pos, "3R")
    assert pos.field & to_mask("3R 3C1 3C2") == to_mask("3R 3C1 3C2") and pos.stuck[2] == 0
    assert (0, "ppeok") in pos.events
    play(pos, "3B")  # player 2 takes player 1's pile: one junk from player 1
    assert has(pos, 1, "3B 3R 3C1 3C2 4C1") and pos.captured[0] == 0 and pos.stuck[2] == -2


def test_taking_your_own_stuck_pile_takes_two_junk():
    pos = deal(["3R 3B 5R", "6A 7A 7R"], "3C1 1B", "3C2 9R 9C1 10R 10C1",
               captured=[0, to_mask("4C1 4C2 5C1")])
    play(pos, "3R", "6A", "3B")
    assert has(pos, 0, "3B 3R 3C1 3C2 4C1 4C2") and pos.captured[1] & to_mask("4C1 4C2") == 0
    one = deal(["3R 3B 5R", "6A 7A 7R"], "3C1 1B", "3C2 9R 9C1 10R 10C1",
               captured=[0, to_mask("4C1 4C2 5C1")], rules=GoStopOptions(own_pile=1))
    play(one, "3R", "6A", "3B")
    assert one.captured[1] & to_mask("4C1 4C2 5C1") == to_mask("4C2 5C1")


def test_the_last_card_makes_no_stuck_pile():
    pos = deal(["3R", "6A"], "3C1 1B", "3C2 9R")
    play(pos, "3R")
    assert has(pos, 0, "3R 3C1 3C2") and "ppeok" not in [e for _, e in pos.events]


def test_a_double_takes_all_four():
    pos = deal(["3R 5R", "6A 7A"], "3C1 3C2 1B", "3B 9R 9C1", captured=[0, to_mask("8C1")])
    play(pos, "3R>3C1")
    assert has(pos, 0, "3R 3C1 3C2 3B 8C1") and (0, "ttadak") in pos.events


def test_a_sweep_takes_a_junk_but_not_on_the_last_card():
    pos = deal(["1B 5R", "6A 7A"], "1C1", "9R 9C1 5A", captured=[0, to_mask("8C1")])
    play(pos, "1B")  # 1B takes 1C1, 9R onto 9? no: 9R joins the field
    assert pos.field == to_mask("9R")
    pos = deal(["1B 5R", "6A 7A"], "1C1 9C2", "9R 9C1 5A", captured=[0, to_mask("8C1")])
    play(pos, "1B")
    assert pos.field == 0 and has(pos, 0, "8C1") and (0, "sweep") in pos.events
    last = deal(["1B", "6A"], "1C1 9C2", "9R 9C1", captured=[0, to_mask("8C1")])
    play(last, "1B")
    assert last.field == 0 and last.captured[1] == to_mask("8C1")


def test_junk_is_taken_from_each_other_player_at_three_players():
    pos = deal(["3R 5R", "6A", "7A"], "1B", "3C1 9R", captured=[0, to_mask("8C1"), to_mask("12C1")])
    play(pos, "3R")
    assert has(pos, 0, "8C1 12C1") and pos.captured[1] == pos.captured[2] == 0


def test_no_junk_changes_hands_in_the_first_game():
    rules = GoStopOptions.from_text(PRESETS["first-game"])
    pos = deal(["3R 5R", "6A 7A"], "1B", "3C1 9R", captured=[0, to_mask("8C1")], rules=rules)
    play(pos, "3R")
    assert has(pos, 0, "3R 3C1") and pos.captured[1] == to_mask("8C1")


def test_a_bomb_takes_four_doubles_and_leaves_two_spare_turns():
    pos = deal(["3R 3C1 3C2 5R", "6A 7A 7R 8A"], "3B 1B", "9R 9C1 10R 10C1 11R",
               captured=[0, to_mask("8C1")])
    assert "bomb>3R" in [a.text() for a in pos.legal_actions()]
    play(pos, "bomb>3C2")  # named by any of the three
    assert pos.move_stack[-1].text() == "bomb>3R"
    assert has(pos, 0, "3B 3R 3C1 3C2 8C1") and pos.tokens[0] == 2 and pos.shakes[0] == 1
    assert pos.hands[0] == to_mask("5R") and pos.turns_left(0) == 3
    play(pos, "6A")
    assert "flip" in [a.text() for a in pos.legal_actions()]
    play(pos, "flip")
    assert pos.tokens[0] == 1 and pos.turn == 1


def test_shaking_is_offered_with_three_of_a_month_and_none_on_the_field():
    pos = deal(["3R 3C1 3C2 5R", "6A 7A"], "1B", "9R 9C1 10R")
    texts = [a.text() for a in pos.legal_actions()]
    assert {"shake>3R", "shake>3C1", "shake>3C2"} <= set(texts) and "bomb>3R" not in texts
    play(pos, "shake>3C1")
    assert pos.shakes[0] == 1 and (0, "shake") in pos.events and pos.field & to_mask("3C1")
    off = deal(["3R 3C1 3C2 5R", "6A 7A"], "1B", "9R", rules=GoStopOptions(shaking=False))
    with pytest.raises(IllegalActionError, match="Shaking is not played"):
        off.push("shake>3R")


def test_the_sake_cup_is_chosen_when_taken_and_counts_at_once():
    pos = deal(["9A 5R", "6A 7A"], "9C1 1B", "10R 10C1 11R",
               captured=[to_mask("1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2"), 0])
    play(pos, "9A")
    assert pos.phase_name == "cup" and [a.text() for a in pos.legal_actions()] == ["animal", "junk"]
    play(pos, "junk")  # 8 + 1 + 2 = 11 junk: 2 points, not yet 7
    assert pos.cup_junk and pos.points(0) == 2 and pos.turn == 1
    fixed = deal(["9A 5R", "6A 7A"], "9C1 1B", "10R 10C1", rules=GoStopOptions(sake_cup="animal"))
    play(fixed, "9A")
    assert fixed.phase_name == "play" and fixed.turn == 1


def go_deal(**kw):
    # player 1 holds 1R 2R and needs 3R for 홍단 (3 points at three players)
    return deal(["3R 5R 6R", "7A 8A 10A", "4R 4A 12B"], "3C1 1C1", "9R 9C1 10C1 11R 11A 12C2 8C1 8C2 5C1",
                captured=[to_mask("1R 2R"), 0, 0], **kw)


def test_go_and_stop_at_the_threshold_and_a_go_needs_more_points():
    pos = go_deal()
    play(pos, "3R")
    assert pos.phase_name == "decide" and pos.points(0) == 3
    play(pos, "go")
    assert pos.gos[0] == 1 and pos.turn == 1
    play(pos, "7A", "12B")
    assert pos.turn == 0
    play(pos, "5R")  # no new point: no decision
    assert pos.phase_name == "play" and pos.turn == 1


def test_stop_ends_the_deal_and_the_losers_pay():
    pos = go_deal()
    play(pos, "3R", "stop")
    out = pos.outcome()
    assert out.reason == "stop" and out.winner == 0 and out.points == (6, -3, -3)
    assert out.next_dealer == 0 and "Red poetry ribbons" in str(out.explain())


def test_a_player_with_no_turn_left_stops_without_a_choice():
    pos = deal(["3R", "7A", "4A"], "3C1", "9R 10C1 11R", captured=[to_mask("1R 2R"), 0, 0])
    play(pos, "3R")
    assert pos.is_over() and pos.outcome().winner == 0


def test_a_deal_nobody_stops_is_nagari_and_doubles_the_next():
    pos = deal(["1B", "2A"], "5A", "9R 10C1")
    play(pos, "1B", "2A")
    out = pos.outcome()
    assert out.reason == "nagari" and out.winner is None and out.points == (0, 0) and out.carry == 2
    no_double = deal(["1B", "2A"], "5A", "9R 10C1", rules=GoStopOptions(nagari=False))
    play(no_double, "1B", "2A")
    assert no_double.outcome().carry == 1


def test_four_of_a_month_dealt_wins_or_redeals():
    hands = ["1B 1R 1C1 1C2 2A", "3B 3R 4A 4R 5A"]
    pos = deal(hands, "6A 6R", "7A 7R 8A 8B 9A 9R 10A 10R")
    assert pos.is_over() and pos.outcome().reason == "chongtong" and pos.outcome().points == (7, -7)
    assert not deal(hands, "6A 6R", "7A 7R", rules=GoStopOptions(chongtong="off")).is_over()
    redeal = GoStopOptions(chongtong="redeal")
    for seed in range(200):  # a dealt position never holds four of a month in a hand then
        p = GoStopPosition.deal(Rng(seed), 0, 2, redeal)
        assert not any((h >> (4 * m) & 15) == 15 for h in p.hands for m in range(12))


def test_three_of_a_month_dealt_to_the_field_are_taken_together_without_junk():
    pos = deal(["3R 5R", "6A 7A"], "3B 3C1 3C2", "9R 9C1 10R", captured=[0, to_mask("8C1")])
    assert pos.stuck[2] == -1 and [a.text() for a in pos.legal_actions()][:1] == ["3R"]
    play(pos, "3R")
    assert has(pos, 0, "3R 3B 3C1 3C2") and pos.captured[1] == to_mask("8C1")


def test_the_card_turned_up_chooses_between_two():
    pos = deal(["5R 6R", "6A 7A"], "9C1 9C2 1B", "9R 10R 10C1")
    play(pos, "5R")
    assert pos.phase_name == "draw" and [a.text() for a in pos.legal_actions()] == ["draw>9C1", "draw>9C2"]
    play(pos, "draw>9C2")
    assert has(pos, 0, "9R 9C2") and pos.turn == 1


@pytest.mark.parametrize("action, words", [
    ("12B", "not in your hand"),
    ("3R>1B", "only take a field card of its own month"),
    ("go", "only when your cards score"),
    ("draw", "Play a card from your hand first"),
    ("flip", "Only a bomb"),
    ("bomb>5R", "three cards of a month"),
])
def test_illegal_actions_are_explained(action, words):
    pos = deal(["3R 5R", "6A 7A"], "3C1 1B", "9R 9C1 10R")
    with pytest.raises(IllegalActionError, match=words):
        pos.push(action)


def test_two_matching_field_cards_need_a_target():
    pos = deal(["9A 5R", "6A 7A"], "9C1 9C2", "10R 10C1")
    with pytest.raises(IllegalActionError, match="say which one"):
        pos.push("9A")


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("seats", [2, 3])
def test_random_matches_keep_every_card_in_one_place_and_are_zero_sum(preset, seats):
    rules = GoStopOptions.from_text(PRESETS[preset])
    deck = deck_cards(rules.bonus)
    for seed in range(6):
        rng = Rng(seed)
        m = GoStopMatch(rules, Rng(seed), seats=seats, record=False)
        while m.result is None:
            pos = m.position
            while not pos.is_over():
                legal = pos.legal_actions()
                pos.push_unchecked(legal[rng.below(len(legal))])
                places = pos.hands + [pos.field] + pos.captured + [to_mask(pos.draw, bonus=True)]
                places += [1 << pos.pending] if pos.pending is not None else []
                union = 0
                for p in places:
                    union |= p
                assert sum(p.bit_count() for p in places) == deck.bit_count() and union == deck
            assert sum(pos.outcome().points) == 0
            m.next_round()
        assert sum(m.scores) == 0 and len(m.rounds) == rules.deals


def test_every_position_of_random_deals_reads_back_from_its_text():
    for seats in (2, 3):
        for seed in range(30):
            rng = Rng(seed)
            pos = GoStopPosition.deal(Rng(seed), seed % seats, seats, GoStopOptions())
            while True:
                text = pos.to_text()
                again = GoStopPosition.from_text(text)
                assert again == pos and again.to_text() == text
                if pos.is_over():
                    break
                legal = pos.legal_actions()
                pos.push(legal[rng.below(len(legal))])


GOOD = GoStopPosition.deal(Rng(3), 0, 2).to_text().split("; ")


@pytest.mark.parametrize("field, value, words", [
    (None, None, "19 fields"),
    (0, "1B 1B | 2A", "more than once|twice"),
    (0, "1B", "give 2 or 3 hands"),
    (4, "3", "turn must be a player from 1 to 2"),
    (5, "dance", "phase must be"),
    (5, "draw", "names the card turned up"),
    (5, "over", "says why and who won"),
    (7, "13:1", "MONTH:PLAYER"),
    (9, "1", "one number per player"),
    (13, "maybe", "animal, junk or open"),
    (14, "x", "turn so far"),
    (15, "0", "round must be a number from 1"),
    (18, "wibble=3", "options"),
    (1, "1B", "in two places"),
])
def test_a_bad_position_text_says_what_is_wrong(field, value, words):
    from hanafuda_core.game import PositionError
    parts = list(GOOD)
    if field is None:
        parts = parts[:4]
    else:
        parts[field] = value
        if field == 1:  # a card of a hand put on the field too
            parts[1] = GOOD[0].split()[0]
    with pytest.raises(PositionError, match=words):
        GoStopPosition.from_text("; ".join(parts))


def test_a_deal_whose_stock_does_not_fit_the_turns_left_is_refused():
    from hanafuda_core.game import PositionError
    with pytest.raises(PositionError, match="one card for each turn left"):
        GoStopPosition.from_deal(["1B 2A", "3B 4A"], "5A", "6A 7A")
