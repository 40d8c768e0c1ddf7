"""The browser's play endpoints (``play.*`` and ``games`` of
:mod:`hanafuda_core.webapi`), once over every registered game.

Plain test functions: only ``pytest.raises`` and ``pytest.mark.parametrize``
are used, so the file also runs in Pyodide under the small pytest shim.
"""

from __future__ import annotations

import json

import pytest

from hanafuda_core import games
from hanafuda_core.deck import CARDS
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.play import SAVE_HEADER, describe_options
from hanafuda_core.webapi import call

KEYS = [g.key for g in games.all_games()]
FIRST = KEYS[0]


def api(name, **args):
    return json.loads(call(name, json.dumps(args)))


def result(name, **args):
    out = api(name, **args)
    assert out["ok"], out
    return out["result"]


def test_the_games_are_listed_with_their_facts():
    listed = result("games")
    assert [g["key"] for g in listed] == KEYS
    for entry in listed:
        game = games.get(entry["key"])
        assert entry == {"key": game.key, "name": game.info.name, "seats": list(game.info.seat_counts),
                         "blurb": str(game.site.blurb)}  # (the JSON API writes its messages in the session's language)


@pytest.mark.parametrize("key", KEYS)
def test_a_match_through_the_endpoints(key):
    seats = games.get(key).info.seat_counts[0]
    r = result("play.new", game=key, seed=13, seats=seats)
    sid = r["session"]
    assert r["seed"] == 13 and r["saved"].startswith(SAVE_HEADER)
    assert [o["name"] for o in r["options"]] == [o["name"] for o in describe_options(key)]
    for _ in range(300):
        if r["view"]["waiting"] != "computer":
            break
        r = result("play.computer", session=sid)
        assert r["ok"]
    assert r["view"]["waiting"] == "you"
    r = result("play.view", session=sid, showLegal=True)
    start = r["saved"]
    # a card that matches two field cards is played by naming the one it takes (its "then")
    legal = [c["then"][0]["action"] if c.get("then") else c["action"]
             for z in r["view"]["zones"] for c in z["cards"] if c.get("legal") and c.get("action")]
    legal += [b["action"] for b in r["view"]["buttons"] if b.get("enabled", True)]
    assert legal, r["view"]
    wrong = next(c.code for c in CARDS if c.code not in legal)
    bad = result("play.act", session=sid, action=wrong)
    assert bad["ok"] is False and bad["reason"] and bad["saved"] == start
    good = result("play.act", session=sid, action=legal[0])
    assert good["ok"] and good["saved"] != start
    assert result("play.undo", session=sid)["saved"] == start
    restored = result("play.restore", game=key, saved=good["saved"])
    assert restored["session"] != sid and restored["saved"] == good["saved"]
    nxt = result("play.next-round", session=sid)
    assert nxt["ok"] is False and nxt["reason"]
    levels = result("play.levels", game=key)
    assert [lv["key"] for lv in levels] == ["beginner", "standard", "strong"]
    assert result("play.options", game=key) == written(describe_options(key), ENGLISH)


@pytest.mark.parametrize("key", KEYS)
def test_a_saved_match_restores_only_in_its_own_game(key):
    saved = result("play.new", game=key, seed=3)["saved"]
    other = next(k for k in KEYS if k != key)
    out = api("play.restore", game=other, saved=saved)
    assert out["ok"] is False and games.get(key).name in out["error"]["message"]


@pytest.mark.parametrize("name, args, message", [
    ("play.restore", {"game": FIRST, "saved": "nonsense"}, "not a saved game"),
    ("play.restore", {"game": FIRST, "saved": None}, "the argument 'saved' is needed"),
    ("play.restore", {"game": FIRST, "saved": 5}, "'saved' must be a text"),
    ("play.view", {"session": "nope"}, "this game was closed"),
    ("play.act", {"session": "nope", "action": "3R"}, "this game was closed"),
    ("play.new", {"game": "chess"}, "unknown game"),
    ("play.new", {"game": FIRST, "options": {"no-such-option": 1}}, "unknown option 'no-such-option'"),
    ("play.options", {"game": "chess"}, "unknown game"),
    ("play.levels", {"game": "chess"}, "unknown game"),
    ("play.act", {"session": "nope"}, "action"),
])
def test_play_endpoint_errors_are_messages(name, args, message):
    out = api(name, **args)
    assert out["ok"] is False
    assert out["error"]["type"] != "InternalError", out
    assert message in out["error"]["message"]


def test_a_reply_is_written_as_the_whole_reply_written_then_encoded():
    """``webapi.write`` writes a reply's messages as the JSON encoder meets them:
    the same text as the reply written whole (``messages.written``), then
    encoded, for a match's replies and an error; a value that is neither JSON
    nor a message is refused (``call`` reports it as an internal error)."""
    from hanafuda_core import webapi

    key = games.keys()[0]
    replies = [webapi.answer("play.new", json.dumps({"game": key, "seed": 3})),
               webapi.answer("play.options", json.dumps({"game": key})),
               webapi.answer("play.act", json.dumps({"session": "s0", "action": "x"}))]
    session = replies[0]["result"]["session"]
    view = replies[0]["result"]["view"]
    action = next((c["action"] for z in view["zones"] for c in z.get("cards", []) if c.get("action")), None)
    if action:
        replies.append(webapi.answer("play.act", json.dumps({"session": session, "action": action})))
    assert all(r["ok"] for r in replies[:2]) and not replies[2]["ok"]
    for reply in replies:
        assert webapi.write(reply) == json.dumps(written(reply, ENGLISH))
    with pytest.raises(TypeError, match="not JSON"):
        webapi.write({"ok": True, "result": {"odd": {1, 2}}})
