"""Poka's play against the computer (hanafuda_core.play): what only Poka has
(the behaviour every game shares is tested once in tests/core/play and
tests/core/webapi).

Plain test functions: only ``pytest.raises`` and ``pytest.mark.parametrize``
are used, so the file also runs in Pyodide under the small pytest shim.
"""

import pytest

from hanafuda_core.play import SAVE_HEADER, PlayError, PlaySession, describe_options
from hanafuda_core.games.poka import PokaOptions
from hanafuda_core.messages import ENGLISH, written


def view_of(s):
    """The session's view, written in English (a view holds messages)."""
    return written(s.view(), ENGLISH)


def hand_zone(view):
    return next(z for z in view["zones"] if z["id"] == "hand-0")


def play_to_learner(s):
    """Let the computer move until the learner has to decide (or the round is over)."""
    n = 0
    while s.waiting == "computer":
        r = s.computer_step()
        assert r["ok"], r
        n += 1
        assert n < 200
    return s


def learner_move(s, pick=0):
    acts = s.match.position.legal_actions()
    return acts[pick % len(acts)].text()


def test_a_whole_match_against_the_computer():
    s = PlaySession("poka", options="target=3", seed=13)
    steps = 0
    rounds_seen = set()
    while s.waiting != "match-over":
        steps += 1
        assert steps < 3000, "the match must end"
        w = s.waiting
        rounds_seen.add(s.round_number)
        if w == "computer":
            r = s.computer_step()
            assert r["ok"] and r["action"] and r["said"]
        elif w == "you":
            # The learner plays the last legal action: the longest chains, then stop or pass.
            r = s.act(learner_move(s, -1))
            assert r["ok"], r
        else:
            before = s.match.position.outcome().scores
            r = s.next_round()
            assert r["ok"]
            assert s.match.position.scores == before  # the new round starts from the scores after the last
    v = view_of(s)
    out = s.match.position.outcome()
    assert out.match_winner is not None and max(out.scores) >= 3
    assert out.scores[out.match_winner] == max(out.scores)
    assert v["outcome"]["title"] in ("You win the match", "Computer wins the match")
    assert {"label": "Score", "value": f"You {out.scores[0]} – {out.scores[1]} Computer"} in v["info"]
    assert rounds_seen == set(range(1, s.round_number + 1))
    # Each finished round is summarised in the log, with the points it gave.
    summaries = [line for line in v["log"] if line.startswith("Round ")
                 and not line.split(": ", 1)[1].startswith(("You deal", "Computer deals"))]
    assert len(summaries) == s.round_number - 1
    # Nothing is possible after the end.
    assert not s.act("pass")["ok"] and not s.computer_step()["ok"] and not s.next_round()["ok"]
    # The finished match saves and restores too.
    assert view_of(PlaySession.from_text(s.to_text())) == v


def test_the_view_says_who_is_waiting():
    s = PlaySession("poka", seed=13)
    v = view_of(s)
    assert v["waiting"] == "computer" and v["round"] == 1 and v["canUndo"] is False
    assert v["log"][0].startswith("Dealer draw: ") and v["log"][1].startswith("Round 1: Computer deals")
    play_to_learner(s)
    v = s.view()
    assert v["waiting"] == "you"
    assert all(c["action"] for c in hand_zone(v)["cards"])


def test_an_illegal_action_changes_nothing_and_says_why():
    s = play_to_learner(PlaySession("poka", seed=13))
    p = s.match.position
    illegal = next(c.code for c in p.hand(0) if not p.is_legal(c.code))
    before_text, before_view = s.to_text(), s.view()
    r = s.act(illegal)
    assert r["ok"] is False and str(r["reason"]) == str(p.explain_illegal(illegal))
    assert "can only follow" in str(r["reason"])
    assert s.to_text() == before_text and r["view"] == before_view
    for junk in ("", "13Z", "stop", "12B+12C3", 42):
        r = s.act(junk)
        assert r["ok"] is False and r["reason"]
        assert s.to_text() == before_text


def test_undo_across_the_end_of_a_round():
    s = PlaySession("poka", seed=13)
    while s.waiting != "round-over":
        if s.waiting == "computer":
            s.computer_step()
        else:
            s.act(learner_move(s, -1))
    s.next_round()
    assert s.round_number == 2
    if not s.rounds[1] or s.waiting == "computer":
        play_to_learner(s)
    # Undo may have to go back into round 1 (when the learner has not moved in round 2 yet).
    mine_in_round_2 = [i for i, p in enumerate(s._players[1]) if p == 0]
    r = s.undo()
    assert r["ok"]
    if not mine_in_round_2:
        assert s.round_number == 1 and s.waiting == "you"


