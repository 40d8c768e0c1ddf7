"""The engine's recorded answers: every question a lesson or puzzle page can ask.

A learner who opens a lesson or puzzle page should never wait for Python (3.9
MiB, twenty seconds on a slow mobile connection).  The build already runs
the engine over every exercise; here it also asks the engine, through the
very JSON API the page uses (``hanafuda_core.webapi.call``), every question
the page's widgets can ask (:class:`Recording`, one recorder per widget in
:data:`RECORDERS`):

* an exercise (:func:`record_exercise`): its start, "Show a solution", and
  along every line of play until the exercise ends, each board with the
  legal moves shown or not, and the verdict, explanation and board after
  every action the board offers; a question's every answer;
* a puzzle trainer: the same for each puzzle it may show first;
* a drill (the deck's "name that card", the rule quizzes): each of its
  :data:`OPENINGS` first questions (the page picks one at random) with the
  verdict on every answer;
* a play page: the options form, and each opening deal with the reply to
  every card the learner can play first.

The answers of one page are written next to it as ``<page>.answers.json``
and the page's widgets point to that file.  In the browser
(``assets/js/hanafuda-runtime.js``) a call whose exact text was recorded is
answered from the file while the engine is not running; everything else goes
to the live engine, which the page then starts.  What only the live engine
answers: a trainer's later puzzles and its ratings (drawn at random from
hundreds), a drill's later questions, a match after the learner's first move,
and the moves of an exercise deeper than :data:`MAX_EXERCISE_CALLS` allows
(none today: docs/design/page-load.md).  A question whose answer is a set of
choices is recorded as the engine's decision diagram
(:func:`hanafuda_core.learning.judge.answer_diagram`) and the reply at each
of its ends: the page walks the diagram to the recorded answer that gets the
same reply as the learner's set.  Nothing is decided in the page: the
answers are the engine's own, and a test compares every recorded answer with
the live engine's.

Card faces in a run-time board are images under the site's card folder,
whose absolute address only the browser knows: answers are recorded with
:data:`CARD_BASE_PLACEHOLDER` as the card folder, which the page replaces by
``cards`` (the card folder relative to the answers file).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any, Iterator

from hanafuda_core.messages import ENGLISH, Language

CARD_BASE_PLACEHOLDER = "https://hanafuda-cards.invalid/"
_WIDGET = re.compile(r'data-hf-widget="([\w-]+)" data-hf-config="([^"]*)"')
OPENINGS = 8
"""How many first questions a drill offers (one chosen at random), each recorded with every answer."""


def answer_key(name: str, args: dict) -> str:
    """The text a call is looked up by: the endpoint, a space, the arguments as
    compact JSON with sorted keys (assets/js/hanafuda-runtime.js builds the same)."""
    return f"{name} {json.dumps(args, sort_keys=True, separators=(',', ':'), ensure_ascii=False)}"


def _actions(value: Any) -> Iterator[str]:
    """Every action string a view offers (cards, capture targets, buttons)."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "action" and isinstance(v, str):
                yield v
            else:
                yield from _actions(v)
    elif isinstance(value, list):
        for v in value:
            yield from _actions(v)


class Recording:
    """The engine's replies to the calls a page's widgets make, each call asked
    once, through the JSON API the page uses: ``answers`` maps each call's
    text (:func:`answer_key`) to the parsed reply ``{"ok": ..., "result"|"error": ...}``."""

    def __init__(self) -> None:
        self.answers: dict[str, Any] = {}
        self.whole: list[str] = []
        """The ids of the widgets whose every call is recorded (they never need the live engine)."""
        self.diagrams: dict[str, dict] = {}
        """A call's text without its set argument (:func:`answer_key`) -> ``{"arg": the
        argument, "nodes": the decision diagram}``: :meth:`ask_every_set`."""

    def ask(self, name: str, args: dict) -> dict:
        """The engine's reply to ``name(args)``, recorded."""
        from hanafuda_core import webapi

        key = answer_key(name, args)
        if key not in self.answers:
            self.answers[key] = json.loads(webapi.call(name, json.dumps(args)))
        return self.answers[key]

    def ask_every_set(self, name: str, args: dict, arg: str, nodes: list[list]) -> None:
        """The engine's reply to ``name`` with ``args`` and any set of choices as
        ``arg``, told by ``nodes``, a decision diagram over the choices whose
        ends are the answers that get the same reply as every set leading
        there (:func:`hanafuda_core.learning.judge.answer_diagram`): the
        diagram, and each of its ends asked."""
        self.diagrams[answer_key(name, args)] = {"arg": arg, "nodes": nodes}
        for node in nodes:
            for branch in node[1:]:
                if isinstance(branch, list):
                    self.ask(name, {**args, arg: branch})


