"""What the boards of the shedding games show alike, as messages: the stop
or pass button of the player to move (each game's ``view.py`` adds its own
buttons), the pieces of the status line every game words alike (whose turn,
what was discarded this turn), the labels of the board's panel and the round's
log in sentences, the engine's own events in the same words in every game
(each game words its actions and the card turned up).  Seats are named by
:class:`~hanafuda_core.seats.SeatName`, a sentence about a seat is two
messages (:func:`~hanafuda_core.seats.by_seat`)."""

from __future__ import annotations

from typing import Callable, Sequence

from ...messages import Message, msg, msg_in, msg_n
from ...seats import SeatName, by_seat, possessive
from .words import as_sentence

__all__ = ["stop_or_pass_button", "log_sentences", "whose_turn", "turn_words", "discarded_this_turn",
           "nothing_follows", "you_discard", "you_discard_together", "you_stop_or_pass", "SCORE", "PLAYING_TO",
           "DEALER", "OPTIONS"]

SCORE = msg_in("a label of the board's panel", "Score")
PLAYING_TO = msg_in("a label of the board's panel", "Playing to")
DEALER = msg_in("a label of the board's panel", "Dealer")
OPTIONS = msg_in("a label of the board's panel", "Options")
"""The labels of the board's panel every shedding game shows (a lesson's
board keeps some of them: each game's ``exercise_view`` picks them by these)."""


def stop_or_pass_button(pos) -> dict:
    """The button of the player to move: stop (during a chain) or pass,
    enabled when legal, its hint what it does or why it is not allowed."""
    actions = pos.action_type
    kind = actions.STOP if pos.chain else actions.PASS
    reason = pos.explain_illegal(kind)
    if kind is actions.STOP:
        label = msg_in("a button (a shedding game: end the turn's discards)", "Stop")
        what = msg("End your turn here; the other player plays next.")
    else:
        label = msg_in("a button", "Pass")
        what = msg("You cannot play a card on the top card, so your turn passes.")
    return {"action": kind.text(), "label": label, "enabled": reason is None,
            "hint": what if reason is None else reason}


def whose_turn(name: SeatName) -> Message:
    """"Your turn.", "Computer's turn." (the status while another seat plays)."""
    return msg("{whose} turn.", whose=possessive(name))


def turn_words(name: SeatName) -> Message:
    """"Your turn", "Computer to play": the start of a status line."""
    return by_seat(name, msg("Your turn"), msg("{who} to play", who=name.label))


def discarded_this_turn(name: SeatName, n: int) -> Message:
    """"You have discarded 2 cards this turn" (a status line during a chain)."""
    return by_seat(name, msg_n("You have discarded {n} card this turn", "You have discarded {n} cards this turn", n, n=n),
                   msg_n("{who} has discarded {n} card this turn", "{who} has discarded {n} cards this turn", n,
                         who=name.label, n=n))


def nothing_follows(name: SeatName, card: Message) -> Message:
    """The status when no card of the hand can follow ``card``: "Your turn:
    nothing in your hand can follow the Curtain (March), so pass."."""
    return by_seat(name, msg("Your turn: nothing in your hand can follow {card}, so pass.", card=card),
                   msg("{who} to play: nothing in the hand can follow {card}, so pass.", who=name.label, card=card))


def you_discard(name: SeatName, card: Message) -> Message:
    """A discard in the move log: "You discard the Curtain (March)"."""
    return by_seat(name, msg("You discard {card}", card=card), msg("{who} discards {card}", who=name.label, card=card))


def you_discard_together(name: SeatName, cards: Message, top: Message) -> Message:
    """Cards discarded together in the move log, ``top`` ending on top."""
    return by_seat(name, msg("You discard {cards} together, {top} on top", cards=cards, top=top),
                   msg("{who} discards {cards} together, {top} on top", who=name.label, cards=cards, top=top))


def you_stop_or_pass(name: SeatName, kind: str) -> Message:
    """A stop or a pass in the move log: "You stop", "Computer passes"."""
    if kind == "stop":
        return by_seat(name, msg("You stop"), msg("{who} stops", who=name.label))
    return by_seat(name, msg("You pass"), msg("{who} passes", who=name.label))


def log_sentences(pos, names: Sequence[SeatName], action_words: Callable, drawn_words: Callable,
                  own_event: Callable | None = None) -> list[Message]:
    """The round's log (``pos.log``) as sentences, ``names`` by seat.

    ``action_words(action, who)`` words a pushed action (None for a card
    named by ``reveal``: its draw says it all); ``drawn_words(event)`` a
    card turned up from the draw pile; ``own_event(event, sentence)`` adds a
    game's own event to the sentence of its action (each a message).  A turn
    that ends by itself and a rebuilt draw pile read the same in every game."""
    out = []
    for entry in pos.log:
        who = names[entry.player]
        line = None if entry.action is None else action_words(entry.action, who)
        for ev in entry.events:
            if ev.kind == "turn-end" and line is not None:
                line = by_seat(who, msg("{move}; nothing in your hand can follow, so the turn ends", move=line),
                               msg("{move}; nothing in {who}'s hand can follow, so the turn ends", move=line,
                                   who=who.label))
            elif ev.kind == "reshuffle" or ev.kind == "draw":
                if line is not None:
                    out.append(as_sentence(line))
                line = (drawn_words(ev) if ev.kind == "draw" else
                        msg_n("The draw pile is empty: the discard pile under its top card is shuffled into a new "
                              "draw pile of {n} card",
                              "The draw pile is empty: the discard pile under its top card is shuffled into a new "
                              "draw pile of {n} cards", ev.count, n=ev.count))
            elif own_event is not None and line is not None:
                line = own_event(ev, line)
        if line is not None:
            out.append(as_sentence(line))
    return out
