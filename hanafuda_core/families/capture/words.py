"""What a capture game's status line says of a play from the hand, built from
the legal plays themselves (see :mod:`hanafuda_core.families.capture`), so
that it can never say more than the moves allow."""

from __future__ import annotations

from typing import Iterable

from ...messages import Message, msg, msg_in
from .field import MONTH_BITS, capture_choices


def hand_play_words(plays: Iterable, field_mask: int, yours: bool, wild: int = -1) -> Message:
    """"play a card from your hand: ..." — what the legal ``plays`` (actions
    with ``card`` and ``target``) of the hand (``yours``: the reader's, else
    "the hand") do: every card captures, none does, or a card with a match
    must capture and one without joins the field.  ``wild``: a card that
    captures any field card (-1: none).  The sentence is lower-case and ends
    without a full stop (it follows a clause: "Your turn: play a card …")."""
    captures = leaves = splits = False
    for a in plays:
        takes = any(taken for _, taken in capture_choices(a.card, field_mask, a.card == wild))
        captures |= takes
        leaves |= not takes
        splits |= a.target is not None and (field_mask & MONTH_BITS[a.card]).bit_count() == 2
    hand = msg_in("whose hand a card is played from", "your hand") if yours else msg_in(
        "whose hand a card is played from", "the hand")
    if not captures:
        return msg("play a card from {hand}; no card in it matches a field card, so the card played joins the field",
                   hand=hand)
    if not leaves:
        text = msg("play a card from {hand}; every card in it matches a field card, so the card played captures a "
                   "field card of its month", hand=hand)
    else:
        text = msg("play a card from {hand}; a card with a match on the field must capture a field card of its "
                   "month, and a card without one joins the field", hand=hand)
    if splits:
        text = msg("{plays} (a card matching two: pick it, then the field card)", plays=text)
    return text


__all__ = ["hand_play_words"]