MAX_EXERCISE_CALLS = 3000
"""The most calls recorded for one exercise: its lines of play are recorded
breadth first, so a tree too big to record whole (a long chain of plays) is
recorded to the depth this allows, and deeper moves go to the live engine."""


def record_exercise_widget(config: dict, rec: Recording) -> None:
    """An exercise widget (a lesson step or a puzzle): :func:`record_exercise`,
    its id noted in ``rec.whole`` when every call it can make is recorded."""
    if record_exercise(config, rec) and config.get("id"):
        rec.whole.append(config["id"])


def record_exercise(config: dict, rec: Recording, max_calls: int = MAX_EXERCISE_CALLS) -> bool:
    """Every call an exercise widget (assets/js/widgets/exercise.js) can make
    until the exercise ends: the start, "Show a solution", and then

    * a question: its board ("Start again"), and every answer (every set of
      choices, where several may be chosen: :meth:`Recording.ask_every_set`);
    * a move goal, along every line of play from the start (breadth first) until
      the goal is met or missed: the board with the legal moves shown or not
      (the "Show legal moves" button, "Undo" and "Start again"), every action
      the board offers (legal or not) with the legal moves shown or not, and
      the board where each line ends, redrawn.

    Returns whether the whole tree was recorded (``max_calls`` allowing)."""
    from hanafuda_core.learning.judge import answer_diagram

    exercise = {"game": config["game"], "position": config["position"], "goal": config["goal"]}
    started = rec.ask("exercise.start", {"exercise": exercise})
    if not started.get("ok"):
        return True
    rec.ask("exercise.solution", {"exercise": exercise})
    result = started["result"]
    if result.get("kind") == "question":
        rec.ask("exercise.view", {"exercise": exercise, "actions": [], "showLegal": False})  # "Start again"
        if result.get("multiple"):
            rec.ask_every_set("exercise.answer", {"exercise": exercise}, "answer", answer_diagram(exercise))
        else:
            for choice in result.get("choices", []):
                rec.ask("exercise.answer", {"exercise": exercise, "answer": [choice["value"]]})
        return True
    budget = len(rec.answers) + max_calls
    lines: list[list[str]] = [[]]  # the accepted moves of each line still to record, shallowest first
    seen = {()}
    for actions in lines:
        board = None
        for show in (True, False):
            board = rec.ask("exercise.view", {"exercise": exercise, "actions": actions, "showLegal": show})
        offered = list(dict.fromkeys(_actions(board["result"]["view"]))) if board.get("ok") else []
        if len(rec.answers) + 2 * len(offered) > budget:
            return False
        for action in offered:
            for show in (True, False):
                reply = rec.ask("exercise.move", {"exercise": exercise, "actions": [*actions, action],
                                                  "showLegal": show})
            moved = reply.get("result") or {}
            after = tuple(moved.get("actions") or ())
            if moved.get("status") == "continue" and after not in seen:
                seen.add(after)
                lines.append(list(after))
            elif moved.get("status") in ("success", "missed"):
                # The board where the line ended, redrawn ("Show legal moves" pressed there).
                for show in (True, False):
                    rec.ask("exercise.view", {"exercise": exercise, "actions": list(after), "showLegal": show})
    return True


def record_name_that_card(config: dict, rec: Recording) -> None:
    """The deck drill (assets/js/widgets/name-that-card.js): each opening question
    and every month and kind the learner can answer it with."""
    for seed in config.get("openings", []):
        q = rec.ask("drill.name-that-card.question", {"seed": seed})["result"]
        for month in q["months"]:
            for kind in q["kinds"]:
                rec.ask("drill.name-that-card.check", {"card": q["card"], "month": month["value"], "kind": kind["value"]})


