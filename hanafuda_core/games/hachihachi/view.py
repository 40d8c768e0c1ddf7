"""The Hachi-Hachi board: the view model of a round for any seat
(:mod:`hanafuda_core.board`), its status line and its move log, as messages
(:mod:`hanafuda_core.messages`), the seats named by
:class:`~hanafuda_core.seats.SeatName`."""

from __future__ import annotations

from typing import Sequence

from ...cardset import bits
from ...families.capture.words import hand_play_words
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...names import card_words, cards_words
from ...presenter import (captured_zone, face_card, field_zone, other_hand_zone, outcome_tone, own_hand_zone,
                          play_card, seat_order, stack_zone, turned_up_zone)
from ...seats import SeatName, by_seat, possessive, score_words
from .cards import YAKU_ANIMALS, YAKU_BRIGHTS, YAKU_CHAFF, YAKU_RIBBONS, card_points
from .words import amount_words, romaji_name, yaku_name
from .yaku import BY_KEY, dekiyaku_of, points


def _points(n: int) -> Message:
    """"1 point", "12 points"."""
    return msg_n("{n} point", "{n} points", n, n=n)


def _move(action, name: SeatName) -> Message:
    """What a seat did, without its end: "You play the Curtain (March)"."""
    who = name.label
    k = action.kind
    if k == "play":
        card = card_words(action.card)
        return by_seat(name, msg_in("a line of Hachi-Hachi's move log", "You play {card}", card=card),
                       msg_in("a line of Hachi-Hachi's move log", "{who} plays {card}", who=who, card=card))
    if k == "draw":
        card = card_words(action.target)
        return by_seat(name, msg_in("a line of Hachi-Hachi's move log", "You take {card} with the card turned up",
                                    card=card),
                       msg_in("a line of Hachi-Hachi's move log", "{who} takes {card} with the card turned up",
                              who=who, card=card))
    if k == "sage":
        return by_seat(name, msg_in("a line of Hachi-Hachi's move log", "You go on (sage)"),
                       msg_in("a line of Hachi-Hachi's move log", "{who} goes on (sage)", who=who))
    if k == "shoubu":
        return by_seat(name, msg_in("a line of Hachi-Hachi's move log", "You stop (shoubu)"),
                       msg_in("a line of Hachi-Hachi's move log", "{who} stops (shoubu)", who=who))
    return by_seat(name, msg_in("a line of Hachi-Hachi's move log", "You end the round"),
                   msg_in("a line of Hachi-Hachi's move log", "{who} ends the round", who=who))


def log_lines(pos, names: Sequence[SeatName]) -> list[Message]:
    """The round's moves in words, one line an action."""
    out = []
    for action, seat, taken, turned in pos.records():
        name = names[seat]
        line = _move(action, name)
        if turned is not None:
            line = msg_in("a line of Hachi-Hachi's move log", "{line}; {card} is turned up", line=line,
                          card=card_words(turned))
        if taken:
            cards = cards_words(bits(taken))
            line = by_seat(name, msg_in("a line of Hachi-Hachi's move log", "{line}; you take {cards}", line=line,
                                        cards=cards),
                           msg_in("a line of Hachi-Hachi's move log", "{line}; takes {cards}", line=line, cards=cards))
        out.append(msg_in("a line of Hachi-Hachi's move log", "{line}.", line=line))
    return out


def _yaku_words(pos, seat: int) -> Message | None:
    """The captured yaku a seat holds, listed ("Akatan (赤短), Aotan (青短)"); None: none."""
    made = dekiyaku_of(pos.captured[seat], pos.rules)
    return listed([yaku_name(y) for y, _ in made], commas_only=True) if made else None


def _value(pos) -> Message:
    """What the yaku of the player to move are worth from each other player."""
    return amount_words(points(pos.decided[pos.turn], pos.rules) * pos.multiplier, pos.rules)


