"""JSON call interface used by the browser runtime.

The page's JavaScript sends ``call(name, args_json)`` and gets back a JSON
text: ``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {"type",
"message", ...}}``.  Every endpoint takes and returns plain JSON values; the
logic stays in the engine.

Each endpoint declares its arguments (:func:`endpoint` with one :class:`Arg`
per argument: its kind, whether it is required, its default, its range or
length), and :func:`call` checks every call against the declaration before
the endpoint runs, so no endpoint can forget a check: wrong types, unknown or
missing arguments, numbers out of range, ``NaN``/``Infinity``, texts too long
and JSON nested too deeply all come back as an ``ApiError`` with a readable
message.  Errors in the learner's input are the project's own
:class:`~hanafuda_core.errors.HanafudaError` (their class name is the error
``type``); anything else that escapes an endpoint is a bug in the engine and
comes back as ``InternalError``.  A bad call never changes the engine's state.
"""

from __future__ import annotations

import json
import re
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from . import __version__
from .errors import HanafudaError
from .messages import ENGLISH, Language, Message, Writable
from .words import with_article

__all__ = ["call", "endpoint", "Arg", "ApiError", "ENDPOINTS", "MAX_ARGS_TEXT", "MAX_DEPTH"]

MAX_ARGS_TEXT = 1_000_000
"""The longest arguments text accepted (characters)."""
MAX_DEPTH = 32
"""How deeply arguments may nest (lists and objects)."""
MAX_NAME = 64


class ApiError(HanafudaError):
    """A call the API cannot take: unknown endpoint, bad arguments.  ``code``
    names a condition a page may act on (``session-closed``)."""

    def __init__(self, message: str, code: str | None = None):
        super().__init__(message)
        self.code = code

    def to_dict(self) -> dict:
        return {"message": str(self), **({"code": self.code} if self.code else {})}


# ---------------------------------------------------------------------------
# Declared arguments


@dataclass(frozen=True)
class Arg:
    """One declared argument.

    ``kind``: ``text`` (a string up to ``max_len``), ``flag`` (true/false),
    ``whole`` (a whole number from ``lo`` to ``hi``; a text of ASCII digits is
    read as one), ``seed`` (a whole number from 0 to 2**64-1 or a short text),
    ``texts`` (a list of up to ``max_items`` texts), ``object`` (a JSON
    object), ``json`` (any JSON value).  Every value is also bounded in depth
    and size.  ``required=False`` arguments take ``default`` when absent or
    null.
    """

    kind: str
    required: bool = True
    default: Any = None
    lo: int = 0
    hi: int = 2**53
    max_len: int = 200
    max_items: int = 500

    def check(self, name: str, value: Any) -> Any:
        if value is None:
            if self.required:
                raise ApiError(f"the argument {name!r} is needed")
            return self.default
        k = self.kind
        if k == "text":
            if not isinstance(value, str):
                raise ApiError(f"{name!r} must be a text")
            if len(value) > self.max_len:
                raise ApiError(f"{name!r} is too long (at most {self.max_len} characters)")
            return value
        if k == "flag":
            if not isinstance(value, bool):
                raise ApiError(f"{name!r} must be true or false")
            return value
        if k in ("whole", "seed"):
            if k == "seed" and isinstance(value, str) and not (value.isascii() and value.strip().isdigit()):
                if not value.strip() or len(value) > 100:
                    raise ApiError(f"{name!r} must be a whole number or a short text")
                return value
            hi = (1 << 64) - 1 if k == "seed" else self.hi
            if isinstance(value, str) and 0 < len(value.strip()) <= 20 and value.strip().isascii() \
                    and value.strip().isdigit():
                value = int(value.strip())
            if isinstance(value, bool) or not isinstance(value, int) or not self.lo <= value <= hi:
                raise ApiError(f"{name!r} must be a whole number from {self.lo} to {hi}")
            return value
        if k == "texts":
            if not isinstance(value, list) or not all(isinstance(v, str) and len(v) <= self.max_len
                                                      for v in value):
                raise ApiError(f"{name!r} must be a list of texts")
            if len(value) > self.max_items:
                raise ApiError(f"{name!r} is too long (at most {self.max_items} items)")
            return value
        if k == "object":
            if not isinstance(value, dict):
                raise ApiError(f"{name!r} must be an object")
            return value
        if k == "json":
            return value
        raise AssertionError(f"unknown argument kind {k!r}")  # pragma: no cover


