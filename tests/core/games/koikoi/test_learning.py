"""Koi-Koi in the learning system: adapter, goals, judge, solver and the board view."""

import pytest

from hanafuda_core.games.koikoi.view import koikoi_view
import judged as judge
from hanafuda_core.games import get as game, keys as _game_keys
from hanafuda_core.learning.goals import GoalError, make_goal

# Player 1 (dealer) to move with 8B 11A 9C1 4C1 6C1; captured 1B 3B (two lights).
# Field: 8C1 8C2 (8B must name its target), 11B, 12B 12C2, 9A (with 3B: Blossom
# Viewing).  The next card turned up is 12C1: it matches 12B and 12C2.
POS = ("8B 11A 9C1 4C1 6C1; 5A 5R 7A 10A 10R; "
       "8C1 8C2 11B 12B 12C2 9A 1R 2R 3R 5C1 7R 10C1 2C2 3C2; "
       "1C2 4A 4R 4C2 5C2 6A 6R 6C2 7C2 8A 9R 9C2 10C2 11R 11C 12C3 7C1 12C1; "
       "1B 1C1 3B 3C1; 2A 2C1; 1; play; 1; -; 1/12; 0-0; seed")
# After 9C1, draw>12B, koikoi: player 2 to move; player 1 holds Dry Three Lights and Blossom Viewing.
LATER = ("4C1 6C1 8B 11A; 5A 5R 7A 10A 10R; 1R 2R 2C2 3R 3C2 5C1 7R 8C1 8C2 10C1 11B 12C2; "
         "1C2 4A 4R 4C2 5C2 6A 6R 6C2 7C2 8A 9R 9C2 10C2 11R 11C 12C3 7C1; "
         "1B 1C1 3B 3C1 9A 9C1 12B 12C1; 2A 2C1; 2; play; 1; 1@1B 1C1 3B 3C1 9A 9C1 12B 12C1; 1/12; 0-0; seed")


def ex(goal, position=POS):
    return {"game": "koikoi", "position": position, "goal": goal}


def solutions(goal, position=POS):
    adapter = game("koikoi")
    start = adapter.parse_position(position)
    g = make_goal(adapter, goal)
    g.prepare(start)
    return judge.solve(adapter, g, start)


def test_adapter_round_trip_and_turns():
    assert "koikoi" in _game_keys()
    a = game("koikoi")
    pos = a.parse_position(POS)
    assert a.parse_position(a.position_text(pos)) == pos
    assert a.to_move(pos) == 0
    assert a.legal_actions(pos) == ["4C1", "6C1", "8B>8C1", "8B>8C2", "9C1", "11A"]
    assert "the Susuki chaff 1 (August) and the Susuki chaff 2" in str(a.explain_illegal(pos, "8B"))
    after = a.apply(pos, "9C1")
    assert a.position_text(a.parse_position(a.position_text(pos))) == a.position_text(pos)
    assert a.position_text(pos) == pos.to_text()
    assert after.phase_name == "draw" and not a.ends_turn("9C1", after)
    decide = a.apply(after, "draw>12B")
    assert decide.phase_name == "decide" and not a.ends_turn("draw>12B", decide)
    assert a.ends_turn("koikoi", a.apply(decide, "koikoi"))
    stopped = a.apply(decide, "stop")
    assert a.ends_turn("stop", stopped) and a.round_over(stopped)
    quiet = a.apply(a.apply(pos, "4C1"), "draw>12C2")
    assert a.ends_turn("draw>12C2", quiet) and a.to_move(quiet) == 1
    # Every turn sequence ends its turn, and only at its last action.
    for actions, end in a.turn_sequences(pos):
        p = pos
        for i, act in enumerate(actions):
            p = a.apply(p, act)
            assert a.ends_turn(act, p) == (i == len(actions) - 1)
        assert p == end


def test_legal_move_goal():
    assert judge.move(ex("legal-move"), ["4C1"])["status"] == "success"
    r = judge.move(ex("legal-move"), ["stop"])
    assert r["status"] == "illegal" and "only right after a turn" in r["message"]


