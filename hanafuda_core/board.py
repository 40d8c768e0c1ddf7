"""Card-table view models, game-agnostic, and their static HTML.

A *view model* is a plain JSON-able dict describing everything a page shows of
a game table; the browser's ``board.js`` draws it and :func:`board_html` draws
the same markup at build time (so a board in a page is readable with
JavaScript off and the script can replace it in place)::

    {
      "game": "poka",
      "zones": [zone, ...],            # in reading order: top area, middle, bottom
      "buttons": [{"action": "stop", "label": "Stop", "enabled": True, "hint": "..."}],
      "status": "one line: whose turn / what to do",
      "info": [{"label": "Score", "value": "You 1 – 0 Computer"}],
      "log": ["You discard 3R (Cherry poetry ribbon)", ...],
      "outcome": None | {"title": "...", "text": "..."},
      "waiting": "you" | "computer" | "round-over" | "match-over",
    }

    zone = {"id": "hand-0", "kind": "hand" | "pile" | "stack",
            "area": "top" | "middle" | "bottom", "active": bool (its owner is to move),
            "title": "Your hand" (shown), "label": "Your hand (6 cards)" (accessible name),
            "cards": [card, ...], "count": 6}

    card = {"code": "3R" | None (face down), "svg": "<svg ...>", "label": "...",
            "action": "3R" | None (clickable when set), "actionLabel": "Discard 3R: ..." | None,
            "legal": bool, "selected": bool}

``kind``: a ``hand`` shows every card; a ``pile`` (face-up) shows its top few
cards, the top one last; a ``stack`` (face-down) shows one back and its count.
``legal`` is only ever set when the caller asked for legal moves to be shown.

:func:`poka_view` builds the view of a :class:`~hanafuda_core.poka.PokaPosition`.
"""

from __future__ import annotations

import html
from typing import Callable, Sequence

from .art import board_card_html, card_back_svg, card_svg
from .deck import CARDS, FLOWERS, card as _lookup, indices

__all__ = ["face_card", "back_card", "board_html", "poka_view", "koikoi_view", "PILE_SHOWN"]

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
        tab = "0" if first else "-1"  # roving tabindex: one card of a zone is in the tab order
        inner = (f'<button type="button" class="{cls}" data-action="{_e(c["action"])}" '
                 f'data-zone="{_e(zone_id)}" tabindex="{tab}" aria-label="{_e(label)}"{pressed}>{svg}</button>')
    else:
        inner = svg
    code = f' data-card="{_e(c["code"])}"' if c.get("code") else ""
    return f'<li class="hf-zone__card"{code}>{inner}</li>'


def _zone_html(z: dict, interactive: bool, draw) -> str:
    cls = f"hf-zone hf-zone--{_e(z['kind'])}"
    if z.get("active"):
        cls += " is-active"
    title = z.get("title") or z["label"].partition(" (")[0]
    count = z.get("count")
    clickable = [i for i, c in enumerate(z["cards"]) if c.get("action") is not None]
    first = clickable[0] if clickable else -1
    cards = "".join(_card_html(c, z["id"], interactive, draw, i == first) for i, c in enumerate(z["cards"]))
    badge = f'<span class="hf-zone__count">{_e(count)}</span>' if count is not None else ""
    if not z["cards"]:
        cards = '<li class="hf-zone__empty">empty</li>'
    return (f'<div class="{cls}" data-zone="{_e(z["id"])}" role="group" aria-label="{_e(z["label"])}">'
            f'<p class="hf-zone__label" aria-hidden="true">{_e(title)}{badge}</p>'
            f'<ul class="hf-zone__cards" role="list">{cards}</ul></div>')


AREAS = ("top", "middle", "bottom")


