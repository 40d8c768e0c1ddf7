"""Tests of the Poka engine (hanafuda_core.games.poka).

Plain test functions: only ``pytest.raises`` and ``pytest.mark.parametrize``
are used, so the file also runs in Pyodide under the small pytest shim.
"""

from functools import reduce
from operator import or_

import pytest

from hanafuda_core.cardset import index, to_mask

from hanafuda_core.deck import BY_CODE, CARDS, FULL_DECK
from hanafuda_core.notation import parse_cards
from hanafuda_core.games.poka import (
    GHOST_MASK,
    OPTION_INFO,
    PASS,
    STOP,
    TEYAKU,
    PokaAction,
    IllegalActionError,
    PokaMatch,
    PokaOptions,
    PokaPosition,
    PositionError,
    choose_action,
    deal,
    follows,
    longest_chain_length,
    play_match,
    random_action,
    resolve_teyaku,
    solve_turn,
    teyaku_of,
    turn_sequences,
)
from hanafuda_core.rng import Rng

# ---------------------------------------------------------------------------
# helpers


idx = index  # a card code's index


def mask(text):
    return to_mask(text or "-")


def rest(*texts, top=""):
    """The cards in none of ``texts`` (deck order), then the ``top`` cards (written bottom to top)."""
    used = 0
    for t in texts + (top,):
        used |= mask(t)
    others = [CARDS[c].code for c in range(48) if not used >> c & 1]
    return " ".join(others + [c.code for c in parse_cards(top)]) if top or others else "-"


def pos(h1, h2, discard, draw="?", turn="1", first="-", chain="0", passes="0", scores="0-0",
        dealer="1", options="-", rng=None):
    text = "; ".join([h1, h2, discard, draw, turn, first, chain, passes, scores, dealer, options])
    return PokaPosition.from_text(text, rng=rng)


def acts(p):
    return [a.text() for a in p.legal_actions()]


def check_cards(p):
    """Every card is in exactly one place (known draw pile)."""
    seen = p.hands[0] | p.hands[1]
    n = p.hands[0].bit_count() + p.hands[1].bit_count() + len(p.discard) + len(p.draw)
    for c in p.discard:
        seen |= 1 << c
    for c in p.draw:
        seen |= 1 << c
    assert n == 48 and seen == FULL_DECK, p.to_text()


# ---------------------------------------------------------------------------
# following


def test_next_month_follows():
    p = pos("3R 7C1 8C1", "4A", "6A")
    assert acts(p) == ["7C1"]
    assert follows("6A", "7C1") and not follows("6A", "8C1") and not follows("6A", "6R")


def test_wrong_month_is_explained():
    p = pos("5A 7C1 10A", "4A", "6C1")
    assert str(p.explain_illegal("5A")) == "A May card can only follow an April card; the top card is June (Peony)."
    assert str(p.explain_illegal(PokaAction.discard("10A"))) == (
        "An October card can only follow a September card; the top card is June (Peony).")
    assert p.explain_illegal("7C1") is None
    assert str(p.explain_illegal("3R")) == "You don't have the Cherry poetry ribbon (March) in your hand."


def test_december_wraps_to_january():
    p = pos("1C1 5A", "4A", "12C1")
    assert acts(p) == ["1C1"]
    p = pos("12C2 5A", "4A", "11C")
    assert acts(p) == ["12C2"]
    p = pos("2C1 5A", "4A", "12B")
    assert str(p.explain_illegal("2C1")) == (
        "A February card can only follow a January card; the top card is December (Paulownia).")


def test_chain_and_automatic_turn_end():
    p = pos("3R 7C1 8C1 9C1", "4A", "6A")
    p.push("7C1")
    assert (p.turn, p.chain) == (0, 1)
    assert acts(p) == ["8C1", "stop"]
    p.push("8C1")
    assert acts(p) == ["9C1", "stop"]
    p.push("9C1")  # nothing follows September in the hand: the turn ends by itself
    assert (p.turn, p.chain, p.passes) == (1, 0, 0)
    assert p.hand(0) == [BY_CODE["3R"]]
    assert [e.kind for e in p.log[-1].events] == ["turn-end"]
    assert str(p.log[-1]) == "1: 9C1 [turn-end]"


def test_stop_ends_the_turn():
    p = pos("3R 7C1 8C1", "4A", "6A")
    p.push("7C1")
    p.push(STOP)
    assert (p.turn, p.chain) == (1, 0)
    assert p.discard[-1] == idx("7C1")


def test_stop_needs_a_discard_first():
    p = pos("3R 7C1", "4A", "6A")
    assert "no chain to stop" in str(p.explain_illegal("stop"))
    assert str(p.explain_illegal("stop")).endswith("follow the top card: the Bush clover chaff 1 (July).")
    p = pos("3R", "4A", "6A")
    assert "you cannot play, so pass" in str(p.explain_illegal("stop"))


def test_cannot_pass_mid_chain():
    p = pos("3R 7C1 8C1", "4A", "6A")
    p.push("7C1")
    assert str(p.explain_illegal("pass")) == (
        "You have already discarded this turn; you can keep going with a card of the next month "
        "or stop, not pass.")


def test_pass_only_when_unable():
    p = pos("3R 9C1", "4A", "6A")
    assert acts(p) == ["pass"]
    p.push(PASS)
    assert (p.turn, p.passes) == (1, 1)
    p = pos("3R 7C1", "4A", "6A")
    assert str(p.explain_illegal("pass")) == (
        "You can't pass while you can play: the Bush clover chaff 1 (July) can follow the top card, June (Peony).")
    with pytest.raises(IllegalActionError, match="can't pass"):
        p.push("pass")


