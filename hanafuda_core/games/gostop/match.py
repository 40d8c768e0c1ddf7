"""A Go-Stop match: a chosen number of deals; the winner of a deal deals the
next, and a deal nobody won is dealt again by the same dealer, paid double
when the ``nagari`` option says so."""

from __future__ import annotations

from ...game import IllegalActionError, Match as _Match, MatchOutcome
from .options import DEFAULT_OPTIONS, GoStopOptions
from .outcome import GoStopOutcome
from .position import GoStopPosition


class GoStopMatch(_Match):
    """Deals until the ``deals`` option's number; the most points wins (the
    scores are zero-sum: what each player won less what they paid)."""

    error = IllegalActionError

    def default_options(self) -> GoStopOptions:
        return DEFAULT_OPTIONS

    def deal(self, dealer: int, round_no: int) -> GoStopPosition:
        carried = self.rounds[-1].outcome.carry if self.rounds else 1
        return GoStopPosition.deal(self.rng, dealer, self.seats, self.options, self.scores, round_no, carried)

    def next_dealer(self, out: GoStopOutcome) -> int:
        return out.next_dealer

    def finished(self, out: GoStopOutcome) -> MatchOutcome | None:
        if not out.final:
            return None
        best = max(self.scores)
        leaders = [p for p, s in enumerate(self.scores) if s == best]
        return MatchOutcome(leaders[0] if len(leaders) == 1 else None, tuple(self.scores), len(self.rounds),
                            "rounds")
