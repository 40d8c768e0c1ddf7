"""The Go-Stop board: the view model of a deal for any seat
(:mod:`hanafuda_core.board`), its status line and its move log, in words.
Cards are named with their Korean month (paulownia is November, the rain
December) and their Go-Stop class."""

from __future__ import annotations

from typing import Sequence

from ...cardset import bits
from ...deck import CARDS
from ...families.capture.words import hand_play_words
from ...presenter import (captured_zone, face_card, field_zone, other_hand_zone, outcome_tone, own_hand_zone,
                          play_card, relabel_cards, seat_order, stack_zone, turned_up_zone)
from ...words import names_text, plural, poss, verb
from .cards import (ANIMALS, BONUS, BONUS_TRIPLE, BRIGHTS, CLASS_NAMES, CUP_BIT, DOUBLE_JUNK, JUNK, RIBBONS,
                    animal_count, card_class, junk_count, korean_month)
from .scoring import PART_NAMES, card_points
from .words import bonus_words, card_words, cards_words

MONTHS = tuple(CARDS[4 * m].flower.month_name for m in range(12))
"""The month names by number (the deck's; Go-Stop numbers the cards' months with :func:`korean_month`),
in English, for the board and the tables (a message names a month with :func:`.words.month_words`)."""

EVENT_WORDS = {"bonus": "a bonus card turned up", "kiss": "a kiss", "ppeok": "a stuck pile", "ttadak": "a double", "sweep": "a sweep",
               "pile": "a stuck pile taken", "shake": "shaking", "bomb": "a bomb"}


def card_label(c: int) -> str:
    """A card's accessible name on Go-Stop's boards: "December (Willow): Rain
    Man, bright" (the Korean month, the flower, the Go-Stop class); "Bonus
    card: double junk"."""
    if 1 << c & BONUS:
        return f"Bonus card: {'triple' if 1 << c & BONUS_TRIPLE else 'double'} junk"
    card = CARDS[c]
    kind = CLASS_NAMES[card_class(c)][0].lower()
    if c == CUP_BIT.bit_length() - 1:
        kind = "animal or double junk"
    return f"{MONTHS[korean_month(c) - 1]} ({card.flower.english}): {card.name}, {kind}"


def say(text: str, names: Sequence[str]) -> str:
    """An engine text ("Player 1 ...") with the seats' names, second person for "You"."""
    text = names_text(text, names)
    for a, b in (("You stops", "You stop"), ("You was", "You were"), ("You pays", "You pay"),
                 ("You wins", "You win")):
        text = text.replace(a, b)
    return text


def score_text(scores: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores))


def log_lines(pos, names: Sequence[str]) -> list[str]:
    """The deal's moves in words, one line an action."""
    out = []
    for action, seat, taken, turned, events in pos.records():
        who = names[seat]
        you = who == "You"
        k = action.kind
        bonus = k == "play" and 1 << action.card & BONUS
        if bonus:
            line = (f"{verb(who, 'play', 'plays')} {bonus_words(action.card)} to {'your' if you else 'their'} "
                    f"cards and {'take' if you else 'takes'} the top card of the stock into "
                    f"{'your' if you else 'their'} hand")
            taken = 0
        elif k in ("play", "shake"):
            line = f"{verb(who, 'play', 'plays')} {card_words(action.card)}"
            if k == "shake":
                line = f"{verb(who, 'shake', 'shakes')} (three {MONTHS[korean_month(action.card) - 1]} cards) and " \
                       f"{'play' if you else 'plays'} {card_words(action.card)}"
        elif k == "bomb":
            line = (f"{verb(who, 'drop', 'drops')} a bomb: three {MONTHS[korean_month(action.card) - 1]} cards "
                    f"onto the fourth")
        elif k == "flip":
            line = f"{verb(who, 'use', 'uses')} a spare turn from the bomb"
        elif k == "draw":
            line = f"{verb(who, 'take', 'takes')} {card_words(action.target)} with the card turned up"
        elif k in ("animal", "junk"):
            line = f"{verb(who, 'count', 'counts')} the sake cup as {'an animal' if k == 'animal' else 'double junk'}"
        elif k == "go":
            line = f"{verb(who, 'call', 'calls')} go"
        else:
            line = f"{verb(who, 'stop', 'stops')}"
        if turned is not None:
            line += f"; {card_words(turned)} is turned up"
        if taken:
            line += f"; {'you take' if you else 'takes'} {cards_words(bits(taken))}"
        special = [EVENT_WORDS[e] for _, e in events
                   if e in EVENT_WORDS and e not in ("shake", "bomb") and not (bonus and e == "bonus")]
        if special:
            line += f" ({', '.join(special)})"
        out.append(line + ".")
    return out


