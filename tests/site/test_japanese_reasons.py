"""The computer's reasons in Japanese: why each move of many seeded
positions of every game, at every seat count, is sensible (spoken to the
player to move, and of each seat by the board's names), the hint (what to do
and why), the computer's moves with their reasons as a session says them,
and a review's "why", all written in Japanese with no Latin letter (from the
shipped catalog, in the parts a page of the game reads)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from sitegen import catalogs  # noqa: E402
from tests.site.test_japanese_verdicts import _offered  # noqa: E402

from hanafuda_core import games  # noqa: E402
from hanafuda_core.messages import Language, written  # noqa: E402
from hanafuda_core.rng import Rng  # noqa: E402

LATIN = re.compile(r"[A-Za-z]+")
BUILT_IN = [g for g in games.all_games() if type(g).__module__.startswith("hanafuda_core.games.")]
SEATED = [(g.key, n) for g in BUILT_IN for n in g.info.seat_counts]


@pytest.fixture(scope="module")
def ja_parts() -> dict[str, bytes]:
    """The Japanese catalog in the parts the site ships (the shared messages, each game's)."""
    return catalogs.split("ja")


@pytest.fixture
def ja(ja_parts, request) -> Language:
    """Japanese as a page of the test's game reads it: the shared part and that game's part."""
    return Language.from_catalogs("ja", [ja_parts[catalogs.SHARED], ja_parts[request.node.callspec.params["key"]]])


def _positions(game, seats: int, matches: int):
    """Positions of seeded matches (each preset's too), the computer and a
    random player taking turns at every seat."""
    runs = [(None, seed) for seed in range(matches)] + [(key, 0) for key in game.presets()]
    for preset, seed in runs:
        options = None if preset is None else game.parse_options(
            game.rule_sets[preset] if preset in getattr(game, "rule_sets", {}) else preset)
        rng = Rng(f"reasons/{game.key}/{seats}/{preset}/{seed}")
        match = game.new_match(options, Rng(f"reasons/{game.key}/{seats}/{preset}/{seed}/deal"), seats)
        for _ in range(2):  # two rounds at most
            pos = match.position
            while game.to_move(pos) is not None:
                yield pos
                player = game.computer.choose if rng.below(2) else game.computer.random_action
                game.push(pos, player(pos, rng))
            if game.match_over(match):
                break
            match.next_round()


@pytest.mark.parametrize("key, seats", SEATED, ids=[f"{k}-{n}" for k, n in SEATED])
def test_every_reason_and_hint_speaks_japanese(key, seats, ja):
    game = games.get(key)
    english: list[str] = []
    said = 0

    def look(where: str, value) -> None:
        nonlocal said
        text = written(value, ja)
        said += bool(text)
        if text and LATIN.search(text):
            english.append(f"{where}: {text}")

    for i, pos in enumerate(_positions(game, seats, matches=3 if seats <= 4 else 1)):
        mover = game.to_move(pos)
        where = game.position_text(pos)
        for a in game.legal_actions(pos)[:20]:
            look(f"{where} | {a}", game.computer.explain_move(pos, a))
            for learner in {mover, (mover + 1) % seats, (mover + 2) % seats}:
                names = game.seat_names(seats, learner)
                look(f"{where} | {a} | seat {learner}", game.computer.explain_move(pos, a, names=names))
        if i % 7 == 0:
            hint = game.computer.hint(pos, Rng(i))
            look(f"{where} | hint", hint["words"])
            look(f"{where} | hint", hint["reason"])
    assert said > 100
    assert not english, f"{len(english)} texts not in Japanese:\n" + "\n".join(sorted(set(english))[:40])


@pytest.mark.parametrize("key, seats", SEATED, ids=[f"{k}-{n}" for k, n in SEATED])
def test_a_session_gives_its_reasons_in_japanese(key, seats, ja):
    """The computer's moves with their reasons, and the learner's hints (the
    Strong level's, with the evaluator's figures), as a session says them."""
    from hanafuda_core.play import PlaySession

    s = PlaySession(key, seed=2, seats=seats)
    english: list[str] = []
    whys = hints = 0
    for _ in range(200 if seats <= 4 else 80):
        if s.waiting == "computer":
            out = written(s.computer_step(), ja)
            whys += bool(out["why"])
            texts = [out["why"] or "", out["text"] or ""]
        elif s.waiting == "you":
            if hints < 3:
                hints += 1
                h = written(s.hint()["hint"], ja)
                texts = [h["words"], h["reason"] or "", h["text"]]
            else:
                texts = []
            s.act(s.game.legal_actions(s.position)[0])
        else:
            break
        english += [t for t in texts if LATIN.search(t)]
    assert whys and hints
    assert not english, f"{len(english)} texts not in Japanese:\n" + "\n".join(sorted(set(english))[:40])


@pytest.mark.parametrize("key", ["gostop", "hanahuda"])
def test_hints_reasons_and_the_review_reach_the_page_in_japanese(key, tmp_path):
    """Through the JSON API, as the page asks, in Japanese: the hint, the
    computer's moves with their reasons, and each reviewed decision's reason
    ("Why: …")."""
    from hanafuda_core import webapi

    def call(name, **args):
        out = json.loads(webapi.call(name, json.dumps(args)))
        assert out["ok"], (name, out)
        return out["result"]

    paths = []
    for part, data in catalogs.split("ja", (key,)).items():
        paths.append(str(tmp_path / f"ja-{part}.mo"))
        Path(paths[-1]).write_bytes(data)
    call("configure", language="ja", catalogs=paths)
    texts: list[str] = []
    try:
        r = call("play.new", game=key, seed=5, level="beginner")
        sid, moves = r["session"], 0
        while r["view"]["waiting"] in ("you", "computer") and moves < 60:
            moves += 1
            if r["view"]["waiting"] == "computer":
                r = call("play.computer", session=sid)
                texts += [r["why"] or "", r["text"] or ""]
                continue
            if moves < 20:
                h = call("play.hint", session=sid)["hint"]
                texts += [h["words"], h["reason"] or "", h["text"]]
            for a in _offered(r["view"]):
                out = call("play.act", session=sid, action=a)
                if out["ok"]:
                    r = out
                    break
            else:
                raise AssertionError("no move offered is legal")
        count = call("review.start", session=sid)["count"]
        items = [call("review.step", session=sid, index=i)["item"] for i in range(min(count, 6))]
        texts += [it["reason"] for it in items if it]
    finally:
        call("configure", language="en")
    assert [t for t in texts if t] and any("理由：" in t for t in texts)
    english = [t for t in texts if LATIN.search(t)]
    assert not english, f"{len(english)} texts not in Japanese:\n" + "\n".join(english[:40])
