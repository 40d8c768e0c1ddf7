"""The Palauan Hanahuda engine: classes, deal, trades, turns, every yaku, the
exclusions, stop-yaku, the card-point fallback, teams and every option.

Plain test functions (``pytest.raises`` and ``parametrize`` only), so the file
also runs in Pyodide under the small pytest shim."""

from __future__ import annotations


import pytest

from hanafuda_core.cardset import bits
from hanafuda_core.deck import CARDS
from hanafuda_core.games.hanahuda import engine as e
from hanafuda_core.games.hanahuda.engine import (
    ANIMALS, BRIGHTS, CHAFF, HAND_SIZE, RIBBONS, HanahudaAction, HanahudaMatch, HanahudaOptions, HanahudaPosition,
    PositionError, card_points, score_of, yaku_of,
)
from hanafuda_core.rng import Rng

from .helpers import mask, position
from hanafuda_core.notation import CODE_IN_TEXT as CODE



def keys(pile: str, options: str = "-") -> dict[str, int]:
    return {y.key: p for y, p in yaku_of(mask(pile), HanahudaOptions.from_text(options))}


def dealt(seats: int, seed, choice=e.PLAYERS_FIRST, dealer: int = 0) -> HanahudaPosition:
    pos = HanahudaPosition.new_round(Rng(seed), dealer, seats)
    pos.push(choice)
    while pos.phase_name == "cut":
        pos.push(choice)
    return pos


# ---------------------------------------------------------------------------
# Card classes


def test_card_classes_differ_from_the_japanese_deck():
    assert [bits(k.cards).__len__() for k in e.CLASSES] == [6, 9, 10, 23]
    assert BRIGHTS == mask("1B 2A 3B 8B 11B 12B")
    assert ANIMALS == mask("4A 5A 6A 7A 8A 9A 10A 11A 12C1")
    assert RIBBONS == mask("1R 2R 3R 4R 5R 6R 7R 9R 10R 11R")
    assert BRIGHTS | ANIMALS | RIBBONS | CHAFF == (1 << 48) - 1
    assert not (BRIGHTS & ANIMALS or ANIMALS & RIBBONS or RIBBONS & CHAFF or BRIGHTS & CHAFF)
    assert e.class_of(mask("2A").bit_length() - 1).key == "bright"
    assert e.class_of(mask("12C1").bit_length() - 1).key == "animal"
    assert [k.points for k in e.CLASSES] == [50, 10, 0, 0]


def test_cards_in_words_never_show_notation():
    for c in range(48):
        words = str(e.card_words(c))  # in English
        assert not CODE.search(words), words
    assert str(e.card_words(mask("8B").bit_length() - 1)) == "the Moon (August bright)"
    assert str(e.card_words(mask("2A").bit_length() - 1)) == "the Bush Warbler (February bright)"
    assert str(e.card_words(mask("12C1").bit_length() - 1)) == "the yellow Paulownia chaff (December animal)"
    assert str(e.card_words(mask("5C1").bit_length() - 1)) == "an Iris chaff (May)"


# ---------------------------------------------------------------------------
# The deal


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_deal_per_number_of_players(seats):
    pos = HanahudaPosition.new_round(Rng(f"deal{seats}"), 0, seats)
    assert pos.phase_name == "cut" and pos.turn == 1 % seats  # the cutter, on the dealer's right
    assert len(pos.draw) == 48 and not any(pos.hands)
    assert set(pos.legal_actions()) == {e.FIELD_FIRST, e.PLAYERS_FIRST}
    pos.push("players-first")
    while pos.phase_name == "cut":
        pos.push("players-first")
    size = HAND_SIZE[seats]
    assert size == {2: 10, 3: 9, 4: 8}[seats]
    assert all(h.bit_count() == size for h in pos.hands) and pos.field.bit_count() == size
    assert len(pos.draw) == 48 - size * (seats + 1)
    assert pos.phase_name in ("play", "trade")


