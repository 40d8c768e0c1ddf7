"""Playing Palauan Hanahuda against the computer through the session API and
the JSON API: 2, 3 and 4 players, the learner in any seat, a computer partner
in four, saving and restoring.

Plain test functions, so the file also runs in Pyodide under the small pytest shim."""

import json

import pytest

from hanafuda_core import webapi
from hanafuda_core.board import board_html
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.play import PlayError, PlaySession
from hanafuda_core.rng import Rng
from hanafuda_core.notation import CODE_IN_TEXT as CODE



def api(name, **args):
    return json.loads(webapi.call(name, json.dumps(args)))


def english(s):
    """The session's view, its messages written in English."""
    return written(s.view(), ENGLISH)


def finish_round(s, limit=400):
    n = 0
    while s.waiting in ("you", "computer"):
        if s.waiting == "computer":
            r = s.computer_step()
            assert r["ok"] and r["said"], r
        else:
            move = s.game.computer.choose(s.position.copy(), Rng(n))
            r = s.act(move)
            assert r["ok"], r
        n += 1
        assert n < limit
    return n


@pytest.mark.parametrize("seats, learner", [(2, 0), (2, 1), (3, 0), (3, 2), (4, 0), (4, 3)])
def test_a_round_from_any_seat(seats, learner):
    s = PlaySession("hanahuda", seed=21, seats=seats, learner=learner)
    v = english(s)
    assert v["seats"] == seats and v["names"][learner] == "You"
    hands = [z for z in v["zones"] if z["id"].startswith("hand-")]
    assert len(hands) == seats
    assert [z["id"] for z in v["zones"] if z["area"] == "bottom"] == [
        f"captured-{learner % 2 if seats == 4 else learner}", f"hand-{learner}"]
    assert board_html(v, interactive=True).count('data-zone="hand-') == seats
    finish_round(s)
    v = english(s)
    assert v["waiting"] in ("round-over", "match-over")
    assert v["outcome"]["title"] and v["outcome"]["text"]
    for line in v["log"][1:] + [v["status"], v["outcome"]["text"]]:
        assert not CODE.search(line), line
        assert "Player " not in line and "player " not in line, line
    assert english(PlaySession.from_text(s.to_text())) == v


def test_four_players_the_partner_is_a_computer_and_shares_the_score():
    s = PlaySession("hanahuda", seed=8, seats=4, learner=0)
    assert tuple(str(n) for n in s.names) == ("You", "Computer 1", "Partner", "Computer 2")
    finish_round(s)
    a, b, c, d = s.scores
    assert a == c and b == d
    info = {i["label"]: i["value"] for i in english(s)["info"]}
    assert info["Score"].startswith("You and Partner ")
    assert "Your team's yaku" in info and "Opponents' yaku" in info


def test_the_cutter_chooses_with_buttons():
    for seed in range(40):
        s = PlaySession("hanahuda", seed=seed, seats=2, learner=0)
        if s.waiting == "you" and s.position.phase_name == "cut":
            v = english(s)
            assert [b["action"] for b in v["buttons"]] == ["field-first", "players-first"]
            assert "choose whether the dealer deals" in v["status"]
            bad = s.act("8B")
            assert not bad["ok"] and "You cut the deck" in str(bad["reason"])
            assert s.act("field-first")["ok"]
            return
    raise AssertionError("no seed makes the learner the cutter")


def test_illegal_moves_are_explained_in_words():
    s = PlaySession("hanahuda", seed=3, seats=3, learner=1)
    finish = 0
    while s.waiting != "you" or s.position.phase_name != "play":
        if s.waiting == "computer":
            s.computer_step()
        else:
            s.act(s.game.computer.choose(s.position.copy(), Rng(finish)))
        finish += 1
        assert finish < 100
    r = s.act("11C" if not s.position.hands[1] & (1 << 43) else "1B")
    if not r["ok"]:
        assert not CODE.search(str(r["reason"])) and str(r["reason"]).startswith("You ")