def board_html(view: dict, *, interactive: bool = False, draw: Callable[[str], str] | None = None) -> str:
    """Static HTML of a view model: the markup ``board.js`` produces.

    With ``interactive=False`` (a picture in a page) cards are plain images
    and the action buttons are left out.  ``draw(code)`` may replace the
    inline SVG of face-up cards (the site build draws them as images of the card files).
    """
    waiting = view.get("waiting") or ""
    parts = [f'<div class="hf-board" data-game="{_e(view.get("game", ""))}" data-waiting="{_e(waiting)}">']
    info = view.get("info") or []
    if info:
        items = "".join(f'<div class="hf-board__info-item"><dt>{_e(i["label"])}</dt><dd>{_e(i["value"])}</dd></div>'
                        for i in info)
        parts.append(f'<dl class="hf-board__info">{items}</dl>')
    status = view.get("status") or ""
    parts.append(f'<p class="hf-board__status" role="status" aria-live="polite">{_e(status)}</p>')
    outcome = view.get("outcome")
    parts.append(_outcome_html(outcome))
    parts.append('<div class="hf-board__table">')
    zones = view.get("zones") or []
    for area in AREAS:
        inside = [z for z in zones if z.get("area", "middle") == area]
        if inside:
            parts.append(f'<div class="hf-board__area hf-board__area--{area}">'
                         + "".join(_zone_html(z, interactive, draw) for z in inside) + "</div>")
    parts.append("</div>")
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
    return (f'<div class="hf-board__outcome"><p class="hf-board__outcome-title">{_e(outcome["title"])}</p>'
            f'<p class="hf-board__outcome-text">{_e(outcome["text"])}</p></div>')


def _buttons_html(buttons: list[dict]) -> str:
    out = []
    for b in buttons:
        dis = "" if b.get("enabled", True) else ' aria-disabled="true"'
        hint = f' title="{_e(b["hint"])}"' if b.get("hint") else ""
        out.append(f'<button type="button" class="md-button hf-board__btn" data-action="{_e(b["action"])}"'
                   f'{dis}{hint}>{_e(b["label"])}</button>')
    return f'<div class="hf-board__buttons" role="group" aria-label="Actions">{"".join(out)}</div>'


# ---------------------------------------------------------------------------
# Words


def _own_hand_zone(name: str, me: int, cards: list[dict], *, active: bool) -> dict:
    """The zone of the viewer's own hand, at the bottom of the table."""
    return {
        "id": f"hand-{me}", "kind": "hand", "area": "bottom", "title": f"{_poss(name)} hand",
        "active": active, "label": f"{_poss(name)} hand ({_plural(len(cards), 'card')})",
        "cards": cards, "count": len(cards),
    }


def _poss(name: str) -> str:
    return "Your" if name == "You" else f"{name}'s"


def _verb(name: str, plain: str, third: str) -> str:
    return f"{name} {plain if name == 'You' else third}"


def _mid(text: str) -> str:
    """``text`` in the middle of a sentence ("You play" -> "you play")."""
    return "you" + text[3:] if text.startswith("You ") else text


def _card_words(c: int) -> str:
    return f"{CARDS[c].code} ({CARDS[c].name})"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# ---------------------------------------------------------------------------
# Poka


def _next_month(top: int) -> str:
    return FLOWERS[((top >> 2) + 1) % 12].month_name


def _poka_status(position, me: int, names: Sequence[str], legal: list, out, interactive: bool) -> str:
    from .poka import GHOST_MASK

    if out is not None:
        return _outcome_text(out, names)
    who = names[position.turn]
    if position.draw_pending:
        return "Both players have passed: the next card is turned up from the draw pile."
    if position.turn != me and interactive:
        return f"{_poss(who)} turn."
    you = who == "You"
    turn = "Your turn" if you else f"{who} to play"
    top = position.discard[-1]
    on_ghost = bool((1 << top) & GHOST_MASK)
    plays = [a for a in legal if a.is_discard]
    can_stop = any(a.kind == "stop" for a in legal)
    can_pass = any(a.kind == "pass" for a in legal)
    if position.owe_february:
        return f"{turn}: the One-Two combo was started, so a February card must come next."
    if position.chain:
        done = (f"{_verb(who, 'have', 'has')} discarded {_plural(position.chain, 'card')} this turn")
        nxt = "any card" if on_ghost else f"a card of {_next_month(top)}"
        if plays and can_stop:
            return f"{done}; play {nxt} or stop."
        if plays:
            return f"{done}; play {nxt} (the chain must go on while it can)."
        return f"{done}; stop."
    if plays and not can_pass:
        if on_ghost:
            return f"{turn}: the top card is the ghost {_card_words(top)}, so any card can follow it."
        return f"{turn}: play a card of {_next_month(top)} (or a ghost) on {_card_words(top)}."
    if plays:
        return f"{turn}: play a card on {_card_words(top)}, or pass."
    hand = "your hand" if you else "the hand"
    return f"{turn}: nothing in {hand} can follow {_card_words(top)}, so pass."