def test_the_cutters_choice_changes_who_gets_which_cards():
    a = HanahudaPosition.new_round(Rng(5), 0, 2)
    deck = list(a.draw)
    b = a.copy()
    a.push("players-first")
    b.push("field-first")
    if a.phase_name != "cut" and b.phase_name != "cut":
        # players first: the cutter (seat 1) gets the first ten cards dealt
        assert a.hands[1] == mask(" ".join(CARDS[c].code for c in deck[-10:]))
        # field first: the field gets them
        assert b.field == a.hands[1]
        assert a.field != b.field


def test_four_of_a_month_on_the_field_is_dealt_again():
    field = [c.index for c in CARDS if c.month in (1, 2)][:10] + [mask("3B").bit_length() - 1,
                                                                  mask("3R").bit_length() - 1]
    field = field[:10]  # all four Pine cards, four Plum cards and two more
    rest = [c for c in range(48) if c not in field]
    pos = HanahudaPosition(2, [0, 0], 0, rest + field[::-1], [0, 0], 1, "cut", dealer=0)
    before = pos.to_text()
    pos.push("field-first")  # the field is dealt first: these ten cards
    assert pos.phase_name == "cut" and pos.redeals == 1 and pos.turn == 1
    assert len(pos.draw) == 48 and not any(pos.hands) and not pos.field
    assert pos.history[-1][4] == mask(" ".join(CARDS[c].code for c in field))
    pos.pop()
    assert pos.to_text() == before and pos.redeals == 0


def test_trades_three_of_a_month():
    pos = position(2, hands=["1B 1R 1C1 2A 3B 4A 5A 6A 7A 8A", "2R 3R 4R 5R 6R 7R 9R 10R 11R 9A"],
                   field="10A 11A 12C1 2C1 3C1 4C1 5C1 6C1 7C1 8B", turn=1, dealer=1, phase="trade")
    top = pos.draw[-1]
    bottom = pos.draw[0]
    legal = [a.text() for a in pos.legal_actions()]
    assert legal == ["trade>1B", "trade>1R", "trade>1C1", "keep"]
    assert "three January (Pine) cards" in str(pos.explain_illegal("2A"))
    assert "is not one" in str(pos.explain_illegal("trade>2A"))
    pos.push("trade>1C1")
    assert pos.hands[0] >> top & 1 and not pos.hands[0] & mask("1C1")
    assert pos.draw[0] == mask("1C1").bit_length() - 1 and pos.draw[1] == bottom  # to the bottom of the pile
    assert pos.phase_name == "play" and pos.turn == 0
    assert pos.history[-1][5] == mask("1B 1R 1C1")  # the three shown
    pos.pop()
    pos.push("keep")
    assert pos.phase_name == "play" and pos.hands[0] & mask("1C1")


def test_trades_go_round_from_the_dealer():
    found = 0
    for seed in range(400):
        pos = dealt(3, f"t{seed}", dealer=1)
        traders = [p for p in (1, 2, 0) if e.triple_months(pos.hands[p])]
        if len(traders) >= 2:
            seen = []
            while pos.phase_name == "trade":
                seen.append(pos.turn)
                pos.push("keep")
            assert seen == traders and pos.turn == 1
            found += 1
    assert found


# ---------------------------------------------------------------------------
# Turns


def test_play_goes_counter_clockwise_from_the_dealer():
    pos = dealt(4, "order", dealer=2)
    while pos.phase_name == "trade":
        pos.push("keep")
    order = []
    while len(order) < 8:
        order.append(pos.turn)
        pos.push(e.random_action(pos, Rng(len(order))))
        while pos.turn == order[-1] and pos.outcome() is None:
            pos.push(e.random_action(pos, Rng(99)))
    assert order == [2, 3, 0, 1, 2, 3, 0, 1]


