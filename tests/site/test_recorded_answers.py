"""The engine's answers recorded at build time for the opening of every
exercise (scripts/sitegen/answers.py) are exactly what the live engine
answers, and every exercise widget has them."""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

import pytest

from hanafuda_core import webapi
from hanafuda_core.art import set_card_base

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from sitegen import answers, languages  # noqa: E402

WIDGET = re.compile(r'<div class="hf-widget hf-exercise" data-hf-widget="exercise" data-hf-config="([^"]*)"'
                    r'( data-hf-answers="([^"]*)")?')


def _pages(site):
    return sorted(p for p in site.directory.rglob("index.html") if 'data-hf-widget="exercise"' in p.read_text("utf-8"))


class _FromRecord(answers.Recording):
    """A recording read back: every call the recorder would make, answered from
    a page's recorded answers and decision diagrams; the calls they lack, or
    whose diagram differs from the engine's, are listed in ``missing``."""

    def __init__(self, recorded: dict, diagrams: dict):
        super().__init__()
        self.recorded, self.recorded_diagrams, self.missing = recorded, diagrams, []

    def ask_every_set(self, name: str, args: dict, arg: str, nodes: list[list]) -> None:
        key = answers.answer_key(name, args)
        if self.recorded_diagrams.get(key) != {"arg": arg, "nodes": nodes}:
            self.missing.append(key)
        super().ask_every_set(name, args, arg, nodes)

    def ask(self, name: str, args: dict) -> dict:
        key = answers.answer_key(name, args)
        if key not in self.recorded:
            self.missing.append(key)
        self.answers[key] = self.recorded.get(key, {"ok": False})
        return self.answers[key]


def test_every_exercise_widget_has_its_whole_tree_recorded(built_site):
    """Every call an exercise can make, along every line of play until it ends,
    is in its page's recorded answers (whose replies are the engine's:
    test_recorded_answers_equal_the_live_engine), so a lesson or puzzle page
    never waits for the engine; a question answered with a set of choices
    by the engine's decision diagram, the same as the live engine's."""
    pages = _pages(built_site)
    assert len(pages) >= 20
    lines = sets = 0
    for page in pages:
        text = page.read_text("utf-8")
        found = WIDGET.findall(text)
        assert found
        data = json.loads((page.parent / "index.answers.json").read_text("utf-8"))
        recorded = answers.unpack(data)
        for cfg_text, _, name in found:
            assert name == "index.answers.json", f"{page}: an exercise without recorded answers"
            cfg = json.loads(html.unescape(cfg_text))
            read = _FromRecord(recorded, data["diagrams"])
            whole = answers.record_exercise(cfg, read)
            assert read.missing == [], page
            assert whole, f"{page}: {cfg['goal']}: a tree too big to record whole"
            lines += sum(k.startswith("exercise.move ") for k in read.answers)
            sets += len(read.diagrams)
    assert lines > 2000 and sets > 20


@pytest.fixture(scope="module")
def recorded_files(built_site):
    return sorted(built_site.directory.rglob("*.answers.json"))


def test_recorded_answers_equal_the_live_engine(built_site, recorded_files, site_games_only):
    """Every recorded reply is the live engine's, written in its page's
    language (an exercise's reply, the same on a page and on its translations
    but for its words, is asked of the engine once: ``webapi.answer``, then
    written in each language, as ``webapi.call`` writes it)."""
    assert recorded_files
    checked = 0
    read = {code: languages.language(code) for code in languages.NAMES}  # (each catalog compiled once)
    unwritten: dict[str, dict] = {}

    def live(key: str, recorded: dict) -> dict:
        name, text = key.split(" ", 1)
        if not name.startswith("exercise."):
            return answers.replay(key, recorded)
        if key not in unwritten:
            unwritten[key] = webapi.answer(name, text)
        return json.loads(webapi.write(unwritten[key]))

    set_card_base(answers.CARD_BASE_PLACEHOLDER)
    try:
        for f in recorded_files:
            data = json.loads(f.read_text("utf-8"))
            assert data["placeholder"] == answers.CARD_BASE_PLACEHOLDER
            assert (f.parent / data["cards"]).resolve().is_dir(), f"{f}: the card folder is not where it says"
            recorded = answers.unpack(data)
            # (a page of another language's edition, ja/…: its answers are in that language)
            first = f.relative_to(built_site.directory).parts[0]
            code = first if first in languages.NAMES else languages.SOURCE
            with webapi.writing_in(read[code]):
                for key, reply in recorded.items():
                    assert live(key, recorded) == reply, f"{f}: {key}"
                    checked += 1
    finally:
        set_card_base(None)
    assert checked > 500


