"""The turn solver for lessons: which ways of playing the turn empty the
hand, which discard the most cards (:func:`solve_turn`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...families.shedding.solver import turn_sequences
from .actions import PokaAction
from .position import PokaPosition

__all__ = ["TurnSolution", "solve_turn"]


@dataclass
class TurnSolution:
    """All the ways to play the current turn, summarised for lessons."""

    sequences: list[tuple[list[PokaAction], PokaPosition]]
    emptying: list[list[PokaAction]]
    longest: list[list[PokaAction]]
    longest_length: int

    @property
    def can_empty_hand(self) -> bool:
        return bool(self.emptying)


def _cards_played(seq: Sequence[PokaAction]) -> int:
    return sum(len(a.cards) for a in seq)


def solve_turn(position: PokaPosition, limit: int | None = None) -> TurnSolution:
    """Enumerate the turn: which sequences empty the hand, which discard the most cards."""
    sequences = list(turn_sequences(position, limit))
    p = position.turn
    emptying = [s for s, r in sequences if r.hands[p] == 0]
    best = max((_cards_played(s) for s, _ in sequences), default=0)
    longest = [s for s, _ in sequences if _cards_played(s) == best] if best else []
    return TurnSolution(sequences, emptying, longest, best)