def _status(pos, me: int, names: Sequence[str], out, interactive: bool) -> str:
    if out is not None:
        return say(out.explain(), names)
    who = names[pos.turn]
    you = who == "You"
    ph = pos.phase_name
    if pos.turn != me and interactive:
        return f"{poss(who)} turn."
    turn = "Your turn" if you else f"{who} to play"
    if ph == "draw":
        return (f"{turn}: the card turned up, {card_words(pos.pending)}, matches two field cards: "
                f"choose which one it takes.")
    if ph == "cup":
        return (f"{turn}: {'you' if you else who} took the sake cup. Count it as an animal or as double junk "
                f"(two junk) for the rest of the deal.")
    if ph == "decide":
        pts = pos.points(pos.turn)
        return (f"{turn}: {'your' if you else poss(who)} cards score {plural(pts, 'point')}. Stop and "
                f"{'win' if you else 'wins'} the deal now, or go on for more, at the risk of being "
                f"overtaken (then {'you pay' if you else 'pays'} for everyone).")
    plays = [a for a in pos.legal_actions() if a.kind == "play" and a.card < 48]
    text = f"{turn}: {hand_play_words(plays, pos.field, 'your hand' if you else 'the hand')}." if plays \
        else f"{turn}: use a spare turn from the bomb."
    if pos.hands[pos.turn] & BONUS:  # as short as the sentence it replaces: the phone's board has no line to spare
        return text + (" Or play your bonus card first: you draw a card for it." if you else
                       " Or play the bonus card first: it draws a card.")
    return text + " Then the top card of the stock is turned up and played."


def captured_groups(pos, seat: int) -> list[dict]:
    """A seat's captured cards by Go-Stop class, each with its progress
    towards scoring ("Brights 2/3", "Junk 7/10") and the cards of the parts
    that score highlighted."""
    cap, cup_junk = pos.captured[seat], pos.cup_junk
    pts = card_points(cap, cup_junk, pos.rules)
    scoring = {k for k, _ in pts.parts}
    cup = CUP_BIT if cup_junk else 0
    groups = (("Brights", cap & BRIGHTS, min((cap & BRIGHTS).bit_count(), 5), 3, "brights" in scoring),
              ("Animals", cap & ANIMALS & ~cup, animal_count(cap, cup_junk), 5,
               bool(scoring & {"animals", "godori"})),
              ("Ribbons", cap & RIBBONS, (cap & RIBBONS).bit_count(), 5,
               bool(scoring & {"ribbons", "hongdan", "cheongdan", "chodan"})),
              ("Junk", cap & (JUNK | cup | BONUS), junk_count(cap, cup_junk), 10, "junk" in scoring))
    out = []
    for title, cards, have, need, made in groups:
        out.append({"title": title, "cards": [dict(face_card(c), highlight=made) for c in bits(cards)],
                    "progress": f"{have} of {need} to score" if have < need else "scores",
                    "complete": made})
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
    zones.append(stack_zone("draw", "Stock", len(pos.draw)))
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
            elif a.kind == "shake":
                out.append({"action": t, "label": f"Shake and play {card_words(a.card)}", "enabled": True,
                            "hint": "Show the three cards of the month as you play one: what you win is doubled."})
            elif a.kind == "bomb":
                month = MONTHS[korean_month(a.card) - 1]
                out.append({"action": t, "label": f"Bomb: play the three {month} cards", "enabled": True,
                            "hint": "Take the four cards of the month, a junk card from each other player, "
                                    "and double what you win; two spare turns follow."})
            elif a.kind == "flip":
                out.append({"action": t, "label": "Use a spare turn", "enabled": True,
                            "hint": "Play no card: only turn up the top card of the stock."})
    elif ph == "cup":
        out += [{"action": "animal", "label": "Count the sake cup as an animal", "enabled": True,
                 "hint": "It counts towards five animals."},
                {"action": "junk", "label": "Count it as double junk", "enabled": True,
                 "hint": "It counts as two junk cards towards ten."}]
    elif ph == "decide":
        pts = pos.points(pos.turn)
        out += [{"action": "stop", "label": "Stop", "enabled": True,
                 "hint": f"End the deal and win it with {plural(pts, 'point')}."},
                {"action": "go", "label": "Go", "enabled": True,
                 "hint": "Play on for more points; if another player stops first, you pay for everyone."}]
    return out


