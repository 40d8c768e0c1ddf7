"""The end of a Hiyoko round (:class:`HiyokoOutcome`): the first empty hand scores 1."""

from __future__ import annotations

from typing import Sequence

from ...families.shedding.outcome import ShedOutcome
from ...messages import Message, msg, msg_n, sentences
from ...seats import SeatName, by_seat, numbered_names

__all__ = ["HiyokoOutcome"]


class HiyokoOutcome(ShedOutcome):
    """The end of a Hiyoko round: ``winner`` emptied their hand and scores
    ``points`` (1); ``scores`` after the round; ``match_winner`` when it ends the match."""

    def explain(self, names: Sequence[SeatName] | None = None) -> Message:
        """The round's end in words, the seats named ``names`` (by number when none are given)."""
        names = names if names is not None else numbered_names(2)
        who, n = names[self.winner], self.points
        text = by_seat(who, msg_n("You emptied your hand first and score {n} point.",
                                  "You emptied your hand first and score {n} points.", n, n=n),
                       msg_n("{who} emptied their hand first and scores {n} point.",
                             "{who} emptied their hand first and scores {n} points.", n, who=who.label, n=n))
        if self.match_winner is not None:
            w = self.match_winner
            a, b = self.scores[w], self.scores[1 - w]
            text = sentences([text, by_seat(names[w], msg("You win the match {a}–{b}.", a=a, b=b),
                                            msg("{who} wins the match {a}–{b}.", who=names[w].label, a=a, b=b))])
        return text