def test_a_matching_card_must_capture_and_two_matches_need_a_choice():
    pos = position(2, hands=["8B 3R 10C1 10C2 7C1", "6C1 6C2 5A 5R 4R"], field="8A 8C1 3C1",
                   captured=["1B 1C1", "2R 2C1"], top="5C1 5C2", dump=(0, 1))
    assert {a.text() for a in pos.legal_actions()} >= {"3R", "8B>8A", "8B>8C1"}
    why = str(pos.explain_illegal("8B"))  # in English
    assert "matches two field cards of August (Susuki grass), the Geese (August animal) and a Susuki chaff" in why
    assert "cannot capture" in str(pos.explain_illegal("3R>8A"))
    pos.push("8B>8A")
    assert pos.captured[0] & mask("8B 8A") == mask("8B 8A") and pos.field & mask("8C1")
    # a card that matches nothing is allowed and joins the field; "3R" captures 3C1 (must)
    pos.pop()
    pos.push("3R")
    assert pos.captured[0] & mask("3R 3C1") == mask("3R 3C1")


def test_the_card_turned_up_and_its_choice():
    pos = position(2, hands=["5A 3R 10C1 10C2 7C1", "6C1 6C2 4R 9R 11R"], field="8A 8C1 3C1",
                   captured=["1B 1C1", "2R 2C1"], top="8B 7C2", dump=(0, 1))
    pos.push("5A")  # joins the field; the next card turned up (7C2) joins too
    assert pos.field & mask("5A 7C2") == mask("5A 7C2") and pos.turn == 1
    pos.pop()
    pos.draw[-1], pos.draw[-2] = pos.draw[-2], pos.draw[-1]  # now the Moon is on top
    pos.push("5A")
    assert pos.phase_name == "draw" and pos.pending == mask("8B").bit_length() - 1
    assert {a.text() for a in pos.legal_actions()} == {"draw>8A", "draw>8C1"}
    assert "already played a card" in str(pos.explain_illegal("3R"))
    pos.push("draw>8A")
    assert pos.captured[0] & mask("8B 8A") == mask("8B 8A") and pos.turn == 1


def test_three_on_the_field_are_taken_together():
    pos = position(2, hands=["4C2 3R 10C1 10C2 7C1", "6C1 6C2 5A 5R 9R"], field="4A 4R 4C1",
                   captured=["1B 1C1", "2R 2C1"], top="5C1 5C2", dump=(0, 1))
    pos.push("4C2")
    assert pos.captured[0] & mask("4A 4R 4C1 4C2") == mask("4A 4R 4C1 4C2")


@pytest.mark.parametrize("empty", ["hand-only", "end-round"])
def test_when_the_pile_runs_out(empty):
    opts = f"empty-pile={empty}" if empty != "hand-only" else "-"
    pos = dealt(2, "pile", e.FIELD_FIRST)
    pos.options = HanahudaOptions.from_text(opts)
    rng = Rng(3)
    while pos.draw and pos.outcome() is None:
        pos.push(e.random_action(pos, rng))
    while pos.phase_name != "play" and pos.outcome() is None:
        pos.push(e.random_action(pos, rng))
    if pos.outcome() is not None and pos.phase_name == "stop":
        return
    assert not pos.draw and [h.bit_count() for h in pos.hands] == [1, 1]
    if empty == "end-round":
        assert pos.outcome() is not None and pos.legal_actions() == []
    else:
        assert pos.outcome() is None
        p = pos.turn
        field_before = pos.field
        pos.push(e.random_action(pos, rng))
        assert pos.hands[p] == 0 and pos.pending is None
        assert pos.field != field_before or pos.captured[p]


# ---------------------------------------------------------------------------
# Yaku


YAKU_CASES = [
    ("six-brights", "1B 2A 3B 8B 11B 12B", 1000),
    ("five-brights", "1B 3B 8B 11B 12B", 700),
    ("four-brights", "1B 3B 8B 12B", 500),
    ("pine-paulownia-baldy", "1B 8B 12B", 300),
    ("plum-pine-cherry", "1B 2A 3B", 300),
    ("drinking", "3B 8B 9A", 300),
    ("flower-viewing", "3B 9A", 150),
    ("moon-viewing", "8B 9A", 150),
    ("nine-animals", "4A 5A 6A 7A 8A 9A 10A 11A 12C1", 10000),
    ("seven-ribbons", "1R 4R 5R 6R 9R 10R 11R", 700),
    ("boar-deer-butterflies", "6A 7A 10A", 300),
    ("three-willows", "11B 11A 11R", 200),
    ("poetry-ribbons", "1R 2R 3R", 150),
    ("blue-ribbons", "6R 9R 10R", 150),
    ("grass-ribbons", "4R 5R 7R", 100),
]


