"""A Hachi-Hachi match: a chosen number of rounds; the winner of a round
deals the next (after all eights the dealer deals again), and the large and
grand fields not yet played are carried from round to round (option
``fields``)."""

from __future__ import annotations

from ...game import IllegalActionError, Match as _Match, MatchOutcome
from .options import DEFAULT_OPTIONS, HachiHachiOptions
from .outcome import HachiHachiOutcome
from .position import SEATS, HachiHachiPosition


class HachiHachiMatch(_Match):
    """Rounds until the ``rounds`` option's number; the most points wins (the
    scores are zero-sum)."""

    error = IllegalActionError

    def __init__(self, options: HachiHachiOptions | None = None, rng=None, dealer: int | None = None,
                 record: bool = True, seats: int = SEATS):
        if seats != SEATS:
            raise ValueError(f"Hachi-Hachi is played by three players, not {seats!r}")
        super().__init__(options, rng, dealer, record, seats)

    def default_options(self) -> HachiHachiOptions:
        return DEFAULT_OPTIONS

    def deal(self, dealer: int, round_no: int) -> HachiHachiPosition:
        carried = self.rounds[-1].outcome.carry if self.rounds else ()
        return HachiHachiPosition.deal(self.rng, dealer, self.options, self.scores, round_no, carried)

    def next_dealer(self, out: HachiHachiOutcome) -> int:
        return out.next_dealer

    def finished(self, out: HachiHachiOutcome) -> MatchOutcome | None:
        if not out.final:
            return None
        best = max(self.scores)
        leaders = [p for p, s in enumerate(self.scores) if s == best]
        return MatchOutcome(leaders[0] if len(leaders) == 1 else None, tuple(self.scores), len(self.rounds),
                            "rounds")

