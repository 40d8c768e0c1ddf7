"""The end of a Hiyoko round (:class:`HiyokoOutcome`): the first empty hand scores 1."""

from __future__ import annotations

from ...families.shedding.outcome import ShedOutcome
from .words import plural

__all__ = ["HiyokoOutcome"]


class HiyokoOutcome(ShedOutcome):
    """The end of a Hiyoko round: ``winner`` emptied their hand and scores
    ``points`` (1); ``scores`` after the round; ``match_winner`` when it ends the match."""

    def explain(self) -> str:
        text = f"Player {self.winner + 1} emptied their hand first and scores {plural(self.points, 'point')}."
        if self.match_winner is not None:
            w = self.match_winner
            text += f" Player {w + 1} wins the match {self.scores[w]}–{self.scores[1 - w]}."
        return text
