"""Card-table view models, game-agnostic, and their static HTML.

A *view model* is a plain JSON-able dict describing everything a page shows of
a game table; the browser's ``board.js`` draws it and :func:`board_html` draws
the same markup at build time (so a board in a page is readable with
JavaScript off and the script can replace it in place)::

    {
      "game": "<game key>",
      "zones": [zone, ...],            # in reading order: top area, middle, bottom
      "buttons": [{"action": "stop", "label": "Stop", "enabled": True, "hint": "...",
                   "alt": bool (the same choice as a click on the table: kept for the
                                keyboard and screen readers, shown when focused)}],
      "status": "one line: whose turn / what to do",
      "info": [{"label": "Score", "value": "You 1 – 0 Computer"}],
      "log": ["You discard 3R (Cherry poetry ribbon)", ...],
      "outcome": None | {"title": "...", "text": "...", "tone": "win" | "loss" | "draw" | None},
      "waiting": "you" | "computer" | "round-over" | "match-over",
      "layout": "crowded" (optional: a table of many, whose other hands and
                captured piles share rows),
    }

    zone = {"id": "hand-0", "kind": "hand" | "pile" | "stack" | "captured",
            "area": "top" | "middle" | "bottom", "active": bool (its owner is to move),
            "title": "Your hand" (shown), "label": "Your hand (6 cards)" (accessible name),
            "cards": [card, ...], "count": 6,
            "groups": [group, ...] (a "captured" zone: its cards sorted into groups)}

    group = {"title": "Brights", "cards": [card, ...], "progress": "Lights 2/3" | "",
             "complete": bool (a yaku of the group is made)}

    card = {"code": "3R" | None (face down), "svg": "<svg ...>", "label": "...",
            "action": "3R" | None (clickable when set), "actionLabel": "Discard 3R: ..." | None,
            "legal": bool, "selected": bool, "highlight": bool (part of a made yaku),
            "then": [{"card": "3B", "action": "3R>3B", "label": "..."}] | None}

``kind``: a ``hand`` shows every card; a ``pile`` (face-up) shows its top few
cards, the top one last; a ``stack`` (face-down) shows one back and its count;
``captured`` shows small cards in groups.  ``legal`` is only ever set when
the caller asked for legal moves to be shown.  A card with ``then`` needs a
second choice: picking it marks the listed cards elsewhere on the table as
targets, and picking a target sends that target's action (the page's
buttons offer the same actions for the keyboard).

The board is drawn in this order: info, the table (top, middle, bottom
areas), then the status line, the outcome, the buttons and the move log —
so nothing above the learner's hand changes height between turns.

Each game builds its own view (its :class:`~hanafuda_core.presenter.Presenter`,
in its package) from the zones of :mod:`hanafuda_core.presenter`, its texts
messages written at the edge (:func:`~hanafuda_core.messages.written`); this
module draws any game's written view as HTML and never names a game.  The
zone helpers are read from here too, as before.
"""

from __future__ import annotations

import html
import json
from typing import Callable

from .messages import ENGLISH, Language, msg, msg_in, written
from .presenter import (PILE_SHOWN, back_card, face_card, other_hand_zone, outcome_tone, own_hand_zone, seat_order,
                        stack_zone)
from .words import plural, score_words

__all__ = ["face_card", "back_card", "board_html", "own_hand_zone", "other_hand_zone", "stack_zone",
           "seat_order", "outcome_tone", "plural", "score_words", "PILE_SHOWN"]


def _e(text) -> str:
    return html.escape(str(text), quote=True)


def _card_html(c: dict, zone_id: str, interactive: bool, draw: Callable[[str], str] | None,
               first: bool = True) -> str:
    svg = c["svg"]
    if draw is not None and c.get("code"):
        svg = draw(c["code"])
    if interactive and c.get("action") is not None:
        cls = "hf-card-btn"
        if c.get("legal"):
            cls += " is-legal"
        if c.get("selected"):
            cls += " is-selected"
        label = c.get("actionLabel") or c.get("label") or c["action"]
        pressed = ' aria-pressed="true"' if c.get("selected") else ""
        then = f' data-then="{_e(json.dumps(c["then"]))}"' if c.get("then") else ""
        tab = "0" if first else "-1"  # roving tabindex: one card of a zone is in the tab order
        inner = (f'<button type="button" class="{cls}" data-action="{_e(c["action"])}" '
                 f'data-zone="{_e(zone_id)}" tabindex="{tab}" aria-label="{_e(label)}"{pressed}{then}>{svg}</button>')
    else:
        inner = svg
    code = f' data-card="{_e(c["code"])}"' if c.get("code") else ""
    cls = "hf-zone__card is-highlight" if c.get("highlight") else "hf-zone__card"
    return f'<li class="{cls}"{code}>{inner}</li>'


def _cards_html(cards: list[dict], zone_id: str, interactive: bool, draw, empty: str) -> str:
    clickable = [i for i, c in enumerate(cards) if c.get("action") is not None]
    first = clickable[0] if clickable else -1
    items = "".join(_card_html(c, zone_id, interactive, draw, i == first) for i, c in enumerate(cards))
    items = items or f'<li class="hf-zone__empty">{_e(empty)}</li>'
    return f'<ul class="hf-zone__cards" role="list">{items}</ul>'