def _outcome_title(out, names: Sequence[str]) -> str:
    who = names[out.winner]
    if out.match_winner is not None:
        return f"{_verb(who, 'win', 'wins')} the match"
    return f"{_verb(who, 'win', 'wins')} the round ({_plural(out.points, 'point')})"


def _outcome_text(out, names: Sequence[str]) -> str:
    """:meth:`RoundOutcome.explain` with the players' names."""
    text = out.explain()
    for p in (0, 1):
        text = text.replace(f"Player {p + 1}", names[p])
    if out.match_winner is not None:  # the winner's score first
        w = out.winner
        text = text.replace(f"{out.scores[0]}–{out.scores[1]}.", f"{out.scores[w]}–{out.scores[1 - w]}.")
    if names[out.winner] == "You":  # the explanation only speaks of the winner
        for a, b in ((" their ", " your "), (" scores ", " score "), (" was dealt", " were dealt"),
                     (" wins ", " win ")):
            text = text.replace(a, b)
    return text


def _log_lines(position, names: Sequence[str]) -> list[str]:
    out = []
    for entry in position.log:
        who = names[entry.player]
        a = entry.action
        if a is None:
            line = None
        elif a.kind == "discard":
            line = f"{_verb(who, 'discard', 'discards')} {_card_words(a.cards[0])}"
        elif a.kind == "multi":
            line = (f"{_verb(who, 'discard', 'discards')} {' + '.join(CARDS[c].code for c in a.cards)} "
                    f"together, {_card_words(a.cards[-1])} on top")
        elif a.kind == "stop":
            line = f"{_verb(who, 'stop', 'stops')}"
        else:
            line = f"{_verb(who, 'pass', 'passes')}"
        for ev in entry.events:
            if ev.kind == "turn-end" and line is not None:
                line += f"; nothing in {_poss(who).lower() if who == 'You' else _poss(who)} hand can follow, so the turn ends"
            elif ev.kind == "reshuffle":
                if line is not None:
                    out.append(line + ".")
                line = (f"The draw pile is empty: the discard pile under its top card is shuffled into a new "
                        f"draw pile of {_plural(ev.count, 'card')}")
            elif ev.kind == "draw":
                if line is not None:
                    out.append(line + ".")
                line = f"Both players passed: {_card_words(ev.card)} is turned up and {_mid(_verb(names[ev.player], 'play', 'plays'))} next"
        if line is not None:
            out.append(line + ".")
    return out


