"""The Sakura board: the view model of a round for any seat
(:mod:`hanafuda_core.board`), its status line and its move log, as messages
(:mod:`hanafuda_core.messages`), the seats named by
:class:`~hanafuda_core.seats.SeatName`.  Teams share one pile of captured
cards, shown once."""

from __future__ import annotations

from typing import Sequence

from ...cardset import bits
from ...deck import CARDS
from ...families.capture.words import hand_play_words
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...names import card_words, cards_words, month_name
from ...presenter import (captured_zone, face_card, field_zone, other_hand_zone, outcome_tone, own_hand_zone,
                          play_card, relabel_cards, seat_order, stack_zone, turned_up_zone)
from ...seats import SeatName, by_seat, possessive
from .cards import GAJI, card_value
from .words import card_label, players_words, yaku_name
from .yaku import yaku_of

__all__ = ["sakura_view", "log_lines", "round_header", "card_label", "CROWDED"]

CROWDED = 4
"""From this many seats the table is drawn crowded (the view's ``layout``):
the other players' hands and piles share rows (board.css), each titled by its
owner's name alone (its label, read aloud, still says what it is)."""


def owners(team: Sequence[int], names: Sequence[SeatName]) -> Message:
    """A team's players, short: "Computers 1, 3 and 5", "Computer 2 and You"."""
    who = [names[p] for p in team]
    if all(n.kind == "computer" and n.number is not None for n in who):
        return msg_in("the players of a team of Sakura, short", "Computers {numbers}",
                      numbers=listed([n.number for n in who]))
    return listed([n.label for n in who])


def side_name(pos, side: int, names: Sequence[SeatName]) -> Message:
    """Whose pile a side's is, as learners read it: "Your", "Computer 1's", "Your team's"."""
    if pos.teams is None:
        return possessive(names[side])
    team = pos.teams[side]
    if any(names[p].is_reader for p in team):
        return msg_in("a team's, before a noun", "Your team's")
    return msg_in("a team's, before a noun", "{players}'s", players=players_words([names[p].label for p in team]))


def _move(action, name: SeatName) -> Message:
    """What a seat did, without its end: "You play the Curtain (March)"."""
    who = name.label
    k = action.kind
    if k == "play":
        card = card_words(action.card)
        return by_seat(name, msg_in("a line of Sakura's move log", "You play {card}", card=card),
                       msg_in("a line of Sakura's move log", "{who} plays {card}", who=who, card=card))
    if k == "hiki":
        month = month_name(CARDS[action.card].month)
        return by_seat(name, msg_in("a line of Sakura's move log", "You take all four {month} cards (hiki)",
                                    month=month),
                       msg_in("a line of Sakura's move log", "{who} takes all four {month} cards (hiki)", who=who,
                              month=month))
    if k == "flip":
        return by_seat(name, msg_in("a line of Sakura's move log", "You turn a card up"),
                       msg_in("a line of Sakura's move log", "{who} turns a card up", who=who))
    card = card_words(action.target)
    return by_seat(name, msg_in("a line of Sakura's move log", "You take {card} with the card turned up", card=card),
                   msg_in("a line of Sakura's move log", "{who} takes {card} with the card turned up", who=who,
                          card=card))


def log_lines(pos, names: Sequence[SeatName]) -> list[Message]:
    """The round's moves in words, one line an action."""
    out = []
    for action, seat, taken, turned in pos.records():
        name = names[seat]
        line = _move(action, name)
        if turned is not None:
            line = msg_in("a line of Sakura's move log", "{line}; {card} is turned up", line=line,
                          card=card_words(turned))
        if taken:
            cards = cards_words(bits(taken))
            line = by_seat(name, msg_in("a line of Sakura's move log", "{line}; you take {cards}", line=line,
                                        cards=cards),
                           msg_in("a line of Sakura's move log", "{line}; takes {cards}", line=line, cards=cards))
        out.append(msg_in("a line of Sakura's move log", "{line}.", line=line))
    return out


def outcome_title(out, names: Sequence[SeatName], start: bool) -> Message:
    """Who won the round: "you win the round", "Computer 3 wins the round"
    (``start``: starting a sentence, "You win the round")."""
    best = [names[p] for p in out.winners]
    who = [n.label if (start and i == 0) or not n.is_reader else n.subject for i, n in enumerate(best)]
    if len(best) == 1:
        return by_seat(best[0], msg_in("who won a round of Sakura", "{you} win the round", you=who[0]),
                       msg_in("who won a round of Sakura", "{who} wins the round", who=who[0]))
    return msg_in("who won a round of Sakura", "{players} win the round", players=players_words(who))