def test_discard_resets_pass_count():
    p = pos("3R 9C1", "7C1 4A", "6A")
    p.push(PASS)
    p.push("7C1")
    assert p.passes == 0 and p.turn == 0


# ---------------------------------------------------------------------------
# double pass, draw, reshuffle


def draw_position(options="-", dealer="1"):
    h1, h2 = "3R 9C1", "4A 10C1"
    return pos(h1, h2, "6A", draw=rest(h1, h2, "6A", top="5A"), options=options, dealer=dealer)


def test_double_pass_turns_up_the_draw_pile():
    p = draw_position()
    n = len(p.draw)
    p.push(PASS)
    p.push(PASS)
    assert p.discard == [idx("6A"), idx("5A")]
    assert len(p.draw) == n - 1
    assert (p.passes, p.turn) == (0, 0)  # the first passer plays first
    ev = p.log[-1].events
    assert [(e.kind, e.card, e.player) for e in ev] == [("draw", idx("5A"), 0)]
    check_cards(p)


@pytest.mark.parametrize("after_draw, dealer, expected", [
    ("first-passer", "2", 0),
    ("second-passer", "2", 1),
    ("dealer", "2", 1),
    ("dealer", "1", 0),
])
def test_who_plays_after_a_draw(after_draw, dealer, expected):
    options = "-" if after_draw == "first-passer" else f"after-draw={after_draw}"
    p = draw_position(options, dealer)
    p.push(PASS)
    p.push(PASS)
    assert p.turn == expected


def reshuffle_position(rng=5):
    h1, h2 = "3R 9C1", "4A 10C1"
    discard = rest(h1, h2, top="6A")
    return pos(h1, h2, discard, draw="-", rng=rng)


def test_reshuffle_when_the_draw_pile_is_empty():
    p = reshuffle_position()
    before = p.to_text()
    state = p.rng.state
    p.push(PASS)
    p.push(PASS)
    ev = p.log[-1].events
    assert [e.kind for e in ev] == ["reshuffle", "draw"]
    assert ev[0].count == 43
    assert p.discard[0] == idx("6A") and len(p.discard) == 2
    assert p.discard[1] == ev[1].card
    assert len(p.draw) == 42
    check_cards(p)
    after = p.to_text()
    p.pop()
    p.pop()
    assert p.to_text() == before and p.rng.state == state
    # the same rng state gives the same shuffle again
    p.push(PASS)
    p.push(PASS)
    assert p.to_text() == after


def test_unknown_draw_pile_needs_a_reveal():
    p = pos("3R 9C1", "4A 10C1", "6A")
    assert not p.can_draw
    p.push(PASS)
    p.push(PASS)
    assert p.draw_pending and p.legal_actions() == [] and p.outcome() is None
    assert "unknown" in str(p.explain_illegal("3R"))
    with pytest.raises(IllegalActionError, match="unknown"):
        p.push("pass")
    assert p.to_text().split("; ")[7] == "2"
    assert PokaPosition.from_text(p.to_text()) == p
    with pytest.raises(IllegalActionError, match="not in the draw pile"):
        p.reveal("3R")
    p.reveal("5A")
    assert p.discard[-1] == idx("5A") and p.turn == 0 and p.passes == 0
    assert p.log[-1].action is None and str(p.log[-1]) == "2: reveal [draw 5A]"
    p.pop()
    assert p.draw_pending
    p.pop()
    assert (p.passes, p.turn) == (1, 1)
    with pytest.raises(IllegalActionError, match="No card is waiting"):
        p.reveal("5A")


def test_reveal_reshuffles_when_every_card_is_seen():
    h1, h2 = "3R 9C1", "4A 10C1"
    p = pos(h1, h2, rest(h1, h2, top="6A"))
    p.push(PASS)
    p.push(PASS)
    with pytest.raises(IllegalActionError, match="made of the discard pile"):
        p.reveal("6A")
    p.reveal("7C1")
    assert p.discard == [idx("6A"), idx("7C1")]
    assert [e.kind for e in p.log[-1].events] == ["reshuffle", "draw"]
    p.pop()
    assert len(p.discard) == 44


# ---------------------------------------------------------------------------
# ghosts


def test_ghost_follows_any_card():
    p = pos("1B 9C1", "4A", "6C1")
    assert acts(p) == ["1B"]
    p = pos("2A 9C1", "4A", "11C")
    assert acts(p) == ["2A"]


def test_any_card_follows_a_ghost():
    p = pos("3R 9C1", "4A", "2A")
    assert acts(p) == ["3R", "9C1"]
    p = pos("2A 5A", "4A", "1R")  # a ghost on a ghost too
    assert acts(p) == ["2A", "5A"]


def test_chain_through_a_ghost_empties_the_hand():
    p = pos("2A 7C1 11C", "4A", "6A")
    for a in ("7C1", "2A", "11C"):
        p.push(a)
    out = p.outcome()
    assert (out.winner, out.points, out.reason) == (0, 1, "empty-hand")
    assert p.legal_actions() == []
    assert str(p.explain_illegal("pass")).startswith("The round is over: Player 1 emptied their hand")


def test_holding_a_ghost_means_you_must_play():
    p = pos("1B 9C1", "4A", "6C1")
    assert "ghost" in str(p.explain_illegal("pass"))
    assert "optional rule “May pass while holding only ghosts”" in str(p.explain_illegal("pass"))
    p = pos("1B 9C1", "4A", "6C1", options="ghost-pass")
    assert acts(p) == ["1B", "pass"]


