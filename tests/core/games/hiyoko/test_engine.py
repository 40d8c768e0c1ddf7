"""The Hiyoko engine, rule by rule: the deck and the deal, the Nagoya order,
each wild card's months in a hand, on the pile and turned up, the One-Two
combo, chains and stopping, passing and both drawing rules, the drawer who
still cannot follow, the rebuilt draw pile, winning, every option, the
notation and its checks, exact undo, and explanations in words."""

from __future__ import annotations


import pytest

from hanafuda_core.cardset import bits
from hanafuda_core.deck import CARDS, NAGOYA_ORDER
from hanafuda_core.families.shedding.months import months_between
from hanafuda_core.games.hiyoko import engine as e
from hanafuda_core.games.hiyoko.engine import HiyokoOptions, HiyokoPosition, PASS, STOP, HiyokoAction
from hanafuda_core.notation import parse_card
from hanafuda_core.rng import Rng
from hanafuda_core.notation import CODE_IN_TEXT as CODE



def c(code: str) -> int:
    return parse_card(code).index


def pos(text: str) -> HiyokoPosition:
    return HiyokoPosition.from_text(text)


def legal(p) -> set[str]:
    return {a.text() for a in p.legal_actions()}


_POOL = "4C2 6C2 8C2 9C2 10C2 7C2 5C2 3C2 9A 10A".split()


def position(hand: str, top: str, src: str = "2", opp: str | None = None, options: str = "-",
             under: str = "") -> HiyokoPosition:
    """Player 1 to move on ``top`` (with ``under`` beneath it), top discarded by player 2 (``src``);
    player 2 holds five plain cards that appear nowhere else."""
    pile = f"{under} {top}".strip()
    used = set(hand.split()) | set(pile.split())
    if opp is None:
        opp = " ".join([x for x in _POOL if x not in used][:5])
    return pos(f"{hand}; {opp}; {pile}; ?; 1; 0; 0; {src}; 0-0; 2; {options}")


# One plain card of every month position of the Nagoya order (the Phoenix stands for paulownia: a
# discarded Phoenix is an ordinary month-6 card).
PLAIN_OF = {1: "1C1", 2: "11C", 3: "3C1", 4: "4C1", 5: "5C1", 6: "12B", 7: "7C1", 8: "8C1", 9: "9C1",
            10: "10C1", 11: "6C1", 12: "2C2"}


# ---------------------------------------------------------------------------
# The deck and the deal


def test_the_deck_has_45_cards_without_the_three_paulownia_chaffs():
    assert e.HIYOKO_DECK.bit_count() == 45
    assert {CARDS[i].code for i in range(48) if not e.HIYOKO_DECK >> i & 1} == {"12C1", "12C2", "12C3"}


@pytest.mark.parametrize("dealer", [0, 1])
def test_the_deal_six_each_one_face_up_and_the_dealer_first(dealer):
    for seed in range(20):
        p = HiyokoPosition.deal(Rng(seed), dealer)
        assert p.hands[0].bit_count() == p.hands[1].bit_count() == 6
        assert len(p.discard) == 1 and len(p.draw) == 32 and p.top_by == e.DEALT
        assert p.turn == dealer and p.chain == 0 and p.passes == 0
        every = p.hands[0] | p.hands[1] | sum(1 << x for x in p.discard + p.draw)
        assert every == e.HIYOKO_DECK
        assert p.to_text() == HiyokoPosition.deal(Rng(seed), dealer).to_text()


def test_the_first_dealer_is_drawn_in_the_nagoya_order_from_the_games_deck():
    for seed in range(200):
        d = e.HiyokoMatch.draw_for_dealer(2, Rng(seed))
        for r in d.rounds:
            assert all(e.HIYOKO_DECK >> card.index & 1 for card in r.values())
        first = d.rounds[-1] if len(d.rounds) > 1 else d.rounds[0]
        best = min(NAGOYA_ORDER.position(card.month) for card in d.rounds[0].values())
        assert NAGOYA_ORDER.position(d.rounds[0][d.dealer].month) == best or len(d.rounds) > 1, first
    m = e.HiyokoMatch(None, 7)
    assert m.position.dealer == e.HiyokoMatch.draw_for_dealer(2, Rng(7)).dealer


# ---------------------------------------------------------------------------
# The Nagoya order