def poka_view(position, *, me: int = 0, names: Sequence[str] = ("You", "Computer"),
              reveal_opponent: bool = False, show_legal: bool = False, interactive: bool = True) -> dict:
    """The view model of a Poka position seen by player ``me``.

    ``names`` are ``(me, the other player)``.  The other player's hand is
    face down unless ``reveal_opponent`` (or the round
    is over).  With ``interactive``, on ``me``'s turn every card of their hand
    carries its discard as ``action`` (an illegal click is explained by the
    engine, not refused by the page), and ``legal`` marks the legal ones when
    ``show_legal``.  ``buttons`` hold stop or pass and the multiple discards
    of the January/February option.
    """
    from .poka import PokaPosition

    if not isinstance(position, PokaPosition):
        raise TypeError("poka_view needs a PokaPosition")
    if me not in (0, 1):
        raise ValueError(f"me must be player 0 or 1, got {me!r}")
    opp = 1 - me
    # ``names`` are (me, the other player); below they are indexed by player.
    names = (names[0], names[1]) if me == 0 else (names[1], names[0])
    out = position.outcome()
    legal = position.legal_actions() if out is None else []
    my_turn = interactive and out is None and position.turn == me and not position.draw_pending
    legal_cards = {a.cards[0] for a in legal if a.kind == "discard"} if my_turn else set()

    # -- zones
    zones = []
    opp_cards = sorted(_bits(position.hands[opp]))
    opp_shown = reveal_opponent or out is not None
    n = len(opp_cards)
    zones.append({
        "id": f"hand-{opp}", "kind": "hand", "area": "top", "title": f"{_poss(names[opp])} hand",
        "active": out is None and position.turn == opp,
        "label": f"{_poss(names[opp])} hand ({_plural(n, 'card')}{'' if opp_shown else ', face down'})",
        "cards": [face_card(c) for c in opp_cards] if opp_shown else [back_card() for _ in opp_cards],
        "count": n,
    })
    if position.draw is None:
        draw_n = 48 - position.hands[0].bit_count() - position.hands[1].bit_count() - len(position.discard)
        draw_label = f"Draw pile ({_plural(draw_n, 'card')}, order unknown)"
    else:
        draw_n = len(position.draw)
        draw_label = f"Draw pile ({_plural(draw_n, 'card')}, face down)"
    zones.append({"id": "draw", "kind": "stack", "area": "middle", "active": False, "title": "Draw pile",
                  "label": draw_label, "cards": [back_card("Draw pile")] if draw_n else [], "count": draw_n})
    pile = position.discard
    zones.append({
        "id": "discard", "kind": "pile", "area": "middle", "active": False, "title": "Discard pile",
        "label": (f"Discard pile ({_plural(len(pile), 'card')}; top card {CARDS[pile[-1]].code}, "
                  f"{CARDS[pile[-1]].name})"),
        "cards": [face_card(c) for c in pile[-PILE_SHOWN:]], "count": len(pile),
    })
    mine = sorted(_bits(position.hands[me]))
    hand_cards = []
    for c in mine:
        if my_turn:
            ok = show_legal and c in legal_cards
            words = f"Discard {CARDS[c].code}: {CARDS[c].label}" + (" (legal move)" if ok else "")
            hand_cards.append(face_card(c, action=CARDS[c].code, action_label=words, legal=ok))
        else:
            hand_cards.append(face_card(c))
    zones.append(_own_hand_zone(names[me], me, hand_cards, active=out is None and position.turn == me))

    # -- buttons
    buttons = []
    if my_turn:
        from .poka import PASS, STOP

        kind = STOP if position.chain else PASS
        reason = position.explain_illegal(kind)
        if kind is STOP:
            what = "End your turn here; the other player plays next."
        else:
            what = "You cannot play a card on the top card, so your turn passes."
        buttons.append({"action": kind.text(), "label": kind.text().capitalize(),
                        "enabled": reason is None, "hint": what if reason is None else reason})
        for a in legal:
            if a.kind == "multi":
                top = CARDS[a.cards[-1]].code
                buttons.append({"action": a.text(), "label": f"Discard {' + '.join(CARDS[c].code for c in a.cards)} ({top} on top)",
                                "enabled": True,
                                "hint": f"Discard all these cards at once (the January/February option); {top} ends on top."})

    # -- info
    scores = out.scores if out is not None else position.scores
    info = [
        {"label": "Score", "value": f"{names[me]} {scores[me]} – {scores[opp]} {names[opp]}"},
        {"label": "Playing to", "value": _plural(position.options.target, "point")},
        {"label": "Dealer", "value": names[position.dealer]},
    ]
    opts = position.options.to_text()
    if opts != "-":
        info.append({"label": "Options", "value": opts.replace(",", ", ")})
    if out is None and position.at_deal:
        t = position.teyaku()
        if t.voided:
            info.append({"label": "Teyaku", "value": "both hands hold one; they void each other"})

    # -- outcome
    outcome = None
    if out is not None:
        outcome = {"title": _outcome_title(out, names), "text": _outcome_text(out, names)}
        waiting = "match-over" if out.match_winner is not None else "round-over"
    else:
        waiting = "you" if position.turn == me else "computer"

    return {
        "game": "poka",
        "zones": zones,
        "buttons": buttons,
        "status": _poka_status(position, me, names, legal, out, interactive),
        "info": info,
        "log": _log_lines(position, names),
        "outcome": outcome,
        "waiting": waiting,
    }


_bits = indices


# ---------------------------------------------------------------------------
# Koi-Koi


def _kk_names_text(text: str, names: Sequence[str]) -> str:
    """An engine explanation with "Player 1"/"player 2" replaced by the players' names."""
    for p in (0, 1):
        text = text.replace(f"Player {p + 1}", names[p])
        text = text.replace(f"player {p + 1}", _mid(names[p]) if names[p] == "You" else names[p])
    return text


def _kk_yaku_text(position, player: int) -> str:
    ys = position.yaku(player)
    if not ys:
        return "none yet"
    text = ", ".join(f"{s.name} {s.points}" for s in ys)
    return text + (f" ({_plural(sum(s.points for s in ys), 'point')})" if len(ys) > 1 else "")