ENDPOINTS: dict[str, tuple[Callable[..., Any], dict[str, Arg]]] = {}


def endpoint(name: str, **args: Arg):
    """Register ``fn`` as endpoint ``name`` with its declared arguments."""
    def register(fn):
        ENDPOINTS[name] = (fn, args)
        return fn

    return register


# ---------------------------------------------------------------------------
# The call


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_BRACKET = re.compile(r"[\[\]{}]")


def _depth(text: str) -> int:
    """How deeply a JSON text nests (strings skipped), without parsing it."""
    depth = deepest = 0
    for m in _BRACKET.finditer(_STRING.sub("", text)):
        if m.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _no_constants(token: str):
    raise ApiError(f"arguments may not contain {token}")


def _parse(args_json: Any) -> dict:
    if args_json is None or args_json == "":
        return {}
    if not isinstance(args_json, str):
        raise ApiError("arguments must be a JSON text")
    if len(args_json) > MAX_ARGS_TEXT:
        raise ApiError("the arguments are too long")
    if _depth(args_json) > MAX_DEPTH:
        raise ApiError(f"the arguments are nested too deeply (at most {MAX_DEPTH} levels)")
    try:
        args = json.loads(args_json, parse_constant=_no_constants)
    except ApiError:
        raise
    except (ValueError, RecursionError) as e:  # bad JSON, or a number too long to read
        raise ApiError(f"arguments are not valid JSON: {str(e)[:80]}") from None
    if not isinstance(args, dict):
        raise ApiError("arguments must be a JSON object")
    return args


def call(name: Any, args_json: Any = "{}") -> str:
    """Run an endpoint; always returns a JSON text, never raises."""
    reply = answer(name, args_json)
    try:
        return write(reply)
    except Exception as e:  # a bug in writing its words: reported as answer() reports one
        return json.dumps({"ok": False, "error": {"type": "InternalError",
                                                  "message": f"internal error ({type(e).__name__})"}})


def answer(name: Any, args_json: Any = "{}") -> dict:
    """Run an endpoint: its reply, ``{"ok": True, "result": ...}`` or ``{"ok":
    False, "error": ...}``, its messages not written yet (:func:`write`: a
    reply that does not depend on the session's language, an exercise's, is
    written in any); never raises."""
    try:
        if not isinstance(name, str) or len(name) > MAX_NAME or name not in ENDPOINTS:
            shown = repr(name) if isinstance(name, str) and len(name) <= MAX_NAME else "given"
            raise ApiError(f"unknown call {shown}")
        fn, declared = ENDPOINTS[name]
        args = _parse(args_json)
        for key in args:
            if key not in declared:
                shown = repr(key) if len(key) <= 40 else "given"
                known = ", ".join(declared) or "none"
                raise ApiError(f"{name}: unknown argument {shown}; its arguments are {known}")
        checked = {key: arg.check(key, args.get(key)) for key, arg in declared.items()}
        return {"ok": True, "result": fn(**checked)}
    except HanafudaError as e:
        said = e.args[0] if len(e.args) == 1 else None  # a message, written in the session's language
        detail = e.to_dict() if hasattr(e, "to_dict") else {"message": said if isinstance(said, Message) else str(e)}
        return {"ok": False, "error": {"type": type(e).__name__, **detail}}
    except Exception as e:  # a bug in the engine: report it, keep the page alive
        return {"ok": False, "error": {"type": "InternalError", "message": f"internal error ({type(e).__name__})"}}


def write(reply: dict) -> str:
    """A reply of :func:`answer` as the JSON text :func:`call` returns: its
    messages written in the session's language (``configure``), as the JSON
    encoder meets them (``written``'s result, without a copy of the reply)."""
    return json.dumps(reply, default=_written_here)


def _written_here(value: Any) -> str:
    if isinstance(value, Writable):
        return value.render(_language)
    raise TypeError(f"a reply holds a {type(value).__name__}, which is not JSON")


# ---------------------------------------------------------------------------
# The endpoints


@endpoint("ping")
def ping() -> dict:
    import sys

    return {"version": __version__, "python": sys.version.split()[0], "platform": sys.platform}


_language = ENGLISH
"""The language the session's texts are written in (``configure``)."""


@contextmanager
def writing_in(language: Language):
    """The session's texts written in ``language`` meanwhile (the site build
    records the engine's answers for a page in the page's language)."""
    global _language
    before, _language = _language, language
    try:
        yield
    finally:
        _language = before