def record_quiz(config: dict, rec: Recording) -> None:
    """A rule drill (assets/js/widgets/quiz.js): each opening question and every choice."""
    for seed in config.get("openings", []):
        q = rec.ask("quiz.question", {"quiz": config["quiz"], "seed": seed})["result"]
        for choice in q["choices"]:
            rec.ask("quiz.check", {"quiz": config["quiz"], "state": q["state"], "answer": choice["value"]})


def _reply(name: str, args: dict) -> dict:
    from hanafuda_core import webapi

    return json.loads(webapi.call(name, json.dumps(args)))


PLAY_OPENINGS = 8
"""How many first deals a play page offers when no deal number is asked for (one
chosen at random while the engine is starting), each recorded with the reply to
every card the learner can play first."""
RECORDED_SESSIONS = 10 ** 15
"""The number of the first match the build records: the engine numbers its play
sessions from 1 in each browser tab, so a recorded session's id is never one the
live engine has; a call for it after the engine is ready gets the engine's
"session-closed" reply, and the page restores the match from the saved text the
engine put in the recorded reply (assets/js/widgets/play-board.js)."""


def play_form(game: str) -> dict:
    """The arguments of ``play.new`` when the learner starts a match with the play
    page's options form untouched (assets/js/widgets/play-board.js): each option's
    default, the first number of players the game offers, the computer's level
    as the form first shows it, the legal moves hidden."""
    options = {}
    for o in _reply("play.options", {"game": game})["result"]:
        if o.get("input") == "checkbox":
            options[o["name"]] = bool(o.get("default"))
        else:
            same = [c["value"] for c in o["choices"] if _js_same(c["value"], o.get("default"))]
            options[o["name"]] = same[0] if same else o["choices"][0]["value"]
    args = {"game": game, "showLegal": False, "options": options}
    levels = [lv["key"] for lv in _reply("play.levels", {"game": game})["result"]]
    if levels:  # the level select starts on Standard (or the first level offered)
        args["level"] = "standard" if "standard" in levels else levels[0]
    seats = next(g["seats"] for g in _reply("games", {})["result"] if g["key"] == game)
    if len(seats) > 1:
        args["seats"] = seats[0]
    return args


def _js_same(a: Any, b: Any) -> bool:
    """JSON.stringify(a) === JSON.stringify(b) (numbers as JavaScript writes them)."""
    def norm(v: Any) -> Any:
        if isinstance(v, float) and v.is_integer():
            return int(v)
        if isinstance(v, list):
            return [norm(x) for x in v]
        if isinstance(v, dict):
            return {k: norm(x) for k, x in v.items()}
        return v
    return json.dumps(norm(a)) == json.dumps(norm(b))


def play_openings(game: str, count: int = PLAY_OPENINGS) -> list[int]:
    """The first ``count`` deal numbers in which the learner plays first (so the
    first move is theirs and can be recorded), with the form's default rules."""
    from hanafuda_core import webapi

    base = play_form(game)
    seeds = []
    seed = 0
    while len(seeds) < count:
        seed += 1
        with webapi.play_sessions_numbered(RECORDED_SESSIONS):
            r = _reply("play.new", {**base, "seed": seed})["result"]
        if r["view"]["waiting"] == "you":
            seeds.append(seed)
    return seeds


def record_play(config: dict, rec: Recording) -> None:
    """A play page (assets/js/widgets/play-board.js): the options form's calls,
    then for each opening deal the start of the match with the untouched form
    and the reply to every card the learner can play first.  The computer's
    answer, and everything after the learner's first move, is the live engine's."""
    from hanafuda_core import webapi

    game = config["game"]
    rec.ask("play.options", {"game": game})
    rec.ask("play.levels", {"game": game})
    rec.ask("games", {})
    base = play_form(game)
    for i, seed in enumerate(config.get("openings", [])):
        number = RECORDED_SESSIONS + i
        args = {**base, "seed": seed}
        with webapi.play_sessions_numbered(number):
            view = rec.ask("play.new", args)["result"]["view"]
        if view["waiting"] != "you":
            continue
        for action in dict.fromkeys(_actions(view)):
            with webapi.play_sessions_numbered(number):
                _reply("play.new", args)  # the match as dealt, before this move
            rec.ask("play.act", {"session": f"s{number}", "action": action})


