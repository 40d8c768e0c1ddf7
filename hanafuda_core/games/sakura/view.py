"""The Sakura board: the view model of a round for any seat
(:mod:`hanafuda_core.board`), its status line and its move log, in words.
Teams share one pile of captured cards, shown once."""

from __future__ import annotations

from typing import Sequence

from ...cardset import bits
from ...deck import CARDS
from ...families.capture.words import hand_play_words
from ...presenter import (captured_zone, face_card, field_zone, other_hand_zone, outcome_tone, own_hand_zone,
                          play_card, relabel_cards, seat_order, stack_zone, turned_up_zone)
from ...words import card_words, cards_words, names_text, plural, poss, verb
from .cards import GAJI, RAIN_MAN, VALUES, card_value
from .yaku import yaku_of


CROWDED = 4
"""From this many seats the table is drawn crowded (the view's ``layout``):
the other players' hands and piles share rows (board.css), each titled by its
owner's name alone (its label, read aloud, still says what it is)."""


def card_label(c: int) -> str:
    """A card's accessible name on Sakura's boards, with Sakura's value (not the
    deck's Japanese points): "March (Cherry blossom): Curtain, bright, worth
    20"; the Lightning is the wild card."""
    card = CARDS[c]
    if c == GAJI:
        return f"{card.flower.month_name} ({card.flower.english}): the Lightning, the wild card, worth nothing"
    detail = card.ribbon.label if card.ribbon is not None else card.kind.value
    if c == RAIN_MAN:
        detail = "an animal here"
    return f"{card.flower.month_name} ({card.flower.english}): {card.name}, {detail}, worth {VALUES[c]}"


def owners(team: Sequence[int], names: Sequence[str]) -> str:
    """A team's players, short: "Computers 1, 3 and 5", "Computer 2 and Ann"."""
    who = [names[p] for p in team]
    if all(n.startswith("Computer ") for n in who):
        numbers = [n.removeprefix("Computer ") for n in who]
        return "Computers " + ", ".join(numbers[:-1]) + " and " + numbers[-1]
    return ", ".join(who[:-1]) + " and " + who[-1]


def say(text: str, names: Sequence[str]) -> str:
    """An engine text ("Player 1 ...") with the seats' names."""
    return names_text(text, names)


def side_name(pos, side: int, names: Sequence[str]) -> str:
    """Whose pile a side's is, as learners read it: "Your", "Computer 1's", "Your team's"."""
    if pos.teams is None:
        return poss(names[side])
    team = pos.teams[side]
    if any(names[p] == "You" for p in team):
        return "Your team's"
    return " and ".join(names[p] for p in team) + "'s"


def log_lines(pos, names: Sequence[str]) -> list[str]:
    """The round's moves in words, one line an action."""
    out = []
    for action, seat, taken, turned in pos.records():
        who = names[seat]
        k = action.kind
        if k == "play":
            line = f"{verb(who, 'play', 'plays')} {card_words(action.card)}"
        elif k == "hiki":
            line = f"{verb(who, 'take', 'takes')} all four {CARDS[action.card].flower.month_name} cards (hiki)"
        elif k == "flip":
            line = f"{verb(who, 'turn', 'turns')} a card up"
        else:
            line = f"{verb(who, 'take', 'takes')} {card_words(action.target)} with the card turned up"
        if turned is not None:
            line += f"; {card_words(turned)} is turned up"
        if taken:
            line += f"; {'you take' if who == 'You' else 'takes'} {cards_words(bits(taken))}"
        out.append(line + ".")
    return out


def outcome_title(out, names: Sequence[str]) -> str:
    """Who won the round: "you win the round", "Computer 3 wins the round"."""
    best = ["you" if names[p] == "You" else names[p] for p in out.winners]
    return f"{' and '.join(best)} {'win' if len(best) > 1 or best == ['you'] else 'wins'} the round"


def _status(pos, me: int, names: Sequence[str], out, interactive: bool) -> str:
    if out is not None:  # what the round came to is in the result box right under it
        return f"The round is over: {outcome_title(out, names)}."
    who = names[pos.turn]
    you = who == "You"
    if pos.turn != me and interactive:
        return f"{poss(who)} turn."
    turn = "Your turn" if you else f"{who} to play"
    if pos.phase_name == "draw":
        return f"{turn}: the card turned up, {card_words(pos.pending)}, takes a field card: choose which."
    if pos.phase_name == "gaji":
        return (f"{turn}: another player took that month whole (hiki). The Lightning takes another field card, "
                f"or stays on the field.")
    if not pos.hands[pos.turn]:
        return f"{turn}: {'your' if you else 'the'} hand is empty: turn a card up."
    plays = [a for a in pos.legal_actions() if a.kind == "play" and a.card != GAJI]
    text = f"{turn}: {hand_play_words(plays, pos.field, 'your hand' if you else 'the hand')}." if plays else \
        f"{turn}: play the Lightning onto any field card."
    return text + " Then the top card of the draw pile is turned up and played."


