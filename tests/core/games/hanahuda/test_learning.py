"""The Palauan Hanahuda lesson goals, judged by the engine: what each one
accepts, how it explains a miss, and the positions it refuses."""


import pytest

from hanafuda_core import games
from hanafuda_core.games.hanahuda.goals import card_point_choices, stop_or_play_on
import judged as judge
from hanafuda_core.learning.goals import GoalError, goal_types, make_goal

from .helpers import position
from hanafuda_core.notation import CODE_IN_TEXT as CODE

GAME = games.get("hanahuda")


def goal(spec, pos):
    g = make_goal(GAME, spec)
    g.prepare(pos)
    return g


def cfg(pos, spec):
    return {"game": "hanahuda", "position": pos.to_text(), "goal": spec}


def test_goal_types():
    assert goal_types(GAME) == sorted(["legal-move", "capture-card", "complete-yaku", "score-most", "deny-yaku",
                                       "trade", "stop-or-play-on", "name-yaku", "card-class", "card-points"])


def _two_targets():
    return position(2, hands=["8B 3R 10C1 10C2 7C1", "6C1 6C2 5A 5R 4R"], field="8A 8C1 3C1",
                    captured=["1B 1C1", "2R 2C1"], top="5C1 5C2", dump=(0, 1))


def test_capture_card_hit_and_miss():
    pos = _two_targets()
    c = cfg(pos, {"type": "capture-card", "cards": "8A"})
    assert judge.move(c, ["8B>8A"])["status"] == "success"
    miss = judge.move(c, ["8B>8C1"])
    assert miss["status"] == "missed" and "the Geese (August animal)" in miss["message"]
    illegal = judge.move(c, ["8B"])
    assert illegal["status"] == "illegal" and "choose which one it captures" in illegal["message"]
    for m in (miss["message"], illegal["message"]):
        assert not CODE.search(m)


def test_complete_yaku_names_what_is_needed():
    pos = position(2, hands=["10C1 5C1 7R 11C 3R", "3C2 4C1 6R 12C3 2C2"], field="10A 1C1 8C1 4A",
                   captured=["6A 6C1 7A 7C1", "4R 4C2 5A 5R 2R 2C1 9A 9C1"], top="9C2 5C2", dump=(0, 1))
    c = cfg(pos, {"type": "complete-yaku", "yaku": "boar-deer-butterflies"})
    assert judge.move(c, ["10C1"])["status"] == "success"
    miss = judge.move(c, ["3R"])
    assert miss["status"] == "missed"
    assert "Boar, Deer, Butterflies needs all of" in miss["message"] and "holds 2 of them" in miss["message"]
    with pytest.raises(GoalError, match="not a yaku of these rules"):
        goal({"type": "complete-yaku", "yaku": "plum-pine-paulownia-baldy"}, pos)
    assert goal({"type": "complete-yaku", "yaku": "plum-pine-paulownia-baldy"},
                position(2, hands=["10C1 5C1 7R 11C 3R", "3C2 4C1 6R 12C3 2C2"], field="10A 1C1 8C1 4A",
                         captured=["6A 6C1 7A 7C1", "4R 4C2 5A 5R 2R 2C1 9A 9C1"], top="9C2 5C2", dump=(0, 1),
                         options="plum-four"))


def test_deny_yaku():
    pos = position(4, hands=["9C1 1B 4A 4R 5C2 11C 12C2", "1C1 4C1 5C1 7R 8C2 10C2 11R",
                             "2C2 5A 6A 6R 7A 7C2 11B", "2A 2R 3R 4C2 6C2 10A 12C3"],
                   field="2C1 3C2 6C1 8A 9A 10R", captured=["-", "3B 3C1 8B 8C1"], top="10C1 7C1", dump=(0, 1))
    c = cfg(pos, {"type": "deny-yaku", "yaku": "drinking"})
    assert judge.move(c, ["9C1"])["status"] == "success"
    miss = judge.move(c, ["1B"])
    assert miss["status"] == "missed" and "can still complete Drinking" in miss["message"]
    with pytest.raises(GoalError, match="no other side can make"):
        goal({"type": "deny-yaku", "yaku": "three-willows"},
             position(2, hands=["9C1 5C1 7R 10C1 3R", "3C2 4C1 6R 12C3 2C2"], field="9A 1C1 8C1 4A",
                      captured=["11B 11C", "4R 4C2"], top="9C2 5C2", dump=(0, 1)))


def _decide(theirs):
    pos = position(2, hands=["11B 5C1 5C2 7R 4R", "9C1 9C2 10R 10C2 6R"], field="11C 4C1",
                   captured=["1B 1C1 2A 2C1 3B 3C1 8B 8C1 12B 12C1", theirs], top="12C2 12C3", dump=(1,))
    pos.push("11B")
    return pos


def test_stop_or_play_on_is_computed_from_the_cards():
    pos = _decide("6A 7A 10A 6C1 7C1 10C1")
    assert stop_or_play_on(pos) == ("stop", 1000, 1000, 300)
    c = cfg(pos, {"type": "stop-or-play-on"})
    assert judge.move(c, ["stop"])["status"] == "success"
    miss = judge.move(c, ["continue"])
    assert miss["status"] == "missed" and "stopping is better" in miss["message"]
    with pytest.raises(GoalError, match="phase decide"):
        goal({"type": "stop-or-play-on"}, _two_targets())


def test_trade_goal():
    pos = position(2, hands=["1B 1R 1C1 2A 3B 4A 5A 6A 7A 8A", "2R 3R 4R 5R 6R 7R 9R 10R 11R 9A"],
                   field="10A 11A 12C1 2C1 3C1 4C1 5C1 6C1 7C1 8B", phase="trade")
    c = cfg(pos, {"type": "trade", "cards": "1C1"})
    ok = judge.move(c, ["trade>1C1"])
    assert ok["status"] == "success" and ok["message"].startswith("You traded a Pine chaff (January) and drew ")
    assert judge.move(c, ["keep"])["status"] == "missed"
    with pytest.raises(GoalError, match="one card the player may trade"):
        goal({"type": "trade", "cards": "2A"}, pos)


def test_questions():
    pos = position(2, hands=["5C1 6C2 7R 10C1 11C", "2C2 3C2 4C1 6R 12C3"], field="4A 6C1 7C1 10A",
                   captured=["1B 1C1 2A 2C1 3B 3C1 8B 8C1 12B 12C1 9A 9C1", "4R 4C2 5A 5R"],
                   top="7C2 5C2", dump=(1,))
    c = cfg(pos, {"type": "name-yaku"})
    out = judge.answer(c, ["four-brights", "drinking"])
    assert out["status"] == "success" and "do not count" in out["message"]
    assert judge.answer(c, ["four-brights"])["status"] == "wrong"
    assert judge.answer(cfg(pos, {"type": "card-class", "cards": "2A"}), "bright")["status"] == "success"
    pts = judge.answer(cfg(pos, {"type": "card-points"}), "270")  # 5 brights, 2 animals
    assert pts["status"] == "success", pts
    assert card_point_choices(350) == [340, 350, 360, 400] and card_point_choices(0) == [0, 10, 50, 60]
    with pytest.raises(GoalError, match="player must be"):
        goal({"type": "name-yaku", "player": 3}, pos)
