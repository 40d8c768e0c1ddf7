"""The Palauan Hanahuda board: the view model of a position for any seat
(:mod:`hanafuda_core.board`), its status line and its move log, in words."""

from __future__ import annotations

from typing import Sequence

from ...presenter import captured_zone, face_card, field_zone, other_hand_zone, outcome_tone, own_hand_zone, play_card, seat_order, stack_zone, turned_up_zone
from ...words import names_text, plural, poss, verb
from ...cardset import bits
from ...deck import CARDS
from ...families.capture import MONTH_BITS
from ...families.capture.words import hand_play_words
from .cards import short_words
from .engine import CLASSES, HanahudaPosition, cards_words, active_yaku, card_words, month_words

_FIXES = (("You holds", "You hold"), ("You takes", "You take"), ("You plays", "You play"),
          ("You chooses", "You choose"), ("You keeps", "You keep"), ("You trades", "You trade"),
          ("You shows", "You show"), ("You deals", "You deal"), ("you scores", "you score"))


def say(text: str, names: Sequence[str]) -> str:
    """An engine text ("Player 1 ...") with the seats' names, second person for "You"."""
    text = names_text(text, names)
    for a, b in _FIXES:
        text = text.replace(a, b)
    return text


def side_title(pos: HanahudaPosition, side: int, me: int, names: Sequence[str]) -> tuple[str, str]:
    """(name, possessive) of a side: "You"/"Your", "Computer 1"/"Computer 1's",
    "Your team"/"Your team's", "Opponents"/"Opponents'"."""
    if pos.seats == 4:
        if pos.side(me) == side:
            return "Your team", "Your team's"
        return "Opponents", "Opponents'"
    name = names[side]
    return name, poss(name)


def _yaku_text(pos: HanahudaPosition, side: int) -> str:
    ys = pos.yaku(side)
    if not ys:
        return "none yet"
    text = ", ".join(f"{y.name} {p}" for y, p in ys)
    return text + (f" ({sum(p for _, p in ys)} points)" if len(ys) > 1 else "")


def _months(months) -> str:
    return " and ".join(str(month_words(m)) for m in months)  # English until this module is converted


def score_text(scores: Sequence[int], names: Sequence[str], seats: int) -> str:
    if seats == 4:
        return f"{names[0]} and {names[2]} {scores[0]} – {scores[1]} {names[1]} and {names[3]}"
    if seats == 2:
        return f"{names[0]} {scores[0]} – {scores[1]} {names[1]}"
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores))


def log_lines(pos: HanahudaPosition, names: Sequence[str]) -> list[str]:
    out = []
    hist = pos.history
    for i, (a, p, taken, drawn, taken2, shown) in enumerate(hist):
        who = names[p]
        you = who == "You"
        k = a.kind
        if k in ("field-first", "players-first"):
            line = f"{verb(who, 'cut', 'cuts')} and {'choose' if you else 'chooses'} to deal to the " \
                   f"{'field' if k == 'field-first' else 'players'} first"
            if taken2:
                m = (bits(taken2 & _full_month(taken2))[0] >> 2) + 1
                line += (f". Four {month_words(m)} cards came up on the field: the deal is void, and the "
                         f"cards are shuffled and cut again")
        elif k == "trade":
            line = (f"{verb(who, 'show', 'shows')} three {month_words((a.card >> 2) + 1)} cards "
                    f"({cards_words(bits(shown))}) and {'trade' if you else 'trades'} {card_words(a.card)} "
                    f"for the top card of the draw pile")
            if you and drawn is not None:
                line += f": {card_words(drawn)}"
        elif k == "keep":
            line = f"{verb(who, 'keep', 'keeps')} {'your' if you else 'the'} hand"
        elif k == "play":
            line = f"{verb(who, 'play', 'plays')} {card_words(a.card)}"
            line += (f" and {'capture' if you else 'captures'} {cards_words(bits(taken))}" if taken
                     else ", which joins the field")
            if drawn is not None:
                line += f"; {card_words(drawn)} is turned up"
                waits = (i + 1 < len(hist) and hist[i + 1][0].kind == "draw") or (
                    i + 1 == len(hist) and pos.phase_name == "draw")
                if taken2:
                    line += f" and takes {cards_words(bits(taken2 & ~(1 << drawn)))}"
                elif waits:
                    line += " and matches two field cards"
                else:
                    line += " and joins the field"
        elif k == "draw":
            line = (f"{verb(who, 'take', 'takes')} {card_words(a.target)} with the card turned up")
        elif k == "stop":
            line = f"{verb(who, 'stop', 'stops')} the round"
        else:
            line = f"{verb(who, 'play', 'plays')} on"
        out.append(line + ".")
    return out