def test_the_json_api_offers_every_seat_count_and_plays_three():
    listed = {g["key"]: g for g in api("games")["result"]}
    assert listed["hanahuda"]["seats"] == [2, 3, 4]
    r = api("play.new", game="hanahuda", seed=9, seats=3, learner=0)["result"]
    assert r["view"]["seats"] == 3 and len(r["view"]["names"]) == 3
    restored = api("play.restore", game="hanahuda", saved=r["saved"])["result"]
    assert restored["view"] == r["view"]
    with pytest.raises(PlayError, match="2 or 3 or 4 players"):
        PlaySession("hanahuda", seats=5)


def test_options_from_the_form():
    s = PlaySession("hanahuda", options={"target": 3000, "ribbon_points": 5, "plum_four": True}, seed=1, seats=2)
    assert s.options.target == 3000 and s.options.ribbon_points == 5 and s.options.plum_four
    rules = {i["label"]: i["value"] for i in english(s)["info"]}["Rules"]
    assert "Worth 5 each" in rules and not CODE.search(rules)


def test_a_short_match_ends_with_the_final_score():
    s = PlaySession("hanahuda", options={"target": 3000}, seed=13, seats=4, learner=2)
    rounds = 0
    while s.waiting != "match-over":
        finish_round(s)
        if s.waiting == "round-over":
            assert s.next_round()["ok"]
        rounds += 1
        assert rounds < 60
    v = english(s)
    assert "Final score" in v["outcome"]["text"]
    assert v["outcome"]["title"] in ("Your team wins the match", "Computer 1 wins the match",
                                     "The match is a draw")


def test_hints_and_the_computers_reasons_are_in_words():
    for seats in (2, 3, 4):
        s = PlaySession("hanahuda", seed=31, seats=seats)
        n = 0
        while s.waiting in ("you", "computer"):
            if s.waiting == "computer":
                r = s.computer_step()
                assert r["why"] and not CODE.search(str(r["why"])), r["why"]
            else:
                h = s.hint()
                assert h["ok"], h
                words = str(h["hint"]["words"]) + " " + str(h["hint"]["reason"])
                assert h["hint"]["reason"] and not CODE.search(words), words
                assert s.act(h["hint"]["action"])["ok"]
            n += 1
            assert n < 400
        undone = s.undo()
        assert undone["ok"] and not CODE.search(str(undone.get("undoneWords", ""))), undone


def test_captured_cards_are_grouped_by_palauan_class():
    s = PlaySession("hanahuda", seed=21, seats=4, learner=0)
    finish_round(s)
    v = english(s)
    zone = next(z for z in v["zones"] if z["id"] == "captured-0")
    assert zone["kind"] == "captured"
    assert [g["title"] for g in zone["groups"]] == ["Brights", "Animals", "Ribbons", "Chaff"]
    assert zone["groups"][2]["progress"].startswith("Seven Ribbons ")
    assert sum(len(g["cards"]) for g in zone["groups"]) == zone["count"]
    assert v["outcome"]["tone"] in ("win", "loss", "draw")


def test_a_card_matching_two_is_picked_then_its_target():
    for seed in range(60):
        s = PlaySession("hanahuda", seed=seed, seats=2)
        while s.waiting == "computer" or (s.waiting == "you" and s.position.phase_name != "play"):
            if s.waiting == "computer":
                s.computer_step()
            else:
                s.act(s.game.computer.choose(s.position.copy(), Rng(seed)))
        if s.waiting != "you":
            continue
        v = s.view()
        picks = [c for z in v["zones"] for c in z["cards"] if c.get("then")]
        if picks:
            c = picks[0]
            assert len(c["then"]) == 2 and all(t["action"].startswith(c["action"] + ">") for t in c["then"])
            assert all(b.get("alt") for b in v["buttons"] if ">" in b["action"])
            assert s.act(c["then"][0]["action"])["ok"]
            return
    raise AssertionError("no deal offers a card matching two field cards")
