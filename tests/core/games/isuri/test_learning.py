"""Isuri's lesson goals: earn the most this turn (a move goal) and which
first discard earns the most (a question); the engine finds the answer by
playing out every way to finish the turn, and a wrong move is told what it
gave up, in words."""

from __future__ import annotations


import pytest

from hanafuda_core import games
import judged as judge
from hanafuda_core.learning.goals import GoalError
from hanafuda_core.notation import CODE_IN_TEXT as CODE

GAME = games.get("isuri")
RICH = "1C2 3B 4A 6C1 7R 11B; 1B 2A 5A 7C2 11C; 3C1 12B; ?; 1; 0; 0; 2; 0,0; 2; 1; 0; 0,0; -"


def cfg(position: str, goal) -> dict:
    return {"game": "isuri", "position": position, "goal": goal}


def test_isuri_offers_hiyokos_goals_and_its_own():
    hiyoko = {g.type for g in games.get("hiyoko").goals}
    assert {g.type for g in GAME.goals} == hiyoko | {"earn-most", "best-discard"}


def test_earn_most_explains_what_a_wrong_move_gives_up():
    c = cfg(RICH, {"type": "earn-most"})
    out = judge.move(c, ["7R", "11B", "3B"])
    assert out["status"] == "missed"
    assert "a Peony chaff (paid 11) earns more in the end than the Curtain (paid 3)" in out["message"]
    out = judge.move(c, ["11B"])
    assert out["status"] == "missed" and "at most 13 points" in out["message"]
    out = judge.move(c, ["7R", "stop"])
    assert "you stopped, but the Rain Man (paid 2) could still follow" in out["message"]
    for m in (["7R"], ["7R", "11B"], ["7R", "11B", "6C1"]):
        out = judge.move(c, m)
    assert out["status"] == "success" and "20 points" in out["message"] and not CODE.search(out["message"])


def test_earn_most_counts_the_pot_and_the_bonus():
    pot = cfg("1C1 2C1 6C1; 3C1 4C1 5C1 8C1 9C2 11A; 7C1 8C2 10C1; ?; 1; 0; 0; 2; 3,-3; 2; 2; 6; -2,-4; -",
              {"type": "earn-most"})
    out = judge.solution(pot)
    assert "the pot of 6 points" in out["message"]
    six = cfg("3C1 4C1 5C1 7C1 8C1 12B; 1C1 2C1 6C1 9C1 10C1 11A; 11C; ?; 1; 0; 0; d; 0,0; 1; 1; 0; 0,0; -",
              {"type": "earn-most"})
    assert "10 for all six in one turn" in judge.solution(six)["message"]


def test_best_discard_is_computed_by_the_engine():
    c = cfg(RICH, {"type": "best-discard"})
    start = judge.start(c)
    assert {ch["value"] for ch in start["choices"]} == {"7R", "11B"}
    assert all(not CODE.search(ch["label"]) for ch in start["choices"])
    assert judge.answer(c, ["7R"])["status"] == "success"
    wrong = judge.answer(c, ["11B"])
    assert wrong["status"] == "wrong" and "at most 13 points" in wrong["explanation"]
    assert not CODE.search(wrong["explanation"])


def test_the_isuri_goals_need_an_isuri_position_and_a_choice():
    with pytest.raises(GoalError):
        judge.start({"game": "hiyoko", "position": "3C1; 4C1; 2C1; ?; 1; 0; 0; 2; 0-0; 2; -",
                     "goal": {"type": "earn-most"}})
    with pytest.raises(GoalError):
        judge.start(cfg("7C1 9C2; 3C1 4C1 5C1 8C1 9C1; 12B; ?; 1; 0; 0; 2; 0,0; 2; 1; 0; 0,0; -",
                        {"type": "best-discard"}))
