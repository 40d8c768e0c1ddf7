"""A whole Isuri match (:class:`IsuriMatch`): a number of rounds, or until a
player's total reaches a target."""

from __future__ import annotations

from ...game import MatchOutcome
from ..hiyoko.match import HiyokoMatch
from .position import IsuriPosition

__all__ = ["IsuriMatch"]


class IsuriMatch(HiyokoMatch):
    """Rounds until the match's length (a number of rounds or a total)."""

    position_type = IsuriPosition

    def deal(self, dealer: int, round_no: int):
        return IsuriPosition.deal(self.rng, dealer, self.scores, self.options, round_no=round_no)

    def finished(self, out) -> MatchOutcome | None:
        if not out.match_over:
            return None
        return MatchOutcome(out.match_winner, tuple(out.scores), len(self.rounds),
                            "rounds" if self.options.rounds else "target")