@endpoint("configure", cardBase=Arg("text", required=False, max_len=500),
          thinkMs=Arg("whole", required=False, lo=0, hi=60_000),
          language=Arg("text", required=False, max_len=20),
          catalogs=Arg("texts", required=False, max_len=500, max_items=20))
def configure(cardBase: str | None = None, thinkMs: int | None = None, language: str | None = None,
              catalogs: list[str] | None = None) -> dict:
    """Set by the browser runtime: the folder of the card sprite boards
    refer to, how long the Strong computer may think per move (ms; its
    deterministic budget in samples applies too), and the language the
    session's texts are written in: ``language`` (``"en"``, the source, needs
    no catalog) and the paths of its compiled catalogs in the runtime's file
    system (the shared part and the parts of the page's games, which the
    page fetched for its own language only; given again whole when a page
    of another game needs more)."""
    global _language
    from . import levels
    from .art import set_card_base

    if language is not None and language != "en":
        if not catalogs:
            raise ApiError(f"the language {language!r} needs its catalogs")
        try:
            parts = []
            for path in catalogs:
                with open(path, "rb") as f:
                    parts.append(f.read())
            _language = Language.from_catalogs(language, parts)
        except (OSError, ValueError) as e:  # missing, or not a catalog (gettext's own errors are OSError)
            raise ApiError(f"the catalogs of the language {language!r} could not be read ({e})") from None
    elif language == "en":
        _language = ENGLISH
    set_card_base(cardBase)
    if thinkMs is not None:
        levels.TIME_CAP = thinkMs / 1000 if thinkMs else None
    return {"cardBase": cardBase, "thinkMs": thinkMs, "language": _language.code}


@endpoint("cards.svg", cards=Arg("text", max_len=2000), width=Arg("whole", required=False, default=72, lo=8, hi=1000))
def cards_svg(cards: str, width: int = 72) -> list[dict]:
    from .art import card_svg
    from .notation import parse_cards

    return [{"card": c.code, "label": c.label, "svg": card_svg(c, width=width)} for c in parse_cards(cards)]


_drills: dict[str, Any] = {}


@endpoint("drill.name-that-card.question", seed=Arg("seed", required=False),
          avoid=Arg("text", required=False, max_len=20))
def name_that_card_question(seed: int | str | None = None, avoid: str | None = None) -> dict:
    from .drills import NameThatCard

    drill = _drills.get("name-that-card")
    if drill is None or seed is not None:
        drill = NameThatCard(seed)
    question = drill.question(avoid, language=_language)
    _drills["name-that-card"] = drill
    return question


@endpoint("drill.name-that-card.check", card=Arg("text", max_len=20), month=Arg("json"), kind=Arg("json"))
def name_that_card_check(card: str, month: Any, kind: Any) -> dict:
    from .drills import NameThatCard

    return NameThatCard.check(card, month, kind, language=_language)


# Rule drills ("Who deals?", "Which card do you capture?"): stateless; the
# question's ``state`` goes to the page and comes back with the answer.

_quiz_rngs: dict[str, Any] = {}


@endpoint("quiz.question", quiz=Arg("text", max_len=40), seed=Arg("seed", required=False))
def quiz_question(quiz: str, seed: int | str | None = None) -> dict:
    from .rng import Rng
    from .rule_drills import get_quiz

    q = get_quiz(quiz)
    if seed is not None:
        return q.question(Rng(seed), language=_language)
    rng = _quiz_rngs.get(q.name)
    if rng is None:
        rng = _quiz_rngs[q.name] = Rng()
    return q.question(rng, language=_language)


@endpoint("quiz.check", quiz=Arg("text", max_len=40), state=Arg("json"), answer=Arg("json"))
def quiz_check(quiz: str, state: Any, answer: Any) -> dict:
    from .rule_drills import get_quiz

    return get_quiz(quiz).check(state, answer, language=_language)


# Lessons and puzzles: stateless judging (see hanafuda_core.learning.judge).

_EXERCISE = Arg("object")
_SHOW = Arg("flag", required=False, default=False)
_ACTIONS = Arg("texts", max_items=200, max_len=40)


@endpoint("exercise.start", exercise=_EXERCISE, showLegal=_SHOW)
def exercise_start(exercise: dict, showLegal: bool = False) -> dict:
    from .learning import judge

    return judge.start(exercise, show_legal=showLegal)