def _full_month(mask: int) -> int:
    for m in range(12):
        mb = MONTH_BITS[m * 4]
        if mask & mb == mb:
            return mb
    return 0


def round_header(match, number: int, names: Sequence[str]) -> str:
    pos = match.position
    return (f"Round {number}: {verb(names[pos.dealer], 'deal', 'deals')}; score "
            f"{score_text(pos.scores, names, pos.seats)}; first to {pos.options.target}.")


_CUT_WHY = ("The rules give this choice to the player on the dealer's right; the deck is shuffled face down, "
            "so either way the cards fall as randomly: the choice changes nothing anyone can see.")


def _status(pos: HanahudaPosition, me: int, names: Sequence[str], out, interactive: bool) -> str:
    if out is not None:
        return say(out.explain(), names)
    who = names[pos.turn]
    you = who == "You"
    ph = pos.phase_name
    if pos.turn != me and interactive:
        doing = {"cut": "cuts the deck and chooses whether the dealer deals to the field or to the players "
                        "first (a choice that changes nothing anyone can see)",
                 "trade": "holds three cards of a month and may trade one"}.get(ph)
        return f"{who} {doing}." if doing else f"{poss(who)} turn."
    turn = "Your turn" if you else f"{who} to play"
    if ph == "cut":
        return (f"{'You cut' if you else who + ' cuts'} the deck: choose whether the dealer deals to the "
                f"field first or to the players first. {_CUT_WHY}")
    if ph == "trade":
        return (f"{turn}: {'you hold' if you else who + ' holds'} three {_months(pos.trade_months())} cards "
                f"(chitsiobiki): trade one of them for the top card of the draw pile, or keep the hand.")
    if ph == "draw":
        return (f"{turn}: the card turned up, {card_words(pos.pending)}, matches two field cards: "
                f"choose which one it captures.")
    if ph == "decide":
        s = pos.side(pos.turn)
        made = " and ".join(f"{y.name} ({y.points})" for y in pos.undecided_stop(s))
        return (f"{turn}: {'you' if you else who} completed {made}. Stop the round, and only that scores "
                f"({pos.stop_value(s)}) while nobody else scores, or play on: then every yaku counts at the "
                f"end, for every side.")
    plays = [a for a in pos.legal_actions() if a.kind == "play"]
    text = f"{turn}: {hand_play_words(plays, pos.field, 'your hand' if you else 'the hand')}."
    if not pos.draw:
        text += " The draw pile is empty: only hand cards are played now."
    else:
        text += " Then the top card of the draw pile is turned up and played."
    return text


