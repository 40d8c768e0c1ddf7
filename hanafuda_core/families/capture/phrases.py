"""The actions every capture game shares, in words (see
:mod:`hanafuda_core.phrases`): playing a card from the hand, alone or onto
the field card it captures, and taking a field card with the card turned up
from the draw pile.  Written once here, so that every game of the family
says them alike and the catalog holds them once."""

from __future__ import annotations

from ...messages import Message, msg_in
from ...phrases import ActionPhrase

__all__ = ["play_phrase", "take_turned_up_phrase"]


def play_phrase(card: Message, target: Message | None = None) -> ActionPhrase:
    """Playing ``card`` from the hand: "play the Curtain", or onto the field
    card it captures, ``target``: "play the Curtain onto the Cherry ribbon"."""
    if target is None:
        return ActionPhrase(msg_in("an action: what to do", "play {card}", card=card),
                            msg_in("an action: doing it", "playing {card}", card=card),
                            msg_in("an action: done", "played {card}", card=card))
    return ActionPhrase(msg_in("an action: what to do", "play {card} onto {target}", card=card, target=target),
                        msg_in("an action: doing it", "playing {card} onto {target}", card=card, target=target),
                        msg_in("an action: done", "played {card} onto {target}", card=card, target=target))


def take_turned_up_phrase(card: Message) -> ActionPhrase:
    """Taking the field card ``card`` with the card turned up from the draw
    pile: "take the Moon with the card turned up"."""
    return ActionPhrase(msg_in("an action: what to do", "take {card} with the card turned up", card=card),
                        msg_in("an action: doing it", "taking {card} with the card turned up", card=card),
                        msg_in("an action: done", "took {card} with the card turned up", card=card))
