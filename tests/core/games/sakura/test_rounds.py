"""Sakura's rounds: the deal for two to seven players, the Lightning (Gaji)
played and turned up, hiki, the field left at the end, teams sharing a pile,
the round's scores and the next dealer, and seeded random rounds keeping
every card in one place (the keys of docs/design/sakura-sources.md: F =
Fudawiki, B = Board Game Arena, W = Wikipedia)."""

from __future__ import annotations

import pytest

from hanafuda_core.cardset import to_mask
from hanafuda_core.game import IllegalActionError
from hanafuda_core.games.sakura.options import SakuraOptions
from hanafuda_core.games.sakura.position import SakuraPosition
from hanafuda_core.rng import Rng


def texts(pos):
    return [a.text() for a in pos.legal_actions()]


def test_the_lightning_from_the_hand_takes_any_field_card_and_its_month_is_kept_for_its_player():
    # F: played from the hand, the Gaji may capture any field card; at the end the card left of that
    # month goes to the Gaji's player
    pos = SakuraPosition.from_deal(["11C 1C1", "2C1 4C1", "5C1 6C1"], "3R 8A 9A", "3C1 12C1 12C2 12C3 10C1 10C2")
    assert texts(pos) == ["1C1", "11C>3R", "11C>8A", "11C>9A"]
    pos.push("11C>3R")  # takes the cherry ribbon; the cherry chaff turned up stays on the field
    assert pos.captured[0] == to_mask("11C 3R") and pos.gaji == (0, 2)
    for a in ("2C1", "5C1", "1C1", "4C1", "6C1"):
        pos.push(a)
    # the cherry chaff is still on the field at the end: it goes to the Gaji's player (F)
    out = pos.outcome()
    assert pos.rules.gaji_leftovers == "month" and pos.field & to_mask("3C1") and out.piles[0] & to_mask("3C1")


def test_the_lightning_on_the_field_is_taken_only_by_a_willow_card():
    pos = SakuraPosition.from_deal(["11A 1C1", "2C1 4C1"], "11C 8A", "3C1 12C1 12C2 12C3")
    assert texts(pos) == ["1C1", "11A"]
    pos.push("11A")
    assert pos.captured[0] & to_mask("11A 11C") == to_mask("11A 11C")


def test_the_lightning_turned_up_is_wild_or_a_willow_card():
    pos = SakuraPosition.from_deal(["1C1 2C2", "2C1 4C1"], "3R 8A", "11C 12C1 12C2 12C3")
    pos.push("1C1")  # the Lightning turned up: the player chooses any field card
    assert pos.phase_name == "draw" and sorted(texts(pos)) == ["draw>1C1", "draw>3R", "draw>8A"]
    pos.push("draw>8A")
    assert pos.captured[0] == to_mask("11C 8A")
    plain = SakuraPosition.from_deal(["1C1 2C2", "2C1 4C1"], "3R 8A", "11C 12C1 12C2 12C3",
                                     rules=SakuraOptions(drawn_gaji="willow"))
    plain.push("1C1")  # as a willow card: nothing of its month, it stays
    assert plain.phase_name == "play" and plain.field & to_mask("11C")


def test_hiki_takes_the_four_cards_of_a_month_seen_in_hand_and_field():
    # F: all four among the hand and the field, in any split, declared instead of a card
    pos = SakuraPosition.from_deal(["4A 4R 1C1", "2C1 5C1 6C1"], "4C1 4C2 8A", "3C1 12C1 12C2 12C3 10C1 10C2")
    assert "hiki>4A" in texts(pos)
    pos.push("hiki>4R")  # named by any of its cards
    assert pos.captured[0] & to_mask("4A 4R 4C1 4C2") == to_mask("4A 4R 4C1 4C2")
    b = SakuraPosition.from_deal(["4A 4R 1C1", "2C1 5C1 6C1"], "4C1 4C2 8A", "3C1 12C1 12C2 12C3 10C1 10C2",
                                 rules=SakuraOptions(hiki="play"))
    assert not [t for t in texts(b) if t.startswith("hiki")]  # B: only by playing the fourth onto three
    with pytest.raises(IllegalActionError, match="Hiki takes a month"):
        b.push("hiki>4A")


def test_a_player_whose_hand_is_empty_only_turns_a_card_up():
    pos = SakuraPosition.from_deal(["4A 4R", "2C1 5C1"], "4C1 4C2 8A", "3C1 12C1 12C2 12C3")
    pos.push("hiki>4A")
    pos.push("2C1")
    assert texts(pos) == ["flip"]  # F: the remaining turns only turn a card up
    pos.push("flip")
    pos.push("5C1")
    assert pos.is_over()