def test_ghost_card_is_wild_not_a_month():
    # After a ghost the chain starts again from the card put on it.
    p = pos("2A 3R 4A 9C1", "5A", "7C1")
    p.push("2A")
    p.push("3R")
    assert acts(p) == ["4A", "stop"]


# ---------------------------------------------------------------------------
# One-Two combo


def test_one_two_combo():
    p = pos("1C2 2C1 5A", "4A", "1C1")
    assert acts(p) == ["1C2", "2C1"]
    p.push("1C2")
    assert p.owe_february and acts(p) == ["2C1"]
    assert p.to_text().split("; ")[6] == "1!"
    assert PokaPosition.from_text(p.to_text()) == p
    assert "One-Two" in str(p.explain_illegal("stop"))
    assert "must be a February" in str(p.explain_illegal("5A"))
    p.push("2C1")
    assert not p.owe_february and p.turn == 1  # nothing follows February: turn over
    assert p.hands[0] == mask("5A")


def test_one_two_needs_a_february_card():
    p = pos("1C2 5A", "4A", "1C1")
    assert acts(p) == ["pass"]
    msg = str(p.explain_illegal("1C2"))
    assert msg.startswith("A January card can only follow a December card; the top card is January (Pine).")
    assert "One-Two" in msg


def test_one_two_with_the_bush_warbler():
    p = pos("1C2 2A 5A", "4A", "1C1")
    p.push("1C2")
    assert acts(p) == ["2A"]
    p.push("2A")  # a ghost on top: anything may follow
    assert acts(p) == ["5A", "stop"]


def test_one_two_continues_the_chain():
    p = pos("1C1 1C2 2C1 3R 12C1", "4A", "11C")
    for a in ("12C1", "1C1", "1C2", "2C1", "3R"):
        p.push(a)
    assert p.outcome().reason == "empty-hand"


def test_ghost_january_needs_no_combo():
    p = pos("1B 2C1", "4A", "1C1")
    p.push("1B")
    assert not p.owe_february and acts(p) == ["2C1", "stop"]
    p = pos("1C2 5A", "4A", "1B")  # on a ghost top any January may follow, no February needed
    p.push("1C2")
    assert not p.owe_february and p.turn == 1


# ---------------------------------------------------------------------------
# optional January/February rule


def test_multi_discard_needs_the_option():
    p = pos("2R 2C2 5A", "4A", "2C1")
    assert acts(p) == ["pass"]
    assert "optional rule “January/February cards all at once”" in str(p.explain_illegal("2R+2C2"))


def test_multi_discard_with_the_option():
    p = pos("2R 2C2 5A", "4A", "2C1", options="jan-feb")
    assert acts(p) == ["2C2+2R", "2R+2C2"]  # one per choice of the card left on top
    assert str(p.explain_illegal("2R")) .startswith("A February card can only follow a January card")
    assert str(p.explain_illegal("2R")).endswith(
        "together, not just one: the Plum poetry ribbon (February) and the Plum chaff 2 (February).")
    p.push("2R+2C2")
    assert p.discard[-2:] == [idx("2R"), idx("2C2")]
    assert p.turn == 1 and p.hands[0] == mask("5A")
    assert p.log[0].action == PokaAction.multi(["2R", "2C2"])


def test_multi_discard_must_take_all_cards_of_the_month():
    p = pos("2A 2R 2C2", "4A", "2C1", options="jan-feb")
    assert str(p.explain_illegal("2R+2C2")) == (
        "You must discard all your February cards together: the Bush Warbler (February), the Plum poetry "
        "ribbon (February) and the Plum chaff 2 (February).")
    assert "2A+2R+2C2" in acts(p) and "2A" in acts(p)
    p.push("2A+2R+2C2")
    assert p.outcome().reason == "empty-hand"


def test_multi_discard_only_on_january_or_february():
    p = pos("4A 4R 3R", "5A", "3C1", options="jan-feb")
    assert "only when the top card is a January or February card" in str(p.explain_illegal("4A+4R"))
    p = pos("2R 3R", "5A", "2C1", options="jan-feb")
    assert "must all be February cards" in str(p.explain_illegal("2R+3R"))


def test_multi_discard_on_january_with_a_ghost():
    p = pos("1B 1C2 2C1", "4A", "1C1", options="jan-feb")
    assert acts(p) == ["1B", "1C2", "2C1", "1C2+1B", "1B+1C2"]
    p.push("1C2+1B")  # the crane on top: anything may follow, no February owed
    assert not p.owe_february and acts(p) == ["2C1", "stop"]


def test_action_text_round_trip():
    for text in ("3R", "1C1+1C2", "stop", "pass", "2C2+2A+2R"):
        a = PokaAction.parse(text)
        assert PokaAction.parse(a.text()) == a
    assert PokaAction.parse("2C2+2A+2R").text() == "2A+2C2+2R"  # others in deck order, top last
    assert PokaAction.parse("crane") == PokaAction.discard(0) == PokaAction.discard("1B")
    assert PokaAction.parse(" STOP ") == STOP and str(PASS) == "pass"
    with pytest.raises(ValueError, match="not an action"):
        PokaAction.parse("stp")
    with pytest.raises(ValueError, match="at least two"):
        PokaAction.multi(["1C1"])
    with pytest.raises(ValueError, match="twice"):
        PokaAction.multi(["1C1", "1C1"])


# ---------------------------------------------------------------------------
# options about chains


def test_must_continue_chain():
    p = pos("3R 7C1 8C1", "4A", "6A", options="must-continue")
    p.push("7C1")
    assert acts(p) == ["8C1"]
    assert "optional rule “Must keep discarding while you can”" in str(p.explain_illegal("stop"))
    p.push("8C1")
    assert p.turn == 1


