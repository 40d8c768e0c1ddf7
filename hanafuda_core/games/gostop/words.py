"""Go-Stop in words: why an action is not legal."""

from __future__ import annotations

from ...cardset import bits
from ...deck import CARDS
from ...families.capture import MONTH_BITS
from .actions import PHASE_CUP, PHASE_DECIDE, PHASE_DRAW, PHASE_PLAY


def _name(card: int) -> str:
    return CARDS[card].name


def why_illegal(pos, action) -> str:
    """Why ``action`` (not in the legal list) cannot be played now, for the player to move."""
    ph, kind = pos.phase, action.kind
    if ph == PHASE_DRAW:
        options = " or ".join(_name(t) for t in bits(pos.field & MONTH_BITS[pos.pending]))
        return f"The card turned up, the {_name(pos.pending)}, takes one of two cards first: the {options}."
    if ph == PHASE_CUP:
        return "First choose how the sake cup counts: as an animal or as double junk."
    if ph == PHASE_DECIDE:
        return "You have the points to stop: say go or stop first."
    if ph != PHASE_PLAY:  # pragma: no cover - a round over is explained by explain_illegal
        return "The deal is over."
    p = pos.turn
    hand = pos.hands[p]
    if kind in ("go", "stop"):
        return f"You may go or stop only when your cards score {pos.threshold} points or more (and more than at your last go)."
    if kind in ("animal", "junk"):
        return "The sake cup's class is chosen when you take it."
    if kind == "draw":
        return "Play a card from your hand first; the card turned up comes after it."
    if kind == "flip":
        return "Only a bomb gives a turn that just turns a card up, and you have none left."
    c = action.card
    if c is None or not hand >> c & 1:
        return "That card is not in your hand."
    if c >= 48:
        return ("A bonus card is played on its own, as it has no month: it goes to your cards, and you take the "
                "top card of the stock into your hand.")
    held = (hand & MONTH_BITS[c]).bit_count()
    on = (pos.field & MONTH_BITS[c]).bit_count()
    if kind == "shake":
        if not pos.rules.shaking:
            return "Shaking is not played under these rules."
        if held != 3:
            return "You can shake only a month of which you hold three cards."
        return "You cannot shake a month whose fourth card is on the field: that is a bomb."
    if kind == "bomb":
        if not pos.rules.bomb:
            return "Bombs are not played under these rules."
        if held != 3:
            return "A bomb needs three cards of a month in your hand."
        return "A bomb needs the fourth card of the month on the field."
    if action.target is None and on == 2:
        return "Two field cards match: say which one you take."
    if action.target is not None:
        if not pos.field >> action.target & 1:
            return f"The {_name(action.target)} is not on the field."
        return f"The {_name(c)} can only take a field card of its own month."
    return "That is not a legal move now."  # pragma: no cover - every illegal play is named above