def replay(key: str, recorded: dict[str, Any]) -> dict:
    """The live engine's reply to the recorded call ``key`` of one page's
    ``recorded`` answers, in the state the recording made it in: a recorded
    deal is dealt under its recorded session number, and a move in a recorded
    match is made in that match dealt afresh (tests/site/test_recorded_answers.py)."""
    from hanafuda_core import webapi

    name, text = key.split(" ", 1)
    args = json.loads(text)
    if name == "play.new":
        with webapi.play_sessions_numbered(int(recorded[key]["result"]["session"][1:])):
            return json.loads(webapi.call(name, text))
    if "session" in args:
        deal = next(k for k, v in recorded.items() if k.startswith("play.new ") and v.get("ok")
                    and v["result"]["session"] == args["session"])
        replay(deal, recorded)
    return json.loads(webapi.call(name, text))


def record_trainer(config: dict, rec: Recording) -> None:
    """The puzzle trainer (assets/js/widgets/trainer.js): each puzzle it may show
    first (``sitegen.trainer.openings``), as an exercise."""
    for opening in config.get("openings", []):
        record_exercise(opening, rec)


RECORDERS = {"exercise": record_exercise_widget, "name-that-card": record_name_that_card, "quiz": record_quiz,
             "play-board": record_play, "trainer": record_trainer}
"""The widgets whose calls are recorded, each with its recorder ``(config, Recording)``."""


def record(widgets: list[tuple[str, dict]]) -> Recording:
    """The engine's replies to every call the (widget, config) pairs ``widgets`` can make."""
    from hanafuda_core import webapi
    from hanafuda_core.art import set_card_base

    rec = Recording()
    set_card_base(CARD_BASE_PLACEHOLDER)
    try:
        for widget, config in widgets:
            RECORDERS[widget](config, rec)
    finally:
        set_card_base(None)
        # The recorded matches are not left in this engine (a browser's engine never has them).
        webapi.close_play_sessions(RECORDED_SESSIONS)
    return rec


REF = "#"
"""The key of a reference object ``{"#": i}``: the i-th entry of the shared table."""


def pack(answers: dict[str, Any]) -> dict[str, Any]:
    """Share what repeats: boards after different moves carry the same cards,
    zones and labels, so every string or object that occurs more than once
    (and is not tiny) is stored once in ``table`` and referred to as
    ``{"#": index}``.  An entry refers only to entries before it, so the page
    resolves the table in one pass (:func:`unpack` is the reference version of
    that code, assets/js/hanafuda-runtime.js the one the page runs).

    Values are told apart by their canonical JSON text (:func:`canonical`),
    without writing it: by their shapes (:func:`_shapes`)."""
    shape_of, counts, lengths = _shapes(answers)
    table: list[Any] = []
    index: dict[int, int] = {}

    def enc(v: Any) -> Any:
        if isinstance(v, dict):
            out: Any = {k: enc(x) for k, x in v.items()}
        elif isinstance(v, list):
            out = [enc(x) for x in v]
        elif isinstance(v, str) and len(v) >= 16:
            out = v
        else:
            return v
        shape = shape_of[id(v)]
        if counts[shape] < 2 or lengths[shape] < 24:
            return out
        if shape not in index:
            index[shape] = len(table)
            table.append(out)
        return {REF: index[shape]}

    packed = {k: enc(v) for k, v in answers.items()}
    return {"table": table, "answers": packed}


