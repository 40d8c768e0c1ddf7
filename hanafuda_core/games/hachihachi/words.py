"""Hachi-Hachi in words: why an action is not legal."""

from __future__ import annotations

from ...cardset import bits
from ...deck import CARDS
from ...families.capture import MONTH_BITS
from .actions import PHASE_DECIDE, PHASE_DRAW, PHASE_PLAY


def _name(card: int) -> str:
    return CARDS[card].name


def why_illegal(pos, action) -> str:
    """Why ``action`` (not in the legal list) cannot be played now, for the player to move."""
    ph, kind = pos.phase, action.kind
    if ph == PHASE_DRAW:
        options = " or ".join(_name(t) for t in bits(pos.field & MONTH_BITS[pos.pending]))
        return f"The card turned up, the {_name(pos.pending)}, takes one of two cards first: the {options}."
    if ph == PHASE_DECIDE:
        return "You have made a yaku: say whether you go on (sage) or stop (shoubu) first."
    if ph != PHASE_PLAY:  # pragma: no cover - a round over is explained by explain_illegal
        return "The round is over."
    if kind in ("sage", "shoubu"):
        return "You may go on or stop only after a turn that makes a new or better yaku."
    if kind == "cancel":
        if not (pos.rules.cancel and pos.rules.sage == "fudawiki"):
            return "Ending the round after going on is not played under these rules."
        return "Only a player who went on after a yaku (sage) may end the round at the start of their turn."
    if kind == "draw":
        return "Play a card from your hand first; the card turned up comes after it."
    c = action.card
    if c is None or not pos.hands[pos.turn] >> c & 1:
        return "That card is not in your hand."
    on = (pos.field & MONTH_BITS[c]).bit_count()
    if action.target is None and on == 2:
        return "Two field cards match: say which one you take."
    if action.target is not None:
        if not pos.field >> action.target & 1:
            return f"The {_name(action.target)} is not on the field."
        return f"The {_name(c)} can only take a field card of its own month."
    return "That is not a legal move now."  # pragma: no cover - every illegal play is named above