@pytest.mark.parametrize("key, pile, points", YAKU_CASES, ids=[c[0] for c in YAKU_CASES])
def test_every_yaku(key, pile, points):
    held = keys(pile)
    assert held[key] == points
    m = mask(pile)
    y = e.YAKU_BY_KEY[key]
    # one card fewer of those it needs: no longer held
    for c in bits(m & y.cards):
        assert key not in keys(" ".join(CARDS[x].code for x in bits(m & ~(1 << c)))) or y.need < y.cards.bit_count()


def test_willow_and_grass_leave_out_their_cards():
    assert "three-willows" not in keys("11B 11A 11C")  # the Lightning does not count
    assert "grass-ribbons" not in keys("4R 5R 11R")  # nor does the Willow ribbon


def test_brights_yaku_are_exclusive():
    assert keys("1B 2A 3B 8B 11B 12B") == {"six-brights": 1000}
    assert keys("1B 3B 8B 11B 12B") == {"five-brights": 700}
    assert keys("1B 2A 3B 8B 12B") == {"four-brights": 500}
    assert keys("1B 2A 3B 8B") == {"plum-pine-cherry": 300}  # 300 before Pine, Paulownia, Baldy? not held
    assert keys("1B 2A 8B 12B") == {"pine-paulownia-baldy": 300}
    assert keys("1B 2A 8B 12B", "plum-four") == {"plum-pine-paulownia-baldy": 400}
    assert keys("1B 2A 3B 8B 12B", "plum-four") == {"four-brights": 500}


def test_viewing_yaku_are_exclusive_and_the_rest_stacks():
    assert keys("3B 8B 9A") == {"drinking": 300}
    assert keys("1B 3B 8B 9A 12B 6A 7A 10A 1R 2R 3R") == {
        "four-brights": 500, "drinking": 300, "boar-deer-butterflies": 300, "poetry-ribbons": 150}
    assert keys("1R 2R 3R 6R 9R 10R 4R") == {"seven-ribbons": 700, "poetry-ribbons": 150,
                                               "blue-ribbons": 150}
    assert score_of(mask("1R 2R 3R 6R 9R 10R 4R 5R 7R")) == 700 + 150 + 150 + 100


def test_nine_animals_with_the_warbler_option():
    nine = "4A 5A 6A 7A 8A 9A 10A 11A 12C1"
    assert "nine-animals-warbler" not in keys(nine + " 2A")
    assert keys(nine, "animals=with-warbler").get("nine-animals-warbler") is None
    held = keys(nine + " 2A", "animals=with-warbler")
    assert held["nine-animals-warbler"] == 5000 and "nine-animals" not in held


def test_card_points_and_the_ribbon_option():
    pile = mask("1B 2A 4A 12C1 1R 2R 1C1")
    assert card_points(pile) == 2 * 50 + 2 * 10
    assert card_points(pile, HanahudaOptions(ribbon_points=5)) == 130


# ---------------------------------------------------------------------------
# Stop-yaku


def _six_brights_turn(declined="-", theirs="6A 7A 10A 6C1 7C1 10C1", seats=2, side_mine=0):
    """Player 1 holds five brights; playing the Rain Man takes the Lightning: Six Brights."""
    caps = ["1B 1C1 2A 2C1 3B 3C1 8B 8C1 12B 12C1", theirs] if seats == 2 else None
    return position(2, hands=["11B 5C1 5C2 7R 4R", "9C1 9C2 10R 10C2 6R"], field="11C 4C1", captured=caps,
                    top="12C2 12C3", declined=declined, dump=(1,))


def test_a_stop_yaku_asks_stop_or_play_on():
    pos = _six_brights_turn()
    pos.push("11B")
    assert pos.phase_name == "decide" and pos.turn == 0
    assert [a.text() for a in pos.legal_actions()] == ["stop", "continue"]
    assert "Six Brights (1000)" in str(pos.explain_illegal("5C1"))


