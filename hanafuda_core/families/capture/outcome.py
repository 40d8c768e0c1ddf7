"""What the round outcome of every capture game shares."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from ...game import Outcome

if TYPE_CHECKING:  # pragma: no cover
    from ...seats import SeatName


@dataclass(frozen=True)
class CaptureOutcome(Outcome):
    """A round's end in a capture game.  A subclass (a frozen dataclass)
    holds at least ``reason``, ``points`` (per seat, this round), ``scores``
    (the match scores after it) and ``next_dealer``, and writes
    :meth:`explain`."""

    @property
    def seat_points(self) -> tuple[int, ...]:
        return tuple(self.points)

    def common_dict(self, names: "Sequence[SeatName] | None" = None) -> dict:
        """The fields every capture game's outcome writes (``to_dict`` adds
        its own); the explanation (a message) names the seats ``names``, or
        by their numbers ("Player 1") when none are given."""
        return {"reason": self.reason, "points": list(self.points), "scores": list(self.scores),
                "next_dealer": self.next_dealer,
                "explanation": self.explain() if names is None else self.explain(names)}