@pytest.mark.parametrize("m", range(1, 13))
def test_a_plain_card_is_followed_by_the_next_month_of_the_nagoya_order(m):
    nxt = m % 12 + 1
    p = position("1R", PLAIN_OF[m])
    rules = p.rules
    followers = p.followers()
    for x in bits(e.HIYOKO_DECK):
        expected = bool(rules.hand[x] >> (nxt - 1) & 1)
        assert bool(followers >> x & 1) == expected, (m, CARDS[x].code)
    # and the plain card of the next month is legal from a hand
    q = position(PLAIN_OF[nxt], PLAIN_OF[m])
    assert PLAIN_OF[nxt] in legal(q)


def test_willow_follows_pine_and_pine_follows_plum():
    assert "11C" in legal(position("11C 2C1", "1C1"))
    assert "2C1" not in legal(position("11C 2C1", "1C1"))
    assert legal(position("1C2 3C1", "2C1")) == {"1C2"}
    assert legal(position("6C1 12B", "10C1")) == {"6C1"}  # peony is 11, not paulownia


# ---------------------------------------------------------------------------
# The wild cards

IN_HAND = {"1B": (1, 10), "1R": (1, 10), "11B": (2, 11), "11R": (2, 10), "3R": (1, 12)}


@pytest.mark.parametrize("wild", sorted(IN_HAND))
@pytest.mark.parametrize("m", range(1, 13))
def test_each_hand_wild_card_goes_on_the_month_before_any_month_of_its_range(wild, m):
    lo, hi = IN_HAND[wild]
    if CARDS[c(wild)].code == PLAIN_OF[m]:
        return
    p = position(wild, PLAIN_OF[m])
    assert (wild in legal(p)) == (lo <= m % 12 + 1 <= hi), (wild, m)


@pytest.mark.parametrize("wild", sorted(IN_HAND))
def test_each_hand_wild_card_on_the_pile_is_followed_by_the_month_after_any_month_of_its_range(wild):
    lo, hi = IN_HAND[wild]
    months = months_between(lo, hi)
    for src in ("2", "t"):
        p = position("1C2" if wild != "1C2" else "3C1", wild, src=src)
        assert p.top_months() == months
        for m in range(1, 13):
            plain = c(PLAIN_OF[m])
            if plain == c(wild):
                continue
            allowed = any((k % 12) + 1 == m for k in range(lo, hi + 1))
            assert bool(p.followers() >> plain & 1) == allowed, (wild, src, m)


TURNED_ONLY = {"12B": 6, "2R": 12, "2C1": 12, "2C2": 12, "2A": 12}


@pytest.mark.parametrize("wild", sorted(TURNED_ONLY))
def test_each_turned_up_wild_card_counts_as_pine_or_every_month_only_when_turned_up(wild):
    own = TURNED_ONLY[wild]
    turned = position("1C2", wild, src="t")
    discarded = position("1C2", wild, src="2")
    every = wild == "2A"
    assert turned.top_months() == (months_between(1, 12) if every else 1)
    assert discarded.top_months() == 1 << (own - 1)
    willow = c("11C")
    nxt_own = c(PLAIN_OF[own % 12 + 1])
    assert turned.followers() >> willow & 1
    assert bool(turned.followers() >> nxt_own & 1) == every  # "and not its original month"
    assert discarded.followers() >> nxt_own & 1
    assert not discarded.followers() >> willow & 1
    # in a hand it is only its own month
    assert turned.rules.hand[c(wild)] == 1 << (own - 1)
    before_own = PLAIN_OF[(own - 2) % 12 + 1]
    other = PLAIN_OF[(own + 4) % 12 + 1]
    assert wild in legal(position(wild, before_own))
    assert wild not in legal(position(wild, other))


def test_a_turned_up_hand_wild_card_counts_its_range():
    p = position("11C 7C1", "1B", src="t")
    assert p.top_months() == months_between(1, 10)
    assert legal(p) == {"11C", "7C1"}


def test_the_card_dealt_face_up_counts_as_turned_up_by_default():
    text = "11C 7C1 3C1 4C1 5C1 8C1; 1C1 2C1 3C2 4C2 5C2 6C1; 12B; ?; 1; 0; 0; d; 0-0; 1; {}"
    on = pos(text.format("-"))
    off = pos(text.format("deal-card=no"))
    assert on.options.deal_card_turned and on.top_turned
    assert legal(on) == {"11C"}
    assert not off.top_turned and legal(off) == {"7C1"}