def _status(pos, me: int, names: Sequence[SeatName], out, interactive: bool) -> Message:
    if out is not None:  # what the round came to is in the result box right under it
        return msg("The round is over: {outcome}.", outcome=outcome_title(out, names, start=False))
    name = names[pos.turn]
    who = name.label
    if pos.turn != me and interactive:
        return msg("{whose} turn.", whose=possessive(name))
    if pos.phase_name == "draw":
        card = card_words(pos.pending)
        return by_seat(name, msg("Your turn: the card turned up, {card}, takes a field card: choose which.", card=card),
                       msg("{who} to play: the card turned up, {card}, takes a field card: choose which.", who=who,
                           card=card))
    if pos.phase_name == "gaji":
        return by_seat(name, msg("Your turn: another player took that month whole (hiki). The Lightning takes another "
                                 "field card, or stays on the field."),
                       msg("{who} to play: another player took that month whole (hiki). The Lightning takes another "
                           "field card, or stays on the field.", who=who))
    if not pos.hands[pos.turn]:
        return by_seat(name, msg("Your turn: your hand is empty: turn a card up."),
                       msg("{who} to play: the hand is empty: turn a card up.", who=who))
    plays = [a for a in pos.legal_actions() if a.kind == "play" and a.card != GAJI]
    if plays:
        said = hand_play_words(plays, pos.field, name.is_reader)
        text = by_seat(name, msg("Your turn: {plays}.", plays=said),
                       msg("{who} to play: {plays}.", who=who, plays=said))
    else:
        text = by_seat(name, msg("Your turn: play the Lightning onto any field card."),
                       msg("{who} to play: play the Lightning onto any field card.", who=who))
    return sentences([text, msg("Then the top card of the draw pile is turned up and played.")])


def _groups(pos, side: int) -> list[dict]:
    cap = pos.captured[side]
    made = yaku_of(cap)
    value = card_value(cap)
    worth = msg_n("{n} point", "{n} points", value, n=value)
    if made:
        worth = msg_in("Sakura's captured cards: their worth and yaku", "{points}; {yaku}", points=worth,
                       yaku=listed([yaku_name(y) for y in made], commas_only=True))
    return [{"title": msg_in("Sakura's captured cards, as a title", "Cards"),
             "cards": [face_card(c) for c in bits(cap)], "progress": worth, "complete": bool(made)}]


def _buttons(pos, legal: list[str]) -> list[dict]:
    buttons = []
    if pos.phase_name == "gaji":
        for t in legal:
            a = pos.normalize(t)
            label = (msg_in("a button of Sakura", "Take {card}", card=card_words(a.target)) if a.target is not None
                     else msg_in("a button of Sakura", "Leave the Lightning on the field"))
            buttons.append({"action": t, "label": label, "enabled": True,
                            "hint": msg("Another player took the month you aimed at: the Lightning takes another card, "
                                        "or stays on the field.")})
    if pos.phase_name == "play":
        for t in legal:
            a = pos.normalize(t)
            if a.kind == "hiki":
                buttons.append({"action": t, "label": msg_in("a button of Sakura", "Take the whole month (hiki)"),
                                "enabled": True,
                                "hint": msg("Take the four cards of the month from your hand and the field.")})
            elif a.kind == "flip":
                buttons.append({"action": t, "label": msg_in("a button of Sakura", "Turn a card up"), "enabled": True,
                                "hint": msg("Your hand is empty: only turn up the top card of the draw pile.")})
            elif a.target is not None:
                card, target = card_words(a.card), card_words(a.target)
                buttons.append({"action": t, "label": msg("Play {card} onto {target}", card=card, target=target),
                                "enabled": True, "alt": True,
                                "hint": msg("Play {card} and take {target}.", card=card, target=target)})
    return buttons


def _info(pos, names: Sequence[SeatName], out) -> list[dict]:
    scores = out.scores if out is not None else pos.scores
    score = (msg_in("the board's information", "Score") if pos.rules.match_scoring == "points" else
             msg_in("the board's information", "Victories"))
    value = listed([msg_in("a score, one seat's", "{who} {n}", who=n.label, n=s) for n, s in zip(names, scores)],
                   commas_only=True)
    return [{"label": score, "value": value},
            {"label": msg_in("the board's information", "Round"),
             "value": msg("{n} of {rounds}", n=pos.round_no, rounds=pos.rules.rounds)},
            {"label": msg_in("the board's information", "Dealer"), "value": names[pos.dealer].label}]


def sakura_view(pos, *, me: int, names: Sequence[SeatName], reveal: bool = False, show_legal: bool = False,
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
            zones[-1]["title"] = names[p].label
    for side in range(len(pos.captured)):
        if side != mine:
            zone = captured_zone(f"captured-{side}", "top", side_name(pos, side, names), bits(pos.captured[side]),
                                 _groups(pos, side))
            if pos.seats >= CROWDED:  # titled by its owners alone; its label still says what it is
                zone["title"] = owners(pos.teams[side], names) if pos.teams else names[side].label
            zones.append(zone)
    zones.append(stack_zone("draw", msg("Draw pile"), len(pos.draw)))
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
    outcome = None
    if out is not None:
        outcome = {"title": outcome_title(out, names, start=True), "text": out.explain(names),
                   "tone": outcome_tone(out.winners, me, pos.teams)}
    view = {"game": "sakura", "zones": zones, "buttons": _buttons(pos, legal) if my_turn else [],
            "status": _status(pos, me, names, out, interactive), "info": [] if exercise else _info(pos, names, out),
            "log": log_lines(pos, names), "outcome": outcome,
            "waiting": "round-over" if out is not None else ("you" if pos.turn == me else "computer"),
            "layout": "crowded" if pos.seats >= CROWDED else None}
    return relabel_cards(view, card_label)


def round_header(match, number: int, names: Sequence[SeatName]) -> Message:
    """The log line that opens round ``number``: who deals."""
    pos = match.position
    name = names[pos.dealer]
    return by_seat(name, msg("Round {n} of {rounds}: You deal.", n=number, rounds=pos.rules.rounds),
                   msg("Round {n} of {rounds}: {who} deals.", n=number, rounds=pos.rules.rounds, who=name.label))
