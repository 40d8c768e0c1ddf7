"""JSON call interface used by the browser runtime.

The page's JavaScript sends ``call(name, args_json)`` and gets back a JSON
text: ``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {...}}``.
Every endpoint takes and returns plain JSON values; the logic stays here.
Errors in the learner's input come back as readable messages, never as a
Python traceback on the page.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from . import __version__
from .deck import card
from .drills import DrillError, NameThatCard
from .notation import NotationError, parse_cards

ENDPOINTS: dict[str, Callable[..., Any]] = {}


def endpoint(name: str):
    def register(fn):
        ENDPOINTS[name] = fn
        return fn

    return register


class ApiError(ValueError):
    pass


@endpoint("ping")
def ping() -> dict:
    import sys

    return {"version": __version__, "python": sys.version.split()[0], "platform": sys.platform}


@endpoint("configure")
def configure(cardBase: str | None = None) -> dict:
    """Set once by the browser runtime: where boards find the card files."""
    from .art import set_card_base

    set_card_base(cardBase)
    return {"cardBase": cardBase}


@endpoint("cards.svg")
def cards_svg(cards: str, width: int = 72) -> list[dict]:
    from .art import card_svg

    return [{"card": c.code, "label": c.label, "svg": card_svg(c, width=width)} for c in parse_cards(cards)]


_drills: dict[str, NameThatCard] = {}


@endpoint("drill.name-that-card.question")
def name_that_card_question(seed: int | str | None = None, avoid: str | None = None) -> dict:
    drill = _drills.get("name-that-card")
    if drill is None or seed is not None:
        drill = _drills["name-that-card"] = NameThatCard(seed)
    return drill.question(avoid)


@endpoint("drill.name-that-card.check")
def name_that_card_check(card: str, month: Any, kind: Any) -> dict:
    return NameThatCard.check(card, month, kind)


# Rule drills ("Who deals?", "Which card do you capture?"): stateless; the
# question's ``state`` goes to the page and comes back with the answer.

_quiz_rngs: dict[str, Any] = {}


@endpoint("quiz.question")
def quiz_question(quiz: str, seed: int | str | None = None) -> dict:
    from .rng import Rng
    from .rule_drills import get_quiz

    q = get_quiz(quiz)
    if seed is not None:
        return q.question(Rng(seed))
    rng = _quiz_rngs.get(q.name)
    if rng is None:
        rng = _quiz_rngs[q.name] = Rng()
    return q.question(rng)


@endpoint("quiz.check")
def quiz_check(quiz: str, state: Any, answer: Any) -> dict:
    from .rule_drills import get_quiz

    return get_quiz(quiz).check(state, answer)


# Lessons and puzzles: stateless judging (see hanafuda_core.learning.judge).


@endpoint("exercise.start")
def exercise_start(exercise: dict, showLegal: bool = False) -> dict:
    from .learning import judge

    return judge.start(exercise, show_legal=showLegal)


@endpoint("exercise.move")
def exercise_move(exercise: dict, actions: list, showLegal: bool = False) -> dict:
    from .learning import judge

    return judge.move(exercise, actions, show_legal=showLegal)


@endpoint("exercise.view")
def exercise_view(exercise: dict, actions: list, showLegal: bool = False) -> dict:
    from .learning import judge

    return judge.view(exercise, actions, show_legal=showLegal)


@endpoint("exercise.answer")
def exercise_answer(exercise: dict, answer) -> dict:
    from .learning import judge

    return judge.answer(exercise, answer)


@endpoint("exercise.solution")
def exercise_solution(exercise: dict) -> dict:
    from .learning import judge

    return judge.solution(exercise)


def call(name: str, args_json: str = "{}") -> str:
    """Run an endpoint; always returns a JSON text, never raises."""
    try:
        fn = ENDPOINTS.get(name)
        if fn is None:
            raise ApiError(f"unknown call {name!r}")
        try:
            args = json.loads(args_json) if args_json else {}
        except json.JSONDecodeError as e:
            raise ApiError(f"arguments are not valid JSON: {e}") from None
        if not isinstance(args, dict):
            raise ApiError("arguments must be a JSON object")
        try:
            result = fn(**args)
        except TypeError as e:
            if "argument" in str(e):
                raise ApiError(f"{name}: {e}") from None
            raise
        return json.dumps({"ok": True, "result": result})
    except (ApiError, NotationError, DrillError, ValueError) as e:
        kind = type(e).__name__
        detail = e.to_dict() if isinstance(e, NotationError) else {"message": str(e)}
        return json.dumps({"ok": False, "error": {"type": kind, **detail}})
    except Exception as e:  # a bug in the engine: report it, keep the page alive
        return json.dumps({"ok": False, "error": {"type": "InternalError", "message": f"{type(e).__name__}: {e}"}})


# ---------------------------------------------------------------------------
# Play against the computer (hanafuda_core.play).  Sessions live in this
# worker, keyed by id; a page keeps the saved text and restores after a reload.

_play_sessions: dict[str, Any] = {}
_PLAY_MAX_SESSIONS = 16
_play_next_id = [1]


def _play_store(session) -> str:
    sid = f"s{_play_next_id[0]}"
    _play_next_id[0] += 1
    _play_sessions[sid] = session
    while len(_play_sessions) > _PLAY_MAX_SESSIONS:
        del _play_sessions[next(iter(_play_sessions))]
    return sid


def _play_get(session: str):
    s = _play_sessions.get(session) if isinstance(session, str) else None
    if s is None:
        raise ApiError(f"unknown play session {session!r}: the game was closed; restore it or start a new match")
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
    """Every registered game: key, name, seat counts, blurb."""
    from . import games

    return [{"key": g.key, "name": g.name, "seats": list(g.seat_counts), "blurb": g.blurb}
            for g in games.all_games()]


@endpoint("play.options")
def play_options(game: str) -> list[dict]:
    from .play import describe_options

    return describe_options(game)


@endpoint("play.new")
def play_new(game: str, options: Any = None, seed: Any = None, showLegal: bool = False,
             seats: Any = None, learner: Any = 0) -> dict:
    from .play import PlaySession, describe_options

    s = PlaySession(game, options, seed, seats=seats, learner=learner)
    s.show_legal = bool(showLegal)
    sid = _play_store(s)
    return _play_reply(sid, s, options=describe_options(game), seed=s.seed)


@endpoint("play.restore")
def play_restore(saved: Any, game: str, showLegal: bool = False) -> dict:
    from .play import PlaySession, describe_options

    s = PlaySession.from_text(saved)
    if s.game_name != game:
        raise ApiError(f"the saved game is a {s.game.name} match, not this game")
    s.show_legal = bool(showLegal)
    sid = _play_store(s)
    return _play_reply(sid, s, options=describe_options(game), seed=s.seed)


@endpoint("play.view")
def play_view(session: str, showLegal: Any = None) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, {"ok": True, "view": s.view(None if showLegal is None else bool(showLegal))})


@endpoint("play.act")
def play_act(session: str, action: Any) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, s.act(action))


@endpoint("play.computer")
def play_computer(session: str) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, s.computer_step())


@endpoint("play.undo")
def play_undo(session: str) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, s.undo())


@endpoint("play.next-round")
def play_next_round(session: str) -> dict:
    s = _play_get(session)
    return _play_reply(session, s, s.next_round())
