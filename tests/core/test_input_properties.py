"""Property-based tests (Hypothesis): bad input never produces a traceback.

* every JSON API endpoint, with arbitrary JSON-like arguments (deep nesting,
  huge numbers, NaN, wrong types): the reply is a success or a documented
  error of the project's own types, and a following valid call still works;
* every game's options ``from_text`` and position and action parsers
  (over the registry), with random and mutated texts: the project's own
  error type on failure, a round trip on success.

Runs are bounded and derandomized so the suite stays fast and repeatable.
Inside Pyodide (no Hypothesis there unless installed) the module is skipped.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from hanafuda_core.messages import Message
from hanafuda_core import games, webapi
from hanafuda_core.errors import HanafudaError

from fuzzing import examples

SETTINGS = settings(max_examples=examples(60), deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

JSON_SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10 ** 30), max_value=10 ** 30),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30),
    st.sampled_from(["poka", "koikoi", "relay", "1B", "3R>3C1", "stop", "", "²", "-", "seed"]),
)
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)), max_leaves=12)
KNOWN_ERRORS = {"ApiError", "NotationError", "DrillError", "RuleDrillError", "GoalError", "PlayError",
                "OptionError", "GameError", "PositionError", "IllegalActionError", "UnknownGameError",
                "SeedError", "TutorialError"}


def _valid_call_still_works():
    out = json.loads(webapi.call("cards.svg", json.dumps({"cards": "1B 2A"})))
    assert out["ok"] and [c["card"] for c in out["result"]] == ["1B", "2A"]


def _check_reply(text: str):
    out = json.loads(text)
    if out["ok"]:
        return
    err = out["error"]
    assert err["type"] in KNOWN_ERRORS, err
    assert err["message"] and len(err["message"]) < 2000


@pytest.mark.parametrize("name", sorted(webapi.ENDPOINTS))
@SETTINGS
@given(args=st.dictionaries(st.text(max_size=12), JSON_VALUES, max_size=4), data=st.data())
def test_every_endpoint_answers_arbitrary_arguments(name, args, data):
    declared = webapi.ENDPOINTS[name][1]
    # Often use the declared names, so the values reach the endpoint itself.
    for key in declared:
        if data.draw(st.booleans()):
            args[key] = data.draw(JSON_VALUES)
    _check_reply(webapi.call(name, json.dumps(args)))
    _valid_call_still_works()


@SETTINGS
@given(st.text(max_size=200))
@example("[" * 5000 + "]" * 5000)
@example('{"cards": ' + "9" * 5000 + "}")
@example('{"cards": NaN}')
@example("")
def test_arbitrary_argument_texts(text):
    _check_reply(webapi.call("cards.svg", text))
    _valid_call_still_works()


GAME_KEYS = [g.key for g in games.all_games()]


def _mutations(text: str):
    return st.one_of(
        st.just(text),
        st.builds(lambda i, s: text[:i] + s + text[i:], st.integers(0, len(text)), st.text(max_size=5)),
        st.builds(lambda i, j: text[:i] + text[j:], st.integers(0, len(text)), st.integers(0, len(text))),
        st.text(max_size=60),
    )


@pytest.mark.parametrize("key", GAME_KEYS)
@SETTINGS
@given(data=st.data())
def test_options_texts(key, data):
    game = games.get(key)
    base = game.options_text(game.default_options())
    text = data.draw(_mutations(base + ",target=3"))
    try:
        opts = game.parse_options(text)
    except HanafudaError:
        return
    assert game.parse_options(game.options_text(opts)) == opts


@pytest.mark.parametrize("key", GAME_KEYS)
@SETTINGS
@given(data=st.data())
def test_position_and_action_texts(key, data):
    game = games.get(key)
    start = game.new_match(None, "properties", game.info.seat_counts[0]).position
    text = data.draw(_mutations(game.position_text(start)))
    try:
        pos = game.parse_position(text)
    except HanafudaError:
        return
    assert game.position_text(game.parse_position(game.position_text(pos))) == game.position_text(pos)
    if game.to_move(pos) is None:
        return
    action = data.draw(st.one_of(st.sampled_from(game.legal_actions(pos)), st.text(max_size=12)))
    reason = game.explain_illegal(pos, action)
    if reason is None:
        game.apply(pos, action)
    else:
        assert isinstance(reason, Message) and str(reason)
