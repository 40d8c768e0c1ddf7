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