def _status(pos, me: int, names: Sequence[SeatName], out, interactive: bool) -> Message:
    if out is not None:
        return out.explain(names)
    name = names[pos.turn]
    who = name.label
    if pos.turn != me and interactive:
        return msg("{whose} turn.", whose=possessive(name))
    ph = pos.phase_name
    if ph == "draw":
        card = card_words(pos.pending)
        return by_seat(name, msg("Your turn: the card turned up, {card}, matches two field cards: choose which one "
                                 "it takes.", card=card),
                       msg("{who} to play: the card turned up, {card}, matches two field cards: choose which one "
                           "it takes.", who=who, card=card))
    if ph == "decide":
        yaku, value = _yaku_words(pos, pos.turn), _value(pos)
        return by_seat(name, msg("Your turn: your yaku ({yaku}) are worth {value} from each other player. Stop now "
                                 "(shoubu), or go on (sage) for more, at the risk of paying double if another player "
                                 "stops with a yaku.", yaku=yaku, value=value),
                       msg("{who} to play: {who}'s yaku ({yaku}) are worth {value} from each other player. Stop now "
                           "(shoubu), or go on (sage) for more, at the risk of paying double if another player "
                           "stops with a yaku.", who=who, yaku=yaku, value=value))
    plays = [a for a in pos.legal_actions() if a.kind == "play"]
    said = hand_play_words(plays, pos.field, name.is_reader)
    parts = [by_seat(name, msg("Your turn: {plays}.", plays=said), msg("{who} to play: {plays}.", who=who, plays=said))]
    if pos.can_cancel():
        parts.append(msg("Or end the round now, paid half of your yaku."))
    parts.append(msg("Then the top card of the draw pile is turned up and played."))
    return sentences(parts)


def captured_groups(pos, seat: int) -> list[dict]:
    """A seat's captured cards by class as the yaku count them (the willow
    cards with the chaff), with their points."""
    cap = pos.captured[seat]
    groups = ((msg_in("Hachi-Hachi's captured cards of a class, as a title", "Brights"), cap & YAKU_BRIGHTS),
              (msg_in("Hachi-Hachi's captured cards of a class, as a title", "Animals"), cap & YAKU_ANIMALS),
              (msg_in("Hachi-Hachi's captured cards of a class, as a title", "Ribbons"), cap & YAKU_RIBBONS),
              (msg_in("Hachi-Hachi's captured cards of a class, as a title", "Chaff and willow"), cap & YAKU_CHAFF))
    out = []
    for title, cards in groups:
        out.append({"title": title, "cards": [face_card(c) for c in bits(cards)],
                    "progress": _points(card_points(cards)), "complete": False})
    return out


