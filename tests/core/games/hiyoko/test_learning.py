"""Hiyoko's lesson goals, judged by the engine: each goal accepts what meets
it and refuses the rest with a reason in words (card names, never codes);
questions compute their answer from the position."""

from __future__ import annotations


import pytest

from hanafuda_core import games
import judged as judge
from hanafuda_core.learning.goals import GoalError, make_goal
from hanafuda_core.notation import CODE_IN_TEXT as CODE

GAME = games.get("hiyoko")


def cfg(position: str, goal) -> dict:
    return {"game": "hiyoko", "position": position, "goal": goal}


CHAIN = "1C2 3C1 4C1 8C1 9C1 11C; 2C1 5C1 6C1 7C1 10C1 12B; 2C2 1C1; ?; 1; 0; 0; 2; 0-0; 2; -"


def test_the_goal_types():
    assert {g.type for g in GAME.goals} >= {"legal-move", "legal-discard", "empty-hand", "longest-chain",
                                            "discard-cards", "follow-months", "can-follow", "after-pass"}


def test_longest_chain_with_the_combo():
    c = cfg(CHAIN, {"type": "longest-chain"})
    out = judge.move(c, ["11C"])
    assert out["status"] == "missed"
    assert "Pine chaff can no longer go" in out["message"] and not CODE.search(out["message"])
    for i, a in enumerate(["1C2", "11C", "3C1", "4C1"]):
        out = judge.move(c, ["1C2", "11C", "3C1", "4C1"][: i + 1])
    assert out["status"] == "success" and not CODE.search(out["message"])
    sol = judge.solution(c)
    assert sol["actions"] == ["1C2", "11C", "3C1", "4C1"] and not CODE.search(sol["steps"])


def test_a_stop_is_explained():
    c = cfg(CHAIN, {"type": "longest-chain"})
    out = judge.move(c, ["1C2", "11C", "stop"])
    assert out["status"] == "missed" and "you stopped, although a Cherry chaff could still follow" in out["message"]


def test_empty_hand_and_discard_cards():
    position = "1C1 2C2 3C1 4R 6C1 11A; 5C1 7C1 8C1 9C1 10C2 12B; 9C2 10C1; ?; 1; 0; 0; 2; 0-0; 2; -"
    c = cfg(position, {"type": "empty-hand"})
    moves = ["6C1", "2C2", "1C1", "11A", "3C1", "4R"]
    assert judge.judge_actions(GAME, make_goal(GAME, {"type": "empty-hand"}), GAME.parse_position(position),
                               moves).status == "success"
    out = judge.move(c, ["6C1", "stop"])
    assert out["status"] == "missed" and "Your turn is over with 5 cards left" in out["message"]
    d = cfg(position, {"type": "discard-cards", "cards": "6C1 2C2"})
    assert judge.move(d, ["6C1", "2C2"])["status"] == "success"
    with pytest.raises(GoalError):
        judge.start(cfg(position, {"type": "discard-cards", "cards": "5C1"}))


def test_legal_discard():
    position = "1C2 7C1 8C1 10C1 12B; 2C1 3C1 6C1 9C1 10C2 11C; 4C1 5C1; ?; 1; 1; 0; 1; 0-0; 2; -"
    c = cfg(position, {"type": "legal-discard"})
    assert judge.move(c, ["12B"])["status"] == "success"
    assert judge.move(c, ["stop"])["status"] == "missed"
    illegal = judge.move(c, ["7C1"])
    assert illegal["status"] == "illegal" and "Bush clover chaff" in illegal["message"]


@pytest.mark.parametrize("top, src, answer", [
    ("1C1", "2", {"2"}), ("12B", "2", {"7"}), ("12B", "t", {"2"}), ("2A", "t", {str(m) for m in range(1, 13)}),
    ("11B", "2", {str(m) for m in range(3, 13)}), ("2C1", "2", {"1"}),
])
def test_follow_months(top, src, answer):
    position = f"3C1 5C1 7C1; 4C1 8C1 9C1 10C1 10C2; 6C2 {top}; ?; 1; 0; 0; {src}; 0-0; 2; -"
    c = cfg(position, {"type": "follow-months"})
    start = judge.start(c)
    assert [ch["label"] for ch in start["choices"]][:2] == ["1 · Pine", "2 · Willow"]
    assert judge.answer(c, sorted(answer))["status"] == "success"
    wrong = judge.answer(c, sorted(answer)[:-1] or ["6"] if len(answer) > 1 else ["6" if "6" not in answer else "5"])
    assert wrong["status"] == "wrong" and not CODE.search(wrong["explanation"])


def test_can_follow_names_the_cards_in_words():
    position = "1C1 2C2 3C1 7C1 9C1 11C; 4C1 5C1 6C1 8C1 10C1; 5C2 2R; ?; 1; 0; 0; t; 0-0; 2; -"
    c = cfg(position, {"type": "can-follow"})
    start = judge.start(c)
    labels = [ch["label"] for ch in start["choices"]]
    assert "The Lightning" in labels and "None of them" in labels and not any(CODE.search(x) for x in labels)
    assert judge.answer(c, ["1C1", "11C"])["status"] == "success"
    wrong = judge.answer(c, ["11C"])
    assert wrong["status"] == "wrong" and "One-Two combo" in wrong["explanation"]


@pytest.mark.parametrize("options, answer", [("draw=first-passer", "you-draw"), ("-", "opponent-draws"),
                                             ("draw=discarder", "opponent-draws")])
def test_after_pass_follows_the_drawing_rule(options, answer):
    position = f"2C1 5C1 6C1 7C1 8C1 11C; 1C2 3C1 4C1 9C2 12B; 8C2 9C1; ?; 1; 0; 0; 2; 0-0; 2; {options}"
    c = cfg(position, {"type": "after-pass"})
    out = judge.answer(c, [answer])
    assert out["status"] == "success" and not CODE.search(out["message"])
    assert judge.answer(c, ["opponent-plays"])["status"] == "wrong"


def test_after_pass_needs_a_player_who_must_pass():
    with pytest.raises(GoalError):
        judge.start(cfg(CHAIN, {"type": "after-pass"}))


def test_question_boards_do_not_give_the_answer_away():
    position = "2C1 5C1 6C1 7C1 8C1 11C; 1C2 3C1 4C1 9C2 12B; 8C2 9C1; ?; 1; 0; 0; 2; 0-0; 2; -"
    view = judge.start(cfg(position, {"type": "after-pass"}))["view"]
    assert view["status"] == "Look at the position, then answer the question."
    assert not view["buttons"]
