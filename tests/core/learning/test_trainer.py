"""The puzzle trainer's record: choosing near the rating, missed puzzles
coming back, streaks, and damaged records read as a fresh start."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from hanafuda_core import webapi
from hanafuda_core.learning import trainer

from fuzzing import examples

INDEX = [{"id": f"p{i:02d}", "rating": 900 + 25 * i, "themes": ["odd" if i % 2 else "even"]} for i in range(60)]


def by_id(pid):
    return next(p for p in INDEX if p["id"] == pid)


def test_first_puzzle_is_near_1500_and_fixed():
    state = trainer.fresh()
    first = trainer.choose(state, INDEX)
    assert abs(by_id(first)["rating"] - 1500) <= 150
    assert trainer.choose(trainer.fresh(), INDEX) == first


def test_choice_follows_the_rating_and_the_theme():
    state = trainer.fresh()
    state["rating"] = 2200.0
    assert by_id(trainer.choose(state, INDEX))["rating"] >= 2000
    state["rating"] = 1000.0
    assert by_id(trainer.choose(state, INDEX))["rating"] <= 1200
    assert "odd" in by_id(trainer.choose(state, INDEX, "odd"))["themes"]


def test_solved_puzzles_are_not_offered_again_while_others_are_near():
    state = trainer.fresh()
    seen = []
    for _ in range(10):
        pid = trainer.choose(state, INDEX)
        seen.append(pid)
        state = trainer.record(state, by_id(pid), True)
    assert len(set(seen)) == 10


def test_missed_puzzle_comes_back_after_three_and_until_solved():
    state = trainer.fresh()
    missed = trainer.choose(state, INDEX)
    state = trainer.record(state, by_id(missed), False)
    assert state["streak"] == 0 and state["again"] == [{"id": missed, "due": 4}]
    order = []
    for _ in range(3):
        pid = trainer.choose(state, INDEX)
        order.append(pid)
        state = trainer.record(state, by_id(pid), True)
    assert missed not in order
    assert trainer.choose(state, INDEX) == missed
    state = trainer.record(state, by_id(missed), False)  # missed again: back three later
    assert state["again"] == [{"id": missed, "due": 8}]
    for _ in range(3):
        state = trainer.record(state, by_id(trainer.choose(state, INDEX)), True)
    assert trainer.choose(state, INDEX) == missed
    state = trainer.record(state, by_id(missed), True)
    assert state["again"] == []


def test_rating_streak_and_history():
    state = trainer.fresh()
    for pid in ("p24", "p25", "p26"):
        state = trainer.record(state, by_id(pid), True)
    assert state["streak"] == state["best"] == 3 and state["rating"] > 1500
    state = trainer.record(state, by_id("p10"), False)
    assert state["streak"] == 0 and state["best"] == 3
    assert len(state["history"]) == 5 and state["history"][0] == 1500


def test_record_survives_a_round_trip():
    state = trainer.record(trainer.fresh(), by_id("p20"), False)
    again, warning = trainer.load(trainer.dump(state))
    assert warning is None and again == state


@pytest.mark.parametrize("text", [
    "not json", "[]", "{}", '{"version": 2}', json.dumps({**trainer.fresh(), "rating": "high"}),
    json.dumps({**trainer.fresh(), "rating": float("nan")}).replace("NaN", "1e999"),
    json.dumps({**trainer.fresh(), "again": [{"id": "x"}]}), json.dumps({**trainer.fresh(), "history": "x"}),
    "{" * 5000, "x" * 300_000,
])
def test_damaged_record_starts_afresh_with_a_message(text):
    state, warning = trainer.load(text)
    assert state == trainer.fresh()
    assert "could not be read" in str(warning) and "1500" in str(warning)


@settings(max_examples=examples(60), derandomize=True, deadline=None)
@given(st.one_of(st.text(max_size=300), st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
                 st.dictionaries(st.sampled_from(list(trainer.fresh())), st.one_of(
                     st.none(), st.integers(), st.floats(), st.text(max_size=5), st.lists(st.integers())))
                 .map(json.dumps)))
def test_any_stored_text_gives_a_usable_record(text):
    state, _ = trainer.load(text)
    pid = trainer.choose(state, INDEX)
    trainer.record(state, by_id(pid), True)


def test_webapi_start_and_result():
    reply = json.loads(webapi.call("trainer.start", json.dumps({"store": "garbage", "index": INDEX})))
    assert reply["ok"] and "could not be read" in reply["result"]["warning"]
    first = reply["result"]["next"]
    reply = json.loads(webapi.call("trainer.result", json.dumps(
        {"store": reply["result"]["store"], "index": INDEX, "puzzle": first, "solved": True})))["result"]
    assert reply["summary"]["change"] > 0 and reply["summary"]["streak"] == 1 and reply["warning"] == ""
    assert reply["next"] != first and "<svg" in reply["summary"]["plot"]
    bad = json.loads(webapi.call("trainer.result", json.dumps(
        {"store": "", "index": INDEX, "puzzle": "nope", "solved": True})))
    assert not bad["ok"] and "catalogue" in bad["error"]["message"]
    bad = json.loads(webapi.call("trainer.start", json.dumps({"store": "", "index": [{"id": 3}]})))
    assert not bad["ok"] and "damaged" in bad["error"]["message"]
