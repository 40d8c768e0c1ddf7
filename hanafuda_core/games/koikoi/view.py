"""The Koi-Koi board: the view model of a position (:mod:`hanafuda_core.board`),
its status line and its move log in words."""


from __future__ import annotations

from typing import Sequence

from ...presenter import back_card, captured_zone, face_card, field_zone, outcome_tone, play_card, turned_up_zone, own_hand_zone as _own_hand_zone
from ...words import names_text as _kk_names_text, plural as _plural, poss as _poss, verb as _verb
from ...cardset import bits as _bits, card_words as _card_words
from ...families.capture import LIGHTNING
from ...families.capture.words import hand_play_words
from ...deck import BY_KEY, CARDS, Kind
from ...notation import card as _lookup

_SAKE = 1 << BY_KEY["sake-cup"].index  # an animal that some rules also count as chaff


def _kk_yaku_text(position, player: int) -> str:
    ys = position.yaku(player)
    if not ys:
        return "none yet"
    text = ", ".join(f"{s.name} {s.points}" for s in ys)
    return text + (f" ({_plural(sum(s.points for s in ys), 'point')})" if len(ys) > 1 else "")


def _round_words(position) -> str:
    o = position.rules.options
    if not o.rounds:
        return f"{position.round_no} (first to {o.target} points)"
    return f"{position.round_no} of {o.rounds}" + (f", or first to {o.target} points" if o.target else "")


def log_lines(position, names: Sequence[str]) -> list[str]:
    out = []
    for a, p, drawn in position.history:
        who = names[p]
        if a.kind == "play":
            line = f"{_verb(who, 'play', 'plays')} {_card_words(a.card)}"
            if a.target is not None:
                line += f" onto {_card_words(a.target)}"
            if drawn is not None:
                line += f"; {_card_words(drawn)} is turned up"
        elif a.kind == "draw":
            line = f"{_verb(who, 'take', 'takes')} {_card_words(a.target)} with the card turned up"
        elif a.kind == "koikoi":
            line = f"{_verb(who, 'call', 'calls')} koi-koi"
        else:
            line = f"{_verb(who, 'stop', 'stops')}"
        out.append(line + ".")
    return out


def _kk_status(position, me: int, names: Sequence[str], out, interactive: bool) -> str:
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
    plays = [a for a in position.legal_actions() if a.kind == "play"]
    wild = LIGHTNING if position.wild else -1
    return f"{turn}: {hand_play_words(plays, position.field, 'your hand' if you else 'the hand', wild)}."


def koikoi_view(position, *, me: int = 0, names: Sequence[str] = ("You", "Computer"),
                reveal_opponent: bool = False, show_legal: bool = False, interactive: bool = True) -> dict:
    """The view model of a :class:`~hanafuda_core.games.koikoi.engine.KoiKoiPosition` seen by player ``me``.

    Zones: the other player's hand and captured cards (top), the draw pile,
    the card turned up (while it waits for its target) and the field
    (middle), ``me``'s captured cards and hand (bottom).  With
    ``interactive``, on ``me``'s turn every hand card carries its play as
    ``action``; a play that must name its target (the card matches two field
    cards) is a button per target; while the turned-up card waits, the field
    cards it may capture carry ``draw>CARD``; ``stop`` and ``koikoi`` are
    buttons after a new yaku.  ``legal`` marks legal actions when ``show_legal``.
    """
    from .engine import KoiKoiPosition

    if not isinstance(position, KoiKoiPosition):
        raise TypeError("koikoi_view needs a KoiKoiPosition")
    if me not in (0, 1):
        raise ValueError(f"me must be player 0 or 1, got {me!r}")
    names = (names[0], names[1]) if me == 0 else (names[1], names[0])
    out = position.outcome()
    legal = [a.text() for a in position.legal_actions()] if out is None else []
    my_turn = interactive and out is None and position.turn == me
    return {
        "game": "koikoi",
        "zones": _zones(position, me, names, legal, my_turn, reveal_opponent or out is not None, show_legal),
        "buttons": _buttons(position, legal) if my_turn else [],
        "status": _kk_status(position, me, names, out, interactive),
        "info": _info(position, me, names, out),
        "log": log_lines(position, names),
        "outcome": _outcome(out, me, names),
        "waiting": "round-over" if out is not None else ("you" if position.turn == me else "computer"),
    }


def _captured_zone(position, p: int, area: str, names: Sequence[str]) -> dict:
    return captured_zone(f"captured-{p}", area, _poss(names[p]), _bits(position.captured[p]),
                         captured_groups(position, p))