def test_four_of_a_month_dealt_to_the_field_go_to_the_dealer():
    pos = SakuraPosition.from_deal(["1C1", "2C1"], "5A 5R 5C1 5C2 8A", "3C1 12C1", dealer=1)
    assert pos.captured[1] == to_mask("5A 5R 5C1 5C2") and pos.field == to_mask("8A")


def test_two_teams_of_two_share_a_pile_and_score_alike():
    rules = SakuraOptions(teams="pairs")
    pos = SakuraPosition.deal(3, 0, 4, rules)
    assert pos.teams == ((0, 2), (1, 3)) and len(pos.captured) == 2  # F: partners opposite
    rng = Rng(3)
    while not pos.is_over():
        acts = pos.legal_actions()
        pos.push(acts[rng.below(len(acts))])
    out = pos.outcome()
    assert out.points[0] == out.points[2] and out.points[1] == out.points[3]
    assert SakuraPosition.deal(3, 0, 6, SakuraOptions(teams="threes")).teams == ((0, 2, 4), (1, 3, 5))
    assert SakuraPosition.deal(3, 0, 5, rules).teams is None  # five play alone


def test_the_best_score_deals_next_ties_to_the_dealer_then_the_turn_order():
    # F: ties go to the dealer, then to the tied player earliest in the turn order
    pos = SakuraPosition.from_deal(["1C1", "2C1", "3C1"], "", "4C1 5C1 6C1", dealer=1)
    for a in ("2C1", "3C1", "1C1"):
        pos.push(a)
    out = pos.outcome()
    assert out.points == (0, 0, 0) and out.next_dealer == 1


