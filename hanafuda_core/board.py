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

Each game builds its own view (``Game.view``, in its package) from the zone
and word helpers below; this module never names a game.
"""

from __future__ import annotations

import html
import json
from typing import Callable, Sequence

from .art import board_card_html, card_back_svg, card_svg
from .deck import CARDS, card as _lookup

__all__ = ["face_card", "back_card", "board_html", "own_hand_zone", "other_hand_zone", "stack_zone",
           "seat_order", "outcome_tone", "poss", "verb", "mid", "plural", "names_text", "score_words", "PILE_SHOWN"]

PILE_SHOWN = 3
"""How many cards of a face-up pile a view shows (the top one last)."""


# ---------------------------------------------------------------------------
# Generic pieces


def face_card(code, *, action: str | None = None, action_label: str | None = None,
              legal: bool = False, selected: bool = False) -> dict:
    """A face-up card of a view model."""
    c = _lookup(code)
    return {"code": c.code, "svg": board_card_html(c), "label": c.label, "action": action,
            "actionLabel": action_label if action is not None else None,
            "legal": bool(legal), "selected": bool(selected)}


def back_card(label: str = "Face-down card") -> dict:
    """A face-down card of a view model (no code: a page cannot tell which card it is)."""
    return {"code": None, "svg": card_back_svg(label=label), "label": label, "action": None,
            "actionLabel": None, "legal": False, "selected": False}


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


def _cards_html(cards: list[dict], zone_id: str, interactive: bool, draw) -> str:
    clickable = [i for i, c in enumerate(cards) if c.get("action") is not None]
    first = clickable[0] if clickable else -1
    items = "".join(_card_html(c, zone_id, interactive, draw, i == first) for i, c in enumerate(cards))
    items = items or '<li class="hf-zone__empty">empty</li>'
    return f'<ul class="hf-zone__cards" role="list">{items}</ul>'


def _group_html(g: dict, zone_id: str, interactive: bool, draw) -> str:
    cls = "hf-group is-complete" if g.get("complete") else "hf-group"
    progress = f'<span class="hf-group__progress">{_e(g["progress"])}</span>' if g.get("progress") else ""
    items = "".join(_card_html(c, zone_id, interactive, draw) for c in g["cards"])
    return (f'<div class="{cls}"><p class="hf-group__label">{_e(g["title"])} '
            f'<span class="hf-group__count">{len(g["cards"])}</span>{progress}</p>'
            f'<ul class="hf-zone__cards" role="list">{items}</ul></div>')


def _zone_html(z: dict, interactive: bool, draw) -> str:
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
        body = _cards_html(z["cards"], z["id"], interactive, draw)
    return (f'<div class="{cls}" data-zone="{_e(z["id"])}" role="group" aria-label="{_e(z["label"])}">'
            f'<p class="hf-zone__label" aria-hidden="true">{_e(title)}{badge}</p>{body}</div>')


AREAS = ("top", "middle", "bottom")


def board_html(view: dict, *, interactive: bool = False, draw: Callable[[str], str] | None = None) -> str:
    """Static HTML of a view model: the markup ``board.js`` produces.

    With ``interactive=False`` (a picture in a page) cards are plain images
    and the action buttons are left out.  ``draw(code)`` may replace the
    inline SVG of face-up cards (the site build draws them by reference to
    the card sprite).
    """
    waiting = view.get("waiting") or ""
    parts = [f'<div class="hf-board" data-game="{_e(view.get("game", ""))}" data-waiting="{_e(waiting)}">']
    info = view.get("info") or []
    if info:
        items = "".join(f'<div class="hf-board__info-item"><dt>{_e(i["label"])}</dt><dd>{_e(i["value"])}</dd></div>'
                        for i in info)
        parts.append(f'<dl class="hf-board__info">{items}</dl>')
    parts.append('<div class="hf-board__table">')
    zones = view.get("zones") or []
    for area in AREAS:
        inside = [z for z in zones if z.get("area", "middle") == area]
        if inside:
            parts.append(f'<div class="hf-board__area hf-board__area--{area}">'
                         + "".join(_zone_html(z, interactive, draw) for z in inside) + "</div>")
    parts.append("</div>")
    status = view.get("status") or ""
    parts.append(f'<p class="hf-board__status" role="status" aria-live="polite">{_e(status)}</p>')
    parts.append(_outcome_html(view.get("outcome")))
    if interactive:
        parts.append(_buttons_html(view.get("buttons") or []))
    log = view.get("log") or []
    if log:
        items = "".join(f"<li>{_e(x)}</li>" for x in log)
        parts.append(f'<details class="hf-board__log"><summary>Moves ({len(log)})</summary><ol>{items}</ol></details>')
    parts.append("</div>")
    return "".join(parts)


def _outcome_html(outcome: dict | None) -> str:
    if not outcome:
        return '<div class="hf-board__outcome" hidden></div>'
    tone = f" hf-board__outcome--{_e(outcome['tone'])}" if outcome.get("tone") else ""
    return (f'<div class="hf-board__outcome{tone}"><p class="hf-board__outcome-title">{_e(outcome["title"])}</p>'
            f'<p class="hf-board__outcome-text">{_e(outcome["text"])}</p></div>')


def outcome_tone(winners, me: int, teams=None) -> str:
    """"win", "loss" or "draw" for the viewer ``me`` (partners win together)."""
    if not winners:
        return "draw"
    mine = next((set(t) for t in (teams or ()) if me in t), {me})
    return "win" if mine & set(winners) else "loss"


def _buttons_html(buttons: list[dict]) -> str:
    out = []
    for b in buttons:
        dis = "" if b.get("enabled", True) else ' aria-disabled="true"'
        hint = f' title="{_e(b["hint"])}"' if b.get("hint") else ""
        cls = "md-button hf-board__btn hf-board__btn--alt" if b.get("alt") else "md-button hf-board__btn"
        out.append(f'<button type="button" class="{cls}" data-action="{_e(b["action"])}"'
                   f'{dis}{hint}>{_e(b["label"])}</button>')
    return f'<div class="hf-board__buttons" role="group" aria-label="Actions">{"".join(out)}</div>'


# ---------------------------------------------------------------------------
# Zones and words shared by every game's view


def own_hand_zone(name: str, me: int, cards: list[dict], *, active: bool) -> dict:
    """The zone of the viewer's own hand, at the bottom of the table."""
    return {
        "id": f"hand-{me}", "kind": "hand", "area": "bottom", "title": f"{poss(name)} hand",
        "active": active, "label": f"{poss(name)} hand ({plural(len(cards), 'card')})",
        "cards": cards, "count": len(cards),
    }


