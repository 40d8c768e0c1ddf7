"""Tests of playing Koi-Koi against the computer (hanafuda_core.play, game "koikoi").

Plain test functions: only ``pytest.raises`` and ``pytest.mark.parametrize``
are used, so the file also runs in Pyodide under the small pytest shim.
"""

import pytest

from hanafuda_core.games.koikoi import PRESETS, KoiKoiOptions
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.play import PlayError, PlaySession, describe_options
from hanafuda_core.webapi import call

SEED = 3  # the computer deals and plays; the learner then holds a card matching two field cards
TWO_TARGETS = "1C1"  # that card: played without naming its target it is illegal


def play_to_learner(s):
    n = 0
    while s.waiting == "computer":
        assert s.computer_step()["ok"]
        n += 1
        assert n < 100
    return s


def legal(s):
    return [a.text() for a in s.match.position.legal_actions()]


def test_a_whole_round_against_the_computer():
    s = PlaySession("koikoi", options="seed,rounds=6", seed=11)
    assert written(s.view(), ENGLISH)["log"][1].startswith("Round 1 of 6: ")
    steps = 0
    while s.waiting in ("you", "computer"):
        steps += 1
        assert steps < 200, "the round must end"
        if s.waiting == "computer":
            r = s.computer_step()
            assert r["ok"] and r["action"] and r["said"]
        else:
            r = s.act(legal(s)[0])
            assert r["ok"], r
    assert s.waiting == "round-over"
    v = written(s.view(), ENGLISH)
    out = s.match.position.outcome()
    assert v["outcome"]["text"] and v["outcome"]["title"]
    if out.breakdown is not None:
        assert out.breakdown.explain() in v["outcome"]["text"]
    labels = [i["label"] for i in v["info"]]
    assert labels[:4] == ["Score", "Round", "Your yaku", "Computer's yaku"]
    assert {"label": "Score", "value": f"You {out.scores[0]} – {out.scores[1]} Computer"} in v["info"]
    assert not s.act("stop")["ok"] and not s.computer_step()["ok"]
    assert s.next_round()["ok"] and s.round_number == 2
    assert any(line.startswith("Round 1: ") for line in written(s.view(), ENGLISH)["log"])
    assert PlaySession.from_text(s.to_text()).view() == s.view()


def test_a_whole_short_match_ends_with_the_final_score():
    s = PlaySession("koikoi", options={"preset": "seed", "rounds": 6}, seed=13)
    steps = 0
    while s.waiting != "match-over":
        steps += 1
        assert steps < 2000
        if s.waiting == "computer":
            assert s.computer_step()["ok"]
        elif s.waiting == "you":
            assert s.act(legal(s)[-1])["ok"]
        else:
            assert s.next_round()["ok"]
    assert s.round_number == 6
    v = s.view()
    w = written(v, ENGLISH)
    assert "match" in w["outcome"]["title"] and "Final score" in w["status"]
    assert not s.next_round()["ok"]
    assert PlaySession.from_text(s.to_text()).view() == v


def test_an_illegal_action_changes_nothing_and_says_why():
    s = play_to_learner(PlaySession("koikoi", seed=SEED))
    before = s.to_text()
    pos = s.match.position
    r = s.act(TWO_TARGETS)
    assert r["ok"] is False
    assert str(r["reason"]) == str(pos.explain_illegal(TWO_TARGETS)) and "choose which one it captures" in str(r["reason"])
    assert r["view"]["status"] and s.to_text() == before
    r = s.act("stop")
    assert not r["ok"] and "only right after a turn" in str(r["reason"]) and s.to_text() == before
    r = s.act("banana")
    assert not r["ok"] and "not an action" in str(r["reason"]) and s.to_text() == before
    # A choice of target makes it legal; the move is saved in its canonical form.
    target = next(t for t in legal(s) if t.startswith(TWO_TARGETS + ">"))
    assert s.act(target)["ok"] and s.rounds[-1][-1] == target


def test_a_saved_match_names_its_rule_set():
    s = play_to_learner(PlaySession("koikoi", options="nintendo,rounds=6", seed=SEED))
    s.act(legal(s)[1])
    play_to_learner(s)
    text = s.to_text()
    assert "game: koikoi" in text and "options: nintendo,rounds=6" in text
    back = PlaySession.from_text(text)
    assert back.game_name == "koikoi" and back.options == KoiKoiOptions("nintendo", rounds=6)
    assert back.to_text() == text and back.view() == s.view()


