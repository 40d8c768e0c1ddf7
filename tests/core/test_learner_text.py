"""Everything the engine says to a learner reads as English: seeded whole
rounds of every registered game, at every seat count and computer level,
driven through the JSON API (play, hints, the review and every answer to
its puzzles), and every lesson's and puzzle's verdicts (exercise.*).

The checks catch kinds of mistakes, not instances: a word or phrase said
twice in a row ("on average on average", "the the"); an action in the
wrong form (the imperative of any phrase a presenter built, "play the
Curtain", after a word that needs a noun or a past — "you played play the
Curtain", "while play…", "Yes: play…" — or as the subject of a verb:
"play the Curtain ends the round"); card notation or an identifier; and
Python's own wording (None, a repr, a traceback).

The review weighs with few samples here (its figures do not matter to the
words): the whole file takes about 15 seconds in CPython (a third of it the
lessons)."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import pytest

from hanafuda_core import games
from hanafuda_core.play import PlaySession
from hanafuda_core.review import MatchReview
from hanafuda_core.webapi import call
from learner_text import learner_texts, notation_in

pytestmark = pytest.mark.cpython_only  # reads the tutorials from the source tree; long for Pyodide

ROOT = Path(__file__).resolve().parents[2]
REVIEW_SAMPLES = 6

DOUBLED = re.compile(r"\b([A-Za-z]+(?:[ ,]+[A-Za-z]+){0,3})[ ,]+\1\b", re.I)
PYTHON = re.compile(r"\bNone\b(?! of)|\b(?:True|False|Traceback|KeyError|ValueError|TypeError|AttributeError|self)\b"
                    r"|object at 0x|ActionPhrase\(|[{}]|\[\]|'\w{1,4}'|\"\w{1,4}\"")
# Words after which an action must be a noun (a gerund) or a past, never an
# imperative: past verbs and "to be", conjunctions and prepositions, verdict openings.
NEEDS_NOUN = {"played", "discarded", "took", "is", "was", "were", "be", "while", "than", "after", "before", "by",
              "of", "with", "without", "for", "since", "yes:", "one:", "better:", "better,", "played:"}
# Verbs that follow the subject of a sentence: "<action> ends the round".
FINITE = ("ends", "is", "was", "scores", "wins", "earns", "costs", "leads", "gives", "makes", "keeps", "would", "will")


class Said:
    """The texts collected, each with where it came from, and the phrases the presenters built."""

    def __init__(self):
        self.imperatives: set[str] = set()
        self.verbs: set[str] = set()
        self.replies: list[tuple[str, dict]] = []

    def note(self, phrase):
        imperative = str(phrase.imperative)  # in English
        self.imperatives.add(imperative)
        self.verbs.add(imperative.split()[0])
        return phrase

    def reply(self, where: str, name: str, **args) -> dict:
        out = json.loads(call(name, json.dumps(args)))
        assert out["ok"], (where, name, out)
        self.replies.append((f"{where} {name}", out["result"]))
        return out["result"]


@pytest.fixture()
def said(monkeypatch) -> Said:
    s = Said()
    for g in games.all_games():  # note every phrase a presenter builds, whatever its game
        cls = type(g.presenter)
        monkeypatch.setattr(cls, "action_phrase",
                            lambda self, pos, action, _own=cls.action_phrase: s.note(_own(self, pos, action)))
    monkeypatch.setattr(PlaySession, "review", _cached_review)
    return s


def _cached_review(session):
    key = tuple(tuple(r) for r in session.rounds)
    if getattr(session, "_test_review_key", None) != key:
        session._test_review = MatchReview(session, samples=REVIEW_SAMPLES)
        session._test_review_key = key
    return session._test_review


def _actions(view: dict) -> list[str]:
    """Every action a board offers (cards, the cards each may take, buttons)."""
    out = []
    for z in view.get("zones", []):
        for c in z.get("cards", []):
            if c.get("action"):
                out.append(c["action"])
            out += [t["action"] for t in c.get("then") or []]
    out += [b["action"] for b in view.get("buttons", []) if b.get("action") and b.get("enabled", True)]
    return list(dict.fromkeys(out))


def _play_round(said: Said, key: str, seats: int, level: str, seed: int) -> str:
    where = f"{key}/{seats}/{level}"
    rng = random.Random(seed)
    r = said.reply(where, "play.new", game=key, seed=seed, seats=seats, level=level, showLegal=True)
    sid = r["session"]
    hints = 0
    for _ in range(2000):
        waiting = r["view"]["waiting"]
        if waiting == "computer":
            r = said.reply(where, "play.computer", session=sid)
        elif waiting == "you":
            if hints < 2:
                hints += 1
                said.reply(where, "play.hint", session=sid)
            offered = _actions(r["view"])
            rng.shuffle(offered)
            for a in offered:  # a move the rules refuse is explained: those words are checked too
                out = json.loads(call("play.act", json.dumps({"session": sid, "action": a})))
                said.replies.append((f"{where} play.act", out.get("result") or {}))
                if out["ok"] and out["result"]["ok"]:
                    r = out["result"]
                    break
            else:
                raise AssertionError(f"{where}: no move of the board was accepted")
        else:
            break
    assert r["view"]["waiting"] in ("round-over", "match-over"), where
    return sid


def _review(said: Said, where: str, sid: str) -> None:
    count = said.reply(where, "review.start", session=sid)["count"]
    for i in range(count):
        item = said.reply(where, "review.step", session=sid, index=i)["item"]
        if item is None:
            continue
        view = said.reply(where, "review.puzzle", session=sid, index=i)["view"]
        for a in _actions(view):
            said.reply(where, "review.check", session=sid, index=i, action=a)


def _lessons(said: Said) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    sys.path.insert(0, str(ROOT))
    from sitegen import answers
    from tests.project_tutorials import project_tutorials
    from tests.site.games.shared import exercises

    for loaded in project_tutorials():
        t = loaded.tutorial
        lessons, puzzles = ([t], []) if t.kind == "lesson" else ([], t.puzzles)
        for where, ex in exercises(lessons, puzzles):
            cfg = {"game": t.game, "position": ex.position, "goal": ex.goal_spec}
            rec = answers.Recording()  # every reply the page can show
            answers.record_exercise(cfg, rec)
            for key, out in rec.answers.items():
                said.replies.append((f"{t.game}/{where} {key.split(' ', 1)[0]}", out.get("result") or {}))


def _problems(said: Said) -> list[str]:
    verbs = "|".join(sorted(map(re.escape, said.verbs)))
    after = re.compile(rf"(\S+) (?:{verbs})\b")
    subject = re.compile("(?:" + "|".join(sorted(map(re.escape, said.imperatives), key=len, reverse=True))
                         + r") (?:" + "|".join(FINITE) + r")\b") if said.imperatives else None
    # the answers a question offers ("None" when no yaku is held): shown as they are, and quoted when said back
    labels = sorted({c["label"] for _, reply in said.replies for c in reply.get("choices") or []
                     if isinstance(c, dict) and c.get("label")}, key=len, reverse=True)
    bad = []
    seen: set[str] = set()
    for where, reply in said.replies:
        for field, text in learner_texts(reply):
            if text in seen:
                continue
            seen.add(text)
            if DOUBLED.search(text):
                bad.append(f"{where} [{field}] said twice ({DOUBLED.search(text).group(0)!r}): {text}")
            python = PYTHON.search(text) and text not in labels and PYTHON.search(_without(text, labels))
            if python:
                bad.append(f"{where} [{field}] Python's wording ({python.group(0)!r}): {text}")
            for m in after.finditer(text):
                if m.group(1).lower() in NEEDS_NOUN:
                    bad.append(f"{where} [{field}] an imperative where a noun or past belongs "
                               f"({m.group(0)!r}): {text}")
            if subject is not None and subject.search(text):
                bad.append(f"{where} [{field}] an imperative as a subject ({subject.search(text).group(0)!r}): {text}")
            if notation_in({field: text}):
                bad.append(f"{where} [{field}] notation or an identifier: {text}")
    return bad


def _without(text: str, labels: list[str]) -> str:
    """``text`` without the answers' labels it quotes ("Not “None”.")."""
    for label in labels:
        text = text.replace(f"“{label}”", "")
    return text