def other_hand_zone(name: str, seat: int, cards: list[int], *, shown: bool, active: bool,
                    area: str = "top") -> dict:
    """Another seat's hand: face up when ``shown``, else backs and a count."""
    n = len(cards)
    return {
        "id": f"hand-{seat}", "kind": "hand", "area": area, "title": f"{poss(name)} hand", "active": active,
        "label": f"{poss(name)} hand ({plural(n, 'card')}{'' if shown else ', face down'})",
        "cards": [face_card(c) for c in cards] if shown else [back_card() for _ in cards], "count": n,
    }


def stack_zone(zone_id: str, title: str, count: int, note: str = "face down") -> dict:
    """A face-down pile (the draw pile): one back and its count."""
    return {"id": zone_id, "kind": "stack", "area": "middle", "active": False, "title": title,
            "label": f"{title} ({plural(count, 'card')}, {note})",
            "cards": [back_card(title)] if count else [], "count": count}


def turned_up_zone(card: int, words: str) -> dict:
    """The card turned up from the draw pile while it waits for its target (capture games)."""
    return {"id": "turned-up", "kind": "pile", "area": "middle", "active": False,
            "title": "Turned up", "label": f"Card turned up: {words}",
            "cards": [face_card(card)], "count": 1}


def captured_zone(zone_id: str, area: str, whose: str, cards: Sequence[int], groups: list[dict]) -> dict:
    """A capture pile (capture games): ``whose`` is the owner's possessive
    ("Your", "Computer's"), ``groups`` the cards by kind."""
    return {"id": zone_id, "kind": "captured", "area": area, "active": False,
            "title": f"{whose} captures",
            "label": f"{whose} captured cards ({plural(len(cards), 'card')})",
            "cards": [face_card(c) for c in cards], "count": len(cards), "groups": groups}