def test_the_willow_ribbon_option():
    default = position("11R", "10C1")
    wide = position("11R", "10C1", options="willow-ribbon=feb-nov")
    assert "11R" not in legal(default) and "11R" in legal(wide)
    assert wide.rules.hand[c("11R")] == months_between(2, 11)
    assert position("1C2", "11R", options="willow-ribbon=feb-nov").followers() >> c("2C1") & 1


# ---------------------------------------------------------------------------
# The One-Two combo


def test_one_two_combo_pine_on_pine_then_willow():
    p = position("1C2 11C 3C1 8C1", "1C1")
    assert legal(p) == {"1C2", "11C"}
    p.push("1C2")
    assert p.owe and p.turn == 0
    assert legal(p) == {"11C"}  # no stop in between
    assert "combo" in str(p.explain_illegal("stop"))
    p.push("11C")
    assert not p.owe and STOP in p.legal_actions()
    p.push("3C1")
    assert p.turn == 1  # nothing follows cherry: the turn ended by itself


def test_no_combo_without_a_card_to_follow_the_pine_card():
    p = position("1C2 5C1 7C1", "1C1")
    assert legal(p) == {"pass"}
    reason = str(p.explain_illegal("1C2"))
    assert "One-Two combo" in reason and not CODE.search(reason)


def test_the_combo_may_be_completed_by_a_wild_card_counting_as_month_2():
    p = position("1C2 3R 8C1", "1C1")
    assert "1C2" in legal(p)
    p.push("1C2")
    assert legal(p) == {"3R"}


def test_the_combo_on_a_card_that_counts_as_pine():
    assert "1C1" in legal(position("1C1 11C", "12B", src="t"))  # a turned-up Phoenix counts as pine
    assert "1C1" not in legal(position("1C1 11C", "12B", src="2"))  # a discarded one is paulownia
    assert "1C1" in legal(position("1C1 11C", "1B"))  # the Crane counts as months 1 to 10


def test_the_combo_in_the_middle_of_a_chain():
    p = pos("1C1 1C2 2C1 3C1 4C1 11A; 5C1 7C1 8C1 9C1 10C1 12B; 10C2 6C1; ?; 1; 0; 0; 2; 0-0; 2; -")
    for a in ("2C1", "1C1", "1C2", "11A", "3C1", "4C1"):
        p.push(a)
    assert p.hands[0] == 0 and p.outcome().winner == 0


# ---------------------------------------------------------------------------
# Chains, stopping, passing


def test_a_player_may_stop_after_a_discard_but_not_before():
    p = position("7C1 8C1 9C1", "12B")
    assert STOP not in p.legal_actions()
    p.push("7C1")
    assert STOP in p.legal_actions()
    p.push("stop")
    assert p.turn == 1 and p.chain == 0


def test_must_continue_chain_option():
    p = position("7C1 8C1 9C1", "12B", options="must-continue")
    p.push("7C1")
    assert legal(p) == {"8C1"}
    assert "Must keep discarding" in str(p.explain_illegal("stop"))
    p.push("8C1")
    p.push("9C1")
    assert p.hands[0] == 0


def test_the_turn_ends_by_itself_when_nothing_can_follow():
    p = position("7C1 10C1", "12B")
    p.push("7C1")
    assert p.turn == 1 and p.chain == 0
    assert p.log[-1].events[0].kind == "turn-end"


def test_a_player_passes_only_when_nothing_can_follow():
    p = position("7C1 10C1", "12B")
    assert PASS not in p.legal_actions()
    assert "can't pass" in str(p.explain_illegal("pass"))
    q = position("3C1 10C1", "12B")
    assert legal(q) == {"pass"}


def _known(hand0: str, hand1: str, pile: str, draw: str, turn: int, src: str, options: str = "-",
           passes: int = 0, dealer: int = 1) -> HiyokoPosition:
    return pos(f"{hand0}; {hand1}; {pile}; {draw}; {turn}; 0; {passes}; {src}; 0-0; {dealer}; {options}")


def _rest(*used: str) -> str:
    """Every card of the deck not named in ``used`` (the draw pile), in deck order."""
    taken = set()
    for u in used:
        taken |= {x.strip() for x in u.split()}
    return " ".join(CARDS[i].code for i in bits(e.HIYOKO_DECK) if CARDS[i].code not in taken)


