"""The end of a Poka round (:class:`PokaOutcome`): an emptied hand, All
Out, a teyaku or buttakuri."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...families.shedding.outcome import ShedOutcome
from ...messages import Message, msg, msg_n, sentences
from ...seats import SeatName, by_seat, numbered_names
from .teyaku import TEYAKU_BY_KEY, teyaku_names

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

    def explain(self, names: Sequence[SeatName] | None = None) -> Message:
        """The round's end in words, the seats named ``names`` (by number
        when none are given); a match's final score is written the winner's
        first when the seats are named (as the board shows it), else in seat
        order."""
        named = names is not None
        names = names if named else numbered_names(2)
        who = names[self.winner]
        n = self.points
        if self.reason == "all-out":
            text = by_seat(who, msg_n("You emptied your hand on your first turn (All Out) and score {n} point.",
                                      "You emptied your hand on your first turn (All Out) and score {n} points.",
                                      n, n=n),
                           msg_n("{who} emptied their hand on their first turn (All Out) and scores {n} point.",
                                 "{who} emptied their hand on their first turn (All Out) and scores {n} points.",
                                 n, who=who.label, n=n))
        elif self.reason == "empty-hand":
            text = by_seat(who, msg_n("You emptied your hand first and score {n} point.",
                                      "You emptied your hand first and score {n} points.", n, n=n),
                           msg_n("{who} emptied their hand first and scores {n} point.",
                                 "{who} emptied their hand first and scores {n} points.", n, who=who.label, n=n))
        elif self.reason == "buttakuri":
            teyaku = TEYAKU_BY_KEY["buttakuri"].name_words
            text = by_seat(who, msg("You were dealt {teyaku} (buttakuri) and win the match at once.", teyaku=teyaku),
                           msg("{who} was dealt {teyaku} (buttakuri) and wins the match at once.", who=who.label,
                               teyaku=teyaku))
        else:
            teyaku = teyaku_names(TEYAKU_BY_KEY[k] for k in self.teyaku)
            text = by_seat(who, msg_n("You were dealt {teyaku} and win the round with {n} point.",
                                      "You were dealt {teyaku} and win the round with {n} points.", n,
                                      teyaku=teyaku, n=n),
                           msg_n("{who} was dealt {teyaku} and wins the round with {n} point.",
                                 "{who} was dealt {teyaku} and wins the round with {n} points.", n,
                                 who=who.label, teyaku=teyaku, n=n))
        if self.match_winner is not None and self.reason != "buttakuri":
            m = self.match_winner
            first, second = (m, 1 - m) if named else (0, 1)
            a, b = self.scores[first], self.scores[second]
            mw = names[m]
            text = sentences([text, by_seat(mw, msg("You win the match {a}–{b}.", a=a, b=b),
                                            msg("{who} wins the match {a}–{b}.", who=mw.label, a=a, b=b))])
        return text

    def _dict_extra(self) -> dict:
        return {"teyaku": list(self.teyaku)}
