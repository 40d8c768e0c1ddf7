"""What the round outcome of every capture game shares."""

from __future__ import annotations

from dataclasses import dataclass

from ...game import Outcome


@dataclass(frozen=True)
class CaptureOutcome(Outcome):
    """A round's end in a capture game.  A subclass (a frozen dataclass)
    holds at least ``reason``, ``points`` (per seat, this round), ``scores``
    (the match scores after it) and ``next_dealer``, and writes
    :meth:`explain`."""

    @property
    def seat_points(self) -> tuple[int, ...]:
        return tuple(self.points)

    def common_dict(self) -> dict:
        """The fields every capture game's outcome writes (``to_dict`` adds its own)."""
        return {"reason": self.reason, "points": list(self.points), "scores": list(self.scores),
                "next_dealer": self.next_dealer, "explanation": self.explain()}
