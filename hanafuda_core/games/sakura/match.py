"""A Sakura match: a chosen number of rounds (four, Board Game Arena's; the
only number a source gives); the round's best side deals the next (ties to
the dealer, then to the earliest in the turn order)."""

from __future__ import annotations

from ...game import IllegalActionError, Match as _Match, MatchOutcome
from .options import DEFAULT_OPTIONS, SakuraOptions
from .outcome import SakuraOutcome
from .position import SakuraPosition


class SakuraMatch(_Match):
    """Rounds until the ``rounds`` option's number; the highest total wins."""

    error = IllegalActionError

    def default_options(self) -> SakuraOptions:
        return DEFAULT_OPTIONS

    def deal(self, dealer: int, round_no: int) -> SakuraPosition:
        return SakuraPosition.deal(self.rng, dealer, self.seats, self.options, self.scores, round_no)

    def next_dealer(self, out: SakuraOutcome) -> int:
        return out.next_dealer

    def finished(self, out: SakuraOutcome) -> MatchOutcome | None:
        if not out.final:
            return None
        best = max(self.scores)
        leaders = [p for p, s in enumerate(self.scores) if s == best]
        return MatchOutcome(leaders[0] if len(leaders) == 1 else None, tuple(self.scores), len(self.rounds),
                            "rounds")