def hanahuda_view(pos: HanahudaPosition, *, me: int, names: Sequence[str], reveal: bool = False,
                  show_legal: bool = False, interactive: bool = True, exercise: bool = False) -> dict:
    """The view model seen from seat ``me``: the other seats' hands and the
    other sides' captured cards at the top (from ``me``'s right round the
    table), the draw pile, the card turned up and the field in the middle,
    ``me``'s side's captured cards and ``me``'s hand at the bottom.  Cards
    and buttons carry their actions on ``me``'s turn."""
    out = pos.outcome()
    legal = [a.text() for a in pos.legal_actions()] if out is None else []
    my_turn = interactive and out is None and pos.turn == me
    return {
        "game": "hanahuda",
        "zones": _zones(pos, me, names, legal, my_turn, reveal or out is not None, show_legal),
        "buttons": _buttons(pos, legal) if my_turn else [],
        "status": _status(pos, me, names, out, interactive),
        "info": _info(pos, me, names, out, exercise),
        "log": log_lines(pos, names),
        "outcome": _outcome(pos, out, me, names),
        "waiting": "round-over" if out is not None else ("you" if pos.turn == me else "computer"),
    }


def _captured_zone(pos: HanahudaPosition, side: int, area: str, me: int, names: Sequence[str]) -> dict:
    return captured_zone(f"captured-{side}", area, side_title(pos, side, me, names)[1], bits(pos.captured[side]),
                         captured_groups(pos, side))


def _zones(pos: HanahudaPosition, me: int, names: Sequence[str], legal: list[str], my_turn: bool,
           shown_all: bool, show_legal: bool) -> list[dict]:
    seats = pos.seats
    over = pos.outcome() is not None
    ph = pos.phase_name
    my_side = pos.side(me)
    zones = []
    for p in seat_order(me, seats):
        zones.append(other_hand_zone(names[p], p, bits(pos.hands[p]), shown=shown_all,
                                     active=not over and pos.turn == p))
        if seats < 4:
            zones.append(_captured_zone(pos, pos.side(p), "top", me, names))
    if seats == 4:
        zones.append(_captured_zone(pos, 1 - my_side, "top", me, names))
    zones.append(stack_zone("draw", "Deck" if ph == "cut" else "Draw pile", len(pos.draw)))
    if pos.pending is not None:
        zones.append(turned_up_zone(pos.pending, card_words(pos.pending)))
    legal_set = set(legal)
    zones.append(field_zone(bits(pos.field), legal_set if my_turn and ph == "draw" else set(),
                            show_legal=show_legal, words=card_words))
    zones.append(_captured_zone(pos, my_side, "bottom", me, names))
    hand_cards = [_hand_card(pos, c, legal, legal_set, show_legal) if my_turn else face_card(c)
                  for c in bits(pos.hands[me])]
    zones.append(own_hand_zone(names[me], me, hand_cards, active=not over and pos.turn == me))
    return zones


def _hand_card(pos: HanahudaPosition, c: int, legal: list[str], legal_set: set[str], show_legal: bool) -> dict:
    ph = pos.phase_name
    if ph == "play":
        return play_card(c, legal, legal_set, show_legal=show_legal, name=card_words(c), words=card_words,
                         target_of=lambda t: pos.normalize(t).target)
    if ph == "trade":  # any card may be picked; the engine says which can go
        code = CARDS[c].code
        ok = f"trade>{code}" in legal_set
        return face_card(c, action=f"trade>{code}", legal=show_legal and ok,
                         action_label=f"Trade {card_words(c)} for the top card of the draw pile"
                                      + (" (legal move)" if show_legal and ok else ""))
    return face_card(c)


def _buttons(pos: HanahudaPosition, legal: list[str]) -> list[dict]:
    ph = pos.phase_name
    buttons = []
    if ph == "play":
        seen = set()
        for t in legal:
            if ">" not in t:
                continue
            a = pos.normalize(t)
            label = f"Play {short_words(a.card)} onto {short_words(a.target)}"
            if label in seen:
                continue  # two plain chaff of one month: the same capture
            seen.add(label)
            buttons.append({"action": t, "label": label, "enabled": True, "alt": True,
                            "hint": f"Play {card_words(a.card)} and capture {card_words(a.target)}."})
    elif ph == "cut":
        buttons += [{"action": "field-first", "label": "Deal to the field first", "enabled": True,
                     "hint": "The dealer lays out the field, then deals the hands from your seat round. "
                             "The deck is shuffled: neither way is better."},
                    {"action": "players-first", "label": "Deal to the players first", "enabled": True,
                     "hint": "The dealer deals the hands, starting with you, then lays out the field. "
                             "The deck is shuffled: neither way is better."}]
    elif ph == "trade":
        buttons.append({"action": "keep", "label": "Keep my hand", "enabled": True,
                        "hint": "Keep all three cards of the month."})
    elif ph == "decide":
        s = pos.side(pos.turn)
        buttons += [{"action": "stop", "label": "Stop", "enabled": True,
                     "hint": f"End the round now: score {pos.stop_value(s)}, and nobody else scores."},
                    {"action": "continue", "label": "Play on", "enabled": True,
                     "hint": "Go on playing: at the end every yaku of every side counts."}]
    return buttons


