"""Computer levels in play sessions and the JSON API, and the match review
(the test-only game Relay stands for any game: 3 seats, or 4 in teams)."""

from __future__ import annotations

import json

import pytest

from hanafuda_core import webapi
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.play import PlayError, PlaySession
from hanafuda_core.review import MatchReview


def api(name, **args):
    return json.loads(webapi.call(name, json.dumps(args)))


def _play_round(s: PlaySession, mine=None) -> None:
    """Play the current round out; the learner plays ``mine(position)`` (default: the last legal move)."""
    while s.waiting in ("you", "computer"):
        if s.waiting == "you":
            legal = s.game.legal_actions(s.position)
            assert s.act(mine(s.position) if mine else legal[-1])["ok"]
        else:
            assert s.computer_step()["ok"]


@pytest.mark.parametrize("level", ["beginner", "standard", "strong"])
def test_each_level_plays_a_round_and_is_saved_with_the_match(level):
    s = PlaySession("relay", seed=4, seats=3, level=level)
    assert s.level == level
    v = written(s.view(), ENGLISH)
    assert v["level"]["key"] == level
    assert {"label": "Computer", "value": v["level"]["label"]} in v["info"]
    _play_round(s)
    text = s.to_text()
    assert (f"level: {level}" in text) == (level != "standard")
    back = PlaySession.from_text(text)
    assert back.level == level and back.to_text() == text


def test_a_match_saved_without_a_level_plays_standard_and_bad_levels_are_refused():
    s = PlaySession("relay", seed=4, seats=3)
    text = s.to_text()
    assert "level:" not in text
    assert PlaySession.from_text(text).level == "standard"
    with pytest.raises(PlayError, match="unknown computer level 'ruthless'"):
        PlaySession("relay", seats=3, level="ruthless")
    with pytest.raises(PlayError, match="unknown computer level"):
        PlaySession.from_text(text.replace("learner: 0", "learner: 0\nlevel: grandmaster"))


def test_the_json_api_lists_levels_and_starts_a_match_at_one():
    levels = api("play.levels", game="relay")["result"]
    assert [lv["key"] for lv in levels] == ["beginner", "standard", "strong"]
    assert all(lv["label"] and lv["description"] for lv in levels)
    r = api("play.new", game="relay", seed=9, seats=3, level="strong")["result"]
    assert r["view"]["level"]["label"] == "Strong" and "level: strong" in r["saved"]
    bad = api("play.new", game="relay", seed=9, seats=3, level="ruthless")
    assert not bad["ok"] and "unknown computer level" in bad["error"]["message"]


def test_the_hint_comes_from_the_strong_level_with_its_figures():
    s = PlaySession("relay", seed=2, seats=3)
    while s.waiting != "you":
        s.computer_step()
    h = s.hint()
    assert h["ok"] and s.game.explain_illegal(s.position, h["hint"]["action"]) is None
    if len(s.game.legal_actions(s.position)) > 1:
        assert "deals of the cards you cannot see" in str(h["hint"]["reason"])


def _english(value):
    """A review's reply as the page gets it in English (its messages written)."""
    return json.loads(json.dumps(written(value, ENGLISH)))


def _reviewed_session() -> tuple[PlaySession, MatchReview, list]:
    # The learner always plays its highest card: it never captures on purpose.
    s = PlaySession("relay", seed=21, seats=3)
    _play_round(s, mine=lambda pos: s.game.legal_actions(pos)[-1])
    review = s.review()
    items = [_english(review.step(i)) for i in range(review.count)]
    return s, review, items


def test_the_review_lists_the_decisions_that_cost_points():
    s, review, items = _reviewed_session()
    assert review.count >= 3
    listed = [it for it in items if it]
    assert listed, "a learner who never tries to capture makes costly moves"
    for it in listed:
        assert it["better"]["mean"] - it["played"]["mean"] == pytest.approx(it["difference"])
        assert it["difference"] > 0 and it["better"]["action"] != it["played"]["action"]
        assert it["title"].startswith("Your move ") and it["line"].startswith(it["title"] + ": you played ")
        assert [f["term"] for f in it["facts"]] == ["You played", "Better"]
        assert it["facts"][0]["text"].startswith("You played ") and it["facts"][1]["text"].startswith("Playing ")
        assert "deals of the cards you could not see" in it["reason"]
        assert f"Moves within {review.judgement(it['index']).tolerance:g} point" in it["reason"]
        assert it["difference"] > it["tolerance"] and it["view"]["status"].endswith(f"{it['title'][1:]}.")
        hands = [z for z in it["view"]["zones"] if z["id"].startswith("hand-") and z["id"] != "hand-0"]
        assert hands and all(c["code"] is None for z in hands for c in z["cards"])  # as the learner saw it
    # the same review gives the same list (seeded)
    again = [_english(MatchReview(s).step(i)) for i in range(review.count)]
    assert again == items


def test_a_reviewed_decision_is_a_puzzle():
    s, review, items = _reviewed_session()
    k = next(i for i, it in enumerate(items) if it)
    it = items[k]
    puzzle = _english(review.puzzle(k))
    assert puzzle["view"]["status"] == "Find the better move."
    good = _english(review.check(k, it["better"]["action"]))
    assert good["correct"] and good["text"].startswith("Yes")
    mine = _english(review.check(k, it["played"]["action"]))
    assert not mine["correct"] and "the move you played" in mine["text"]
    bad = _english(review.check(k, "not a card"))
    assert not bad["correct"] and bad["text"]
    with pytest.raises(ValueError, match="no decision"):
        review.check(review.count, it["better"]["action"])


def test_the_review_through_the_json_api_and_a_corrupt_save():
    s, review, items = _reviewed_session()
    r = api("play.restore", game="relay", saved=s.to_text())["result"]
    sid = r["session"]
    count = api("review.start", session=sid)["result"]["count"]
    assert count == review.count
    steps = [api("review.step", session=sid, index=i)["result"]["item"] for i in range(count)]
    assert steps == json.loads(json.dumps(items))
    over = api("review.step", session=sid, index=count)
    assert not over["ok"] and "no decision" in over["error"]["message"]
    corrupt = api("play.restore", game="relay", saved=s.to_text().replace("round: ", "round: 9Z ", 1))
    assert not corrupt["ok"] and "saved game" in corrupt["error"]["message"]