@endpoint("exercise.move", exercise=_EXERCISE, actions=_ACTIONS, showLegal=_SHOW)
def exercise_move(exercise: dict, actions: list, showLegal: bool = False) -> dict:
    from .learning import judge

    return judge.move(exercise, actions, show_legal=showLegal)


@endpoint("exercise.view", exercise=_EXERCISE, actions=_ACTIONS, showLegal=_SHOW)
def exercise_view(exercise: dict, actions: list, showLegal: bool = False) -> dict:
    from .learning import judge

    return judge.view(exercise, actions, show_legal=showLegal)


@endpoint("exercise.answer", exercise=_EXERCISE, answer=Arg("json"))
def exercise_answer(exercise: dict, answer) -> dict:
    from .learning import judge

    return judge.answer(exercise, answer)


@endpoint("exercise.solution", exercise=_EXERCISE)
def exercise_solution(exercise: dict) -> dict:
    from .learning import judge

    return judge.solution(exercise)


# ---------------------------------------------------------------------------
# Play against the computer (hanafuda_core.play).  Sessions live in this
# worker, keyed by id; a page keeps the saved text and restores after a reload.

_play_sessions: dict[str, Any] = {}
_PLAY_MAX_SESSIONS = 16
_play_next_id = [1]
_GAME = Arg("text", max_len=40)
_SESSION = Arg("text", max_len=20)


def _play_store(session) -> str:
    sid = f"s{_play_next_id[0]}"
    _play_next_id[0] += 1
    _play_sessions[sid] = session
    while len(_play_sessions) > _PLAY_MAX_SESSIONS:
        del _play_sessions[next(iter(_play_sessions))]
    return sid


@contextmanager
def play_sessions_numbered(first: int) -> Iterator[None]:
    """The play sessions opened inside are numbered from ``first`` (then the
    count goes on from where it was): the site records a page's replies for
    sessions of known numbers."""
    old = _play_next_id[0]
    _play_next_id[0] = first
    try:
        yield
    finally:
        _play_next_id[0] = old


def close_play_sessions(least: int) -> None:
    """Close every play session numbered ``least`` or more."""
    for sid in [s for s in _play_sessions if int(s[1:]) >= least]:
        del _play_sessions[sid]


def _play_get(session: str):
    s = _play_sessions.get(session)
    if s is None:
        raise ApiError("this game was closed; restore it or start a new match", code="session-closed")
    return s


def _play_reply(sid: str, s, answer: dict | None = None, **extra) -> dict:
    out = {"session": sid, "ok": True}
    if answer is not None:
        out.update(answer)
    else:
        out["view"] = s.view()
    out["saved"] = s.to_text()
    out.update(extra)
    return out


@endpoint("games")
def list_games() -> list[dict]:
    """Every registered game: key, name, seat counts, blurb (in the session's language)."""
    from . import games

    return [{"key": g.key, "name": g.name_words, "seats": list(g.info.seat_counts), "blurb": g.site.blurb}
            for g in games.all_games()]


@endpoint("play.options", game=_GAME)
def play_options(game: str) -> list[dict]:
    from .play import describe_options

    return describe_options(game)


@endpoint("play.levels", game=_GAME)
def play_levels(game: str) -> list[dict]:
    """The computer's levels of a game: key, label, description (the first is the easiest)."""
    from .play import game_named

    return [lv.to_dict() for lv in game_named(game).computer.levels()]


@endpoint("play.new", game=_GAME, options=Arg("json", required=False),
          seed=Arg("whole", required=False, hi=(1 << 64) - 1),
          showLegal=_SHOW, seats=Arg("whole", required=False, lo=1, hi=8),
          learner=Arg("whole", required=False, default=0, lo=0, hi=7),
          level=Arg("text", required=False, max_len=40))
def play_new(game: str, options: Any = None, seed: Any = None, showLegal: bool = False,
             seats: Any = None, learner: Any = 0, level: str | None = None) -> dict:
    from .play import PlaySession, describe_options

    s = PlaySession(game, options, seed, seats=seats, learner=learner, level=level)
    s.show_legal = showLegal
    sid = _play_store(s)
    return _play_reply(sid, s, options=describe_options(game), seed=s.seed)


@endpoint("play.restore", saved=Arg("text", max_len=200_000), game=_GAME, showLegal=_SHOW)
def play_restore(saved: str, game: str, showLegal: bool = False) -> dict:
    from .play import PlaySession, describe_options

    s = PlaySession.from_text(saved)
    if s.game_name != game:
        raise ApiError(f"the saved game is {with_article(s.game.name)} match, not this game")
    s.show_legal = showLegal
    sid = _play_store(s)
    return _play_reply(sid, s, options=describe_options(game), seed=s.seed)