@pytest.mark.parametrize("options", ["-", "draw=first-passer"])
def test_on_the_opening_turn_the_dealer_turns_up_after_two_passes(options):
    # the source's first case, and the later wording alike
    h0, h1, pile = "3C1 5C1 7C1 8C1 9C1 10C1", "1C1 2C1 4C1 6C1 11C 12B", "3C2"
    draw = _rest(h0, h1, pile).replace("11A", "").strip() + " 11A"  # the Swallow is the next card
    p = _known(h0, h1, pile, draw, 1, "d", options=options)
    assert legal(p) == {"pass"}
    p.push("pass")
    assert p.turn == 1 and p.passes == 1
    assert legal(p) == {"4C1"}
    p.pop()
    h1b = "1C1 2C1 5C2 6C1 11C 12B"
    draw = _rest(h0, h1b, pile).replace("11A", "").strip() + " 11A"
    p = _known(h0, h1b, pile, draw, 1, "d", options=options)
    p.push("pass")
    p.push("pass")
    assert p.top == c("11A") and p.top_by == e.TURNED and p.turn == 0 and p.passes == 0
    assert p.log[-1].events[-1].kind == "draw" and p.log[-1].events[-1].player == 0


def test_first_passer_rule_after_a_discard_the_other_passer_turns_up():
    h0, h1, pile = "7C1 9C1 10C1", "1C1 2C1 4C1 6C1 11C", "5C1 12B"
    p = _known(h0, h1, pile, _rest(h0, h1, pile), 1, "2", options="draw=first-passer")
    p.push("7C1")  # bush clover; nothing follows: the turn ends
    assert p.turn == 1
    p.push("pass")  # player 2 cannot follow
    assert p.turn == 0 and p.passes == 1 and p.top == c("7C1")
    p.push("pass")  # player 1 cannot follow their own card either
    assert p.top_by == e.TURNED and p.turn == 1  # player 2 passed first and turns up


@pytest.mark.parametrize("options", ["-", "draw=discarder"])
def test_the_dealer_discards_the_other_passes_the_dealer_turns_up(options):
    # the source's second case (the default): player 1 deals
    h0, h1, pile = "7C1 9C1 10C1", "1C1 2C1 4C1 6C1 11C", "5C1 12B"
    p = _known(h0, h1, pile, _rest(h0, h1, pile), 1, "2", options=options)
    assert p.dealer == 0
    p.push("7C1")
    p.push("pass")
    assert p.top_by == e.TURNED and p.turn == 0 and p.passes == 0  # at once, for the dealer


def test_the_other_discards_the_dealer_passes_the_other_turns_up():
    # the source's third case: player 2 deals; player 1 (not the dealer) discards, the dealer passes
    h0, h1, pile = "7C1 9C1 10C1", "1C1 2C1 4C1 6C1 11C", "5C1 12B"
    p = _known(h0, h1, pile, _rest(h0, h1, pile), 1, "2", dealer=2)
    assert p.dealer == 1
    p.push("7C1")
    p.push("pass")
    assert p.top_by == e.TURNED and p.turn == 0 and p.passes == 0  # at once, for the non-dealer
    q = _known(h0, h1, pile, _rest(h0, h1, pile), 1, "2", dealer=2, options="draw=first-passer")
    q.push("7C1")
    q.push("pass")
    assert q.turn == 0 and q.passes == 1 and q.top == c("7C1")  # the later wording: a second pass is due


def test_on_the_dealt_card_the_source_rule_takes_two_passes():
    h0, h1, pile = "3C1 5C1 7C1 8C1 9C1 10C1", "1C1 2C1 5C2 6C1 11C 12B", "3C2"
    p = _known(h0, h1, pile, _rest(h0, h1, pile), 1, "d")
    p.push("pass")
    assert p.top_by == e.DEALT and p.turn == 1
    p.push("pass")
    assert p.top_by == e.TURNED and p.turn == 0


def test_the_drawer_who_still_cannot_follow_passes_and_turns_up_again():
    h0, h1, pile = "3C1 5C1 7C1 8C1 9C1 10C1", "1C1 2C1 5C2 6C1 11C 12B", "3C2"
    rest = [x for x in _rest(h0, h1, pile).split() if x not in ("3B", "4C2")]
    p = _known(h0, h1, pile, " ".join(rest + ["4C2", "3B"]), 1, "d")  # the Curtain first, then a Wisteria
    p.push("pass")
    p.push("pass")
    assert p.top == c("3B") and p.turn == 0 and legal(p) == {"pass"}  # nobody holds a wisteria card
    p.push("pass")  # the player who turned it up passes
    assert p.turn == 1 and legal(p) == {"pass"}
    p.push("pass")  # the other too: the first who passed turns up again
    assert p.top == c("4C2") and p.turn == 0 and legal(p) == {"5C1"}


