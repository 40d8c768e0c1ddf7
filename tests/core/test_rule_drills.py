"""Rule drills: "Who deals?" and "Which card do you capture?" (no fixtures: these run in Pyodide too)."""

from __future__ import annotations

import pytest

from hanafuda_core.dealer import rank_draws
from hanafuda_core.notation import card
from hanafuda_core.families.capture import capture_choices, settle, stay_or_drop
from hanafuda_core.notation import CODE_IN_TEXT as CODE
from hanafuda_core.rng import Rng
from hanafuda_core.rule_drills import QUIZZES, RuleDrillError, WhichCapture, WhoDeals, correct_answers, get_quiz
from hanafuda_core.webapi import call

SEEDS = range(60)


def _values(q):
    return [c["value"] for c in q["choices"]]


@pytest.mark.parametrize("name", sorted(QUIZZES))
def test_questions_are_deterministic_per_seed(name):
    quiz = get_quiz(name)
    for seed in (1, "abc", 99):
        assert quiz.question(Rng(seed)) == quiz.question(Rng(seed))
    assert quiz.question(Rng(1))["state"] != quiz.question(Rng(2))["state"] or \
        quiz.question(Rng(3))["state"] != quiz.question(Rng(1))["state"]


@pytest.mark.parametrize("name", sorted(QUIZZES))
def test_exactly_the_engines_answers_are_accepted(name):
    quiz = get_quiz(name)
    for seed in SEEDS:
        q = quiz.question(Rng(seed))
        right = correct_answers(name, q["state"])
        assert right and right <= set(_values(q))
        accepted = {v for v in _values(q) if quiz.check(q["state"], v)["correct"]}
        assert accepted == right, (seed, q["state"])


def _who_deals_expected(codes):
    top = rank_draws({p: card(c) for p, c in enumerate(codes)})[0]
    return {"again"} if len(top) > 1 else {str(top[0] + 1)}


def test_who_deals_matches_the_dealer_rules():
    kinds = set()
    for seed in range(200):
        q = WhoDeals.question(Rng(seed))
        codes = q["state"]["cards"]
        assert 2 <= len(codes) <= 4 and len(set(codes)) == len(codes)
        assert _values(q) == [str(i + 1) for i in range(len(codes))] + ["again"]
        assert WhoDeals.correct(q["state"]) == _who_deals_expected(codes)
        lead = min(card(c).month for c in codes)
        same = [card(c) for c in codes if card(c).month == lead]
        if WhoDeals.correct(q["state"]) == {"again"}:
            kinds.add("full tie")
        elif len(same) > 1:
            kinds.add("month tie")
        else:
            kinds.add("plain")
        assert all(g["cards"][0]["html"] for g in q["groups"])
    assert kinds == {"full tie", "month tie", "plain"}


def test_who_deals_explanations():
    # Same month, different values: the higher value deals.
    v = WhoDeals.check({"cards": ["3C1", "7R", "3B"]}, "3")
    assert v["correct"] and "earliest month drawn is March" in v["explanation"]
    assert "higher point value wins" in v["explanation"] and "Player 3 deals" in v["explanation"]
    wrong = WhoDeals.check({"cards": ["3C1", "7R", "3B"]}, "1")
    assert not wrong["correct"]
    assert "same month as the Curtain but worth less (1 point against 20 points)" in wrong["explanation"]
    wrong = WhoDeals.check({"cards": ["3C1", "7R", "3B"]}, "2")
    assert "Bush clover ribbon is a July card, and March comes earlier" in wrong["explanation"]
    # A full tie: draw again.
    v = WhoDeals.check({"cards": ["9A", "2C1", "2C2"]}, "again")
    assert v["correct"] and "full tie" in v["explanation"] and "draw again" in v["explanation"]
    wrong = WhoDeals.check({"cards": ["9A", "2C1", "2C2"]}, "2")
    assert not wrong["correct"] and "not better" in wrong["explanation"]
    wrong = WhoDeals.check({"cards": ["8A", "4C1"]}, "again")
    assert "No need to draw again" in wrong["explanation"] and "an August" not in wrong["explanation"]
    assert "Player 2 deals" in wrong["explanation"]
    assert "an October card" in WhoDeals.check({"cards": ["10A", "4C1"]}, 1)["explanation"]


def _capture_expected(state):
    played = card(state["card"])
    field = [card(c) for c in state["field"]]
    same = [c.code for c in field if c.month == played.month]
    if not same:
        return {"nothing"}
    if len(same) == 3:
        return {"all"}
    return set(same)


def test_capture_matches_the_capture_rules():
    counts = set()
    for seed in range(200):
        q = WhichCapture.question(Rng(seed))
        st = q["state"]
        assert 6 <= len(st["field"]) <= 8 and st["card"] not in st["field"]
        assert WhichCapture.correct(st) == _capture_expected(st)
        mask = sum(card(c).bit for c in st["field"])
        assert len(capture_choices(card(st["card"]).index, mask)) == len(WhichCapture.correct(st)) or \
            WhichCapture.correct(st) == {"all"}
        counts.add(sum(card(c).month == card(st["card"]).month for c in st["field"]))
        assert _values(q)[-1] == "nothing"
        assert ("all" in _values(q)) == any(
            sum(card(c).month == m for c in st["field"]) == 3 for m in range(1, 13))
    assert counts == {0, 1, 2, 3}