def _info(pos: HanahudaPosition, me: int, names: Sequence[str], out, exercise: bool) -> list[dict]:
    scores = out.scores if out is not None else pos.scores
    my_side = pos.side(me)
    info = []
    if not exercise:
        info += [{"label": "Score", "value": score_text(scores, names, pos.seats)},
                 {"label": "Target", "value": f"first to {pos.options.target}"},
                 {"label": "Dealer", "value": names[pos.dealer]}]
    order = [my_side] + [s for s in range(pos.n_sides) if s != my_side]
    for s in order:
        _, pss = side_title(pos, s, me, names)
        info.append({"label": f"{pss} yaku", "value": _yaku_text(pos, s)})
    on = [f"{side_title(pos, s, me, names)[0]} ({', '.join(y.name for y in _declined(pos, s))})"
          for s in order if pos.declined[s]]
    if on:
        info.append({"label": "Played on after a stop-yaku", "value": "; ".join(on)})
    words = pos.options.words()
    if words:
        info.append({"label": "Rules", "value": words})
    return info


def _outcome(pos: HanahudaPosition, out, me: int, names: Sequence[str]) -> dict | None:
    if out is None:
        return None
    if not out.winners:
        title = "Nobody scores this round"
    else:
        side = pos.side(out.winners[0])
        name, _ = side_title(pos, side, me, names)
        pts = plural(out.side_points[side], 'point')
        if name == "Your team":
            title = f"Your team wins the round ({pts})"
        elif name == "Opponents":
            title = f"The opponents win the round ({pts})"
        else:
            title = f"{verb(name, 'win', 'wins')} the round ({pts})"
        if len({pos.side(w) for w in out.winners}) > 1:
            title = f"A tie for the best score ({pts})"
    return {"title": title, "text": say(out.explain(), names),
            "tone": outcome_tone(out.winners, me, ((0, 2), (1, 3)) if pos.seats == 4 else None)}


def captured_groups(pos: HanahudaPosition, side: int) -> list[dict]:
    """A side's captured cards by Palauan class, each with the progress
    towards the class's largest yaku ("Seven Ribbons 4/7") and the cards of
    the yaku held highlighted."""
    captured = pos.captured[side]
    held = pos.yaku(side)
    made = 0
    for y, _ in held:
        made |= y.cards & captured
    active = active_yaku(pos.options)
    out = []
    for k in CLASSES:
        mine = [y for y in active if not y.cards & ~k.cards]
        progress = ""
        if mine:
            y = max(mine, key=lambda y: y.cards.bit_count())
            have = (captured & y.cards).bit_count()
            progress = f"{y.name} {min(have, y.need)}/{y.need}"
        out.append({
            "title": k.plural.capitalize(),
            "cards": [dict(face_card(c), highlight=bool(made >> c & 1)) for c in bits(captured & k.cards)],
            "progress": progress,
            "complete": any(y in mine for y, _ in held),
        })
    return out


def _declined(pos, side):
    from .engine import stop_yaku_named

    return stop_yaku_named(pos.declined[side])


__all__ = ["hanahuda_view", "log_lines", "round_header", "say", "short_words", "side_title", "score_text",
           "captured_groups"]
