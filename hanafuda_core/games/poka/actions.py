"""Poka's actions: the shedding family's (:class:`~hanafuda_core.families.shedding.actions.ShedAction`)
with Poka's words in their notation errors."""

from __future__ import annotations

from ...families.shedding.actions import ShedAction

__all__ = ["PokaAction", "STOP", "PASS"]


class PokaAction(ShedAction):
    """One atomic action of a turn.

    ``kind`` is ``"discard"`` (one card), ``"multi"`` (several cards of one
    month at once, the optional January/February rule; the last card ends on
    top), ``"stop"`` (end your chain) or ``"pass"``.  Text forms: ``3R``,
    ``1C1+1C2``, ``stop``, ``pass``.  Shared with the other shedding games:
    :class:`~hanafuda_core.families.shedding.actions.ShedAction`.
    """

    MULTI_WORDS = "a multiple discard"
    JOINED_HINT = "January or February cards joined with '+' (1C1+1C2)"


STOP = PokaAction.STOP
PASS = PokaAction.PASS
