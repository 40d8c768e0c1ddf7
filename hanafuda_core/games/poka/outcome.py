"""The end of a Poka round (:class:`PokaOutcome`): an emptied hand, All
Out, a teyaku or buttakuri."""

from __future__ import annotations

from dataclasses import dataclass

from ...families.shedding.outcome import ShedOutcome
from .teyaku import TEYAKU_BY_KEY

__all__ = ["PokaOutcome"]


@dataclass(frozen=True)
class PokaOutcome(ShedOutcome):
    """The end of a round.

    ``reason`` is ``'empty-hand'`` (1 point), ``'all-out'`` (2 points, the
    hand emptied on the first turn), ``'teyaku'`` or ``'buttakuri'`` (which
    also wins the match).  ``scores`` are the match scores after the round;
    ``match_winner`` is set when this round ends the match.
    """

    teyaku: tuple[str, ...] = ()

    def explain(self) -> str:
        p = f"Player {self.winner + 1}"
        pts = f"{self.points} point{'s' if self.points != 1 else ''}"
        if self.reason == "all-out":
            text = f"{p} emptied their hand on their first turn (All Out) and scores {pts}."
        elif self.reason == "empty-hand":
            text = f"{p} emptied their hand first and scores {pts}."
        elif self.reason == "buttakuri":
            text = f"{p} was dealt Four of a Kind (buttakuri) and wins the match at once."
        else:
            names = " + ".join(TEYAKU_BY_KEY[k].name for k in self.teyaku)
            text = f"{p} was dealt {names} and wins the round with {pts}."
        if self.match_winner is not None and self.reason != "buttakuri":
            text += f" Player {self.match_winner + 1} wins the match {self.scores[0]}–{self.scores[1]}."
        return text

    def _dict_extra(self) -> dict:
        return {"teyaku": list(self.teyaku)}