def test_must_continue_chain_with_ghost_pass():
    p = pos("1B 3R 7C1", "4A", "6A", options="must-continue")
    p.push("7C1")
    assert acts(p) == ["1B"]
    p = pos("1B 3R 7C1", "4A", "6A", options="must-continue,ghost-pass")
    p.push("7C1")
    assert acts(p) == ["1B", "stop"]


# ---------------------------------------------------------------------------
# teyaku


@pytest.mark.parametrize("hand, expected", [
    ("1C1 1C2 1R 5A 6A 7A", ["january-triplet"]),
    ("1B 1R 2A 5A 6A 7A", ["ghost-triplet"]),
    ("1B 1R 1C1 2A 6A 7A", ["january-triplet", "ghost-triplet"]),
    ("3B 3R 5A 5R 9A 9R", ["triple-sticky"]),
    ("1B 1R 2A 2R 9A 9R", ["ghost-triplet", "triple-sticky"]),
    ("3B 3R 3C1 3C2 9A 9R", ["buttakuri"]),  # four of a month is not two pairs
    ("1B 1R 1C1 1C2 9A 9R", ["january-triplet", "buttakuri"]),
    ("3B 3R 3C1 9A 9R 9C1", []),  # a month of three is not a pair
    ("3B 3R 3C1 9A 9R 10C1", []),
    ("1B 1R 3C1 4A 9R 10C1", []),
])
def test_teyaku_of(hand, expected):
    assert [t.key for t in teyaku_of(hand)] == expected
    assert [t.key for t in teyaku_of(mask(hand))] == expected


def test_teyaku_table_is_data():
    assert [(t.name, t.points) for t in TEYAKU] == [
        ("January Triplet", 2), ("Ghost Triplet", 2), ("Triple Sticky", 2), ("Four of a Kind", 5)]
    assert [t.romaji for t in TEYAKU] == ["pin-sanmai", "bake-sanmai", "mitsu-kuttsuki", "buttakuri"]
    assert TEYAKU[1].japanese == "化三枚" and TEYAKU[3].ends_match
    assert all(t.to_dict()["description"] for t in TEYAKU)
    assert TEYAKU[1].held_by(GHOST_MASK)


NONE = "2C1 3C1 4A 5R 6C1 10A"  # no teyaku
JAN3 = "1C1 1C2 1R 5A 6A 7A"
GHOST_JAN = "1B 1R 1C1 2A 6A 7A"  # January Triplet + Ghost Triplet
STICKY = "3B 3R 8B 8A 9A 9R"
FOUR = "11B 11A 11R 11C 9C1 12C3"
FOUR2 = "8B 8A 8C1 8C2 11A 12B"


@pytest.mark.parametrize("h0, h1, options, winner, points, reason, voided", [
    (NONE, NONE, "-", None, 0, None, False),
    (JAN3, NONE, "-", 0, 2, "teyaku", False),
    (NONE, STICKY, "-", 1, 2, "teyaku", False),
    (JAN3, STICKY, "-", None, 0, None, True),  # equal values void each other
    (FOUR, JAN3, "-", 0, 5, "buttakuri", False),  # only buttakuri counts
    (NONE, FOUR, "-", 1, 5, "buttakuri", False),
    (FOUR, FOUR2, "-", None, 0, None, True),  # two buttakuri: equal, void
    (GHOST_JAN, STICKY, "-", None, 0, None, True),  # best one: 2 against 2
    (GHOST_JAN, STICKY, "teyaku=sum", 0, 4, "teyaku", False),  # 4 against 2: higher wins
    (GHOST_JAN, STICKY, "teyaku=sum,unequal=void", None, 0, None, True),
    (GHOST_JAN, NONE, "teyaku=sum", 0, 4, "teyaku", False),
    ("1B 1R 1C1 1C2 9A 9R", NONE, "teyaku=sum", 0, 5, "buttakuri", False),
])
def test_resolve_teyaku(h0, h1, options, winner, points, reason, voided):
    r = resolve_teyaku(mask(h0), mask(h1), PokaOptions.from_text(options))
    assert (r.winner, r.points, r.reason, r.voided) == (winner, points, reason, voided)
    assert r.explain()


def deal_position(h1, h2, top, scores="0-0", options="-", dealer="1"):
    return pos(h1, h2, top, turn=dealer, first="12", scores=scores, options=options, dealer=dealer)


def test_teyaku_wins_the_round_at_the_deal():
    p = deal_position(JAN3, NONE, "12B")
    assert p.at_deal
    out = p.outcome()
    assert (out.winner, out.points, out.reason, out.teyaku) == (0, 2, "teyaku", ("january-triplet",))
    assert p.legal_actions() == [] and "January Triplet" in str(p.explain_illegal("pass"))
    assert out.match_winner is None and out.scores == (2, 0)


def test_voided_teyaku_play_on():
    p = deal_position(JAN3, STICKY, "12B")
    assert p.outcome() is None and p.teyaku().voided
    assert acts(p) == ["1R", "1C1", "1C2"]  # January follows December
    p.push("1R")
    assert not p.at_deal and p.outcome() is None


def test_teyaku_only_at_the_deal():
    p = pos(JAN3, NONE, "12B 3C2")  # the same hands later in a round: no teyaku
    assert p.outcome() is None


def test_buttakuri_wins_the_match_at_once():
    p = deal_position(NONE, FOUR, "12B", scores="0-0", dealer="2")
    out = p.outcome()
    assert (out.winner, out.reason, out.match_winner, out.points) == (1, "buttakuri", 1, 5)
    assert "wins the match at once" in str(out.explain())