def test_recorded_verdicts_include_wrong_and_right_moves(recorded_files):
    statuses = set()
    for f in recorded_files:
        for key, reply in answers.unpack(json.loads(f.read_text("utf-8"))).items():
            if key.startswith("exercise.move ") and reply["ok"]:
                statuses.add(reply["result"]["status"])
    assert {"illegal", "missed", "success"} <= statuses


def test_pack_shares_repeats_and_unpacks_exactly():
    card = {"code": "1B", "svg": "<img src='x/1B.svg' alt='Crane'>", "label": "Crane and sun"}
    replies = {f"exercise.move {i}": {"ok": True, "result": {"cards": [card, dict(card)], "n": i}} for i in range(3)}
    packed = answers.pack(replies)
    assert len(json.dumps(packed)) < len(json.dumps(replies))
    assert answers.unpack(packed) == replies
    with pytest.raises(ValueError, match="reserves"):
        answers.pack({"x": {"#": 1}})


def _pack_by_the_book(replies: dict) -> dict:
    """answers.pack as its docstring says it, each value's text written afresh."""
    counts: dict = {}

    def walk(v, visit):
        if isinstance(v, dict):
            for x in v.values():
                walk(x, visit)
        elif isinstance(v, list):
            for x in v:
                walk(x, visit)
        elif not (isinstance(v, str) and len(v) >= 16):
            return
        visit(v)

    for v in replies.values():
        walk(v, lambda v: counts.__setitem__(answers.canonical(v), counts.get(answers.canonical(v), 0) + 1))
    table: list = []
    index: dict = {}

    def enc(v):
        if isinstance(v, dict):
            out = {k: enc(x) for k, x in v.items()}
        elif isinstance(v, list):
            out = [enc(x) for x in v]
        elif isinstance(v, str) and len(v) >= 16:
            out = v
        else:
            return v
        t = answers.canonical(v)
        if counts[t] < 2 or len(t) < 24:
            return out
        index.setdefault(t, len(table))
        if index[t] == len(table):
            table.append(out)
        return {answers.REF: index[t]}

    return {"table": table, "answers": {k: enc(v) for k, v in replies.items()}}


def test_pack_writes_what_packing_each_value_afresh_writes():
    odd = {"z": [1.5, -0.0, 1e300, 2e-7, True, False, None, 3, -12, "ü\u2028\"\\</script>" * 3],
           "a": {"b": [], "a": {}, "é": "x" * 16}}
    replies = {f"exercise.move {i}": {"ok": True, "result": {**odd, "n": i, "list": [odd, [odd, {"k": odd}]]}}
               for i in range(4)}
    replies["x"] = {"one": "a string of sixteen+", "two": "a string of sixteen+", "deep": [[[["y" * 30]]]] * 2}
    packed = answers.pack(replies)
    assert json.dumps(packed, ensure_ascii=False) == json.dumps(_pack_by_the_book(replies), ensure_ascii=False)
    assert answers.unpack(packed) == replies


def test_drills_have_recorded_openings(built_site):
    pages = [p for p in built_site.directory.rglob("index.html")
             if re.search(r'data-hf-widget="(quiz|name-that-card)"', p.read_text("utf-8"))]
    assert any(p.parent.name == "deck" for p in pages) and len(pages) >= 2
    for page in pages:
        text = page.read_text("utf-8")
        for widget, cfg_text in re.findall(r'data-hf-widget="(quiz|name-that-card)" data-hf-config="([^"]*)"'
                                           r' data-hf-answers="index.answers.json"', text):
            cfg = json.loads(html.unescape(cfg_text))
            assert cfg["openings"] == list(range(1, answers.OPENINGS + 1))
            recorded = answers.unpack(json.loads((page.parent / "index.answers.json").read_text("utf-8")))
            questions = [k for k in recorded if k.split(" ")[0].endswith("question")
                         and (widget != "quiz" or f'"quiz":"{cfg["quiz"]}"' in k)]
            checks = [k for k in recorded if k.split(" ")[0].endswith("check")]
            assert len(questions) == answers.OPENINGS and len(checks) >= 2 * answers.OPENINGS, page
        assert text.count('data-hf-answers="') == len(re.findall(r'data-hf-widget="(quiz|name-that-card|exercise)"', text))