def _saved():
    return play_to_learner(PlaySession("koikoi", seed=SEED)).to_text()


@pytest.mark.parametrize("mangle, message", [
    (lambda t: "", "not a saved game"),
    (lambda t: t.replace("game: koikoi", "game: chess"), "unknown game"),
    (lambda t: t.replace("options: seed", "options: seed,rounds=banana"), "Koi-Koi options"),
    (lambda t: t.replace("options: seed", "options: tournament"), "unknown preset"),
    (lambda t: t.replace("round: ", "round: 13Z ", 1), "not legal"),
    (lambda t: t.replace("round: 3B", "round: 1C1"), "not legal"),
    (lambda t: t.replace(f"seed: {SEED}", "seed: 99"), "saved game: "),
    (lambda t: t.replace("position: ", "position: x"), "do not lead to the position"),
    (lambda t: t.replace("scores: 0-0", "scores: 9-0"), "scores"),
    (lambda t: t + "round: 3B\n", "round 1 is not over"),
], ids=["empty", "game", "option", "preset", "action", "wrong-move", "seed", "position", "scores", "extra-round"])
def test_corrupt_saved_text_is_a_clear_error(mangle, message):
    text = _saved()
    assert "round: 3B\n" in text and "scores: 0-0" in text
    with pytest.raises(PlayError, match=message):
        PlaySession.from_text(mangle(text))


def test_options_form_data_and_parsing():
    opts = written(describe_options("koikoi"), ENGLISH)  # its words are messages, written as the JSON API writes them
    assert opts[0]["name"] == "preset" and [c["value"] for c in opts[0]["choices"]] == list(PRESETS)
    # each rule set is offered with its name and description (no identifier in the words)
    for c, p in zip(opts[0]["choices"], PRESETS.values()):
        assert c["label"] == p.name and c["description"] == p.description
    for o in opts[1:]:
        assert o["input"] == "select" and o["default"] is None and o["choices"][0]["value"] is None
        assert o["description"] and o["label"] and o["group"]
        # the form names each rule set's own value for "the rule set's choice"
        assert o["default_from"] == {"option": "preset",
                                     "values": {k: getattr(p.options, o["name"]) for k, p in PRESETS.items()}}
    # The form sends every option; None keeps the preset's choice.
    form = {o["name"]: o["default"] for o in opts}
    assert PlaySession("koikoi", options=form, seed=1).options == KoiKoiOptions()
    form["preset"] = "nintendo-leaflet"
    assert PlaySession("koikoi", options=form, seed=1).options == KoiKoiOptions("nintendo-leaflet")
    # a custom set: a rule set with single rules changed, saved as the set and the changes
    form.update(viewing_yaku="no", rounds=6, five_lights=15)
    s = PlaySession("koikoi", options=form, seed=1)
    assert s.options == KoiKoiOptions("nintendo-leaflet", viewing_yaku="no", rounds=6, five_lights=15)
    assert "options: nintendo-leaflet,five-lights=15,viewing=no,rounds=6" in s.to_text()
    assert PlaySession.from_text(s.to_text()).options == s.options
    assert PlaySession("koikoi", options={"viewing": "no"}, seed=1).options == KoiKoiOptions(viewing_yaku=False)


@pytest.mark.parametrize("options, message", [
    ({"preset": "tournament"}, "unknown rule set"),
    ({"preset": "nintendo"}, "unknown rule set"),  # the retired preset is not offered
    ({"colour": True}, "unknown option"),
    ({"caller_second_yaku": "choose-again"}, "needs multiple_koikoi"),
    ({"rounds": "many"}, "needs a number"),
    ("seed,wild=maybe", "yes/no"),
    (42, "options must be"),
], ids=["preset", "retired", "unknown", "second", "rounds", "text", "type"])
def test_bad_options(options, message):
    with pytest.raises(PlayError, match=message):
        PlaySession("koikoi", options=options)


def test_endpoints_play_koikoi():
    import json

    def api(name, **args):
        return json.loads(call(name, json.dumps(args)))

    assert api("play.options", game="koikoi")["result"] == written(describe_options("koikoi"), ENGLISH)
    r = api("play.new", game="koikoi", seed=SEED)["result"]
    assert r["view"]["game"] == "koikoi" and r["view"]["waiting"] == "computer"
    back = api("play.restore", game="koikoi", saved=r["saved"])["result"]
    assert back["view"] == r["view"]
    wrong = api("play.restore", game="poka", saved=r["saved"])
    assert wrong["ok"] is False and "Koi-Koi match" in wrong["error"]["message"]