@pytest.mark.parametrize("seats", range(2, 8))
def test_random_rounds_keep_every_card_in_one_place_and_undo_exactly(seats):
    for seed in range(12):
        rng = Rng(seed)
        teams = ("none", "pairs", "threes")[seed % 3]
        pos = SakuraPosition.deal(rng, seed % seats, seats,
                                  SakuraOptions(teams=teams, blocked_gaji=("again", "hand")[seed // 3 % 2]))
        start = pos.copy()
        n = 0
        while not pos.is_over():
            assert SakuraPosition.from_text(pos.to_text()) == pos
            acts = pos.legal_actions()
            a = acts[rng.below(len(acts))]
            pos.push(a.text())
            n += 1
            held = pos.field | (0 if pos.pending is None else 1 << pos.pending)
            for m in pos.hands + pos.captured:
                assert not held & m
                held |= m
            assert held.bit_count() + len(pos.draw) == 48
        assert len(pos.draw) == (8 if seats == 2 else 0)  # F 2023: at two, eight cards are never turned
        out = pos.outcome()
        assert set(out.winners) and out.next_dealer in out.winners
        assert str(out.explain()).startswith("The cards' worth: ")
        for _ in range(n):
            pos.pop()
        assert pos == start


@pytest.mark.parametrize("change, error", [
    (lambda f: f[:3], "fields separated by ';'"),
    (lambda f: f[:6] + ["drawing"] + f[7:], "phase must be play, draw CARD, gaji or over"),
    (lambda f: [f[0] + " " + f[1].split()[0]] + f[1:], "a card is in two places"),
    (lambda f: f[:4] + ["1-2"] + f[5:], "turns: give the turns each player has left"),
])
def test_a_bad_position_text_names_its_field(change, error):
    from hanafuda_core.game import PositionError

    fields = SakuraPosition.deal(5, 0, 3).to_text().split("; ")
    with pytest.raises(PositionError, match=error):
        SakuraPosition.from_text("; ".join(change(fields)))


def test_a_match_of_four_rounds_deals_the_best_side_next():
    from hanafuda_core.games.sakura.match import SakuraMatch

    m = SakuraMatch(None, Rng(4), seats=3)
    rng = Rng(5)
    while m.result is None:
        pos = m.position
        while not pos.is_over():
            acts = pos.legal_actions()
            pos.push(acts[rng.below(len(acts))])
        out = pos.outcome()
        m.next_round()
        if m.result is None:
            assert m.position.dealer == out.next_dealer and m.position.scores == out.scores
    assert len(m.rounds) == 4  # B: four rounds


@pytest.mark.parametrize("leftovers, given", [("month", "3C1"), ("all", None), ("none", "")])
def test_the_field_left_at_the_end_goes_as_the_option_says(leftovers, given):
    # F: the card of the Lightning's month; F's variant and B (three players or more): every card; or none
    pos = SakuraPosition.from_deal(["11C 1C1", "2C1 4C1", "5C1 6C1"], "3R 8A 9A", "3C1 12C1 12C2 12C3 10C1 10C2",
                                   rules=SakuraOptions(gaji_leftovers=leftovers))
    for a in ("11C>3R", "2C1", "5C1", "1C1", "4C1", "6C1"):
        pos.push(a)
    out = pos.outcome()
    assert out.piles[0] & ~pos.captured[0] == (pos.field if given is None else to_mask(given))
    assert pos.field.bit_count() > 1


def test_ten_cards_a_hand_at_two_players_leave_no_card_unturned():
    # W's oldest copy: ten cards each at two players
    pos = SakuraPosition.deal(9, 0, 2, SakuraOptions(two_player_hand=10))
    assert [h.bit_count() for h in pos.hands] == [10, 10] and len(pos.draw) == 20
    rng = Rng(9)
    while not pos.is_over():
        acts = pos.legal_actions()
        pos.push(acts[rng.below(len(acts))])
    assert pos.draw == []


def test_the_lightning_aimed_at_a_month_another_player_can_take_whole_is_blocked():
    # F: that player announces the hiki and takes the four at once; the Lightning's player picks another
    # card or leaves the Lightning on the field
    pos = SakuraPosition.from_deal(["11C 1C1", "4A 4R 2C1", "5C1 6C1 7C1"], "4C1 4C2 8A",
                                   "3C1 12C1 12C2 12C3 10C1 10C2 9C1 9C2")
    pos.push("11C>4C1")
    assert pos.captured[1] == to_mask("4A 4R 4C1 4C2") and pos.hands[1] == to_mask("2C1")
    assert pos.phase_name == "gaji" and texts(pos) == ["11C>8A", "11C"]
    assert SakuraPosition.from_text(pos.to_text()) == pos
    with pytest.raises(IllegalActionError, match="takes another field card, or stays"):
        pos.push("1C1")
    pos.push("11C>8A")
    assert pos.captured[0] == to_mask("11C 8A") and pos.turn == 1 and pos.turns[0] == 1
    pos.pop()
    pos.push("11C")  # left on the field
    assert pos.field & to_mask("11C") and pos.turn == 1
    b = SakuraPosition.from_deal(["11C 1C1", "4A 4R 2C1", "5C1 6C1 7C1"], "4C1 4C2 8A",
                                 "3C1 12C1 12C2 12C3 10C1 10C2 9C1 9C2", rules=SakuraOptions(hiki="play"))
    b.push("11C>4C1")  # B: no declared hiki, nothing blocks the Lightning
    assert b.captured[0] == to_mask("11C 4C1")
    # the house rule: the Lightning blocked goes back to the hand, and its player plays again
    h = SakuraPosition.from_deal(["11C 1C1", "4A 4R 2C1", "5C1 6C1 7C1"], "4C1 4C2 8A",
                                 "3C1 12C1 12C2 12C3 10C1 10C2 9C1 9C2", rules=SakuraOptions(blocked_gaji="hand"))
    h.push("11C>4C1")
    assert h.captured[1] == to_mask("4A 4R 4C1 4C2") and h.hands[0] == to_mask("11C 1C1")
    assert h.phase_name == "play" and h.turn == 0 and h.turns[0] == 2 and "11C>8A" in texts(h)
    assert SakuraPosition.from_text(h.to_text()) == h
    h.push("1C1")
    assert h.hands[0] == to_mask("11C") and h.turn == 1
    h.pop()
    h.pop()
    assert h.hands[0] == to_mask("11C 1C1") and h.captured[1] == 0 and h.field == to_mask("4C1 4C2 8A")


def test_the_lightning_dealt_to_the_field_is_put_aside_with_the_option():
    from hanafuda_core.games.sakura.cards import GAJI
    from hanafuda_core.games.sakura.game import SakuraGame

    GAME = SakuraGame()

    seed = next(s for s in range(200) if SakuraPosition.deal(s).field >> GAJI & 1)
    assert SakuraPosition.deal(seed).aside == 0  # stays, by default
    rules = SakuraOptions(gaji_dealt="discarded")
    pos = SakuraPosition.deal(seed, rules=rules)
    assert pos.aside == 1 << GAJI and not pos.field >> GAJI & 1 and GAME.deck(pos) == (1 << 48) - 1 - (1 << GAJI)
    rng = Rng(seed)
    while not pos.is_over():
        back = SakuraPosition.from_text(pos.to_text())
        assert back == pos and back.aside == pos.aside
        acts = pos.legal_actions()
        pos.push(acts[rng.below(len(acts))])
        assert sum(p.bit_count() for p in GAME.card_places(pos).values()) == 47
    assert all(not c >> GAJI & 1 for c in pos.outcome().piles)


def _ended(captured, scoring="chu-and-basa", teams="none"):
    """A round whose piles are ``captured`` (one card list a side) when it
    ends: each seat plays one chaff card that takes nothing and turns one up
    that takes nothing (chaff is worth nothing and is in no yaku)."""
    seats = len(captured) if teams == "none" else 4
    return SakuraPosition.from_deal([f"{4 + i}C1" for i in range(seats)], "", ["10C1", "2C1", "3C1", "9C1"][:seats],
                                    rules=SakuraOptions(match_scoring=scoring, teams=teams), captured=captured)


def _play_out(pos, rng=None):
    """The round played to its end (each seat's first legal action, or a
    random one with ``rng``); its outcome."""
    while not pos.is_over():
        acts = pos.legal_actions()
        pos.push(acts[rng.below(len(acts))] if rng else acts[0])
    return pos.outcome()


@pytest.mark.parametrize("captured, scoring, margin, victories, words", [
    # F's victory scoring: the round's winner counts one, a win by 50 (chu) or 100 (basa) more
    (["1B 3B", ""], "chu-and-basa", 40, (1, 0), "Player 1 wins the round by 40: 1 victory."),
    (["1B 3B 8B", ""], "chu-and-basa", 60, (2, 0), "Player 1 wins the round by 60, a chu: 2 victories."),
    (["1B 3B 8B", ""], "basa", 60, (1, 0), "Player 1 wins the round by 60: 1 victory."),
    # 100 with no yaku: a shira basa
    (["1B 3B 8B 12B 1R 2R", ""], "chu-and-basa", 100, (3, 0), "a shira basa, a basa without a yaku: 3 victories"),
    (["1B 3B 8B 12B 1R 2R", ""], "chu", 100, (2, 0), "by 100, a chu: 2 victories"),
    (["", "1B 3B 8B 12B 1R 2R"], "basa", 100, (0, 2), "Player 2 wins the round by 100, a shira basa"),
    # a yaku's penalty counts in the margin: I (Curtain, Moon, Sake Cup) 45, the other side −50: 95, a chu
    (["3B 8B 9A", ""], "chu-and-basa", 95, (2, 0), "Player 1 wins the round by 95, a chu: 2 victories."),
    # the same with the Crane: 65 against −50, a basa with a yaku
    (["1B 3B 8B 9A", ""], "chu-and-basa", 115, (3, 0), "Player 1 wins the round by 115, a basa: 3 victories."),
    # F's worked example (sources note, section 13, 6): A 60 with a yaku, B -10: a margin of 70, a chu
    (["3B 8B 9A 4A 5A 6A", "1B 12B"], "chu-and-basa", 70, (2, 0), "by 70, a chu: 2 victories"),
    # ... and a margin of 120: a basa, three victories where chu and basa are both used, else two
    (["3B 8B 9A 1R 2R 4R 5R 6R 9R 2A", "1B 12B"], "chu-and-basa", 120, (3, 0), "by 120, a basa: 3 victories"),
    (["3B 8B 9A 1R 2R 4R 5R 6R 9R 2A", "1B 12B"], "basa", 120, (2, 0), "by 120, a basa: 2 victories"),
    # a tie for the best score: no victory
    (["1B", "3B"], "chu-and-basa", 0, (0, 0), "no one wins a victory"),
    # three players: the lead over the next best side, not over the last (the project's reading)
    (["1B 3B 8B", "1R 2R", ""], "chu-and-basa", 40, (1, 0, 0), "by 40: 1 victory"),
    (["1B 3B 8B", "", ""], "chu-and-basa", 60, (2, 0, 0), "by 60, a chu"),
    (["1R", "1B 3B 8B 12B 2R 3R", "4R"], "chu-and-basa", 90, (0, 2, 0), "Player 2 wins the round by 90, a chu"),
])
def test_a_match_scored_in_victories_counts_the_rounds_won(captured, scoring, margin, victories, words):
    out = _play_out(_ended(captured, scoring))
    assert out.margin == margin and out.victories == victories and out.seat_points == victories
    assert out.scores == victories  # what the round adds to the match: its victories
    assert words in str(out.explain())


def test_partners_win_their_teams_victories_and_points_scoring_adds_the_rounds_scores():
    out = _play_out(_ended(["1B 3B 8B", "1R"], teams="pairs"))
    assert out.victories == (2, 0, 2, 0) and out.margin == 50
    assert "Player 1 and player 3 win the round by 50, a chu: 2 victories." in str(out.explain())
    plain = _play_out(_ended(["1B 3B 8B", "1R"], scoring="points", teams="pairs"))
    assert plain.victories is None and plain.seat_points == plain.scores == (60, 10, 60, 10)
    assert "victor" not in str(plain.explain())


def test_a_match_in_victories_adds_up_the_rounds_victories():
    from hanafuda_core.games.sakura.match import SakuraMatch

    m = SakuraMatch(SakuraOptions(match_scoring="chu-and-basa"), Rng(4), seats=3)
    rng, total = Rng(5), [0, 0, 0]
    while m.result is None:
        out = _play_out(m.position, rng)
        total = [t + v for t, v in zip(total, out.victories)]
        m.next_round()
    assert list(m.result.scores) == total and 0 < sum(total) <= 12