def test_stopping_scores_only_that_yaku_and_nobody_else():
    pos = _six_brights_turn()
    pos.push("11B")
    assert pos.side_score(1) == 300  # the other side holds Boar, Deer, Butterflies
    pos.push("stop")
    out = pos.outcome()
    assert out.reason == "stop" and out.points == (1000, 0) and out.stopper == 0
    assert out.next_dealer == 0  # the stopper deals
    assert out.winners == (0,)
    assert "only that counts" in str(out.explain())


def test_playing_on_scores_every_yaku_at_the_end():
    pos = _six_brights_turn()
    pos.push("11B")
    pos.push("continue")
    assert pos.declined[0] and pos.phase_name == "play" and pos.turn == 1
    while pos.outcome() is None:
        pos.push("continue" if pos.phase_name == "decide" else pos.legal_actions()[0])
    out = pos.outcome()
    assert out.reason == "yaku"
    assert out.side_points[0] >= 1000 and out.side_points[1] >= 300


def test_seven_ribbons_is_a_stop_yaku_too():
    pos = position(2, hands=["9R 5C1 8C1 8C2 11C", "6C2 12C2 10A 10C1 11B"], field="9C1 4C1",
                   captured=["1R 1C1 2R 2C1 3R 3C1 4R 4C2 5R 5C2 6R 6C1", "-"], top="7C1 12C3", dump=(1,))
    pos.push("9R")
    assert pos.phase_name == "decide"
    assert [y.key for y in pos.undecided_stop(0)] == ["seven-ribbons"]
    pos.push("stop")
    out = pos.outcome()
    assert out.points == (700, 0)  # only Seven Ribbons: the poetry ribbons do not count


def test_a_stop_yaku_already_played_on_is_not_asked_again():
    pos = position(2, hands=["9R 5C1 5C2 6R 6C1", "6C2 12C2 10A 10C1 4R"], field="9C1 4C1",
                   captured=["1B 1C1 2A 2C1 3B 3C1 8B 8C1 11B 11C 12B 12C1", "-"], top="7C1 12C3",
                   declined="1:six-brights", dump=(1,))
    pos.push("9R")
    assert pos.phase_name == "play" and pos.turn == 1


# ---------------------------------------------------------------------------
# The end of the round


def _finish(pos, rng=None):
    rng = rng or Rng(1)
    while pos.outcome() is None:
        pos.push(e.random_action(pos, rng))
    return pos.outcome()


def test_no_yaku_anywhere_the_card_points_decide():
    pos = position(2, hands=["5C2 9C1", "7C2 9C2"], field="1C2 2C2 10C1 10C2",
                   captured=["1B 1C1 4A 4C1 2R 2C1", "8B 8C1 12C1 12C2"], dump=(0, 1))
    assert not pos.yaku(0) and not pos.yaku(1)
    assert not any(pos.yaku(s) for s in range(2))
    out = _finish(pos)
    assert out.reason == "card-points"
    assert out.side_points == tuple(card_points(c) for c in pos.captured)
    assert out.next_dealer == min(range(2), key=lambda p: (out.points[p], p != pos.dealer))
    assert "card points count" in str(out.explain())


def test_the_fallback_option_none():
    pos = position(2, hands=["5C2 9C1", "7C2 9C2"], field="1C2 2C2 10C1 10C2",
                   captured=["1B 1C1 4A 4C1 2R 2C1", "8B 8C1 12C1 12C2"], dump=(0, 1), options="no-yaku=none")
    out = _finish(pos)
    assert out.reason == "no-yaku" and out.points == (0, 0) and out.winners == ()
    assert "draw" in str(out.explain())


