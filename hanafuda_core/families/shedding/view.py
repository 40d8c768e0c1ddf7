"""What the boards of the shedding games show alike: the stop or pass button
of the player to move (each game's ``view.py`` adds its own buttons)."""

from __future__ import annotations

__all__ = ["stop_or_pass_button"]


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
            "hint": what if reason is None else reason}