def test_capture_explanations():
    st = {"card": "8B", "field": ["3R", "2A", "8C1", "8C2", "11B", "4C1"]}
    assert WhichCapture.correct(st) == {"8C1", "8C2"}
    for answer in ("8C1", "8C2"):
        v = WhichCapture.check(st, answer)
        assert v["correct"] and "the player chooses" in v["explanation"] and "both answers are right" in v["explanation"]
    wrong = WhichCapture.check(st, "3R")
    assert not wrong["correct"] and "does not match the Cherry poetry ribbon" in wrong["explanation"]
    wrong = WhichCapture.check(st, "nothing")
    assert "cannot simply join the field" in wrong["explanation"]

    stack = {"card": "5R", "field": ["1R", "5A", "5C2", "7R", "8C1", "5C1"]}
    assert WhichCapture.correct(stack) == {"all"}
    assert "captures all three" in WhichCapture.check(stack, "all")["explanation"]
    wrong = WhichCapture.check(stack, "5A")
    assert not wrong["correct"] and "takes all three, not just one" in wrong["explanation"]

    none = {"card": "1B", "field": ["3R", "2A", "8C1", "8C2", "11B", "4C1"]}
    v = WhichCapture.check(none, "nothing")
    assert v["correct"] and "joins the field" in v["explanation"]
    wrong = WhichCapture.check(none, "4C1")
    assert "an April card" in wrong["explanation"] and "write" not in wrong["explanation"]


def test_every_who_deals_explanation_names_the_earliest_month():
    for seed in range(300):
        q = WhoDeals.question(Rng(seed))
        cards = [card(c) for c in q["state"]["cards"]]
        lead = min(cards, key=lambda c: c.month)
        for value in _values(q):
            text = WhoDeals.check(q["state"], value)["explanation"]
            assert f"earliest month drawn is {lead.flower.month_name}" in text, (seed, value)


def test_every_capture_explanation_names_the_played_card():
    # Each verdict, right or wrong, says which card was played, whatever the field holds.
    seen_stacks = 0
    for seed in range(300):
        q = WhichCapture.question(Rng(seed))
        st = q["state"]
        seen_stacks += WhichCapture.correct(st) == {"all"}
        for value in _values(q):
            said = WhichCapture.check(st, value)["explanation"]
            assert card(st["card"]).name in said and not CODE.search(said), (seed, value)
    assert seen_stacks  # the stacked-month case was among the questions


@pytest.mark.parametrize("quiz, state, answer, message", [
    ("who-deals", None, "1", "question state"),
    ("who-deals", {"cards": ["1B"]}, "1", "2 to 4 cards"),
    ("who-deals", {"cards": ["1B", "1B"]}, "1", "appears twice"),
    ("who-deals", {"cards": ["1B", "13Z"]}, "1", "not a card"),
    ("who-deals", {"cards": "1B 2A"}, "1", "list of card codes"),
    ("who-deals", {"cards": ["1B", "2A"]}, "3", "answer must be one of"),
    ("capture", {"card": "1B"}, "nothing", "question state"),
    ("capture", {"card": "1B", "field": ["1B", "2A"]}, "nothing", "both played and on the field"),
    ("capture", {"card": "1B", "field": ["2A", "2R", "2C1", "2C2"]}, "nothing", "void"),
    ("capture", {"card": 7, "field": ["2A"]}, "nothing", "card code"),
    ("capture", {"card": "1B", "field": ["2A", "3B"]}, "1R", "answer must be one of"),
    ("capture", {"card": "1B", "field": ["2A", "3B"]}, "all", "answer must be one of"),
])
def test_bad_state_or_answer_is_rejected(quiz, state, answer, message):
    with pytest.raises(RuleDrillError, match=message):
        get_quiz(quiz).check(state, answer)
    assert issubclass(RuleDrillError, ValueError)


def test_unknown_quiz():
    with pytest.raises(ValueError, match="unknown quiz"):
        get_quiz("poker")


def test_endpoints():
    import json

    q = json.loads(call("quiz.question", json.dumps({"quiz": "capture", "seed": 5})))
    assert q["ok"] and q["result"] == WhichCapture.question(Rng(5))
    st = q["result"]["state"]
    right = sorted(WhichCapture.correct(st))[0]
    v = json.loads(call("quiz.check", json.dumps({"quiz": "capture", "state": st, "answer": right})))
    assert v["ok"] and v["result"]["correct"]
    bad = json.loads(call("quiz.check", json.dumps({"quiz": "who-deals", "state": {"cards": ["1B"]}, "answer": "1"})))
    assert not bad["ok"] and "2 to 4 cards" in bad["error"]["message"]
    unseeded = json.loads(call("quiz.question", json.dumps({"quiz": "who-deals"})))
    assert unseeded["ok"] and unseeded["result"]["quiz"] == "who-deals"


def test_the_pages_worked_examples():
    """The numbers stated on docs/common-rules.md."""
    assert settle([20, 0, 0]) == [40, -20, -20]
    assert settle([0, 7, 3]) == [-10, 11, -1]
    r = stay_or_drop(5, 0, {0: "drop", 1: "stay", 2: "drop"})
    assert r.dealer == 1 and r.forced == (3, 4)
    assert list(r.payments) == [-12, 8, -12, 8, 8]
    assert WhoDeals.correct({"cards": ["3B", "3C1", "7R"]}) == {"1"}
    field = ["3R", "2A", "8C1", "8C2", "11B", "4C1"]
    assert WhichCapture.correct({"card": "3B", "field": field}) == {"3R"}
    assert WhichCapture.correct({"card": "8B", "field": field}) == {"8C1", "8C2"}
    assert WhichCapture.correct({"card": "1B", "field": field}) == {"nothing"}
