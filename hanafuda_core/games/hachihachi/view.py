"""The Hachi-Hachi board: the view model of a round for any seat
(:mod:`hanafuda_core.board`), its status line and its move log, in words."""

from __future__ import annotations

from typing import Sequence

from ...cardset import bits
from ...families.capture.words import hand_play_words
from ...presenter import (captured_zone, face_card, field_zone, other_hand_zone, outcome_tone, own_hand_zone,
                          play_card, seat_order, stack_zone, turned_up_zone)
from ...words import card_words, cards_words, names_text, plural, poss, verb
from .cards import YAKU_ANIMALS, YAKU_BRIGHTS, YAKU_CHAFF, YAKU_RIBBONS, card_points
from .words import amount_words
from .yaku import BY_KEY, dekiyaku_of, points


def say(text: str, names: Sequence[str]) -> str:
    """An engine text ("Player 1 ...") with the seats' names, second person for "You"."""
    text = names_text(text, names)
    for a, b in (("You pays", "You pay"), ("You is paid", "You are paid"), ("player You", "you")):
        text = text.replace(a, b)
    return text


def amount_text(amount: int, rules) -> str:
    """Points, with kan where the rules count in kan: "84 points (7 kan)"."""
    return str(amount_words(amount, rules))  # English until this module is converted


def score_text(scores: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores))


def log_lines(pos, names: Sequence[str]) -> list[str]:
    """The round's moves in words, one line an action."""
    out = []
    for action, seat, taken, turned in pos.records():
        who = names[seat]
        you = who == "You"
        k = action.kind
        if k == "play":
            line = f"{verb(who, 'play', 'plays')} {card_words(action.card)}"
        elif k == "draw":
            line = f"{verb(who, 'take', 'takes')} {card_words(action.target)} with the card turned up"
        elif k == "sage":
            line = f"{verb(who, 'go', 'goes')} on (sage)"
        elif k == "shoubu":
            line = f"{verb(who, 'stop', 'stops')} (shoubu)"
        else:
            line = f"{verb(who, 'end', 'ends')} the round"
        if turned is not None:
            line += f"; {card_words(turned)} is turned up"
        if taken:
            line += f"; {'you take' if you else 'takes'} {cards_words(bits(taken))}"
        out.append(line + ".")
    return out


def _yaku_words(pos, seat: int) -> str:
    made = dekiyaku_of(pos.captured[seat], pos.rules)
    return ", ".join(f"{y.name} ({y.japanese})" for y, _ in made)


def _status(pos, me: int, names: Sequence[str], out, interactive: bool) -> str:
    if out is not None:
        return say(out.explain(), names)
    who = names[pos.turn]
    you = who == "You"
    if pos.turn != me and interactive:
        return f"{poss(who)} turn."
    turn = "Your turn" if you else f"{who} to play"
    ph = pos.phase_name
    if ph == "draw":
        return (f"{turn}: the card turned up, {card_words(pos.pending)}, matches two field cards: "
                f"choose which one it takes.")
    if ph == "decide":
        value = amount_text(points(pos.decided[pos.turn], pos.rules) * pos.multiplier, pos.rules)
        return (f"{turn}: {'your' if you else poss(who)} yaku ({_yaku_words(pos, pos.turn)}) are worth {value} "
                f"from each other player. Stop now (shoubu), or go on (sage) for more, at the risk of paying "
                f"double if another player stops with a yaku.")
    plays = [a for a in pos.legal_actions() if a.kind == "play"]
    text = f"{turn}: {hand_play_words(plays, pos.field, 'your hand' if you else 'the hand')}."
    if pos.can_cancel():
        text += " Or end the round now, paid half of your yaku."
    return text + " Then the top card of the draw pile is turned up and played."


def captured_groups(pos, seat: int) -> list[dict]:
    """A seat's captured cards by class as the yaku count them (the willow
    cards with the chaff), with their points."""
    cap = pos.captured[seat]
    groups = (("Brights", cap & YAKU_BRIGHTS), ("Animals", cap & YAKU_ANIMALS), ("Ribbons", cap & YAKU_RIBBONS), ("Chaff and willow", cap & YAKU_CHAFF))
    out = []
    for title, cards in groups:
        out.append({"title": title, "cards": [face_card(c) for c in bits(cards)],
                    "progress": plural(card_points(cards), "point"), "complete": False})
    return out


