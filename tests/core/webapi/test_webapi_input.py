"""The JSON API never shows a traceback: every bad call gets a clear message
in the project's own error types, and leaves the engine working.

Each case reported against the API is named here; the property-based test
at the end throws arbitrary JSON at every endpoint."""

from __future__ import annotations

import json

import pytest

from hanafuda_core import webapi

EXERCISE = {"game": "poka", "position": "1C2 7C1 9R; 4A 5C1; 6A; ?; 1; -; 0; 0; 0-0; 1; -",
            "goal": {"type": "legal-discard"}}


def raw(name, args_text):
    return json.loads(webapi.call(name, args_text))


def api(name, **args):
    return raw(name, json.dumps(args))


def assert_clear_error(out, *words):
    assert out["ok"] is False, out
    err = out["error"]
    assert err["type"] != "InternalError", err
    text = err["message"]
    assert "Traceback" not in text and "object has no attribute" not in text and "unhashable" not in text
    for w in words:
        assert w in text, (w, text)


def still_works():
    assert api("ping")["ok"]
    out = api("exercise.start", exercise=EXERCISE)
    assert out["ok"], out
    assert api("cards.svg", cards="1B")["ok"]


@pytest.mark.parametrize("name, args, words", [
    ("configure", {"cardBase": 5}, ["'cardBase' must be a text"]),
    ("exercise.view", {"exercise": EXERCISE, "actions": [1]}, ["list of texts"]),
    ("exercise.view", {"exercise": EXERCISE, "actions": 5}, ["list of texts"]),
    ("exercise.move", {"exercise": {**EXERCISE, "goal": {"type": "next-month"}}, "actions": ["7C1"]},
     ["answered by choosing"]),
    ("exercise.start", {"exercise": {**EXERCISE, "goal": {"type": ["legal-move"]}}}, ["unknown goal type"]),
    ("exercise.start", {"exercise": {**EXERCISE, "goal": {"type": {"a": 1}}}}, ["unknown goal type"]),
    ("exercise.start", {"exercise": {**EXERCISE, "game": ["poka"]}}, ["game"]),
    ("exercise.start", {"exercise": {**EXERCISE, "game": {"k": 1}}}, ["game"]),
    ("drill.name-that-card.check", {"card": None, "month": 1, "kind": "bright"}, ["'card' is needed"]),
    ("quiz.question", {"quiz": "who-deals", "seed": [1]}, ["'seed'"]),
    ("quiz.question", {"quiz": "who-deals", "seed": 1.5}, ["'seed'"]),
    ("cards.svg", {"cards": "1B", "width": ""}, ["'width'"]),
    ("cards.svg", {"cards": "1B", "width": 10 ** 400}, ["'width'"]),
    ("play.new", {"game": "poka", "seed": "²"}, ["'seed' must be a whole number"]),
    ("quiz.question", {"quiz": "who-deals", "seed": "²"}, ["digits 0-9"]),
    ("quiz.question", {"quiz": "who-deals", "seed": "hello"}, []),  # a text seed: accepted as text
    ("play.new", {"game": "poka", "seed": -1}, ["'seed'"]),
    ("play.new", {"game": "poka", "seats": "3"}, ["2 players"]),
    ("play.restore", {"game": "poka", "saved": "hanafuda-play 2\ngame: poka\noptions: -\nseed: ²\n"
                      "round:\nposition: x\n"}, ["seed"]),
    ("play.new", {"game": None}, ["'game' is needed"]),
    ("play.new", {"game": "poka", "colour": 1}, ["unknown argument 'colour'"]),
])
def test_reported_bad_calls_get_clear_errors(name, args, words):
    out = api(name, **args)
    if not words:  # accepted
        assert out["ok"], out
    else:
        assert_clear_error(out, *words)
    still_works()


@pytest.mark.parametrize("text, words", [
    ('{"cards": NaN}', ["NaN"]),
    ('{"cards": Infinity}', ["Infinity"]),
    ('{"width": 1' + "0" * 5000 + "}", ["not valid JSON"]),
    ("[" * 100_000 + "]" * 100_000, ["nested too deeply"]),
    ('{"a": ' + "[" * 40 + "]" * 40 + "}", ["nested too deeply"]),
    ("[1, 2]", ["JSON object"]),
    ("{not json", ["not valid JSON"]),
])
def test_malformed_arguments(text, words):
    assert_clear_error(raw("cards.svg", text), *words)
    still_works()


@pytest.mark.parametrize("name", [None, 5, ["ping"], "x" * 10_000, "no.such.call"])
def test_a_call_name_that_is_not_an_endpoint(name):
    assert_clear_error(json.loads(webapi.call(name, "{}")), "unknown call")


def test_arguments_that_are_not_text():
    assert_clear_error(json.loads(webapi.call("ping", 5)), "JSON text")
    assert_clear_error(json.loads(webapi.call("ping", b"{}")), "JSON text")


def test_a_bad_setting_is_refused_and_changes_nothing():
    before = api("configure", cardBase="assets/cards/x")
    assert before["ok"]
    assert_clear_error(api("configure", cardBase=12), "must be a text")
    svg = api("cards.svg", cards="1B")
    assert svg["ok"]


def test_engine_bugs_are_internal_errors_without_python_wording(monkeypatch):
    def broken():
        raise ValueError("invalid literal for int() with base 10: 'x'")

    monkeypatch.setitem(webapi.ENDPOINTS, "broken", (broken, {}))
    out = api("broken")
    assert out["error"]["type"] == "InternalError"
    assert "invalid literal" not in out["error"]["message"]


def test_every_endpoint_declares_its_arguments():
    import inspect

    for name, (fn, declared) in webapi.ENDPOINTS.items():
        params = set(inspect.signature(fn).parameters)
        assert params == set(declared), name