CONFIGS = [(g.key, seats) for g in games.all_games() for seats in g.info.seat_counts]


def test_the_detectors_catch_each_kind():
    s = Said()
    s.imperatives = {"play the Peony chaff 2", "stop"}
    s.verbs = {"play", "stop"}
    for text in ("you played play the Peony chaff 2", "while play the Peony chaff 2 ends it",
                 "Yes: play the Peony chaff 2", "Not this one: stop", "about 1 point ahead on average on average",
                 "Take the the Moon", "You played None", "play the Peony chaff 2 ends the round", "the card '3B'",
                 "the card 3B"):
        s.replies = [("t", {"text": text})]
        assert _problems(s), text
    for text in ("You played the Peony chaff 2; playing the Curtain was better.", "Hint: play the Peony chaff 2.",
                 "You play the Peony chaff 2.", "Yes: playing the Peony chaff 2 ends the round.", "to stop"):
        s.replies = [("t", {"text": text})]
        assert not _problems(s), text


@pytest.mark.parametrize("key, seats", CONFIGS)
def test_every_text_of_a_round_and_its_review_reads_as_english(said, key, seats):
    levels = [lv["key"] for lv in json.loads(call("play.levels", json.dumps({"game": key})))["result"]]
    for n, level in enumerate(levels):
        where = f"{key}/{seats}/{level}"
        sid = _play_round(said, key, seats, level, seed=101 + n)
        _review(said, where, sid)
        r = json.loads(call("play.next-round", json.dumps({"session": sid})))
        said.replies.append((f"{where} play.next-round", r.get("result") or {}))
    bad = _problems(said)
    assert not bad, f"{len(bad)} texts:\n" + "\n".join(bad[:15])


def test_every_lesson_and_puzzle_verdict_reads_as_english(said):
    _lessons(said)
    bad = _problems(said)
    assert not bad, f"{len(bad)} texts:\n" + "\n".join(bad[:15])