def test_capture_card():
    goal = {"type": "capture-card", "cards": "12B"}
    found = solutions(goal)
    assert found and all(s[-1] == "draw>12B" for s in found)
    assert len(found) == 6  # any hand card, then the drawn 12C1 onto 12B
    assert judge.move(ex(goal), ["4C1", "draw>12B"])["status"] == "success"
    assert judge.move(ex(goal), ["4C1"])["status"] == "continue"
    r = judge.move(ex(goal), ["4C1", "draw>12C2"])
    assert r["status"] == "missed"
    assert "You captured the Paulownia chaff (coloured, December)" in r["message"]
    assert r["message"].endswith("this turn, not the Phoenix (December).")
    r = judge.move(ex({"type": "capture-card", "cards": "8B"}), ["8B"])
    assert r["status"] == "illegal" and "choose which one it captures" in r["message"]
    assert judge.move(ex({"type": "capture-card", "cards": "8B"}), ["8B>8C2"])["status"] == "success"
    r = judge.move(ex({"type": "capture-card", "cards": "8B"}), ["9C1"])
    assert r["status"] == "missed" and "the Moon (August) can no longer be captured" in r["message"]


def test_complete_yaku():
    goal = {"type": "complete-yaku", "yaku": "blossom-viewing"}
    found = solutions(goal)
    assert found == [["9C1"]]
    assert judge.move(ex(goal), ["9C1"])["status"] == "success"
    r = judge.move(ex(goal), ["11A"])
    assert r["status"] == "missed"
    assert "Blossom Viewing can no longer be made" in r["message"] and "the Sake Cup (September)" in r["message"]
    any_yaku = {"type": "complete-yaku"}
    assert ["4C1", "draw>12B"] in solutions(any_yaku)
    r = judge.move(ex(any_yaku), ["4C1", "draw>12C2"])
    assert r["status"] == "missed" and "made no new yaku" in r["message"]
    assert judge.move(ex(any_yaku), ["4C1", "draw>12B"])["status"] == "success"
    assert judge.move(ex(any_yaku), ["draw>12B"])["status"] == "illegal"


def test_score_most():
    goal = {"type": "score-most"}
    assert solutions(goal) == [["9C1", "draw>12B"]]
    r = judge.move(ex(goal), ["9C1", "draw>12B"])
    assert r["status"] == "success" and "11 points" in r["message"]
    r = judge.move(ex(goal), ["9C1", "draw>12C2"])
    assert r["status"] == "missed" and "5 points" in r["message"] and "the most this turn was 11" in r["message"]
    r = judge.move(ex(goal), ["8B>8C1"])
    assert r["status"] == "missed" and "at most 8 points" in r["message"]
    r = judge.move(ex(goal), ["12C1"])
    assert r["status"] == "illegal" and "don't have the Paulownia chaff (coloured, December)" in r["message"]
    assert judge.solution(ex(goal))["actions"] == ["9C1", "draw>12B"]


def test_name_yaku():
    e = ex({"type": "name-yaku", "player": 1}, LATER)
    assert judge.answer(e, ["dry-three-lights", "blossom-viewing"])["status"] == "success"
    wrong = judge.answer(e, ["dry-three-lights"])
    assert wrong["status"] == "wrong" and "missing" in wrong["message"] and "Blossom Viewing" in wrong["explanation"]
    assert judge.answer(ex({"type": "name-yaku"}), ["none"])["status"] == "success"
    assert judge.answer(ex({"type": "name-yaku"}, LATER), ["none"])["status"] == "success"  # player 2
    with pytest.raises(GoalError):
        judge.answer(e, ["not-a-yaku"])
    start = judge.start(e)
    assert start["kind"] == "question" and {"value": "none", "label": "None"} in start["choices"]
    assert not any(i["label"].endswith("yaku") for i in start["view"]["info"])


@pytest.mark.parametrize(
    "spec, message",
    [
        ({"type": "capture-card"}, "needs the parameter 'cards'"),
        ({"type": "capture-card", "cards": "13Z"}, "cards:"),
        ({"type": "capture-card", "cards": "1B"}, "already captured"),
        ({"type": "complete-yaku", "yaku": "flying"}, "not a yaku of these rules"),
        ({"type": "name-yaku", "player": 3}, "player must be"),
        ({"type": "discard-cards", "cards": "8B"}, "unknown goal type"),
    ],
)
def test_goal_errors(spec, message):
    adapter = game("koikoi")
    with pytest.raises(GoalError, match=message):
        make_goal(adapter, spec).prepare(adapter.parse_position(POS))