def test_buttakuri_ends_a_match():
    for seed in range(20000):
        m = PokaMatch(rng=seed, dealer=0)
        out = m.position.outcome()
        if out is not None and out.reason == "buttakuri":
            break
    else:  # pragma: no cover
        raise AssertionError("no buttakuri deal found")
    assert m.next_round() is None
    assert m.over and m.result.reason == "buttakuri" and m.result.winner == out.winner
    assert m.rounds[-1].outcome == out


# ---------------------------------------------------------------------------
# scoring


def test_all_out_for_the_dealer():
    p = deal_position("7C1 8C1 9C1 10C1 11C 12C1", NONE, "6A")
    for a in ("7C1", "8C1", "9C1", "10C1", "11C", "12C1"):
        p.push(a)
    out = p.outcome()
    assert (out.winner, out.points, out.reason) == (0, 2, "all-out")
    assert "All Out" in str(out.explain())


def test_all_out_for_the_other_player():
    hand = "7C1 8C1 9C1 10C1 11C 12C1"
    p = pos("3C1 4A 5R", hand, "2C1 5A 6A", turn="2", first="2")
    for a in ("7C1", "8C1", "9C1", "10C1", "11C", "12C1"):
        p.push(a)
    assert p.outcome().reason == "all-out" and p.outcome().winner == 1


def test_no_all_out_after_the_first_turn():
    p = pos("7C1", "4A", "6A")
    p.push("7C1")
    out = p.outcome()
    assert (out.points, out.reason) == (1, "empty-hand")


def test_passing_ends_the_first_turn():
    p = deal_position("3C1 4A 5R 6C1 8C1 10A", "7C1 8C2 9C1 10C1 11C 12C1", "6A")
    p.push(PASS)
    assert p.first == [False, True] and p.turn == 1
    for a in ("7C1", "8C2", "9C1", "10C1", "11C", "12C1"):
        p.push(a)
    assert p.outcome().reason == "all-out"


@pytest.mark.parametrize("options, scores, winner_match", [
    ("-", "4-0", 0),
    ("-", "3-0", None),
    ("target=3", "2-0", 0),
    ("target=3", "1-2", None),
])
def test_targets(options, scores, winner_match):
    p = pos("7C1", "4A", "6A", scores=scores, options=options)
    p.push("7C1")
    out = p.outcome()
    assert out.match_winner == winner_match
    assert out.scores[0] == int(scores.split("-")[0]) + 1


@pytest.mark.parametrize("target", [5, 3])
def test_match_to_target(target):
    opts = PokaOptions(target=target)
    for seed in range(30):
        m = play_match(seed, opts)
        w = m.result.winner
        assert m.result.scores[w] >= target or m.result.reason == "buttakuri"
        assert m.result.scores[1 - w] < target
        assert sum(r.outcome.points for r in m.rounds) == sum(m.result.scores)


def test_round_winner_deals_next():
    m = PokaMatch(rng=7)
    r = Rng(1)
    while True:
        p = m.position
        while p.outcome() is None:
            p.push(random_action(p, r))
        winner = p.outcome().winner
        nxt = m.next_round()
        if nxt is None:
            break
        assert nxt.dealer == winner and nxt.turn == winner and nxt.at_deal
        assert nxt.scores == m.scores
    assert m.outcome() is m.result
    with pytest.raises(IllegalActionError, match="over"):
        m.next_round()


def test_next_round_needs_a_finished_round():
    m = PokaMatch(rng=3, dealer=0)
    if m.position.outcome() is None:
        with pytest.raises(IllegalActionError, match="not over"):
            m.next_round()


def test_match_is_reproducible():
    a = play_match(42)
    b = play_match(42)
    assert [r.start for r in a.rounds] == [r.start for r in b.rounds]
    assert [r.actions for r in a.rounds] == [r.actions for r in b.rounds]
    assert a.rounds[0].start == PokaPosition.from_text(a.rounds[0].start).to_text()


# ---------------------------------------------------------------------------
# notation


@pytest.mark.parametrize("seed", range(20))
def test_notation_round_trip_through_a_round(seed):
    p = deal(seed, dealer=seed % 2, options=PokaOptions(jan_feb_all_at_once=bool(seed % 3)))
    r = Rng(seed)
    while True:
        t = p.to_text()
        q = PokaPosition.from_text(t)
        assert q == p and q.to_text() == t
        if p.outcome() is not None:
            break
        p.push(choose_action(p, r) if seed % 2 else random_action(p, r))


def test_notation_example():
    p = deal(1)
    t = p.to_text()
    fields = t.split("; ")
    assert len(fields) == 11
    assert fields[4:] == ["1", "12", "0", "0", "0-0", "1", "-"]
    assert len(parse_cards(fields[3])) == 35
    q = pos("1C2 2C1", "4A", "1C1", scores="2-1", dealer="2", options="target=3,jan-feb")
    assert q.to_text() == "1C2 2C1; 4A; 1C1; ?; 1; -; 0; 0; 2-1; 2; target=3,jan-feb"
    assert PokaPosition.from_text(q.to_text()) == q
    assert repr(q).startswith("PokaPosition('1C2 2C1;")
    assert "player 1" in q.pretty()


