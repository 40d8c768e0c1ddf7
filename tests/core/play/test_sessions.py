"""What a play session does, once for every registered game and table size:
illegal moves, moving out of turn, undo, hints, the next round, saving and
restoring.  (The games' own tests keep what only their game has.)

Plain test functions: only ``pytest.raises`` and ``pytest.mark.parametrize``
are used, so the file also runs in Pyodide under the small pytest shim.
"""

from __future__ import annotations

import pytest

from hanafuda_core import games
from hanafuda_core.deck import CARDS
from hanafuda_core.notation import CODE_IN_TEXT as CODE
from hanafuda_core.play import PlaySession

CASES = [(g.key, n) for g in games.all_games() for n in g.info.seat_counts]
IDS = [f"{k}-{n}seats" for k, n in CASES]
PYTHON_WORDS = ("Traceback", "NoneType", "object", "Error", "int(", "str(")


def session(key: str, seats: int, seed: int = 5) -> PlaySession:
    return PlaySession(key, seed=seed, seats=seats)


def to_learner(s: PlaySession) -> PlaySession:
    """The computer moves until the learner has to decide (or the round is over)."""
    for _ in range(500):
        if s.waiting != "computer":
            return s
        r = s.computer_step()
        assert r["ok"], r
    raise AssertionError("the computer never hands the turn back")


def legal(s: PlaySession) -> list[str]:
    return s.game.legal_actions(s.position)


def play_steps(s: PlaySession, steps: int) -> None:
    """Up to ``steps`` moves of either side (the learner plays the first legal action)."""
    for _ in range(steps):
        if s.waiting == "computer":
            assert s.computer_step()["ok"]
        elif s.waiting == "you":
            assert s.act(legal(s)[0])["ok"]
        else:
            return


def play_round_out(s: PlaySession) -> None:
    for _ in range(3000):
        if s.waiting in ("round-over", "match-over"):
            return
        play_steps(s, 1)
    raise AssertionError("the round must end")


def clean_words(text) -> bool:
    text = str(text) if text is not None else ""  # a message: its English
    return bool(text) and not CODE.search(text) and not any(w in text for w in PYTHON_WORDS)


@pytest.mark.parametrize("key, seats", CASES, ids=IDS)
def test_an_illegal_action_changes_nothing_and_says_why(key, seats):
    s = to_learner(session(key, seats))
    ok = set(legal(s))
    before_text, before_view = s.to_text(), s.view()
    tried = 0
    for action in ["", "13Z", "stop stop", 42, None] + [c.code for c in CARDS if c.code not in ok][:6]:
        r = s.act(action)
        assert r["ok"] is False and r["reason"], (action, r)
        assert not any(w in str(r["reason"]) for w in ("Traceback", "NoneType")), r["reason"]
        assert s.to_text() == before_text and s.view() == before_view
        tried += 1
    assert tried >= 5


@pytest.mark.parametrize("key, seats", CASES, ids=IDS)
def test_the_learner_cannot_move_for_the_computer(key, seats):
    s = next(x for x in (session(key, seats, seed) for seed in range(40)) if x.waiting == "computer")
    before = s.to_text()
    r = s.act(legal(s)[0])
    assert r["ok"] is False and "computer" in str(r["reason"]).lower()
    assert s.to_text() == before
    to_learner(s)
    if s.waiting == "you":
        r = s.computer_step()
        assert r["ok"] is False and r["view"]["waiting"] == "you"


@pytest.mark.parametrize("key, seats", CASES, ids=IDS)
def test_undo_goes_back_to_the_learners_last_decision(key, seats):
    s = to_learner(session(key, seats))
    assert s.undo()["ok"] is False  # nothing of the learner's to undo yet
    before_text, before_view = s.to_text(), s.view()
    assert s.act(legal(s)[-1])["ok"]
    to_learner(s)
    assert s.view()["canUndo"] is True
    r = s.undo()
    assert r["ok"] and clean_words(r["undoneWords"])
    assert s.to_text() == before_text and s.view() == before_view


@pytest.mark.parametrize("key, seats", CASES[:1] + [c for c in CASES[1:] if c[1] == 2] + [CASES[-1]],
                         ids=lambda v: str(v))
def test_a_hint_is_a_legal_move_in_words(key, seats):
    s = session(key, seats)
    if s.waiting == "computer":
        assert s.hint()["ok"] is False  # a hint is for the learner's own turn
    to_learner(s)
    r = s.hint()
    assert r["ok"], r
    h = r["hint"]
    assert h["action"] in legal(s)
    assert clean_words(h["words"]), h
    assert not CODE.search(str(h["reason"] or "")), h
    assert s.act(h["action"])["ok"]


@pytest.mark.parametrize("key, seats", CASES, ids=IDS)
def test_next_round_only_when_the_round_is_over(key, seats):
    s = session(key, seats)
    r = s.next_round()
    assert r["ok"] is False and r["reason"]
    play_round_out(s)
    if s.waiting == "match-over":
        assert s.next_round()["ok"] is False
        return
    scores = s.position.outcome().scores
    assert s.next_round()["ok"]
    assert s.round_number == 2 and s.waiting in ("you", "computer")
    assert tuple(s.position.scores) == tuple(scores)  # the next round starts from the scores after the last
    log = [str(line) for line in s.view()["log"]]
    assert any(line.startswith(("Round 1: ", "Round 1 ")) for line in log) and any(line.startswith(("Round 2: ", "Round 2 ")) for line in log)


@pytest.mark.parametrize("key, seats", CASES, ids=IDS)
def test_save_and_restore_round_trip(key, seats):
    s = session(key, seats, seed=11)
    play_steps(s, 9)
    text = s.to_text()
    t = PlaySession.from_text(text)
    assert t.to_text() == text and t.view() == s.view() and t.options == s.options
    # Both go on alike, across the end of the round.
    play_round_out(s)
    play_round_out(t)
    if s.waiting == "round-over":
        s.next_round()
        t.next_round()
        play_steps(s, 3)
        play_steps(t, 3)
    assert t.to_text() == s.to_text() and t.view() == s.view()
    assert PlaySession.from_text(s.to_text()).view() == s.view()
