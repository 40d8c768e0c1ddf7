"""Any number of seats: the test-only game Relay (3 seats, or 4 in two
teams) plays through the session API, the JSON API and the board, which
never name a game."""

from __future__ import annotations

import json

import pytest

from hanafuda_core import games, webapi
from hanafuda_core.board import board_html
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.play import PlayError, PlaySession
from hanafuda_core.rng import Rng


def _finish(s: PlaySession, limit: int = 5000) -> int:
    """Play the session to the end, the learner playing the computer's choice."""
    n = 0
    while s.waiting != "match-over":
        w = s.waiting
        if w == "you":
            move = s.game.computer.choose(s.position.copy(), Rng(n))
            assert s.act(move)["ok"]
        elif w == "computer":
            assert s.computer_step()["ok"]
        else:
            assert s.next_round()["ok"]
        n += 1
        assert n < limit
    return n


@pytest.mark.parametrize("seats, learner", [(3, 0), (3, 2), (4, 1), (4, 3)])
def test_a_match_plays_to_the_end_from_any_seat(seats, learner):
    s = PlaySession("relay", seed=5, seats=seats, learner=learner)
    v = written(s.view(), ENGLISH)
    assert v["seats"] == seats and v["learner"] == learner and v["names"][learner] == "You"
    bottom = [z["id"] for z in v["zones"] if z["area"] == "bottom"]
    assert bottom == [f"hand-{learner}"]
    assert sum(1 for z in v["zones"] if z["id"].startswith("hand-")) == seats
    assert board_html(v, interactive=True).count('data-zone="hand-') >= seats
    _finish(s)
    final = written(s.view(), ENGLISH)
    assert final["waiting"] == "match-over"
    assert max(s.scores) >= s.options.target
    assert "Final score" in final["outcome"]["text"]
    assert len(s.scores) == seats


def test_partners_share_their_score_and_the_team_wins_together():
    s = PlaySession("relay", seed=11, seats=4, learner=0)
    assert tuple(str(n) for n in s.names) == ("You", "Computer 1", "Partner", "Computer 2")
    _finish(s)
    a, b, c, d = s.scores
    assert a == c and b == d
    title = written(s.view(), ENGLISH)["outcome"]["title"]
    assert title in ("Your team wins the match", "Computer 1 wins the match")
    assert (title == "Your team wins the match") == (a > b)


def test_save_restore_and_undo_with_three_seats():
    s = PlaySession("relay", seed=3, seats=3, learner=1)
    while s.waiting != "you":
        s.computer_step()
    move = s.game.legal_actions(s.position)[0]
    s.act(move)
    while s.waiting == "computer":
        s.computer_step()
    text = s.to_text()
    assert "seats: 3" in text and "learner: 1" in text
    back = PlaySession.from_text(text)
    assert back.to_text() == text and back.view() == s.view()
    undone = back.undo()
    assert undone["ok"] and undone["undone"] == move
    with pytest.raises(PlayError, match="do not match"):
        PlaySession.from_text(text.replace("scores: 0-0-0", "scores: 0-0-1"))


def test_seat_counts_are_checked():
    with pytest.raises(PlayError, match="3 or 4 players"):
        PlaySession("relay", seats=2)
    with pytest.raises(PlayError, match="learner's seat"):
        PlaySession("relay", seats=3, learner=3)


def test_the_json_api_plays_a_four_seat_game():
    def api(name, **args):
        return json.loads(webapi.call(name, json.dumps(args)))

    listed = api("games")["result"]
    assert {"key": "relay", "name": "Relay", "seats": [3, 4], "blurb": games.get("relay").site.blurb} in listed
    r = api("play.new", game="relay", seed=9, seats=4, learner=2)["result"]
    assert r["view"]["names"][2] == "You" and r["view"]["seats"] == 4
    restored = api("play.restore", game="relay", saved=r["saved"])["result"]
    assert restored["view"] == r["view"]
