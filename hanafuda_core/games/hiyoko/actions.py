"""Hiyoko's actions: the shedding family's (:class:`~hanafuda_core.families.shedding.actions.ShedAction`)
with Hiyoko's words in their notation errors."""

from __future__ import annotations

from ...families.shedding.actions import ShedAction

__all__ = ["HiyokoAction", "STOP", "PASS"]


class HiyokoAction(ShedAction):
    """One atomic action of a turn: ``discard`` (one card), ``multi``
    (several cards of one month at once, Isuri; the last card ends on top),
    ``stop`` (end your chain) or ``pass``.  Texts: ``3R``, ``5C1+5C2+1B``,
    ``stop``, ``pass``.  Shared with the other shedding games:
    :class:`~hanafuda_core.families.shedding.actions.ShedAction`."""

    MULTI_WORDS = "discarding cards together"
    JOINED_HINT = "cards joined with '+' (5C1+5C2+1B)"


_DISCARD: tuple[HiyokoAction, ...] = HiyokoAction.DISCARDS
STOP = HiyokoAction.STOP
PASS = HiyokoAction.PASS