def test_who_draws_after_pass():
    p = pos("2C1 5C1 6C1 7C1 8C1 11C; 1C2 3C1 4C1 9C2 12B; 8C2 9C1; ?; 1; 0; 0; 2; 0-0; 2; draw=first-passer")
    assert p.who_draws_after_pass() == ("draws", 0)
    d = pos("2C1 5C1 6C1 7C1 8C1 11C; 1C2 3C1 4C1 9C2 12B; 8C2 9C1; ?; 1; 0; 0; 2; 0-0; 2; -")
    assert d.who_draws_after_pass() == ("draws", 1)  # the source: player 2 discarded the card, and turns up
    q = pos("2C1 5C1 6C1 7C1 8C1 11C; 1C2 3C1 4C1 9C2 12B; 8C2 9C1; ?; 1; 0; 0; 2; 0-0; 2; draw=discarder")
    assert q.who_draws_after_pass() == ("draws", 1)
    r = pos("2C1 5C1 6C1 7C1 8C1 11C; 1C2 3C1 4C1 10C2 12B; 8C2 9C1; ?; 1; 0; 0; 2; 0-0; 2; draw=first-passer")
    assert r.who_draws_after_pass() == ("plays", 1)
    # the source: the player whose discard could not be followed turns up, even one who could follow it
    r2 = pos("2C1 5C1 6C1 7C1 8C1 11C; 1C2 3C1 4C1 10C2 12B; 8C2 9C1; ?; 1; 0; 0; 2; 0-0; 2; -")
    assert r2.who_draws_after_pass() == ("draws", 1)
    s = pos("2C1 4C1 5C1 7C1 11A 12B; 1C1 3C1 6C1 10C1 10C2; 7C2 8C1; ?; 1; 0; 1; 1; 0-0; 1; draw=first-passer")
    assert s.who_draws_after_pass() == ("draws", 1)


def test_an_empty_draw_pile_is_rebuilt_from_the_discards_but_the_top_and_undo_restores_it():
    h0, h1 = "3C1 5C1 7C1 8C1 9C1 10C1", "1C1 2C1 5C2 6C1 11C 12B"
    pile = " ".join([x for x in _rest(h0, h1).split() if x != "3C2"] + ["3C2"])  # a cherry card on top
    p = pos(f"{h0}; {h1}; {pile}; -; 1; 0; 1; t; 0-0; 1; -")
    before = p.to_text()
    top = p.top
    p.push("pass")
    assert p.draw is not None and len(p.draw) == len(pile.split()) - 2
    assert p.discard[0] == top and p.top_by == e.TURNED
    assert p.log[-1].events[0].kind == "reshuffle"
    assert sorted(p.discard + p.draw) == sorted(c(x) for x in pile.split())
    p.pop()
    assert p.to_text() == before


# ---------------------------------------------------------------------------
# Winning


def test_emptying_the_hand_wins_one_point_and_the_winner_deals_next_to_three():
    for seed in range(30):
        m = e.play_match(seed)
        assert max(m.result.scores) == 3 and min(m.result.scores) < 3
        for prev, nxt in zip(m.rounds, m.rounds[1:]):
            assert nxt.dealer == prev.outcome.winner
            assert prev.outcome.points == 1 and prev.outcome.reason == "empty-hand"
        assert m.result.scores == tuple(sum(r.outcome.seat_points[p] for r in m.rounds) for p in (0, 1))


@pytest.mark.parametrize("target", [1, 5])
def test_the_target_option(target):
    opts = HiyokoOptions(target=target)
    m = e.play_match(3, options=opts)
    assert m.result.scores[m.result.winner] == target


def test_options_text_and_form():
    o = HiyokoOptions.from_text("target=5,draw=discarder,must-continue,willow-ribbon=feb-nov,deal-card=no")
    assert o == HiyokoOptions(5, "discarder", True, "feb-nov", False)
    assert HiyokoOptions.from_text(o.to_text()) == o
    for bad in ("draw=never", "target=0", "willow-ribbon=jan", "colour"):
        with pytest.raises(ValueError):
            HiyokoOptions.from_text(bad)


# ---------------------------------------------------------------------------
# Notation and its checks