def _offered(view):
    """The actions the board offers: legal cards (a card needing a second
    choice offers its targets' actions) and enabled buttons."""
    acts = set()
    for z in view["zones"]:
        for c in z["cards"]:
            if c["legal"]:
                acts |= {t["action"] for t in c["then"]} if c.get("then") else {c["action"]}
    return acts | {b["action"] for b in view["buttons"] if b["enabled"]}


def test_koikoi_view_legal_flags_match_the_engine():
    a = game("koikoi")
    pos = a.parse_position(POS)
    for actions, _ in a.turn_sequences(pos):
        p = pos
        for act in actions:
            view = koikoi_view(p, me=0, show_legal=True)
            assert _offered(view) == set(a.legal_actions(p))
            p = a.apply(p, act)
    view = koikoi_view(pos, me=0)
    assert not _offered(view) - {"8B>8C1", "8B>8C2"}  # target buttons are always enabled
    moon = next(c for z in view["zones"] if z["id"] == "hand-0" for c in z["cards"] if c["code"] == "8B")
    assert [(t["card"], t["action"]) for t in moon["then"]] == [("8C1", "8B>8C1"), ("8C2", "8B>8C2")]
    assert [z["id"] for z in view["zones"]] == ["hand-1", "captured-1", "draw", "field", "captured-0", "hand-0"]
    draw = koikoi_view(a.apply(pos, "9C1"), me=0)
    assert {c["action"] for c in next(z for z in draw["zones"] if z["id"] == "field")["cards"]
            if c["action"]} == {"draw>12B", "draw>12C2"}
    assert any(z["id"] == "turned-up" for z in draw["zones"])
    decide = a.apply(a.apply(pos, "9C1"), "draw>12B")
    dv = koikoi_view(decide, me=0)
    assert [b["action"] for b in dv["buttons"]] == ["stop", "koikoi"]
    assert "Blossom Viewing" in str(dv["status"])
    over = koikoi_view(a.apply(decide, "stop"), me=0)
    assert over["outcome"] and "You stop" in str(over["outcome"]["text"]) and over["waiting"] == "round-over"
    assert over["buttons"] == [] and any("Dry Three Lights 6" in str(i["value"]) for i in over["info"])
    # The other player's turn: nothing to click.
    assert _offered(koikoi_view(a.apply(decide, "koikoi"), me=0, show_legal=True)) == set()


# Dry Three Lights (6 points) with two cards left in hand: the evaluator finds
# koi-koi worth clearly less than the 6 points of stopping.
LATE = ("2C1 11C; 3C2 6R 12C3; 7R 9C1 10C1 12C2; 2R 3R 5A 5R 6A 7A 8B 8A 9A 10R 11B 11A 11R; "
        "1B 1C1 3B 3C1 4C1 4C2 5C1 5C2 7C1 7C2 12B 12C1; 1R 1C2 2A 2C2 4A 4R 6C1 6C2 8C1 8C2 9R 9C2 10A 10C2; "
        "1; decide; 1; -; 1/12; 0-0; seed")


def test_stop_or_koikoi_is_judged_by_expected_points():
    goal = {"type": "stop-or-koikoi"}
    right = judge.move(ex(goal, LATE), ["stop"])
    assert right["status"] == "success"
    assert "Stopping scores 6 points now; koi-koi is worth about" in right["message"]
    assert "deals of the cards you cannot see" in right["message"]
    wrong = judge.move(ex(goal, LATE), ["koikoi"])
    assert wrong["status"] == "missed" and wrong["message"].startswith("Koi-koi is the weaker choice here.")
    # the build's proof: a fixed seed, the margin several standard errors
    g = make_goal(game("koikoi"), goal)
    g.prepare(game("koikoi").parse_position(LATE))
    v = g.verdict
    assert v.accepted == ("stop",) and not v.close
    d, se = v.evaluation.margin("koikoi")
    assert d > 3 * se > 0


def test_a_choice_too_close_to_call_accepts_both():
    from hanafuda_core.evaluation import judge as judge_value

    adapter = game("koikoi")
    pos = adapter.parse_position(LATE)
    # the same choice offered twice is as close as can be: both accepted, said to be close
    v = judge_value(adapter, pos, ["stop", "stop"], "close", start=50, most=100)
    assert v.close and v.accepted == ("stop", "stop")
