"""What the boards of the shedding games show alike: the stop or pass button
of the player to move (each game's ``view.py`` adds its own buttons) and the
round's log in sentences, the engine's own events in the same words in every
game (each game words its actions and the card turned up)."""

from __future__ import annotations

from typing import Callable, Sequence

from ...words import plural

__all__ = ["stop_or_pass_button", "log_sentences"]


def stop_or_pass_button(pos) -> dict:
    """The button of the player to move: stop (during a chain) or pass,
    enabled when legal, its hint what it does or why it is not allowed."""
    actions = pos.action_type
    kind = actions.STOP if pos.chain else actions.PASS
    reason = pos.explain_illegal(kind)
    if kind is actions.STOP:
        what = "End your turn here; the other player plays next."
    else:
        what = "You cannot play a card on the top card, so your turn passes."
    return {"action": kind.text(), "label": kind.text().capitalize(), "enabled": reason is None,
            "hint": what if reason is None else str(reason)}  # English until this module is converted


def log_sentences(pos, names: Sequence[str], action_words: Callable, drawn_words: Callable,
                  own_event: Callable | None = None) -> list[str]:
    """The round's log (``pos.log``) as sentences, ``names`` by seat.

    ``action_words(action, who)`` words a pushed action (None for a card
    named by ``reveal``: its draw says it all); ``drawn_words(event)`` a
    card turned up from the draw pile; ``own_event(event, sentence)`` adds a
    game's own event to the sentence of its action.  A turn that ends by
    itself and a rebuilt draw pile read the same in every game."""
    out = []
    for entry in pos.log:
        who = names[entry.player]
        line = None if entry.action is None else action_words(entry.action, who)
        for ev in entry.events:
            if ev.kind == "turn-end" and line is not None:
                owner = "your" if who == "You" else f"{who}'s"
                line += f"; nothing in {owner} hand can follow, so the turn ends"
            elif ev.kind == "reshuffle" or ev.kind == "draw":
                if line is not None:
                    out.append(line + ".")
                line = (drawn_words(ev) if ev.kind == "draw" else
                        f"The draw pile is empty: the discard pile under its top card is shuffled into a new draw "
                        f"pile of {plural(ev.count, 'card')}")
            elif own_event is not None and line is not None:
                line = own_event(ev, line)
        if line is not None:
            out.append(line + ".")
    return out