def _zones(position, me: int, names: Sequence[str], legal: list[str], my_turn: bool, opp_shown: bool,
           show_legal: bool) -> list[dict]:
    opp = 1 - me
    over = position.outcome() is not None
    ph = position.phase_name
    legal_set = set(legal)
    opp_cards = sorted(_bits(position.hands[opp]))
    zones = [{
        "id": f"hand-{opp}", "kind": "hand", "area": "top", "title": f"{_poss(names[opp])} hand",
        "active": not over and position.turn == opp,
        "label": f"{_poss(names[opp])} hand ({_plural(len(opp_cards), 'card')}{'' if opp_shown else ', face down'})",
        "cards": [face_card(c) for c in opp_cards] if opp_shown else [back_card() for _ in opp_cards],
        "count": len(opp_cards),
    }, _captured_zone(position, opp, "top", names)]
    draw_n = len(position.draw)
    zones.append({"id": "draw", "kind": "stack", "area": "middle", "active": False, "title": "Draw pile",
                  "label": f"Draw pile ({_plural(draw_n, 'card')}, face down)",
                  "cards": [back_card("Draw pile")] if draw_n else [], "count": draw_n})
    if position.pending is not None:
        zones.append(turned_up_zone(position.pending, _card_words(position.pending)))
    zones.append(field_zone(sorted(_bits(position.field)), legal_set if my_turn and ph == "draw" else set(),
                            show_legal=show_legal, words=_card_words))
    zones.append(_captured_zone(position, me, "bottom", names))
    hand_cards = [play_card(c, legal, legal_set, show_legal=show_legal, name=CARDS[c].label, words=_card_words,
                            target_of=lambda t: _lookup(t.partition(">")[2]).index)
                  if my_turn and ph == "play" else face_card(c) for c in sorted(_bits(position.hands[me]))]
    zones.append(_own_hand_zone(names[me], me, hand_cards, active=not over and position.turn == me))
    return zones


def _buttons(position, legal: list[str]) -> list[dict]:
    buttons = []
    ph = position.phase_name
    for t in legal:
        if ph == "play" and ">" in t:
            card, _, target = t.partition(">")
            cc, tc = _lookup(card), _lookup(target)
            buttons.append({"action": t, "label": f"{cc.name} takes {tc.name}", "enabled": True,
                            "hint": f"Play the {cc.name} and capture the {tc.name}.", "alt": True})
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
    return buttons


def _info(position, me: int, names: Sequence[str], out) -> list[dict]:
    opp = 1 - me
    scores = out.scores if out is not None else position.scores
    info = [
        {"label": "Score", "value": f"{names[me]} {scores[me]} – {scores[opp]} {names[opp]}"},
        {"label": "Round", "value": _round_words(position)},
        {"label": f"{_poss(names[me])} yaku", "value": _kk_yaku_text(position, me)},
        {"label": f"{_poss(names[opp])} yaku", "value": _kk_yaku_text(position, opp)},
    ]
    callers = [names[p] for p in (me, opp) if position.calls[p]]
    if callers:
        info.append({"label": "Koi-koi", "value": " and ".join(callers) + " called koi-koi"})
    rules = position.rules
    if rules.to_text() != "seed":
        info.append({"label": "Rules", "value": rules.words()})
    return info


def _outcome(out, me: int, names: Sequence[str]) -> dict | None:
    if out is None:
        return None
    if out.winner is None:
        title = "Nobody wins the round"
    else:
        who = names[out.winner]
        title = f"{_verb(who, 'win', 'wins')} the round ({_plural(out.points[out.winner], 'point')})"
    return {"title": title, "text": _kk_names_text(out.explain(), names), "tone": outcome_tone(out.winners, me)}


_GROUPS = (("Brights", Kind.BRIGHT), ("Animals", Kind.ANIMAL), ("Ribbons", Kind.RIBBON), ("Chaff", Kind.CHAFF))


def captured_groups(position, player: int) -> list[dict]:
    """A player's captured cards by kind, each with the progress towards the
    kind's basic yaku ("Tane 3/5") and the cards of made yaku highlighted."""
    rules = position.scoring
    captured = position.captured[player]
    held = position.yaku(player)
    made = 0
    for s in held:
        made |= s.yaku.cards(captured)
    out = []
    for title, kind in _GROUPS:
        group_mask = sum(1 << c.index for c in CARDS if c.kind is kind)
        cards = [c for c in _bits(captured) if group_mask >> c & 1]
        mine = [y for y in rules.yaku if y.counted & ~_SAKE and not (y.counted & ~(group_mask | _SAKE))]
        progress = ""
        count_yaku = [y for y in mine if not y.required]
        if count_yaku:
            y = min(count_yaku, key=lambda y: y.min_count)
            have = (captured & y.counted).bit_count()
            progress = f"{y.name} {min(have, y.min_count)}/{y.min_count}"
        out.append({
            "title": title,
            "cards": [dict(face_card(c), highlight=bool(made >> c & 1)) for c in cards],
            "progress": progress,
            "complete": any(s.yaku in mine for s in held),
        })
    return out
