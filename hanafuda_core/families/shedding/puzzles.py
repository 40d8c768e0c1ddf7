"""Mined-puzzle hooks shared by the shedding games: the goals tried at each
decision and their themes (``Game.puzzle_candidates``, written once in
:class:`~hanafuda_core.families.shedding.game.ShedGame`)."""

from __future__ import annotations

from ...goal import PuzzleTheme
from ...messages import msg, msg_in

SHEDDING_THEMES = {
    "empty-hand": PuzzleTheme(
        msg_in("a puzzle theme", "Empty hand"),
        msg("Get rid of every card in your hand this turn: find the order that never breaks.")),
    "longest-chain": PuzzleTheme(
        msg_in("a puzzle theme", "Longest chain"),
        msg("Discard as many cards as you can this turn: the first card decides how far the chain runs.")),
}

SHEDDING_GOALS = ("empty-hand", "longest-chain")
"""The goals tried at every decision, by type (each goal its own theme), most interesting first."""


def shedding_candidates(pos, goals: tuple[str, ...] = SHEDDING_GOALS) -> list[tuple[dict, list[str]]]:
    """The ``goals`` (types) as puzzle candidates: the same at every decision."""
    return [({"type": g}, [g]) for g in goals]