REJECTIONS = [
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1", "11 fields"),
    ("13A; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1; -", "player 1's hand: unknown card '13A'"),
    ("1C2 1C2; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1; -", "appears twice"),
    ("1C2; 4A 1C2; 1C1; ?; 1; -; 0; 0; 0-0; 1; -", "in both player 1's hand and player 2's hand"),
    ("1C2; 4A; 1C1 4A; ?; 1; -; 0; 0; 0-0; 1; -", "in both player 2's hand and the discard pile"),
    ("1C2; 4A; 1C1; 5A 6A; 1; -; 0; 0; 0-0; 1; -", "all 48 cards must appear exactly once; missing: 1B"),
    ("1B 1R 1C1 1C2 2A 2R 2C1; 4A; 3B; ?; 1; -; 0; 0; 0-0; 1; -", "holds 7 cards"),
    ("1C2; 4A; -; ?; 1; -; 0; 0; 0-0; 1; -", "discard pile is empty"),
    ("1C2; 4A; 1C1; ?; 3; -; 0; 0; 0-0; 1; -", "turn must be 1 or 2"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 0; -", "dealer must be 1 or 2"),
    ("1C2; 4A; 1C1; ?; 1; x; 0; 0; 0-0; 1; -", "first-turn flags"),
    ("1C2; 4A; 1C1; ?; 1; -; a; 0; 0-0; 1; -", "chain must be a number"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 3; 0-0; 1; -", "passes must be 0, 1 or 2"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; x; 0-0; 1; -", "passes must be 0, 1 or 2"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 0:0; 1; -", "scores must be written like 2-1"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 5-0; 1; -", "the match is over"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 3-0; 1; target=3", "the match is over"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1; colour=red", "options: unknown option 'colour'"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1; target=x", "needs a number"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1; target=4,target=3", "given twice"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1; after-draw=me", "after-draw' is one of"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1; after-draw", "needs a value"),
    ("1C2; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1; jan-feb=maybe", "yes/no option"),
    ("-; -; 1C1; ?; 1; -; 0; 0; 0-0; 1; -", "both hands are empty"),
    ("-; 4A; 1C1 1C2; ?; 2; -; 0; 0; 0-0; 1; -", "player 1's hand is empty"),
    ("1C2; 4A; 1C1; ?; 1; -; 2; 0; 0-0; 1; -", "discard pile has only 1 cards"),
    ("1C2; 4A; 1C1; -; 1; -; 0; 0; 0-0; 1; -", "missing"),
    ("1C2 2C1; 4A; 5A 1C1; ?; 1; -; 1; 1; 0-0; 1; -", "pass count must be 0"),
    ("1C2 2C1; 4A; 5A 1C1; ?; 1; -; 1!; 0; 0-0; 1; -", None),  # valid: combo pending
    ("1C2 5A; 4A; 5C1 1C1; ?; 1; -; 1!; 0; 0-0; 1; -", "owes a February card"),
    ("1C2 2C1; 4A; 1C1; ?; 1; -; 0!; 0; 0-0; 1; -", "owes a February card"),
    ("1C2 2C1 3C1 4A 5A 6A; 7A 8A 9A 10A 11A 12B; 1C1; ?; 1; 12; 0; 0; 0-0; 2; -", "the dealer plays the first turn"),
    ("1C2 2C1 3C1 4A 5A 6A; 7A 8A 9A 10A 11A 12B; 1C1; ?; 1; 1; 0; 0; 0-0; 1; -", "other player must be too"),
    ("1C2 2C1 3C1 4A 5A; 7A 8A 9A 10A 11A 12B; 1C1; ?; 1; 12; 0; 0; 0-0; 1; -", "they hold 6 cards"),
    ("1C2 2C1 3C1 4A 5A 6A; 7A 8A 9A 10A 11A 12B; 1C1 3B; ?; 1; 12; 0; 0; 0-0; 1; -", "the one card turned up"),
    ("1C2 2C1; 7A 8A 9A 10A 11A 12B; 1C1 3B; ?; 1; 2; 0; 0; 0-0; 1; -", "must be their turn"),
]


@pytest.mark.parametrize("text, message", REJECTIONS)
def test_invalid_positions_are_rejected(text, message):
    if message is None:
        assert PokaPosition.from_text(text).to_text() == text
        return
    with pytest.raises(PositionError, match=message.replace("(", r"\(").replace(")", r"\)")):
        PokaPosition.from_text(text)


def test_passes_two_only_for_an_unknown_draw_pile():
    h1, h2 = "3R 9C1", "4A 10C1"
    text = "; ".join([h1, h2, "6A", rest(h1, h2, "6A"), "1", "-", "0", "2", "0-0", "1", "-"])
    with pytest.raises(PositionError, match="passes must be 0 or 1"):
        PokaPosition.from_text(text)


def test_position_errors_are_value_errors():
    with pytest.raises(ValueError):
        PokaPosition.from_text("nonsense")
    with pytest.raises(PositionError, match="expected text"):
        PokaPosition.from_text(None)
    with pytest.raises(PositionError, match="unknown card"):
        PokaPosition(hands=("1C2 xx", "4A"), discard="1C1")
    p = PokaPosition(hands=("1C2 2C1", mask("4A")), discard=[idx("1C1")])
    assert p.to_text() == "1C2 2C1; 4A; 1C1; ?; 1; -; 0; 0; 0-0; 1; -"


def test_options_text_and_description():
    o = PokaOptions(target=3, jan_feb_all_at_once=True, after_draw="dealer", teyaku_count="sum",
                    unequal_teyaku="void", must_continue_chain=True, may_pass_holding_ghost=True)
    t = o.to_text()
    assert t == "target=3,jan-feb,after-draw=dealer,teyaku=sum,unequal=void,must-continue,ghost-pass"
    assert PokaOptions.from_text(t) == o
    assert PokaOptions().to_text() == "-" and PokaOptions.from_text("-") == PokaOptions()
    assert PokaOptions.from_text("jan-feb=yes").jan_feb_all_at_once
    assert [d["name"] for d in OPTION_INFO] == [
        "target", "jan_feb_all_at_once", "after_draw", "teyaku_count", "unequal_teyaku",
        "must_continue_chain", "may_pass_holding_ghost"]
    assert [c["value"] for c in OPTION_INFO[0]["choices"]] == [5, 3] and OPTION_INFO[0]["default"] == 5
    with pytest.raises(ValueError, match="target"):
        PokaOptions(target=0)
    with pytest.raises(ValueError, match="teyaku_count"):
        PokaOptions(teyaku_count="all")
    with pytest.raises(ValueError, match="True or False"):
        PokaOptions(must_continue_chain="yes")


# ---------------------------------------------------------------------------
# undo


@pytest.mark.parametrize("seed", range(12))
def test_undo_restores_exactly(seed):
    options = PokaOptions(jan_feb_all_at_once=seed % 2 == 0, after_draw=("first-passer", "dealer")[seed % 2])
    p = deal(seed, options=options)
    r = Rng(seed + 100)
    history = [(p.to_text(), p.rng.state)]
    while p.outcome() is None:
        p.push(random_action(p, r))
        history.append((p.to_text(), p.rng.state))
    kinds = {e.kind for entry in p.log for e in entry.events}
    assert "draw" in kinds
    n = len(p.move_stack)
    assert n == len(history) - 1
    for text, state in reversed(history[:-1]):
        p.pop()
        assert (p.to_text(), p.rng.state) == (text, state)
    with pytest.raises(IndexError):
        p.pop()


def test_undo_restores_reshuffles_inside_a_round():
    # Dealt rounds whose draw pile is already used up: the first draw reshuffles.
    found = 0
    for seed in range(20):
        d = deal(seed)
        p = PokaPosition(hands=d.hands, discard=d.draw + d.discard, draw=[], turn=d.turn,
                         dealer=d.dealer, rng=seed)
        start = (p.to_text(), p.rng.state)
        r = Rng(seed)
        while p.outcome() is None:
            p.push(random_action(p, r))
            check_cards(p)
        if not any(e.kind == "reshuffle" for entry in p.log for e in entry.events):
            continue
        found += 1
        end = p.to_text()
        actions = p.move_stack
        while p.move_stack:
            p.pop()
        assert (p.to_text(), p.rng.state) == start
        for a in actions:  # replaying gives the same shuffles
            p.push(a)
        assert p.to_text() == end
    assert found >= 5


def test_push_illegal_raises_with_the_reason():
    p = pos("5A 7C1", "4A", "6C1")
    with pytest.raises(IllegalActionError) as info:
        p.push("5A")
    assert info.value.reason == p.explain_illegal("5A")
    assert info.value.action == PokaAction.discard("5A")
    assert not p.is_legal("5A") and p.is_legal("7C1") and not p.is_legal("zz")
    assert str(p.explain_illegal("zz")).startswith("not an action")


def test_copy_is_independent():
    p = deal(3)
    q = p.copy()
    assert q == p and q is not p
    q.push(q.legal_actions()[0])
    assert q != p
    assert p.copy(stack=False).move_stack == []


# ---------------------------------------------------------------------------
# solver


def test_turn_sequences_and_longest_chain():
    p = pos("3R 7C1 8C1", "4A", "6A")
    seqs = sorted(" ".join(a.text() for a in s) for s, _ in turn_sequences(p))
    assert seqs == ["7C1 8C1", "7C1 stop"]
    assert longest_chain_length(p) == 2
    sol = solve_turn(p)
    assert not sol.can_empty_hand and sol.longest_length == 2
    assert [[a.text() for a in s] for s in sol.longest] == [["7C1", "8C1"]]
    for s, result in sol.sequences:
        assert result.turn == 1


def test_solver_finds_the_emptying_line():
    p = pos("2A 7C1 11C 12C1", "4A", "6A")
    sol = solve_turn(p)
    assert sol.can_empty_hand
    assert ["7C1", "2A", "11C", "12C1"] in [[a.text() for a in s] for s in sol.emptying]
    assert longest_chain_length(p) == 4
    assert p.to_text() == pos("2A 7C1 11C 12C1", "4A", "6A").to_text()  # untouched


def test_solver_pass_turn():
    p = pos("3R 9C1", "4A", "6A")
    assert [[a.text() for a in s] for s, _ in turn_sequences(p)] == [["pass"]]
    assert longest_chain_length(p) == 0
    assert list(turn_sequences(pos("7C1", "4A", "6A", turn="1"))) != []


def test_solver_turn_ends_after_a_pass_even_if_the_passer_plays_next():
    h1, h2 = "3R 9C1", "4A 10C1"
    p = pos(h1, h2, "6A", draw=rest(h1, h2, "6A", top="8A"), passes="1", turn="1",
            options="after-draw=second-passer")
    seqs = list(turn_sequences(p))
    assert [[a.text() for a in s] for s, _ in seqs] == [["pass"]]
    assert seqs[0][1].turn == 0 and seqs[0][1].discard[-1] == idx("8A")


def test_solver_with_the_multi_option():
    p = pos("2R 2C2 3R 4A", "5A", "2C1", options="jan-feb")
    assert longest_chain_length(p) == 4
    assert solve_turn(p).can_empty_hand


# ---------------------------------------------------------------------------
# computer player


def test_computer_takes_the_winning_line():
    p = pos("2A 7C1 11C", "4A 4R", "6A")
    r = Rng(0)
    assert choose_action(p, r) == PokaAction.discard("7C1")
    while p.outcome() is None:
        p.push(choose_action(p, r))
    assert p.outcome().winner == 0


def test_computer_plays_the_ghost_late():
    # 7C1 first lets the crane carry one more card; the crane first would waste it.
    p = pos("1B 7C1 9C1 12C1", "4A 4R", "6A")
    assert choose_action(p, Rng(0)) == PokaAction.discard("7C1")


def test_computer_stops_on_a_blocking_card():
    mine, theirs = "3R 5R 7C1 8C1", "9C1"
    unseen = "9A 9R 9C2 10C1"
    discard = rest(mine, theirs, unseen, top="6A")
    p = pos(mine, theirs, discard)
    p.push("7C1")
    # Every August card and every ghost is in view, so 7C1 blocks the opponent, whose
    # one card is very likely a September card: stopping beats discarding 8C1.
    assert choose_action(p) == STOP


def test_computer_only_plays_legal_actions():
    for seed in range(40):
        opts = PokaOptions(jan_feb_all_at_once=seed % 2 == 1, may_pass_holding_ghost=seed % 4 == 3)
        p = deal(seed, options=opts)
        r = Rng(seed)
        while p.outcome() is None:
            a = choose_action(p, r)
            assert p.is_legal(a)
            p.push(a)


def test_computer_beats_random_play():
    wins = 0
    for seed in range(60):
        players = (choose_action, random_action) if seed % 2 == 0 else (random_action, choose_action)
        m = play_match(seed, players=players, record=False)
        wins += m.result.winner == seed % 2
    assert wins > 36


def test_choose_action_without_moves():
    p = pos("7C1", "4A", "6A")
    p.push("7C1")
    with pytest.raises(IllegalActionError, match="round is over"):
        choose_action(p)


# ---------------------------------------------------------------------------
# property test: many random matches

_OPTION_SETS = [
    PokaOptions(),
    PokaOptions(target=3),
    PokaOptions(target=3, jan_feb_all_at_once=True, after_draw="second-passer"),
    PokaOptions(target=3, after_draw="dealer", must_continue_chain=True, may_pass_holding_ghost=True),
    PokaOptions(target=3, teyaku_count="sum", unequal_teyaku="void", jan_feb_all_at_once=True),
]

_BIT = [1 << i for i in range(48)]
BLOCKS = 10
PER_BLOCK = 1000


def _all_cards_once(p):
    seen = reduce(or_, map(_BIT.__getitem__, p.draw), reduce(or_, map(_BIT.__getitem__, p.discard), 0))
    return (seen | p.hands[0] | p.hands[1] == FULL_DECK
            and p.hands[0].bit_count() + p.hands[1].bit_count() + len(p.discard) + len(p.draw) == 48)


def _play_checked_match(seed, options):
    """Play one random match, checking the cards at every step.

    Cards are checked in full at each deal and after every draw or reshuffle;
    every other action must move exactly its cards from the hand to the top of
    the discard pile (or nothing, for a pass or a stop), which by induction
    keeps every card in exactly one place at every step.  Plain ``if``/``raise``
    instead of ``assert``: pytest's assertion rewriting slows a hot loop down.
    """
    m = PokaMatch(options, seed, record=False)
    r = m.rng
    actions = 0
    total = [0, 0]
    while not m.over:
        p = m.position
        if not _all_cards_once(p):
            raise AssertionError(f"seed {seed}: bad deal {p.to_text()}")
        hands = p.hands
        while p.outcome() is None:
            legal = p.legal_actions()
            a = legal[0] if len(legal) == 1 else r.choice(legal)
            t = p.turn
            mine, theirs, n_discard, n_draw = hands[t], hands[1 - t], len(p.discard), len(p.draw)
            p.push(a, check=False)
            actions += 1
            if actions > 20000:
                raise AssertionError(f"seed {seed}: the match does not end")
            if hands[1 - t] != theirs:
                raise AssertionError(f"seed {seed}: {a} changed the other hand")
            if a.kind == "discard" or a.kind == "multi":
                moved = mine & ~hands[t]
                if (moved != a.mask or hands[t] | moved != mine or len(p.draw) != n_draw
                        or p.discard[n_discard:] != list(a.cards)):
                    raise AssertionError(f"seed {seed}: {a} moved the wrong cards")
            elif len(p.draw) == n_draw and len(p.discard) == n_discard:
                if hands[t] != mine:
                    raise AssertionError(f"seed {seed}: {a} changed the hand")
            elif hands[t] != mine or not _all_cards_once(p):
                raise AssertionError(f"seed {seed}: cards lost in a draw: {p.to_text()}")
        out = p.outcome()
        total[out.winner] += out.points
        if out.scores != (total[0], total[1]):
            raise AssertionError(f"seed {seed}: scores {out.scores} != {total}")
        m.next_round()
    return m, total


# Block 0 runs everywhere; the other blocks are marked slow, so the Pyodide run
# (which skips slow tests by default) checks 1,000 matches and CPython all 10,000.
@pytest.mark.parametrize(
    "block", [0] + [pytest.param(b, marks=pytest.mark.slow) for b in range(1, BLOCKS)]
)
def test_random_matches(block):
    """10,000 random matches in blocks: every card is always in exactly one
    place, every match ends, and the scores are the sum of the rounds' points."""
    for seed in range(block * PER_BLOCK, (block + 1) * PER_BLOCK):
        options = _OPTION_SETS[seed % len(_OPTION_SETS)]
        m, total = _play_checked_match(seed, options)
        res = m.result
        assert res.scores == (total[0], total[1])
        if res.reason == "target":
            assert res.scores[res.winner] >= options.target > res.scores[1 - res.winner]
        else:
            assert m.rounds[-1].outcome.reason == "buttakuri"