def _kk_log(position, names: Sequence[str]) -> list[str]:
    out = []
    for a, p, drawn in position.history:
        who = names[p]
        if a.kind == "play":
            line = f"{_verb(who, 'play', 'plays')} {_card_words(a.card)}"
            if a.target is not None:
                line += f" onto {CARDS[a.target].code}"
            if drawn is not None:
                line += f"; {_card_words(drawn)} is turned up"
        elif a.kind == "draw":
            line = f"{_verb(who, 'take', 'takes')} {CARDS[a.target].code} with the card turned up"
        elif a.kind == "koikoi":
            line = f"{_verb(who, 'call', 'calls')} koi-koi"
        else:
            line = f"{_verb(who, 'stop', 'stops')}"
        out.append(line + ".")
    return out


def _kk_status(position, me: int, names: Sequence[str], legal_texts: list[str], out, interactive: bool) -> str:
    if out is not None:
        return _kk_names_text(out.explain(), names)
    who = names[position.turn]
    if position.turn != me and interactive:
        return f"{_poss(who)} turn."
    you = who == "You"
    turn = "Your turn" if you else f"{who} to play"
    ph = position.phase_name
    if ph == "draw":
        d = position.pending
        return (f"{turn}: the card turned up, {_card_words(d)}, matches two field cards: "
                f"choose which one it captures.")
    if ph == "decide":
        new = ", ".join(f"{s.name} ({s.points})" for s in position.new_yaku(position.turn))
        total = position.score(position.turn).total
        return (f"{turn}: {'you' if you else who} made {new}. Stop to end the round and score "
                f"{_plural(total, 'point')}, or call koi-koi to play on for more.")
    choose = any(">" in t for t in legal_texts)
    text = f"{turn}: play a card from {'your' if you else 'the'} hand; it captures a field card of its month."
    if choose:
        text += " Where a card matches two field cards, choose which it takes."
    return text