@endpoint("play.view", session=_SESSION, showLegal=Arg("flag", required=False))
def play_view(session: str, showLegal: bool | None = None) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, {"ok": True, "view": s.view(showLegal)})


@endpoint("play.act", session=_SESSION, action=Arg("json"))
def play_act(session: str, action: Any) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, s.act(action))


@endpoint("play.computer", session=_SESSION)
def play_computer(session: str) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, s.computer_step())


@endpoint("play.hint", session=_SESSION)
def play_hint(session: str) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, s.hint())


@endpoint("play.undo", session=_SESSION)
def play_undo(session: str) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, s.undo())


@endpoint("play.next-round", session=_SESSION)
def play_next_round(session: str) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, s.next_round())


# ---------------------------------------------------------------------------
# Match review (hanafuda_core.review): one decision per call, so the page
# shows a progress bar while the worker weighs them.


def _review_index(s, index: int) -> int:
    r = s.review()
    if index >= r.count:
        raise ApiError(f"there is no decision {index + 1} to review (there are {r.count})")
    return index


@endpoint("review.start", session=_SESSION)
def review_start(session: str) -> dict:
    """How many of the learner's decisions a review weighs."""
    s = _play_get(session)
    return {"count": s.review().count}


@endpoint("review.step", session=_SESSION, index=Arg("whole", hi=100_000))
def review_step(session: str, index: int) -> dict:
    """Weigh decision ``index``: ``item`` is null when the move played was as
    good as any, else the decision to show."""
    s = _play_get(session)
    return {"index": index, "item": s.review().step(_review_index(s, index))}


@endpoint("review.puzzle", session=_SESSION, index=Arg("whole", hi=100_000))
def review_puzzle(session: str, index: int) -> dict:
    s = _play_get(session)
    return s.review().puzzle(_review_index(s, index))


@endpoint("review.check", session=_SESSION, index=Arg("whole", hi=100_000), action=Arg("text"))
def review_check(session: str, index: int, action: str) -> dict:
    s = _play_get(session)
    return s.review().check(_review_index(s, index), action)

# The puzzle trainer (hanafuda_core.learning.trainer).  The page keeps the
# learner's record (``store``, a text) in the browser's storage and sends it
# with the catalogue of puzzles (``index``: [{id, rating, themes}]); the reply
# carries the new record to store and the next puzzle's id.

_STORE = Arg("text", required=False, default="", max_len=200_000)
_THEME = Arg("text", required=False, default="", max_len=60)


def _trainer_index(index: Any) -> list[dict]:
    from .learning import trainer

    try:
        return trainer.check_index(index)
    except ValueError as e:
        raise ApiError(str(e)) from None


@endpoint("trainer.start", store=_STORE, index=Arg("json"), theme=_THEME)
def trainer_start(store: str, index: Any, theme: str = "") -> dict:
    """Read the stored record (a fresh one, with a message, when damaged) and choose the next puzzle."""
    from .learning import trainer

    idx = _trainer_index(index)
    state, warning = trainer.load(store)
    known = {p["id"] for p in idx}
    if state["next"] not in known or (theme and theme not in
                                      next(p["themes"] for p in idx if p["id"] == state["next"])):
        state["next"] = trainer.choose(state, idx, theme or None)
    return {"store": trainer.dump(state), "warning": warning.render(_language) if warning else "",
            "next": state["next"], "summary": trainer.summary(state, language=_language)}


@endpoint("trainer.result", store=_STORE, index=Arg("json"), puzzle=Arg("text", max_len=100),
          solved=Arg("flag"), theme=_THEME)
def trainer_result(store: str, index: Any, puzzle: str, solved: bool, theme: str = "") -> dict:
    """Record a solved or missed puzzle; the new rating and the next puzzle."""
    from .learning import trainer

    idx = _trainer_index(index)
    entry = next((p for p in idx if p["id"] == puzzle), None)
    if entry is None:
        raise ApiError("this puzzle is not in the trainer's catalogue")
    state, warning = trainer.load(store)
    before = state["rating"]
    state = trainer.record(state, entry, solved)
    state["next"] = trainer.choose(state, idx, theme or None)
    return {"store": trainer.dump(state), "warning": warning.render(_language) if warning else "",
            "next": state["next"], "summary": trainer.summary(state, before, _language)}