def test_the_lowest_scorer_deals_next():
    m = HanahudaMatch(None, Rng(7), dealer=0, seats=3)
    pos = m.position
    out = _finish(pos, Rng(2))
    if out.reason != "stop":
        low = min(out.points)
        assert out.points[out.next_dealer] == low
        tied = [p for p in range(3) if out.points[p] == low]
        assert out.next_dealer == next(p for p in (0, 1, 2) if p in tied)  # from the dealer on
    m.next_round()
    assert m.position.dealer == out.next_dealer


@pytest.mark.parametrize("rule, dealer, losing_side, expected", [
    ("next", 0, 0, 2),  # the dealer's team lost: the partner deals
    ("stay", 0, 0, 0),  # the dealer's team lost: the dealer again
    ("next", 0, 1, 1),  # the other team lost: the player on the dealer's right
    ("stay", 0, 1, 1),
    ("next", 3, 1, 1),
    ("stay", 3, 1, 3),
])
def test_which_partner_deals(rule, dealer, losing_side, expected):
    pos = HanahudaPosition.new_round(Rng(1), dealer, 4, options=HanahudaOptions(team_dealer=rule))
    pts = [100, 100]
    pts[losing_side] = 0
    assert pos._lowest(pts) == expected


def test_teams_share_one_pile_and_one_score():
    pos = dealt(4, "teams")
    while pos.phase_name == "trade":
        pos.push("keep")
    assert len(pos.captured) == 2
    rng = Rng(4)
    while pos.outcome() is None:
        p = pos.turn
        before = pos.captured[p % 2]
        other = pos.captured[1 - p % 2]
        pos.push(e.random_action(pos, rng))
        assert pos.captured[1 - p % 2] == other and pos.captured[p % 2] & before == before
    out = pos.outcome()
    assert out.points[0] == out.points[2] and out.points[1] == out.points[3]
    assert len(out.side_points) == 2


def test_a_match_ends_at_the_target_and_a_team_wins_together():
    m = HanahudaMatch(HanahudaOptions(target=3000), Rng(11), seats=4)
    rng = Rng(12)
    while m.result is None:
        _finish(m.position, rng)
        m.next_round()
    assert max(m.scores) >= 3000
    best = max(m.scores)
    if m.result.winner is not None:
        assert m.scores[m.result.winner] == best and m.scores[(m.result.winner + 2) % 4] == best


# ---------------------------------------------------------------------------
# Notation, validation, explanations


def test_notation_round_trips_in_every_phase():
    pos = dealt(3, "notation")
    rng = Rng(8)
    seen = set()
    while pos.outcome() is None:
        text = pos.to_text()
        back = HanahudaPosition.from_text(text)
        assert back.to_text() == text and back == pos
        seen.add(pos.phase_name)
        pos.push(e.random_action(pos, rng))
    assert {"play"} <= seen
    cut = HanahudaPosition.new_round(Rng(2), 0, 4)
    assert HanahudaPosition.from_text(cut.to_text()) == cut


@pytest.mark.parametrize("change, message", [
    (lambda t: t.replace("; 1; play", "; 2; play"), "does not fit"),
    (lambda t: t.replace(" | ", " | 1B ", 1), "both in"),
    (lambda t: ";".join(t.split(";")[:-1]), "fields"),
    (lambda t: t.replace("; play;", "; dance;"), "phase"),
])
def test_bad_positions_are_explained(change, message):
    pos = position(2, hands=["8B 3R 10C1 10C2 7C1", "6C1 6C2 5A 5R 4R"], field="8A 8C1 3C1",
                   captured=["1C1 1C2", "2R 2C1"], top="5C1 5C2", dump=(0, 1))
    with pytest.raises(PositionError, match=message):
        HanahudaPosition.from_text(change(pos.to_text()))


def test_decide_needs_an_open_stop_yaku():
    pos = _six_brights_turn()
    pos.push("11B")
    assert HanahudaPosition.from_text(pos.to_text()).phase_name == "decide"
    pos.push("continue")
    text = pos.to_text().replace("; 2; play;", "; 1; decide;")
    with pytest.raises(PositionError, match="decide"):
        HanahudaPosition.from_text(text)


