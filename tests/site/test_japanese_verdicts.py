"""Every lesson and puzzle of every game, judged in Japanese: the goal, the
verdict on each move the board offers at the start (a success, a miss with
its reason, an illegal move with why), the solution, each answer to a
question, all written in Japanese with no Latin letter (the engine's words,
from the shipped catalog; the board's own texts come later)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from sitegen import catalogs  # noqa: E402

from hanafuda_core import games  # noqa: E402
from hanafuda_core.learning import judge  # noqa: E402
from hanafuda_core.messages import Language, written  # noqa: E402
from tests.project_tutorials import project_tutorials  # noqa: E402
from tests.site.games.shared import exercises  # noqa: E402

LATIN = re.compile(r"[A-Za-z]+")


@pytest.fixture(scope="module")
def ja_parts() -> dict[str, bytes]:
    """The Japanese catalog in the parts the site ships (the shared messages, each game's)."""
    return catalogs.split("ja")


@pytest.fixture
def ja(ja_parts, request) -> Language:
    """Japanese as a page of the test's game reads it: the shared part and that
    game's part alone, so that a message missing from the game's part shows."""
    return Language.from_catalogs("ja", [ja_parts[catalogs.SHARED], ja_parts[request.node.callspec.params["key"]]])


def _offered(view: dict) -> list[str]:
    """Every action the board offers (cards, the cards each may take, buttons)."""
    out = []
    for z in view.get("zones", []):
        for c in z.get("cards", []):
            if c.get("action"):
                out.append(c["action"])
            out += [t["action"] for t in c.get("then") or []]
    out += [b["action"] for b in view.get("buttons", []) if b.get("action")]
    return list(dict.fromkeys(out))


def _said(cfg: dict, ja: Language) -> list[tuple[str, str]]:
    """What the judge tells a learner about this exercise, written in Japanese."""
    out = []
    started = written(judge.start(cfg, show_legal=True), ja)
    out.append(("goal", started["goalText"]))
    if started["kind"] == "question":
        out += [("choice", c["label"]) for c in started["choices"]]
        for c in started["choices"]:
            reply = written(judge.answer(cfg, [c["value"]]), ja)
            out += [("answer", reply["message"]), ("explanation", reply.get("explanation", ""))]
        out.append(("solution", written(judge.solution(cfg), ja)["message"]))
        return out
    for action in _offered(started["view"]):
        out.append((f"move {action}", written(judge.move(cfg, [action]), ja)["message"]))
    solution = written(judge.solution(cfg), ja)
    out += [("solution", solution["message"]), ("steps", solution["steps"])]
    return out


BUILT_IN = [g for g in games.all_games() if type(g).__module__.startswith("hanafuda_core.games.")]
"""The games whose messages the core's catalogs translate (a game from
another package would bring its own catalog: not built yet)."""
GAMES = sorted(g.key for g in BUILT_IN)


@pytest.mark.parametrize("key", GAMES)
def test_every_exercise_is_judged_in_japanese(key, ja):
    english = []
    for loaded in project_tutorials():
        t = loaded.tutorial
        if t.game != key:
            continue
        lessons, puzzles = ([t], []) if t.kind == "lesson" else ([], t.puzzles)
        for where, ex in exercises(lessons, puzzles):
            cfg = {"game": key, "position": ex.position, "goal": ex.goal_spec}
            for part, text in _said(cfg, ja):
                if LATIN.search(text):
                    english.append(f"{t.id}/{where} {part}: {text}")
    assert not english, f"{len(english)} texts not in Japanese:\n" + "\n".join(english[:40])


def test_a_session_in_japanese_reviews_its_match_in_japanese(tmp_path):
    """Through the JSON API, as the page asks: a Koi-Koi round played by a
    learner who takes the first card offered, an illegal move refused with
    its reason, and the review's decisions, all written in Japanese."""
    import json
    import random

    from hanafuda_core import webapi

    def call(name, **args):
        out = json.loads(webapi.call(name, json.dumps(args)))
        assert out["ok"], (name, out)
        return out["result"]

    paths = []
    for part, data in catalogs.split("ja", ("koikoi",)).items():
        paths.append(str(tmp_path / f"ja-{part}.mo"))
        Path(paths[-1]).write_bytes(data)
    call("configure", language="ja", catalogs=paths)
    try:
        r = call("play.new", game="koikoi", seed=5, level="beginner")
        sid, rng, refused = r["session"], random.Random(1), None
        while r["view"]["waiting"] in ("you", "computer"):
            if r["view"]["waiting"] == "computer":
                r = call("play.computer", session=sid)
                continue
            offered = _offered(r["view"])
            rng.shuffle(offered)
            for a in offered:
                out = call("play.act", session=sid, action=a)
                if out["ok"]:
                    r = out
                    break
                refused = refused or out["message"]
        assert refused is None or not LATIN.search(refused), refused
        count = call("review.start", session=sid)["count"]
        items = [call("review.step", session=sid, index=i)["item"] for i in range(count)]
        listed = [it for it in items if it]
        assert listed, "a learner who plays at random makes a costly move"
        for it in listed:
            for text in [it["title"], it["line"]] + [f[k] for f in it["facts"] for k in ("term", "text")]:
                assert not LATIN.search(text), text
        k = items.index(listed[0])
        checked = call("review.check", session=sid, index=k, action=listed[0]["better"]["action"])
        assert checked["correct"] and checked["text"].startswith("正解です。")
    finally:
        call("configure", language="en")
    assert call("review.step", session=sid, index=k)["item"]["line"].startswith("Your move ")


SEATED = [(g.key, n) for g in BUILT_IN for n in g.info.seat_counts]


def not_written_in(language: Language, key: str, seats: int) -> list[str]:
    """A whole round of ``key`` at ``seats``, the learner playing at random
    (and trying an illegal card each turn): each text of every board it sees
    (status, zones, buttons, scores, the move log, the computer's reasons,
    the round's outcome) and of every refusal, written in ``language``, that
    holds a Latin letter."""
    import random
    import sys as _sys

    from hanafuda_core.play import PlaySession

    _sys.path.insert(0, str(ROOT / "tests" / "core"))
    from learner_text import learner_texts

    s = PlaySession(key, seed=3, seats=seats)
    rng = random.Random(7)
    latin: list[str] = []

    def look(where: str, value) -> None:
        for field, text in learner_texts(written(value, language)):
            if LATIN.search(text):
                latin.append(f"{where} [{field}] {text}")

    for _ in range(400):
        look("view", s.view(show_legal=True))
        if s.waiting == "computer":
            s.computer_step()
        elif s.waiting == "you":
            legal = s.game.legal_actions(s.position)
            offered = _offered(s.view(show_legal=True))
            wrong = [a for a in offered if a not in legal]
            if wrong:
                look("refused", s.act(rng.choice(wrong)))
            s.act(rng.choice(legal))
        else:
            break
    assert s.waiting in ("round-over", "match-over")
    return latin


@pytest.mark.parametrize("key, seats", SEATED, ids=[f"{k}-{n}" for k, n in SEATED])
def test_every_board_speaks_japanese(key, seats, ja):
    """A whole round of every game at every seat count: every board text and
    every refusal, written in Japanese, holds no Latin letter."""
    english = not_written_in(ja, key, seats)
    assert not english, f"{len(english)} texts not in Japanese:\n" + "\n".join(sorted(set(english))[:40])