def _zones(pos, me: int, names: Sequence[SeatName], legal: list[str], my_turn: bool, shown_all: bool,
           show_legal: bool) -> list[dict]:
    over = pos.is_over()
    zones = []
    for p in seat_order(me, pos.seats):
        zones.append(other_hand_zone(names[p], p, bits(pos.hands[p]), shown=shown_all,
                                     active=not over and pos.turn == p))
        zones.append(captured_zone(f"captured-{p}", "top", possessive(names[p]), bits(pos.captured[p]),
                                   captured_groups(pos, p)))
    zones.append(stack_zone("draw", msg("Draw pile"), len(pos.draw)))
    if pos.pending is not None:
        zones.append(turned_up_zone(pos.pending, card_words(pos.pending)))
    legal_set = set(legal)
    zones.append(field_zone(bits(pos.field), legal_set if my_turn and pos.phase_name == "draw" else set(),
                            show_legal=show_legal, words=card_words))
    zones.append(captured_zone(f"captured-{me}", "bottom", possessive(names[me]), bits(pos.captured[me]),
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
                card, target = card_words(a.card), card_words(a.target)
                out.append({"action": t, "label": msg("Play {card} onto {target}", card=card, target=target),
                            "enabled": True, "alt": True,
                            "hint": msg("Play {card} and take {target}.", card=card, target=target)})
            elif a.kind == "cancel":
                out.append({"action": t, "label": msg_in("a button of Hachi-Hachi", "End the round"), "enabled": True,
                            "hint": msg("End the round now: you are paid half of your yaku by each other player.")})
    elif ph == "decide":
        out += [{"action": "shoubu", "label": msg_in("a button of Hachi-Hachi", "Stop (shoubu)"), "enabled": True,
                 "hint": msg("End the round: each other player pays you {value}.", value=_value(pos))},
                {"action": "sage", "label": msg_in("a button of Hachi-Hachi", "Go on (sage)"), "enabled": True,
                 "hint": msg("Play on for more yaku; if another player stops with a yaku first, you pay double.")}]
    return out


def _cards_info(pos, seat: int) -> Message:
    """A seat's cards in the board's information: their points, yaku, dealt
    hands and whether it went on ("45 points; dealt Sanbon; went on")."""
    parts = [_points(pos.card_points(seat))]
    yaku = _yaku_words(pos, seat)
    if yaku is not None:
        parts.append(yaku)
    if pos.teyaku[seat]:
        dealt = listed([romaji_name(BY_KEY[k]) for k, _ in pos.teyaku[seat]], commas_only=True)
        parts.append(msg_in("a seat's cards in Hachi-Hachi", "dealt {hands}", hands=dealt))
    if seat in pos.sages:
        parts.append(msg_in("a seat's cards in Hachi-Hachi", "went on"))
    out = parts[0]
    for part in parts[1:]:
        out = msg_in("a seat's cards in Hachi-Hachi: one more fact", "{first}; {next}", first=out, next=part)
    return out


def _info(pos, me: int, names: Sequence[SeatName], out, exercise: bool) -> list[dict]:
    info = []
    if not exercise:
        scores = out.scores if out is not None else pos.scores
        info += [{"label": msg_in("the board's information", "Score"), "value": score_words(scores, names)},
                 {"label": msg_in("the board's information", "Round"),
                  "value": msg("{n} of {rounds}", n=pos.round_no, rounds=pos.rules.rounds)},
                 {"label": msg_in("the board's information", "Dealer"), "value": names[pos.dealer].label}]
    if pos.multiplier > 1:
        info.append({"label": msg_in("the board's information", "Field"),
                     "value": msg("every payment ×{n}", n=pos.multiplier)})
    for p in [me] + seat_order(me, pos.seats):
        info.append({"label": msg("{whose} cards", whose=possessive(names[p])), "value": _cards_info(pos, p)})
    words = pos.rules.words()
    if words is not None:  # None: the options are the defaults
        info.append({"label": msg_in("the board's information", "Rules"), "value": words})
    return info


def _outcome(pos, out, me: int, names: Sequence[SeatName]) -> dict | None:
    if out is None:
        return None
    if out.winner is None:
        title = msg("Nobody wins this round")
    else:
        name, n = names[out.winner], out.points[out.winner]
        title = by_seat(name, msg_n("You win the round ({n} point)", "You win the round ({n} points)", n, n=n),
                        msg_n("{who} wins the round ({n} point)", "{who} wins the round ({n} points)", n,
                              who=name.label, n=n))
    return {"title": title, "text": out.explain(names), "tone": outcome_tone(out.winners, me)}


def hachihachi_view(pos, *, me: int, names: Sequence[SeatName], reveal: bool = False, show_legal: bool = False,
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


def round_header(match, number: int, names: Sequence[SeatName]) -> Message:
    """The log line that opens round ``number``: who deals, the score."""
    pos = match.position
    name, score = names[pos.dealer], score_words(pos.scores, names)
    return by_seat(name, msg("Round {n} of {rounds}: You deal; score {score}.", n=number, rounds=pos.rules.rounds,
                             score=score),
                   msg("Round {n} of {rounds}: {who} deals; score {score}.", n=number, rounds=pos.rules.rounds,
                       who=name.label, score=score))


__all__ = ["hachihachi_view", "log_lines", "round_header", "captured_groups"]