def _group_html(g: dict, zone_id: str, interactive: bool, draw) -> str:
    cls = "hf-group is-complete" if g.get("complete") else "hf-group"
    progress = f'<span class="hf-group__progress">{_e(g["progress"])}</span>' if g.get("progress") else ""
    items = "".join(_card_html(c, zone_id, interactive, draw) for c in g["cards"])
    return (f'<div class="{cls}"><p class="hf-group__label">{_e(g["title"])} '
            f'<span class="hf-group__count">{len(g["cards"])}</span>{progress}</p>'
            f'<ul class="hf-zone__cards" role="list">{items}</ul></div>')


def _zone_html(z: dict, interactive: bool, draw, empty: str) -> str:
    cls = f"hf-zone hf-zone--{_e(z['kind'])}"
    if z.get("active"):
        cls += " is-active"
    title = z.get("title") or z["label"].partition(" (")[0]
    count = z.get("count")
    badge = f'<span class="hf-zone__count">{_e(count)}</span>' if count is not None else ""
    if z.get("groups") is not None:
        body = ('<div class="hf-zone__groups">'
                + "".join(_group_html(g, z["id"], interactive, draw) for g in z["groups"]) + "</div>")
    else:
        body = _cards_html(z["cards"], z["id"], interactive, draw, empty)
    return (f'<div class="{cls}" data-zone="{_e(z["id"])}" role="group" aria-label="{_e(z["label"])}">'
            f'<p class="hf-zone__label" aria-hidden="true">{_e(title)}{badge}</p>{body}</div>')


AREAS = ("top", "middle", "bottom")


def board_html(view: dict, *, interactive: bool = False, draw: Callable[[str], str] | None = None,
               language: Language = ENGLISH) -> str:
    """Static HTML of a view model, its messages written in ``language``
    (:func:`~hanafuda_core.messages.written`): the markup ``board.js`` produces.

    With ``interactive=False`` (a picture in a page) cards are plain images
    and the action buttons are left out.  ``draw(code)`` may replace the
    inline SVG of face-up cards (the site build draws them by reference to
    the card sprite).
    """
    view = written(view, language)
    empty = language.write(msg_in("a zone of the table with no card", "empty"))
    waiting = view.get("waiting") or ""
    layout = f' data-layout="{_e(view["layout"])}"' if view.get("layout") else ""
    parts = [f'<div class="hf-board" data-game="{_e(view.get("game", ""))}" data-waiting="{_e(waiting)}"{layout}>']
    parts.append('<div class="hf-board__table">')
    zones = view.get("zones") or []
    for area in AREAS:
        inside = [z for z in zones if z.get("area", "middle") == area]
        if inside:
            parts.append(f'<div class="hf-board__area hf-board__area--{area}">'
                         + "".join(_zone_html(z, interactive, draw, empty) for z in inside) + "</div>")
    parts.append("</div>")
    status = view.get("status") or ""
    parts.append(f'<p class="hf-board__status" role="status" aria-live="polite">{_e(status)}</p>')
    parts.append(_outcome_html(view.get("outcome")))
    if interactive:
        parts.append(_buttons_html(view.get("buttons") or [],
                                   language.write(msg_in("the board's buttons, for screen readers", "Actions"))))
    # The score and yaku strip comes after what the learner acts on, in the
    # markup as on the screen: a page drawn while it is still arriving never
    # moves it down, and the reading order is the order seen.
    info = view.get("info") or []
    if info:
        items = "".join(f'<div class="hf-board__info-item"><dt>{_e(i["label"])}</dt><dd>{_e(i["value"])}</dd></div>'
                        for i in info)
        parts.append(f'<dl class="hf-board__info">{items}</dl>')
    log = view.get("log") or []
    if log:
        items = "".join(f"<li>{_e(x)}</li>" for x in log)
        moves = _e(language.write(msg("Moves ({n})", n=len(log))))
        parts.append(f'<details class="hf-board__log"><summary>{moves}</summary><ol>{items}</ol></details>')
    parts.append("</div>")
    return "".join(parts)


def _outcome_html(outcome: dict | None) -> str:
    if not outcome:
        return '<div class="hf-board__outcome" hidden></div>'
    tone = f" hf-board__outcome--{_e(outcome['tone'])}" if outcome.get("tone") else ""
    return (f'<div class="hf-board__outcome{tone}"><p class="hf-board__outcome-title">{_e(outcome["title"])}</p>'
            f'<p class="hf-board__outcome-text">{_e(outcome["text"])}</p></div>')


def _buttons_html(buttons: list[dict], label: str) -> str:
    out = []
    for b in buttons:
        dis = "" if b.get("enabled", True) else ' aria-disabled="true"'
        hint = f' title="{_e(b["hint"])}"' if b.get("hint") else ""
        cls = "md-button hf-board__btn hf-board__btn--alt" if b.get("alt") else "md-button hf-board__btn"
        out.append(f'<button type="button" class="{cls}" data-action="{_e(b["action"])}"'
                   f'{dis}{hint}>{_e(b["label"])}</button>')
    return f'<div class="hf-board__buttons" role="group" aria-label="{_e(label)}">{"".join(out)}</div>'