def test_notation_round_trips_through_a_match():
    m = e.HiyokoMatch(None, 11)
    p = m.position
    rng = Rng(5)
    for _ in range(120):
        if p.outcome() is not None:
            break
        text = p.to_text()
        assert HiyokoPosition.from_text(text).to_text() == text
        p.push(e.random_action(p, rng))


@pytest.mark.parametrize("text, words", [
    ("3C1; 4C1; 12C2; ?; 1; 0; 0; 2; 0-0; 1; -", "not used in Hiyoko"),
    ("3C1 3C1; 4C1; 5C1; ?; 1; 0; 0; 2; 0-0; 1; -", "twice"),
    ("3C1; 4C1; 5C1 6C1; ?; 1; 0; 0; d; 0-0; 1; -", "dealt face up"),
    ("3C1; 4C1; 4C2 5C1; ?; 1; 1; 0; 2; 0-0; 1; -", "top card is theirs"),
    ("3C1; 4C1; 1C1; ?; 1; 0!; 0; 2; 0-0; 1; -", "One-Two"),
    ("3C1; 4C1; 5C1; ?; 1; 0; 0; x; 0-0; 1; -", "top card must be"),
    ("3C1; 4C1; 5C1; ?; 1; 0; 0; 2; 3-0; 1; -", "match is over"),
    ("3C1; 4C1; 5C1; ?; 1; 0; 0; 2; 0-0; 1", "11 fields"),
    ("3C1 4C2 5C2 6C2 7C2 8C2 9C2; 4C1; 5C1; ?; 1; 0; 0; 2; 0-0; 1; -", "never grows"),
])
def test_impossible_positions_are_refused_with_the_reason(text, words):
    with pytest.raises(e.PositionError, match=words):
        HiyokoPosition.from_text(text)


def test_a_known_draw_pile_cannot_wait_for_a_draw():
    h0, h1 = "3C1 5C1 7C1 8C1 9C1 10C1", "1C1 2C1 5C2 6C1 11C 12B"
    pile = "3C2"
    text = f"{h0}; {h1}; {pile}; {_rest(h0, h1, pile)}; 1; 0; 2; d; 0-0; 1; -"
    with pytest.raises(e.PositionError, match="turned up at once"):
        HiyokoPosition.from_text(text)
    waiting = HiyokoPosition.from_text(text.replace(_rest(h0, h1, pile), "?"))
    assert waiting.draw_pending and waiting.legal_actions() == []
    waiting.reveal("4C2")
    assert waiting.top == c("4C2") and waiting.top_by == e.TURNED and legal(waiting) == {"5C1"}


def test_push_then_pop_restores_every_position_of_random_matches():
    for seed in range(15):
        m = e.HiyokoMatch(HiyokoOptions(draw_rule="discarder" if seed % 2 else "first-passer"), seed)
        p = m.position
        rng = Rng(seed)
        while p.outcome() is None:
            before = p.to_text()
            for a in p.legal_actions():
                p.push(a)
                p.pop()
                assert p.to_text() == before
            p.push(e.random_action(p, rng))


# ---------------------------------------------------------------------------
# Explanations are words


def test_every_illegal_action_is_explained_in_words():
    rng = Rng("words")
    for seed in range(10):
        m = e.HiyokoMatch(None, seed)
        p = m.position
        while p.outcome() is None:
            for x in bits(e.HIYOKO_DECK)[::3]:
                reason = p.explain_illegal(CARDS[x].code)
                if reason is not None:
                    assert not CODE.search(str(reason)), reason
            for a in ("pass", "stop"):
                reason = p.explain_illegal(a)
                assert reason is None or not CODE.search(str(reason)), reason
            p.push(e.random_action(p, rng))


def test_the_computer_explains_its_moves_in_words():
    rng = Rng(4)
    for seed in range(5):
        p = HiyokoPosition.deal(Rng(seed))
        while p.outcome() is None:
            a = e.choose_action(p, rng)
            why = e.explain_move(p, a)
            assert why and not CODE.search(str(why))
            p.push(a)


def test_actions_parse_and_write():
    assert HiyokoAction.parse("crane") == HiyokoAction.discard("1B")
    assert HiyokoAction.parse(" PASS ") is PASS
    assert HiyokoAction.multi(["5C1", "1B", "5C2"]).text() == "1B+5C1+5C2"
    for bad in ("", "1B+1B", "13Z", "1B+"):
        with pytest.raises(ValueError):
            HiyokoAction.parse(bad)