def _groups(pos, side: int) -> list[dict]:
    cap = pos.captured[side]
    made = yaku_of(cap)
    return [{"title": "Cards", "cards": [face_card(c) for c in bits(cap)],
             "progress": plural(card_value(cap), "point") + (f"; {', '.join(y.name for y in made)}" if made else ""),
             "complete": bool(made)}]


def sakura_view(pos, *, me: int, names: Sequence[str], reveal: bool = False, show_legal: bool = False,
                interactive: bool = True, exercise: bool = False) -> dict:
    """The view model seen from seat ``me``: the other seats' hands and the
    other sides' piles at the top, the draw pile, the card turned up and the
    field in the middle, ``me``'s side's pile and hand at the bottom."""
    out = pos.outcome()
    legal = [a.text() for a in pos.legal_actions()] if out is None else []
    my_turn = interactive and out is None and pos.turn == me
    mine = pos.side(me)
    zones = []
    for p in seat_order(me, pos.seats):
        zones.append(other_hand_zone(names[p], p, bits(pos.hands[p]), shown=reveal or out is not None,
                                     active=out is None and pos.turn == p))
        if pos.seats >= CROWDED:
            zones[-1]["title"] = names[p]
    for side in range(len(pos.captured)):
        if side != mine:
            zone = captured_zone(f"captured-{side}", "top", side_name(pos, side, names), bits(pos.captured[side]),
                                 _groups(pos, side))
            if pos.seats >= CROWDED:  # titled by its owners alone; its label still says what it is
                zone["title"] = owners(pos.teams[side], names) if pos.teams else names[side]
            zones.append(zone)
    zones.append(stack_zone("draw", "Draw pile", len(pos.draw)))
    if pos.pending is not None:
        zones.append(turned_up_zone(pos.pending, card_words(pos.pending)))
    legal_set = set(legal)
    zones.append(field_zone(bits(pos.field), legal_set if my_turn and pos.phase_name == "draw" else set(),
                            show_legal=show_legal, words=card_words))
    zones.append(captured_zone(f"captured-{mine}", "bottom", side_name(pos, mine, names), bits(pos.captured[mine]),
                               _groups(pos, mine)))
    hand = [play_card(c, legal, legal_set, show_legal=show_legal, name=card_words(c), words=card_words,
                      target_of=lambda t: pos.normalize(t).target)
            if my_turn and pos.phase_name == "play" else face_card(c) for c in bits(pos.hands[me])]
    zones.append(own_hand_zone(names[me], me, hand, active=out is None and pos.turn == me))
    buttons = []
    if my_turn and pos.phase_name == "gaji":
        for t in legal:
            a = pos.normalize(t)
            label = f"Take {card_words(a.target)}" if a.target is not None else "Leave the Lightning on the field"
            buttons.append({"action": t, "label": label, "enabled": True,
                            "hint": "Another player took the month you aimed at: the Lightning takes another card, "
                                    "or stays on the field."})
    if my_turn and pos.phase_name == "play":
        for t in legal:
            a = pos.normalize(t)
            if a.kind == "hiki":
                buttons.append({"action": t, "label": "Take the whole month (hiki)", "enabled": True,
                                "hint": "Take the four cards of the month from your hand and the field."})
            elif a.kind == "flip":
                buttons.append({"action": t, "label": "Turn a card up", "enabled": True,
                                "hint": "Your hand is empty: only turn up the top card of the draw pile."})
            elif a.target is not None:
                buttons.append({"action": t, "label": f"Play {card_words(a.card)} onto {card_words(a.target)}",
                                "enabled": True, "alt": True,
                                "hint": f"Play {card_words(a.card)} and take {card_words(a.target)}."})
    info = []
    if not exercise:
        scores = out.scores if out is not None else pos.scores
        score = "Score" if pos.rules.match_scoring == "points" else "Victories"
        info += [{"label": score, "value": ", ".join(f"{n} {s}" for n, s in zip(names, scores))},
                 {"label": "Round", "value": f"{pos.round_no} of {pos.rules.rounds}"},
                 {"label": "Dealer", "value": names[pos.dealer]}]
    outcome = None
    if out is not None:
        title = outcome_title(out, names)
        outcome = {"title": title[:1].upper() + title[1:], "text": say(out.explain(), names),
                   "tone": outcome_tone(out.winners, me, pos.teams)}
    view = {"game": "sakura", "zones": zones, "buttons": buttons, "status": _status(pos, me, names, out, interactive),
            "info": info, "log": log_lines(pos, names), "outcome": outcome,
            "waiting": "round-over" if out is not None else ("you" if pos.turn == me else "computer"),
            "layout": "crowded" if pos.seats >= CROWDED else None}
    return relabel_cards(view, card_label)


def round_header(match, number: int, names: Sequence[str]) -> str:
    pos = match.position
    return f"Round {number} of {pos.rules.rounds}: {verb(names[pos.dealer], 'deal', 'deals')}."