def field_zone(cards: Sequence[int], draw_targets: set[str], *, show_legal: bool,
               words: Callable[[int], str]) -> dict:
    """The field of a capture game; a field card the card turned up may take
    carries ``draw>CARD`` when that is in ``draw_targets``."""
    out = []
    for c in cards:
        act = f"draw>{CARDS[c].code}"
        if act in draw_targets:
            out.append(face_card(c, action=act, legal=show_legal,
                                 action_label=f"Capture {words(c)} with the card turned up"))
        else:
            out.append(face_card(c))
    return {"id": "field", "kind": "hand", "area": "middle", "active": False, "title": "Field",
            "label": f"Field ({plural(len(out), 'card')})", "cards": out, "count": len(out)}


def play_card(c: int, legal: Sequence[str], legal_set: set[str], *, show_legal: bool, name: str,
              words: Callable[[int], str], target_of: Callable[[str], int]) -> dict:
    """A hand card of a capture game on its player's turn: it carries its play;
    when it must name the field card it takes (two of its month), ``then``
    lists the plays by target (``target_of(action)``: the card it takes)."""
    code = CARDS[c].code
    targets = [t for t in legal if t.startswith(code + ">")]
    ok = show_legal and (code in legal_set or bool(targets))
    label = f"Play {name}" + (" (legal move)" if ok else "")
    card = face_card(c, action=code, action_label=label, legal=ok)
    if targets:  # two field cards of its month: pick the card, then the one it takes
        card["then"] = [{"card": t.partition(">")[2], "action": t,
                         "label": f"Capture {words(target_of(t))} with {words(c)}"} for t in targets]
        card["actionLabel"] = label + " — then choose the field card it captures"
    return card


def seat_order(me: int, seats: int) -> list[int]:
    """The other seats as the viewer sees them, from their right round the table."""
    return [(me + k) % seats for k in range(1, seats)]


def poss(name: str) -> str:
    """"Your" or "Computer's"."""
    return "Your" if name == "You" else f"{name}'s"


def verb(name: str, plain: str, third: str) -> str:
    """"You play" / "Computer plays"."""
    return f"{name} {plain if name == 'You' else third}"


def mid(text: str) -> str:
    """``text`` in the middle of a sentence ("You play" -> "you play")."""
    return "you" + text[3:] if text.startswith("You ") else text


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def names_text(text: str, names: Sequence[str]) -> str:
    """An engine explanation ("Player 1 scores ...") with the seats' names,
    in the second person for "You"."""
    for p in range(len(names) - 1, -1, -1):  # "Player 10" before "Player 1"
        name = names[p]
        you = name == "You"
        for said in (f"Player {p + 1}", f"player {p + 1}"):
            at_start = said[0] == "P"
            text = text.replace(said, name if at_start or not you else "you")
    for a, b in (("You scores", "You score"), ("you scores", "you score"), ("You stops", "You stop"),
                 ("You wins", "You win"), ("you wins", "you win"), ("You was", "You were"),
                 ("you was", "you were"), ("You has", "You have"), ("you has", "you have"),
                 ("You makes", "You make"), ("You emptied their", "You emptied your"),
                 ("You calls", "You call"), ("you calls", "you call")):
        text = text.replace(a, b)
    return text


def score_words(scores: Sequence[int], names: Sequence[str]) -> str:
    """"You 1 – 0 Computer" (two seats) or "You 1, Computer 1 0, Computer 2 3"."""
    if len(scores) == 2:
        return f"{names[0]} {scores[0]} – {scores[1]} {names[1]}"
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores))
