"""Go-Stop's lesson goals judged by the engine: take a card, score the most
this turn, name what the cards score, and go or stop by value."""

from __future__ import annotations

import pytest

from hanafuda_core.cardset import to_mask
from hanafuda_core.games.gostop.position import GoStopPosition
import judged as judge


START = GoStopPosition.from_deal(
    ["3R 5R 6R 8C1", "7A 8A 10A 12B", "4R 4A 11A 11R"], "3C1 1C1",
    "9R 9C1 10C1 12C1 12C2 8C2 5C1 4C1 2C1 2C2 6C1 6C2", captured=[to_mask("1R 2R"), 0, 0])


def exercise(goal, pos=START):
    return {"game": "gostop", "position": pos.to_text(), "goal": goal}


def test_take_a_card_names_what_was_taken_instead():
    ex = exercise({"type": "capture-card", "cards": "3C1"})
    assert judge.move(ex, ["3R"])["status"] == "success"
    missed = judge.move(ex, ["5R"])
    assert missed["status"] == "missed" and "not a Cherry junk card (March)" in missed["message"]


def test_score_the_most_names_the_best_turn():
    ex = exercise({"type": "score-most"})
    assert judge.move(ex, ["3R"])["status"] == "success"
    missed = judge.move(ex, ["5R"])["message"]
    assert "0 points (nothing that scores)" in missed and "the most this turn was 3" in missed


def test_name_what_scores():
    after = START.copy()
    after.push("3R")
    ex = exercise({"type": "name-yaku"}, after)
    assert judge.answer(ex, ["hongdan"])["status"] == "success"
    assert judge.answer(ex, ["none"])["status"] != "success"


def test_go_or_stop_is_judged_by_value_with_figures():
    at_three = START.copy()
    at_three.push("3R")
    assert at_three.phase_name == "decide"
    ex = exercise({"type": "go-or-stop"}, at_three)
    verdicts = {a: judge.move(ex, [a]) for a in ("go", "stop")}
    assert {v["status"] for v in verdicts.values()} <= {"success", "missed"}
    assert any(v["status"] == "success" for v in verdicts.values())
    assert all("deals of the cards you cannot see" in v["message"] for v in verdicts.values())