def test_a_saved_match_names_its_options_and_position():
    s = play_to_learner(PlaySession("poka", options={"target": 3, "jan-feb": True}, seed=99))
    for _ in range(6):
        if s.waiting == "you":
            s.act(learner_move(s))
        elif s.waiting == "computer":
            s.computer_step()
        elif s.waiting == "round-over":
            s.next_round()
    text = s.to_text()
    lines = text.splitlines()
    assert lines[0] == SAVE_HEADER and "game: poka" in lines and "seed: 99" in lines
    assert "options: target=3,jan-feb" in lines
    assert lines[-1] == f"position: {s.match.position.to_text()}"
    t = PlaySession.from_text(text)
    assert t.to_text() == text and t.view() == s.view()
    assert t.options == PokaOptions(target=3, jan_feb_all_at_once=True)


def _saved(seed=13):
    return play_to_learner(PlaySession("poka", seed=seed)).to_text()


@pytest.mark.parametrize("mangle, message", [
    (lambda t: "", "not a saved game"),
    (lambda t: "{\"garbage\": true}", "not a saved game"),
    (lambda t: t.replace("game: poka", "game: chess"), "unknown game"),
    (lambda t: t.replace("options: -", "options: target=banana"), "options"),
    (lambda t: t.replace("seed: 13", "seed: five"), "seed"),
    (lambda t: t.replace("round:", "round: 13Z", 1), "not legal"),
    (lambda t: t.replace("round: pass", "round: 12B"), "not legal"),
    (lambda t: t.replace("seed: 13", "seed: 14"), "saved game: "),
    (lambda t: t.replace("position: ", "position: x"), "do not lead to the position"),
    (lambda t: t.replace("scores: 0-0", "scores: 3-0"), "scores"),
    (lambda t: "\n".join(x for x in t.splitlines() if not x.startswith("position")), "'position' line is missing"),
    (lambda t: "\n".join(x for x in t.splitlines() if not x.startswith("round")), "no 'round' line"),
    (lambda t: t + "colour: red\n", "unknown field 'colour'"),
    (lambda t: t + "just words\n", "expected 'name: value'"),
    (lambda t: t + "round: pass\n", "round 1 is not over"),
    (lambda t: t.replace("seed: 13", "seed: 13\nseed: 14"), "given twice"),
])
def test_corrupt_saved_text_is_a_clear_error(mangle, message):
    with pytest.raises(PlayError, match=message):
        PlaySession.from_text(mangle(_saved()))


@pytest.mark.parametrize("bad", [None, 42, ["hanafuda-play 1"], "x" * 300_000], ids=["none", "number", "list", "huge"])
def test_saved_text_of_the_wrong_type(bad):
    with pytest.raises(PlayError):
        PlaySession.from_text(bad)


def test_options_as_text_dict_or_codes():
    assert PlaySession("poka", options="target=3,ghost-pass", seed=1).options == PokaOptions(
        target=3, may_pass_holding_ghost=True)
    assert PlaySession("poka", options={"target": "3", "after_draw": "dealer", "must-continue": "true"},
                       seed=1).options == PokaOptions(target=3, after_draw="dealer", must_continue_chain=True)
    assert PlaySession("poka", options={}, seed=1).options == PokaOptions()


@pytest.mark.parametrize("options, message", [
    ({"colour": "red"}, "unknown option 'colour'"),
    ({"target": 0}, "'target' must be from 1 to 99"),
    ({"target": True}, "needs a number"),
    ({"after_draw": "nobody"}, "'after-draw' is one of"),
    ({"jan-feb": "maybe"}, "yes/no"),
    ({"target": 3, "target ": 3}, "unknown"),
    ("target=", "needs a number"),
    (["target=3"], "options must be"),
])
def test_bad_options(options, message):
    with pytest.raises(PlayError, match=message):
        PlaySession("poka", options=options, seed=1)


@pytest.mark.parametrize("seed", [-1, 2 ** 64, 1.5, True, "abc"])
def test_bad_seed(seed):
    with pytest.raises(PlayError, match="seed"):
        PlaySession("poka", seed=seed)


def test_unknown_game():
    with pytest.raises(PlayError, match="unknown game .chess."):
        PlaySession("chess")


def test_same_seed_same_match_and_fresh_seeds_differ():
    a, b = PlaySession("poka", seed=7), PlaySession("poka", seed="7")
    assert a.to_text() == b.to_text()
    c = PlaySession("poka")
    assert 0 <= c.seed < 2 ** 53


def test_describe_options_is_form_data():
    opts = written(describe_options("poka"), ENGLISH)  # its words are messages, written as the JSON API writes them
    names = [o["name"] for o in opts]
    assert names == [o["name"] for o in PokaOptions.describe()]
    for o in opts:
        assert o["label"] and o["description"] and o["input"] in ("checkbox", "select")
        assert o["default"] in [c["value"] for c in o["choices"]]
        assert all(isinstance(c["label"], str) and c["label"] for c in o["choices"])
    target = next(o for o in opts if o["name"] == "target")
    assert [c["label"] for c in target["choices"]] == ["5 points (Go-mon Shobu)", "3 points (San-mon Shobu)"]