def koikoi_view(position, *, me: int = 0, names: Sequence[str] = ("You", "Computer"),
                reveal_opponent: bool = False, show_legal: bool = False, interactive: bool = True) -> dict:
    """The view model of a :class:`~hanafuda_core.koikoi.KoiKoiPosition` seen by player ``me``.

    Zones: the other player's hand and captured cards (top), the draw pile,
    the card turned up (while it waits for its target) and the field
    (middle), ``me``'s captured cards and hand (bottom).  With
    ``interactive``, on ``me``'s turn every hand card carries its play as
    ``action``; a play that must name its target (the card matches two field
    cards) is a button per target; while the turned-up card waits, the field
    cards it may capture carry ``draw>CARD``; ``stop`` and ``koikoi`` are
    buttons after a new yaku.  ``legal`` marks legal actions when ``show_legal``.
    """
    from .koikoi import KoiKoiPosition

    if not isinstance(position, KoiKoiPosition):
        raise TypeError("koikoi_view needs a KoiKoiPosition")
    if me not in (0, 1):
        raise ValueError(f"me must be player 0 or 1, got {me!r}")
    opp = 1 - me
    names = (names[0], names[1]) if me == 0 else (names[1], names[0])
    out = position.outcome()
    legal = [a.text() for a in position.legal_actions()] if out is None else []
    legal_set = set(legal)
    my_turn = interactive and out is None and position.turn == me
    ph = position.phase_name

    def captured_zone(p: int, area: str) -> dict:
        cards = sorted(_bits(position.captured[p]))
        return {"id": f"captured-{p}", "kind": "hand", "area": area, "active": False,
                "title": f"{_poss(names[p])} captured cards",
                "label": f"{_poss(names[p])} captured cards ({_plural(len(cards), 'card')})",
                "cards": [face_card(c) for c in cards], "count": len(cards)}

    zones = []
    opp_cards = sorted(_bits(position.hands[opp]))
    opp_shown = reveal_opponent or out is not None
    zones.append({
        "id": f"hand-{opp}", "kind": "hand", "area": "top", "title": f"{_poss(names[opp])} hand",
        "active": out is None and position.turn == opp,
        "label": f"{_poss(names[opp])} hand ({_plural(len(opp_cards), 'card')}{'' if opp_shown else ', face down'})",
        "cards": [face_card(c) for c in opp_cards] if opp_shown else [back_card() for _ in opp_cards],
        "count": len(opp_cards),
    })
    zones.append(captured_zone(opp, "top"))
    draw_n = len(position.draw)
    zones.append({"id": "draw", "kind": "stack", "area": "middle", "active": False, "title": "Draw pile",
                  "label": f"Draw pile ({_plural(draw_n, 'card')}, face down)",
                  "cards": [back_card("Draw pile")] if draw_n else [], "count": draw_n})
    if position.pending is not None:
        d = position.pending
        zones.append({"id": "turned-up", "kind": "pile", "area": "middle", "active": False,
                      "title": "Turned up", "label": f"Card turned up ({CARDS[d].code}, {CARDS[d].name})",
                      "cards": [face_card(d)], "count": 1})
    field_cards = []
    for c in sorted(_bits(position.field)):
        act = f"draw>{CARDS[c].code}"
        if my_turn and ph == "draw" and act in legal_set:
            field_cards.append(face_card(c, action=act, legal=show_legal,
                                         action_label=f"Capture {CARDS[c].code} ({CARDS[c].name}) with "
                                                      f"{CARDS[position.pending].code}"))
        else:
            field_cards.append(face_card(c))
    zones.append({"id": "field", "kind": "hand", "area": "middle", "active": False, "title": "Field",
                  "label": f"Field ({_plural(len(field_cards), 'card')})", "cards": field_cards,
                  "count": len(field_cards)})
    zones.append(captured_zone(me, "bottom"))
    mine = sorted(_bits(position.hands[me]))
    hand_cards = []
    for c in mine:
        code = CARDS[c].code
        if my_turn and ph == "play":
            ok = show_legal and code in legal_set
            words = f"Play {code}: {CARDS[c].label}" + (" (legal move)" if ok else "")
            hand_cards.append(face_card(c, action=code, action_label=words, legal=ok))
        else:
            hand_cards.append(face_card(c))
    zones.append(_own_hand_zone(names[me], me, hand_cards, active=out is None and position.turn == me))

    buttons = []
    if my_turn:
        for t in legal:
            if ph == "play" and ">" in t:
                card, _, target = t.partition(">")
                tc = _lookup(target)
                buttons.append({"action": t, "label": f"Play {card} onto {target}", "enabled": True,
                                "hint": f"Play {card} and capture {target} ({tc.name})."})
        if ph == "decide":
            total = position.score(position.turn).total
            for t in legal:
                if t == "stop":
                    buttons.append({"action": "stop", "label": "Stop", "enabled": True,
                                    "hint": f"End the round now and score {_plural(total, 'point')}."})
                elif t == "koikoi":
                    buttons.append({"action": "koikoi", "label": "Koi-koi", "enabled": True,
                                    "hint": "Play on for more yaku; if the other player makes a yaku first, "
                                            "they score double and you score nothing."})

    scores = out.scores if out is not None else position.scores
    info = [
        {"label": "Score", "value": f"{names[me]} {scores[me]} – {scores[opp]} {names[opp]}"},
        {"label": "Round", "value": f"{position.round_no} of {position.rules.options.rounds}"},
        {"label": f"{_poss(names[me])} yaku", "value": _kk_yaku_text(position, me)},
        {"label": f"{_poss(names[opp])} yaku", "value": _kk_yaku_text(position, opp)},
    ]
    callers = [names[p] for p in (me, opp) if position.calls[p]]
    if callers:
        info.append({"label": "Koi-koi", "value": " and ".join(callers) + " called koi-koi"})
    rules = position.rules.to_text()
    if rules != "seed":
        info.append({"label": "Rules", "value": rules})

    outcome = None
    if out is not None:
        if out.winner is None:
            title = "Nobody wins the round"
        else:
            who = names[out.winner]
            title = f"{_verb(who, 'win', 'wins')} the round ({_plural(out.points[out.winner], 'point')})"
        outcome = {"title": title, "text": _kk_names_text(out.explain(), names)}
        waiting = "round-over"
    else:
        waiting = "you" if position.turn == me else "computer"

    return {
        "game": "koikoi",
        "zones": zones,
        "buttons": buttons,
        "status": _kk_status(position, me, names, legal, out, interactive),
        "info": info,
        "log": _kk_log(position, names),
        "outcome": outcome,
        "waiting": waiting,
    }