def canonical(v: Any) -> str:
    """The text that tells values apart when packing: JSON with sorted keys."""
    return json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _shapes(answers: dict[str, Any]) -> tuple[dict[int, int], list[int], list[int]]:
    """``({id(value): shape}, occurrences by shape, length of the canonical text
    by shape)`` for every object, list and string of 16 characters or more
    in the answers.  Two values have one shape when their canonical texts
    are the same: a string's shape is told by its text, an object's or a
    list's by its parts' (their keys, the shapes of the larger, the texts of
    the smaller), so the answers are walked once and no text longer than
    one value's is written."""
    from json.encoder import encode_basestring  # a string as json.dumps(ensure_ascii=False) writes it

    shape_of: dict[int, int] = {}
    shapes: dict[Any, int] = {}
    counts: list[int] = []
    lengths: list[int] = []
    atoms = {None: "null", True: "true", False: "false"}
    key_lengths: dict[str, int] = {}

    def shape(told: Any, length: int) -> int:
        found = shapes.get(told)
        if found is None:
            found = shapes[told] = len(counts)
            counts.append(1)
            lengths.append(length)
        else:
            counts[found] += 1
        return found

    def part(v: Any) -> tuple[Any, int]:
        """(what ``v`` is told apart by: its shape, or the text of a smaller
        value; the length of its canonical text)"""
        kind = type(v)
        if kind is str:
            text = encode_basestring(v)
            if len(v) < 16:
                return text, len(text)
            found = shape_of[id(v)] = shape(text, len(text))
            return found, len(text)
        if kind is dict:
            if REF in v:
                raise ValueError(f"a recorded answer has a {REF!r} key, which packing reserves")
            told: list[Any] = [0]
            length = 1 + len(v)  # the braces and the commas (one too many when empty)
            for k in sorted(v):
                inner, n = part(v[k])
                key_length = key_lengths.get(k)
                if key_length is None:
                    key_length = key_lengths[k] = len(encode_basestring(k)) + 1
                told += (k, inner)
                length += key_length + n
        elif kind is list:
            told = [1]
            length = 1 + len(v)
            for x in v:
                inner, n = part(x)
                told.append(inner)
                length += n
        else:
            text = int.__repr__(v) if kind is int else atoms[v] if v is None or kind is bool else canonical(v)
            return text, len(text)
        length = max(length, 2)
        found = shape_of[id(v)] = shape(tuple(told), length)
        return found, length

    for v in answers.values():
        part(v)
    return shape_of, counts, lengths


def unpack(data: dict[str, Any]) -> dict[str, Any]:
    """The answers of :func:`pack`'s output, references resolved."""
    table: list[Any] = []

    def dec(v: Any) -> Any:
        if isinstance(v, dict):
            if set(v) == {REF}:
                return table[v[REF]]
            return {k: dec(x) for k, x in v.items()}
        if isinstance(v, list):
            return [dec(x) for x in v]
        return v

    for entry in data["table"]:
        table.append(dec(entry))
    return {k: dec(v) for k, v in data["answers"].items()}


def widget_configs(page_html: str) -> list[tuple[str, dict]]:
    """(widget, configuration) of the widgets of a built page whose opening is recorded."""
    return [(m.group(1), json.loads(html.unescape(m.group(2)))) for m in _WIDGET.finditer(page_html)
            if m.group(1) in RECORDERS]


def answers_file_name(dest_path: str) -> str:
    """``<game>/lessons/<lesson>/index.html`` -> ``index.answers.json`` (next to the page)."""
    return Path(dest_path).stem + ".answers.json"


def write_for_page(page_html: str, dest_path: str, site_dir: str, cards_url: str,
                   language: Language = ENGLISH) -> str:
    """Record the answers of a page's exercises into a file next to the page;
    returns the page with its exercise widgets pointing to it (unchanged when
    it has no exercise).  ``cards_url``: the card folder relative to the page;
    ``language``: the page's (the engine's texts are recorded in it)."""
    from hanafuda_core import webapi

    configs = widget_configs(page_html)
    if not configs:
        return page_html
    name = answers_file_name(dest_path)
    target = Path(site_dir) / Path(dest_path).parent / name
    target.parent.mkdir(parents=True, exist_ok=True)
    with webapi.writing_in(language):
        rec = record(configs)
    data = {"cards": cards_url, "placeholder": CARD_BASE_PLACEHOLDER, "whole": rec.whole, "diagrams": rec.diagrams,
            **pack(rec.answers)}
    target.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
    attr = f' data-hf-answers="{html.escape(name, quote=True)}"'
    return _WIDGET.sub(lambda m: m.group(0) + (attr if m.group(1) in RECORDERS else ""), page_html)