def test_play_pages_record_the_first_move_of_their_opening_deals(built_site, site_games_only):
    from hanafuda_core import games

    pages = [built_site.directory / "games" / f"{key}-play" / "index.html" for key in games.keys()]
    assert all(p.is_file() for p in pages)
    for page in pages:
        text = page.read_text("utf-8")
        (cfg_text,) = re.findall(r'data-hf-widget="play-board" data-hf-config="([^"]*)"'
                                 r' data-hf-answers="index.answers.json"', text)
        cfg = json.loads(html.unescape(cfg_text))
        assert len(cfg["openings"]) == answers.PLAY_OPENINGS
        recorded = answers.unpack(json.loads((page.parent / "index.answers.json").read_text("utf-8")))
        assert answers.answer_key("play.options", {"game": cfg["game"]}) in recorded
        assert answers.answer_key("games", {}) in recorded
        form = answers.play_form(cfg["game"])
        sessions = set()
        for seed in cfg["openings"]:
            deal = recorded[answers.answer_key("play.new", {**form, "seed": seed})]["result"]
            # Each opening is the learner's to play, with a recorded reply to every card offered.
            assert deal["view"]["waiting"] == "you" and deal["seed"] == seed
            assert int(deal["session"][1:]) >= answers.RECORDED_SESSIONS
            sessions.add(deal["session"])
            offered = set(answers._actions(deal["view"]))
            moves = {json.loads(k.split(" ", 1)[1])["action"] for k in recorded
                     if k.startswith("play.act ") and f'"session":"{deal["session"]}"' in k}
            assert offered and moves == offered, page
            outcomes = {recorded[answers.answer_key("play.act", {"session": deal["session"], "action": a})]["result"]["ok"]
                        for a in offered}
            assert True in outcomes
        assert len(sessions) == answers.PLAY_OPENINGS


def test_a_recorded_match_is_unknown_to_the_live_engine_until_restored():
    """After the engine is ready, the page's next call about a recorded match gets
    the engine's "session-closed" reply, on which the play page restores the match
    from the saved text of the recorded reply."""
    from hanafuda_core import webapi

    form = answers.play_form("poka")
    seed = answers.play_openings("poka", 1)[0]
    recorded = answers.record([("play-board", {"game": "poka", "openings": [seed]})]).answers
    deal = recorded[answers.answer_key("play.new", {**form, "seed": seed})]["result"]
    fresh = json.loads(webapi.call("play.new", json.dumps({**form, "seed": seed})))["result"]
    assert fresh["session"] != deal["session"]
    closed = json.loads(webapi.call("play.computer", json.dumps({"session": deal["session"]})))
    assert closed["ok"] is False and closed["error"]["code"] == "session-closed"
    restored = json.loads(webapi.call("play.restore", json.dumps(
        {"game": "poka", "saved": deal["saved"], "showLegal": False})))["result"]
    assert restored["saved"] == deal["saved"] and restored["view"]["waiting"] == "you"


def test_widget_pages_preload_their_modules_and_answers(built_site):
    lesson = built_site.directory / "poka" / "lessons" / "following" / "index.html"
    text = lesson.read_text("utf-8")
    preloaded = re.findall(r'<link rel="modulepreload" href="([^"]+)">', text)
    assert any(h.endswith("/assets/js/widgets/exercise.js") for h in preloaded)
    for href in preloaded:
        assert (lesson.parent / href).resolve().is_file(), href
    # The answers are named in the head for the runtime to fetch at once (a
    # <link rel="preload"> of them was fetched a second time by the runtime).
    (answers_href,) = re.findall(r'<meta name="hf-answers" content="([^"]+)">', text)
    assert (lesson.parent / answers_href).is_file()
    # A play page preloads its widget and its recorded opening deals; a page without widgets neither.
    play_page = built_site.directory / "games" / "poka-play" / "index.html"
    play = play_page.read_text("utf-8")
    assert "widgets/play-board.js" in play
    (play_answers,) = re.findall(r'<meta name="hf-answers" content="([^"]+)">', play)
    assert (play_page.parent / play_answers).is_file()
    plain = (built_site.directory / "notation" / "index.html").read_text("utf-8")
    assert "modulepreload" not in plain and "hf-answers" not in plain



def test_recorded_answers_show_a_learner_no_notation(recorded_files):
    """Every verdict, explanation, status, log line and card label the engine
    recorded for the pages (every legal and illegal first move of every
    exercise, drill and play page) names cards in words, never by code, and
    names no option by its identifier."""
    from tests.core.learner_text import learner_texts, notation_in

    seen = 0
    for f in recorded_files:
        for key, reply in answers.unpack(json.loads(f.read_text("utf-8"))).items():
            seen += sum(1 for _ in learner_texts(reply))
            assert notation_in(reply) == [], (f, key)
    assert seen > 5000