def _zones(pos, me: int, names: Sequence[str], legal: list[str], my_turn: bool, shown_all: bool,
           show_legal: bool) -> list[dict]:
    over = pos.is_over()
    zones = []
    for p in seat_order(me, pos.seats):
        zones.append(other_hand_zone(names[p], p, bits(pos.hands[p]), shown=shown_all,
                                     active=not over and pos.turn == p))
        zones.append(captured_zone(f"captured-{p}", "top", poss(names[p]), bits(pos.captured[p]),
                                   captured_groups(pos, p)))
    zones.append(stack_zone("draw", "Draw pile", len(pos.draw)))
    if pos.pending is not None:
        zones.append(turned_up_zone(pos.pending, card_words(pos.pending)))
    legal_set = set(legal)
    zones.append(field_zone(bits(pos.field), legal_set if my_turn and pos.phase_name == "draw" else set(),
                            show_legal=show_legal, words=card_words))
    zones.append(captured_zone(f"captured-{me}", "bottom", poss(names[me]), bits(pos.captured[me]),
                               captured_groups(pos, me)))
    hand = [play_card(c, legal, legal_set, show_legal=show_legal, name=card_words(c), words=card_words,
                      target_of=lambda t: pos.normalize(t).target)
            if my_turn and pos.phase_name == "play" else face_card(c) for c in bits(pos.hands[me])]
    zones.append(own_hand_zone(names[me], me, hand, active=not over and pos.turn == me))
    return zones


def _buttons(pos, legal: list[str]) -> list[dict]:
    ph = pos.phase_name
    out = []
    if ph == "play":
        for t in legal:
            a = pos.normalize(t)
            if a.kind == "play" and a.target is not None:
                out.append({"action": t, "label": f"Play {card_words(a.card)} onto {card_words(a.target)}",
                            "enabled": True, "alt": True,
                            "hint": f"Play {card_words(a.card)} and take {card_words(a.target)}."})
            elif a.kind == "cancel":
                out.append({"action": t, "label": "End the round", "enabled": True,
                            "hint": "End the round now: you are paid half of your yaku by each other player."})
    elif ph == "decide":
        value = amount_text(points(pos.decided[pos.turn], pos.rules) * pos.multiplier, pos.rules)
        out += [{"action": "shoubu", "label": "Stop (shoubu)", "enabled": True,
                 "hint": f"End the round: each other player pays you {value}."},
                {"action": "sage", "label": "Go on (sage)", "enabled": True,
                 "hint": "Play on for more yaku; if another player stops with a yaku first, you pay double."}]
    return out


def _info(pos, me: int, names: Sequence[str], out, exercise: bool) -> list[dict]:
    info = []
    if not exercise:
        scores = out.scores if out is not None else pos.scores
        info += [{"label": "Score", "value": score_text(scores, names)},
                 {"label": "Round", "value": f"{pos.round_no} of {pos.rules.rounds}"},
                 {"label": "Dealer", "value": names[pos.dealer]}]
    if pos.multiplier > 1:
        info.append({"label": "Field", "value": f"every payment ×{pos.multiplier}"})
    for p in [me] + seat_order(me, pos.seats):
        parts = [plural(pos.card_points(p), "point")]
        yaku = _yaku_words(pos, p)
        if yaku:
            parts.append(yaku)
        dealt = ", ".join(BY_KEY[k].name for k, _ in pos.teyaku[p])
        if dealt:
            parts.append(f"dealt {dealt}")
        if p in pos.sages:
            parts.append("went on")
        info.append({"label": f"{poss(names[p])} cards", "value": "; ".join(parts)})
    words = pos.rules.words()
    if words:
        info.append({"label": "Rules", "value": words})
    return info


def _outcome(pos, out, me: int, names: Sequence[str]) -> dict | None:
    if out is None:
        return None
    if out.winner is None:
        title = "Nobody wins this round"
    else:
        who = names[out.winner]
        title = f"{verb(who, 'win', 'wins')} the round ({plural(out.points[out.winner], 'point')})"
    return {"title": title, "text": say(out.explain(), names), "tone": outcome_tone(out.winners, me)}


def hachihachi_view(pos, *, me: int, names: Sequence[str], reveal: bool = False, show_legal: bool = False,
                    interactive: bool = True, exercise: bool = False) -> dict:
    """The view model seen from seat ``me``: the other seats' hands and
    captures at the top, the draw pile, the card turned up and the field in
    the middle, ``me``'s captures and hand at the bottom."""
    out = pos.outcome()
    legal = [a.text() for a in pos.legal_actions()] if out is None else []
    my_turn = interactive and out is None and pos.turn == me
    return {
        "game": "hachihachi",
        "zones": _zones(pos, me, names, legal, my_turn, reveal or out is not None, show_legal),
        "buttons": _buttons(pos, legal) if my_turn else [],
        "status": _status(pos, me, names, out, interactive),
        "info": _info(pos, me, names, out, exercise),
        "log": log_lines(pos, names),
        "outcome": _outcome(pos, out, me, names),
        "waiting": "round-over" if out is not None else ("you" if pos.turn == me else "computer"),
    }


def round_header(match, number: int, names: Sequence[str]) -> str:
    pos = match.position
    return (f"Round {number} of {pos.rules.rounds}: {verb(names[pos.dealer], 'deal', 'deals')}; score "
            f"{score_text(pos.scores, names)}.")


__all__ = ["hachihachi_view", "log_lines", "round_header", "say", "captured_groups"]