def _info(pos, me: int, names: Sequence[str], out, exercise: bool) -> list[dict]:
    info = []
    if not exercise:
        scores = out.scores if out is not None else pos.scores
        info += [{"label": "Score", "value": score_text(scores, names)},
                 {"label": "Deal", "value": f"{pos.round_no} of {pos.rules.deals}"},
                 {"label": "Dealer", "value": names[pos.dealer]}]
    info.append({"label": "Points to stop", "value": str(pos.threshold)})
    for p in [me] + seat_order(me, pos.seats):
        pts = card_points(pos.captured[p], pos.cup_junk, pos.rules)
        value = ", ".join(f"{PART_NAMES[k]} {v}" for k, v in pts.parts) or "none yet"
        extra = []
        if pos.gos[p]:
            extra.append(f"{plural(pos.gos[p], 'go')} called")
        if pos.shakes[p]:
            extra.append(f"{plural(pos.shakes[p], 'shake or bomb', 'shakes and bombs')}")
        if pos.tokens[p]:
            extra.append(f"{plural(pos.tokens[p], 'spare turn')}")
        info.append({"label": f"{poss(names[p])} points ({pts.total})",
                     "value": value + ("; " + ", ".join(extra) if extra else "")})
    if pos.carried > 1:
        info.append({"label": "Paid", "value": f"×{pos.carried} (deals nobody won before)"})
    words = pos.rules.words()
    if words:
        info.append({"label": "Rules", "value": words})
    return info


def _outcome(pos, out, me: int, names: Sequence[str]) -> dict | None:
    if out is None:
        return None
    if out.winner is None:
        title = "Nobody wins this deal"
    else:
        who = names[out.winner]
        title = f"{verb(who, 'win', 'wins')} the deal ({plural(out.points[out.winner], 'point')})"
    return {"title": title, "text": say(out.explain(), names), "tone": outcome_tone(out.winners, me)}


def gostop_view(pos, *, me: int, names: Sequence[str], reveal: bool = False, show_legal: bool = False,
                interactive: bool = True, exercise: bool = False) -> dict:
    """The view model seen from seat ``me``: the other seats' hands and
    captures at the top, the stock, the card turned up and the field in the
    middle, ``me``'s captures and hand at the bottom."""
    out = pos.outcome()
    legal = [a.text() for a in pos.legal_actions()] if out is None else []
    my_turn = interactive and out is None and pos.turn == me
    return relabel_cards({
        "game": "gostop",
        "zones": _zones(pos, me, names, legal, my_turn, reveal or out is not None, show_legal),
        "buttons": _buttons(pos, legal) if my_turn else [],
        "status": _status(pos, me, names, out, interactive),
        "info": _info(pos, me, names, out, exercise),
        "log": log_lines(pos, names),
        "outcome": _outcome(pos, out, me, names),
        "waiting": "round-over" if out is not None else ("you" if pos.turn == me else "computer"),
    }, card_label)


def round_header(match, number: int, names: Sequence[str]) -> str:
    pos = match.position
    return (f"Round {number} of {pos.rules.deals}: {verb(names[pos.dealer], 'deal', 'deals')}; score "
            f"{score_text(pos.scores, names)}.")


__all__ = ["gostop_view", "log_lines", "round_header", "say", "card_words", "cards_words", "captured_groups"]