def test_push_and_pop_are_exact():
    pos = dealt(4, "undo")
    rng = Rng(6)
    texts = [pos.to_text()]
    start = len(pos._stack)
    while pos.outcome() is None:
        pos.push(e.random_action(pos, rng))
        texts.append(pos.to_text())
    while len(pos._stack) > start:
        texts.pop()
        pos.pop()
        assert pos.to_text() == texts[-1]


def test_explanations_are_in_words_and_name_the_player_to_move():
    for seed in range(5):
        for seats in (2, 3, 4):
            pos = HanahudaPosition.new_round(Rng(seed), 0, seats)
            rng = Rng(seed)
            while pos.outcome() is None:
                for a in ("1B", "8B>8A", "draw>3C1", "stop", "trade>1B", "keep", "field-first", "xyz"):
                    why = pos.explain_illegal(a)
                    if why is not None:
                        why = str(why)  # in English
                        assert not CODE.search(why), why
                        assert "Player" not in why
                pos.push(e.random_action(pos, rng))


def test_action_texts():
    for text in ("3R", "3R>3C1", "draw>8A", "trade>9C1", "keep", "stop", "continue", "field-first",
                 "players-first"):
        assert HanahudaAction.parse(text).text() == text
    with pytest.raises(ValueError, match="not a move"):
        HanahudaAction.parse("99Z")


def test_options_text_and_checks():
    o = HanahudaOptions(target=3000, ribbon_points=5, plum_four=True, nine_animals="with-warbler",
                        fallback="none", empty_pile="end-round", team_dealer="stay")
    assert HanahudaOptions.from_text(o.to_text()) == o
    assert o.to_text() == ("target=3000,ribbons=5,plum-four,animals=with-warbler,no-yaku=none,"
                           "empty-pile=end-round,team-dealer=stay")
    with pytest.raises(ValueError):
        HanahudaOptions(nine_animals="ten")
    with pytest.raises(ValueError):
        HanahudaOptions(target=50)


# ---------------------------------------------------------------------------
# The dealer draw: within a month, Palau's own classes rank the cards


def test_the_dealer_draw_ranks_a_month_by_palauan_class():
    from hanafuda_core.deck import BY_CODE
    from hanafuda_core.dealer import card_points, rank_draws
    from hanafuda_core.games.hanahuda.engine import dealer_draw_rank

    def ranked(*codes, value=dealer_draw_rank):
        return rank_draws({p: BY_CODE[c] for p, c in enumerate(codes)}, value=value)

    # the yellow Paulownia chaff is an animal here: it beats a plain Paulownia chaff
    assert ranked("12C3", "12C1") == [[1], [0]]
    assert ranked("12C3", "12C1", value=card_points) == [[0, 1]]  # the Japanese points tie them
    assert ranked("12C1", "12B") == [[1], [0]]  # the Phoenix, a bright, beats it
    assert ranked("2R", "2A") == [[1], [0]]  # the Bush Warbler is a bright
    assert ranked("12C2", "12C3") == [[0, 1]]  # two plain chaffs: a tie, drawn again
    assert ranked("1C1", "12B") == [[0], [1]]  # the earliest month first, whatever the class
    assert ranked("3R", "3C1", "3B") == [[2], [0], [1]]


def test_the_dealer_draw_of_a_match():
    from hanafuda_core.games.hanahuda.engine import HanahudaMatch, HanahudaOptions
    from hanafuda_core.rng import Rng

    # seed 1342: the players draw a plain and the yellow Paulownia chaff
    d = HanahudaMatch.draw_for_dealer(2, Rng(1342))
    assert [{p: c.code for p, c in r.items()} for r in d.rounds] == [{0: "12C3", 1: "12C1"}]
    assert d.dealer == 1
    old = HanahudaMatch.draw_for_dealer(2, Rng(1342), "points")
    assert len(old.rounds) == 2 and old.dealer == 0  # a tie by points: drawn again
    assert HanahudaMatch(None, 1342).position.dealer == 1
    assert HanahudaMatch(HanahudaOptions(dealer_draw="points"), 1342).position.dealer == 0
    assert HanahudaOptions.from_text("dealer-draw=points").dealer_draw == "points"
